try:
    1/0
except Exception as e:
    raise ValueError('x') from e
