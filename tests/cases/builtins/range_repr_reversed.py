print(repr('a'), repr(1.0), list(reversed([1, 2, 3])), list(reversed(range(3))), list(reversed('ab')), ''.join(reversed('hello')))
reversed(5)
