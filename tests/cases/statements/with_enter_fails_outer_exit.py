class Good:
    def __enter__(self):
        print("good enter")
        return self
    def __exit__(self, t, v, tb):
        print("good exit sees", t.__name__ if t else None)
class Bad:
    def __enter__(self):
        raise OSError("cannot enter")
    def __exit__(self, *a):
        print("bad exit must not run")
try:
    with Good(), Bad():
        print("body must not run")
except OSError as e:
    print("OSError:", e)
