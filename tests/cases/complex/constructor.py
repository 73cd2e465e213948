print(complex(), complex(1), complex(1.5), complex(1, 2), complex(1j), complex(1j, 1j), complex(1+2j, 3+4j), complex(real=1, imag=2), complex(imag=3), complex(True, False))
x = 1+2j
print(complex(x) is x)
class C:
    def __complex__(self):
        return 3+4j
class F:
    def __float__(self):
        return 2.5
class I:
    def __index__(self):
        return 7
print(complex(C()), complex(F()), complex(I()), complex(F(), F()))
