"""Mandelbrot and Julia sets on complex numbers, escape counts stored in array('H'), ASCII output."""
import cmath
from array import array


def escape_counts(w: int, h: int, center: complex, scale: float, limit: int, julia: complex = None) -> array:
    counts = array("H", [0]) * (w * h)
    for j in range(h):
        for i in range(w):
            z0 = center + complex((i - w / 2) * scale, (j - h / 2) * scale * 2)
            z, c = (z0, julia) if julia is not None else (0j, z0)
            n = 0
            while n < limit and abs(z) <= 2:
                z = z * z + c
                n += 1
            counts[j * w + i] = n
    return counts


def show(counts: array, w: int, limit: int) -> str:
    ramp = " .,:;ox%#@"
    rows = []
    for start in range(0, len(counts), w):
        rows.append("".join(ramp[min(9, c * 10 // (limit + 1))] for c in counts[start:start + w]).rstrip())
    return "\n".join(rows)


def main() -> None:
    w, h, limit = 64, 24, 60
    m = escape_counts(w, h, -0.6 + 0j, 0.045, limit)
    print(show(m, w, limit))
    print(sum(m), m.count(limit), max(m), m.itemsize)
    j = escape_counts(48, 16, 0j, 0.06, 40, julia=cmath.rect(0.7885, 2.0))
    print(show(j, 48, 40))
    print(sum(j), array("H", sorted(set(j)))[:10].tolist())


if __name__ == "__main__":
    main()
