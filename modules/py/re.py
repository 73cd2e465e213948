"""Support for regular expressions (RE): pyeval's `re`, CPython 3.11's behaviour on PCRE2.

This file parses Python's regex syntax itself, so invalid patterns raise CPython's
re.error messages and positions, then emits an equivalent PCRE2 pattern that the C
engine (modules/re.c: _pcre_compile, _pcre_match) compiles and runs under the
sandbox's operation and memory limits.
"""

__all__ = [
    "match", "fullmatch", "search", "sub", "subn", "split",
    "findall", "finditer", "compile", "purge", "template", "escape",
    "error", "Pattern", "Match", "A", "I", "L", "M", "S", "X", "U",
    "ASCII", "IGNORECASE", "LOCALE", "MULTILINE", "DOTALL", "VERBOSE",
    "UNICODE", "NOFLAG", "RegexFlag",
]

__version__ = "2.2.1"

_MAXREPEAT = 4294967295
_MAXGROUPS = 1073741823
# PCRE2's largest repeat count ({n} past it is refused, see _emit_repeat)
_PCRE_MAXREPEAT = 65535

# ---- flags ----------------------------------------------------------------------------

# (value, name) in the order of CPython 3.11's RegexFlag definition, which its repr uses
_FLAG_NAMES = [
    (256, "ASCII"), (2, "IGNORECASE"), (4, "LOCALE"), (32, "UNICODE"), (8, "MULTILINE"),
    (16, "DOTALL"), (64, "VERBOSE"), (1, "TEMPLATE"), (128, "DEBUG"),
]
# the order of the C pattern repr's flag names (_sre's pattern_repr)
_REPR_FLAGS = [
    (1, "TEMPLATE"), (2, "IGNORECASE"), (4, "LOCALE"), (8, "MULTILINE"), (16, "DOTALL"),
    (32, "UNICODE"), (64, "VERBOSE"), (128, "DEBUG"), (256, "ASCII"),
]


class RegexFlag(int):
    """re's flags: an int whose repr names the flags (CPython's enum.IntFlag)."""

    def __repr__(self):
        value = int(self)
        if value == 0:
            return "re.NOFLAG"
        names = []
        for bit, name in _FLAG_NAMES:
            if value & bit:
                names.append("re." + name)
                value &= ~bit
        if value:
            names.append(hex(value))
        return "|".join(names)

    __str__ = __repr__

    def __or__(self, other):
        if not isinstance(other, int):
            return NotImplemented
        return RegexFlag(int(self) | int(other))

    def __and__(self, other):
        if not isinstance(other, int):
            return NotImplemented
        return RegexFlag(int(self) & int(other))

    def __xor__(self, other):
        if not isinstance(other, int):
            return NotImplemented
        return RegexFlag(int(self) ^ int(other))

    __ror__ = __or__
    __rand__ = __and__
    __rxor__ = __xor__

    def __invert__(self):
        return RegexFlag(~int(self) & 0x1FF)

    @property
    def name(self):
        for bit, name in _FLAG_NAMES:
            if bit == int(self):
                return name
        return None

    @property
    def value(self):
        return int(self)


NOFLAG = RegexFlag(0)
TEMPLATE = T = RegexFlag(1)
IGNORECASE = I = RegexFlag(2)
LOCALE = L = RegexFlag(4)
MULTILINE = M = RegexFlag(8)
DOTALL = S = RegexFlag(16)
UNICODE = U = RegexFlag(32)
VERBOSE = X = RegexFlag(64)
ASCII = A = RegexFlag(256)
DEBUG = RegexFlag(128)
for _name, _flag in (("NOFLAG", NOFLAG), ("ASCII", A), ("A", A), ("IGNORECASE", I),
                     ("I", I), ("LOCALE", L), ("L", L), ("UNICODE", U), ("U", U),
                     ("MULTILINE", M), ("M", M), ("DOTALL", S), ("S", S),
                     ("VERBOSE", X), ("X", X), ("TEMPLATE", T), ("T", T), ("DEBUG", DEBUG)):
    setattr(RegexFlag, _name, _flag)
del _name, _flag
RegexFlag.__module__ = "re"

_TYPE_FLAGS = 4 | 32 | 256
_GLOBAL_FLAGS = 128 | 1
_INLINE = {"i": 2, "L": 4, "m": 8, "s": 16, "x": 64, "a": 256, "t": 1, "u": 32}

# ---- error ----------------------------------------------------------------------------


class error(Exception):
    """Exception raised for invalid regular expressions."""

    def __init__(self, msg, pattern=None, pos=None):
        self.msg = msg
        self.pattern = pattern
        self.pos = pos
        if pattern is not None and pos is not None:
            msg = "%s at position %d" % (msg, pos)
            nl = "\n" if isinstance(pattern, str) else b"\n"
            self.lineno = pattern.count(nl, 0, pos) + 1
            self.colno = pos - pattern.rfind(nl, 0, pos)
            if nl in pattern:
                msg = "%s (line %d, column %d)" % (msg, self.lineno, self.colno)
        else:
            self.lineno = self.colno = None
        super().__init__(msg)


error.__module__ = "re"

# ---- the parser -----------------------------------------------------------------------
#
# The tree: a sequence is a list of nodes, each a tuple whose first item is its kind:
#   ("lit", cp)                     one character
#   ("nlit", cp)                    any character but cp ([^x])
#   ("any",)                        .
#   ("set", negate, items)          items: ("lit", cp), ("range", lo, hi), ("cat", c)
#   ("cat", c)                      \d \D \w \W \s \S (c is the letter)
#   ("at", c)                       ^ $ and \A \Z \b \B (c is the letter)
#   ("alt", [seq, ...])
#   ("group", gid, add, dele, seq)  gid None: (?:...) or scoped flags
#   ("atomic", seq)
#   ("look", behind, negate, seq)
#   ("rep", lo, hi, kind, seq)      kind: "" greedy, "?" lazy, "+" possessive
#   ("ref", gid)
#   ("cond", gid, yes, no)          no may be None

_DIGITS = "0123456789"
_OCT = "01234567"
_HEX = "0123456789abcdefABCDEF"
_LETTERS = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"
_WHITESPACE = " \t\n\r\v\f"
_SPECIAL = ".\\[{()*+?^$|"
_SIMPLE_ESC = {"a": 7, "b": 8, "f": 12, "n": 10, "r": 13, "t": 9, "v": 11, "\\": 92}


