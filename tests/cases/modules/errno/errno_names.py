# errno: every constant, errorcode in CPython's order with the names it prefers for
# shared numbers, and the module's public names.
import errno

names = sorted(n for n in dir(errno) if n.startswith('E'))
print(len(names), len(errno.errorcode))
print([(n, getattr(errno, n)) for n in names])
print(list(errno.errorcode.items()))
print(errno.ENOENT, errno.EAGAIN == errno.EWOULDBLOCK, errno.errorcode[errno.EWOULDBLOCK])
print(errno.errorcode[35], errno.errorcode[95], errno.EDEADLK, errno.EOPNOTSUPP)
print([n for n in dir(errno) if not n.startswith('E') and not n.startswith('__')])
try:
    errno.errorcode[100000]
except KeyError as e:
    print('KeyError', e)
try:
    errno.ENOSUCH
except AttributeError as e:
    print('AttributeError', e)
e = OSError(errno.ENOENT, 'No such file or directory')
print(e.errno == errno.ENOENT, isinstance(e, FileNotFoundError))
