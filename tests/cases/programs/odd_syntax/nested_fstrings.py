name = "Ada"
items = ["x", "yy", "zzz"]
width = 10
prec = 3
pi = 3.14159265
print(f"{name!r:>{width}}|{pi:.{prec}f}|{pi:{width}.{prec}e}|")
print(f"{'-'.join(f'{s:^5}' for s in items)}")
print(f"{f'{2*3}' + 'x'}", f"""{f'{f"{1+1}"}'}""")
print(f"{name=} {pi=:.2f} {len(items)=} {width * 2 = }")
print(f"{{literal}} {{{name}}} {{{{}}}}")
d = {"key": "value", "n": 42}
print(f"{d['key']} {d['n']:05d} {d!r}")
print(f"{'nested ' + f'{name.upper()}':*^20}")
print(f"{3.5:=+10.2f}|{-42:=8}|{42:+}|{42: }|{1e6:,.1f}|{0.25:.1%}|{255:#06x}")
print(f"""multi
{name}
  {pi:.1f}""")
print(rf"raw\n{name}", fr"\t{len(name)}", f"{chr(10)!r}")
print(f"{'a' if pi > 3 else 'b'}", f"{(lambda q: q * 2)(21)}", f"{[x for x in range(3)]}")
print(f"{name:{'>' if width else '<'}{width}}", f"{pi:{'.'}{prec}}")
print(f"{12345678:_}", f"{'abc'!a}", f"{'é'!a}", f"{None!s:>6}")
