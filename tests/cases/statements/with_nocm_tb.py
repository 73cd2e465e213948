class NoCM:
    pass
print("start")
with NoCM() as x:
    pass
