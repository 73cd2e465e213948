def outer(n):
    def walk(k):
        if k == 0:
            return [0]
        return walk(k - 1) + [k]
    return walk(n)
print(outer(6))
