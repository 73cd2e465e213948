inner = [1]
outer = [inner, inner, [inner]]
inner.append(2)
print(outer)
