class U:
    def __neg__(self): return 'neg'
    def __pos__(self): return 'pos'
    def __invert__(self): return 'inv'
    def __abs__(self): return 'abs'
u = U()
print(-u, +u, ~u, abs(u))
class E: pass
for op in (lambda x: -x, lambda x: +x, lambda x: ~x, abs):
    try:
        op(E())
    except TypeError as e:
        print(e)
