log = []
def v(x):
    log.append(x)
    return x
d = {v("k1"): v(1), v("k2"): v(2)}
print(log, d)
log.clear()
d = {**{v("a"): v(1)}, v("b"): v(2), **{v("c"): v(3)}}
print(log, d)
# a later value's error wins over an earlier unhashable key: all keys and values of
# the group are evaluated before inserting
try:
    {[]: 1, "x": 1 / 0}
except Exception as e:
    print(type(e).__name__, e)
try:
    {"x": 1 / 0, []: 1}
except Exception as e:
    print(type(e).__name__, e)
try:
    {"a": 1, []: 2}
except Exception as e:
    print(type(e).__name__, e)
# duplicate keys: last value wins, first key object kept
d = {1: "a", 1.0: "b", True: "c"}
print(d)
