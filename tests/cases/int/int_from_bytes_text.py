# int() of bytes and bytearray, with and without a base: ASCII text only, CPython's
# messages (the bytes repr, b'..' for a bytearray too, cut at 200 characters).
class B(bytes): pass

for a in [(b'12',), (bytearray(b'ff'), 16), (b' 12 ',), (b'\t-7\n',), (b'1_000',), (b'0x1f', 0), (b'0x1f', 16), (b'0b101', 0), (b'z', 36),
          (b'x',), (b'',), (b' ',), (bytearray(b'x'),), (bytearray(b'x'), 16), (b'1\x00',), (b'\xd9\xa1',), (b'\x1c1',), (b'1\x1c',),
          (b"'",), (b"'\"",), (b'a'*300,), (bytearray(b'a'*300), 2), (B(b'42'),), (b'12', 1), (b'12', 37), (b'1__0',), (b'+_1',),
          (b'9'*5000,), (bytearray(b'9'*4300),), (b'1'*5000, 2), (b'08', 0), (b'00', 0)]:
    try:
        r = int(*a)
        print(r if r < 10**100 else len(str(r)))
    except Exception as e:
        print(type(e).__name__, e)
