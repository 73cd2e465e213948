#!/usr/bin/env python3
"""Generates scope_cases.h (at build time, into build/gen/unit/) for test_scope.c from CPython itself (python3
3.11): for each snippet, either the SyntaxError compile() raises (class, message,
line, offset), or

  - every function-like and class scope as "qualname|params|locals|cells|frees|
    posonly,args,kwonly|flags" from the code objects (co_varnames, co_cellvars,
    co_freevars, co_flags), and
  - for every name with a load/store/delete instruction, the kind of that instruction
    (FAST, DEREF, CLASSDEREF, GLOBAL, NAME) at its line and byte column.

    python3 tests/unit/gen_scope_cases.py > build/gen/unit/scope_cases.h  (make does this when building the unit tests)
"""
import dis
import sys
import types
import warnings

warnings.simplefilter("ignore")

CASES = [
    "x = 1\nprint(x)\n",
    "def f(x):\n    y = 1\n    def g():\n        return x + y + z\n    return g\n",
    "def f(a, b=1, /, c=2, *d, e, f=3, **g):\n    return a, b, c, d, e, f, g\n",
    "class C:\n  def m(self):\n    return super().m() + __class__.x\n",
    "def f():\n  x = 1\n  class C:\n    y = x\n    x = 2\n    def g(self): return x\n  return C\n",
    "def f():\n  x = 1\n  class C:\n    nonlocal x\n    x = 2\n  return x\n",
    "def f():\n  [y := i for i in range(3)]\n  return y\n",
    "[y := i for i in range(3)]\nprint(y)\n",
    "def f():\n  global g\n  [g := i for i in range(3)]\n",
    "def f():\n  x = 1\n  def g():\n    def h(): return x\n    return h\n  return g\n",
    "def f():\n  x = 1\n  def g():\n    global x\n    def h(): return x\n    return h\n",
    "x = 1\ndef f():\n  global x\n  x = 2\n  def g(): return x\n",
    "class A:\n  x = 1\n  y = [x for _ in range(3)]\n  z = [i for i in range(x)]\n",
    "def f():\n  class A:\n    x = 1\n    def g(self): return x\n  x = 5\n  return A\n",
    "def f():\n  try:\n    pass\n  except E as e:\n    pass\n  import a.b.c\n  import d.e as f2\n"
    "  from g import h, i as j\n  with k as (l, m): pass\n  for n, *o in p: pass\n  del q\n"
    "  s: int = 1\n  t += 1\n  match u:\n    case [v, *w] | {'k': v, **w}: pass\n"
    "    case X(a=v, b=[*w]): pass\n    case v: pass\n  return locals()\n",
    "def f(x):\n  return lambda y=x: (lambda: x + y)\n",
    "def outer():\n  a = 1\n  def mid():\n    b = 2\n    class K:\n      c = a\n"
    "      def m(self): return a + b\n    return K\n  return mid\n",
    "def f():\n  yield from (x for x in (yield))\n",
    "async def f():\n  return [await x async for x in y]\n",
    "class C:\n  def f(self):\n    def g(): return __class__\n    return g\n",
    "class C:\n  __class__ = 1\n  def f(self): return __class__\n",
    "class C:\n  x = 1\n  class D:\n    y = x\n",
    "def f():\n  x = 1\n  class C:\n    global x\n    def g(self): return x\n",
    "def f():\n  x = 1\n  def g():\n    x = 2\n    def h():\n      nonlocal x\n      x = 3\n    return h\n  return g\n",
    "def f():\n  a = [[j for j in range(i)] for i in range(3)]\n  b = {k: v for k, v in a}\n"
    "  c = {m for m in b}\n  d = (n for n in c)\n  return a, b, c, d\n",
    "def f(x):\n  return [lambda: x for x in range(3)]\n",
    "def f():\n  x = 1\n  return [[x for _ in range(1)] for _ in range(2)]\n",
    "class C:\n  def f(self):\n    return [super().f() for _ in range(1)]\n",
    "class C:\n  def f(self):\n    return lambda: super().f()\n",
    "def f(*, a=lambda: b):\n  b = 1\n",
    "def dec(x): pass\ndef f():\n  v = 1\n  @dec(v)\n  def g(a=v) -> v: pass\n"
    "  class K(dec(v), metaclass=v): pass\n",
    "def f():\n  global g\n  def g(): pass\n  class K: pass\n  return K\n",
    # private-name mangling
    "class C:\n  __a = 1\n  def __m(self, __p, *__q, **__r):\n    global __g\n"
    "    __g = self.__a + __p\n    import __mod\n    from x import __y as __z\n"
    "    def __inner(): return __p\n    return [__i for __i in __q]\n  class __D:\n"
    "    __e = 2\n    def f(self): return self.__e\n",
    "class _:\n  __x = 1\n",
    "class __C__:\n  __x = 1\n  def f(self): return __x\n",
    "class C:\n  def f(self):\n    class D:\n      def g(self): return __v\n    __v = 1\n"
    "    return D\n",
    # errors
    "def f():\n  x = 1\n  global x",
    "def f(x):\n  global x",
    "def f():\n  print(x)\n  global x",
    "def f():\n  x: int\n  global x",
    "def f():\n  global x\n  x: int",
    "nonlocal x\n",
    "nonlocal x\ndef f(a):\n  global a",
    "def f():\n  nonlocal x\n",
    "def f():\n  global x\n  nonlocal x\n",
    "def f():\n  x = 1\n  def g():\n    global x\n    nonlocal x\n",
    "class C:\n  nonlocal x\n",
    "[(x := 1) for x in y]",
    "[(x := 1) for y in x for x in z]",
    "[i for i in range(5) if (j := 0) for j in range(5)]",
    "class C:\n  [(x := 1) for y in z]",
    "[x for x in (y := [1])]",
    "[x for x in [(y := 1) for z in w]]",
    "[x for x in (lambda: (y := 1))()]",
    "def f():\n  [[(j := j) for i in range(5)] for j in range(5)]",
    "def f(x):\n  nonlocal x",
    "def f():\n  x = 1\n  def g():\n    x = 2\n    nonlocal x",
    "def f():\n  x = 1\n  def g():\n    print(x)\n    nonlocal x",
    "def f():\n  x = 1\n  def g():\n    nonlocal x\n    x: int",
    "def f():\n  match y:\n    case x: pass\n  global x",
    "def f():\n  \u00e9 = 1; global \u00e9",
    "def f():\n  a = 1\n  def g():\n    nonlocal a, b\n",
    "def f():\n  global x\n  def g():\n    nonlocal x\n",
    "def f(x, x): pass",
    "lambda a, a: 1",
    "[(yield) for x in y]",
    "def f():\n  return {x: (yield) for x in y}",
    "def f():\n  x = 1\n  global x\ndef g(a, a): pass",
    "class C:\n  x = 1\n  def f(self):\n    nonlocal x\n",
    "def f():\n  x = [y := 1 for z in [1]]\n  nonlocal y\n",
    "x = 1\nglobal x\n",
]

