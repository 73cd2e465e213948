def f[T](x):
    return x
