class A:
    def __repr__(self): return 'A<é>'
    def __str__(self): return 'str-A'
print('{0!r} {0!s} {0!a} {0}'.format(A()), '{!r:>10}'.format('x'), '{!a}'.format('日'))
'{!x}'.format(1)
