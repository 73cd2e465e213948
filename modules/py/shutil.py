"""High-level file operations, as CPython 3.11's shutil, over the VM's virtual file tree.

pyeval's own implementation of copyfileobj, copyfile, copy, copy2, copymode, copystat,
copytree, rmtree, move, ignore_patterns and which (there are no programs: None).
Permission bits and times are not kept by the tree, so copymode and copystat change
nothing. disk_usage, chown and the archive functions are absent.
"""

import fnmatch
import os
import sys

__all__ = ['copyfileobj', 'copyfile', 'copymode', 'copystat', 'copy', 'copy2',
           'copytree', 'move', 'rmtree', 'Error', 'SpecialFileError', 'ignore_patterns',
           'which', 'SameFileError']

COPY_BUFSIZE = 64 * 1024


class Error(OSError):
    __module__ = 'shutil'


class SameFileError(Error):
    """Raised when source and destination are the same file."""
    __module__ = 'shutil'


class SpecialFileError(OSError):
    __module__ = 'shutil'


class ExecError(OSError):
    __module__ = 'shutil'


class ReadError(OSError):
    __module__ = 'shutil'


class RegistryError(Exception):
    __module__ = 'shutil'


def copyfileobj(fsrc, fdst, length=0):
    # both methods are looked up once, before the first read
    size = length or COPY_BUFSIZE
    read, write = fsrc.read, fdst.write
    chunk = read(size)
    while chunk:
        write(chunk)
        chunk = read(size)


def _samefile(src, dst):
    try:
        return os.path.samefile(src, dst)
    except OSError:
        return False


def copyfile(src, dst, *, follow_symlinks=True):
    sys.audit('shutil.copyfile', src, dst) if hasattr(sys, 'audit') else None
    if _samefile(src, dst):
        raise SameFileError('{!r} and {!r} are the same file'.format(src, dst))
    with open(src, 'rb') as fsrc:
        with open(dst, 'wb') as fdst:
            copyfileobj(fsrc, fdst)
    return dst


def copymode(src, dst, *, follow_symlinks=True):
    os.stat(src)
    os.stat(dst)


def copystat(src, dst, *, follow_symlinks=True):
    os.stat(src)
    os.stat(dst)


def copy(src, dst, *, follow_symlinks=True):
    return _copy_then(copymode, src, dst, follow_symlinks)


def copy2(src, dst, *, follow_symlinks=True):
    return _copy_then(copystat, src, dst, follow_symlinks)


def _copy_then(copy_metadata, src, dst, follow_symlinks):
    # copy and copy2 differ only in the metadata they carry over
    target = _target_in(src, dst)
    copyfile(src, target, follow_symlinks=follow_symlinks)
    copy_metadata(src, target, follow_symlinks=follow_symlinks)
    return target


def _target_in(src, dst):
    # a directory destination receives the file under the source's own name
    if os.path.isdir(dst):
        return os.path.join(dst, os.path.basename(src))
    return dst


def ignore_patterns(*patterns):
    # copytree's ignore callable: the set of names matching any of the patterns
    def _ignore_patterns(path, names):
        per_pattern = [fnmatch.filter(names, pat) for pat in patterns]
        return set().union(*per_pattern)
    return _ignore_patterns


def copytree(src, dst, symlinks=False, ignore=None, copy_function=copy2,
             ignore_dangling_symlinks=False, dirs_exist_ok=False):
    with os.scandir(src) as itr:
        entries = list(itr)
    if ignore is not None:
        ignored = ignore(os.fspath(src), [x.name for x in entries])
    else:
        ignored = set()
    os.makedirs(dst, exist_ok=dirs_exist_ok)
    errors = []
    for entry in entries:
        if entry.name in ignored:
            continue
        srcname = os.path.join(src, entry.name)
        dstname = os.path.join(dst, entry.name)
        try:
            if entry.is_dir():
                copytree(srcname, dstname, symlinks, ignore, copy_function,
                         dirs_exist_ok=dirs_exist_ok)
            else:
                copy_function(srcname, dstname)
        except Error as err:
            errors.extend(err.args[0])
        except OSError as why:
            errors.append((srcname, dstname, str(why)))
    if errors:
        raise Error(errors)
    return dst


def _try_or_report(action, target, onerror):
    # one removal step; a failure goes to onerror and the walk goes on
    try:
        action(target)
    except OSError:
        onerror(action, target, sys.exc_info())


def _entries_or_report(path, onerror):
    try:
        with os.scandir(path) as listing:
            return list(listing)
    except OSError:
        onerror(os.scandir, path, sys.exc_info())
    return []


def _rmtree(path, onerror):
    # children first (directories recursively), then the directory itself
    for entry in _entries_or_report(path, onerror):
        if entry.is_dir():
            _rmtree(entry.path, onerror)
        else:
            _try_or_report(os.unlink, entry.path, onerror)
    _try_or_report(os.rmdir, path, onerror)


def rmtree(path, ignore_errors=False, onerror=None, *, dir_fd=None):
    if ignore_errors:
        def onerror(*args):
            pass
    elif onerror is None:
        def onerror(*args):
            raise
    try:
        os.lstat(path)
    except OSError:
        onerror(os.lstat, path, sys.exc_info())
        return
    if not os.path.isdir(path):
        try:
            raise NotADirectoryError(20, 'Not a directory', path)
        except NotADirectoryError:
            # CPython reports os.open, which the sandbox does not have
            onerror(os.scandir, path, sys.exc_info())
        return
    _rmtree(path, onerror)


rmtree.avoids_symlink_attacks = True


def _basename(path):
    path = os.fspath(path)
    sep = os.path.sep + (os.path.altsep or '')
    return os.path.basename(path.rstrip(sep))


def _destinsrc(src, dst):
    # True when dst is src or lies below it; both end in a slash before the prefix
    # test, so '/a/bc' does not count as inside '/a/b'
    src_dir, dst_dir = os.path.abspath(src), os.path.abspath(dst)
    src_dir = _slash_ended(src_dir)
    return _slash_ended(dst_dir).startswith(src_dir)


def _slash_ended(p):
    return p if p.endswith(os.path.sep) else p + os.path.sep


def move(src, dst, copy_function=copy2):
    target = dst
    if os.path.isdir(dst):
        if _samefile(src, dst):
            # only a change of case (or the same file): a plain rename
            os.rename(src, dst)
            return
        target = os.path.join(dst, _basename(src))
        if os.path.exists(target):
            raise Error("Destination path '%s' already exists" % target)
    try:
        os.rename(src, target)
    except OSError:
        _move_by_copy(src, dst, target, copy_function)
    return target


def _move_by_copy(src, dst, target, copy_function):
    # rename was refused (another file system, say): copy, then delete the source
    if not os.path.isdir(src):
        copy_function(src, target)
        os.unlink(src)
        return
    if _destinsrc(src, dst):
        raise Error("Cannot move a directory '%s' into itself '%s'." % (src, dst))
    copytree(src, target, copy_function=copy_function, symlinks=True)
    rmtree(src)


def which(cmd, mode=os.F_OK | os.X_OK, path=None):
    # the sandbox runs no programs
    return None
