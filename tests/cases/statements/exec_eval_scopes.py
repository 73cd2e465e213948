g = {"base": 10}
exec("result = base * 2", g)
print(g["result"])
print(eval("base + 1", g))
def f():
    local_v = 3
    return eval("local_v * 2")
print(f())
