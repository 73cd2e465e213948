n = 3
w = 6
x = "ab"
d = {'k': 'v', '#': 'hash'}
print(f"{'#' * n}")
print(f"{'}'}")
print(f"{x!r:>{w}}")
print(f'{"a" "b"}')
print(f"{d['k']}")
print(f"{d['#']}|{'a#b'.split('#')}")
print(f'''{"#" + '#'}''')
print(f"{'''#'''}")
print(f"{ {'#': 1}['#'] }")
