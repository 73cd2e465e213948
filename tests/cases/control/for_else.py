for x in [1, 2, 3]:
    pass
else:
    print("completed", x)
for x in [1, 2, 3]:
    if x == 2:
        break
else:
    print("not printed")
print("stopped at", x)
for x in []:
    print("never")
else:
    print("empty loop else")
