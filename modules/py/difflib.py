"""difflib for the sandbox: SequenceMatcher (with CPython 3.11's junk and popularity
heuristics, which decide its results), Differ/ndiff, unified_diff, context_diff,
diff_bytes, get_close_matches and restore.

Written from the documented behaviour: every loop here runs in sandbox Python, so the
matching work is charged to the operation budget step by step. HtmlDiff is absent.
"""

import re as _re
from heapq import nlargest as _nlargest
from collections import namedtuple as _namedtuple
from types import GenericAlias

__all__ = ['get_close_matches', 'ndiff', 'restore', 'SequenceMatcher',
           'Differ', 'IS_CHARACTER_JUNK', 'IS_LINE_JUNK', 'context_diff',
           'unified_diff', 'diff_bytes', 'Match']

Match = _namedtuple('Match', 'a b size')


def _ratio_of(matched, total):
    # 2*M/T, and 1.0 for two empty sequences
    if not total:
        return 1.0
    return 2.0 * matched / total


class SequenceMatcher:
    """Finds the longest matching blocks of two sequences of hashable items."""

    def __init__(self, isjunk=None, a='', b='', autojunk=True):
        self.isjunk = isjunk
        self.a = None
        self.b = None
        self.autojunk = autojunk
        self.set_seqs(a, b)

    def set_seqs(self, a, b):
        self.set_seq1(a)
        self.set_seq2(b)

    def set_seq1(self, a):
        self._replace_side('a', a)

    def set_seq2(self, b):
        self._replace_side('b', b)

    def _replace_side(self, side, seq):
        # results are cached per pair: passing the same object again keeps them;
        # a new b also needs a new index
        if getattr(self, side) is not seq:
            setattr(self, side, seq)
            self.matching_blocks = self.opcodes = None
            if side == 'b':
                self.fullbcount = None
                self._index_b()

    def _index_b(self):
        # b2j: item -> ascending indices in b, without junk and popular items
        index = {}
        pos = 0
        for item in self.b:
            where = index.get(item)
            if where is None:
                index[item] = [pos]
            else:
                where.append(pos)
            pos += 1
        junk = set()
        if self.isjunk is not None:
            test = self.isjunk
            for item in list(index):
                if test(item):
                    junk.add(item)
            for item in junk:
                del index[item]
        popular = set()
        size = len(self.b)
        if self.autojunk and size >= 200:
            limit = size // 100 + 1
            for item, where in list(index.items()):
                if len(where) > limit:
                    popular.add(item)
            for item in popular:
                del index[item]
        self.b2j = index
        self.bjunk = junk
        self.bpopular = popular

    def find_longest_match(self, alo=0, ahi=None, blo=0, bhi=None):
        a = self.a
        b = self.b
        index = self.b2j
        junk = self.bjunk
        if ahi is None:
            ahi = len(a)
        if bhi is None:
            bhi = len(b)
        best_i = alo
        best_j = blo
        best = 0
        # runs[j]: length of the match ending at a[i-1], b[j] (previous row)
        runs = {}
        empty = ()
        for i in range(alo, ahi):
            row = {}
            for j in index.get(a[i], empty):
                if j < blo:
                    continue
                if j >= bhi:
                    break
                n = runs.get(j - 1, 0) + 1
                row[j] = n
                if n > best:
                    best = n
                    best_i = i - n + 1
                    best_j = j - n + 1
            runs = row
        # grow the block over equal non-junk items at both ends, then over junk ones
        for want_junk in (False, True):
            while (best_i > alo and best_j > blo
                   and (b[best_j - 1] in junk) == want_junk
                   and a[best_i - 1] == b[best_j - 1]):
                best_i -= 1
                best_j -= 1
                best += 1
            while (best_i + best < ahi and best_j + best < bhi
                   and (b[best_j + best] in junk) == want_junk
                   and a[best_i + best] == b[best_j + best]):
                best += 1
        return Match(best_i, best_j, best)

    def get_matching_blocks(self):
        if self.matching_blocks is not None:
            return self.matching_blocks
        na = len(self.a)
        nb = len(self.b)
        found = []
        todo = [(0, na, 0, nb)]
        while todo:
            alo, ahi, blo, bhi = todo.pop()
            m = self.find_longest_match(alo, ahi, blo, bhi)
            i, j, k = m
            if not k:
                continue
            found.append(m)
            if alo < i and blo < j:
                todo.append((alo, i, blo, j))
            if i + k < ahi and j + k < bhi:
                todo.append((i + k, ahi, j + k, bhi))
        found.sort()
        # merge blocks that touch, end with the (len(a), len(b), 0) sentinel
        merged = []
        cur = None
        for i, j, k in found:
            if cur is not None and cur[0] + cur[2] == i and cur[1] + cur[2] == j:
                cur[2] += k
                continue
            if cur is not None:
                merged.append(Match(cur[0], cur[1], cur[2]))
            cur = [i, j, k]
        if cur is not None:
            merged.append(Match(cur[0], cur[1], cur[2]))
        merged.append(Match(na, nb, 0))
        self.matching_blocks = merged
        return merged

    def get_opcodes(self):
        if self.opcodes is not None:
            return self.opcodes
        ops = []
        ia = 0
        jb = 0
        for i, j, k in self.get_matching_blocks():
            if ia < i:
                ops.append(('replace' if jb < j else 'delete', ia, i, jb, j))
            elif jb < j:
                ops.append(('insert', ia, i, jb, j))
            ia = i + k
            jb = j + k
            if k:
                ops.append(('equal', i, ia, j, jb))
        self.opcodes = ops
        return ops

    def get_grouped_opcodes(self, n=3):
        # as in CPython, the trimming of the ends edits the cached get_opcodes() list
        ops = self.get_opcodes() or [('equal', 0, 1, 0, 1)]
        _trim_context(ops, n)
        hunk = []
        for op in ops:
            if op[0] != 'equal' or op[2] - op[1] <= 2 * n:
                hunk.append(op)
                continue
            # a long equal run ends this hunk (its first n items) and starts the
            # next (its last n items)
            hunk.append(_head_of(op, n))
            yield hunk
            hunk = [_tail_of(op, n)]
        if len(hunk) > 1 or (hunk and hunk[0][0] != 'equal'):
            yield hunk

    def ratio(self):
        total = 0
        for block in self.get_matching_blocks():
            total += block[2]
        return _ratio_of(total, len(self.a) + len(self.b))

    def quick_ratio(self):
        # an upper bound on ratio(): items in common, ignoring order
        if self.fullbcount is None:
            counts = {}
            for item in self.b:
                counts[item] = counts.get(item, 0) + 1
            self.fullbcount = counts
        left = {}
        counts = self.fullbcount
        hits = 0
        for item in self.a:
            if item in left:
                have = left[item]
            else:
                have = counts.get(item, 0)
            left[item] = have - 1
            if have > 0:
                hits += 1
        return _ratio_of(hits, len(self.a) + len(self.b))

    def real_quick_ratio(self):
        na = len(self.a)
        nb = len(self.b)
        return _ratio_of(min(na, nb), na + nb)

    __class_getitem__ = classmethod(GenericAlias)


