a = [1, 2]
a.append(a)
print(a, len(a), a[2] is a)
d = {"k": 1}
d["self"] = d
print(d)
b = [a, d]
print(b)
nested = {"list": [1]}
nested["list"].append(nested)
print(nested, str(nested) == repr(nested))
t = ([],)
t[0].append(t)
print(t)
s = [[]]
s[0].append(s[0])
print(s)


class Node:
    def __init__(self):
        self.children = []

    def __repr__(self):
        return f"Node({self.children!r})"


n = Node()
n.children.append([n.children])
print(n)
print(a == a, f"{d}", "%s" % [d])
