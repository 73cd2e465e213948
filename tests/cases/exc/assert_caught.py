try:
    assert False, "msg here"
except AssertionError as e:
    print("caught:", e)
try:
    assert 0
except AssertionError as e:
    print("caught empty:", repr(str(e)))
