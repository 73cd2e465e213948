class Flag:
    def __bool__(self):
        raise ValueError("ambiguous truth value")
flag = Flag()
print("before")
if flag and True:
    print("unreached")
