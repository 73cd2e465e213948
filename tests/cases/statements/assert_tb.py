def check(items):
    assert len(items) > 2, f"need more than 2 items, got {len(items)}"
    return items
check([1, 2, 3])
check([1])
