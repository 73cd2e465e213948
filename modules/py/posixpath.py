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


def _check_arg_types(funcname, *args):
    hasstr = hasbytes = False
    for s in args:
        if isinstance(s, str):
            hasstr = True
        elif isinstance(s, bytes):
            hasbytes = True
        else:
            raise TypeError(f'{funcname}() argument must be str, bytes, or '
                            f'os.PathLike object, not {s.__class__.__name__!r}') from None
    if hasstr and hasbytes:
        raise TypeError("Can't mix strings and bytes in path components") from None


def normcase(s):
    return _fspath(s)


def isabs(s):
    s = _fspath(s)
    return s.startswith(_sep(s))


def join(a, *p):
    a = _fspath(a)
    sep = _sep(a)
    path = a
    try:
        if not p:
            path[:0] + sep
        for b in map(_fspath, p):
            if b.startswith(sep):
                path = b
            elif not path or path.endswith(sep):
                path += b
            else:
                path += sep + b
    except (TypeError, AttributeError, BytesWarning):
        _check_arg_types('join', a, *p)
        raise
    return path


def split(p):
    p = _fspath(p)
    sep = _sep(p)
    i = p.rfind(sep) + 1
    head, tail = p[:i], p[i:]
    if head and head != sep * len(head):
        head = head.rstrip(sep)
    return head, tail


def splitext(p):
    p = _fspath(p)
    if isinstance(p, bytes):
        sep, extsep_ = b'/', b'.'
    else:
        sep, extsep_ = '/', '.'
    sep_index = p.rfind(sep)
    dot_index = p.rfind(extsep_)
    if dot_index > sep_index:
        filename_index = sep_index + 1
        while filename_index < dot_index:
            if p[filename_index:filename_index + 1] != extsep_:
                return p[:dot_index], p[dot_index:]
            filename_index += 1
    return p, p[:0]


def splitdrive(p):
    p = _fspath(p)
    return p[:0], p


def basename(p):
    p = _fspath(p)
    i = p.rfind(_sep(p)) + 1
    return p[i:]


def dirname(p):
    p = _fspath(p)
    sep = _sep(p)
    i = p.rfind(sep) + 1
    head = p[:i]
    if head and head != sep * len(head):
        head = head.rstrip(sep)
    return head


def commonprefix(m):
    if not m:
        return ''
    if not isinstance(m[0], (list, tuple)):
        m = tuple(map(_fspath, m))
    s1 = min(m)
    s2 = max(m)
    for i, c in enumerate(s1):
        if c != s2[i]:
            return s1[:i]
    return s1


def _stat(path):
    return _vfs.stat(_str(_fspath(path)))


def exists(path):
    try:
        _stat(path)
    except (OSError, ValueError):
        return False
    return True


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
    try:
        _stat(path)
    except (OSError, ValueError):
        return False
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
    if isinstance(path, bytes):
        if b'$' not in path:
            return path
        import re
        search = re.compile(br'\$(\w+|\{[^}]*\})', re.ASCII).search
        start, end = b'{', b'}'
        environ = None
    else:
        if '$' not in path:
            return path
        import re
        search = re.compile(r'\$(\w+|\{[^}]*\})', re.ASCII).search
        start, end = '{', '}'
        environ = _vfs.environ()
    i = 0
    while True:
        m = search(path, i)
        if not m:
            break
        i, j = m.span(0)
        name = m.group(1)
        if name.startswith(start) and name.endswith(end):
            name = name[1:-1]
        value = None if environ is None else environ.get(name)
        if value is None:
            i = j
        else:
            tail = path[j:]
            path = path[:i] + value
            i = len(path)
            path += tail
    return path


def normpath(path):
    path = _fspath(path)
    if isinstance(path, bytes):
        sep, empty, dot, dotdot = b'/', b'', b'.', b'..'
    else:
        sep, empty, dot, dotdot = '/', '', '.', '..'
    if path == empty:
        return dot
    initial_slashes = path.startswith(sep)
    if initial_slashes and path.startswith(sep * 2) and not path.startswith(sep * 3):
        initial_slashes = 2
    comps = path.split(sep)
    new_comps = []
    for comp in comps:
        if comp in (empty, dot):
            continue
        if (comp != dotdot or (not initial_slashes and not new_comps) or
                (new_comps and new_comps[-1] == dotdot)):
            new_comps.append(comp)
        elif new_comps:
            new_comps.pop()
    comps = new_comps
    path = sep.join(comps)
    if initial_slashes:
        path = sep * initial_slashes + path
    return path or dot


def abspath(path):
    path = _fspath(path)
    if not isabs(path):
        if isinstance(path, bytes):
            cwd = _vfs.getcwd().encode('utf-8', 'surrogateescape')
        else:
            cwd = _vfs.getcwd()
        path = join(cwd, path)
    return normpath(path)


def realpath(filename, *, strict=False):
    filename = _fspath(filename)
    if strict:
        _stat(filename)
    return abspath(filename)


def relpath(path, start=None):
    if not path:
        raise ValueError('no path specified')
    path = _fspath(path)
    if isinstance(path, bytes):
        curdir_, sep, pardir_ = b'.', b'/', b'..'
    else:
        curdir_, sep, pardir_ = '.', '/', '..'
    if start is None:
        start = curdir_
    else:
        start = _fspath(start)
    try:
        start_list = [x for x in abspath(start).split(sep) if x]
        path_list = [x for x in abspath(path).split(sep) if x]
        i = len(commonprefix([start_list, path_list]))
        rel_list = [pardir_] * (len(start_list) - i) + path_list[i:]
        if not rel_list:
            return curdir_
        return join(*rel_list)
    except (TypeError, AttributeError, BytesWarning, DeprecationWarning):
        _check_arg_types('relpath', path, start)
        raise


def commonpath(paths):
    if not paths:
        raise ValueError('commonpath() arg is an empty sequence')
    paths = tuple(map(_fspath, paths))
    if isinstance(paths[0], bytes):
        sep, curdir_ = b'/', b'.'
    else:
        sep, curdir_ = '/', '.'
    try:
        split_paths = [path.split(sep) for path in paths]
        try:
            isabs_, = set(p[:1] == sep for p in paths)
        except ValueError:
            raise ValueError("Can't mix absolute and relative paths") from None
        split_paths = [[c for c in s if c and c != curdir_] for s in split_paths]
        s1 = min(split_paths)
        s2 = max(split_paths)
        common = s1
        for i, c in enumerate(s1):
            if c != s2[i]:
                common = s1[:i]
                break
        prefix = sep if isabs_ else sep[:0]
        return prefix + sep.join(common)
    except (TypeError, AttributeError):
        _check_arg_types('commonpath', *paths)
        raise
