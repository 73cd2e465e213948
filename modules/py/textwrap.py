# textwrap - pyeval's own implementation of CPython 3.11's textwrap: wrap, fill,
# shorten, dedent, indent and TextWrapper, with the same line breaks (Lib/textwrap.py
# is the reference for the rules, not the source).
#
# CPython splits text into chunks with a regular expression; here a small scanner
# applies the same rules (see _chunk_end), so textwrap does not depend on re.

__all__ = ['TextWrapper', 'wrap', 'fill', 'dedent', 'indent', 'shorten']

# Only these count as whitespace for wrapping, as in CPython (not all of str.isspace()).
_whitespace = '\t\n\x0b\x0c\r '


def _is_word(c):
    # re's \w for str: alphanumeric or underscore
    return c.isalnum() or c == '_'


def _is_letter(c):
    # re's [^\d\W]: a word character that is not a decimal digit
    return _is_word(c) and not c.isdecimal()


def _is_word_punct(c):
    return _is_word(c) or c in '!"\'&.,?'


def _dashes_then_word(text, q):
    # at q: two or more hyphens followed by a word character
    n = len(text)
    j = q
    while j < n and text[j] == '-':
        j += 1
    return j - q >= 2 and j < n and _is_word(text[j])


def _letter_at(text, i):
    return 0 <= i < len(text) and _is_letter(text[i])


def _hyphen_break(text, q):
    # text[q] is '-': it may end a chunk when two letters (or letter-hyphen-letter)
    # come before it and a letter, an optional hyphen and a letter after it
    before = ((_letter_at(text, q - 2) and _letter_at(text, q - 1))
              or (_letter_at(text, q - 3) and q >= 2 and text[q - 2] == '-'
                  and _letter_at(text, q - 1)))
    if not before or not _letter_at(text, q + 1):
        return False
    return _letter_at(text, q + 2) or (q + 2 < len(text) and text[q + 2] == '-'
                                       and _letter_at(text, q + 3))


def _chunk_end(text, p):
    """The end of the chunk that starts at p, with break_on_hyphens: a whitespace run;
    an em-dash run between words; or the shortest run of non-whitespace that ends at
    a breakable hyphen (included), before whitespace or the end, or before an em-dash."""
    n = len(text)
    if text[p] in _whitespace:
        q = p
        while q < n and text[q] in _whitespace:
            q += 1
        return q
    if p > 0 and _is_word_punct(text[p - 1]) and _dashes_then_word(text, p):
        q = p
        while text[q] == '-':
            q += 1
        return q
    q = p + 1
    while True:
        if q < n and text[q] == '-' and _hyphen_break(text, q):
            return q + 1
        if q == n or text[q] in _whitespace:
            return q
        if _is_word_punct(text[q - 1]) and _dashes_then_word(text, q):
            return q
        q += 1


def _hyphen_cut(word, room):
    # where to break an overlong word: just after its last hyphen before room, unless
    # everything before that hyphen is hyphens too (then at room)
    at = word.rfind('-', 0, room)
    if at > 0 and word[:at].strip('-'):
        return at + 1
    return room


def _ends_sentence(chunk):
    # [a-z][.!?]["']? at the end of the chunk
    s = chunk
    if s and s[-1] in '"\'':
        s = s[:-1]
    return len(s) >= 2 and s[-1] in '.!?' and 'a' <= s[-2] <= 'z'


