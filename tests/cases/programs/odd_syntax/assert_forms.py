assert True
assert 1 == 1, "never shown"
try:
    assert 1 > 2, "one is not greater"
except AssertionError as e:
    print("AssertionError:", e, e.args)
try:
    assert [], f"empty list is falsy: {[]}"
except AssertionError as e:
    print("AssertionError:", e)
try:
    assert None
except AssertionError as e:
    print("bare AssertionError args:", e.args, repr(e))
x = 5
assert (x > 1), "tuple-looking message"
assert isinstance(x, int) and x % 5 == 0
try:
    assert x < 0, ("tuple", "message")
except AssertionError as e:
    print(e.args[0])
print("done")
assert x == 6, "final failure %d" % x
