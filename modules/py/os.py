"""os for the sandbox: the file functions over the VM's virtual file tree.

pyeval's own implementation (modules/os.c loads it; docs/files.md). What works:
the file and directory functions (listdir, scandir, walk, mkdir, makedirs, rmdir,
removedirs, remove, unlink, rename, renames, replace, stat, lstat, getcwd, chdir,
access), os.path, environ / getenv (only what the host set: pyeval_setenv),
fspath, fsencode, fsdecode, PathLike, urandom (the host's entropy, as secrets) and
the constants. Every other name of CPython's os (system, popen, fork, kill, exec*,
spawn*, getpid, chmod, symlink, ...) raises PermissionError saying that the sandbox
has no processes or no host access (docs/differences.md, "Refused on purpose").
"""

import _vfs
import abc as _abc
import sys as _sys
from collections.abc import MutableMapping as _MutableMapping
import posixpath as path
from posixpath import (curdir, pardir, sep, pathsep, defpath, extsep, altsep,
                       devnull)

_sys.modules['os.path'] = path

name = 'posix'
linesep = '\n'
supports_bytes_environ = True
SEEK_SET = 0
SEEK_CUR = 1
SEEK_END = 2
F_OK = 0
R_OK = 4
W_OK = 2
X_OK = 1
error = OSError

_AVAILABLE = ('PathLike', 'access', 'altsep', 'chdir', 'curdir', 'defpath', 'devnull',
              'environ', 'error', 'extsep', 'fsdecode', 'fsencode', 'fspath', 'getcwd',
              'getcwdb', 'getenv', 'linesep', 'listdir', 'lstat', 'makedirs', 'mkdir',
              'name', 'pardir', 'path', 'pathsep', 'remove', 'removedirs', 'rename',
              'renames', 'replace', 'rmdir', 'scandir', 'sep', 'stat', 'stat_result',
              'unlink', 'urandom', 'walk')

# CPython's os names the sandbox refuses, by reason
_PROCESS = frozenset('''
    abort execl execle execlp execlpe execv execve execvp execvpe _exit fork forkpty
    kill killpg nice plock popen posix_spawn posix_spawnp register_at_fork spawnl
    spawnle spawnlp spawnlpe spawnv spawnve spawnvp spawnvpe startfile system times
    wait wait3 wait4 waitid waitpid waitstatus_to_exitcode getpid getppid getpgid
    getpgrp getsid setsid setpgid setpgrp getpriority setpriority sched_yield
    sched_getaffinity sched_setaffinity pidfd_open cpu_count getloadavg
    get_exec_path getuid geteuid getgid getegid getgroups getlogin setuid setgid
    seteuid setegid setreuid setregid getresuid getresgid setresuid setresgid
    initgroups getgrouplist setgroups umask uname ctermid tcgetpgrp tcsetpgrp
    '''.split())
_HOST = frozenset('''
    chmod fchmod lchmod chown fchown lchown chroot chflags lchflags link symlink
    readlink open close closerange read write pread pwrite readv writev sendfile
    pipe pipe2 dup dup2 fdopen fstat fsync fdatasync ftruncate truncate lseek
    isatty ttyname openpty get_terminal_size terminal_size utime mkfifo mknod
    makedev major minor statvfs fstatvfs sync getxattr setxattr listxattr
    removexattr memfd_create eventfd get_inheritable set_inheritable
    get_blocking set_blocking device_encoding fchdir fwalk putenv unsetenv
    getrandom add_dll_directory login_tty copy_file_range splice posix_fadvise
    posix_fallocate lockf get_handle_inheritable set_handle_inheritable
    scandir_fd environb getenvb
    '''.split())


def __getattr__(name):
    if name in _PROCESS:
        why = 'it has no processes'
    elif name in _HOST:
        why = 'it has no access to the host'
    else:
        raise AttributeError(f"module 'os' has no attribute '{name}'")
    raise PermissionError(f'os.{name} is not available in the sandbox: {why} '
                          f'(available: {", ".join(_AVAILABLE)})')


def _fspath_hook(kind):
    # the type's __fspath__, or _NOT_PATHLIKE when it has none
    try:
        return kind.__fspath__
    except AttributeError:
        if hasattr(kind, '__fspath__'):
            raise
    return _NOT_PATHLIKE


_NOT_PATHLIKE = object()


def fspath(path):
    if isinstance(path, (str, bytes)):
        return path
    kind = type(path)
    hook = _fspath_hook(kind)
    if hook is _NOT_PATHLIKE:
        raise TypeError(f'expected str, bytes or os.PathLike object, not {kind.__name__}')
    result = hook(path)
    if not isinstance(result, (str, bytes)):
        raise TypeError(f'expected {kind.__name__}.__fspath__() to return str or bytes, '
                        f'not {type(result).__name__}')
    return result


