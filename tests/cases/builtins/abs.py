print(abs(-3), abs(2.5), abs(-0.0), abs(True), abs(-2**70))
class A:
    def __abs__(self): return 'absed'
print(abs(A()))
abs('x')
