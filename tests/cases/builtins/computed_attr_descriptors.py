for src in ["(1).real = 2", "range(3).start = 1", "slice(1).stop = 2", "(1.5).imag = 0", "del (1).real", "(1).foo = 1"]:
    try:
        exec(src)
    except AttributeError as e:
        print(e)
print(int.real, range.start, float.imag, complex.real)
print(int.__dict__["real"].__get__(5), True.real, (2.5).imag, (1+2j).real, range(2, 9, 3).step)
