# Red team 2 (issue 10), program 67_memlim_max_key.
# expect-exit: 3
# expect-stderr: memory limit exceeded
# forbid-stdout: AFTER
# time-bound: 5
# attacks: memory limit hit inside a C-called hook (max_key); the limit must win (exit 3) and no AFTER may print
def bomb():
    x = []
    while True: x.append(bytearray(10**6))
pass
try:
    print(max([1, 2], key=lambda v: bomb()))
except BaseException as e:
    print("AFTER caught", type(e).__name__)
finally:
    print("AFTER finally")
print("AFTER end")
