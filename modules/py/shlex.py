"""A lexical analyzer class for simple shell-like syntaxes.

pyeval's shlex: our own code with the behaviour of CPython 3.11's Lib/shlex.py (the
same lexer states and results). The `source` inclusion feature needs files:
sourcehook refuses it.
"""
import re
import sys
from collections import deque
from io import StringIO

__all__ = ["shlex", "split", "quote", "join"]

_ASCII_WORD = ('abcdfeghijklmnopqrstuvwxyz'
               'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_')
# the Latin-1 letters POSIX mode adds (as CPython lists them)
_LATIN1_WORD = ('ßàáâãäåæçèéêëìíîïðñòóôõöøùúûüýþÿ'
                'ÀÁÂÃÄÅÆÇÈÉÊËÌÍÎÏÐÑÒÓÔÕÖØÙÚÛÜÝÞ')


class shlex:
    "A lexical analyzer class for simple shell-like syntaxes."

    def __init__(self, instream=None, infile=None, posix=False, punctuation_chars=False):
        # input: a string becomes a stream; no stream at all means stdin (and no name)
        if instream is None:
            instream, infile = sys.stdin, None
        elif isinstance(instream, str):
            instream = StringIO(instream)
        self.instream, self.infile = instream, infile
        self.posix = posix
        # POSIX mode reports the end as None, the classic mode as ''
        self.eof = '' if not posix else None
        word = _ASCII_WORD
        if posix:
            word = word + _LATIN1_WORD
        self.commenters = '#'
        self.whitespace = ' \t\r\n'
        self.whitespace_split = False
        self.quotes = '\'"'
        self.escape = '\\'
        self.escapedquotes = '"'
        self.state = ' '
        self.token = ''
        self.lineno = 1
        self.debug = 0
        self.source = None
        self.pushback = deque()
        self.filestack = deque()
        if punctuation_chars is True:
            punct = '();<>|&'
        elif punctuation_chars:
            punct = punctuation_chars
        else:
            punct = ''
        self._punctuation_chars = punct
        if punct:
            self._pushback_chars = deque()
            # with punctuation split off, these may start or continue a word
            word = ''.join(ch for ch in word + '~-./*?=' if ch not in punct)
        self.wordchars = word

    @property
    def punctuation_chars(self):
        return self._punctuation_chars

    def push_token(self, tok):
        "Push a token onto the stack popped by the get_token method"
        if self.debug >= 1:
            print("shlex: pushing token " + repr(tok))
        self.pushback.appendleft(tok)

    def push_source(self, newstream, newfile=None):
        "Push an input source onto the lexer's input source stack."
        if isinstance(newstream, str):
            newstream = StringIO(newstream)
        self.filestack.appendleft((self.infile, self.instream, self.lineno))
        self.infile = newfile
        self.instream = newstream
        self.lineno = 1

    def pop_source(self):
        "Pop the input source stack."
        self.instream.close()
        (self.infile, self.instream, self.lineno) = self.filestack.popleft()
        self.state = ' '

    def get_token(self):
        "Get a token from the input stream (or from stack if it's nonempty)"
        if self.pushback:
            return self.pushback.popleft()
        tok = self.read_token()
        # `source NAME` inclusion: the hook refuses it in pyeval, but keep the protocol
        while self.source is not None and tok == self.source:
            included = self.sourcehook(self.read_token())
            if included:
                self.push_source(included[1], included[0])
            tok = self.get_token()
        # the end of an included source resumes the one below it
        while tok == self.eof and self.filestack:
            self.pop_source()
            tok = self.get_token()
        return tok

    def _next_char(self):
        if self._punctuation_chars and self._pushback_chars:
            return self._pushback_chars.pop()
        return self.instream.read(1)

    # The lexer is a state machine over self.state: ' ' between tokens, 'a' inside a
    # word, 'c' inside a run of punctuation, a quote character inside that quote, an
    # escape character right after it, None at the end of input. Each _in_* handler
    # consumes one character and returns True when the current token is complete.

    def _token_ready(self):
        # an empty token only counts when POSIX quotes produced it ('' or "")
        return bool(self.token) or (self.posix and self._saw_quote)

    def _in_blank(self, ch):
        if not ch:
            self.state = None
            return True
        if ch in self.whitespace:
            return self._token_ready()
        if ch in self.commenters:
            self.instream.readline()
            self.lineno += 1
            return False
        if self.posix and ch in self.escape:
            self._after_escape = 'a'
            self.state = ch
        elif ch in self.wordchars:
            self.token, self.state = ch, 'a'
        elif ch in self._punctuation_chars:
            self.token, self.state = ch, 'c'
        elif ch in self.quotes:
            if not self.posix:
                self.token = ch
            self.state = ch
        elif self.whitespace_split:
            self.token, self.state = ch, 'a'
        else:
            # any other character is a token of its own
            self.token = ch
            return self._token_ready()
        return False

    def _in_quote(self, quote, ch):
        self._saw_quote = True
        if not ch:
            raise ValueError("No closing quotation")
        if ch == quote:
            if self.posix:
                # POSIX: the closing quote joins whatever follows into one word
                self.state = 'a'
                return False
            self.token += ch
            self.state = ' '
            return True
        if self.posix and ch in self.escape and quote in self.escapedquotes:
            self._after_escape = quote
            self.state = ch
        else:
            self.token += ch
        return False

    def _in_escape(self, esc, ch):
        if not ch:
            raise ValueError("No escaped character")
        back = self._after_escape
        # inside quotes only the quote and the escape itself lose the backslash
        if back in self.quotes and ch not in (esc, back):
            self.token += esc
        self.token += ch
        self.state = back
        return False

    def _in_word(self, kind, ch):
        if not ch:
            self.state = None
            return True
        if ch in self.whitespace:
            self.state = ' '
            return self._token_ready()
        if ch in self.commenters:
            self.instream.readline()
            self.lineno += 1
            if not self.posix:
                return False
            self.state = ' '
            return self._token_ready()
        if kind == 'c':
            if ch in self._punctuation_chars:
                self.token += ch
                return False
            # (whitespace was handled above) the character starts the next token
            self._pushback_chars.append(ch)
            self.state = ' '
            return True
        if self.posix and ch in self.quotes:
            self.state = ch
        elif self.posix and ch in self.escape:
            self._after_escape = 'a'
            self.state = ch
        elif ch in self.wordchars or ch in self.quotes or (
                self.whitespace_split and ch not in self._punctuation_chars):
            self.token += ch
        else:
            # the word ends here; this character is read again for the next token
            if self._punctuation_chars:
                self._pushback_chars.append(ch)
            else:
                self.pushback.appendleft(ch)
            self.state = ' '
            return self._token_ready()
        return False

    def read_token(self):
        self._saw_quote = False
        self._after_escape = ' '
        while True:
            ch = self._next_char()
            if ch == '\n':
                self.lineno += 1
            st = self.state
            if st is None:
                self.token = ''
                break
            if st == ' ':
                ready = self._in_blank(ch)
            elif st in self.quotes:
                ready = self._in_quote(st, ch)
            elif st in self.escape:
                ready = self._in_escape(st, ch)
            elif st == 'a' or st == 'c':
                ready = self._in_word(st, ch)
            else:
                ready = False
            if ready:
                break
        tok, self.token = self.token, ''
        if tok == '' and self.posix and not self._saw_quote:
            return None
        return tok

    def sourcehook(self, newfile):
        "Hook called on a filename to be sourced."
        raise OSError('shlex: sourcing files is not available in pyeval (no host files)')

    def error_leader(self, infile=None, lineno=None):
        "Emit a C-compiler-like, Emacs-friendly error-message leader."
        name = self.infile if infile is None else infile
        line = self.lineno if lineno is None else lineno
        return '"' + str(name) + '", line ' + ('%d' % line) + ': '

    def __iter__(self):
        return self

    def __next__(self):
        token = self.get_token()
        if token == self.eof:
            raise StopIteration
        return token


def split(s, comments=False, posix=True):
    """Split the string *s* using shell-like syntax."""
    if s is None:
        _warn_none_split()
    lexer = shlex(s, posix=posix)
    lexer.whitespace_split = True
    lexer.commenters = '#' if comments else ''
    return [tok for tok in lexer]


def _warn_none_split():
    try:
        import warnings
    except ImportError:  # before pyeval has a warnings module
        return
    warnings.warn("Passing None for 's' to shlex.split() is deprecated.",
                  DeprecationWarning, stacklevel=3)


def join(split_command):
    """Return a shell-escaped string from *split_command*."""
    return ' '.join(quote(arg) for arg in split_command)


# a word made only of these needs no quoting
_SAFE_WORD = re.compile(r'[\w@%+=:,./-]*', re.ASCII).fullmatch


def quote(s):
    """Return a shell-escaped version of the string *s*."""
    if not s:
        return "''"
    if _SAFE_WORD(s):
        return s
    # inside single quotes nothing is special but the quote itself: end the quoted
    # part, emit a double-quoted ', and start a new single-quoted part
    pieces = s.split("'")
    return "'" + "'\"'\"'".join(pieces) + "'"
