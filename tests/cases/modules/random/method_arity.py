# Arity errors of random's methods: CPython's C-method wording for random() and
# getrandbits(), Python-function wording for the rest.
import random
for f in (lambda: random.random(1), lambda: random.getrandbits(), lambda: random.getrandbits(1, 2), lambda: random.seed(1, 2, 3), lambda: random.getstate(1), lambda: random.setstate(), lambda: random.randint(1), lambda: random.choice(), lambda: random.Random().random(k=1), lambda: random.getrandbits(k=3), lambda: random.Random(1, 2)):
    try: print(f())
    except Exception as e: print(type(e).__name__, e)