class TextWrapper:
    """Object for wrapping/filling text."""

    unicode_whitespace_trans = dict.fromkeys(map(ord, _whitespace), ord(' '))

    def __init__(self, width=70, initial_indent="", subsequent_indent="",
                 expand_tabs=True, replace_whitespace=True, fix_sentence_endings=False,
                 break_long_words=True, drop_whitespace=True, break_on_hyphens=True,
                 tabsize=8, *, max_lines=None, placeholder=' [...]'):
        # every option becomes a public attribute of the same name (set in this
        # order, through setattr so subclass properties still see them)
        options = (('width', width), ('initial_indent', initial_indent),
                   ('subsequent_indent', subsequent_indent), ('expand_tabs', expand_tabs),
                   ('replace_whitespace', replace_whitespace),
                   ('fix_sentence_endings', fix_sentence_endings),
                   ('break_long_words', break_long_words),
                   ('drop_whitespace', drop_whitespace),
                   ('break_on_hyphens', break_on_hyphens), ('tabsize', tabsize),
                   ('max_lines', max_lines), ('placeholder', placeholder))
        for name, value in options:
            setattr(self, name, value)

    def _munge_whitespace(self, text):
        # tabs first (so tab stops are computed on the original columns), then every
        # wrapping whitespace character becomes one space
        out = text.expandtabs(self.tabsize) if self.expand_tabs else text
        if not self.replace_whitespace:
            return out
        return out.translate(self.unicode_whitespace_trans)

    def _split(self, text):
        chunks = []
        p, n = 0, len(text)
        if self.break_on_hyphens is True:
            while p < n:
                q = _chunk_end(text, p)
                chunks.append(text[p:q])
                p = q
            return chunks
        while p < n:
            space = text[p] in _whitespace
            q = p + 1
            while q < n and (text[q] in _whitespace) == space:
                q += 1
            chunks.append(text[p:q])
            p = q
        return chunks

    def _fix_sentence_endings(self, chunks):
        # a single space after a sentence end becomes two; a chunk that was just
        # widened is whitespace, so it can never itself end a sentence
        for k in range(1, len(chunks)):
            if chunks[k] == " " and _ends_sentence(chunks[k - 1]):
                chunks[k] = "  "

    def _handle_long_word(self, reversed_chunks, cur_line, cur_len, width):
        # the next chunk (reversed_chunks[-1]) does not fit on an empty line
        room = 1 if width < 1 else width - cur_len
        if not self.break_long_words:
            # an overlong word gets a line of its own, unbroken
            if not cur_line:
                cur_line.append(reversed_chunks.pop())
            return
        word = reversed_chunks[-1]
        cut = room
        if self.break_on_hyphens and len(word) > room:
            cut = _hyphen_cut(word, room)
        cur_line.append(word[:cut])
        reversed_chunks[-1] = word[cut:]

    def _check_wrap_limits(self):
        if self.width <= 0:
            raise ValueError("invalid width %r (must be > 0)" % self.width)
        if self.max_lines is None:
            return
        # the placeholder alone must fit on the last line it could end up on
        last_indent = self.subsequent_indent if self.max_lines > 1 else self.initial_indent
        if len(last_indent) + len(self.placeholder.lstrip()) > self.width:
            raise ValueError("placeholder too large for max width")

    def _take_line(self, todo, room):
        # greedily move whole chunks from the end of todo onto a new line; returns
        # (line pieces, their total length)
        line = []
        used = 0
        while todo and used + len(todo[-1]) <= room:
            piece = todo.pop()
            line.append(piece)
            used += len(piece)
        if todo and len(todo[-1]) > room:
            self._handle_long_word(todo, line, used, room)
            used = sum(len(piece) for piece in line)
        return line, used

    def _may_emit(self, out, todo, used, room):
        # below max_lines any line goes; the last allowed line only if nothing but
        # droppable whitespace is left after it
        if self.max_lines is None or len(out) + 1 < self.max_lines:
            return True
        if todo and not (self.drop_whitespace and len(todo) == 1 and not todo[0].strip()):
            return False
        return used <= room

    def _finish_with_placeholder(self, out, line, used, room, prefix):
        mark = self.placeholder
        # drop trailing pieces until a word is last and the placeholder fits after it
        while line:
            if line[-1].strip() and used + len(mark) <= room:
                out.append(prefix + ''.join(line) + mark)
                return
            used -= len(line.pop())
        if out:
            previous = out[-1].rstrip()
            if len(previous) + len(mark) <= self.width:
                out[-1] = previous + mark
                return
        out.append(prefix + mark.lstrip())

    def _wrap_chunks(self, chunks):
        self._check_wrap_limits()
        # consumed from the end: the list is reversed in place, as subclasses'
        # _handle_long_word expect
        todo = chunks
        todo.reverse()
        out = []
        while todo:
            prefix = self.subsequent_indent if out else self.initial_indent
            room = self.width - len(prefix)
            if out and self.drop_whitespace and not todo[-1].strip():
                todo.pop()
            line, used = self._take_line(todo, room)
            if self.drop_whitespace and line and not line[-1].strip():
                used -= len(line.pop())
            if not line:
                continue
            if not self._may_emit(out, todo, used, room):
                self._finish_with_placeholder(out, line, used, room, prefix)
                break
            out.append(prefix + ''.join(line))
        return out

    def _split_chunks(self, text):
        text = self._munge_whitespace(text)
        return self._split(text)

    def wrap(self, text):
        """Reformat the single paragraph in 'text' so it fits in lines of no more than
        'self.width' columns, and return a list of wrapped lines."""
        chunks = self._split_chunks(text)
        if self.fix_sentence_endings:
            self._fix_sentence_endings(chunks)
        return self._wrap_chunks(chunks)

    def fill(self, text):
        """Reformat the single paragraph in 'text' to fit in lines of no more than
        'self.width' columns, and return a new string containing the entire wrapped
        paragraph."""
        return "\n".join(self.wrap(text))