def _head_of(op, n):
    # the first n items of an opcode's ranges
    return (op[0], op[1], min(op[2], op[1] + n), op[3], min(op[4], op[3] + n))


def _tail_of(op, n):
    return (op[0], max(op[1], op[2] - n), op[2], max(op[3], op[4] - n), op[4])


def _trim_context(ops, n):
    if ops[0][0] == 'equal':
        ops[0] = _tail_of(ops[0], n)
    if ops[-1][0] == 'equal':
        ops[-1] = _head_of(ops[-1], n)


def _close_enough(sm, cutoff):
    # the cheap upper bounds first
    return (sm.real_quick_ratio() >= cutoff and sm.quick_ratio() >= cutoff
            and sm.ratio() >= cutoff)


def _check_close_args(n, cutoff):
    if not n > 0:
        raise ValueError("n must be > 0: %r" % (n,))
    if not 0.0 <= cutoff <= 1.0:
        raise ValueError("cutoff must be in [0.0, 1.0]: %r" % (cutoff,))


def get_close_matches(word, possibilities, n=3, cutoff=0.6):
    """The best (at most n) matches for word among possibilities, best first."""
    _check_close_args(n, cutoff)
    sm = SequenceMatcher(None, '', word)
    scored = []
    for cand in possibilities:
        sm.set_seq1(cand)
        if _close_enough(sm, cutoff):
            scored.append((sm.ratio(), cand))
    best = _nlargest(n, scored)
    return [cand for _, cand in best]


def _marks_keep_ws(text, marks):
    # where a mark is a blank over whitespace, keep the whitespace (tabs line up)
    out = []
    for ch, mark in zip(text, marks):
        out.append(ch if mark == ' ' and ch.isspace() else mark)
    return ''.join(out)


_SIDE_MARK = {'equal': ' ', 'delete': '-', 'insert': '+'}


