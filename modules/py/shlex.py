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
        if isinstance(instream, str):
            instream = StringIO(instream)
        if instream is not None:
            self.instream = instream
            self.infile = infile
        else:
            self.instream = sys.stdin
            self.infile = None
        self.posix = posix
        self.eof = None if posix else ''
        self.commenters = '#'
        self.wordchars = _ASCII_WORD + (_LATIN1_WORD if posix else '')
        self.whitespace = ' \t\r\n'
        self.whitespace_split = False
        self.quotes = '\'"'
        self.escape = '\\'
        self.escapedquotes = '"'
        self.state = ' '
        self.pushback = deque()
        self.lineno = 1
        self.debug = 0
        self.token = ''
        self.filestack = deque()
        self.source = None
        if not punctuation_chars:
            punctuation_chars = ''
        elif punctuation_chars is True:
            punctuation_chars = '();<>|&'
        self._punctuation_chars = punctuation_chars
        if punctuation_chars:
            self._pushback_chars = deque()
            # these may start or continue a word when punctuation is split off
            self.wordchars += '~-./*?='
            self.wordchars = ''.join(c for c in self.wordchars
                                     if c not in punctuation_chars)

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
        raw = self.read_token()
        if self.source is not None:
            while raw == self.source:
                spec = self.sourcehook(self.read_token())
                if spec:
                    (newfile, newstream) = spec
                    self.push_source(newstream, newfile)
                raw = self.get_token()
        while raw == self.eof:
            if not self.filestack:
                return self.eof
            self.pop_source()
            raw = self.get_token()
        return raw

    def _next_char(self):
        if self._punctuation_chars and self._pushback_chars:
            return self._pushback_chars.pop()
        return self.instream.read(1)

    def read_token(self):
        quoted = False
        escapedstate = ' '
        posix = self.posix
        while True:
            nextchar = self._next_char()
            if nextchar == '\n':
                self.lineno += 1
            state = self.state
            if state is None:
                self.token = ''
                break
            if state == ' ':
                if not nextchar:
                    self.state = None
                    break
                if nextchar in self.whitespace:
                    if self.token or (posix and quoted):
                        break
                    continue
                if nextchar in self.commenters:
                    self.instream.readline()
                    self.lineno += 1
                elif posix and nextchar in self.escape:
                    escapedstate = 'a'
                    self.state = nextchar
                elif nextchar in self.wordchars:
                    self.token = nextchar
                    self.state = 'a'
                elif nextchar in self._punctuation_chars:
                    self.token = nextchar
                    self.state = 'c'
                elif nextchar in self.quotes:
                    if not posix:
                        self.token = nextchar
                    self.state = nextchar
                elif self.whitespace_split:
                    self.token = nextchar
                    self.state = 'a'
                else:
                    self.token = nextchar
                    if self.token or (posix and quoted):
                        break
            elif state in self.quotes:
                quoted = True
                if not nextchar:
                    raise ValueError("No closing quotation")
                if nextchar == state:
                    if not posix:
                        self.token += nextchar
                        self.state = ' '
                        break
                    self.state = 'a'
                elif posix and nextchar in self.escape and state in self.escapedquotes:
                    escapedstate = state
                    self.state = nextchar
                else:
                    self.token += nextchar
            elif state in self.escape:
                if not nextchar:
                    raise ValueError("No escaped character")
                # inside quotes only the quote and the escape itself are escapable
                if escapedstate in self.quotes and nextchar != state \
                        and nextchar != escapedstate:
                    self.token += state
                self.token += nextchar
                self.state = escapedstate
            elif state in ('a', 'c'):
                if not nextchar:
                    self.state = None
                    break
                if nextchar in self.whitespace:
                    self.state = ' '
                    if self.token or (posix and quoted):
                        break
                    continue
                if nextchar in self.commenters:
                    self.instream.readline()
                    self.lineno += 1
                    if posix:
                        self.state = ' '
                        if self.token or (posix and quoted):
                            break
                        continue
                elif state == 'c':
                    if nextchar in self._punctuation_chars:
                        self.token += nextchar
                    else:
                        if nextchar not in self.whitespace:
                            self._pushback_chars.append(nextchar)
                        self.state = ' '
                        break
                elif posix and nextchar in self.quotes:
                    self.state = nextchar
                elif posix and nextchar in self.escape:
                    escapedstate = 'a'
                    self.state = nextchar
                elif (nextchar in self.wordchars or nextchar in self.quotes
                      or (self.whitespace_split
                          and nextchar not in self._punctuation_chars)):
                    self.token += nextchar
                else:
                    if self._punctuation_chars:
                        self._pushback_chars.append(nextchar)
                    else:
                        self.pushback.appendleft(nextchar)
                    self.state = ' '
                    if self.token or (posix and quoted):
                        break
                    continue
        result = self.token
        self.token = ''
        if posix and not quoted and result == '':
            result = None
        return result

    def sourcehook(self, newfile):
        "Hook called on a filename to be sourced."
        raise OSError('shlex: sourcing files is not available in pyeval (no host files)')

    def error_leader(self, infile=None, lineno=None):
        "Emit a C-compiler-like, Emacs-friendly error-message leader."
        if infile is None:
            infile = self.infile
        if lineno is None:
            lineno = self.lineno
        return "\"%s\", line %d: " % (infile, lineno)

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
        try:
            import warnings
        except ImportError:  # before pyeval has a warnings module
            pass
        else:
            warnings.warn("Passing None for 's' to shlex.split() is deprecated.",
                          DeprecationWarning, stacklevel=2)
    lex = shlex(s, posix=posix)
    lex.whitespace_split = True
    if not comments:
        lex.commenters = ''
    return list(lex)


def join(split_command):
    """Return a shell-escaped string from *split_command*."""
    return ' '.join(quote(arg) for arg in split_command)


_unsafe = re.compile(r'[^\w@%+=:,./-]', re.ASCII).search


def quote(s):
    """Return a shell-escaped version of the string *s*."""
    if not s:
        return "''"
    if _unsafe(s) is None:
        return s
    # close the single quotes, add a double-quoted single quote, reopen them
    return "'" + s.replace("'", "'\"'\"'") + "'"
