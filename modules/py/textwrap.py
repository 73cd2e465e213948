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
        self.width = width
        self.initial_indent = initial_indent
        self.subsequent_indent = subsequent_indent
        self.expand_tabs = expand_tabs
        self.replace_whitespace = replace_whitespace
        self.fix_sentence_endings = fix_sentence_endings
        self.break_long_words = break_long_words
        self.drop_whitespace = drop_whitespace
        self.break_on_hyphens = break_on_hyphens
        self.tabsize = tabsize
        self.max_lines = max_lines
        self.placeholder = placeholder

    def _munge_whitespace(self, text):
        if self.expand_tabs:
            text = text.expandtabs(self.tabsize)
        if self.replace_whitespace:
            text = text.translate(self.unicode_whitespace_trans)
        return text

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
        i = 0
        while i < len(chunks) - 1:
            if chunks[i + 1] == " " and _ends_sentence(chunks[i]):
                chunks[i + 1] = "  "
                i += 2
            else:
                i += 1

    def _handle_long_word(self, reversed_chunks, cur_line, cur_len, width):
        if width < 1:
            space_left = 1
        else:
            space_left = width - cur_len
        if self.break_long_words:
            end = space_left
            chunk = reversed_chunks[-1]
            if self.break_on_hyphens and len(chunk) > space_left:
                hyphen = chunk.rfind('-', 0, space_left)
                if hyphen > 0 and any(c != '-' for c in chunk[:hyphen]):
                    end = hyphen + 1
            cur_line.append(chunk[:end])
            reversed_chunks[-1] = chunk[end:]
        elif not cur_line:
            cur_line.append(reversed_chunks.pop())

    def _wrap_chunks(self, chunks):
        lines = []
        if self.width <= 0:
            raise ValueError("invalid width %r (must be > 0)" % self.width)
        if self.max_lines is not None:
            if self.max_lines > 1:
                indent = self.subsequent_indent
            else:
                indent = self.initial_indent
            if len(indent) + len(self.placeholder.lstrip()) > self.width:
                raise ValueError("placeholder too large for max width")
        chunks.reverse()
        while chunks:
            cur_line = []
            cur_len = 0
            if lines:
                indent = self.subsequent_indent
            else:
                indent = self.initial_indent
            width = self.width - len(indent)
            if self.drop_whitespace and chunks[-1].strip() == '' and lines:
                del chunks[-1]
            while chunks:
                l = len(chunks[-1])
                if cur_len + l <= width:
                    cur_line.append(chunks.pop())
                    cur_len += l
                else:
                    break
            if chunks and len(chunks[-1]) > width:
                self._handle_long_word(chunks, cur_line, cur_len, width)
                cur_len = sum(map(len, cur_line))
            if self.drop_whitespace and cur_line and cur_line[-1].strip() == '':
                cur_len -= len(cur_line[-1])
                del cur_line[-1]
            if cur_line:
                if (self.max_lines is None
                        or len(lines) + 1 < self.max_lines
                        or (not chunks
                            or self.drop_whitespace and len(chunks) == 1
                            and not chunks[0].strip()) and cur_len <= width):
                    lines.append(indent + ''.join(cur_line))
                else:
                    while cur_line:
                        if (cur_line[-1].strip()
                                and cur_len + len(self.placeholder) <= width):
                            cur_line.append(self.placeholder)
                            lines.append(indent + ''.join(cur_line))
                            break
                        cur_len -= len(cur_line[-1])
                        del cur_line[-1]
                    else:
                        if lines:
                            prev_line = lines[-1].rstrip()
                            if len(prev_line) + len(self.placeholder) <= self.width:
                                lines[-1] = prev_line + self.placeholder
                                break
                        lines.append(indent + self.placeholder.lstrip())
                    break
        return lines

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
    if predicate is None:
        def predicate(line):
            return line.strip()

    def prefixed_lines():
        for line in text.splitlines(True):
            yield (prefix + line if predicate(line) else line)
    return ''.join(prefixed_lines())
