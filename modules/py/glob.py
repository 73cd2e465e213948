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
    # each of * ? [ becomes a one-character class ('[*]', '[?]', '[[]'); '[' goes
    # first so the brackets added for the other two are left alone
    drive, rest = os.path.splitdrive(pathname)
    if isinstance(rest, bytes):
        for ch in (b'[', b'*', b'?'):
            rest = rest.replace(ch, b'[' + ch + b']')
    else:
        for ch in ('[', '*', '?'):
            rest = rest.replace(ch, '[' + ch + ']')
    return drive + rest


def glob(pathname, *, root_dir=None, dir_fd=None, recursive=False,
         include_hidden=False):
    return list(iglob(pathname, root_dir=root_dir, dir_fd=dir_fd, recursive=recursive,
                      include_hidden=include_hidden))


def iglob(pathname, *, root_dir=None, dir_fd=None, recursive=False,
          include_hidden=False):
    pathname = os.fspath(pathname)
    base = pathname[:0] if root_dir is None else os.fspath(root_dir)
    matches = _iglob(pathname, base, recursive, False, include_hidden)
    # an empty pattern, or one starting with '**', first yields '' (the directory
    # itself): that one is not a result. Looked at now, as CPython does.
    if not pathname or (recursive and _isrecursive(pathname[:2])):
        head = next(matches, None)
        if head:
            matches = _chain(head, matches)
    return matches


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
    parent, last = os.path.split(pathname)
    if not has_magic(pathname):
        # nothing to expand: the path is a result when it is there (a trailing
        # slash asks for a directory)
        if last:
            there = _exists(root_dir, pathname)
        else:
            there = _isdir(root_dir, parent)
        if there:
            yield pathname
        return
    match_in = _matcher_for(last, recursive)
    if not parent:
        yield from match_in(root_dir, last, dironly, include_hidden)
        return
    # split() hands back the whole argument as the parent for some inputs: expanding
    # it again would never end
    if parent != pathname and has_magic(parent):
        parents = _iglob(parent, root_dir, recursive, True, include_hidden)
    else:
        parents = (parent,)
    for directory in parents:
        for name in match_in(_join(root_dir, directory), last, dironly, include_hidden):
            yield os.path.join(directory, name)


def _matcher_for(component, recursive):
    # which lister a path's last component needs
    if not has_magic(component):
        return _glob0
    if recursive and _isrecursive(component):
        return _glob2
    return _glob1


def _listdir(dirname, dironly):
    try:
        with os.scandir(dirname or (b'.' if isinstance(dirname, bytes) else '.')) as it:
            return [e.name for e in it if not dironly or e.is_dir()]
    except OSError:
        return []


def _glob1(dirname, pattern, dironly, include_hidden):
    # names starting with a dot only match a pattern that starts with one too,
    # unless include_hidden
    dotted_ok = include_hidden or _ishidden(pattern)
    candidates = []
    for entry in _listdir(dirname, dironly):
        if dotted_ok or not _ishidden(entry):
            candidates.append(entry)
    return fnmatch.filter(candidates, pattern)


def _glob0(dirname, basename, dironly, include_hidden):
    # a literal last component: present or not ('' stands for the directory itself)
    if basename:
        present = _exists(dirname, basename)
    else:
        present = _isdir(dirname, basename)
    return [basename] if present else []


def _glob2(dirname, pattern, dironly, include_hidden):
    yield pattern[:0]
    yield from _rlistdir(dirname, dironly, include_hidden)


def _rlistdir(dirname, dironly, include_hidden):
    # every name below dirname, depth first, each directory before its contents;
    # hidden names (and what is under them) are skipped unless asked for
    for name in _listdir(dirname, dironly):
        if _ishidden(name) and not include_hidden:
            continue
        yield name
        below = _join(dirname, name)
        if not os.path.isdir(below):
            continue
        for rest in _rlistdir(below, dironly, include_hidden):
            yield _join(name, rest)


def _ishidden(path):
    return path[0] in ('.', b'.'[0])


def _isrecursive(pattern):
    if isinstance(pattern, bytes):
        return pattern == b'**'
    return pattern == '**'
