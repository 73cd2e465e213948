print(str(0.1), repr(0.1), str(1e16), repr(1e-5), str(-0.0))
print(str(1.0), repr(100.0), str(1e300 * 1e10))
