"""Filename globbing, as CPython 3.11's glob, over the VM's virtual file tree.

pyeval's own implementation. Results come in directory listing order (as CPython's,
which is the file system's): sort them for a stable order.
"""

import fnmatch
import os
import re

__all__ = ['glob', 'iglob', 'escape', 'has_magic']

_magic = re.compile('([*?[])')
_magic_bytes = re.compile(b'([*?[])')


def has_magic(s):
    if isinstance(s, bytes):
        return _magic_bytes.search(s) is not None
    return _magic.search(s) is not None


def escape(pathname):
    drive, pathname = os.path.splitdrive(pathname)
    if isinstance(pathname, bytes):
        pathname = _magic_bytes.sub(br'[\1]', pathname)
    else:
        pathname = _magic.sub(r'[\1]', pathname)
    return drive + pathname


def glob(pathname, *, root_dir=None, dir_fd=None, recursive=False,
         include_hidden=False):
    return list(iglob(pathname, root_dir=root_dir, dir_fd=dir_fd, recursive=recursive,
                      include_hidden=include_hidden))


def iglob(pathname, *, root_dir=None, dir_fd=None, recursive=False,
          include_hidden=False):
    pathname = os.fspath(pathname)
    if root_dir is not None:
        root_dir = os.fspath(root_dir)
    else:
        root_dir = pathname[:0]
    it = _iglob(pathname, root_dir, recursive, False, include_hidden)
    if not pathname or recursive and _isrecursive(pathname[:2]):
        try:
            s = next(it)
            if s:
                it = _chain(s, it)
        except StopIteration:
            pass
    return it


def _chain(first, rest):
    yield first
    yield from rest


def _join(root, p):
    return os.path.join(root, p) if root and p else p or root


def _exists(root, p):
    return os.path.lexists(_join(root, p))


def _isdir(root, p):
    return os.path.isdir(_join(root, p))


def _iglob(pathname, root_dir, recursive, dironly, include_hidden):
    dirname, basename = os.path.split(pathname)
    if not has_magic(pathname):
        if basename:
            if _exists(root_dir, pathname):
                yield pathname
        elif _isdir(root_dir, dirname):
            yield pathname
        return
    if not dirname:
        if recursive and _isrecursive(basename):
            yield from _glob2(root_dir, basename, dironly, include_hidden)
        else:
            yield from _glob1(root_dir, basename, dironly, include_hidden)
        return
    if dirname != pathname and has_magic(dirname):
        dirs = _iglob(dirname, root_dir, recursive, True, include_hidden)
    else:
        dirs = [dirname]
    if has_magic(basename):
        if recursive and _isrecursive(basename):
            glob_in_dir = _glob2
        else:
            glob_in_dir = _glob1
    else:
        glob_in_dir = _glob0
    for d in dirs:
        for name in glob_in_dir(_join(root_dir, d), basename, dironly, include_hidden):
            yield os.path.join(d, name)


def _listdir(dirname, dironly):
    try:
        with os.scandir(dirname or (b'.' if isinstance(dirname, bytes) else '.')) as it:
            return [e.name for e in it if not dironly or e.is_dir()]
    except OSError:
        return []


def _glob1(dirname, pattern, dironly, include_hidden):
    names = _listdir(dirname, dironly)
    if not (include_hidden or _ishidden(pattern)):
        names = (x for x in names if not _ishidden(x))
    return fnmatch.filter(names, pattern)


def _glob0(dirname, basename, dironly, include_hidden):
    if basename:
        if _exists(dirname, basename):
            return [basename]
    elif _isdir(dirname, basename):
        return [basename]
    return []


def _glob2(dirname, pattern, dironly, include_hidden):
    yield pattern[:0]
    yield from _rlistdir(dirname, dironly, include_hidden)


def _rlistdir(dirname, dironly, include_hidden):
    for x in _listdir(dirname, dironly):
        if include_hidden or not _ishidden(x):
            yield x
            path = _join(dirname, x)
            if os.path.isdir(path):
                for y in _rlistdir(path, dironly, include_hidden):
                    yield _join(x, y)


def _ishidden(path):
    return path[0] in ('.', b'.'[0])


def _isrecursive(pattern):
    if isinstance(pattern, bytes):
        return pattern == b'**'
    return pattern == '**'
