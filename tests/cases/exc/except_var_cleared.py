e = "before"
try:
    1 / 0
except ZeroDivisionError as e:
    print("in handler:", e)
try:
    print(e)
except NameError as err:
    print("NameError:", err)
