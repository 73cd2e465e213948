"""Object-oriented paths, as CPython 3.11's pathlib, over the VM's virtual file tree.

pyeval's own implementation. Only the POSIX flavour exists: PurePath() makes a
PurePosixPath and Path() a PosixPath; PureWindowsPath and WindowsPath are absent.
The tree has no users, owners, links or permissions: owner(), group(), chmod(),
symlink_to(), hardlink_to() and readlink() raise PermissionError, and home() /
expanduser() find no home directory (RuntimeError, as CPython without one).
"""

import fnmatch
import io
import os
import posixpath
from collections.abc import Sequence as _Sequence

__all__ = ['PurePath', 'PurePosixPath', 'Path', 'PosixPath']


def _parse(args):
    """(root, parts) of the joined arguments, normalised as CPython's pathlib does:
    repeated slashes and '.' components go, '..' stays, exactly two leading slashes
    are kept."""
    root = ''
    parts = []
    for a in args:
        if isinstance(a, PurePath):
            s = str(a)
        else:
            s = os.fspath(a)
            if not isinstance(s, str):
                raise TypeError('argument should be a str object or an os.PathLike '
                                'object returning str, not %r' % type(s))
        if not s:
            continue
        if s.startswith('/'):
            root = '//' if s.startswith('//') and not s.startswith('///') else '/'
            parts = []
        parts.extend(x for x in s.split('/') if x and x != '.')
    return root, parts



def _suffix_dot(name):
    # the index of the dot that opens name's final suffix, or None: a leading dot
    # (a hidden file's name) or a trailing dot opens none
    dot = name.rfind('.')
    return dot if 0 < dot < len(name) - 1 else None

class _Parents(_Sequence):
    def __init__(self, path):
        self._path = path
        self._n = len(path._parts)

    def __len__(self):
        return self._n

    def __getitem__(self, idx):
        count = self._n
        if isinstance(idx, slice):
            picked = []
            for i in range(*idx.indices(count)):
                picked.append(self[i])
            return tuple(picked)
        if idx >= count or idx < -count:
            raise IndexError(idx)
        # parents[0] drops the last component, parents[k] drops k + 1 of them;
        # a negative index counts from the root end
        drop = idx + 1 if idx >= 0 else count + idx + 1
        p = self._path
        return p._make(p._root, p._parts[:count - drop])

    def __repr__(self):
        return '<{}.parents>'.format(type(self._path).__name__)


