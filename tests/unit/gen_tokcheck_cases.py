#!/usr/bin/env python3
"""Generates tokcheck_cases.h (at build time, into build/gen/unit/), the expected results of pe_tokcheck_ex()
for test_tokcheck.c, from CPython itself (run with python3 3.11).

Each case is source text and, optionally, the position (1-based line, 0-based byte
column) of a syntax error that the caller's parser would find by itself (the first bad
token of a generic parser error). The expectation is what CPython reports: when that
is a tokenizer-detected error the test expects pe_tokcheck_ex to report it exactly
(class, message, line, offset), otherwise it expects 0 (the caller's error stands).

Source that compile() cannot take as str (null bytes, invalid UTF-8) is run as a file
with `python3 FILE`, as pyeval FILE is compared with it.

    python3 tests/unit/gen_tokcheck_cases.py > build/gen/unit/tokcheck_cases.h  (make does this when building the unit tests)
"""
import os
import re
import subprocess
import sys
import tempfile
import warnings

warnings.simplefilter("ignore")

# Messages pe_tokcheck is responsible for.
TOKENIZER_MSGS = [
    r"'.' was never closed", r"unmatched '.'", r"closing parenthesis .*",
    r"too many nested parentheses", r"unexpected indent",
    r"unindent does not match any outer indentation level",
    r"expected an indented block after .*", r"inconsistent use of tabs and spaces in indentation",
    r"too many levels of indentation", r"unterminated .*string literal .*",
    r"invalid character .*", r"invalid non-printable character .*",
    r"unexpected character after line continuation character", r"unexpected EOF while parsing",
    r"invalid (decimal|hexadecimal|octal|binary|imaginary) literal",
    r"invalid digit '.' in (octal|binary) literal", r"leading zeros in decimal integer .*",
    r"source code cannot contain null bytes", r"Non-UTF-8 code .*",
]

