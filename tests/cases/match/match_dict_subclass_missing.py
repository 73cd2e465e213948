class DD(dict):
    def __missing__(self, k):
        print("__missing__", k)
        return "default"
d = DD(a=1)
match d:
    case {"b": v}:
        print("matched b?", v)
    case {"a": v}:
        print("a", v)
print(dict(d))
