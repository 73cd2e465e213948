# Function calls and recursion: fib, ackermann-lite, mutual recursion, keyword calls.
def fib(n):
    if n < 2:
        return n
    return fib(n - 1) + fib(n - 2)


def is_even(n):
    return True if n == 0 else is_odd(n - 1)


def is_odd(n):
    return False if n == 0 else is_even(n - 1)


def add3(a, b=1, *, c=2):
    return a + b + c


def tak(x, y, z):
    if y < x:
        return tak(tak(x - 1, y, z), tak(y - 1, z, x), tak(z - 1, x, y))
    return z


def main():
    total = fib(25)
    for i in range(200):
        total += is_even(i % 150)
    for i in range(60000):
        total += add3(i, c=i & 3)
    total += tak(14, 8, 2)
    closure_sum = 0

    def make_adder(k):
        def inner(v):
            return v + k
        return inner

    adders = [make_adder(k) for k in range(10)]
    for i in range(20000):
        closure_sum += adders[i % 10](i)
    print("calls checksum", total, closure_sum)


main()
