/*
 * vfs_host.c - I/O below a mount's host directory (core/vfs.h says the rules).
 *
 * Invariant: every path handed to the kernel is resolved relative to the mount's
 * descriptor, never from "/" or the process's cwd. With openat2 the kernel refuses
 * anything that would leave that directory at any point of the walk ("..", absolute
 * symlinks, symlinks that climb out, /proc magic links): RESOLVE_BENEATH holds for
 * every component, also the ones a concurrent rename swaps in, so there is no window
 * between a check and the open. Without openat2 (ENOSYS) each component is opened with
 * O_NOFOLLOW from the previous one's descriptor, so no symlink is followed at all. The
 * paths given are normalised: no "." or ".." components.
 *
 * Refusals of an escape are reported as EACCES (PermissionError). Only regular files and
 * directories are used: a FIFO, socket or device inside a mount is refused with EACCES
 * (a FIFO would block the run; a device such as /dev/zero would never end), and files are
 * opened with O_NONBLOCK for that check.
 */

#include <errno.h>
#include <fcntl.h>
#include <linux/openat2.h>
#include <stdio.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <unistd.h>

#include "../eval/exc.h"
#include "../eval/vm.h"
#include "mem.h"
#include "vfs_impl.h"

#ifndef SYS_openat2
#define SYS_openat2 437
#endif

/* Set once openat2 answered ENOSYS; tests force it with pe_vhost_force_walk. Racy
 * writes are harmless: every thread would store the same value. */
static volatile int no_openat2;

void pe_vhost_force_walk(int on) {
    no_openat2 = on;
}

/* The component-by-component walk for kernels without openat2. */
static int walk_open(int dirfd, const char *rel, int flags, mode_t mode) {
    int cur = dirfd;
    const char *p = rel;
    char name[256];
    /* loop-bound: caller-charged: pe_vfs_abspath charged the path */
    for (;;) {
        const char *e = strchr(p, '/');
        size_t n = e ? (size_t)(e - p) : strlen(p);
        if (n >= sizeof name) {
            if (cur != dirfd) close(cur);
            return -ENAMETOOLONG;
        }
        memcpy(name, p, n);
        name[n] = 0;
        int f = e ? O_PATH | O_DIRECTORY : flags;
        int fd = openat(cur, name, f | O_NOFOLLOW | O_CLOEXEC, mode);
        int err = errno;
        if (fd < 0) {
            struct stat st;
            /* a symlink anywhere: refused (ELOOP at the end, ENOTDIR on the way) */
            if ((err == ELOOP || err == ENOTDIR) &&
                fstatat(cur, name, &st, AT_SYMLINK_NOFOLLOW) == 0 && S_ISLNK(st.st_mode))
                err = EACCES;
            if (cur != dirfd) close(cur);
            return -err;
        }
        if (cur != dirfd) close(cur);
        if (!e) return fd;
        cur = fd;
        p = e + 1;
    }
}

/* Opens rel ("" for the mount root) below dirfd. A descriptor, or a negative errno. */
static int vhost_open(int dirfd, const char *rel, int flags, mode_t mode) {
    const char *path = *rel ? rel : ".";
    if (!no_openat2) {
        struct open_how how;
        memset(&how, 0, sizeof how);
        how.flags = (uint64_t)(flags | O_CLOEXEC);
        how.mode = (flags & O_CREAT) ? mode : 0;
        how.resolve = RESOLVE_BENEATH | RESOLVE_NO_MAGICLINKS;
        long fd = syscall(SYS_openat2, dirfd, path, &how, sizeof how);
        if (fd >= 0) return (int)fd;
        if (errno == EXDEV) return -EACCES; /* it would have left the mount */
        if (errno != ENOSYS) return -errno;
        no_openat2 = 1;
    }
    if (!*rel) {
        int fd = openat(dirfd, ".", flags | O_CLOEXEC, mode);
        return fd < 0 ? -errno : fd;
    }
    return walk_open(dirfd, rel, flags, mode);
}

