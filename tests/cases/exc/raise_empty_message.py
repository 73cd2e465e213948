try:
    raise ValueError("")
except ValueError as e:
    print(repr(str(e)))
raise ValueError("")