class _Source:
    """The pattern's characters, with backslash escapes read as one token."""

    def __init__(self, pattern):
        self.istext = isinstance(pattern, str)
        self.pattern = pattern
        self.text = pattern if self.istext else pattern.decode("latin-1")
        self.index = 0
        self.next = None
        self._advance()

    def _advance(self):
        i = self.index
        if i >= len(self.text):
            self.next = None
            return
        ch = self.text[i]
        if ch == "\\":
            i += 1
            if i >= len(self.text):
                raise error("bad escape (end of pattern)", self.pattern,
                            len(self.pattern) - 1)
            ch += self.text[i]
        self.index = i + 1
        self.next = ch

    def match(self, ch):
        if ch == self.next:
            self._advance()
            return True
        return False

    def get(self):
        this = self.next
        self._advance()
        return this

    def getwhile(self, n, chars):
        out = ""
        for _ in range(n):
            c = self.next
            if c is None or c not in chars:
                break
            out += c
            self._advance()
        return out

    def getuntil(self, end, what):
        out = ""
        while True:
            c = self.next
            self._advance()
            if c is None:
                if not out:
                    raise self.error("missing " + what)
                raise self.error("missing %s, unterminated name" % end, len(out))
            if c == end:
                if not out:
                    raise self.error("missing " + what, 1)
                return out
            out += c

    def tell(self):
        return self.index - len(self.next or "")

    def seek(self, index):
        self.index = index
        self._advance()

    def error(self, msg, offset=0):
        if not self.istext:
            msg = msg.encode("ascii", "backslashreplace").decode("ascii")
        return error(msg, self.pattern, self.tell() - offset)

    def checkname(self, name, offset):
        if not name.isidentifier():
            raise self.error("bad character in group name %r" % name, len(name) + offset)


class _State:
    def __init__(self, flags):
        self.flags = flags
        self.groupdict = {}
        self.widths = [None]  # per group: (lo, hi) once closed
        self.inner = {}  # group -> the last group number nested inside it
        self.lookbehind = None  # first group number inside the current lookbehind
        self.condrefs = {}

    @property
    def groups(self):
        return len(self.widths)

    def opengroup(self, name):
        gid = self.groups
        self.widths.append(None)
        if self.groups > _MAXGROUPS:
            raise error("too many groups")
        if self.groups > 65536:
            # PCRE2's limit; CPython has none below _MAXGROUPS
            raise error("too many groups for pyeval's regex engine (at most 65535)")
        if name is not None:
            old = self.groupdict.get(name)
            if old is not None:
                raise error("redefinition of group name %r as group %d; was group %d"
                            % (name, gid, old))
            self.groupdict[name] = gid
        return gid

    def closed(self, gid):
        return gid < self.groups and self.widths[gid] is not None

    def check_lookbehind(self, gid, src):
        if self.lookbehind is not None:
            if not self.closed(gid):
                raise src.error("cannot refer to an open group")
            if gid >= self.lookbehind:
                raise src.error("cannot refer to group defined in the same "
                                "lookbehind subpattern")


def _width(seq, state):
    """(lo, hi) characters a sequence can match, as sre's getwidth."""
    lo = hi = 0
    for node in seq:
        kind = node[0]
        if kind in ("lit", "nlit", "any", "set", "cat"):
            lo += 1
            hi += 1
        elif kind == "alt":
            i, j = _MAXREPEAT - 1, 0
            for branch in node[1]:
                a, b = _width(branch, state)
                i = min(i, a)
                j = max(j, b)
            lo += i
            hi += j
        elif kind == "group":
            a, b = _width(node[4], state)
            lo += a
            hi += b
        elif kind == "atomic":
            a, b = _width(node[1], state)
            lo += a
            hi += b
        elif kind == "rep":
            a, b = _width(node[4], state)
            lo += a * node[1]
            hi += b * node[2]
        elif kind == "ref":
            a, b = state.widths[node[1]]
            lo += a
            hi += b
        elif kind == "cond":
            a, b = _width(node[2], state)
            if node[3] is not None:
                c, d = _width(node[3], state)
                a = min(a, c)
                b = max(b, d)
            else:
                a = 0
            lo += a
            hi += b
    return min(lo, _MAXREPEAT - 1), min(hi, _MAXREPEAT)


def _lookup_name(name):
    """The code point of a Unicode character name, through the parser's own \\N{...}
    table (pyeval has no unicodedata), or None."""
    for ch in name:
        if not (ch.isascii() and (ch.isalnum() or ch in " -")):
            return None
    try:
        return ord(eval('"\\N{' + name + '}"'))
    except (SyntaxError, ValueError, TypeError):
        return None


def _escape_code(src, esc, state, inclass):
    c = esc[1]
    if c in _SIMPLE_ESC and not (c == "b" and not inclass):
        return ("lit", _SIMPLE_ESC[c])
    if c in "dDsSwW":
        return ("cat", c)
    if not inclass and c in "AZbB":
        return ("at", c)
    if c == "x":
        esc += src.getwhile(2, _HEX)
        if len(esc) != 4:
            raise src.error("incomplete escape %s" % esc, len(esc))
        return ("lit", int(esc[2:], 16))
    if c in "uU" and src.istext:
        n = 4 if c == "u" else 8
        esc += src.getwhile(n, _HEX)
        if len(esc) != n + 2:
            raise src.error("incomplete escape %s" % esc, len(esc))
        cp = int(esc[2:], 16)
        if cp > 0x10FFFF:
            raise src.error("bad escape %s" % esc, len(esc))
        return ("lit", cp)
    if c == "N" and src.istext:
        if not src.match("{"):
            raise src.error("missing {")
        name = src.getuntil("}", "character name")
        cp = _lookup_name(name)
        if cp is None:
            raise src.error("undefined character name %r" % name, len(name) + 4)
        return ("lit", cp)
    if inclass:
        if c in _OCT:
            esc += src.getwhile(2, _OCT)
            cp = int(esc[1:], 8)
            if cp > 0o377:
                raise src.error("octal escape value %s outside of range 0-0o377" % esc,
                                len(esc))
            return ("lit", cp)
        if c in _DIGITS:
            raise src.error("bad escape %s" % esc, len(esc))
    else:
        if c == "0":
            esc += src.getwhile(2, _OCT)
            return ("lit", int(esc[1:], 8))
        if c in _DIGITS:
            if src.next is not None and src.next in _DIGITS:
                esc += src.get()
                if esc[1] in _OCT and esc[2] in _OCT and src.next is not None \
                        and src.next in _OCT:
                    esc += src.get()
                    cp = int(esc[1:], 8)
                    if cp > 0o377:
                        raise src.error("octal escape value %s outside of range 0-0o377"
                                        % esc, len(esc))
                    return ("lit", cp)
            gid = int(esc[1:])
            if gid < state.groups:
                if not state.closed(gid):
                    raise src.error("cannot refer to an open group", len(esc))
                state.check_lookbehind(gid, src)
                return ("ref", gid)
            raise src.error("invalid group reference %d" % gid, len(esc) - 1)
    if c in _LETTERS:
        raise src.error("bad escape %s" % esc, len(esc))
    return ("lit", ord(c))


