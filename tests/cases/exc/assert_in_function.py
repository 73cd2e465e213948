def check(xs):
    for x in xs:
        assert x >= 0, "negative: " + str(x)
    return "all good"
print(check([1, 2]))
print(check([1, -2]))
