width = 10
prec = 3
value = 3.14159265
name = "pi"
print(f"{name!r:>{width}}|{value:{width}.{prec}f}|")
print(f"{f'{value:.2f}':>8}")
print(f"{'nested ' + f'{1 + 1}'}")
print(f"{value=:.1f}")
print(f"{{literal braces}} {width:#x} {width:08b} {-width:+d}")
print(f"{[1, 2][1]} {'ab'[::-1]} {3 if width else 4}")
