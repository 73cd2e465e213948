"""Common operations on POSIX pathnames (os.path), as CPython 3.11's posixpath.

pyeval's own implementation. The string functions follow CPython's rules exactly;
the ones that look at files (exists, isfile, isdir, getsize, ...) ask the VM's
virtual file tree (_vfs, docs/files.md). There are no symlinks in the tree's
own layer, so islink is False, realpath is abspath and lexists is exists.
"""

import _vfs

__all__ = ['normcase', 'isabs', 'join', 'splitdrive', 'split', 'splitext', 'basename',
           'dirname', 'commonprefix', 'getsize', 'getmtime', 'getatime', 'getctime',
           'islink', 'exists', 'lexists', 'isdir', 'isfile', 'ismount', 'expanduser',
           'expandvars', 'normpath', 'abspath', 'samefile', 'sameopenfile', 'samestat',
           'curdir', 'pardir', 'sep', 'pathsep', 'defpath', 'altsep', 'extsep',
           'devnull', 'realpath', 'supports_unicode_filenames', 'relpath', 'commonpath']

curdir = '.'
pardir = '..'
extsep = '.'
sep = '/'
pathsep = ':'
defpath = '/bin:/usr/bin'
altsep = None
devnull = '/dev/null'
supports_unicode_filenames = False


def _fspath(p):
    if isinstance(p, (str, bytes)):
        return p
    t = type(p)
    f = getattr(t, '__fspath__', None)
    if f is None:
        raise TypeError('expected str, bytes or os.PathLike object, not ' + t.__name__)
    r = f(p)
    if not isinstance(r, (str, bytes)):
        raise TypeError('expected %s.__fspath__() to return str or bytes, not %s'
                        % (t.__name__, type(r).__name__))
    return r


def _sep(p):
    return b'/' if isinstance(p, bytes) else '/'


def _str(p):
    # the tree's own paths are str; bytes paths are decoded as the file system's
    return p.decode('utf-8', 'surrogateescape') if isinstance(p, bytes) else p


_NOT_A_PATH = '{}() argument must be str, bytes, or os.PathLike object, not {!r}'
_STR_BYTES_MIX = "Can't mix strings and bytes in path components"


def _check_arg_types(funcname, *args):
    # Called after an operation failed: name the argument that is not a path, or the
    # str/bytes mix, in the words CPython uses. Returns when neither applies.
    for arg in args:
        if not isinstance(arg, (str, bytes)):
            raise TypeError(_NOT_A_PATH.format(funcname, arg.__class__.__name__)) from None
    # all are paths now: they must be all text or all bytes
    if len({isinstance(arg, str) for arg in args}) > 1:
        raise TypeError(_STR_BYTES_MIX) from None


def normcase(s):
    return _fspath(s)


def isabs(s):
    s = _fspath(s)
    return s.startswith(_sep(s))


def _join_two(left, right, slash):
    # an absolute component throws away everything before it
    if right.startswith(slash):
        return right
    if left and not left.endswith(slash):
        return left + slash + right
    return left + right


def join(a, *p):
    head = _fspath(a)
    slash = _sep(head)
    # any type error (a non-path, or str mixed with bytes) is reported in CPython's
    # words by _check_arg_types
    try:
        out = head
        for part in map(_fspath, p):
            out = _join_two(out, part, slash)
    except (TypeError, AttributeError, BytesWarning):
        _check_arg_types('join', head, *p)
        raise
    return out


def split(p):
    p = _fspath(p)
    cut = p.rfind(_sep(p)) + 1
    return _head_without_slashes(p[:cut], _sep(p)), p[cut:]


def _head_without_slashes(head, slash):
    # trailing slashes leave the head, except when it is nothing but slashes
    # ('/', '//', '///' stay as they are)
    if head.strip(slash):
        return head.rstrip(slash)
    return head


def splitext(p):
    p = _fspath(p)
    dot = b'.' if isinstance(p, bytes) else '.'
    name_start = p.rfind(_sep(p)) + 1
    last_dot = p.rfind(dot)
    # the extension starts at the last dot of the final component, unless every
    # character before that dot in the component is a dot too ('.bashrc', '..x')
    if last_dot > name_start and p[name_start:last_dot].strip(dot):
        return p[:last_dot], p[last_dot:]
    return p, p[:0]


def splitdrive(p):
    p = _fspath(p)
    return p[:0], p


def basename(p):
    p = _fspath(p)
    i = p.rfind(_sep(p)) + 1
    return p[i:]


def dirname(p):
    return split(p)[0]


def commonprefix(m):
    if not m:
        return ''
    # sequences of components are compared as they are; anything else as paths
    items = m if isinstance(m[0], (list, tuple)) else tuple(map(_fspath, m))
    # what the smallest and the largest share, every item between them shares too
    low, high = min(items), max(items)
    size = len(low)
    k = 0
    while k < size and not (low[k] != high[k]):
        k += 1
    return low if k == size else low[:k]


def _stat(path):
    return _vfs.stat(_str(_fspath(path)))


