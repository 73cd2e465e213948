s = "abc" 'def' "ghi"
print(s)
t = ("first "
     "second "
     "third")
print(t)
