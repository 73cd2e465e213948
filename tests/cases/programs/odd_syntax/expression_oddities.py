x = [1,2,3]
print(x[1:2], x[::], x[:], x[::-1][::2], x[-1::-2])
print(not -1, - - 1, + - + 1, ~ ~ 5, not not [], -2 ** 2, (-2) ** 2, 2 ** -1, 2 ** 3 ** 2)
print(1 if 0 else 2 if 0 else 3, (lambda: 1 if 0 else 2)(), [i if i else -1 for i in range(3)])
print(*(1, 2), *[3], **{}) ; print()
a = b = c = 5; print(a, b, c)
a, b = b, a = 1, 2; print(a, b)
x = y = [] ; x.append(1); print(y)
print((yield_ := 3), yield_)
def gen(): x = yield; y = yield x; print("gen", x, y)
g = gen(); next(g); g.send(1)
try: g.send(2)
except StopIteration: pass
def f(*, a): return a
print(f(a=1), (lambda *a: a)(), (lambda **k: k)(), (lambda a, *b, c=1, **d: (a, b, c, d))(0, 1, 2, c=3, e=4))
print([*"ab", *b"cd"], {**dict(a=1), **{"b": 2}}, (*range(2),), {*()}, [*()])
print(type(()), type((1)), type((1,)), (), (1,), ((),), [()])
print("a" "b" 'c' """d""" '''e''')
print(r'\n', R'\t', b'\x00', rb'\x00', f'{1}', rf'\{1}', fr'{2}\n')
print(0 or None or [] or "x", 1 and 2 and 0 and 3, None and 1, [] or {})
print(1 < 2 < 3 < 4 > 0, 1 == 1 in [1], (1 == 1) in [True], 2 in [1, 2] in [[1, 2]])
print((lambda: 0)() is not None, (lambda: 0)() == 0)
print([(i, j) for i in range(2) for j in range(i, 2)], [[j for j in range(i)] for i in range(3)])
print({i: j for i, j in enumerate("ab")}, {i for i in "aab"} == {"a", "b"}, list(i for i in range(2)))
print(sum(i for i in range(4)), max((i for i in [3, 1]), default=0), sorted(i for i in [2, 1]))
print(x if (x := 0) else "zero")
class A: pass
A.b = A(); A.b.c = [1, {2: 3}]; print(A.b.c[1][2], A().b.c[0])
print(A.__name__, A.__dict__.get("b") is A.b)
i = 10
print([i for i in range(3)], i)
print((i for i in range(3)).__class__.__name__, i)
for i, in [(1,), (2,)]: print(i, end=" ")
print()
for [a, b] in [[1, 2]]: print(a, b)
for x.append in []: pass
d = {}
for d["k"] in range(3): pass
print(d)
for A.attr in "xy": pass
print(A.attr)
print(f"{'a' if True else 'b'}{1:>{2}}{'}'}{'{'}")
x = [7]; print(f"{x!r}" f"{x}" "plain" f"{x[0]}")
print(f"{(lambda: 5)()}", f"{ {1: 2}[1] }", f"{[1,2][1]}", f"{(1, 2)}", f"{ {'a'} }")
print(f"{3:{'>'}{4}}", f"{'x':{'<'}{3}}|")
def ff(): return f"{ff.__name__}"
print(ff())
print(f"{'abc'[1:]}", f"{'a,b'.split(',')}", f"{1 + 2 = }", f"{'q'=}", f"{x[0]=:>3}")
print(f'{"nested" + f"{1}" + "q"}')
print(f"{ 1 }", f"{1 :>3}", f"{1!r:3}")
s = "s"; print(f"{s!r:>{len(s) + 3}}", f"{s:{s}>3}")
print(f"{f'{1:{2}}':{3}}")
print(f"""{
1 + 1
}""")