def _parse_alt(src, state, verbose, nested):
    branches = []
    while True:
        branches.append(_parse_seq(src, state, verbose, nested + 1,
                                   not nested and not branches))
        if not src.match("|"):
            break
        if not nested:
            verbose = state.flags & 64
    if len(branches) == 1:
        return branches[0]
    return [("alt", branches)]


def _parse_set(src):
    here = src.tell() - 1
    items = []
    negate = src.match("^")
    while True:
        this = src.get()
        if this is None:
            raise src.error("unterminated character set", src.tell() - here)
        if this == "]" and items:
            break
        if this[0] == "\\":
            code1 = _escape_code(src, this, None, True)
        else:
            code1 = ("lit", ord(this))
        if src.match("-"):
            that = src.get()
            if that is None:
                raise src.error("unterminated character set", src.tell() - here)
            if that == "]":
                items.append(code1)
                items.append(("lit", 45))
                break
            if that[0] == "\\":
                code2 = _escape_code(src, that, None, True)
            else:
                code2 = ("lit", ord(that))
            if code1[0] != "lit" or code2[0] != "lit" or code2[1] < code1[1]:
                raise src.error("bad character range %s-%s" % (this, that),
                                len(this) + 1 + len(that))
            items.append(("range", code1[1], code2[1]))
        else:
            items.append(code1)
    if len(items) == 1 and items[0][0] == "lit":
        return ("nlit", items[0][1]) if negate else items[0]
    return ("set", negate, items)


def _parse_repeat(src, seq, this):
    here = src.tell()
    if this == "?":
        lo, hi = 0, 1
    elif this == "*":
        lo, hi = 0, _MAXREPEAT
    elif this == "+":
        lo, hi = 1, _MAXREPEAT
    else:
        if src.next == "}":
            seq.append(("lit", 123))
            return
        lo, hi = 0, _MAXREPEAT
        a = b = ""
        while src.next is not None and src.next in _DIGITS:
            a += src.get()
        if src.match(","):
            while src.next is not None and src.next in _DIGITS:
                b += src.get()
        else:
            b = a
        if not src.match("}"):
            seq.append(("lit", 123))
            src.seek(here)
            return
        if a:
            lo = int(a)
            if lo >= _MAXREPEAT:
                raise OverflowError("the repetition number is too large")
        if b:
            hi = int(b)
            if hi >= _MAXREPEAT:
                raise OverflowError("the repetition number is too large")
            if hi < lo:
                raise src.error("min repeat greater than max repeat", src.tell() - here)
    if not seq or seq[-1][0] == "at":
        raise src.error("nothing to repeat", src.tell() - here + len(this))
    if seq[-1][0] == "rep":
        raise src.error("multiple repeat", src.tell() - here + len(this))
    item = seq[-1]
    if item[0] == "group" and item[1] is None and not item[2] and not item[3]:
        body = item[4]
    else:
        body = [item]
    if src.match("?"):
        kind = "?"
    elif src.match("+"):
        kind = "+"
    else:
        kind = ""
    seq[-1] = ("rep", lo, hi, kind, body)


def _parse_flags(src, state, ch):
    add = dele = 0
    if ch != "-":
        while True:
            flag = _INLINE[ch]
            if src.istext:
                if ch == "L":
                    raise src.error("bad inline flags: cannot use 'L' flag with a str pattern")
            elif ch == "u":
                raise src.error("bad inline flags: cannot use 'u' flag with a bytes pattern")
            add |= flag
            if (flag & _TYPE_FLAGS) and (add & _TYPE_FLAGS) != flag:
                raise src.error("bad inline flags: flags 'a', 'u' and 'L' are incompatible")
            ch = src.get()
            if ch is None:
                raise src.error("missing -, : or )")
            if ch in ")-:":
                break
            if ch not in _INLINE:
                raise src.error("unknown flag" if ch.isalpha() else "missing -, : or )",
                                len(ch))
    if ch == ")":
        state.flags |= add
        return None
    if add & _GLOBAL_FLAGS:
        raise src.error("bad inline flags: cannot turn on global flag", 1)
    if ch == "-":
        ch = src.get()
        if ch is None:
            raise src.error("missing flag")
        if ch not in _INLINE:
            raise src.error("unknown flag" if ch.isalpha() else "missing flag", len(ch))
        while True:
            flag = _INLINE[ch]
            if flag & _TYPE_FLAGS:
                raise src.error("bad inline flags: cannot turn off flags 'a', 'u' and 'L'")
            dele |= flag
            ch = src.get()
            if ch is None:
                raise src.error("missing :")
            if ch == ":":
                break
            if ch not in _INLINE:
                raise src.error("unknown flag" if ch.isalpha() else "missing :", len(ch))
    if dele & _GLOBAL_FLAGS:
        raise src.error("bad inline flags: cannot turn off global flag", 1)
    if add & dele:
        raise src.error("bad inline flags: flag turned on and off", 1)
    return add, dele


