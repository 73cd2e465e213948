"""html.parser for the sandbox: HTMLParser, tokenising as CPython 3.11 does (the same
regular expressions, which are the tokeniser's definition, over the sandbox's `re`).

The parser keeps unprocessed text in self.rawdata between feed() calls and hands
complete constructs to the handle_* methods; close() flushes what is left.

Cost: the sandbox charges str.find for the whole range it is given and re for the
whole rest of the buffer when a match fails, however little was scanned. So searches
for the next '<', '>' or ';' are regex searches (charged up to where they matched),
and an anchored match that may fail on a large buffer is either preceded by a cheap
test of the next character or given an end position (the construct's end, already
known). A document's parse is then charged in proportion to its size.
"""

import re
from html import unescape

__all__ = ['HTMLParser']

_SPECIAL = re.compile('[&<]')
_PARTIAL_REF = re.compile('&[a-zA-Z#]')
_ENTITYREF = re.compile('&([a-zA-Z][-.a-zA-Z0-9]*)[^a-zA-Z0-9]')
_CHARREF = re.compile('&#(?:[0-9]+|[xX][0-9a-fA-F]+)[^0-9a-fA-F]')
_REF_DONE = re.compile(r'[\s;]')
_LT = re.compile('<')
_SEMI = re.compile(';')
_TAG_OPEN = re.compile('<[a-zA-Z]')
_GT = re.compile('>')
_COMMENT_END = re.compile(r'--\s*>')
_TAG_NAME = re.compile(r'([a-zA-Z][^\t\n\r\f />\x00]*)(?:\s|/(?!>))*')
_ATTR = re.compile(
    r'((?<=[\'"\s/])[^\s/>][^\s/=>]*)(\s*=+\s*'
    r'(\'[^\']*\'|"[^"]*"|(?![\'"])[^>\s]*))?(?:\s|/(?!>))*')
_START_TAG_END = re.compile(
    r'<[a-zA-Z][^\t\n\r\f />\x00]*'
    r'(?:[\s/]*'
    r'(?:(?<=[\'"\s/])[^\s/>][^\s/=>]*'
    r'(?:\s*=+\s*'
    r'(?:\'[^\']*\'|"[^"]*"|(?![\'"])[^>\s]*)'
    r'\s*'
    r')?(?:\s|/(?!>))*'
    r')*'
    r')?'
    r'\s*')
_END_TAG = re.compile(r'</\s*([a-zA-Z][-.a-zA-Z0-9:_]*)\s*>')
_DECL_NAME = re.compile(r'[a-zA-Z][-_.a-zA-Z0-9]*\s*')
_SECTION_END = re.compile(r']\s*]\s*>')
_MS_SECTION_END = re.compile(r']\s*>')
# marked sections: <![CDATA[...]]> and friends, and MS Office's <![if ...]>
_SECTION_CLOSERS = {'temp': _SECTION_END, 'cdata': _SECTION_END, 'ignore': _SECTION_END,
                    'include': _SECTION_END, 'rcdata': _SECTION_END,
                    'if': _MS_SECTION_END, 'else': _MS_SECTION_END,
                    'endif': _MS_SECTION_END}
_LETTERS = frozenset('abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ')
# what may follow '&#' in a character reference
_REF_HEAD = frozenset('0123456789xX')
_NAME_CHARS = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ=/'


def _index(pattern, text, pos):
    # text.find for a one-character pattern, charged only up to the match
    m = pattern.search(text, pos)
    return -1 if m is None else m.start()


class ParserBase:
    """Position tracking shared by markup parsers (CPython's _markupbase.ParserBase)."""

    def reset(self):
        self.lineno = 1
        self.offset = 0

    def getpos(self):
        """The (line, column) of the start of the current construct."""
        return self.lineno, self.offset

    def updatepos(self, i, j):
        # advance the position over rawdata[i:j]; returns j
        if i < j:
            text = self.rawdata
            lines = text.count('\n', i, j)
            if lines:
                self.lineno += lines
                self.offset = j - text.rindex('\n', i, j) - 1
            else:
                self.offset += j - i
        return j

    def unknown_decl(self, data):
        pass

    def _body_until(self, closer, start, handler):
        # hands text[start:closer match] to handler (if any); the end of the
        # closing match, or -1 when the buffer has none yet
        m = closer.search(self.rawdata, start)
        if m is None:
            return -1
        if handler is not None:
            handler(self.rawdata[start:m.start()])
        return m.end()

    def parse_comment(self, i, report=1):
        if self.rawdata[i:i + 4] != '<!--':
            raise AssertionError('unexpected call to parse_comment()')
        return self._body_until(_COMMENT_END, i + 4,
                                self.handle_comment if report else None)

    def parse_marked_section(self, i, report=1):
        name, j = self._scan_name(i + 3, i)
        if j < 0:
            return j
        closer = _SECTION_CLOSERS.get(name)
        if closer is None:
            raise AssertionError('unknown status keyword %r in marked section'
                                 % self.rawdata[i + 3:j])
        return self._body_until(closer, i + 3, self.unknown_decl if report else None)

    def _scan_name(self, i, declstartpos):
        text = self.rawdata
        if i == len(text):
            return None, -1
        m = _DECL_NAME.match(text, i)
        if m is None:
            self.updatepos(declstartpos, i)
            raise AssertionError(
                'expected name token at %r' % text[declstartpos:declstartpos + 20])
        if m.end() == len(text):
            return None, -1
        return m.group().strip().lower(), m.end()


