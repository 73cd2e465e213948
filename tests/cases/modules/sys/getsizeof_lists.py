# A list's figure counts the slots CPython 3.11 would have allocated, which depends on
# how the list was built: displays, list(), comprehensions, appends, extends,
# deletions, *, slices, split.
import sys


def show(label, o):
    print(label, len(o), sys.getsizeof(o), o.__sizeof__())


x = 1
show('[]', [])
show('[1]', [1])
show('[1, 2]', [1, 2])
show('[1, 2, 3]', [1, 2, 3])
show('[1, 2, 3, 4, 5]', [1, 2, 3, 4, 5])
show('[-1, (1, 2), "a"]', [-1, (1, 2), 'a'])
show('[x, x, x]', [x, x, x])
show('[x]*5 display', [x, x, x, x, x])
show('[*a]', [*[1, 2, 3]])
show('[x, *a, x]', [x, *[1, 2, 3], x])
show('[*range]', [*range(7)])
show('big display', [x, x, x, x, x, x, x, x, x, x, x, x, x, x, x, x, x, x, x, x, x, x, x, x,
                     x, x, x, x, x, x, x, x, x])
show('list()', list())
show('list(range(5))', list(range(5)))
show('list(range(10))', list(range(10)))
show('list(tuple)', list((1, 2, 3, 4, 5, 6, 7)))
show('list(str)', list('abcdefg'))
show('list(gen)', list(i for i in range(10)))
show('list(gen 3)', list(i for i in range(3)))
show('list(map)', list(map(int, '12345')))
show('list(dict)', list({1: 2, 3: 4}))
show('list(set)', list({1, 2, 3}))
show('list(reversed)', list(reversed(range(10))))
show('list(list iter)', list(iter([1, 2, 3, 4, 5])))
show('sorted', sorted(range(10)))
show('sorted gen', sorted(i for i in range(5)))
for n in (5, 10, 100):
    show('comp %d' % n, [i for i in range(n)])
for n in range(0, 70):
    lst = []
    for i in range(n):
        lst.append(i)
    print(sys.getsizeof(lst), end=' ')
print()
show('mul', [0] * 10)
show('mul2', [1, 2] * 5)
show('slice', list(range(10))[2:5])
show('copy', list(range(10)).copy())
show('split', 'a b c d e'.split())
show('split 14', 'a b c d e f g h i j k l m n'.split())
show('split maxsplit', 'a b c'.split(maxsplit=0))
show('rsplit', 'a b c'.rsplit(None, 1))
show('bytes split', b'a,b'.split(b','))
show('splitlines', 'a\nb'.splitlines())
lst = list(range(20))
del lst[5:]
show('del slice', lst)
lst = list(range(20))
for i in range(15):
    lst.pop()
show('pops', lst)
lst = list(range(20))
for i in range(20):
    lst.pop(0)
show('pop(0) all', lst)
lst = list(range(20))
del lst[::2]
show('del step', lst)
lst = list(range(20))
lst[2:18] = [0]
show('shrink slice', lst)
lst = [1, 2, 3]
lst.extend([4, 5, 6])
show('extend', lst)
lst = []
lst.extend(range(7))
show('extend range', lst)
lst = []
lst += [1, 2, 3]
show('+=', lst)
show('+', [1, 2] + [3, 4, 5])
lst = [1, 2, 3]
lst.insert(0, 5)
show('insert', lst)
lst = list(range(10))
lst.clear()
show('clear', lst)
lst = [1, 2, 3]
lst *= 3
show('*=', lst)
lst = list(range(8))
lst[2:4] = [1, 2, 3, 4, 5, 6, 7]
show('grow slice', lst)
lst = [1, 2, 3, 4]
lst.remove(1)
show('remove', lst)
