x = 1
print('x' in globals(), globals()['x'], locals() is globals())
def f(a, b=2):
    c = 3
    return sorted(locals().items())
print(f(1))
globals()['newvar'] = 5
print(newvar)
