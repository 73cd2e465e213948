def f(items):
    return f"first={items[0]} len={len(items)}"
print(f([1]))
print(f([]))