/* Opens the parent directory of rel (O_PATH) and points *last at rel's last name. */
static int vhost_open_parent(int dirfd, const char *rel, const char **last, int *pfd) {
    const char *s = strrchr(rel, '/');
    if (!*rel) return -EBUSY; /* the mount root itself */
    if (!s) {
        *last = rel;
        *pfd = dup(dirfd);
        return *pfd < 0 ? -errno : 0;
    }
    size_t n = (size_t)(s - rel);
    char buf[4096];
    if (n >= sizeof buf) return -ENAMETOOLONG;
    memcpy(buf, rel, n);
    buf[n] = 0;
    int fd = vhost_open(dirfd, buf, O_PATH | O_DIRECTORY, 0);
    if (fd < 0) return fd;
    *last = s + 1;
    *pfd = fd;
    return 0;
}

int pe_vhost_open_dir(const char *host_path, int *fd) {
    *fd = open(host_path, O_RDONLY | O_DIRECTORY | O_CLOEXEC);
    return *fd < 0 ? -errno : 0;
}

int pe_vhost_stat(pe_vm *vm, const pe_vmount *m, const char *rel, int *kind, uint64_t *size,
                  double *mtime) {
    if (pe_vfs_charge(vm, 0) < 0) return PE_VFS_PYERR;
    int fd = vhost_open(m->fd, rel, O_PATH, 0);
    if (fd < 0) return fd;
    struct stat st;
    int r = fstat(fd, &st) < 0 ? -errno : 0;
    close(fd);
    if (r < 0) return r;
    if (S_ISDIR(st.st_mode))
        *kind = PE_VFS_DIR;
    else if (S_ISREG(st.st_mode))
        *kind = PE_VFS_FILE;
    else
        return -EACCES;
    *size = (uint64_t)st.st_size;
    *mtime = (double)st.st_mtim.tv_sec + st.st_mtim.tv_nsec / 1e9;
    return 0;
}

struct linux_dirent64 {
    uint64_t d_ino;
    int64_t d_off;
    unsigned short d_reclen;
    unsigned char d_type;
    char d_name[];
};

int pe_vhost_list(pe_vm *vm, const pe_vmount *m, const char *rel, pe_vfs_entry_fn fn,
                  void *ud) {
    int fd = vhost_open(m->fd, rel, O_RDONLY | O_DIRECTORY, 0);
    if (fd < 0) return fd;
    char buf[8192] __attribute__((aligned(8)));
    int r = 0;
    /* each batch charges */
    for (;;) {
        if (pe_vfs_charge(vm, sizeof buf) < 0) {
            r = PE_VFS_PYERR;
            break;
        }
        long n = syscall(SYS_getdents64, fd, buf, sizeof buf);
        if (n <= 0) {
            r = n < 0 ? -errno : 0;
            break;
        }
        /* loop-bound: charged-before: one batch of entries */
        for (long off = 0; off < n && r == 0;) {
            struct linux_dirent64 *d = (struct linux_dirent64 *)(buf + off);
            off += d->d_reclen;
            const char *nm = d->d_name;
            if (strcmp(nm, ".") == 0 || strcmp(nm, "..") == 0) continue;
            r = fn(ud, nm, strlen(nm));
        }
        if (r < 0) break;
    }
    close(fd);
    return r;
}

/* Opens a regular file below m: a descriptor or a negative errno (EISDIR, EACCES). */
static int vhost_open_file(const pe_vmount *m, const char *rel, int flags, mode_t mode) {
    int fd = vhost_open(m->fd, rel, flags | O_NONBLOCK, mode);
    if (fd < 0) return fd;
    struct stat st;
    int r = fstat(fd, &st) < 0 ? -errno : 0;
    if (r == 0 && S_ISDIR(st.st_mode)) r = -EISDIR;
    if (r == 0 && !S_ISREG(st.st_mode)) r = -EACCES;
    if (r < 0) {
        close(fd);
        return r;
    }
    return fd;
}

