# lru_cache/cache of a non-callable: the C wrapper's TypeError.
import functools
for args in ((1,), (None,), (128, True)):
    try:
        functools.lru_cache(*args)(2)
    except TypeError as e:
        print("TypeError:", e)
try:
    functools.cache(3)
except TypeError as e:
    print("TypeError:", e)
print(functools.lru_cache(2)(len)("abc"))
