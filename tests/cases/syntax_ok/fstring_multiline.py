x = 5
s = f"""x is
{x:>4}
and doubled {x * 2}"""
print(s)
print(f'{x}' f"{x}" "plain" f'{x!s}')
