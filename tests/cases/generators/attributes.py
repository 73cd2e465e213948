def gen():
    yield gen_obj.gi_running
gen_obj = gen()
print(gen_obj.__name__, gen_obj.__qualname__)
print(gen_obj.gi_running, gen_obj.gi_suspended)
print(next(gen_obj))
print(gen_obj.gi_running, gen_obj.gi_suspended)
class K:
    def meth(self):
        yield
print(K().meth().__qualname__, K().meth().__name__)
def outer():
    r = yield from gen()
inner_done = outer()
print(inner_done.gi_yieldfrom)
ge = (x for x in [])
print(ge.__name__, ge.gi_running)
