/*
 * fs_api.c - the host's view of a VM's virtual file tree (include/pyeval.h, "virtual
 * files"; core/vfs.h; docs/files.md).
 *
 * These run between runs. They charge no operations and read no clock (the host is
 * not budgeted: pe_vfs_set_host), but the memory limit holds: an in-memory file is the
 * VM's memory, and a file the host writes past max_memory is refused. A Python error
 * the tree leaves pending (MemoryError) is cleared: the host sees -1.
 */
#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include "../core/vfs.h"
#include "exc.h"
#include "host.h"
#include "pyeval.h"
#include "vm.h"

/* Between runs only: a host callback or a running program may not change the tree
 * under the program's feet. */
static int fs_busy(pe_vm *vm) {
    return vm->frame != NULL || vm->in_host;
}

/* Normalises path (absolute, or relative to the sandbox's cwd) and enters host mode.
 * 0, or -1 (NULL path, a NUL byte cannot occur in a C string, out of memory). */
static int fs_begin(pe_vm *vm, const char *path, char **abs, size_t *cap) {
    if (!vm || !path || fs_busy(vm)) return -1;
    pe_vfs_set_host(vm, 1);
    if (pe_vfs_abspath(vm, path, strlen(path), abs, cap) < 0) {
        pe_err_clear(vm);
        pe_vfs_set_host(vm, 0);
        return -1;
    }
    return 0;
}

static int fs_end(pe_vm *vm, char *abs, size_t cap, int r) {
    pe_vfs_free_path(vm, abs, cap);
    if (r == PE_VFS_PYERR) pe_err_clear(vm);
    pe_vfs_set_host(vm, 0);
    return r < 0 ? -1 : 0;
}

/* Makes every directory above abs (as mkdir -p of its parent). 0 or a core status. */
static int fs_make_parents(pe_vm *vm, char *abs, int self) {
    size_t n = strlen(abs);
    /* loop-bound: caller-charged: the host's path, its own length */
    for (size_t i = 1; i <= n; i++) {
        if (i < n && abs[i] != '/') continue;
        if (i == n && !self) break;
        char c = abs[i];
        abs[i] = 0;
        int r = pe_vfs_mkdir(vm, abs);
        abs[i] = c;
        if (r < 0 && r != -EEXIST) return r;
    }
    return 0;
}

int pyeval_fs_write(pyeval_vm *vm, const char *path, const void *data, size_t len) {
    char *abs;
    size_t cap;
    if (fs_begin(vm, path, &abs, &cap) < 0) return -1;
    int r = fs_make_parents(vm, abs, 0);
    if (r == 0) r = pe_vfs_store(vm, abs, data, len, 0);
    return fs_end(vm, abs, cap, r);
}

int pyeval_fs_read(pyeval_vm *vm, const char *path, void **data, size_t *len) {
    char *abs;
    size_t cap;
    *data = NULL;
    *len = 0;
    if (fs_begin(vm, path, &abs, &cap) < 0) return -1;
    unsigned char *d;
    size_t n;
    int r = pe_vfs_read(vm, abs, &d, &n);
    if (r == 0) {
        /* the host's copy, which the host releases: outside the VM's accounting */
        void *copy = malloc(n ? n : 1); // raw-alloc-ok
        if (copy) {
            if (n) memcpy(copy, d, n);
            *data = copy;
            *len = n;
        } else {
            r = -1;
        }
        if (d) pe_mem_free(&vm->mem, d, n);
    }
    return fs_end(vm, abs, cap, r);
}

int pyeval_fs_remove(pyeval_vm *vm, const char *path) {
    char *abs;
    size_t cap;
    if (fs_begin(vm, path, &abs, &cap) < 0) return -1;
    int r = pe_vfs_unlink(vm, abs);
    if (r == -EISDIR) r = pe_vfs_rmdir(vm, abs);
    return fs_end(vm, abs, cap, r);
}

int pyeval_fs_mkdir(pyeval_vm *vm, const char *path) {
    char *abs;
    size_t cap;
    if (fs_begin(vm, path, &abs, &cap) < 0) return -1;
    int r = fs_make_parents(vm, abs, 1);
    return fs_end(vm, abs, cap, r);
}

