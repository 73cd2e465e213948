def check(x):
    assert x > 0, f'bad {x}'
    return x
print(check(1))
check(-1)