int pe_vhost_read(pe_vm *vm, const pe_vmount *m, const char *rel, unsigned char **data,
                  size_t *len) {
    *data = NULL;
    *len = 0;
    int fd = vhost_open_file(m, rel, O_RDONLY, 0);
    if (fd < 0) return fd;
    struct stat st;
    int r = 0;
    if (fstat(fd, &st) < 0) {
        r = -errno;
        goto done;
    }
    size_t size = (size_t)st.st_size;
    if (size == 0) goto done;
    /* refused before it is read: a file larger than the memory left */
    unsigned char *buf = pe_mem_alloc(&vm->mem, size);
    if (!buf) {
        pe_err_nomem(vm);
        r = PE_VFS_PYERR;
        goto done;
    }
    size_t got = 0;
    /* each chunk charges its KiB and reads the clock */
    while (got < size) {
        size_t want = size - got < 65536 ? size - got : 65536;
        if (pe_vfs_charge(vm, want) < 0) {
            r = PE_VFS_PYERR;
            break;
        }
        ssize_t n = read(fd, buf + got, want);
        if (n < 0 && errno == EINTR) continue;
        if (n < 0) {
            r = -errno;
            break;
        }
        if (n == 0) break; /* the file shrank meanwhile */
        got += (size_t)n;
    }
    if (r < 0) {
        pe_mem_free(&vm->mem, buf, size);
        goto done;
    }
    if (got < size) { /* keep the block's size exact for pe_mem_free */
        unsigned char *b = got ? pe_mem_realloc(&vm->mem, buf, size, got) : NULL;
        if (!got) pe_mem_free(&vm->mem, buf, size);
        if (got && !b) b = buf, got = size; /* shrinking cannot really fail */
        buf = b;
        size = got;
    }
    *data = buf;
    *len = size;
done:
    close(fd);
    return r;
}

int pe_vhost_store(pe_vm *vm, const pe_vmount *m, const char *rel, const void *data,
                   size_t len, unsigned flags) {
    int of = O_WRONLY;
    if (!(flags & PE_VFS_NOCREATE)) of |= O_CREAT;
    if (flags & PE_VFS_EXCL) of |= O_EXCL;
    of |= (flags & PE_VFS_APPEND) ? O_APPEND : O_TRUNC;
    int fd = vhost_open_file(m, rel, of, 0644);
    if (fd < 0) return fd;
    const char *p = data;
    size_t done = 0;
    int r = 0;
    /* each chunk charges its KiB and reads the clock */
    while (done < len) {
        size_t want = len - done < 65536 ? len - done : 65536;
        if (pe_vfs_charge(vm, want) < 0) {
            r = PE_VFS_PYERR;
            break;
        }
        ssize_t n = write(fd, p + done, want);
        if (n < 0 && errno == EINTR) continue;
        if (n <= 0) {
            r = n < 0 ? -errno : -EIO;
            break;
        }
        done += (size_t)n;
    }
    close(fd);
    return r;
}

int pe_vhost_mkdir(const pe_vmount *m, const char *rel) {
    const char *last;
    int pfd, r = vhost_open_parent(m->fd, rel, &last, &pfd);
    if (r < 0) return r == -EBUSY ? -EEXIST : r;
    r = mkdirat(pfd, last, 0755) < 0 ? -errno : 0;
    close(pfd);
    return r;
}

static int vhost_unlinkat(const pe_vmount *m, const char *rel, int flags) {
    const char *last;
    int pfd, r = vhost_open_parent(m->fd, rel, &last, &pfd);
    if (r < 0) return r;
    r = unlinkat(pfd, last, flags) < 0 ? -errno : 0;
    close(pfd);
    return r;
}

int pe_vhost_rmdir(const pe_vmount *m, const char *rel) {
    return vhost_unlinkat(m, rel, AT_REMOVEDIR);
}

int pe_vhost_unlink(const pe_vmount *m, const char *rel) {
    return vhost_unlinkat(m, rel, 0);
}

int pe_vhost_rename(const pe_vmount *m, const char *src, const char *dst) {
    const char *ls, *ld;
    int fs, fd, r = vhost_open_parent(m->fd, src, &ls, &fs);
    if (r < 0) return r;
    r = vhost_open_parent(m->fd, dst, &ld, &fd);
    if (r < 0) {
        close(fs);
        return r;
    }
    r = renameat(fs, ls, fd, ld) < 0 ? -errno : 0;
    close(fs);
    close(fd);
    return r;
}