class PurePath:
    __slots__ = ('_root', '_parts', '_str')

    def __new__(cls, *args):
        if cls is PurePath:
            cls = PurePosixPath
        self = object.__new__(cls)
        self._root, self._parts = _parse(args)
        self._str = None
        return self

    @classmethod
    def _make(cls, root, parts):
        # root and parts are already normalized: skip the parsing of __new__
        made = object.__new__(cls)
        made._root, made._parts, made._str = root, list(parts), None
        return made

    def __reduce__(self):
        return (self.__class__, tuple(self.parts))

    def __str__(self):
        if self._str is None:
            self._str = (self._root + '/'.join(self._parts)) or '.'
        return self._str

    def __fspath__(self):
        return str(self)

    def as_posix(self):
        return str(self)

    def __bytes__(self):
        return os.fsencode(self)

    def __repr__(self):
        return '{}({!r})'.format(self.__class__.__name__, self.as_posix())

    def as_uri(self):
        if not self.is_absolute():
            raise ValueError("relative path can't be expressed as a file URI")
        from urllib.parse import quote_from_bytes
        return 'file://' + quote_from_bytes(bytes(self))

    def _key(self):
        return (self._root, self._parts)

    def __eq__(self, other):
        if not isinstance(other, PurePath):
            return NotImplemented
        return str(self) == str(other)

    def __hash__(self):
        return hash(str(self))

    def _cmp_parts(self, other):
        if not isinstance(other, PurePath):
            return NotImplemented
        return [self._root] + self._parts, [other._root] + other._parts

    def __lt__(self, other):
        c = self._cmp_parts(other)
        return c if c is NotImplemented else c[0] < c[1]

    def __le__(self, other):
        c = self._cmp_parts(other)
        return c if c is NotImplemented else c[0] <= c[1]

    def __gt__(self, other):
        c = self._cmp_parts(other)
        return c if c is NotImplemented else c[0] > c[1]

    def __ge__(self, other):
        c = self._cmp_parts(other)
        return c if c is NotImplemented else c[0] >= c[1]

    @property
    def drive(self):
        return ''

    @property
    def root(self):
        return self._root

    @property
    def anchor(self):
        return self._root

    @property
    def parts(self):
        return tuple(([self._root] if self._root else []) + self._parts)

    @property
    def name(self):
        return self._parts[-1] if self._parts else ''

    @property
    def suffix(self):
        name = self.name
        dot = _suffix_dot(name)
        return '' if dot is None else name[dot:]

    @property
    def suffixes(self):
        name = self.name
        if name[-1:] == '.':
            return []
        # leading dots belong to the stem ('.bashrc'); each later dot opens a suffix
        pieces = name.lstrip('.').split('.')
        found = []
        for piece in pieces[1:]:
            found.append('.' + piece)
        return found

    @property
    def stem(self):
        name = self.name
        dot = _suffix_dot(name)
        return name if dot is None else name[:dot]

    @property
    def parent(self):
        if not self._parts:
            return self
        return self._make(self._root, self._parts[:-1])

    @property
    def parents(self):
        return _Parents(self)

    def with_name(self, name):
        if not self.name:
            raise ValueError('%r has an empty name' % (self,))
        if not name or '/' in name or name == '.':
            raise ValueError('Invalid name %r' % (name,))
        return self._make(self._root, self._parts[:-1] + [name])

    def with_stem(self, stem):
        return self.with_name(stem + self.suffix)

    def with_suffix(self, suffix):
        # a suffix is empty, or a dot followed by at least one character, no separator
        if '/' in suffix or suffix == '.' or (suffix and not suffix.startswith('.')):
            raise ValueError(f'Invalid suffix {suffix!r}')
        if not self.name:
            raise ValueError(f'{self!r} has an empty name')
        return self._make(self._root, self._parts[:-1] + [self.stem + suffix])

    def relative_to(self, *other):
        if not other:
            raise TypeError('need at least one argument')
        root, parts = _parse(other)
        n = len(parts)
        if root != self._root or self._parts[:n] != parts:
            formatted = (root + '/'.join(parts)) or '.'
            raise ValueError('{!r} is not in the subpath of {!r} OR one path is relative '
                             'and the other is absolute.'.format(str(self), formatted))
        return self._make('', self._parts[n:])

    def is_relative_to(self, *other):
        # the test relative_to makes, without building the result
        if not other:
            raise TypeError('need at least one argument')
        root, parts = _parse(other)
        return root == self._root and self._parts[:len(parts)] == parts

    def is_absolute(self):
        return bool(self._root)

    def is_reserved(self):
        return False

    def joinpath(self, *args):
        return self.__class__(self, *args)

    def __truediv__(self, key):
        try:
            return self.__class__(self, key)
        except TypeError:
            return NotImplemented

    def __rtruediv__(self, key):
        try:
            return self.__class__(key, self)
        except TypeError:
            return NotImplemented

    def match(self, path_pattern):
        root, pat = _parse([path_pattern])
        if not pat and not root:
            raise ValueError('empty pattern')
        parts = list(self.parts)
        if root:
            pat = [root] + pat
            if len(pat) != len(parts):
                return False
        elif len(pat) > len(parts):
            return False
        for part, p in zip(reversed(parts), reversed(pat)):
            if not fnmatch.fnmatchcase(part, p):
                return False
        return True

    def __class_getitem__(cls, item):
        import types
        return types.GenericAlias(cls, item)


class PurePosixPath(PurePath):
    __slots__ = ()


os.PathLike.register(PurePath)


def _refuse(what):
    raise PermissionError(f'Path.{what}() is not available in the sandbox: it has no '
                          'users, links or permissions')


