def add_item(x, acc=[]):
    acc.append(x)
    return acc
print(add_item(1))
print(add_item(2))
print(add_item(3, []))
print(add_item(4))
