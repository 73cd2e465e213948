# Every builtin iterator's type name, qualname, module and repr prefix, as CPython 3.11
# names them: str_ascii_iterator vs str_iterator by the text, range_iterator vs
# longrange_iterator by whether the bounds fit a C long, list_reverseiterator, ...
class G:
    def __getitem__(self, i):
        if i < 3:
            return i
        raise IndexError
def gen():
    yield 1
def show(x):
    t = type(x)
    print(t.__name__, t.__qualname__, t.__module__, repr(x).split(' at 0x')[0])
d = {1: 2}
for x in [iter('é'), iter('a'), iter(''), iter('a€'), iter('😀'), iter([]), iter(()), iter(d),
          iter(set()), iter(frozenset()), iter(b''), iter(bytearray()), reversed([]),
          reversed([1]), reversed(()), reversed('ab'), iter(d.keys()), iter(d.values()),
          iter(d.items()), reversed(d), reversed(d.keys()), reversed(d.values()),
          reversed(d.items()), iter(G()), iter(lambda: 1, 1), enumerate([]), zip(), map(str, []),
          filter(None, []), gen(), (x for x in [])]:
    show(x)
M = 2**63
for r in [range(3), range(0), range(M), range(M - 1), range(-M, 0), range(-M - 1, 0),
          range(M - 2, M - 1), range(M - 1, M), range(0, M - 1, 2), range(0, M - 2, 2),
          range(0, -M, -1), range(0, -M + 1, -1), range(0, -M, -2), range(-M, -M + 1),
          range(-M + 1, -M + 2), range(M - 1, 0, -1), range(-M, 0, M - 1),
          range(0, 10, M - 1), range(0, 10, -M), range(0, -10, -M), range(2**70),
          range(-M, M), range(-M, M - 1), range(5, 0, -M + 1), range(-M + 3, 0, 4)]:
    it, rit = iter(r), reversed(r)
    print(r, type(it).__name__, type(rit).__name__, [x for x, _ in zip(it, range(3))],
          [x for x, _ in zip(rit, range(3))])
