print("a" in "abc")
print(1 in "abc")
