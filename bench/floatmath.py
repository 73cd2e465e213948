# Float math: numeric integration, mandelbrot, trig, sqrt.
import math


def integrate(f, a, b, n):
    h = (b - a) / n
    s = 0.5 * (f(a) + f(b))
    for i in range(1, n):
        s += f(a + i * h)
    return s * h


def mandel(w, h, it):
    count = 0
    for py in range(h):
        for px in range(w):
            cr = -2.0 + 3.0 * px / w
            ci = -1.2 + 2.4 * py / h
            zr = zi = 0.0
            n = 0
            while n < it and zr * zr + zi * zi < 4.0:
                zr, zi = zr * zr - zi * zi + cr, 2.0 * zr * zi + ci
                n += 1
            count += n
    return count


r1 = integrate(math.sin, 0.0, math.pi, 100000)
r2 = integrate(lambda x: math.sqrt(1 - x * x), -1.0, 1.0, 50000)
m = mandel(60, 40, 60)
acc = 0.0
for i in range(1, 30000):
    acc += math.log(i) * math.cos(i) / math.hypot(i, 3.0)
print("floatmath %.9f %.9f %d %.6f" % (r1, r2, m, acc))
