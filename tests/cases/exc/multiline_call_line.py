def f(a, b):
    return a + b
print(f(1, 2))
r = f(
    1,
    undefined_name,
)
