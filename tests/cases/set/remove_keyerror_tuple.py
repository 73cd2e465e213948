s = {1}
try:
    s.remove((1, 2))
except KeyError as e:
    print(repr(e), e.args)
s.remove(())