class Differ:
    """Human-readable deltas of two sequences of lines ('- ', '+ ', '  ', '? ')."""

    def __init__(self, linejunk=None, charjunk=None):
        self.linejunk = linejunk
        self.charjunk = charjunk

    def compare(self, a, b):
        ops = SequenceMatcher(self.linejunk, a, b).get_opcodes()
        for op in ops:
            kind = op[0]
            if kind == 'replace':
                yield from self._fancy_replace(a, op[1], op[2], b, op[3], op[4])
            elif kind in _SIDE_MARK:
                yield from self._side(kind, a, b, op)
            else:
                raise ValueError('unknown tag %r' % (kind,))

    def _side(self, kind, a, b, op):
        # the lines of one side of an equal/delete/insert opcode, marked
        mark = _SIDE_MARK[kind]
        if kind == 'insert':
            return self._dump(mark, b, op[3], op[4])
        return self._dump(mark, a, op[1], op[2])

    def _dump(self, tag, x, lo, hi):
        for k in range(lo, hi):
            yield '%s %s' % (tag, x[k])

    def _plain_replace(self, a, alo, ahi, b, blo, bhi):
        assert alo < ahi and blo < bhi
        parts = [self._dump('-', a, alo, ahi), self._dump('+', b, blo, bhi)]
        if bhi - blo < ahi - alo:
            parts.reverse()  # the shorter block goes first
        for part in parts:
            yield from part

    def _fancy_replace(self, a, alo, ahi, b, blo, bhi):
        # synchronise on the most similar pair of lines (ratio above 0.74, at least
        # 0.75 to count); failing that on the first identical pair; failing that
        # it is a plain replace
        best = 0.74
        best_i = best_j = None
        same = None
        cm = SequenceMatcher(self.charjunk)
        for j in range(blo, bhi):
            line_b = b[j]
            cm.set_seq2(line_b)
            for i in range(alo, ahi):
                line_a = a[i]
                if line_a == line_b:
                    if same is None:
                        same = (i, j)
                    continue
                cm.set_seq1(line_a)
                if (cm.real_quick_ratio() > best and cm.quick_ratio() > best
                        and cm.ratio() > best):
                    best = cm.ratio()
                    best_i = i
                    best_j = j
        if best < 0.75:
            if same is None:
                yield from self._plain_replace(a, alo, ahi, b, blo, bhi)
                return
            best_i, best_j = same
            identical = True
        else:
            identical = False
        yield from self._fancy_helper(a, alo, best_i, b, blo, best_j)
        line_a = a[best_i]
        line_b = b[best_j]
        if identical:
            yield '  ' + line_a
        else:
            marks_a = []
            marks_b = []
            cm.set_seqs(line_a, line_b)
            for tag, i1, i2, j1, j2 in cm.get_opcodes():
                if tag == 'equal':
                    marks_a.append(' ' * (i2 - i1))
                    marks_b.append(' ' * (j2 - j1))
                elif tag == 'replace':
                    marks_a.append('^' * (i2 - i1))
                    marks_b.append('^' * (j2 - j1))
                elif tag == 'delete':
                    marks_a.append('-' * (i2 - i1))
                elif tag == 'insert':
                    marks_b.append('+' * (j2 - j1))
                else:
                    raise ValueError('unknown tag %r' % (tag,))
            yield from self._qformat(line_a, line_b, ''.join(marks_a), ''.join(marks_b))
        yield from self._fancy_helper(a, best_i + 1, ahi, b, best_j + 1, bhi)

    def _fancy_helper(self, a, alo, ahi, b, blo, bhi):
        # either side may be empty here: then the other is all deleted/inserted
        if alo >= ahi:
            return self._dump('+', b, blo, bhi)
        if blo >= bhi:
            return self._dump('-', a, alo, ahi)
        return self._fancy_replace(a, alo, ahi, b, blo, bhi)

    def _qformat(self, aline, bline, atags, btags):
        for sign, text, marks in (('-', aline, atags), ('+', bline, btags)):
            yield sign + ' ' + text
            guide = _marks_keep_ws(text, marks).rstrip()
            if guide:
                yield '? %s\n' % guide


def IS_LINE_JUNK(line, pat=_re.compile(r"\s*(?:#\s*)?$").match):
    """True for a blank line or one holding only '#' (and whitespace)."""
    return pat(line) is not None


def IS_CHARACTER_JUNK(ch, ws=" \t"):
    """True for a blank or a tab."""
    return ch in ws


def _unified_range(start, stop):
    length = stop - start
    if length == 1:
        return str(start + 1)
    if length == 0:
        return '%d,0' % start
    return '%d,%d' % (start + 1, length)


def _context_range(start, stop):
    length = stop - start
    if length == 0:
        return str(start)
    if length == 1:
        return str(start + 1)
    return '%d,%d' % (start + 1, stop)