# (source, stop) ; stop is None or (line, bytecol) of a parser-only error.
CASES = [
    ("x = 1\n", None),
    ("", None),
    ("\n\n", None),
    ("if x:\n    pass\nelse:\n    y\n", None),
    ("0xg", None), ("x = 0o8", None), ("x = 0o", None), ("x = 0b2", None), ("x = 012", None),
    ("x = 1_", None), ("x = 1__0", None), ("x = 1e", None), ("x = 1e+", None), ("x = 1ea", None),
    ("x = 1jx", None), ("x = 0x_", None), ("x = 1.5_", None), ("x = 0_7", None),
    ("x = 1if 1 else 2", None), ("x = 09.5", None), ("x = a\u20acb", None), ("x = \u20ac", None),
    ("x = 'abc", None), ('x = """abc\n\ny', None), ("(1,\n2]", None), ("(1,2]", None),
    ("foo(1\nx = 2", (2, 0)), ("x = )", None), ("  x = 1", None), ("if x:\n    a\n  b", None),
    ("if x:\npass", None), ("if x:\n\ta\n        b", None), ("x = 1 \\ y", None), ("x = 1 \\", None),
    ("x = $", None), ("x = a?b", None), ("x = `a`", None), ("x = 1 \x01", None),
    ("def f():\n  return\nx = (", None), ("x = 1$\ny = 'abc", None),
    ("x = 1 @@ 2\ny = 'abc", (1, 7)), ("x = (1\ny = 1 2", (2, 0)), ("x = 1 2\ny = (1\nz = 3\n", (1, 6)),
    ("if x:", None), ("if x:\n", None), ("if x:\n# c\n\n", None),
    ("async def f():\n  async for x in y:\n  pass", None),
    ("async def f():\n  async with x:\n  pass", None),
    ("for x in y:\n  pass\nelse:\npass", None), ("try:\n  pass\nexcept* E:\npass", None),
    ("try:\n  pass\nexcept E:\npass", None), ("try:\n  pass\nfinally:\npass", None),
    ("match x:\ncase 1: pass", None), ("match x:\n  case 1:\n  pass", None),
    ("def f():\n  pass\n    x", None), ("class C:\nx", None), ("while x:\n\n\nx", None),
    ("x = 1\ny = 2 \\ z", None), ("x = 1\ny = 2 \\", None), ("x = 1\ny = (2 \\", None),
    ("x = 1\x01", None), ('x = "\x01"', None), ('x = 1\n  y\nz = "abc', None),
    ('if x:\ny\nz = "abc', None), ('x y\nz = "abc', (1, 2)), ('x y\nz = (\n"abc', (1, 2)),
    ('if 1:\n  x\n y\nz = "abc', None), ("x $ y\n  if:\n", None),
    ('x $ y\nif x:\n\t  a\n        b\nz = "abc', None), ('x \\ y\nz = "abc', None),
    ("x = 1 \\\n\n", None), ("x = (1 \\\n", None), ("x = [1,\n2,", None), ("x = [1,\n2,\n", None),
    ("\\\n", None), ("  \\\n  x", None), ("if 1:\n  x\n\ty\n", None), ("if 1:\n\tx\n        y\n", None),
    ("if 1:\n        x\n\ty\n", None), ("x = 1\n\x0c  y = 2\n", None), ("if x:\n  \x0c  y = 2\n", None),
    ('x = "abc\\\ndef', None), ("x = 1; if x: pass", (1, 7)), ('f"abc', None), ('rb"abc', None),
    ('Rb"abc', None), ('bu"abc"', None), ('ub"abc"', None),
    ("x = " + "(" * 201 + "1", None), ("x = " + "(" * 199 + "1" + ")" * 199, None),
    ("def f():\n  if x:\ny", None), ("def f():\n  if x:\n", None), ("def f():\n  if x:\n  # c\n", None),
    ("x = 1 ! 2", None), ("x = 1 !\n", None), ("x = 1 != 2", None), ("@d\ndef f():\npass", None),
    ("class C(A,\n B):\npass", None), ("if x:\n  pass\nelif y:\npass", None),
    ("with a as b:\n\n  # c\nz", None), ("x = 1\n\x0b", None), ("x = 1\n\x0by = 2", None),
    ('x = "\xa0"\ny = \xa0', None), ('x = ur"abc"', None), ('x = Ur"abc"', None),
    ('x = rf"abc"  + Rb"x" + fR"y" + bR"x" + BR"y" + Br"c"', None), ('x = fb"abc"', None),
    ("x = 1 # \x01\n", None), ("x = 1 \\\n  + 2\n  y", None),
    ("if True:\n  x = 1 \\\n+ 2\n  y = 3\n z", None), ("\u00e9 = 1\n  y = \u00e9", None),
    ("x = 1.e5 + .5j + 1_0.0_1e-1_0 + 0b_1 + 0o_7 + 0x_f + 1E+5J", None),
    ("x = 0b12", None), ("x = 0b1_", None), ("x = 0o1_8", None), ("x = 0x1g", None),
    ("x = 1_e5", None), ("x = 1e_5", None), ("x = 1.0_", None), ("x = 1._5", None), ("x = 00", None),
    ("x = 0_0", None), ("x = 00.5", None), ("x = 0e1", None), ("x = 0j", None), ("x = 0_", None),
    ("x = 0x", None), ("x = 0b", None), ("x = 0o", None), ("x = 0xf_", None), ("x = 0bf", None),
    ("x = 0o9", None), ("x = 0b1a", None), ("x = 0o7a", None), ("x = 0xfg", None), ("x = 1.5a", None),
    ("x = 1.5ja", None), ("x = 00x", None), ("x = 1or 2", None), ("x = [0x1for x in y]", None),
    ("x = 1 if 1else 2", None), ("x = 1in y", None), ("x = 1not in y", None), ("x = 1and y", None),
    ("x = 1.j", None), ("x = 0o1and 1", None), ("x = 1e5and 1", None), ("x = 1_000_000.000_1", None),
    ("x = 5 ... 4", (1, 6)), ("x = ...", None), ("x = a.b.c", None), ("x = 1.__class__", None),
    ("x = 1\r\ny = (\r\n", None), ("if x:\r\n  y\r\n z\r\n", None), ("x = 'a\r\n", None),
    ("x = 'a'\ry = 'b\r", None), ("# only a comment", None),
    ("x = '''a\n'''\ny = '''\n", None), ("x = '''\\'''", None), ("x = 'a\\'", None),
    ("x = \"\"\"a\"\"\" + \"\"\n", None), ("x = ''''", None), ("x = (\n  1,\n    2,\n 3)\n", None),
    ("def f(x):\n    return [\n1]\n", None), ("if x:\n    # c\n  \n    y\n", None),
    ("if x:\n  y\n  if z:\n    w\nv\n", None), ("if x:\n  y\n    z\n", None),
    ("class A:\n  def f(self):\n    pass\n   x = 1\n", None), ("x = {1: 2,\n 3: 4\n", None),
    ("x = 1\n)\n", None), ("x = [1, 2)\n", None), ("x = {\n1: (2]\n}", None),
    ("x = 'abc' 'def\n", None), ("x = \u00e9\u0301 + 1\n", None), ("x = \u2212 1\n", None),
    ("x = a\u00b7b\n", None), ("\u00b7x = 1\n", None), ("x = \u3000\n", None),
    ("x = 1 \u2028 2\n", None), ("x = \u00ad\n", None), ("x = '\u00ad'\n", None),
    ("x = 1\n\ty = 2\n", None), ("for x in y:\n\tif x:\n\t\tpass\n\telse: z\n", None),
    ("while 1:\n" + "".join(" " * i + "if x:\n" for i in range(1, 101)) + " " * 101 + "y\n", None),
    ("lambda:\n  x\n", (1, 7)), ("x = 1\n  # c\ny = 2\n", None), ("x = (1\n  if y else 2)\n", None),
    ("try:\n  x\nexcept:\n  y\nelse:\nz\n", None), ("def f():\n  '''doc\n", None),
    ("def f():\n  '''doc'''\n  return\n    x\n", None), ("x = 0O17 + 0B1 + 0X1F\n", None),
    ("x = 0b_\n", None), ("x = 0o_\n", None), ("x = 1__\n", None), ("x = 1_2_\n", None),
    ("x = .5_\n", None), ("x = .5e\n", None), ("x = 5e-\n", None), ("x = 5e+_1\n", None),
    ("x = 1j1\n", None), ("x = 1.2.3\n", (1, 7)), ("x = 0xfor x in y\n", None),
    ("x = 0b1or 1\n", None), ("x = 0b1is 1\n", None), ("x = 1_0jand\n", (1, 11)),
    ("x = 1 \\\n\\\n+ 2\n", None), ("x = 1 \\  \n", None), ("x = \\\ny = 1\n", (2, 2)),
    ("(\n\\\n)\n", None), ("x = '\\\n", None), ("x = '''\\\n", None),
    # the caller blames the start of a compound statement (tree-sitter does so when
    # the block is missing)
    ("try:\nx = 1\nexcept:\n    pass\n", (1, 1)), ("except E:\n", (1, 1)),
    ("else:\n  pass\n", (1, 1)), ("if x:\n  pass\nelse:\npass\n", (3, 1)),
    ("match x:\n  case 1:\n  pass\n", (2, 3)), ("if x:\n  y\n", (1, 1)),
    ("class C\n    pass\n", (1, 8)), ("if x\n    pass\n", (1, 5)),
    ("while True:\nbreak\n", (1, 1)), ("if a:\n  if b:\n    pass\n  elif c:\n  pass\n", (4, 3)),
    ("try:\n  pass\nfinally:\npass\n", (3, 1)), ("try:\n", (1, 5)), ("if x:\n", (1, 6)),
    ("a = 3 \\ 4\n", (1, 5)), ("defpath = .;C:\\bin'\n", (1, 10)), ("for x in y: pass\n  z\n", None), ("x = 1\n  y = 2\n", (2, 2)),
]

