ge = (x * 2 for x in range(5))
print(next(ge))
ge.close()
print(list(ge))
ge2 = (x for x in range(5))
next(ge2)
try:
    ge2.throw(ValueError("gx"))
except ValueError as e:
    print("raised", e)
print(list(ge2))
