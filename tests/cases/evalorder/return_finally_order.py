log = []
def v(x):
    log.append(x)
    return x
def f():
    try:
        return v("return expr")
    finally:
        v("finally")
print(f(), log)
