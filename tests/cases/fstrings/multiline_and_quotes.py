a = 1
b = 2
s = f"""{a}
{b}
{a + b}"""
print(s)
print(f"{'x'}" f'{"y"}')
print(f"{a}" "plain" f"{b}")
print(f"{ a }", f"{  b  + 1  }")
d = {"k": 1}
print(f"{d['k']}")