/* The names of a directory, gathered in a host tree. */
typedef struct fs_names {
    pe_vm *vm;
    pe_bnd_tree *t;
    pyeval_value *items;
    size_t len, cap;
} fs_names;

static int fs_add_name(void *ud, const char *name, size_t n) {
    fs_names *c = ud;
    if (c->len == c->cap) {
        size_t ncap = c->cap ? c->cap * 2 : 16;
        pyeval_value *items = pe_bnd_tree_alloc(c->vm, c->t, ncap * sizeof *items);
        if (!items) return PE_VFS_PYERR;
        if (c->len) memcpy(items, c->items, c->len * sizeof *items);
        c->items = items; /* the old block stays in the tree until it is freed */
        c->cap = ncap;
    }
    char *p = pe_bnd_tree_alloc(c->vm, c->t, n + 1);
    if (!p) return PE_VFS_PYERR;
    memcpy(p, name, n);
    p[n] = 0;
    pyeval_value *v = &c->items[c->len++];
    v->kind = PYEVAL_STR;
    v->u.str.data = p;
    v->u.str.len = n;
    return 0;
}

static int fs_name_cmp(const void *a, const void *b) {
    const pyeval_value *x = a, *y = b;
    size_t n = x->u.str.len < y->u.str.len ? x->u.str.len : y->u.str.len;
    int c = memcmp(x->u.str.data, y->u.str.data, n);
    if (c) return c;
    return (x->u.str.len > y->u.str.len) - (x->u.str.len < y->u.str.len);
}

int pyeval_fs_list(pyeval_vm *vm, const char *path, pyeval_value **out) {
    char *abs;
    size_t cap;
    *out = NULL;
    if (fs_begin(vm, path, &abs, &cap) < 0) return -1;
    fs_names c = {vm, pe_bnd_tree_new(vm), NULL, 0, 0};
    int r = c.t ? pe_vfs_list(vm, abs, fs_add_name, &c) : PE_VFS_PYERR;
    if (r == 0) {
        qsort(c.items, c.len, sizeof *c.items, fs_name_cmp);
        pyeval_value *root = pe_bnd_tree_root(c.t);
        root->kind = PYEVAL_LIST;
        root->u.seq.items = c.items;
        root->u.seq.len = c.len;
        *out = root;
    } else {
        pe_bnd_tree_free(c.t);
    }
    return fs_end(vm, abs, cap, r);
}

int pyeval_fs_stat(pyeval_vm *vm, const char *path, uint64_t *size) {
    char *abs;
    size_t cap;
    *size = 0;
    if (fs_begin(vm, path, &abs, &cap) < 0) return 0;
    int kind;
    double mtime;
    int r = pe_vfs_stat(vm, abs, &kind, size, &mtime);
    fs_end(vm, abs, cap, r);
    if (r < 0) {
        *size = 0;
        return 0;
    }
    if (kind == PE_VFS_DIR) *size = 0;
    return kind == PE_VFS_DIR ? 2 : 1;
}

int pyeval_fs_chdir(pyeval_vm *vm, const char *path) {
    char *abs;
    size_t cap;
    if (fs_begin(vm, path, &abs, &cap) < 0) return -1;
    int r = pe_vfs_chdir(vm, abs);
    return fs_end(vm, abs, cap, r);
}

int pyeval_mount(pyeval_vm *vm, const char *host_path, const char *virtual_path,
                 pyeval_mount_mode mode) {
    char *abs;
    size_t cap;
    if (!host_path || !virtual_path || virtual_path[0] != '/') return -1;
    if (fs_begin(vm, virtual_path, &abs, &cap) < 0) return -1;
    int r = pe_vfs_mount(vm, host_path, abs, mode);
    return fs_end(vm, abs, cap, r);
}

int pyeval_setenv(pyeval_vm *vm, const char *name, const char *value) {
    if (!vm || !name || !*name || strchr(name, '=') || fs_busy(vm)) return -1;
    int r = pe_vfs_setenv(vm, name, value);
    if (r < 0) pe_err_clear(vm);
    return r < 0 ? -1 : 0;
}
