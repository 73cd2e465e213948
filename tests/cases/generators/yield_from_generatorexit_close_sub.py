class Sub:
    def __iter__(self):
        return self
    def __next__(self):
        return "s"
    def close(self):
        print("Sub.close called")
def g():
    yield from Sub()
it = g()
print(next(it))
it.close()