class PathLike(_abc.ABC):
    """Abstract base class for implementing the file system path protocol."""

    @_abc.abstractmethod
    def __fspath__(self):
        raise NotImplementedError

    @classmethod
    def __subclasshook__(cls, subclass):
        # any class with an __fspath__ is a PathLike, registered or not; for
        # subclasses of PathLike the usual checks decide
        defines = cls is PathLike and hasattr(subclass, '__fspath__')
        return True if defines else NotImplemented

    def __class_getitem__(cls, item):
        import types
        return types.GenericAlias(cls, item)


def fsencode(filename):
    filename = fspath(filename)
    if isinstance(filename, str):
        return filename.encode('utf-8', 'surrogateescape')
    return filename


def fsdecode(filename):
    filename = fspath(filename)
    if isinstance(filename, bytes):
        return filename.decode('utf-8', 'surrogateescape')
    return filename


_FD_OK = {'stat': ', os.PathLike or integer', 'chdir': ', os.PathLike or integer',
          'listdir': ', os.PathLike, integer or None',
          'scandir': ', os.PathLike, integer or None'}


def _p(p, fn='stat', arg='path'):
    # a path argument as the tree takes it (str); CPython's message for a bad type
    if isinstance(p, int) and not isinstance(p, bool) and fn in _FD_OK:
        raise OSError(9, 'Bad file descriptor')
    if not isinstance(p, (str, bytes)) and not hasattr(type(p), '__fspath__'):
        raise TypeError(f'{fn}: {arg} should be string, bytes'
                        f'{_FD_OK.get(fn, " or os.PathLike")}, not {type(p).__name__}')
    p = fspath(p)
    return p.decode('utf-8', 'surrogateescape') if isinstance(p, bytes) else p


class _Environ(_MutableMapping):
    # The host's variables (pyeval_setenv) with the program's own writes over them. The
    # host may set or remove variables after this module was imported (between runs, or
    # from a tool): every use first asks _vfs.environ_changes whether any call came
    # since the last one seen, and applies those calls over the program's writes (a
    # variable the host set or removed since then takes the host's word; the others
    # keep the program's values). _gen is the number of host calls seen.
    def __init__(self):
        self._data = {}
        self._gen = 0
        self._sync()

    def _sync(self):
        changes = _vfs.environ_changes(self._gen)
        if changes is not None:
            self._gen, names = changes
            data = self._data
            for k, v in names.items():
                if v is None:
                    data.pop(k, None)
                else:
                    data[k] = v

    def __getitem__(self, key):
        if not isinstance(key, str):
            raise TypeError('str expected, not ' + type(key).__name__)
        self._sync()
        try:
            return self._data[key]
        except KeyError:
            raise KeyError(key) from None

    def __setitem__(self, key, value):
        if not isinstance(key, str):
            raise TypeError('str expected, not ' + type(key).__name__)
        if not isinstance(value, str):
            raise TypeError('str expected, not ' + type(value).__name__)
        self._sync()
        self._data[key] = value

    def __delitem__(self, key):
        if not isinstance(key, str):
            raise TypeError('str expected, not ' + type(key).__name__)
        self._sync()
        try:
            del self._data[key]
        except KeyError:
            raise KeyError(key) from None

    def __iter__(self):
        self._sync()
        return iter(list(self._data))

    def __len__(self):
        self._sync()
        return len(self._data)

    def __repr__(self):
        self._sync()
        items = ', '.join(f'{k!r}: {v!r}' for k, v in self._data.items())
        return f'environ({{{items}}})'

    def copy(self):
        return dict(self)

    def setdefault(self, key, value):
        if key not in self:
            self[key] = value
        return self[key]

    def __or__(self, other):
        # environ | mapping gives a plain dict, the right-hand side winning
        if isinstance(other, _MutableMapping.__mro__[1]):
            merged = {}
            merged.update(self)
            merged.update(other)
            return merged
        return NotImplemented

    def __ror__(self, other):
        new = dict(other)
        new.update(self)
        return new

    def __ior__(self, other):
        self.update(other)
        return self


environ = _Environ()


def getenv(key, default=None):
    return environ.get(key, default)


def getcwd():
    return _vfs.getcwd()


def getcwdb():
    return _vfs.getcwd().encode('utf-8', 'surrogateescape')


def chdir(path):
    _vfs.chdir(_p(path, 'chdir'))


