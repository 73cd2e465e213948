def boom():
    raise RuntimeError("value error wins")
try:
    {[]: 1, "b": boom()}
except Exception as e:
    print(type(e).__name__, e)
try:
    {"a": 1, []: 2}
except Exception as e:
    print(type(e).__name__, e)
try:
    {**{}, []: 1, "b": boom()}
except Exception as e:
    print(type(e).__name__, e)
try:
    {[]: 1, **{"x": boom()}}
except Exception as e:
    print(type(e).__name__, e)