class HTMLParser(ParserBase):
    """Calls handle_starttag, handle_endtag, handle_data, ... as markup is fed in."""

    CDATA_CONTENT_ELEMENTS = ('script', 'style')

    def __init__(self, *, convert_charrefs=True):
        self.convert_charrefs = convert_charrefs
        self.reset()

    def reset(self):
        """Forgets all unprocessed data."""
        ParserBase.reset(self)
        self.rawdata, self.lasttag = '', '???'
        self.interesting, self.cdata_elem = _SPECIAL, None

    def feed(self, data):
        """Adds text to the buffer and processes as much of it as is complete."""
        self.rawdata = self.rawdata + data
        self.goahead(0)

    def close(self):
        """Processes whatever is buffered, as if the input ended here."""
        self.goahead(1)

    __starttag_text = None

    def get_starttag_text(self):
        """The source of the last start tag, '<...>'."""
        return self.__starttag_text

    def set_cdata_mode(self, elem):
        self.cdata_elem = elem.lower()
        self.interesting = re.compile(r'</\s*%s\s*>' % self.cdata_elem, re.I)

    def clear_cdata_mode(self):
        self.interesting = _SPECIAL
        self.cdata_elem = None

    def _text(self, chunk):
        # plain text: references are decoded here when convert_charrefs is on
        if self.convert_charrefs and not self.cdata_elem:
            chunk = unescape(chunk)
        self.handle_data(chunk)

    def _text_end(self, text, i, n):
        # where the run of plain text starting at i ends, or -1 to wait for more
        if self.convert_charrefs and not self.cdata_elem:
            lt = _index(_LT, text, i)
            if lt >= 0:
                return lt
            # a reference may be cut by the end of this chunk: hold back a
            # trailing '&' not followed by whitespace or ';' (within 34 chars)
            amp = text.rfind('&', max(i, n - 34))
            if amp >= 0 and _REF_DONE.search(text, amp) is None:
                return -1
            return n
        m = self.interesting.search(text, i)
        if m is not None:
            return m.start()
        return -1 if self.cdata_elem else n

    def goahead(self, end):
        text = self.rawdata
        i = 0
        n = len(text)
        while i < n:
            stop = self._text_end(text, i, n)
            if stop < 0:
                break
            if i < stop:
                self._text(text[i:stop])
            i = self.updatepos(i, stop)
            if i == n:
                break
            if text[i] == '<':
                k = self._markup(text, i, n)
                if k is None:
                    break
                if k < 0:
                    if not end:
                        break
                    k = self._unfinished_markup_end(text, i)
                    self._text(text[i:k])
                i = self.updatepos(i, k)
            elif text.startswith('&#', i):
                m = _CHARREF.match(text, i) if text[i + 2:i + 3] in _REF_HEAD else None
                if m is None:
                    if _index(_SEMI, text, i) >= 0:
                        # give up on this one: '&#' is text
                        self.handle_data(text[i:i + 2])
                        i = self.updatepos(i, i + 2)
                    break
                self.handle_charref(m.group()[2:-1])
                i = self.updatepos(i, self._ref_end(text, m))
            elif text[i] == '&':
                m = _ENTITYREF.match(text, i) if text[i + 1:i + 2] in _LETTERS else None
                if m is not None:
                    self.handle_entityref(m.group(1))
                    i = self.updatepos(i, self._ref_end(text, m))
                    continue
                head = text[i + 1:i + 2]
                m = _PARTIAL_REF.match(text, i) if head in _LETTERS or head == '#' else None
                if m is not None:
                    if end and m.group() == text[i:]:
                        i = self.updatepos(i, i + 1)
                    break
                if i + 1 >= n:
                    break
                self.handle_data('&')
                i = self.updatepos(i, i + 1)
            else:
                raise AssertionError('interesting.search() lied')
        if end and i < n and not self.cdata_elem:
            self._text(text[i:n])
            i = self.updatepos(i, n)
        self.rawdata = text[i:]

    @staticmethod
    def _ref_end(text, m):
        # the match took one character past the reference unless that was ';'
        k = m.end()
        return k if text[k - 1] == ';' else k - 1

    @staticmethod
    def _unfinished_markup_end(text, i):
        # at the end of input, unfinished markup is text up to the next '>' (kept)
        # or else the next '<'
        gt = _index(_GT, text, i + 1)
        if gt >= 0:
            return gt + 1
        lt = _index(_LT, text, i + 1)
        return lt if lt >= 0 else i + 1

    def _markup(self, text, i, n):
        # text[i] == '<': the end of the construct, -1 if it is incomplete, None
        # when a lone '<' ends the buffer
        if text[i + 1:i + 2] in _LETTERS:  # _TAG_OPEN, without a regex
            return self.parse_starttag(i)
        if text.startswith('</', i):
            return self.parse_endtag(i)
        if text.startswith('<!--', i):
            return self.parse_comment(i)
        if text.startswith('<?', i):
            return self.parse_pi(i)
        if text.startswith('<!', i):
            return self.parse_html_declaration(i)
        if i + 1 < n:
            self.handle_data('<')
            return i + 1
        return None

    def parse_html_declaration(self, i):
        # '<!' seen: a comment, a marked section, a doctype or a bogus comment
        head = self.rawdata[i:i + 9]
        if head.startswith('<!--'):
            return self.parse_comment(i)
        if head.startswith('<!['):
            return self.parse_marked_section(i)
        if head.lower() != '<!doctype':
            return self.parse_bogus_comment(i)
        gt = _index(_GT, self.rawdata, i + 9)
        if gt >= 0:
            self.handle_decl(self.rawdata[i + 2:gt])
            return gt + 1
        return -1

    def parse_bogus_comment(self, i, report=1):
        text = self.rawdata
        gt = _index(_GT, text, i + 2)
        if gt < 0:
            return -1
        if report:
            self.handle_comment(text[i + 2:gt])
        return gt + 1

    def parse_pi(self, i):
        text = self.rawdata
        gt = _index(_GT, text, i + 2)
        if gt < 0:
            return -1
        self.handle_pi(text[i + 2:gt])
        return gt + 1

    def _attributes(self, text, k, stop):
        # (name, value) pairs from text[k:stop]; returns them and where they end
        found = []
        while k < stop:
            m = _ATTR.match(text, k, stop)
            if m is None:
                break
            name, eq, value = m.group(1, 2, 3)
            if not eq:
                value = None
            else:
                if len(value) >= 1 and value[0] in '\'"' and value[-1] == value[0]:
                    value = value[1:-1]
                if value:
                    value = unescape(value)
            found.append((name.lower(), value))
            k = m.end()
        return found, k

    def parse_starttag(self, i):
        self.__starttag_text = None
        stop = self.check_for_whole_start_tag(i)
        if stop < 0:
            return stop
        text = self.rawdata
        self.__starttag_text = text[i:stop]
        # the name and attributes lie within the tag: stop bounds the matches
        m = _TAG_NAME.match(text, i + 1, stop)
        tag = m.group(1).lower()
        self.lasttag = tag
        attrs, k = self._attributes(text, m.end(), stop)
        tail = text[k:stop].strip()
        if tail == '/>':
            self.handle_startendtag(tag, attrs)
        elif tail == '>':
            self.handle_starttag(tag, attrs)
            if tag in self.CDATA_CONTENT_ELEMENTS:
                self.set_cdata_mode(tag)
        else:
            self.handle_data(text[i:stop])
        return stop

    def check_for_whole_start_tag(self, i):
        text = self.rawdata
        j = _START_TAG_END.match(text, i).end()
        after = text[j:j + 1]
        if after == '>':
            return j + 1
        if after == '/':
            # '/>' ends the tag; a '/' at the end of the buffer may be its start
            if text.startswith('/>', j):
                return j + 2
            return -1
        if after == '' or after in _NAME_CHARS:
            # the buffer ends inside the tag, or before an attribute's value
            return -1
        return j if j > i else i + 1

    def parse_endtag(self, i):
        text = self.rawdata
        gt = _index(_GT, text, i + 1)
        if gt < 0:
            return -1
        gt += 1
        # gt is just past the first '>': neither match can reach beyond it
        m = _END_TAG.match(text, i, gt)
        if m is None:
            if self.cdata_elem is not None:
                self.handle_data(text[i:gt])
                return gt
            name = _TAG_NAME.match(text, i + 2, gt)
            if name is None:
                if text.startswith('</>', i):
                    return i + 3
                return self.parse_bogus_comment(i)
            # anything between the name and the next '>' is ignored
            self.handle_endtag(name.group(1).lower())
            return _index(_GT, text, name.end()) + 1
        elem = m.group(1).lower()
        if self.cdata_elem is not None and elem != self.cdata_elem:
            self.handle_data(text[i:gt])
            return gt
        self.handle_endtag(elem)
        self.clear_cdata_mode()
        return gt

    def handle_startendtag(self, tag, attrs):
        """<tag .../>: by default a start tag then an end tag."""
        self.handle_starttag(tag, attrs)
        self.handle_endtag(tag)

    def handle_starttag(self, tag, attrs):
        pass

    def handle_endtag(self, tag):
        pass

    def handle_charref(self, name):
        pass

    def handle_entityref(self, name):
        pass

    def handle_data(self, data):
        pass

    def handle_comment(self, data):
        pass

    def handle_decl(self, decl):
        pass

    def handle_pi(self, data):
        pass

    def unknown_decl(self, data):
        pass
