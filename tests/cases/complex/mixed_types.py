print(type(1 + 1j).__name__, type(1.0 * 1j).__name__, type(1j - True).__name__, type(2 ** 1j).__name__)
print(sum([1j, 2, 3.5]), sum([1+1j] * 3), [x * 1j for x in range(3)])
x = 1
x += 1j
x *= 2
print(x)
