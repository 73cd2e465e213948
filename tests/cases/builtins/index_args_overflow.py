# Integer arguments beyond the C types: OverflowError with CPython's messages for its
# Py_ssize_t and C int parameters, clamping for slice-like bounds, IndexError for
# subscripts, and the byte-range ValueError for byte values.
class I:
    def __index__(self): return -10**30
class J:
    def __index__(self): return 10**30
for e in ["'x'.ljust(-10**20)", "'x'.ljust(10**20)", "'x'.center(I())", "'x'.zfill(J())", "b'x'.hex(':', 10**30)", "b'x'.hex(':', 2**40)", 'round(1.5, -10**30)', 'round(1.5, 10**30)', "'abc'.expandtabs(-10**30)", "'abc'.expandtabs(2**40)", '[1,2,3].pop(10**30)', '[1,2,3].insert(10**30, 5)', '[1,2,3].insert(-10**30, 5)', "'abc'.split(' ', -10**30)", "'abc'.replace('a', 'b', 10**30)", 'bytes(10**30)', 'bytearray(-10**30)', 'bytearray(b"a").append(10**30)', 'bytes([10**30])', 'slice(1).indices(10**30)', 'bytearray(3)[10**30]', 'b"abc"[10**30]', '(1,2).index(1, 10**30)', '(1,2).index(1, -10**30, 10**30)', 'b"abc".count(b"a", -10**30, 10**30)', 'b"abc".find(b"c", -10**30, 10**30)', "'a\\nb'.splitlines(2**40)", '__import__("math", level=10**30)', 'bytearray(b"abc").pop(10**30)', 'bytearray(b"abc").insert(10**30, 1)', '(5).to_bytes(10**30, "big")', 'b"a".center(10**30)', 'b"a b".split(maxsplit=10**30)', 'b"aaa".replace(b"a", b"b", 10**30)', 'UnicodeDecodeError("utf-8", b"", 10**30, 1, "r")', 'chr(10**30)', 'chr(2**40)', 'import sys; sys.set_int_max_str_digits(10**30)', "float('nan').__round__(10**30)", '[1,2][10**30]', "'ab'[10**30]", 'range(5)[10**30]', '[1,2,3][:10**30]', "b'abc' * J()", "bytearray(b'a').insert(I(), 5)", 'list(range(3)).index(1, -10**30, 10**30)', "'abc'.find('b', -10**30, 10**30)", "'abc'.startswith('a', -10**30, 10**30)"]:
    try:
        exec(e)
        print(e, 'ok')
    except (OverflowError, ValueError, IndexError, MemoryError) as x:
        print(e, type(x).__name__, x)
