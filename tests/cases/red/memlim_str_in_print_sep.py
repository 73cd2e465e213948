# Red team 2 (issue 10), program 81_memlim_str_in_print_sep.
# attacks: memory limit hit inside a C-called hook (str_in_print_sep); the limit must win (exit 3) and no AFTER may print
def bomb():
    x = []
    while True: x.append(bytearray(10**6))
class S:
    def __str__(self): bomb()
try:
    print(1, 2, sep=S())
except BaseException as e:
    print("AFTER caught", type(e).__name__)
finally:
    print("AFTER finally")
print("AFTER end")
