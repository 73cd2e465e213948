"""Grayscale image processing on array('B') framebuffers: gradient, blur, histogram, threshold."""
from array import array
from typing import List


class Image:
    def __init__(self, w: int, h: int, fill: int = 0) -> None:
        self.w, self.h = w, h
        self.px = array("B", [fill]) * (w * h)

    def get(self, x: int, y: int) -> int:
        x = min(max(x, 0), self.w - 1)
        y = min(max(y, 0), self.h - 1)
        return self.px[y * self.w + x]

    def set(self, x: int, y: int, v: int) -> None:
        self.px[y * self.w + x] = max(0, min(255, v))

    def blur(self) -> "Image":
        out = Image(self.w, self.h)
        for y in range(self.h):
            for x in range(self.w):
                s = sum(self.get(x + dx, y + dy) for dx in (-1, 0, 1) for dy in (-1, 0, 1))
                out.set(x, y, s // 9)
        return out

    def histogram(self, bins: int = 8) -> List[int]:
        h = [0] * bins
        for v in self.px:
            h[v * bins // 256] += 1
        return h

    def ascii(self) -> str:
        ramp = " .:-=+*#%@"
        return "\n".join("".join(ramp[self.get(x, y) * 10 // 256] for x in range(self.w)) for y in range(self.h))


def main() -> None:
    img = Image(32, 12)
    for y in range(img.h):
        for x in range(img.w):
            img.set(x, y, (x * 8 + y * 4) % 256)
    for x in range(10, 22):
        img.set(x, 6, 255)
    print(img.ascii())
    blurred = img.blur()
    print(blurred.ascii())
    print(img.histogram(), blurred.histogram())
    thresh = array("B", (255 if v > 128 else 0 for v in blurred.px))
    print(thresh.count(255), len(thresh), bytes(thresh[:16]).hex())
    data = img.px.tobytes()
    restored = array("B")
    restored.frombytes(data)
    print(restored == img.px, len(data), memoryview(img.px)[:4].tolist())
    try:
        img.px[0] = 256
    except OverflowError as e:
        print("OverflowError:", e)


if __name__ == "__main__":
    main()
