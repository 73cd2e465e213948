from collections import ChainMap, UserDict, UserList, UserString

def t(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)

base = {'a': 1, 'b': 2}
over = {'b': 20, 'c': 30}
cm = ChainMap(over, base)
print(cm, cm['a'], cm['b'], cm['c'], len(cm), sorted(cm), list(cm), list(cm.items()))
print(cm.get('a'), cm.get('zz', 0), 'c' in cm, 'zz' in cm, bool(cm), bool(ChainMap()), bool(ChainMap({})))
print(ChainMap(), ChainMap({}), ChainMap({}, {}).maps)
child = cm.new_child(); child['a'] = 100
print(child, child.parents, child.parents.parents, cm)
print(cm.new_child(m={'q': 1}), cm.new_child(x=2))
cm['d'] = 4; print(over)
del cm['d']; print(over)
t(lambda: cm.__delitem__('a'))
t(lambda: cm['missing'])
print(cm.pop('c'), over)
t(lambda: cm.pop('a'))
print(cm.pop('a', 'dflt'))
print(cm.popitem(), over)
t(lambda: cm.popitem())
cm.clear(); print(cm)
cm2 = ChainMap({'x': 1}, {'y': 2})
print(cm2 | {'z': 3}, {'z': 3} | cm2, cm2.copy(), type(cm2.copy()).__name__)
cm2 |= {'w': 0}; print(cm2)
print(dict(cm2), cm2 == {'x': 1, 'y': 2, 'w': 0}, cm2 == ChainMap({'x': 1, 'y': 2, 'w': 0}))
print(ChainMap.fromkeys('ab', 0), ChainMap.fromkeys('cd'))
print(cm2.setdefault('n', 5), cm2.setdefault('x', 9), cm2)
cm2.update({'u': 1}, v=2); print(cm2)
print(sorted(cm2.keys()), sorted(cm2.values()), ('x', 1) in cm2.items(), 'x' in cm2.keys(), 2 in cm2.values())
r = ChainMap(); r.maps[0]['me'] = r; print(r)
class DefaultChain(ChainMap):
    def __missing__(self, key):
        return 'default:' + str(key)
print(DefaultChain({'a': 1})['b'])

u = UserDict({'a': 1}, b=2)
u['c'] = 3; del u['a']
print(u, u.data, len(u), list(u), 'b' in u, u.get('zz', 'd'), u == {'b': 2, 'c': 3}, u != {'b': 2})
t(lambda: u['zz'])
t(lambda: u.__delitem__('zz'))
print(u.pop('b'), u.popitem(), u, u.setdefault('k', 1), u)
u.update([('m', 1)], n=2); print(u, u.copy(), type(u.copy()).__name__)
print(u | {'o': 1}, {'o': 1} | u, u | UserDict(p=0))
u |= {'q': 9}; print(u)
print(UserDict.fromkeys('ab', 0), UserDict(), UserDict(None))
class Missing(UserDict):
    def __missing__(self, key):
        return key * 2
m = Missing(); print(m['ab'], m.copy(), type(m.copy()).__name__)
u.clear(); print(u, len(u))
t(lambda: hash(UserDict()))

l = UserList([3, 1, 2])
l.append(4); l.insert(0, 0); l.extend([9]); l.extend(UserList([8]))
print(l, len(l), l[0], l[-1], l[1:3], type(l[1:3]).__name__, 9 in l)
l.sort(); print(l); l.sort(reverse=True); print(l); l.reverse(); print(l)
print(l.pop(), l.pop(0), l.index(2), l.count(2), l.copy(), type(l.copy()).__name__)
l.remove(2); print(l); l[0] = 'z'; del l[1]; print(l)
print(l + [1], [1] + l, l + UserList([7]), l * 2, 2 * l, (1, 2) + UserList([3]) if False else None)
l += [5]; l *= 2; print(l)
print(UserList([1, 2]) == [1, 2], UserList([1]) < [2], UserList([1]) <= UserList([1]), UserList([3]) > [2], UserList() >= [])
print(UserList(), UserList((1, 2)), UserList(UserList([1])), list(reversed(UserList([1, 2]))))
l.clear(); print(l)
t(lambda: UserList([1]).index(5))
t(lambda: UserList().pop())
t(lambda: hash(UserList()))

s = UserString('Hello World')
print(s, repr(s), len(s), s[0], s[-5:], s.lower(), s.upper(), s.split(), s.replace('l', 'L', 2))
print(s + '!', '>' + s, s * 2, 'World' in s, s == 'Hello World', s < 'Z', s.find('o'), s.rfind('o'), s.count('l'))
print(s.startswith('He'), s.endswith('ld'), s.strip('Hd'), s.center(15, '*'), s.zfill(13), s.title(), s.swapcase())
print(s.isalpha(), UserString('123').isdigit(), s.join(['a', 'b']), s.partition(' '), s.encode(), hash(s) == hash('Hello World'))
print(UserString(42), UserString(UserString('x')), int(UserString('7')) + 1, float(UserString('1.5')))
print(UserString('%s-%d') % ('a', 1), s.index('W'), s.splitlines(), UserString('a,b').rsplit(','))
t(lambda: s.index('zz'))
t(lambda: UserString('abc')[5])
