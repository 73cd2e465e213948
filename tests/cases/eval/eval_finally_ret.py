def f():
    try:
        return 1
    finally:
        print('f')
print(f())