def _stat_values(p, fn):
    kind, size, mtime = _vfs.stat(_p(p, fn))
    mode = 0o100644 if kind == 1 else 0o40755
    return mode, size, mtime


class stat_result(tuple):
    """os.stat_result: st_mode, st_ino, st_dev, st_nlink, st_uid, st_gid, st_size and
    the integer times in the tuple; the float times as attributes."""
    __module__ = 'os'
    n_sequence_fields = 10
    n_fields = 19
    n_unnamed_fields = 3
    _fields = ('st_mode', 'st_ino', 'st_dev', 'st_nlink', 'st_uid', 'st_gid',
               'st_size', 'st_atime', 'st_mtime', 'st_ctime')

    def __new__(cls, seq, dict=None):
        seq = tuple(seq)
        if len(seq) < 10:
            raise TypeError(f'os.stat_result() takes an at least 10-sequence '
                            f'({len(seq)}-sequence given)')
        self = tuple.__new__(cls, seq[:10])
        self._times = tuple(float(t) for t in seq[7:10])
        return self

    st_mode = property(lambda self: self[0])
    st_ino = property(lambda self: self[1])
    st_dev = property(lambda self: self[2])
    st_nlink = property(lambda self: self[3])
    st_uid = property(lambda self: self[4])
    st_gid = property(lambda self: self[5])
    st_size = property(lambda self: self[6])
    st_atime = property(lambda self: self._times[0])
    st_mtime = property(lambda self: self._times[1])
    st_ctime = property(lambda self: self._times[2])
    st_atime_ns = property(lambda self: int(self._times[0] * 1e9))
    st_mtime_ns = property(lambda self: int(self._times[1] * 1e9))
    st_ctime_ns = property(lambda self: int(self._times[2] * 1e9))
    st_blksize = property(lambda self: 4096)
    st_blocks = property(lambda self: (self[6] + 511) // 512)

    def __repr__(self):
        return 'os.stat_result(' + ', '.join(
            f'{k}={v!r}' for k, v in zip(self._fields, self)) + ')'


def stat(path, *, dir_fd=None, follow_symlinks=True):
    mode, size, mtime = _stat_values(path, 'stat')
    t = int(mtime)
    r = stat_result((mode, 0, 0, 1, 0, 0, size, t, t, t))
    r._times = (mtime, mtime, mtime)
    return r


def lstat(path, *, dir_fd=None):
    _p(path, 'lstat')
    return stat(path)


def access(path, mode, *, dir_fd=None, effective_ids=False, follow_symlinks=True):
    try:
        _vfs.stat(_p(path, 'access'))
    except OSError:
        return False
    return True


def listdir(path=None):
    if path is None:
        path = '.'
    p = _p(path, 'listdir')
    names = _vfs.listdir(p)
    if isinstance(path, bytes):
        return [fsencode(n) for n in names]
    return names


def mkdir(path, mode=0o777, *, dir_fd=None):
    _vfs.mkdir(_p(path, 'mkdir'))


def makedirs(name, mode=0o777, exist_ok=False):
    # Walk up from name to the first ancestor that exists, then create the
    # missing directories top down. Ancestors get the default mode, only name
    # itself gets `mode`. An ancestor someone else created meanwhile is fine.
    levels = []
    target = name
    while True:
        above, last = path.split(target)
        if not last:
            above, last = path.split(above)
        make_above = bool(above and last) and not path.exists(above)
        levels.append((target, last, make_above))
        if not make_above:
            break
        target = above
    for depth in range(len(levels) - 1, -1, -1):
        target, last, made_above = levels[depth]
        if made_above and last in ('.', b'.'):
            continue  # 'newdir/.' exists as soon as newdir does
        try:
            mkdir(target, mode if depth == 0 else 0o777)
        except OSError as err:
            # EEXIST is not the only error an existing directory can give
            if exist_ok and path.isdir(target):
                continue
            if depth and isinstance(err, FileExistsError):
                continue
            raise


def rmdir(path, *, dir_fd=None):
    _vfs.rmdir(_p(path, 'rmdir'))


def _parents(name):
    # the directories above name, innermost first, stopping at the top of a relative
    # path or at the root (a trailing separator is ignored)
    pair = path.split(name)
    if not pair[1]:
        pair = path.split(pair[0])
    while all(pair):
        yield pair[0]
        pair = path.split(pair[0])


def removedirs(name):
    rmdir(name)
    # then prune the now-empty parents until one cannot be removed
    for parent in _parents(name):
        try:
            rmdir(parent)
        except OSError:
            return


def remove(path, *, dir_fd=None):
    _vfs.unlink(_p(path, 'remove'))


def unlink(path, *, dir_fd=None):
    _vfs.unlink(_p(path, 'unlink'))


def rename(src, dst, *, src_dir_fd=None, dst_dir_fd=None):
    _vfs.rename(_p(src, 'rename', 'src'), _p(dst, 'rename', 'dst'))


def replace(src, dst, *, src_dir_fd=None, dst_dir_fd=None):
    _vfs.rename(_p(src, 'replace', 'src'), _p(dst, 'replace', 'dst'))


def _dir_part(name):
    # the directory part of name, or None unless name has both a directory and a name
    head, tail = path.split(name)
    return head if head and tail else None


def renames(old, new):
    # create the missing parents of new, rename, then prune old's emptied parents
    target_dir = _dir_part(new)
    if target_dir and not path.exists(target_dir):
        makedirs(target_dir)
    rename(old, new)
    _prune_parents(old)


def _prune_parents(name):
    # after a move out of name's directory: remove it and its ancestors while empty
    source_dir = _dir_part(name)
    if not source_dir:
        return
    try:
        removedirs(source_dir)
    except OSError:
        pass


def urandom(size):
    if not isinstance(size, int):
        raise TypeError("'%s' object cannot be interpreted as an integer"
                        % type(size).__name__)
    if size < 0:
        raise ValueError('negative argument not allowed')
    import secrets
    return secrets.token_bytes(size)


class DirEntry:
    __module__ = 'posix'

    def __init__(self, *args, **kw):
        raise TypeError("cannot create 'posix.DirEntry' instances")

    @classmethod
    def _make(cls, name, path):
        self = object.__new__(cls)
        self.name = name
        self.path = path
        self._stat = None
        return self

    def _kind(self):
        try:
            return _vfs.stat(_p(self.path))[0]
        except OSError:
            return 0

    def is_dir(self, *, follow_symlinks=True):
        return self._kind() == 2

    def is_file(self, *, follow_symlinks=True):
        return self._kind() == 1

    def is_symlink(self):
        return False

    def stat(self, *, follow_symlinks=True):
        if self._stat is None:
            self._stat = stat(self.path)
        return self._stat

    def inode(self):
        return 0

    def __fspath__(self):
        return self.path

    def __repr__(self):
        return f'<DirEntry {self.name!r}>'

    def __class_getitem__(cls, item):
        import types
        return types.GenericAlias(cls, item)


class _ScandirIterator:
    __module__ = 'posix'

    def __init__(self, entries):
        self._it = iter(entries)
        self._closed = False

    def __iter__(self):
        return self

    def __next__(self):
        if self._closed:
            raise StopIteration
        return next(self._it)

    def close(self):
        self._closed = True

    def __enter__(self):
        return self

    def __exit__(self, *a):
        self.close()


def scandir(path='.'):
    if path is None:
        path = '.'
    p = _p(path, 'scandir')
    names = _vfs.listdir(p)
    top = fspath(path)
    if isinstance(top, bytes):
        return _ScandirIterator(DirEntry._make(n.encode('utf-8', 'surrogateescape'),
                                               _join_entry(top, n.encode('utf-8', 'surrogateescape')))
                                for n in names)
    return _ScandirIterator(DirEntry._make(n, _join_entry(top, n)) for n in names)


def _join_entry(top, name):
    return path.join(top, name)


def walk(top, topdown=True, onerror=None, followlinks=False):
    top = fspath(top)
    stack = [top]
    while stack:
        top = stack.pop()
        if isinstance(top, tuple):
            yield top
            continue
        dirs = []
        nondirs = []
        walk_dirs = []
        try:
            scandir_it = scandir(top)
        except OSError as error:
            if onerror is not None:
                onerror(error)
            continue
        with scandir_it:
            for entry in scandir_it:
                if entry.is_dir():
                    dirs.append(entry.name)
                else:
                    nondirs.append(entry.name)
                if not topdown and entry.is_dir():
                    walk_dirs.append(entry.path)
        if topdown:
            yield top, dirs, nondirs
            for dirname in reversed(dirs):
                new_path = path.join(top, dirname)
                stack.append(new_path)
        else:
            stack.append((top, dirs, nondirs))
            for new_path in reversed(walk_dirs):
                stack.append(new_path)


__all__ = list(_AVAILABLE) + ['F_OK', 'R_OK', 'W_OK', 'X_OK', 'SEEK_SET', 'SEEK_CUR',
                              'SEEK_END', 'DirEntry', 'getenv', 'name']
