def f():
    '''doc'''
print(f.__doc__, f.__name__)
