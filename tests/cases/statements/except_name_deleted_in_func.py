def f():
    try:
        raise ValueError("v")
    except ValueError as e:
        saved = e
    try:
        e
    except UnboundLocalError as u:
        print("UnboundLocalError:", u)
    return saved
print(repr(f()))