def wrap(text, width=70, **kwargs):
    """Wrap a single paragraph of text, returning a list of wrapped lines."""
    w = TextWrapper(width=width, **kwargs)
    return w.wrap(text)


def fill(text, width=70, **kwargs):
    """Fill a single paragraph of text, returning a new string."""
    w = TextWrapper(width=width, **kwargs)
    return w.fill(text)


def shorten(text, width, **kwargs):
    """Collapse and truncate the given text to fit in the given width."""
    w = TextWrapper(width=width, max_lines=1, **kwargs)
    return w.fill(' '.join(text.strip().split()))


def _leading_blanks(line):
    i = 0
    while i < len(line) and line[i] in ' \t':
        i += 1
    return line[:i]


def dedent(text):
    """Remove any common leading whitespace from every line in `text`."""
    # lines of only spaces and tabs become empty; the margin is the longest common
    # prefix of the other lines' leading spaces and tabs
    if not isinstance(text, str):
        # CPython's first step is a str regex's sub(): re's TypeError
        if isinstance(text, (bytes, bytearray)):
            raise TypeError("cannot use a string pattern on a bytes-like object")
        raise TypeError(f"expected string or bytes-like object, got '{type(text).__name__}'")
    lines = text.split('\n')
    for i, line in enumerate(lines):
        if line and not line.strip(' \t'):
            lines[i] = ''
    margin = None
    for line in lines:
        lead = _leading_blanks(line)
        if len(lead) == len(line):
            continue
        if margin is None:
            margin = lead
        elif lead.startswith(margin):
            pass
        elif margin.startswith(lead):
            margin = lead
        else:
            for i, (x, y) in enumerate(zip(margin, lead)):
                if x != y:
                    margin = margin[:i]
                    break
    if margin:
        n = len(margin)
        lines = [line[n:] if line.startswith(margin) else line for line in lines]
    return '\n'.join(lines)


def indent(text, prefix, predicate=None):
    """Adds 'prefix' to the beginning of selected lines in 'text'."""
    # by default only lines with something besides whitespace get the prefix
    pieces = []
    for line in text.splitlines(keepends=True):
        wanted = line.strip() if predicate is None else predicate(line)
        pieces.append(prefix + line if wanted else line)
    return ''.join(pieces)
