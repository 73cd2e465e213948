try:
    raise ValueError("multi\nline message")
except ValueError as e:
    print(repr(str(e)))
raise ValueError("last line only")
