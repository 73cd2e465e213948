print(True & False, True | False, True ^ True, ~True, ~False)
print(True << 3, True > False)
