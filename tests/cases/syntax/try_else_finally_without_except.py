try:
    x = 1
else:
    print(2)
finally:
    pass
