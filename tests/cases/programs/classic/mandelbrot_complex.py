"""Mandelbrot and Julia sets in ASCII with complex numbers, plus a Quaternion class."""
import math
from typing import List


def mandelbrot(w: int, h: int, max_iter: int = 40) -> List[str]:
    chars = " .:-=+*#%@"
    rows = []
    for j in range(h):
        y = 1.2 - 2.4 * j / (h - 1)
        row = []
        for i in range(w):
            c = complex(-2.1 + 2.8 * i / (w - 1), y)
            z = 0j
            n = 0
            while abs(z) <= 2 and n < max_iter:
                z = z * z + c
                n += 1
            row.append(chars[n * (len(chars) - 1) // max_iter])
        rows.append("".join(row))
    return rows


def julia(w: int, h: int, c: complex, max_iter: int = 30) -> int:
    inside = 0
    for j in range(h):
        for i in range(w):
            z = complex(-1.5 + 3 * i / w, -1 + 2 * j / h)
            for _ in range(max_iter):
                z = z * z + c
                if z.real * z.real + z.imag * z.imag > 4:
                    break
            else:
                inside += 1
    return inside


class Quaternion:
    __slots__ = ("w", "x", "y", "z")

    def __init__(self, w: float, x: float = 0.0, y: float = 0.0, z: float = 0.0) -> None:
        self.w, self.x, self.y, self.z = w, x, y, z

    @classmethod
    def rotation(cls, axis, angle: float) -> "Quaternion":
        ax, ay, az = axis
        norm = math.sqrt(ax * ax + ay * ay + az * az)
        s = math.sin(angle / 2) / norm
        return cls(math.cos(angle / 2), ax * s, ay * s, az * s)

    def __mul__(self, o: "Quaternion") -> "Quaternion":
        if isinstance(o, (int, float)):
            return Quaternion(self.w * o, self.x * o, self.y * o, self.z * o)
        return Quaternion(
            self.w * o.w - self.x * o.x - self.y * o.y - self.z * o.z,
            self.w * o.x + self.x * o.w + self.y * o.z - self.z * o.y,
            self.w * o.y - self.x * o.z + self.y * o.w + self.z * o.x,
            self.w * o.z + self.x * o.y - self.y * o.x + self.z * o.w)

    __rmul__ = __mul__

    def conj(self) -> "Quaternion":
        return Quaternion(self.w, -self.x, -self.y, -self.z)

    def __abs__(self) -> float:
        return math.sqrt(self.w ** 2 + self.x ** 2 + self.y ** 2 + self.z ** 2)

    def rotate(self, v):
        p = self * Quaternion(0, *v) * self.conj()
        return (round(p.x, 12), round(p.y, 12), round(p.z, 12))

    def __eq__(self, o: object) -> bool:
        return isinstance(o, Quaternion) and all(math.isclose(a, b, abs_tol=1e-12) for a, b in zip(self, o))

    def __iter__(self):
        return iter((self.w, self.x, self.y, self.z))

    def __repr__(self) -> str:
        return "Quaternion({:.4f}, {:.4f}, {:.4f}, {:.4f})".format(*self)


def main() -> None:
    print("\n".join(mandelbrot(60, 21)))
    for c in (complex(-0.4, 0.6), -0.8 + 0.156j, 0.285 + 0.01j):
        print(c, julia(40, 20, c))
    z = 3 + 4j
    print(z.real, z.imag, abs(z), z.conjugate(), z * 1j, z / 2, z ** 2, -z, z == complex(3, 4), complex("2-1j"))
    print(1j * 1j, (1 + 1j) ** 8, complex(1.5, -0.0), repr(complex(0, 1)), repr(-1j), str(1e20 + 1j), (2 + 0j) ** 0.5)
    print(f"{z:.2f}", f"{complex(1, -2):>12}", format(0.5j, "g"), divmod(7, 2) if True else None, hash(3 + 0j) == hash(3))
    q = Quaternion.rotation((0, 0, 1), math.pi / 2)
    print(q, abs(q), q.rotate((1, 0, 0)), (q * q).rotate((1, 0, 0)), q * 2, q == Quaternion(*q))
    i, j, k = Quaternion(0, 1), Quaternion(0, 0, 1), Quaternion(0, 0, 0, 1)
    print(i * j == k, j * k == i, k * i == j, i * i, (i * j * k))
    try:
        print(z < 1j)
    except TypeError as exc:
        print("TypeError:", exc)
    print(complex(1, 2) % 2)


if __name__ == "__main__":
    main()