def _parse_group(src, state, verbose, nested, first, seq):
    """After '('. Appends the group (or nothing, for comments and global flags)."""
    start = src.tell() - 1
    capture = True
    atomic = False
    name = None
    add = dele = 0
    if src.match("?"):
        ch = src.get()
        if ch is None:
            raise src.error("unexpected end of pattern")
        if ch == "P":
            if src.match("<"):
                name = src.getuntil(">", "group name")
                src.checkname(name, 1)
            elif src.match("="):
                name = src.getuntil(")", "group name")
                src.checkname(name, 1)
                gid = state.groupdict.get(name)
                if gid is None:
                    raise src.error("unknown group name %r" % name, len(name) + 1)
                if not state.closed(gid):
                    raise src.error("cannot refer to an open group", len(name) + 1)
                state.check_lookbehind(gid, src)
                seq.append(("ref", gid))
                return verbose
            else:
                ch = src.get()
                if ch is None:
                    raise src.error("unexpected end of pattern")
                raise src.error("unknown extension ?P" + ch, len(ch) + 2)
        elif ch == ":":
            capture = False
        elif ch == "#":
            while True:
                if src.next is None:
                    raise src.error("missing ), unterminated comment", src.tell() - start)
                if src.get() == ")":
                    break
            return verbose
        elif ch in "=!<":
            behind = False
            outer = state.lookbehind
            if ch == "<":
                ch = src.get()
                if ch is None:
                    raise src.error("unexpected end of pattern")
                if ch not in "=!":
                    raise src.error("unknown extension ?<" + ch, len(ch) + 2)
                behind = True
                if outer is None:
                    state.lookbehind = state.groups
            body = _parse_alt(src, state, verbose, nested + 1)
            if behind and outer is None:
                state.lookbehind = None
            if not src.match(")"):
                raise src.error("missing ), unterminated subpattern", src.tell() - start)
            if behind:
                lo, hi = _width(body, state)
                if lo != hi:
                    raise error("look-behind requires fixed-width pattern")
            seq.append(("look", behind, ch == "!", body))
            return verbose
        elif ch == "(":
            cname = src.getuntil(")", "group name")
            if cname.isidentifier():
                gid = state.groupdict.get(cname)
                if gid is None:
                    raise src.error("unknown group name %r" % cname, len(cname) + 1)
            else:
                try:
                    gid = int(cname)
                    if gid < 0:
                        raise ValueError
                except ValueError:
                    raise src.error("bad character in group name %r" % cname,
                                    len(cname) + 1) from None
                if not gid:
                    raise src.error("bad group number", len(cname) + 1)
                if gid >= _MAXGROUPS:
                    raise src.error("invalid group reference %d" % gid, len(cname) + 1)
                if gid not in state.condrefs:
                    state.condrefs[gid] = src.tell() - len(cname) - 1
            state.check_lookbehind(gid, src)
            yes = _parse_seq(src, state, verbose, nested + 1)
            no = None
            if src.match("|"):
                no = _parse_seq(src, state, verbose, nested + 1)
                if src.next == "|":
                    raise src.error("conditional backref with more than two branches")
            if not src.match(")"):
                raise src.error("missing ), unterminated subpattern", src.tell() - start)
            seq.append(("cond", gid, yes, no))
            return verbose
        elif ch == ">":
            capture = False
            atomic = True
        elif ch in _INLINE or ch == "-":
            flags = _parse_flags(src, state, ch)
            if flags is None:
                if not first or seq:
                    raise src.error("global flags not at the start of the expression",
                                    src.tell() - start)
                return state.flags & 64
            add, dele = flags
            capture = False
        else:
            raise src.error("unknown extension ?" + ch, len(ch) + 1)
    gid = None
    if capture:
        try:
            gid = state.opengroup(name)
        except error as err:
            raise src.error(err.msg, len(name) + 1 if name else 1) from None
    sub_verbose = (verbose or (add & 64)) and not (dele & 64)
    body = _parse_alt(src, state, sub_verbose, nested + 1)
    if not src.match(")"):
        raise src.error("missing ), unterminated subpattern", src.tell() - start)
    if gid is not None:
        state.widths[gid] = _width(body, state)
        state.inner[gid] = state.groups - 1
    if atomic:
        seq.append(("atomic", body))
    else:
        seq.append(("group", gid, add, dele, body))
    return verbose


def _parse_seq(src, state, verbose, nested, first=False):
    seq = []
    while True:
        this = src.next
        if this is None or this in "|)":
            break
        src.get()
        if verbose:
            if this in _WHITESPACE:
                continue
            if this == "#":
                while True:
                    this = src.get()
                    if this is None or this == "\n":
                        break
                continue
        if this[0] == "\\":
            seq.append(_escape_code(src, this, state, False))
        elif this not in _SPECIAL:
            seq.append(("lit", ord(this)))
        elif this == "[":
            seq.append(_parse_set(src))
        elif this in "*+?{":
            _parse_repeat(src, seq, this)
        elif this == ".":
            seq.append(("any",))
        elif this == "(":
            verbose = _parse_group(src, state, verbose, nested, first, seq)
        elif this == "^":
            seq.append(("at", "^"))
        else:
            seq.append(("at", "$"))
    return seq


def _fix_flags(pattern, flags):
    if isinstance(pattern, str):
        if flags & 4:
            raise ValueError("cannot use LOCALE flag with a str pattern")
        if not flags & 256:
            flags |= 32
        elif flags & 32:
            raise ValueError("ASCII and UNICODE flags are incompatible")
    else:
        if flags & 32:
            raise ValueError("cannot use UNICODE flag with a bytes pattern")
        if flags & 4 and flags & 256:
            raise ValueError("ASCII and LOCALE flags are incompatible")
    return flags


def _parse(pattern, flags):
    src = _Source(pattern)
    state = _State(flags)
    tree = _parse_alt(src, state, flags & 64, 0)
    state.flags = _fix_flags(pattern, state.flags)
    if src.next is not None:
        raise src.error("unbalanced parenthesis")
    for gid in state.condrefs:
        if gid >= state.groups:
            raise error("invalid group reference %d" % gid, pattern, state.condrefs[gid])
    return tree, state


# ---- PCRE2 emission -------------------------------------------------------------------

# Python's str.isspace() characters (PCRE2's Unicode \s lacks \x1c-\x1f).
_USPACE = ("\\x{9}-\\x{d}\\x{1c}-\\x{20}\\x{85}\\x{a0}\\x{1680}\\x{2000}-\\x{200a}"
           "\\x{2028}\\x{2029}\\x{202f}\\x{205f}\\x{3000}")
