# Bytes given to exec/eval/compile are decoded token by token, as CPython's string
# tokenizer does: invalid UTF-8 in a comment passes; in a name or a string the token
# fails with "(unicode error) ..." (position counted in the name, the string's body or,
# with escapes, the run of non-ASCII bytes), and in a bytes literal with its own error.
cases = [
    b'x = "\xff"', b'x = 1 # \xff\nprint(x)', b'\xff = 1', b'x = \xff', b'x = 1\ny = "a\xe9b"',
    b"'''\xff'''", b'f"\xff"', b'b"\xff"', b'x = 1\n\xc3\x28 = 2', b'abc\xe2\x82',
    b's = "\xe2\x82"', b's = "\xe2\x28\xa1"', b's = "\xf0\x90\x28"', b's = "x\\n\xff"',
    b's = r"x\\n\xff"', b's = """\n\xff\n"""', b'\xed\xa0\x80 = 1',
    b'# \xff\n# \xfe\nx = "ok"\nprint(x)', b'x = 1 + \\\n\xff', b's = u"\xe9\xff"',
    b'print("\xc3\xa9", "\xff")', b'if x:\n  y = \xff', b'v = "\xc3\xa9" # \xe9\nprint(v)',
    b'x = "\xff"   + 1', b'x = "\xff"  # note', b'def f():\n    return "\xc0\x80"',
    b'x = [1,\n  "\xf8"]', b'"ok" + \'\xe0\xa0\'',
]
for src in cases:
    for fn in (exec, compile):
        try:
            if fn is exec:
                exec(src, {})
                print("ran")
            else:
                compile(src, "named.py", "exec")
                print("compiled")
        except SyntaxError as e:
            print(type(e).__name__, repr(e.msg), e.filename, e.lineno, e.offset, repr(e.text))
print(eval(b"'\xc3\xa9' # \xff"))
