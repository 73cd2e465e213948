# Introspection that would expose the interpreter raises AttributeError (design.md).
def f():
    return 1
class A:
    pass
def gen():
    yield 1
out = []
for obj, name in [(f, '__globals__'), (f, '__code__'), (f, '__builtins__'),
                  (f, '__closure__'), (A, '__subclasses__'), (gen(), 'gi_frame'),
                  (gen(), 'gi_code')]:
    try:
        getattr(obj, name)
        out.append('has ' + name)
    except AttributeError:
        out.append('AE ' + name)
print(out)
try:
    raise ValueError
except ValueError as e:
    tb = e.__traceback__
    print(hasattr(tb, 'tb_frame'))
