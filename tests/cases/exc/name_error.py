print("before")
print(undefined_name)
