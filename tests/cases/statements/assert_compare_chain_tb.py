def check(v):
    assert v > 0 or v == -1, "bad value"
    return v
print(check(3), check(-1))
check(-5)
