# stat - CPython 3.11's stat module on Linux: the st_mode constants and tests, the
# os.stat() result indices, the BSD/macOS flag and Windows attribute constants, and
# filemode(). The functions check their argument as CPython's C _stat module does
# (one positional int that fits a C mode_t), with its messages.

ST_MODE = 0
ST_INO = 1
ST_DEV = 2
ST_NLINK = 3
ST_UID = 4
ST_GID = 5
ST_SIZE = 6
ST_ATIME = 7
ST_MTIME = 8
ST_CTIME = 9

S_IFDIR = 0o040000
S_IFCHR = 0o020000
S_IFBLK = 0o060000
S_IFREG = 0o100000
S_IFIFO = 0o010000
S_IFLNK = 0o120000
S_IFSOCK = 0o140000
# Solaris and BSD file types: zero where the platform has none (Linux)
S_IFDOOR = 0
S_IFPORT = 0
S_IFWHT = 0

S_ISUID = 0o4000
S_ISGID = 0o2000
S_ENFMT = S_ISGID
S_ISVTX = 0o1000
S_IREAD = 0o0400
S_IWRITE = 0o0200
S_IEXEC = 0o0100
S_IRWXU = 0o0700
S_IRUSR = 0o0400
S_IWUSR = 0o0200
S_IXUSR = 0o0100
S_IRWXG = 0o0070
S_IRGRP = 0o0040
S_IWGRP = 0o0020
S_IXGRP = 0o0010
S_IRWXO = 0o0007
S_IROTH = 0o0004
S_IWOTH = 0o0002
S_IXOTH = 0o0001

UF_NODUMP = 0x00000001
UF_IMMUTABLE = 0x00000002
UF_APPEND = 0x00000004
UF_OPAQUE = 0x00000008
UF_NOUNLINK = 0x00000010
UF_COMPRESSED = 0x00000020
UF_HIDDEN = 0x00008000
SF_ARCHIVED = 0x00010000
SF_IMMUTABLE = 0x00020000
SF_APPEND = 0x00040000
SF_NOUNLINK = 0x00100000
SF_SNAPSHOT = 0x00200000

FILE_ATTRIBUTE_ARCHIVE = 32
FILE_ATTRIBUTE_COMPRESSED = 2048
FILE_ATTRIBUTE_DEVICE = 64
FILE_ATTRIBUTE_DIRECTORY = 16
FILE_ATTRIBUTE_ENCRYPTED = 16384
FILE_ATTRIBUTE_HIDDEN = 2
FILE_ATTRIBUTE_INTEGRITY_STREAM = 32768
FILE_ATTRIBUTE_NORMAL = 128
FILE_ATTRIBUTE_NOT_CONTENT_INDEXED = 8192
FILE_ATTRIBUTE_NO_SCRUB_DATA = 131072
FILE_ATTRIBUTE_OFFLINE = 4096
FILE_ATTRIBUTE_READONLY = 1
FILE_ATTRIBUTE_REPARSE_POINT = 1024
FILE_ATTRIBUTE_SPARSE_FILE = 512
FILE_ATTRIBUTE_SYSTEM = 4
FILE_ATTRIBUTE_TEMPORARY = 256
FILE_ATTRIBUTE_VIRTUAL = 65536


def _mode(name, args, kw):
    # the single mode argument of a _stat function, as C's _PyLong_AsMode_t reads it
    if kw:
        raise TypeError(f'_stat.{name}() takes no keyword arguments')
    if len(args) != 1:
        raise TypeError(f'_stat.{name}() takes exactly one argument ({len(args)} given)')
    m = args[0]
    if not isinstance(m, int):
        raise TypeError('an integer is required')
    if m < 0:
        raise OverflowError("can't convert negative value to unsigned int")
    if m > 0xFFFFFFFFFFFFFFFF:
        raise OverflowError('Python int too large to convert to C unsigned long')
    if m > 0xFFFFFFFF:
        raise OverflowError('mode out of range')
    return int(m)


def S_IMODE(*args, **kw):
    return _mode('S_IMODE', args, kw) & 0o7777


def S_IFMT(*args, **kw):
    return _mode('S_IFMT', args, kw) & 0o170000


def S_ISDIR(*args, **kw):
    return _mode('S_ISDIR', args, kw) & 0o170000 == S_IFDIR


def S_ISCHR(*args, **kw):
    return _mode('S_ISCHR', args, kw) & 0o170000 == S_IFCHR


def S_ISBLK(*args, **kw):
    return _mode('S_ISBLK', args, kw) & 0o170000 == S_IFBLK


def S_ISREG(*args, **kw):
    return _mode('S_ISREG', args, kw) & 0o170000 == S_IFREG


def S_ISFIFO(*args, **kw):
    return _mode('S_ISFIFO', args, kw) & 0o170000 == S_IFIFO


def S_ISLNK(*args, **kw):
    return _mode('S_ISLNK', args, kw) & 0o170000 == S_IFLNK


def S_ISSOCK(*args, **kw):
    return _mode('S_ISSOCK', args, kw) & 0o170000 == S_IFSOCK


# door, event port and whiteout files do not exist on Linux
def S_ISDOOR(*args, **kw):
    _mode('S_ISDOOR', args, kw)
    return False


def S_ISPORT(*args, **kw):
    _mode('S_ISPORT', args, kw)
    return False


def S_ISWHT(*args, **kw):
    _mode('S_ISWHT', args, kw)
    return False


_filemode_table = (
    ((S_IFLNK, 'l'), (S_IFSOCK, 's'), (S_IFREG, '-'), (S_IFBLK, 'b'), (S_IFDIR, 'd'),
     (S_IFCHR, 'c'), (S_IFIFO, 'p')),
    ((S_IRUSR, 'r'),),
    ((S_IWUSR, 'w'),),
    ((S_IXUSR | S_ISUID, 's'), (S_ISUID, 'S'), (S_IXUSR, 'x')),
    ((S_IRGRP, 'r'),),
    ((S_IWGRP, 'w'),),
    ((S_IXGRP | S_ISGID, 's'), (S_ISGID, 'S'), (S_IXGRP, 'x')),
    ((S_IROTH, 'r'),),
    ((S_IWOTH, 'w'),),
    ((S_IXOTH | S_ISVTX, 't'), (S_ISVTX, 'T'), (S_IXOTH, 'x')),
)


def filemode(*args, **kw):
    # '-rwxr-xr-x' from a mode: the file type's letter ('?' if unknown), then each
    # permission's letter or '-'
    mode = _mode('filemode', args, kw)
    fmt = mode & 0o170000
    out = ['?']
    for bit, ch in _filemode_table[0]:
        if fmt == bit:
            out[0] = ch
            break
    for group in _filemode_table[1:]:
        ch = '-'
        for bits, c in group:
            if mode & bits == bits:
                ch = c
                break
        out.append(ch)
    return ''.join(out)
