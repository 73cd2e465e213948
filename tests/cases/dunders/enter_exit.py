class CM:
    def __init__(self, name, suppress=False): self.name, self.suppress = name, suppress
    def __enter__(self):
        print('enter', self.name)
        return self
    def __exit__(self, et, ev, tb):
        print('exit', self.name, et.__name__ if et else None, ev)
        return self.suppress
with CM('a') as a, CM('b') as b:
    print('body', a.name, b.name)
with CM('s', True):
    raise ValueError('hidden')
try:
    with CM('n'):
        raise KeyError('k')
except KeyError as e:
    print('caught', e)
class NoEnter: pass
try:
    with NoEnter():
        pass
except (TypeError, AttributeError) as e:
    print(type(e).__name__, e)
