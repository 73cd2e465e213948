x = 'g'
class A:
    x = 'c'
    y = x + '!'
    def f(self):
        return x
print(A.y, A().f())
