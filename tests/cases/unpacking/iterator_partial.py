it = iter(range(5))
try:
    a, b = it
except ValueError as e:
    print("ValueError:", e)
print(list(it))
def gen():
    for i in range(3):
        print("yield", i)
        yield i
try:
    x, y = gen()
except ValueError as e:
    print("ValueError:", e)