_ASPACE = "\\x{9}-\\x{d}\\x{20}"
_AWORD = "a-zA-Z0-9_"


def _lit(cp):
    if cp < 128 and chr(cp).isalnum():
        return chr(cp)
    return "\\x{%x}" % cp


class _Emitter:
    def __init__(self, state, istext):
        self.istext = istext
        self.state = state
        self.out = []

    def ascii_cats(self, flags):
        return not self.istext or bool(flags & 256)

    def cat(self, c, flags, inclass):
        asc = self.ascii_cats(flags)
        if c in "dD":
            if asc:
                return "0-9" if c == "d" and inclass else ("[0-9]" if c == "d" else "[^0-9]")
            return "\\p{Nd}" if c == "d" else "\\P{Nd}"
        if c in "wW":
            if asc:
                if inclass and c == "w":
                    return _AWORD
                return "[" + _AWORD + "]" if c == "w" else "[^" + _AWORD + "]"
            return "\\w" if c == "w" else "\\W"
        space = _ASPACE if asc else _USPACE
        if inclass and c == "s":
            return space
        # \\S inside a class too: PCRE2's \\S would take \\x1c-\\x1f, which are spaces
        return ("[" if c == "s" else "[^") + space + "]"

    def ascii_case(self, flags):
        """re.ASCII|re.IGNORECASE on a str pattern folds only ASCII letters: PCRE2's
        caseless mode in UTF mode folds all of Unicode (K matches the Kelvin sign), so
        the emitter spells the ASCII case pairs out and PCRE2's caseless stays off."""
        return self.istext and flags & 256 and flags & 2

    def lit(self, cp, flags, inclass=False):
        if self.ascii_case(flags) and chr(cp).isascii() and chr(cp).isalpha():
            pair = _lit(cp) + _lit(ord(chr(cp).swapcase()))
            return pair if inclass else "[" + pair + "]"
        return _lit(cp)

    def set_(self, node, flags):
        negate, items = node[1], node[2]
        parts = []
        extra = []  # categories that cannot sit inside a PCRE2 class
        for it in items:
            if it[0] == "lit":
                parts.append(self.lit(it[1], flags, True))
            elif it[0] == "range":
                parts.append(_lit(it[1]) + "-" + _lit(it[2]))
                if self.ascii_case(flags):
                    for a, b, d in ((65, 90, 32), (97, 122, -32)):
                        lo, hi = max(it[1], a), min(it[2], b)
                        if lo <= hi:
                            parts.append(_lit(lo + d) + "-" + _lit(hi + d))
            else:
                text = self.cat(it[1], flags, True)
                if text.startswith("["):
                    extra.append(text)
                else:
                    parts.append(text)
        body = "".join(parts)
        if not extra:
            return ("[^" if negate else "[") + body + "]"
        alts = ([("[" + body + "]")] if body else []) + extra
        inner = "(?:" + "|".join(alts) + ")"
        return "(?:(?!" + inner + ")(?s:.))" if negate else inner

    def at(self, c, flags):
        if c == "^":
            return "^"
        if c == "$":
            return "$"
        if c == "A":
            return "\\A"
        if c == "Z":
            return "\\z"
        if self.ascii_cats(flags) == self.ascii_cats(self.state.flags):
            # sre's \\B never matches in an empty subject (PCRE2's does)
            return "\\b" if c == "b" else "(?!\\A\\z)\\B"
        w = self.cat("w", flags, False)
        edge = "(?:(?<=%s)(?!%s)|(?<!%s)(?=%s))" % (w, w, w, w)
        return edge if c == "b" else "(?!\\A\\z)(?!" + edge + ")"

    def seq(self, seq, flags):
        out = self.out
        for node in seq:
            kind = node[0]
            if kind == "lit":
                out.append(self.lit(node[1], flags))
            elif kind == "nlit":
                out.append("[^" + self.lit(node[1], flags, True) + "]")
            elif kind == "any":
                out.append(".")
            elif kind == "set":
                out.append(self.set_(node, flags))
            elif kind == "cat":
                out.append(self.cat(node[1], flags, False))
            elif kind == "at":
                out.append(self.at(node[1], flags))
            elif kind == "alt":
                out.append("(?:")
                for i, branch in enumerate(node[1]):
                    if i:
                        out.append("|")
                    self.seq(branch, flags)
                out.append(")")
            elif kind == "group":
                gid, add, dele, body = node[1], node[2], node[3], node[4]
                inner = (flags | add) & ~dele
                # with ASCII case folding done here, PCRE2's i stays off inside too
                keep = 8 | 16 if self.ascii_case(flags | add) else 2 | 8 | 16
                on = "".join(ch for ch, bit in (("i", 2), ("m", 8), ("s", 16))
                             if add & bit & keep)
                off = "".join(ch for ch, bit in (("i", 2), ("m", 8), ("s", 16))
                              if dele & bit & keep)
                if inner & 2 and keep == 8 | 16 and not self.ascii_case(flags):
                    off += "i"  # PCRE2's Unicode caseless is on outside: off in here
                if gid is not None:
                    out.append("(")
                elif on or off:
                    out.append("(?" + on + ("-" + off if off else "") + ":")
                else:
                    out.append("(?:")
                self.seq(body, inner)
                out.append(")")
            elif kind == "atomic":
                out.append("(?>")
                self.seq(node[1], flags)
                out.append(")")
            elif kind == "look":
                out.append("(?" + ("<" if node[1] else "") + ("!" if node[2] else "="))
                self.seq(node[3], flags)
                out.append(")")
            elif kind == "rep":
                self.repeat(node, flags)
            elif kind == "ref":
                out.append("(?:\\g{%d})" % node[1])
            elif kind == "cond":
                out.append("(?(%d)" % node[1])
                self.seq(node[2], flags)
                if node[3] is not None:
                    out.append("|")
                    self.seq(node[3], flags)
                out.append(")")

    def repeat(self, node, flags):
        lo, hi, kind, body = node[1], node[2], node[3], node[4]
        if lo > _PCRE_MAXREPEAT or (hi != _MAXREPEAT and hi > _PCRE_MAXREPEAT):
            raise error("the repetition number is too large for pyeval's regex engine")
        self.out.append("(?:")
        self.seq(body, flags)
        if hi == _MAXREPEAT:
            q = "{%d,}" % lo
        elif lo == hi:
            q = "{%d}" % lo
        else:
            q = "{%d,%d}" % (lo, hi)
        self.out.append(")" + q + kind)


