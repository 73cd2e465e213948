try:
    int('x')
except ValueError:
    raise
