#!/usr/bin/env python3
"""Generates exc_cases.h (at build time, into build/gen/unit/), the expected tracebacks for test_exc.c, from CPython
itself (run with python3 3.11).

Each case is a small program. It is written to a temporary folder as NAME.py and run as
`python3 NAME.py` from that folder, so CPython prints `File "NAME.py"` and shows the
source lines; test_exc.c runs the same source with pyeval_run(..., "NAME.py") and
compares pyeval_last_error()'s traceback, type and message with what CPython printed on
stderr.

    python3 tests/unit/gen_exc_cases.py > build/gen/unit/exc_cases.h  (make does this when building the unit tests)
"""
import os
import subprocess
import sys
import tempfile

# (name, source). Names are C identifiers (also the file name CPython sees).
CASES = [
    # carets: binary operators, subscripts, calls, whole lines
    ("binop_div", "x = 1\ny = x / 0\n"),
    ("binop_module_whole", "1/0\n"),
    ("binop_spaces", "def g(x):\n    return  1 +   x['a']  *2\ng({'a': 's'})\n"),
    ("binop_floordiv", "a = 5\nb = 0\nc = a // b\n"),
    ("binop_paren_left", "a = 1\nb = 'x'\nc = (a) + b\n"),
    ("binop_nested", "a = 1\nprint(a + (2 * 'x' + 3))\n"),
    ("subscript_list", "x = [1]\ndef f():\n    return x[5]\nf()\n"),
    ("subscript_dict", "d = {}\nv = d['a']\n"),
    ("subscript_nested", "d = {'a': {}}\nv = d['a']['b']\n"),
    ("subscript_whole_line", "x = []\nx[0]\n"),
    ("call_inner", "def f(x):\n    return x[1] + g(x)\ndef g(x):\n    return 1 + x\n"
                   "f({1: 2})\n"),
    ("call_trailing_ws", "def f(): g()\nf()  \n"),
    ("call_comment", "def f():\n    raise ValueError('v')\nf()  # call it\n"),
    ("name_error", "x = 1\ny = x + undefined_name\n"),
    ("unicode_cols", "s = 'é'\nt = 'é' + s + 1\n"),
    ("multiline_expr", "x = (1 +\n     'a')\n"),
    ("tab_indent", "def f():\n\treturn 1 / 0\nf()\n"),
    # messages
    ("msg_empty", "raise ValueError\n"),
    ("msg_empty_str", "raise ValueError('')\n"),
    ("msg_two_args", "raise ValueError(1, 2)\n"),
    ("msg_keyerror", "raise KeyError('a')\n"),
    ("msg_keyerror_tuple", "raise KeyError((1, 2))\n"),
    ("msg_user_class", "class MyErr(Exception):\n    pass\nraise MyErr('x')\n"),
    ("msg_user_nested_class",
     "class O:\n    class I(Exception):\n        pass\nraise O.I('deep')\n"),
    ("msg_user_str", "class E(Exception):\n    def __str__(self):\n        return 'custom'\n"
                     "raise E()\n"),
    ("msg_str_fails", "class E(Exception):\n    def __str__(self):\n        raise ValueError\n"
                      "raise E()\n"),
    ("msg_user_init", "class E(Exception):\n    def __init__(self, a, b):\n"
                      "        super().__init__(a)\n        self.b = b\nraise E('m', 2)\n"),
    ("assert_msg", "x = 1\nassert x == 2, 'boom'\n"),
    ("assert_plain", "x = 1\nassert x == 2\n"),
    # chaining
    ("chain_cause", "x = [1]\ndef f():\n    return x[5]\ntry:\n    f()\n"
                    "except Exception as e:\n    raise ValueError('bad') from e\n"),
    ("chain_context", "try:\n    1/0\nexcept ZeroDivisionError:\n    raise KeyError('k')\n"),
    ("chain_from_none", "try:\n    1/0\nexcept ZeroDivisionError:\n    raise KeyError('k') from None\n"),
    ("chain_in_func", "def f():\n    try:\n        {}['a']\n    except KeyError as e:\n"
                      "        raise RuntimeError('r') from e\nf()\n"),
    ("chain_three", "try:\n    try:\n        1/0\n    except Exception:\n        raise ValueError('v')\n"
                    "except Exception:\n    raise TypeError('t')\n"),
    ("chain_finally", "try:\n    1/0\nfinally:\n    raise ValueError('in finally')\n"),
    ("reraise_bare", "def f():\n    try:\n        1/0\n    except:\n        raise\nf()\n"),
    ("reraise_named", "try:\n    1/0\nexcept Exception as e:\n    raise e\n"),
    ("reraise_later", "def f():\n    1/0\ntry:\n    f()\nexcept Exception as e:\n    err = e\n"
                      "raise err\n"),
    ("context_in_call", "def g():\n    raise ValueError('inner')\ntry:\n    1/0\n"
                        "except ZeroDivisionError:\n    g()\n"),
    ("chain_cycle", "try:\n    try:\n        raise ValueError('a')\n    except ValueError as a:\n"
                    "        raise TypeError('b') from a\nexcept TypeError as b:\n"
                    "    a = b.__cause__\n    a.__cause__ = b\n    raise b\n"),
    ("chain_manual_context", "class E(Exception):\n    def __str__(self):\n        return 5\n"
                             "e = E()\ne.__context__ = KeyError('k')\nraise e\n"),
    ("suppress_context_attr", "try:\n    raise ValueError('x')\nexcept ValueError as e:\n"
                              "    e.__suppress_context__ = True\n    raise TypeError('y')\n"),
    # recursion
    ("recursion", "def f(n):\n    return f(n + 1)\nf(0)\n"),
    ("repeat_short", "def f(n):\n    if n == 0:\n        raise ValueError('z')\n"
                     "    return f(n - 1)\nf(5)\n"),
    # syntax errors found by the parser (offsets in bytes for files, as CPython)
    ("syntax_never_closed", "x = 1\ny = (1,\n"),
    ("syntax_unicode", "x = '\u00e9\u00e9' + (1,\n"),
    # notes
    ("notes", "e = ValueError('x')\ne.add_note('n1\\nn2')\ne.add_note('n3')\nraise e\n"),
    ("notes_str", "e = ValueError('v')\ne.__notes__ = 'ab'\nraise e\n"),
    ("notes_other", "e = ValueError('v')\ne.__notes__ = 42\nraise e\n"),
    # suggestions
    ("suggest_name", "def prnt_it():\n    pass\nprnt_it2()\n"),
    ("suggest_builtin", "prnt(1)\n"),
    ("suggest_attr", "x = [1]\nx.apend(2)\n"),
    ("suggest_none", "x = 1\nzzzzzz\n"),
]