# Byte sources that must run as files.
FILE_CASES = [
    b"x = 1\n\x00\n", b"x = 1\ny = '\xff'\n", b"x = (1\ny=2\nz=3\nw=4\nq='\xff'\n",
    b"x = 1\ny = '\xed\xa0\x80'\n", b"x = 1\ny = '\xc3\x28'\n", b"x = 1\ny = '\xc0\x80'\n",
    b"x = 1\ny = '\xf4\x90\x80\x80'\n", b"x $ y\nz = '\xff'\n", b"x = 1 # \x00\n",
    b"x = 'a'\x00\n", b"\xef\xbb\xbfx = 'a\n", b"\xef\xbb\xbfif x:\n  y\n z\n",
]


def compile_result(src):
    try:
        compile(src, "<s>", "exec")
        return None
    except SyntaxError as e:
        return (type(e).__name__, e.msg, e.lineno or 0, e.offset or 0)


def file_result(data):
    with tempfile.NamedTemporaryFile("wb", suffix=".py", delete=False, dir="/tmp") as f:
        f.write(data)
        path = f.name
    try:
        r = subprocess.run([sys.executable, path], capture_output=True, text=True,
                           errors="replace")
    finally:
        os.unlink(path)
    lines = r.stderr.strip().splitlines()
    last = lines[-1]
    typ, _, msg = last.partition(": ")
    msg = msg.replace(path, "FILE")
    lineno = 0
    for l in lines:
        m = re.match(r'\s*File ".*", line (\d+)', l)
        if m:
            lineno = int(m.group(1))
    offset = 0
    return (typ, msg, lineno, offset)


