
# vim: set fileencoding=iso-8859-1 :
s = "üß"
print(s, s.upper(), len(s))
