import copy
print(issubclass(copy.Error, Exception), copy.error is copy.Error)
try:
    raise copy.Error('x')
except copy.Error as e:
    print('caught', e)
