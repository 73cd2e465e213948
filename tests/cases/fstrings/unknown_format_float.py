print(f"{1.5:x}")