def _translate(pattern, flags):
    tree, state = _parse(pattern, flags)
    istext = isinstance(pattern, str)
    em = _Emitter(state, istext)
    em.seq(tree, state.flags)
    # (?C1): the callout through which the engine charges each start position
    text = "(?C1)" + "".join(em.out)
    opts = 0
    if state.flags & 2 and not em.ascii_case(state.flags):
        opts |= 1
    if state.flags & 8:
        opts |= 2
    if state.flags & 16:
        opts |= 4
    if istext and not state.flags & 256:
        opts |= 8
    if not istext:
        text = text.encode("latin-1")
    return text, opts, state


# ---- Pattern and Match ----------------------------------------------------------------

_mappingproxy = type(type.__dict__)


def _clamp(n, length):
    if n < 0:
        n = 0
    if n > length:
        n = length
    return n


class Pattern:
    """A compiled regular expression."""

    def __init__(self, *args, **kwargs):
        raise TypeError("cannot create 're.Pattern' instances")

    def __init_subclass__(cls, **kwargs):
        raise TypeError("type 're.Pattern' is not an acceptable base type")

    def _check(self, string):
        if self._istext:
            if not isinstance(string, str):
                if isinstance(string, (bytes, bytearray)):
                    raise TypeError("cannot use a string pattern on a bytes-like object")
                raise TypeError("expected string or bytes-like object, got %r"
                                % type(string).__name__)
        elif isinstance(string, str) or not isinstance(string, (bytes, bytearray)):
            if isinstance(string, str):
                raise TypeError("cannot use a bytes pattern on a string-like object")
            raise TypeError("expected string or bytes-like object, got %r"
                            % type(string).__name__)

    def _run(self, string, pos, endpos, mode, notempty=0):
        self._check(string)
        n = len(string)
        pos = _clamp(pos, n)
        endpos = _clamp(endpos, n)
        if endpos < pos:
            return None
        return _pcre_match(self._code, string, pos, endpos, mode, notempty)

    def _scan(self, string, pos, endpos, maxcount, kind):
        self._check(string)
        n = len(string)
        pos = _clamp(pos, n)
        endpos = _clamp(endpos, n)
        if endpos < pos:
            return []
        return _pcre_scan(self._code, string, pos, endpos, maxcount, kind)

    def _new_match(self, string, pos, endpos, spans):
        n = len(string)
        return Match._make(self, string, _clamp(pos, n), _clamp(endpos, n), spans)

    def match(self, string, pos=0, endpos=_MAXREPEAT):
        spans = self._run(string, pos, endpos, 1)
        return None if spans is None else self._new_match(string, pos, endpos, spans)

    def fullmatch(self, string, pos=0, endpos=_MAXREPEAT):
        spans = self._run(string, pos, endpos, 2)
        return None if spans is None else self._new_match(string, pos, endpos, spans)

    def search(self, string, pos=0, endpos=_MAXREPEAT):
        spans = self._run(string, pos, endpos, 0)
        return None if spans is None else self._new_match(string, pos, endpos, spans)

    def _iter_spans(self, string, pos, endpos):
        """Each match's spans, left to right, with 3.7+'s empty-match rule: after an
        empty match the next one may start at the same place but not be empty there."""
        notempty = 0
        n = len(string)
        endpos = _clamp(endpos, n)
        while True:
            spans = self._run(string, pos, endpos, 0, notempty)
            if spans is None:
                return
            yield spans
            pos = spans[1]
            notempty = 1 if spans[0] == spans[1] else 0

    def finditer(self, string, pos=0, endpos=_MAXREPEAT):
        for spans in self._iter_spans(string, pos, endpos):
            yield self._new_match(string, pos, endpos, spans)

    def scanner(self, string, pos=0, endpos=_MAXREPEAT):
        self._check(string)
        return _Scanner._make(self, string, pos, endpos)

    def findall(self, string, pos=0, endpos=_MAXREPEAT):
        return self._scan(string, pos, endpos, 0, 1)

    def split(self, string, maxsplit=0):
        out = []
        last = 0
        count = 0
        g = self.groups
        if maxsplit < 0:
            self._check(string)
            return [string[:]]
        for spans in self._scan(string, 0, _MAXREPEAT, maxsplit, 0):
            out.append(string[last:spans[0]])
            for i in range(1, g + 1):
                out.append(_slice_none(string, spans[2 * i], spans[2 * i + 1]))
            last = spans[1]
            count += 1
        out.append(string[last:])
        return out

    def subn(self, repl, string, count=0):
        return self._subx(repl, string, count)

    def sub(self, repl, string, count=0):
        return self._subx(repl, string, count)[0]

    def _subx(self, repl, string, count):
        if callable(repl):
            filt = repl
            literal = None
        else:
            literal = _literal_template(self, repl)
            filt = None if literal is not None else _compile_template(self, repl)
        pieces = []
        last = 0
        n = 0
        if count < 0:
            self._check(string)
            return string[:], 0
        for spans in self._scan(string, 0, _MAXREPEAT, count, 0):
            if last < spans[0]:
                pieces.append(string[last:spans[0]])
            if literal is not None:
                pieces.append(literal)
            elif isinstance(filt, tuple):
                pieces.append(_expand(filt, self, string, spans))
            else:
                r = filt(self._new_match(string, 0, _MAXREPEAT, spans))
                if r is not None:
                    pieces.append(r)
            last = spans[1]
            n += 1
        pieces.append(string[last:])
        if self._istext:
            return "".join(pieces), n
        return b"".join(pieces), n

    @property
    def pattern(self):
        return self._pattern

    @property
    def flags(self):
        return self._flags

    @property
    def groups(self):
        return self._groups

    @property
    def groupindex(self):
        return _mappingproxy(dict(self._groupindex))

    def __repr__(self):
        text = repr(self._pattern)
        if len(text) > 200:
            text = text[:200]
        flags = self._flags
        if self._istext and flags & (4 | 32 | 256) == 32:
            flags &= ~32
        if not flags:
            return "re.compile(%s)" % text
        names = []
        for bit, name in _REPR_FLAGS:
            if flags & bit:
                names.append("re." + name)
                flags &= ~bit
        if flags:
            names.append("0x%x" % flags)
        return "re.compile(%s, %s)" % (text, "|".join(names))

    def __eq__(self, other):
        if not isinstance(other, Pattern):
            return NotImplemented
        return (self._flags == other._flags and self._istext == other._istext
                and self._pattern == other._pattern)

    def __ne__(self, other):
        r = self.__eq__(other)
        return r if r is NotImplemented else not r

    def __hash__(self):
        return hash((self._pattern, self._flags))

    def __copy__(self):
        return self

    def __deepcopy__(self, memo):
        return self

    def __class_getitem__(cls, item):
        return cls


