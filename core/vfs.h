/*
 * vfs.h - the VM's virtual file tree: in-memory directories and files, plus mounts of
 * host directories (docs/files.md).
 *
 * Every path given here is already absolute and normalised (pe_vfs_abspath makes one:
 * CPython's posixpath.normpath rules, ".." never above "/", no empty or "." parts) and
 * NUL-free (the callers check that and raise CPython's ValueError). In-memory bytes are
 * allocated through pe_mem, so they count against max_memory.
 *
 * Errors: the fallible functions return 0, a negative errno (-ENOENT, -EISDIR, ...: an
 * OSError the caller raises with the path), or PE_VFS_PYERR when a Python error is
 * pending (MemoryError, a limit: the operation, time or memory budget). Host I/O
 * through mounts charges one operation per KiB and reads the clock per chunk, unless
 * the call comes from the host API (pe_vfs_set_host), which charges nothing.
 *
 * Host access: a mount keeps one descriptor of its directory, opened once; everything
 * below is resolved beneath it with openat2(RESOLVE_BENEATH | RESOLVE_NO_MAGICLINKS),
 * or, where the kernel lacks openat2, a component-by-component openat walk with
 * O_NOFOLLOW (which then follows no symlinks at all). A symlink out of the mount fails
 * with -EACCES. No descriptor ever outlives the call that opened it, except the
 * mounts' own, closed by pe_vfs_destroy.
 */
#ifndef PE_VFS_H
#define PE_VFS_H

#include <stddef.h>
#include <stdint.h>

#include "pyeval.h"

typedef struct pe_vm pe_vm;

#define PE_VFS_PYERR (-100000) /* a Python exception is pending */

enum { PE_VFS_NONE = 0, PE_VFS_FILE = 1, PE_VFS_DIR = 2 };

/* Flags of pe_vfs_store. */
#define PE_VFS_APPEND   1u /* add to the end instead of replacing the content */
#define PE_VFS_EXCL     2u /* fail with -EEXIST when the file exists */
#define PE_VFS_NOCREATE 4u /* fail with -ENOENT when the file does not exist */

/* Frees the tree and closes the mounts' descriptors. NULL-safe on vm->vfs. Cannot
 * fail. */
void pe_vfs_destroy(pe_vm *vm);

/* While on (the host API), the I/O charges no operations and reads no clock. */
void pe_vfs_set_host(pe_vm *vm, int on);

/* *out = a new NUL-terminated pe_mem string (free with pe_vfs_free_path(vm, *out,
 * *outlen); *outlen is not its length): p[0:n] made absolute against the VM's cwd and
 * normalised. 0 or PE_VFS_PYERR. */
int pe_vfs_abspath(pe_vm *vm, const char *p, size_t n, char **out, size_t *outlen);
void pe_vfs_free_path(pe_vm *vm, char *p, size_t len);

/* The VM's cwd (borrowed, NUL-terminated, "/" at start). Cannot fail. */
const char *pe_vfs_cwd(pe_vm *vm);
/* Makes abs the cwd: 0, -ENOENT, -ENOTDIR, or PE_VFS_PYERR. */
int pe_vfs_chdir(pe_vm *vm, const char *abs);

/* *kind = PE_VFS_FILE or PE_VFS_DIR, *size (files), *mtime (seconds since the epoch).
 * 0 or a negative errno (or PE_VFS_PYERR). */
int pe_vfs_stat(pe_vm *vm, const char *abs, int *kind, uint64_t *size, double *mtime);

/* Calls fn for each entry of the directory abs (not "." or ".."); fn returns 0 or
 * PE_VFS_PYERR, which stops the walk. In-memory entries come in creation order (a
 * removal moves the last one into the gap), then the host's. 0, a
 * negative errno or PE_VFS_PYERR. */
typedef int (*pe_vfs_entry_fn)(void *ud, const char *name, size_t n);
int pe_vfs_list(pe_vm *vm, const char *abs, pe_vfs_entry_fn fn, void *ud);

/* *data = a new pe_mem block with the file's bytes (NULL when empty; free with
 * pe_mem_free(&vm->mem, *data, *len)). A file larger than the memory left is refused
 * before it is read (PE_VFS_PYERR, the memory limit). */
int pe_vfs_read(pe_vm *vm, const char *abs, unsigned char **data, size_t *len);

/* Writes data[0:len] as the file's content (or appends it: PE_VFS_APPEND), creating the
 * file unless PE_VFS_NOCREATE. The parent must exist. 0, a negative errno or
 * PE_VFS_PYERR. */
int pe_vfs_store(pe_vm *vm, const char *abs, const void *data, size_t len, unsigned flags);

int pe_vfs_mkdir(pe_vm *vm, const char *abs);  /* -EEXIST, -ENOENT (parent), ... */
int pe_vfs_rmdir(pe_vm *vm, const char *abs);  /* -ENOTEMPTY, -ENOTDIR, ... */
int pe_vfs_unlink(pe_vm *vm, const char *abs); /* -EISDIR (as Linux: EISDIR), ... */
/* os.replace semantics (a file replaces a file, a directory an empty directory). */
int pe_vfs_rename(pe_vm *vm, const char *src, const char *dst);

/* Mounts host_path (NUL-terminated) at abs. 0, a negative errno or PE_VFS_PYERR. */
int pe_vfs_mount(pe_vm *vm, const char *host_path, const char *abs, pyeval_mount_mode mode);

/* os.environ: sets (value non-NULL) or removes name. 0 or PE_VFS_PYERR. */
int pe_vfs_setenv(pe_vm *vm, const char *name, const char *value);
/* Calls fn(ud, name, value) for each variable, in the order they were set. 0, or
 * PE_VFS_PYERR (fn failed, or MemoryError; pending). */
typedef int (*pe_vfs_env_fn)(void *ud, const char *name, const char *value);
int pe_vfs_env_each(pe_vm *vm, pe_vfs_env_fn fn, void *ud);
/* The number of pe_vfs_setenv calls so far (0 before any): os.environ compares it with
 * the one it last saw to follow the host's changes. Cannot fail. */
uint64_t pe_vfs_env_gen(pe_vm *vm);
/* Sets *gen to pe_vfs_env_gen and calls fn(ud, name, value) for each variable set or
 * removed (value NULL) by a call after the since'th, in call order. 0 or PE_VFS_PYERR. */
int pe_vfs_env_since(pe_vm *vm, uint64_t since, uint64_t *gen, pe_vfs_env_fn fn, void *ud);

/* The text CPython's strerror gives for an errno the tree reports. Static. */
const char *pe_vfs_strerror(int err);

#endif
