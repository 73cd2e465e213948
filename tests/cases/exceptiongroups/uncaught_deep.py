def deep():
    e = ValueError("leaf")
    for i in range(12):
        e = ExceptionGroup(f"d{i}", [e])
    raise e
deep()
