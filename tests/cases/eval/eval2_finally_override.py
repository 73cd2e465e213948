def f():
    try:
        raise ValueError
    finally:
        return 'ret'
print(f())
