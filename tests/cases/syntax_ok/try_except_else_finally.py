try:
    pass
except ValueError:
    pass
else:
    print("ok")
finally:
    print("f")
