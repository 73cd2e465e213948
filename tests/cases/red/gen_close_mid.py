# Red team 2 (issue 10), program 18_gen_close_mid.
# attacks: generators closed/finalized mid-operation: finally that mutates the iterated container, yields in finally
l = list(range(10))
def g():
    try:
        for x in l: yield x
    finally:
        l.clear(); l.extend(range(100))
it = g(); next(it); del it
print(len(l))
def g2():
    try: yield 1
    finally: yield 2
it = g2(); next(it)
try: it.close()
except RuntimeError as e: print("RE", e)
del it
print(list(zip(g2(), g2())))
def g3():
    try: yield 1
    finally: raise ValueError("fin")
it = g3(); next(it)
try: it.close()
except ValueError as e: print("VE", e)
def g4():
    yield from g4()
import sys  # trimmed: 200 deep, as 1000 generator stacks pass the memory limit under ASan (512 KiB each)
_limit = sys.getrecursionlimit(); sys.setrecursionlimit(200)
try: next(g4())
except RecursionError: print("RecErr")
sys.setrecursionlimit(_limit)
def g5():
    x = yield
    while True:
        try: x = yield x
        except GeneratorExit: return
it = g5(); next(it)
print(it.send(5), it.throw(KeyError) if False else "")
it.close(); it.close()
def g6():
    it6.close(); yield 1
it6 = g6()
try: next(it6)
except ValueError as e: print("VE", e)
def g7():
    yield next(it7)
it7 = g7()
try: next(it7)
except ValueError as e: print("VE", e)
