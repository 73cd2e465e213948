# f-strings whose format specs are built from expressions
vals = [3.14159, -2.5, 1234.5678, 0.0001]
for w, p in ((8, 2), (10, 4), (6, 0)):
    print("|".join(f"{v:{w}.{p}f}" for v in vals))
for v in vals:
    print(f"{v!r:>12}|{v!s:<12}|{v:^{len(str(v)) + 4}}|")
fill, align = "*", "^"
print(f"{'mid':{fill}{align}{11}}", f"{42:{'0'}{'>'}{6}}", f"{7:{'+' if True else '-'}}")
print(f"{'a' 'b'}", f"{'c' 'd' 'e'}", f'{"x" "y"}')
x = 10; y = 3
print(f"{x=}", f"{x = }", f"{x=!r}", f"{x=:>5}", f"{x + y=}", f"{ x / y = :.3f}")
s = "quote's"
print(f"{s!r}", f'{s!r}', f"""{s + '"'!r}""", f'''{"it's"}''')
print(f"{'{'}{'}'}", f"{{}}{x}{{}}", f"{x:{{}}>5}" if False else f"{x:#>5}")
print(f"{3+4j!r}", f"{(1, 2)!s:>10}", f"{[1, 2]=}", f"{dict(a=1)!r:^14}")
print(f"{12345.6789:,.2f}", f"{12345.6789:_.1f}", f"{1234567:,d}", f"{255:_b}")
print(f"{0.000012345:.3g}", f"{123456789:.3g}", f"{1.5:%}", f"{-0.0:+.1f}", f"{5:c}")
n = 5
print(f"{'nested {n}'}", f"{f'{n}' * 2}", f"{n:{n}}")
print(f"{n:0{n}d}", f"{-n:0{n}d}", f"{n:<0{n}}", f"{n:x<{n}}")
print(f"{n!a}", f"{'ü'!a}", f"{'ü'!r}", f"{b'ab'!r}", f"{None=}")
import math
print(f"{math.pi:.{n}}", f"{math.pi:{n}.{n - 2}e}", f"{math.inf:>6}", f"{-math.inf:<6}|")
