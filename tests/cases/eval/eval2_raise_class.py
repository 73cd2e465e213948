class E(Exception): pass
try:
    raise E
except E as e:
    print(repr(e), e.args)
