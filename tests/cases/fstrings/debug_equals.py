x = 10
name = "pe"
items = [1, 2]
print(f"{x=}")
print(f"{x = }")
print(f"{x=:>5}")
print(f"{x=!s}")
print(f"{name=}")
print(f"{name=!s:>6}")
print(f"{items[0]=}")
print(f"{x * 2 + 1=}")
print(f"{len(items)=}")
print(f"{x=}, {name=}")
