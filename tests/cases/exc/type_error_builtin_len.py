print(len("ok"))
len(42)
