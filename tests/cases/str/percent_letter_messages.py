for fmt in ['%d', '%i', '%u', '%x', '%o', '%e', '%f', '%c']:
    for v in ['s', None, 2.5]:
        try:
            print(fmt, repr(fmt % v))
        except TypeError as e:
            print(fmt, e)
