class CM:
    def __enter__(self):
        return self
    def __exit__(self, t, v, tb):
        print(t is ValueError, type(v).__name__, v.args)
        return True
with CM():
    raise ValueError("payload", 2)
class Plain:
    def __enter__(self):
        return "entered"
    def __exit__(self, t, v, tb):
        print("clean exit", t, v, tb)
with Plain() as p:
    print(p)
