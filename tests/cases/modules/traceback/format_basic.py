import traceback, sys
def f(x):
    return 1 / x
try:
    f(0)
except ZeroDivisionError:
    print(traceback.format_exc(), end='')
    print(traceback.format_exception(*sys.exc_info()))
    print(traceback.format_exception_only(sys.exc_info()[0], sys.exc_info()[1]))
    print(traceback.format_tb(sys.exc_info()[2]))
    traceback.print_exc(file=sys.stdout)
try:
    try:
        {}['k']
    except KeyError as e:
        raise ValueError('bad') from e
except ValueError as e:
    print(''.join(traceback.format_exception(e)))
    print(''.join(traceback.format_exception(e, chain=False)))
    print(traceback.format_exception_only(e))
print(repr(traceback.format_exc()))
print(traceback.format_exception(ValueError('x')))
