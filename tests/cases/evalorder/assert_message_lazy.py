def msg():
    print("message evaluated")
    return "m"
assert True, msg()
try:
    assert False, msg()
except AssertionError as e:
    print(e)
