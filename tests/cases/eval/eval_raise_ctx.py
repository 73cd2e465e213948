try:
    1/0
except Exception:
    raise ValueError('y')
