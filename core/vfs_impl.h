/*
 * vfs_impl.h - what core/vfs.c (the in-memory tree) and core/vfs_host.c (mounts) share.
 * Not for other files: they use core/vfs.h.
 */
#ifndef PE_VFS_IMPL_H
#define PE_VFS_IMPL_H

#include "vfs.h"

enum { VN_DIR = 1, VN_FILE = 2, VN_WHITEOUT = 3 };

/* A node of the in-memory tree. Invariants: kids' names are unique; in creation order
 * until a removal moves the last into the gap; a directory of more than 8 entries
 * has a hash index (slots: open addressing with linear probing, at most half full,
 * each slot 0 or 1 + an index into kids); a VN_WHITEOUT appears only below an overlay mount
 * and hides the host entry of that name; `mount` >= 0 only on a VN_DIR (a mount point). */
typedef struct pe_vnode {
    unsigned char kind;
    int mount;
    char *name; /* pe_mem, NUL-terminated; "" for the root */
    size_t nlen;
    struct pe_vnode **kids;
    size_t nkids, kcap;
    uint32_t *slots;
    size_t scap;
    unsigned char *data; /* VN_FILE: pe_mem block of cap bytes, size used */
    size_t size, cap;
    double mtime;
    struct pe_vnode *next_free; /* teardown's work list (no recursion, no allocation) */
} pe_vnode;

typedef struct pe_vmount {
    int fd; /* O_PATH|O_DIRECTORY descriptor of the host directory */
    pyeval_mount_mode mode;
} pe_vmount;

/* One host variable (pyeval_setenv). Entries are kept in the order of the calls that
 * last set or removed them, so their gens increase along the array. A removed variable
 * stays as a tombstone (value NULL) so that os.environ can drop the program's own value
 * for it (modules/py/os.py). */
typedef struct pe_venv {
    char *name, *value; /* pe_mem, NUL-terminated; value NULL: removed */
    uint64_t gen;       /* env_gen after the call that set or removed it */
} pe_venv;

typedef struct pe_vfs {
    pe_vnode *root;
    char *cwd; /* pe_mem, NUL-terminated, absolute, normalised */
    size_t cwd_len;
    pe_vmount *mounts; /* block of mcap entries, nmounts used */
    size_t nmounts, mcap;
    pe_venv *env; /* block of envcap entries, nenv used */
    size_t nenv, envcap;
    uint64_t env_gen; /* pe_vfs_setenv calls so far */
    int host;         /* pe_vfs_set_host */
} pe_vfs;

/* Where a path lies (vfs_locate): its in-memory node if any, and the mount (with the
 * path relative to its root) that covers it. */
typedef struct pe_vloc {
    pe_vnode *node;   /* the in-memory node of the whole path, or NULL */
    pe_vnode *parent; /* the in-memory node of the parent when it exists, else NULL */
    int mount;        /* the covering mount, or -1 */
    const char *rel;  /* the path below the mount root ("" for the root itself) */
    int err;          /* 0, or -ENOENT/-ENOTDIR when the memory layer decides */
} pe_vloc;

pe_vfs *pe_vfs_get(pe_vm *vm); /* vm->vfs, created on first use; NULL: MemoryError */
int pe_vfs_charge(pe_vm *vm, size_t bytes); /* one op per KiB and the clock; 0 or -1 */

/* Host I/O through mount m at rel (core/vfs_host.c); same returns as core/vfs.h. */
/* Tests: on, the openat walk is used even where openat2 exists. Process-wide. */
void pe_vhost_force_walk(int on);
int pe_vhost_open_dir(const char *host_path, int *fd);
int pe_vhost_stat(pe_vm *vm, const pe_vmount *m, const char *rel, int *kind, uint64_t *size,
                  double *mtime);
int pe_vhost_list(pe_vm *vm, const pe_vmount *m, const char *rel, pe_vfs_entry_fn fn,
                  void *ud);
int pe_vhost_read(pe_vm *vm, const pe_vmount *m, const char *rel, unsigned char **data,
                  size_t *len);
int pe_vhost_store(pe_vm *vm, const pe_vmount *m, const char *rel, const void *data,
                   size_t len, unsigned flags);
int pe_vhost_mkdir(const pe_vmount *m, const char *rel);
int pe_vhost_rmdir(const pe_vmount *m, const char *rel);
int pe_vhost_unlink(const pe_vmount *m, const char *rel);
int pe_vhost_rename(const pe_vmount *m, const char *src, const char *dst);

#endif
