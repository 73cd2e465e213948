a = 1; b = 2; print(a + b); print("second")
if a: print("one"); print("two")