KIND = {}
for k, ops in {
    "FAST": ["LOAD_FAST", "STORE_FAST", "DELETE_FAST"],
    "DEREF": ["LOAD_DEREF", "STORE_DEREF", "DELETE_DEREF"],
    "CLASSDEREF": ["LOAD_CLASSDEREF"],
    "GLOBAL": ["LOAD_GLOBAL", "STORE_GLOBAL", "DELETE_GLOBAL"],
    "NAME": ["LOAD_NAME", "STORE_NAME", "DELETE_NAME"],
}.items():
    for o in ops:
        KIND[o] = k


def scopes(code):
    out = []

    def rec(c, top):
        if not top:
            f = c.co_flags
            is_class = not (f & 0x2)  # CO_NEWLOCALS: functions only
            nparams = c.co_argcount + c.co_kwonlyargcount + bool(f & 4) + bool(f & 8)
            flags = ""
            if not is_class:
                flags += "G" if f & 0x220 else ""
                flags += "C" if f & 0x280 else ""
                flags += "V" if f & 4 else ""
                flags += "K" if f & 8 else ""
            out.append("%s|%s|%s|%s|%s|%d,%d,%d|%s" % (
                c.co_qualname, ",".join(c.co_varnames[:nparams]),
                ",".join(sorted(c.co_varnames)), ",".join(sorted(c.co_cellvars)),
                ",".join(sorted(c.co_freevars)), c.co_posonlyargcount, c.co_argcount,
                c.co_kwonlyargcount, flags))
        for k in c.co_consts:
            if isinstance(k, types.CodeType):
                rec(k, False)

    rec(code, True)
    return sorted(out)


def names(code):
    seen = {}

    def rec(c):
        for ins in dis.get_instructions(c):
            k = KIND.get(ins.opname)
            p = ins.positions
            if k and p and p.lineno is not None and p.col_offset is not None:
                seen.setdefault((p.lineno, p.col_offset, ins.argval), set()).add(k)
        for k in c.co_consts:
            if isinstance(k, types.CodeType):
                rec(k)

    rec(code)
    # one unambiguous kind per name occurrence
    return sorted((l, c, n, ks.pop()) for (l, c, n), ks in seen.items() if len(ks) == 1)


def c_str(s):
    b = s.encode("utf-8")
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
    print("/* Generated by tests/unit/gen_scope_cases.py from CPython %s; do not edit. */"
          % sys.version.split()[0])
    body = []
    for i, src in enumerate(CASES):
        try:
            code = compile(src, "<s>", "exec")
        except SyntaxError as e:
            body.append("    {%s, %s, %s, %d, %d, NULL, NULL},"
                        % (c_str(src), c_str(type(e).__name__), c_str(e.msg), e.lineno,
                           e.offset))
            continue
        sc = "\n".join(scopes(code))
        nm = "\n".join("%d %d %s %s" % t for t in names(code))
        body.append("    {%s, NULL, NULL, 0, 0, %s, %s}," % (c_str(src), c_str(sc), c_str(nm)))
    print("static const scope_case scope_cases[] = {")
    print("\n".join(body))
    print("};")


if __name__ == "__main__":
    main()
