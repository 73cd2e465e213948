b = bytearray(b'ab')
for f in [lambda: b.append(256), lambda: b.append('a'), lambda: b.pop(5), lambda: bytearray().pop(), lambda: b.remove(99), lambda: b.__setitem__(0, 300), lambda: b.__setitem__(slice(0, 1), 'x'), lambda: b.extend(5)]:
    try:
        f()
    except Exception as e:
        print(type(e).__name__, e)