Pattern.__module__ = "re"


class _Scanner:
    """CPython's SRE_Scanner: each match() or search() continues where the last match
    ended; after an empty match the next may not be empty at the same place; once a
    call finds nothing, every later call returns None."""

    def __init__(self, *args, **kwargs):
        raise TypeError("cannot create '_sre.SRE_Scanner' instances")

    @classmethod
    def _make(cls, pattern, string, pos, endpos):
        self = object.__new__(cls)
        n = len(string)
        self._pattern = pattern
        self._string = string
        self._pos = pos
        self._endpos = endpos
        self._start = _clamp(pos, n)
        self._notempty = 0
        return self

    @property
    def pattern(self):
        return self._pattern

    def _next(self, mode):
        if self._start is None:
            return None
        p = self._pattern
        spans = p._run(self._string, self._start, self._endpos, mode, self._notempty)
        if spans is None:
            self._start = None
            return None
        self._notempty = 1 if spans[0] == spans[1] else 0
        self._start = spans[1]
        return p._new_match(self._string, self._pos, self._endpos, spans)

    def match(self):
        return self._next(1)

    def search(self):
        return self._next(0)


_Scanner.__name__ = _Scanner.__qualname__ = "SRE_Scanner"
_Scanner.__module__ = "_sre"


def _slice(string, a, b):
    if a < 0:
        return string[:0]
    return string[a:b]


def _slice_none(string, a, b):
    if a < 0:
        return None
    return string[a:b]


class Match:
    """The result of a successful match."""

    def __init__(self, *args, **kwargs):
        raise TypeError("cannot create 're.Match' instances")

    def __init_subclass__(cls, **kwargs):
        raise TypeError("type 're.Match' is not an acceptable base type")

    @classmethod
    def _make(cls, pattern, string, pos, endpos, spans):
        m = object.__new__(cls)
        m._re = pattern
        m._string = string
        m._pos = pos
        m._endpos = endpos
        m._spans = spans
        return m

    def _index(self, g):
        if isinstance(g, int) and not isinstance(g, bool) or hasattr(g, "__index__") \
                and not isinstance(g, (str, bytes)):
            try:
                i = g.__index__()
            except Exception:
                raise IndexError("no such group") from None
            if 0 <= i <= self._re._groups:
                return i
            raise IndexError("no such group")
        try:
            i = self._re._groupindex[g]
        except (KeyError, TypeError):
            raise IndexError("no such group") from None
        return i

    def _get(self, i, default=None):
        a = self._spans[2 * i]
        if a < 0:
            return default
        return self._string[a:self._spans[2 * i + 1]]

    def group(self, *args):
        if not args:
            return self._get(0)
        if len(args) == 1:
            return self._get(self._index(args[0]))
        return tuple(self._get(self._index(g)) for g in args)

    def __getitem__(self, g):
        return self._get(self._index(g))

    def groups(self, default=None):
        return tuple(self._get(i, default) for i in range(1, self._re._groups + 1))

    def groupdict(self, default=None):
        return {name: self._get(i, default) for name, i in self._re._groupindex.items()}

    def start(self, group=0):
        return self._spans[2 * self._index(group)]

    def end(self, group=0):
        return self._spans[2 * self._index(group) + 1]

    def span(self, group=0):
        i = self._index(group)
        return (self._spans[2 * i], self._spans[2 * i + 1])

    def expand(self, template):
        return _expand(_compile_template(self._re, template), self._re, self._string,
                       self._spans)

    @property
    def pos(self):
        return self._pos

    @property
    def endpos(self):
        return self._endpos

    @property
    def re(self):
        return self._re

    @property
    def string(self):
        return self._string

    @property
    def regs(self):
        return tuple((self._spans[2 * i], self._spans[2 * i + 1])
                     for i in range(self._re._groups + 1))

    @property
    def lastindex(self):
        # sre's lastindex is the group that closed last: the one ending last, and of
        # groups ending at the same place the outer one (it closes after what it
        # contains) or else the later one
        best = None
        best_end = -1
        inner = self._re._inner
        for i in range(1, self._re._groups + 1):
            a, b = self._spans[2 * i], self._spans[2 * i + 1]
            if a < 0:
                continue
            if b > best_end or (b == best_end and not inner.get(best, best) >= i):
                best, best_end = i, b
        return best

    @property
    def lastgroup(self):
        i = self.lastindex
        if i is None:
            return None
        for name, gid in self._re._groupindex.items():
            if gid == i:
                return name
        return None

    def __repr__(self):
        return "<re.Match object; span=(%d, %d), match=%r>" % (
            self._spans[0], self._spans[1], self._get(0))

    def __bool__(self):
        return True

    def __copy__(self):
        return self

    def __deepcopy__(self, memo):
        return self

    def __class_getitem__(cls, item):
        return cls


Match.__module__ = "re"

# ---- templates ------------------------------------------------------------------------


def _check_repl(repl):
    if not isinstance(repl, (str, bytes, bytearray)):
        raise TypeError("decoding to str: need a bytes-like object, %s found"
                        % type(repl).__name__)


def _literal_template(pattern, repl):
    """repl itself when it has no backslash (the common fast case), else None."""
    _check_repl(repl)
    if isinstance(repl, str):
        return repl if "\\" not in repl else None
    return bytes(repl) if b"\\" not in repl else None


