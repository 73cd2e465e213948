# The type attribute cache is keyed by the name's address. Names computed at run time
# are freed when their last reference goes, and a new name can then get the same
# address: the cache must never answer for the old name (it holds a reference to each
# name it caches). object.__getattribute__ with a str built at run time used to hit
# the stale entry and return another attribute's value.
class A:
    foo = 1
    bar = 2
    baz = 3

a = A()
for i in range(5):
    n1 = ''.join(['f', 'o', 'o'])
    r1 = object.__getattribute__(a, n1)
    del n1
    n2 = ''.join(['b', 'a', 'r'])
    r2 = object.__getattribute__(a, n2)
    del n2
    n3 = 'ba' + 'z' * (i % 2 + 1)
    try:
        r3 = object.__getattribute__(a, n3)
    except AttributeError as e:
        r3 = str(e)
    del n3
    print(i, r1, r2, r3)

# the same with getattr/hasattr and many distinct computed names in turn
class B:
    pass

for i in range(200):
    setattr(B, 'm%d' % i, i)
total = 0
for rep in range(3):
    for i in range(300):
        name = 'm%d' % i
        if hasattr(B, name):
            total += getattr(B, name)
        del name
    for i in range(200):
        delattr(B, 'm%d' % i) if rep == 1 else None
    if rep == 1:
        for i in range(0, 200, 7):
            setattr(B, 'm%d' % (i + 1000), -i)
print(total, sorted(k for k in vars(B) if k.startswith('m'))[:5])
