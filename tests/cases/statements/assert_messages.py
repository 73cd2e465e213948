for cond, msg in [(True, "unused"), (False, "custom"), (0, 42), ("", None)]:
    try:
        assert cond, msg
        print("passed", repr(cond))
    except AssertionError as e:
        print("AssertionError", e.args)
try:
    assert False
except AssertionError as e:
    print("no message", e.args)