def _compile_template(pattern, repl):
    """A replacement template as (pieces, groups): pieces holds literals and None
    where group groups[k] goes."""
    _check_repl(repl)
    src = _Source(repl if isinstance(repl, str) else bytes(repl))
    pieces = []
    refs = []
    lit = []
    ngroups = pattern._groups

    def add(gid, offset):
        if gid > ngroups:
            raise src.error("invalid group reference %d" % gid, offset)
        if lit:
            pieces.append("".join(lit))
            lit.clear()
        refs.append((len(pieces), gid))
        pieces.append(None)

    while True:
        this = src.get()
        if this is None:
            break
        if this[0] != "\\":
            lit.append(this)
            continue
        c = this[1]
        if c == "g":
            if not src.match("<"):
                raise src.error("missing <")
            name = src.getuntil(">", "group name")
            if name.isidentifier():
                try:
                    gid = pattern._groupindex[name]
                except KeyError:
                    raise IndexError("unknown group name %r" % name) from None
            else:
                try:
                    gid = int(name)
                    if gid < 0:
                        raise ValueError
                except ValueError:
                    raise src.error("bad character in group name %r" % name,
                                    len(name) + 1) from None
                if gid >= _MAXGROUPS:
                    raise src.error("invalid group reference %d" % gid, len(name) + 1)
            add(gid, len(name) + 1)
        elif c == "0":
            if src.next is not None and src.next in _OCT:
                this += src.get()
                if src.next is not None and src.next in _OCT:
                    this += src.get()
            lit.append(chr(int(this[1:], 8) & 0xFF))
        elif c in _DIGITS:
            octal = False
            if src.next is not None and src.next in _DIGITS:
                this += src.get()
                if c in _OCT and this[2] in _OCT and src.next is not None \
                        and src.next in _OCT:
                    this += src.get()
                    octal = True
                    v = int(this[1:], 8)
                    if v > 0o377:
                        raise src.error("octal escape value %s outside of range 0-0o377"
                                        % this, len(this))
                    lit.append(chr(v))
            if not octal:
                add(int(this[1:]), len(this) - 1)
        elif c in _SIMPLE_ESC:
            lit.append(chr(_SIMPLE_ESC[c]))
        elif c in _LETTERS:
            raise src.error("bad escape %s" % this, len(this))
        else:
            lit.append(this)
    if lit:
        pieces.append("".join(lit))
    if not src.istext:
        pieces = [None if p is None else p.encode("latin-1") for p in pieces]
    return (pieces, refs)


def _expand(template, pattern, string, spans):
    pieces, refs = template
    pieces = list(pieces)
    empty = string[:0]
    for k, gid in refs:
        a = spans[2 * gid]
        pieces[k] = empty if a < 0 else string[a:spans[2 * gid + 1]]
    if pattern._istext:
        return "".join(pieces)
    return b"".join(pieces)


# ---- the module's functions -----------------------------------------------------------

_MAXCACHE = 512
_cache = {}


def _compile(pattern, flags):
    if isinstance(flags, RegexFlag):
        flags = int(flags)
    key = (type(pattern), pattern, flags)
    p = _cache.get(key)
    if p is not None:
        return p
    if isinstance(pattern, Pattern):
        if flags:
            raise ValueError("cannot process flags argument with a compiled pattern")
        return pattern
    if not isinstance(pattern, (str, bytes)):
        raise TypeError("first argument must be string or compiled pattern")
    if flags & TEMPLATE:
        pass  # CPython warns here (DeprecationWarning); pyeval has no warnings
    if flags & 128:
        raise NotImplementedError("re.DEBUG is not supported by pyeval's re")
    text, opts, state = _translate(pattern, flags)
    p = object.__new__(Pattern)
    p._pattern = pattern
    p._flags = state.flags
    p._istext = isinstance(pattern, str)
    p._groups = state.groups - 1
    p._groupindex = state.groupdict
    p._inner = state.inner
    p._code = _pcre_compile(text, opts)
    if len(_cache) >= _MAXCACHE:
        # drop the oldest entry (dicts keep insertion order), as CPython 3.11 does
        try:
            del _cache[next(iter(_cache))]
        except (StopIteration, RuntimeError, KeyError):
            pass
    _cache[key] = p
    return p


def compile(pattern, flags=0):
    "Compile a regular expression pattern, returning a Pattern object."
    return _compile(pattern, flags)


def match(pattern, string, flags=0):
    """Try to apply the pattern at the start of the string, returning
    a Match object, or None if no match was found."""
    return _compile(pattern, flags).match(string)


def fullmatch(pattern, string, flags=0):
    """Try to apply the pattern to all of the string, returning
    a Match object, or None if no match was found."""
    return _compile(pattern, flags).fullmatch(string)


def search(pattern, string, flags=0):
    """Scan through string looking for a match to the pattern, returning
    a Match object, or None if no match was found."""
    return _compile(pattern, flags).search(string)


def sub(pattern, repl, string, count=0, flags=0):
    """Return the string obtained by replacing the leftmost
    non-overlapping occurrences of the pattern in string by the
    replacement repl."""
    return _compile(pattern, flags).sub(repl, string, count)


def subn(pattern, repl, string, count=0, flags=0):
    """Return a 2-tuple containing (new_string, number)."""
    return _compile(pattern, flags).subn(repl, string, count)


def split(pattern, string, maxsplit=0, flags=0):
    """Split the source string by the occurrences of the pattern,
    returning a list containing the resulting substrings."""
    return _compile(pattern, flags).split(string, maxsplit)


def findall(pattern, string, flags=0):
    """Return a list of all non-overlapping matches in the string."""
    return _compile(pattern, flags).findall(string)


def finditer(pattern, string, flags=0):
    """Return an iterator over all non-overlapping matches in the
    string."""
    return _compile(pattern, flags).finditer(string)


def purge():
    "Clear the regular expression cache"
    _cache.clear()


def template(pattern, flags=0):
    "Compile a template pattern, returning a Pattern object, deprecated"
    return _compile(pattern, flags | 1)


_SPECIAL_CHARS = frozenset("()[]{}?*+-|^$\\.&~# \t\n\r\v\f")


def escape(pattern):
    """Escape special characters in a string."""
    if isinstance(pattern, str):
        return "".join("\\" + c if c in _SPECIAL_CHARS else c for c in pattern)
    pattern = str(pattern, "latin1")
    return "".join("\\" + c if c in _SPECIAL_CHARS else c
                   for c in pattern).encode("latin1")
