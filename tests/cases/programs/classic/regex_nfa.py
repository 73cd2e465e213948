# Thompson-style regex engine: parse to postfix, build an NFA, simulate state sets.
class State:
    _count = 0

    def __init__(self, kind, ch=None, out=None, out1=None):
        self.kind = kind  # "char", "any", "split", "match"
        self.ch = ch
        self.out = out
        self.out1 = out1
        State._count += 1
        self.num = State._count


class Frag:
    def __init__(self, start, outs):
        self.start = start
        self.outs = outs  # list of (state, attr) to patch


def patch(outs, state):
    for s, attr in outs:
        setattr(s, attr, state)


def to_postfix(pattern):
    out, ops = [], []
    prec = {"|": 1, "&": 2}
    tokens = []
    prev_atom = False
    for ch in pattern:
        if prev_atom and ch not in "|)*+?":
            tokens.append("&")
        tokens.append(ch)
        prev_atom = ch not in "(|"
    for t in tokens:
        if t in "*+?":
            out.append(t)
        elif t == "(":
            ops.append(t)
        elif t == ")":
            while ops[-1] != "(":
                out.append(ops.pop())
            ops.pop()
        elif t in prec:
            while ops and ops[-1] != "(" and prec[ops[-1]] >= prec[t]:
                out.append(ops.pop())
            ops.append(t)
        else:
            out.append(("lit", t))
    while ops:
        out.append(ops.pop())
    return out


def build(postfix):
    stack = []
    for t in postfix:
        if isinstance(t, tuple):
            s = State("any" if t[1] == "." else "char", t[1])
            stack.append(Frag(s, [(s, "out")]))
        elif t == "&":
            b, a = stack.pop(), stack.pop()
            patch(a.outs, b.start)
            stack.append(Frag(a.start, b.outs))
        elif t == "|":
            b, a = stack.pop(), stack.pop()
            s = State("split", out=a.start, out1=b.start)
            stack.append(Frag(s, a.outs + b.outs))
        elif t == "*":
            a = stack.pop()
            s = State("split", out=a.start)
            patch(a.outs, s)
            stack.append(Frag(s, [(s, "out1")]))
        elif t == "+":
            a = stack.pop()
            s = State("split", out=a.start)
            patch(a.outs, s)
            stack.append(Frag(a.start, [(s, "out1")]))
        elif t == "?":
            a = stack.pop()
            s = State("split", out=a.start)
            stack.append(Frag(s, a.outs + [(s, "out1")]))
    frag = stack.pop()
    patch(frag.outs, State("match"))
    return frag.start


def closure(states):
    seen = {}
    stack = list(states)
    while stack:
        s = stack.pop()
        if s is None or s.num in seen:
            continue
        seen[s.num] = s
        if s.kind == "split":
            stack.extend([s.out, s.out1])
    return list(seen.values())


def fullmatch(pattern, text):
    start = build(to_postfix(pattern))
    current = closure([start])
    for ch in text:
        nxt = [s.out for s in current if (s.kind == "char" and s.ch == ch) or s.kind == "any"]
        current = closure(nxt)
        if not current:
            return False
    return any(s.kind == "match" for s in current)


cases = [("abc", "abc"), ("a*b", "aaab"), ("a*b", "b"), ("a+b", "b"), ("(ab)*c", "ababc"),
         ("(a|b)*abb", "babaabb"), ("(a|b)*abb", "ababab"), ("colou?r", "color"),
         ("colou?r", "colour"), ("h.llo", "hxllo"), ("(x|y)+z?", "xyxyz"), ("a(b|c)*d", "ad"),
         ("a(b|c)*d", "abcbcbd"), ("a(b|c)*d", "abed"), ("(aa)+", "aaaa"), ("(aa)+", "aaa")]
for pat, text in cases:
    print(f"{pat:<12} {text:<10} {fullmatch(pat, text)}")
print(to_postfix("(a|b)*abb"))
print(fullmatch("(a*)*b", "a" * 30 + "b"), fullmatch("(a*)*b", "a" * 30))