class Path(PurePath):
    __slots__ = ()

    def __new__(cls, *args, **kwargs):
        if cls is Path:
            cls = PosixPath
        return PurePath.__new__(cls, *args)

    def __enter__(self):
        return self

    def __exit__(self, t, v, tb):
        pass

    @classmethod
    def cwd(cls):
        return cls(os.getcwd())

    @classmethod
    def home(cls):
        raise RuntimeError('Could not determine home directory.')

    def expanduser(self):
        if self._parts and self._parts[0].startswith('~') and not self._root:
            raise RuntimeError('Could not determine home directory.')
        return self

    def absolute(self):
        if self.is_absolute():
            return self
        return self.__class__(os.getcwd(), self)

    def resolve(self, strict=False):
        s = posixpath.abspath(str(self))
        if strict:
            os.stat(s)
        return self.__class__(s)

    def stat(self, *, follow_symlinks=True):
        return os.stat(self)

    def lstat(self):
        return os.stat(self)

    def exists(self):
        return os.path.exists(self)

    def is_file(self):
        return os.path.isfile(self)

    def is_dir(self):
        return os.path.isdir(self)

    def is_symlink(self):
        return False

    def is_mount(self):
        return str(self.resolve()) == '/'

    def is_socket(self):
        return False

    def is_fifo(self):
        return False

    def is_block_device(self):
        return False

    def is_char_device(self):
        return False

    def samefile(self, other_path):
        if not isinstance(other_path, PurePath):
            other_path = self.__class__(other_path)
        return os.path.samefile(self, other_path)

    def open(self, mode='r', buffering=-1, encoding=None, errors=None, newline=None):
        return io.open(self, mode, buffering, encoding, errors, newline)

    def read_bytes(self):
        with self.open(mode='rb') as f:
            return f.read()

    def read_text(self, encoding=None, errors=None):
        with self.open(mode='r', encoding=encoding, errors=errors) as f:
            return f.read()

    def write_bytes(self, data):
        if isinstance(data, str) or not hasattr(data, '__len__') and not isinstance(
                data, (bytes, bytearray)):
            raise TypeError("memoryview: a bytes-like object is required, not '%s'"
                            % type(data).__name__)
        data = bytes(data)
        with self.open(mode='wb') as f:
            return f.write(data)

    def write_text(self, data, encoding=None, errors=None, newline=None):
        if isinstance(data, str):
            stream = self.open('w', encoding=encoding, errors=errors, newline=newline)
            with stream:
                return stream.write(data)
        raise TypeError('data must be str, not ' + data.__class__.__name__)

    def iterdir(self):
        for name in os.listdir(self):
            yield self._make_child(name)

    def _make_child(self, name):
        return self._make(self._root, self._parts + [name])

    def glob(self, pattern):
        root, pat = _parse([pattern])
        if not pat:
            raise ValueError('Unacceptable pattern: {!r}'.format(pattern))
        if root:
            raise NotImplementedError('Non-relative patterns are unsupported')
        if pattern.endswith('/'):
            pat.append('')
        yield from self._glob(pat)

    def rglob(self, pattern):
        root, pat = _parse([pattern])
        if root:
            raise NotImplementedError('Non-relative patterns are unsupported')
        if pattern.endswith('/'):
            pat.append('')
        yield from self._glob(['**'] + pat)

    def _glob(self, pat):
        seen = set()
        for p in self._glob_parts(self, pat):
            key = str(p)
            if key not in seen:
                seen.add(key)
                yield p

    def _glob_parts(self, base, pat):
        if not pat:
            yield base
            return
        first, rest = pat[0], pat[1:]
        if first == '':
            if base.is_dir():
                yield base
            return
        if first == '**':
            if not base.is_dir():
                return
            for d in self._walk_dirs(base):
                yield from self._glob_parts(d, rest)
            return
        if not any(c in first for c in '*?['):
            child = base._make_child(first)
            if (rest and child.is_dir()) or (not rest and child.exists()):
                yield from self._glob_parts(child, rest)
            return
        try:
            names = os.listdir(base)
        except OSError:
            return
        for name in names:
            if fnmatch.fnmatchcase(name, first):
                child = base._make_child(name)
                if rest and not child.is_dir():
                    continue
                yield from self._glob_parts(child, rest)

    def _walk_dirs(self, base):
        stack = [base]
        while stack:
            d = stack.pop()
            yield d
            try:
                names = os.listdir(d)
            except OSError:
                continue
            for name in reversed(names):
                child = d._make_child(name)
                if child.is_dir():
                    stack.append(child)

    def mkdir(self, mode=0o777, parents=False, exist_ok=False):
        # Try this directory; while its parent is missing (and parents is set) go up
        # one level and try there, then create the levels below on the way back down.
        # Ancestors get the default mode and may already exist.
        chain = [self]
        while True:
            level = chain[-1]
            try:
                level._mkdir_level(level is self, mode, exist_ok)
                break
            except FileNotFoundError:
                if not parents or level.parent == level:
                    raise
                chain.append(level.parent)
        for level in reversed(chain[:-1]):
            level._mkdir_level(level is self, mode, exist_ok)

    def _mkdir_level(self, is_target, mode, exist_ok):
        if is_target:
            self._mkdir_here(mode, exist_ok)
        else:
            self._mkdir_here(0o777, True)

    def _mkdir_here(self, mode, exist_ok):
        try:
            os.mkdir(self, mode)
        except OSError as err:
            # a missing parent is never excused by exist_ok; otherwise any error on
            # an existing directory is (EEXIST is not the only one it can give)
            if isinstance(err, FileNotFoundError) or not (exist_ok and self.is_dir()):
                raise

    def touch(self, mode=0o666, exist_ok=True):
        if self.exists():
            if not exist_ok:
                raise FileExistsError(17, 'File exists', str(self))
            if self.is_file():
                data = self.read_bytes()
                self.write_bytes(data)
            return
        with self.open('xb'):
            pass

    def unlink(self, missing_ok=False):
        if not missing_ok:
            os.unlink(self)
            return
        try:
            os.unlink(self)
        except FileNotFoundError:
            pass

    def rmdir(self):
        os.rmdir(self)

    def rename(self, target):
        os.rename(self, target)
        return self.__class__(target)

    def replace(self, target):
        os.replace(self, target)
        return self.__class__(target)

    def owner(self):
        _refuse('owner')

    def group(self):
        _refuse('group')

    def chmod(self, mode, *, follow_symlinks=True):
        _refuse('chmod')

    def lchmod(self, mode):
        _refuse('lchmod')

    def symlink_to(self, target, target_is_directory=False):
        _refuse('symlink_to')

    def hardlink_to(self, target):
        _refuse('hardlink_to')

    def link_to(self, target):
        _refuse('link_to')

    def readlink(self):
        _refuse('readlink')


class PosixPath(Path, PurePosixPath):
    __slots__ = ()
