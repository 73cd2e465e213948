# array.array as a bytes-like object: bytes(), bytearray(), join, the bytes methods,
# comparisons (bytes refuses arrays, bytearray compares their bytes), hashing modules.
from array import array as A
a = A('b', [65, 66])
h = A('h', [65, 66])
for t in ['b"AB" == a', 'a == b"AB"', 'bytearray(b"AB") == a', 'a == bytearray(b"AB")', 'b"A\\x00B\\x00" == h', 'bytearray(b"A\\x00B\\x00") == h', 'b"AB" != a', 'b"AB" < a',
          'b"x" + a', 'bytearray(b"x") + a', 'b"xAB".endswith(a)', 'b"xAB".find(a)', 'a in b"xAB"', 'b"-".join([a, h])', 'bytes(h)', 'bytearray(h)', 'int.from_bytes(a, "big")', 'str(a, "ascii")',
          'ba := bytearray(b"q")', 'ba + h', '{b"AB": 1}.get(a)' ]:
    try: print(t, '->', repr(eval(t)))
    except Exception as e: print(t, '!!', type(e).__name__, e)
    try: print(t, '->', repr(eval(t)))
    except Exception as e: print(t, '!!', type(e).__name__, e)

# bytearray takes an array's bytes wherever it takes a buffer
b=bytearray(b'x'); b.extend(A('h',[1,2])); print(b)
b+=A('h',[3]); print(b)
b[0:1]=A('h',[4]); print(b)
print(bytes(A('d',[1.0])), bytearray(A('u','a')))
print(b'%b' % A('b',[65]))
try:
    print(b'ab'.count(A('b',[97])), b'abc'.index(A('h',[1])))
except Exception as e: print(type(e).__name__, e)
print(list(map(bytes, [A('B',[1,2])])), b'x'.center(5, A('b',[45])) if False else '')
