print("Hello World".upper(), "Hello World".lower(), "ÉCOLE".lower(), "Ünïcödé".upper())
print("mIxEd 123".upper(), "".lower())
