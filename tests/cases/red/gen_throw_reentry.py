# Red team 2 (issue 10), program 150_gen_throw_reentry.
# attacks: gen.throw(E) where E's construction (__init__/__new__) closes, resumes or drops the generator being thrown into
def g():
    try:
        yield 1
        yield 2
    finally:
        pad = [0] * 100
        yield 3
log = []
class E1(Exception):
    def __init__(self, *a):
        log.append("init")
        try: it.close()
        except RuntimeError as e: log.append("RE " + str(e))
        super().__init__(*a)
it = g(); next(it)
try: print(it.throw(E1))
except Exception as e: print(type(e).__name__, e)
print(log)
class E2(Exception):
    def __init__(self, *a):
        try: log.append(next(it2))
        except Exception as e: log.append(type(e).__name__)
it2 = g(); next(it2)
try: print(it2.throw(E2))
except Exception as e: print(type(e).__name__, e)
print(log)
class E3(Exception):
    def __new__(cls, *a):
        global it3
        it3 = None
        return super().__new__(cls)
def h():
    try: yield 1
    except E3: yield "caught E3"
it3 = h(); next(it3)
t = it3.throw
try: print(t(E3))
except Exception as e: print(type(e).__name__, e)
def k():
    yield 1
it4 = k(); next(it4)
try: it4.throw(ValueError, ValueError("x"), 5)
except TypeError as e: print("TE", e)
try: it4.throw(ValueError("a"), "b")
except TypeError as e: print("TE", e)
try: it4.throw(5)
except TypeError as e: print("TE", e)
def m():
    x = yield
    yield x
it5 = m(); next(it5)
class E5(Exception):
    def __init__(self):
        it5.send("sent from init")
try: it5.throw(E5)
except Exception as e: print(type(e).__name__, e)
