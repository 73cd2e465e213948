def setg(name, value):
    globals()[name] = value
setg("dyn", 123)
print(dyn)
print("setg" in globals(), type(globals()).__name__)
del globals()["dyn"]
try:
    dyn
except NameError as e:
    print("NameError:", e)