def _require_str(a, b, *rest):
    for seq in (a, b):
        if seq and not isinstance(seq[0], str):
            raise TypeError('lines to compare must be str, not %s (%r)'
                            % (type(seq[0]).__name__, seq[0]))
    for arg in rest:
        if not isinstance(arg, str):
            raise TypeError('all arguments must be str, not: %r' % (arg,))


def _file_header(mark, name, date, lineterm):
    if date:
        return '%s %s\t%s%s' % (mark, name, date, lineterm)
    return '%s %s%s' % (mark, name, lineterm)


def unified_diff(a, b, fromfile='', tofile='', fromfiledate='',
                 tofiledate='', n=3, lineterm='\n'):
    """A unified diff of two lists of lines, as a generator of lines."""
    _require_str(a, b, fromfile, tofile, fromfiledate, tofiledate, lineterm)
    hunks = SequenceMatcher(None, a, b).get_grouped_opcodes(n)
    count = 0
    for hunk in hunks:
        if count == 0:
            yield _file_header('---', fromfile, fromfiledate, lineterm)
            yield _file_header('+++', tofile, tofiledate, lineterm)
        count += 1
        yield from _unified_hunk(a, b, hunk, lineterm)


def _unified_hunk(a, b, hunk, lineterm):
    yield '@@ -%s +%s @@%s' % (_unified_range(hunk[0][1], hunk[-1][2]),
                               _unified_range(hunk[0][3], hunk[-1][4]), lineterm)
    for kind, i1, i2, j1, j2 in hunk:
        if kind == 'equal':
            yield from [' ' + x for x in a[i1:i2]]
        else:
            yield from ['-' + x for x in a[i1:i2]]
            yield from ['+' + x for x in b[j1:j2]]


_CONTEXT_MARK = {'insert': '+ ', 'delete': '- ', 'replace': '! ', 'equal': '  '}


def context_diff(a, b, fromfile='', tofile='',
                 fromfiledate='', tofiledate='', n=3, lineterm='\n'):
    """A context diff of two lists of lines, as a generator of lines."""
    _require_str(a, b, fromfile, tofile, fromfiledate, tofiledate, lineterm)
    headed = False
    for group in SequenceMatcher(None, a, b).get_grouped_opcodes(n):
        if not headed:
            headed = True
            yield _file_header('***', fromfile, fromfiledate, lineterm)
            yield _file_header('---', tofile, tofiledate, lineterm)
        first = group[0]
        last = group[-1]
        yield '***************' + lineterm
        yield '*** %s ****%s' % (_context_range(first[1], last[2]), lineterm)
        tags = [op[0] for op in group]
        if 'replace' in tags or 'delete' in tags:
            for tag, i1, i2, _, _ in group:
                if tag != 'insert':
                    mark = _CONTEXT_MARK[tag]
                    for line in a[i1:i2]:
                        yield mark + line
        yield '--- %s ----%s' % (_context_range(first[3], last[4]), lineterm)
        if 'replace' in tags or 'insert' in tags:
            for tag, _, _, j1, j2 in group:
                if tag != 'delete':
                    mark = _CONTEXT_MARK[tag]
                    for line in b[j1:j2]:
                        yield mark + line


def diff_bytes(dfunc, a, b, fromfile=b'', tofile=b'',
               fromfiledate=b'', tofiledate=b'', n=3, lineterm=b'\n'):
    """Runs a str diff function (unified_diff, context_diff) over bytes lines."""
    def as_text(s):
        try:
            return s.decode('ascii', 'surrogateescape')
        except AttributeError as err:
            raise TypeError('all arguments must be bytes, not %s (%r)'
                            % (type(s).__name__, s)) from err
    a = [as_text(x) for x in a]
    b = [as_text(x) for x in b]
    names = [as_text(x) for x in (fromfile, tofile, fromfiledate, tofiledate, lineterm)]
    for line in dfunc(a, b, names[0], names[1], names[2], names[3], n, names[4]):
        yield line.encode('ascii', 'surrogateescape')


def ndiff(a, b, linejunk=None, charjunk=IS_CHARACTER_JUNK):
    """Differ(linejunk, charjunk).compare(a, b)."""
    return Differ(linejunk, charjunk).compare(a, b)


def restore(delta, which):
    """One of the two sequences (1 or 2) an ndiff/Differ delta was made from."""
    side = int(which)
    if side != 1 and side != 2:
        raise ValueError('unknown delta choice (must be 1 or 2): %r' % which)
    keep = ('  ', '- ' if side == 1 else '+ ')
    yield from (line[2:] for line in delta if line[:2] in keep)