def _stat_or_none(path):
    # a path that cannot be stat'ed (missing, or with a NUL) is just absent; a
    # non-path argument still raises
    try:
        return _stat(path)
    except (OSError, ValueError):
        return None


def exists(path):
    return _stat_or_none(path) is not None


lexists = exists


def isfile(path):
    try:
        return _stat(path)[0] == 1
    except (OSError, ValueError):
        return False


def isdir(s):
    try:
        return _stat(s)[0] == 2
    except (OSError, ValueError):
        return False


def islink(path):
    # the sandbox file system has no symbolic links; the argument is still checked
    _stat_or_none(path)
    return False


def ismount(path):
    return normpath(abspath(path)) in ('/', b'/')


def getsize(filename):
    return _stat(filename)[1]


def getmtime(filename):
    return _stat(filename)[2]


getatime = getmtime
getctime = getmtime


def samefile(f1, f2):
    _stat(f1)
    _stat(f2)
    return abspath(_str(_fspath(f1))) == abspath(_str(_fspath(f2)))


def samestat(s1, s2):
    return s1 == s2


def sameopenfile(fp1, fp2):
    raise OSError(9, 'Bad file descriptor')


def expanduser(path):
    # the sandbox has no home directory: paths come back unchanged
    return _fspath(path)


def expandvars(path):
    path = _fspath(path)
    if isinstance(path, bytes) or '$' not in path:
        # no environb in the sandbox: bytes paths keep their $names
        return path
    import re
    env = _vfs.environ()
    replaced = []

    def lookup(m):
        word = m.group(1)
        if word[:1] == '{':
            word = word[1:-1]
        found = env.get(word)
        if found is None:
            return m.group(0)
        replaced.append(word)
        return found

    # unknown names stay as written; a value goes in as it is, never expanded again
    result = re.sub(r'\$(\w+|\{[^}]*\})', lookup, path, flags=re.ASCII)
    return result if replaced else path


def normpath(path):
    path = _fspath(path)
    if isinstance(path, bytes):
        slash, dot, dotdot = b'/', b'.', b'..'
    else:
        slash, dot, dotdot = '/', '.', '..'
    if not path:
        return dot
    # POSIX keeps exactly two leading slashes; three or more count as one
    leading = len(path) - len(path.lstrip(slash))
    if leading == 2:
        root = slash * 2
    elif leading:
        root = slash
    else:
        root = path[:0]
    kept = []
    for part in path.split(slash):
        if not part or part == dot:
            continue
        if part != dotdot:
            kept.append(part)
        elif kept and kept[-1] != dotdot:
            kept.pop()
        elif not root:
            # a relative path keeps the '..' it cannot resolve; at a root it goes
            kept.append(part)
    return (root + slash.join(kept)) or dot


def _cwd_as(path):
    # the working directory, as bytes when path is bytes
    cwd = _vfs.getcwd()
    return cwd.encode('utf-8', 'surrogateescape') if isinstance(path, bytes) else cwd


def abspath(path):
    path = _fspath(path)
    if isabs(path):
        return normpath(path)
    return normpath(join(_cwd_as(path), path))


def realpath(filename, *, strict=False):
    filename = _fspath(filename)
    if strict:
        _stat(filename)
    return abspath(filename)


def relpath(path, start=None):
    if not path:
        raise ValueError('no path specified')
    path = _fspath(path)
    is_bytes = isinstance(path, bytes)
    here = b'.' if is_bytes else '.'
    up = b'..' if is_bytes else '..'
    start = here if start is None else _fspath(start)
    if isinstance(start, bytes) != is_bytes:
        _check_arg_types('relpath', path, start)
    slash = _sep(path)
    from_parts = _components(abspath(start), slash)
    to_parts = _components(abspath(path), slash)
    shared = 0
    for a, b in zip(from_parts, to_parts):
        if a != b:
            break
        shared += 1
    # climb out of what is left of start, then go down into the rest of path
    steps = [up] * (len(from_parts) - shared)
    steps.extend(to_parts[shared:])
    if not steps:
        return here
    return slash.join(steps)


def _components(p, slash):
    # the non-empty names of a path, in order
    names = []
    for name in p.split(slash):
        if name:
            names.append(name)
    return names


def commonpath(paths):
    if not paths:
        raise ValueError('commonpath() arg is an empty sequence')
    paths = tuple(map(_fspath, paths))
    slash = _sep(paths[0])
    here = b'.' if isinstance(slash, bytes) else '.'
    try:
        pieces = []
        for p in paths:
            pieces.append(p.split(slash))
    except (TypeError, AttributeError):
        _check_arg_types('commonpath', *paths)
        raise
    absolute = {p[:1] == slash for p in paths}
    if len(absolute) > 1:
        raise ValueError("Can't mix absolute and relative paths")
    common = None
    for names in pieces:
        names = [n for n in names if n and n != here]
        if common is None:
            common = names
            continue
        n = 0
        while n < len(common) and n < len(names) and common[n] == names[n]:
            n += 1
        del common[n:]
    prefix = slash if True in absolute else slash[:0]
    return prefix + slash.join(common)
