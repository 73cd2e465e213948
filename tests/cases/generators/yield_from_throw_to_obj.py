class Sub:
    def __iter__(self):
        return self
    def __next__(self):
        return "n"
    def throw(self, *a):
        print("Sub.throw", a[0].__class__.__name__ if not isinstance(a[0], type) else a[0].__name__)
        return "thrown-result"
def g():
    yield from Sub()
it = g()
print(next(it))
print(it.throw(ValueError("v")))
