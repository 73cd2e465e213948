name = "world"
n = 42
x = 3.14159
print(f"hello {name}!", f"{n}", f"{x:.2f}", f"{n:>6}|", f"{n:<6}|", f"{n:^7}|")
print(f"{n:08b}", f"{n:#x}", f"{n:#o}", f"{n:X}", f"{1234567:,}", f"{1234567:_}")
print(f"{x:e}", f"{x:10.3e}", f"{x:%}", f"{0.5:.0%}", f"{x:g}", f"{1e20:g}")
print(f"{name!r}", f"{name!s}", f"{'é'!a}", f"{name!r:>10}")
print(f"{{literal}}", f"{{{n}}}", f"a{{b")
width, prec = 10, 3
print(f"{x:{width}.{prec}f}|", f"{name:{'*'}^{width}}")
print(f"{n=}", f"{x=:.1f}", f"{name = }", f"{n + 1=}", f"{name=!s}")
print(f"{'nested ' + f'{n}'}")
print(f"{[1, 2][0]}", f"{ {'a': 1}['a'] }", f"{(lambda y: y * 2)(4)}")
print(f"{n if n > 10 else 0}", f"{-n:+}", f"{n:+}", f"{n: }")
print(f"{'abc':.2}", f"{'abc':>5.1}", f"{True}", f"{None!r}")
class P:
    def __format__(self, spec):
        return f"P[{spec}]"
    def __repr__(self):
        return "P()"
    def __str__(self):
        return "str-P"
print(f"{P()}", f"{P():xyz}", f"{P()!r}", f"{P()!s}", f"{P()=}")
print(f"""multi
{n}
line""")
print(rf"\n{n}", fr"{name}\t")
d = {"key": "v"}
print(f"{d['key']}", f'{d["key"]}')
