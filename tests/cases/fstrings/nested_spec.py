value = 3.14159265
for width in (6, 10):
    for prec in (1, 3):
        print(f"[{value:{width}.{prec}f}]")
fill, align = "*", "^"
print(f"[{'mid':{fill}{align}{9}}]")
spec = ".2e"
print(f"{value:{spec}}")
print(f"{12:{'>' if True else '<'}{5}}|")
