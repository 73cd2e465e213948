def f():
    try:
        raise KeyError('k')
    except KeyError as e:
        print('caught', repr(e))
        return 5
    finally:
        print('fin')
print(f())
