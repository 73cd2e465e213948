def down(n):
    return down(n + 1)
try:
    down(0)
except RecursionError as e:
    print("RecursionError:", e)
def ok(n):
    return 0 if n == 0 else 1 + ok(n - 1)
print(ok(500))