# The C tests of str()/repr() of exception objects, evaluated in Python: (expr, result).
EXPRS = [
    "repr(ValueError('x'))", "repr(ValueError())", "repr(ValueError(1, 2))",
    "repr(KeyError('a'))", "str(KeyError('a'))", "str(KeyError('a', 'b'))", "str(KeyError())",
    "str(ValueError())", "str(ValueError('x'))", "str(ValueError(1, 2))",
    "str(ValueError([1]))", "repr(StopIteration(5))", "repr(StopIteration(5).value)",
    "repr(StopIteration().value)", "repr(SystemExit(1, 2).code)", "repr(SystemExit().code)",
    "str(ImportError('a', name='x'))", "repr(ImportError('a', name='x').name)",
    "str(SyntaxError('m', ('/a/b.py', 3, 4, 't')))",
    "str(SyntaxError('m', (None, 3, 4, 't')))", "str(SyntaxError('m', ('f', None, 4, 't')))",
    "repr(SyntaxError('m', ('f', 1, 4, 't')).args)", "str(SyntaxError())",
    "repr(ValueError('x').args)", "repr(ValueError('x').__cause__)",
    "repr(ValueError('x').__context__)", "repr(ValueError('x').__suppress_context__)",
    "repr(ZeroDivisionError('d'))", "repr(issubclass(ZeroDivisionError, ArithmeticError))",
    "repr(issubclass(KeyError, LookupError))", "repr(isinstance(KeyError(), Exception))",
    "repr(issubclass(Exception, BaseException))", "repr(issubclass(SystemExit, Exception))",
    "repr(OSError is EnvironmentError)", "repr(IOError is OSError)",
    "repr(OSError(2, 'No such'))", "str(OSError(2, 'No such', 'f.txt'))",
    "str(OSError(2, 'No such', 'f.txt', None, 'g'))", "repr(OSError(2, 'm', 'f').args)",
    "repr(OSError('x').errno)", "str(OSError('a', 'b'))", "repr(OSError(13, 'x'))",
    "repr(FileNotFoundError('x'))", "repr(OSError(2, 'm').strerror)",
    "repr(KeyError('a').__notes__ if hasattr(KeyError('a'), '__notes__') else 0)",
    "str(UnboundLocalError('u'))", "repr(RecursionError())",
    "repr(ValueError(1, 2).__reduce__())",
    "str(UnicodeEncodeError('ascii', '\\xe9', 0, 1, 'ordinal not in range(128)'))",
    "str(UnicodeEncodeError('ascii', 'ab\\u20ac', 2, 3, 'r'))",
    "str(UnicodeEncodeError('ascii', 'ab\\U0001f600', 2, 3, 'r'))",
    "str(UnicodeEncodeError('ascii', 'abc', 0, 2, 'r'))",
    "repr(UnicodeEncodeError('ascii', 'abc', 0, 2, 'r'))",
    "repr(UnicodeEncodeError('ascii', 'abc', 0, 2, 'r').start)",
    "str(UnicodeTranslateError('\\xe9', 0, 1, 'r'))", "str(UnicodeTranslateError('ab', 0, 2, 'r'))",
    "repr(UnicodeTranslateError('ab', 0, 2, 'r').encoding)",
]