def is_tokenizer_msg(msg):
    return any(re.fullmatch(p, msg) for p in TOKENIZER_MSGS) or msg == "invalid syntax"


def c_str(b):
    out = []
    for ch in b:
        if ch in (34, 92):
            out.append("\\" + chr(ch))
        elif 32 <= ch < 127:
            out.append(chr(ch))
        else:
            out.append("\\%03o" % ch)
    return '"' + "".join(out) + '"'


def main():
    rows = []
    for src, stop in CASES:
        r = compile_result(src)
        if r is not None and stop is not None and not is_tokenizer_msg(r[1]):
            r = None  # a parser error at the caller's stop: it stands
        if r is not None and not is_tokenizer_msg(r[1]):
            sys.exit("case %r: CPython says %r, which tokcheck does not produce" % (src, r))
        if r is not None and stop is not None and r[1] == "invalid syntax":
            r = None  # the caller's own parser error stands
        rows.append((src.encode("utf-8"), "NULL" if stop is None else stop, r))
    for data in FILE_CASES:
        rows.append((data, "FILE", file_result(data)))
    print("/* Generated by tests/unit/gen_tokcheck_cases.py from CPython %s; do not edit. */"
          % sys.version.split()[0])
    print("static const tok_case tok_cases[] = {")
    for data, stop, r in rows:
        if stop == "NULL" or stop == "FILE":
            sl, sc = 0, 0
        else:
            sl, sc = stop
        isfile = 1 if stop == "FILE" else 0
        if r is None:
            exp = "NULL, \"\", 0, 0"
        else:
            exp = "%s, %s, %d, %d" % (c_str(r[0].encode()), c_str(r[1].encode("utf-8")), r[2], r[3])
        print("    {%s, %d, %d, %d, %d, %s}," % (c_str(data), len(data), sl, sc, isfile, exp))
    print("};")


if __name__ == "__main__":
    main()
