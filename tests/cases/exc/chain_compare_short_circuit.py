def boom():
    raise RuntimeError("should not run")
print(1 < 0 < boom())
print(2 > 1 > boom())