def c_str(s):
    out = []
    for ch in s.encode("utf-8"):
        c = chr(ch)
        if c == "\\":
            out.append("\\\\")
        elif c == '"':
            out.append('\\"')
        elif c == "\n":
            out.append("\\n")
        elif c == "\t":
            out.append("\\t")
        elif 32 <= ch < 127:
            out.append(c)
        else:
            out.append("\\%03o" % ch)
    return '"' + "".join(out) + '"'


def run_case(tmp, name, src):
    path = os.path.join(tmp, name + ".py")
    with open(path, "w", encoding="utf-8") as f:
        f.write(src)
    r = subprocess.run([sys.executable, name + ".py"], cwd=tmp, capture_output=True,
                       text=True, encoding="utf-8")
    # CPython prints the script's absolute path; the C test names the file NAME.py.
    return r.stderr.replace(tmp + os.sep, "")


def main():
    if sys.version_info[:2] != (3, 11):
        sys.exit("gen_exc_cases.py must run under CPython 3.11")
    print("/* Generated by tests/unit/gen_exc_cases.py from CPython %d.%d.%d: do not edit. */"
          % sys.version_info[:3])
    print("typedef struct exc_case {\n    const char *name, *src, *tb;\n} exc_case;\n")
    print("static const exc_case exc_cases[] = {")
    with tempfile.TemporaryDirectory() as tmp:
        for name, src in CASES:
            tb = run_case(tmp, name, src)
            print("    {%s,\n     %s,\n     %s}," % (c_str(name), c_str(src), c_str(tb)))
    print("};\n")
    print("typedef struct exc_expr {\n    const char *expr, *result;\n} exc_expr;\n")
    print("static const exc_expr exc_exprs[] = {")
    for e in EXPRS:
        print("    {%s, %s}," % (c_str(e), c_str(str(eval(e)))))
    print("};")


if __name__ == "__main__":
    main()
