assert True, 1 / 0
assert False, 42
