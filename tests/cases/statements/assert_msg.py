try:
    assert 1 == 2, "one is not two"
except AssertionError as e:
    print("AssertionError:", e, e.args)
try:
    assert [], ["list", "msg"]
except AssertionError as e:
    print("AssertionError:", e.args)
assert True, 1 / 0
def check(x):
    assert x > 0, f"x must be positive, got {x}"
    return x
print(check(3))
check(-1)
