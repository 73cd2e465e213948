class C:
    pass
c = C()
c.__enter__ = lambda: 1
c.__exit__ = lambda *a: None
try:
    with c:
        pass
except TypeError as e:
    print("TypeError:", e)
