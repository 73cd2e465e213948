/*
 * vfs.c - the VM's virtual file tree: path normalisation, the in-memory layer, and the
 * dispatch of each operation to the memory layer or a mount (core/vfs_host.c).
 * docs/files.md gives the design; core/vfs.h the contract.
 *
 * Layers: a path is answered by its in-memory node when it has one (a file written in
 * memory, a directory made in memory, a mount point), else by the mount that covers it
 * (the deepest mount point on the way), else it does not exist. Below an overlay mount
 * the memory layer sits above the host directory: writes make memory nodes, deletions
 * of host entries leave VN_WHITEOUT nodes, and a directory lists the union.
 */
#include <errno.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "../eval/exc.h"
#include "../eval/vm.h"
#include "mem.h"
#include "vfs_impl.h"

/* ---- nodes ---------------------------------------------------------------------- */

static pe_vnode *vnode_new(pe_vm *vm, const char *name, size_t n, int kind) {
    pe_vnode *v = pe_mem_calloc(&vm->mem, 1, sizeof *v);
    if (!v) return NULL;
    v->name = pe_mem_alloc(&vm->mem, n + 1);
    if (!v->name) {
        pe_mem_free(&vm->mem, v, sizeof *v);
        return NULL;
    }
    memcpy(v->name, name, n);
    v->name[n] = 0;
    v->nlen = n;
    v->kind = (unsigned char)kind;
    v->mount = -1;
    return v;
}

/* Frees v and everything below it. Iterative (a tree may be as deep as the memory
 * limit allows) and allocation-free: the work list threads through next_free. */
static void vnode_free(pe_vm *vm, pe_vnode *v) {
    if (!v) return;
    v->next_free = NULL;
    /* loop-bound: per-object: each node is freed once */
    while (v) {
        pe_vnode *next = v->next_free;
        /* loop-bound: per-object: each kid is queued once */
        for (size_t i = 0; i < v->nkids; i++) {
            v->kids[i]->next_free = next;
            next = v->kids[i];
        }
        pe_mem_free(&vm->mem, v->kids, v->kcap * sizeof *v->kids);
        pe_mem_free(&vm->mem, v->slots, v->scap * sizeof *v->slots);
        pe_mem_free(&vm->mem, v->data, v->cap);
        pe_mem_free(&vm->mem, v->name, v->nlen + 1);
        pe_mem_free(&vm->mem, v, sizeof *v);
        v = next;
    }
}

static int name_is(const pe_vnode *k, const char *name, size_t n) {
    return k->nlen == n && memcmp(k->name, name, n) == 0;
}

static uint64_t name_hash(const char *name, size_t n) {
    uint64_t h = 1469598103934665603u; /* FNV-1a */
    /* loop-bound: caller-charged: pe_vfs_abspath charged the path's bytes */
    for (size_t i = 0; i < n; i++)
        h = (h ^ (unsigned char)name[i]) * 1099511628211u;
    return h;
}

#define KID_SCAN_MAX 8 /* a directory this small is scanned; a larger one is hashed */

/* The slot of dir's index that holds kid number `idx`, or that name would take. */
static size_t slot_of(const pe_vnode *dir, const char *name, size_t n) {
    size_t mask = dir->scap - 1, i = (size_t)name_hash(name, n) & mask;
    /* loop-bound: probe: the index is at most half full */
    while (dir->slots[i] && !name_is(dir->kids[dir->slots[i] - 1], name, n))
        i = (i + 1) & mask;
    return i;
}

/* Rebuilds dir's hash index with cap slots (a power of two > 2 * nkids). 0 or -1. */
static int index_build(pe_vm *vm, pe_vnode *dir, size_t cap) {
    uint32_t *slots = pe_mem_calloc(&vm->mem, cap, sizeof *slots);
    if (!slots) return -1;
    pe_mem_free(&vm->mem, dir->slots, dir->scap * sizeof *dir->slots);
    dir->slots = slots;
    dir->scap = cap;
    /* loop-bound: amortised: the index doubles, paid for by the insertions */
    for (size_t k = 0; k < dir->nkids; k++)
        slots[slot_of(dir, dir->kids[k]->name, dir->kids[k]->nlen)] = (uint32_t)k + 1;
    return 0;
}

static pe_vnode *kid_find(const pe_vnode *dir, const char *name, size_t n) {
    if (!dir->scap) {
        /* loop-bound: const: at most KID_SCAN_MAX entries */
        for (size_t k = 0; k < dir->nkids; k++)
            if (name_is(dir->kids[k], name, n)) return dir->kids[k];
        return NULL;
    }
    uint32_t v = dir->slots[slot_of(dir, name, n)];
    return v ? dir->kids[v - 1] : NULL;
}

/* Appends kid (whose name is not in dir yet) to dir's entries. 0 or -1 (out of
 * memory; dir unchanged). */
static int kid_insert(pe_vm *vm, pe_vnode *dir, pe_vnode *kid) {
    if (dir->nkids == dir->kcap) {
        size_t ncap = dir->kcap ? dir->kcap * 2 : 4;
        pe_vnode **k =
            pe_mem_realloc(&vm->mem, dir->kids, dir->kcap * sizeof *k, ncap * sizeof *k);
        if (!k) return -1;
        dir->kids = k;
        dir->kcap = ncap;
    }
    if (dir->nkids >= UINT32_MAX - 1) return -1;
    dir->kids[dir->nkids++] = kid;
    if (dir->nkids > KID_SCAN_MAX && dir->nkids * 2 >= dir->scap) {
        if (index_build(vm, dir, dir->scap ? dir->scap * 2 : 32) < 0) {
            dir->nkids--;
            return -1;
        }
    } else if (dir->scap) {
        dir->slots[slot_of(dir, kid->name, kid->nlen)] = (uint32_t)dir->nkids;
    }
    return 0;
}

/* Takes kid out of dir (not freed): the last entry moves into its place, so listing
 * order is creation order until a removal. Cannot fail. */
static void kid_remove(pe_vnode *dir, pe_vnode *kid) {
    size_t pos = 0;
    /* loop-bound: const: at most KID_SCAN_MAX entries without an index */
    while (!dir->scap && pos < dir->nkids && dir->kids[pos] != kid)
        pos++;
    if (dir->scap) {
        size_t mask = dir->scap - 1, i = slot_of(dir, kid->name, kid->nlen);
        if (!dir->slots[i]) return;
        pos = dir->slots[i] - 1;
        /* backward-shift deletion keeps every probe chain unbroken */
        size_t j = i;
        /* loop-bound: probe: one probe chain of a half-full index */
        for (;;) {
            j = (j + 1) & mask;
            if (!dir->slots[j]) break;
            const pe_vnode *o = dir->kids[dir->slots[j] - 1];
            size_t home = (size_t)name_hash(o->name, o->nlen) & mask;
            /* o may move to i unless its home lies cyclically in (i, j] */
            if ((j > i && (home <= i || home > j)) || (j < i && home <= i && home > j)) {
                dir->slots[i] = dir->slots[j];
                i = j;
            }
        }
        dir->slots[i] = 0;
    }
    if (pos >= dir->nkids) return;
    size_t last = dir->nkids - 1;
    if (pos != last) {
        pe_vnode *moved = dir->kids[last];
        dir->kids[pos] = moved;
        if (dir->scap)
            dir->slots[slot_of(dir, moved->name, moved->nlen)] = (uint32_t)pos + 1;
    }
    dir->nkids--;
}

/* ---- the VM's tree -------------------------------------------------------------- */

static double vfs_now(pe_vm *vm) {
    if (vm->cfg.has_fixed_time) return vm->cfg.fixed_time + vm->fixed_time_slept;
    struct timespec ts;
    clock_gettime(CLOCK_REALTIME, &ts);
    return (double)ts.tv_sec + ts.tv_nsec / 1e9;
}

pe_vfs *pe_vfs_get(pe_vm *vm) {
    if (vm->vfs) return vm->vfs;
    pe_vfs *fs = pe_mem_calloc(&vm->mem, 1, sizeof *fs);
    if (!fs) goto fail;
    fs->root = vnode_new(vm, "", 0, VN_DIR);
    fs->cwd = pe_mem_alloc(&vm->mem, 2);
    if (!fs->root || !fs->cwd) goto fail;
    fs->root->mtime = vfs_now(vm);
    memcpy(fs->cwd, "/", 2);
    fs->cwd_len = 1;
    vm->vfs = fs;
    return fs;
fail:
    if (fs) {
        vnode_free(vm, fs->root);
        pe_mem_free(&vm->mem, fs, sizeof *fs);
    }
    pe_err_nomem(vm);
    return NULL;
}

void pe_vfs_destroy(pe_vm *vm) {
    pe_vfs *fs = vm->vfs;
    if (!fs) return;
    vnode_free(vm, fs->root);
    pe_mem_free(&vm->mem, fs->cwd, fs->cwd_len + 1);
    /* loop-bound: setup: teardown of the host's mounts */
    for (size_t i = 0; i < fs->nmounts; i++)
        close(fs->mounts[i].fd);
    pe_mem_free(&vm->mem, fs->mounts, fs->mcap * sizeof *fs->mounts);
    /* loop-bound: setup: teardown of the host's variables */
    for (size_t i = 0; i < fs->nenv; i++) {
        pe_mem_free(&vm->mem, fs->env[i].name, strlen(fs->env[i].name) + 1);
        if (fs->env[i].value)
            pe_mem_free(&vm->mem, fs->env[i].value, strlen(fs->env[i].value) + 1);
    }
    pe_mem_free(&vm->mem, fs->env, fs->envcap * sizeof *fs->env);
    pe_mem_free(&vm->mem, fs, sizeof *fs);
    vm->vfs = NULL;
}

void pe_vfs_set_host(pe_vm *vm, int on) {
    if (pe_vfs_get(vm))
        vm->vfs->host = on;
    else
        pe_err_clear(vm);
}

int pe_vfs_charge(pe_vm *vm, size_t bytes) {
    if (vm->vfs && vm->vfs->host) return 0;
    if (PE_TICK(vm, bytes / 1024 + 1) < 0) return -1;
    return pe_vm_check_time(vm);
}

/* ---- paths ---------------------------------------------------------------------- */

int pe_vfs_abspath(pe_vm *vm, const char *p, size_t n, char **out, size_t *outlen) {
    pe_vfs *fs = pe_vfs_get(vm);
    if (!fs) return PE_VFS_PYERR;
    int rel = n == 0 || p[0] != '/';
    /* every operation walks the path (and the cwd) a few times: one op per 16 bytes */
    if (!fs->host && PE_TICK(vm, (n + (rel ? fs->cwd_len : 0)) / 16 + 1) < 0)
        return PE_VFS_PYERR;
    size_t cap = (rel ? fs->cwd_len + 1 : 0) + n + 2;
    char *buf = pe_mem_alloc(&vm->mem, cap);
    if (!buf) {
        pe_err_nomem(vm);
        return PE_VFS_PYERR;
    }
    size_t len = 0;
    if (rel) {
        memcpy(buf, fs->cwd, fs->cwd_len);
        len = fs->cwd_len == 1 ? 0 : fs->cwd_len;
    }
    size_t i = 0;
    /* loop-bound: charged-before: the path's length */
    while (i < n) {
        /* loop-bound: charged-before: the path's length */
        while (i < n && p[i] == '/')
            i++;
        size_t s = i;
        /* loop-bound: charged-before: the path's length */
        while (i < n && p[i] != '/')
            i++;
        size_t c = i - s;
        if (c == 0 || (c == 1 && p[s] == '.')) continue;
        if (c == 2 && p[s] == '.' && p[s + 1] == '.') {
            /* loop-bound: charged-before: the path's length */
            while (len > 0 && buf[len - 1] != '/')
                len--;
            if (len > 0) len--; /* the '/' before it; "/.." stays "/" */
            continue;
        }
        buf[len++] = '/';
        memcpy(buf + len, p + s, c);
        len += c;
    }
    if (len == 0) buf[len++] = '/';
    buf[len] = 0;
    *out = buf;
    *outlen = cap - 1; /* the block's size is cap: pe_vfs_free_path frees outlen + 1 */
    return 0;
}

void pe_vfs_free_path(pe_vm *vm, char *p, size_t len) {
    if (p) pe_mem_free(&vm->mem, p, len + 1);
}

const char *pe_vfs_cwd(pe_vm *vm) {
    pe_vfs *fs = pe_vfs_get(vm);
    if (!fs) {
        pe_err_clear(vm);
        return "/";
    }
    return fs->cwd;
}

/* Walks the memory layer along abs (see pe_vloc). Cannot fail. */
static void vfs_locate(pe_vfs *fs, const char *abs, pe_vloc *loc) {
    pe_vnode *cur = fs->root;
    const char *p = abs + 1;
    memset(loc, 0, sizeof *loc);
    loc->mount = cur->mount;
    loc->rel = p;
    /* loop-bound: caller-charged: pe_vfs_abspath charged the path */
    while (*p) {
        const char *e = strchr(p, '/');
        size_t n = e ? (size_t)(e - p) : strlen(p);
        int last = p[n] == 0;
        if (cur->kind != VN_DIR) {
            loc->err = -ENOTDIR;
            return;
        }
        if (last) loc->parent = cur;
        pe_vnode *k = kid_find(cur, p, n);
        if (!k || k->kind == VN_WHITEOUT) {
            if (k) loc->err = -ENOENT;
            return;
        }
        cur = k;
        p += n + !last;
        if (cur->mount >= 0) {
            loc->mount = cur->mount;
            loc->rel = p;
        }
    }
    loc->node = cur;
}

/* The length of the parent's part of abs ("/a/b" -> 2, "/a" -> 1 for "/"). */
static size_t parent_len(const char *abs) {
    const char *s = strrchr(abs, '/');
    return s == abs ? 1 : (size_t)(s - abs);
}

static const char *base_name(const char *abs) {
    return strrchr(abs, '/') + 1;
}

static const pe_vmount *loc_mount(pe_vfs *fs, const pe_vloc *loc) {
    return loc->mount >= 0 ? &fs->mounts[loc->mount] : NULL;
}

static int vfs_prepare(pe_vm *vm, const char *abs, pe_vloc *loc, pe_vfs **fsp) {
    pe_vfs *fs = pe_vfs_get(vm);
    if (!fs) return PE_VFS_PYERR;
    vfs_locate(fs, abs, loc);
    *fsp = fs;
    return 0;
}

int pe_vfs_stat(pe_vm *vm, const char *abs, int *kind, uint64_t *size, double *mtime) {
    pe_vfs *fs;
    pe_vloc loc;
    if (vfs_prepare(vm, abs, &loc, &fs) < 0) return PE_VFS_PYERR;
    *size = 0;
    *mtime = 0;
    if (loc.err) return loc.err;
    if (loc.node) {
        if (loc.node->mount >= 0 && loc.node->mount == loc.mount)
            return pe_vhost_stat(vm, loc_mount(fs, &loc), "", kind, size, mtime);
        *kind = loc.node->kind == VN_DIR ? PE_VFS_DIR : PE_VFS_FILE;
        *size = loc.node->size;
        *mtime = loc.node->mtime;
        return 0;
    }
    if (loc.mount < 0) return -ENOENT;
    return pe_vhost_stat(vm, loc_mount(fs, &loc), loc.rel, kind, size, mtime);
}

/* The kind of abs (PE_VFS_FILE/DIR), or a negative errno / PE_VFS_PYERR. */
static int vfs_kind(pe_vm *vm, const char *abs) {
    int kind;
    uint64_t size;
    double mtime;
    int r = pe_vfs_stat(vm, abs, &kind, &size, &mtime);
    return r < 0 ? r : kind;
}

/* The kind of abs's parent directory: PE_VFS_DIR, or -ENOENT / -ENOTDIR / PE_VFS_PYERR. */
static int vfs_parent_ok(pe_vm *vm, const char *abs) {
    size_t n = parent_len(abs);
    char *buf = pe_mem_alloc(&vm->mem, n + 1);
    if (!buf) {
        pe_err_nomem(vm);
        return PE_VFS_PYERR;
    }
    memcpy(buf, abs, n);
    buf[n] = 0;
    int k = vfs_kind(vm, buf);
    pe_mem_free(&vm->mem, buf, n + 1);
    if (k < 0) return k;
    return k == PE_VFS_DIR ? 0 : -ENOTDIR;
}

/* ---- listing -------------------------------------------------------------------- */

typedef struct list_ctx {
    pe_vnode *shadow; /* memory entries that hide host entries of the same name */
    pe_vfs_entry_fn fn;
    void *ud;
} list_ctx;

static int list_host_entry(void *ud, const char *name, size_t n) {
    list_ctx *c = ud;
    if (c->shadow && kid_find(c->shadow, name, n)) return 0;
    return c->fn(c->ud, name, n);
}

int pe_vfs_list(pe_vm *vm, const char *abs, pe_vfs_entry_fn fn, void *ud) {
    pe_vfs *fs;
    pe_vloc loc;
    if (vfs_prepare(vm, abs, &loc, &fs) < 0) return PE_VFS_PYERR;
    if (loc.err) return loc.err;
    list_ctx c = {NULL, fn, ud};
    if (loc.node) {
        if (loc.node->kind != VN_DIR) return -ENOTDIR;
        /* loop-bound: caller-charged: fn charges each entry it takes */
        for (size_t i = 0; i < loc.node->nkids; i++) {
            pe_vnode *k = loc.node->kids[i];
            if (k->kind == VN_WHITEOUT) continue;
            if (fn(ud, k->name, k->nlen) < 0) return PE_VFS_PYERR;
        }
        if (loc.mount < 0) return 0;
        c.shadow = loc.node;
    } else if (loc.mount < 0) {
        return -ENOENT;
    }
    int r = pe_vhost_list(vm, loc_mount(fs, &loc), loc.rel, list_host_entry, &c);
    /* a memory directory in an overlay need not exist on the host */
    if (r == -ENOENT && loc.node) return 0;
    return r;
}

/* ---- reading and writing -------------------------------------------------------- */

int pe_vfs_read(pe_vm *vm, const char *abs, unsigned char **data, size_t *len) {
    pe_vfs *fs;
    pe_vloc loc;
    *data = NULL;
    *len = 0;
    if (vfs_prepare(vm, abs, &loc, &fs) < 0) return PE_VFS_PYERR;
    if (loc.err) return loc.err;
    if (loc.node) {
        if (loc.node->kind == VN_DIR) return -EISDIR;
        if (loc.node->size) {
            if (pe_vfs_charge(vm, loc.node->size) < 0) return PE_VFS_PYERR;
            *data = pe_mem_alloc(&vm->mem, loc.node->size);
            if (!*data) {
                pe_err_nomem(vm);
                return PE_VFS_PYERR;
            }
            memcpy(*data, loc.node->data, loc.node->size);
            *len = loc.node->size;
        }
        return 0;
    }
    if (loc.mount < 0) return -ENOENT;
    return pe_vhost_read(vm, loc_mount(fs, &loc), loc.rel, data, len);
}

/* Makes memory directories for every missing component of abs's parent (inside an
 * overlay, where the host has them). *dir = the parent's node. 0 or PE_VFS_PYERR. */
static int vfs_materialise(pe_vm *vm, pe_vfs *fs, const char *abs, pe_vnode **dir) {
    pe_vnode *cur = fs->root;
    const char *p = abs + 1;
    /* loop-bound: caller-charged: pe_vfs_abspath charged the path */
    for (;;) {
        const char *e = strchr(p, '/');
        if (!e) break;
        size_t n = (size_t)(e - p);
        pe_vnode *k = kid_find(cur, p, n);
        if (!k) {
            k = vnode_new(vm, p, n, VN_DIR);
            if (!k || kid_insert(vm, cur, k) < 0) {
                vnode_free(vm, k);
                pe_err_nomem(vm);
                return PE_VFS_PYERR;
            }
            k->mtime = vfs_now(vm);
        }
        cur = k;
        p = e + 1;
    }
    *dir = cur;
    return 0;
}

/* Sets a memory file's content (or appends). 0 or PE_VFS_PYERR. */
static int vnode_store(pe_vm *vm, pe_vnode *f, const void *data, size_t len, int append) {
    size_t base = append ? f->size : 0, need;
    if (pe_size_add(base, len, &need) < 0) {
        pe_err_too_big(vm);
        return PE_VFS_PYERR;
    }
    if (pe_vfs_charge(vm, len) < 0) return PE_VFS_PYERR;
    if (need > f->cap) {
        if (pe_mem_would_exceed(&vm->mem, need - f->cap)) {
            pe_err_nomem(vm);
            return PE_VFS_PYERR;
        }
        unsigned char *d = pe_mem_realloc(&vm->mem, f->data, f->cap, need);
        if (!d) {
            pe_err_nomem(vm);
            return PE_VFS_PYERR;
        }
        f->data = d;
        f->cap = need;
    } else if (need < f->cap / 2) {
        /* shrink, so a rewritten file gives its memory back */
        unsigned char *d = need ? pe_mem_realloc(&vm->mem, f->data, f->cap, need) : NULL;
        if (need && !d) {
            pe_err_nomem(vm);
            return PE_VFS_PYERR;
        }
        if (!need) pe_mem_free(&vm->mem, f->data, f->cap);
        f->data = d;
        f->cap = need;
    }
    if (len) memcpy(f->data + base, data, len);
    f->size = need;
    f->mtime = vfs_now(vm);
    return 0;
}

/* A new memory file at abs in the memory layer (the parent exists). */
static int vfs_create_mem(pe_vm *vm, pe_vfs *fs, const char *abs, int kind,
                          pe_vnode **out) {
    pe_vnode *dir;
    if (vfs_materialise(vm, fs, abs, &dir) < 0) return PE_VFS_PYERR;
    const char *b = base_name(abs);
    pe_vnode *old = kid_find(dir, b, strlen(b));
    if (old) { /* a whiteout */
        kid_remove(dir, old);
        vnode_free(vm, old);
    }
    pe_vnode *v = vnode_new(vm, b, strlen(b), kind);
    if (!v || kid_insert(vm, dir, v) < 0) {
        vnode_free(vm, v);
        pe_err_nomem(vm);
        return PE_VFS_PYERR;
    }
    v->mtime = vfs_now(vm);
    dir->mtime = v->mtime;
    *out = v;
    return 0;
}

/* Copies the host file at abs (overlay) up into the memory layer. */
static int vfs_copy_up(pe_vm *vm, pe_vfs *fs, const char *abs, pe_vnode **out) {
    unsigned char *d;
    size_t n;
    int r = pe_vfs_read(vm, abs, &d, &n);
    if (r < 0) return r;
    r = vfs_create_mem(vm, fs, abs, VN_FILE, out);
    if (r == 0) r = vnode_store(vm, *out, d, n, 0);
    pe_mem_free(&vm->mem, d, n);
    return r;
}

int pe_vfs_store(pe_vm *vm, const char *abs, const void *data, size_t len, unsigned flags) {
    pe_vfs *fs;
    pe_vloc loc;
    if (vfs_prepare(vm, abs, &loc, &fs) < 0) return PE_VFS_PYERR;
    if (loc.err == -ENOTDIR) return loc.err;
    int append = (flags & PE_VFS_APPEND) != 0;
    const pe_vmount *m = loc_mount(fs, &loc);
    if (loc.node) {
        if (loc.node->kind == VN_DIR) return -EISDIR;
        if (flags & PE_VFS_EXCL) return -EEXIST;
        return vnode_store(vm, loc.node, data, len, append);
    }
    if (m && m->mode == PYEVAL_MOUNT_RW)
        return pe_vhost_store(vm, m, loc.rel, data, len, flags);
    int kind = loc.err ? -ENOENT : vfs_kind(vm, abs);
    if (kind == PE_VFS_PYERR) return kind;
    if (kind == PE_VFS_DIR) return -EISDIR;
    if (kind == PE_VFS_FILE && (flags & PE_VFS_EXCL)) return -EEXIST;
    if (m && m->mode == PYEVAL_MOUNT_RO) {
        if (kind == -ENOENT && !(flags & PE_VFS_NOCREATE)) {
            int r = vfs_parent_ok(vm, abs);
            return r < 0 ? r : -EROFS;
        }
        return kind < 0 ? kind : -EROFS;
    }
    pe_vnode *f;
    int r;
    if (kind == PE_VFS_FILE) { /* a host file below an overlay */
        if (append) {
            r = vfs_copy_up(vm, fs, abs, &f);
            return r < 0 ? r : vnode_store(vm, f, data, len, 1);
        }
    } else {
        if (flags & PE_VFS_NOCREATE) return -ENOENT;
        r = vfs_parent_ok(vm, abs);
        if (r < 0) return r;
    }
    r = vfs_create_mem(vm, fs, abs, VN_FILE, &f);
    return r < 0 ? r : vnode_store(vm, f, data, len, 0);
}

/* ---- directories and names ------------------------------------------------------ */

int pe_vfs_mkdir(pe_vm *vm, const char *abs) {
    pe_vfs *fs;
    pe_vloc loc;
    if (vfs_prepare(vm, abs, &loc, &fs) < 0) return PE_VFS_PYERR;
    if (loc.err == -ENOTDIR) return loc.err;
    if (loc.node) return -EEXIST;
    const pe_vmount *m = loc_mount(fs, &loc);
    if (m && m->mode == PYEVAL_MOUNT_RW) return pe_vhost_mkdir(m, loc.rel);
    int kind = loc.err ? -ENOENT : vfs_kind(vm, abs);
    if (kind == PE_VFS_PYERR) return kind;
    if (kind > 0) return -EEXIST;
    int r = vfs_parent_ok(vm, abs);
    if (r < 0) return r;
    if (m && m->mode == PYEVAL_MOUNT_RO) return -EROFS;
    pe_vnode *d;
    return vfs_create_mem(vm, fs, abs, VN_DIR, &d);
}

static int has_entry(void *ud, const char *name, size_t n) {
    (void)name, (void)n;
    *(int *)ud = 1;
    return PE_VFS_PYERR; /* stop at the first */
}

/* Removes the memory node of abs, leaving a whiteout when an overlay's host has the
 * name too. */
static int vfs_remove_node(pe_vm *vm, pe_vfs *fs, const char *abs, pe_vloc *loc) {
    int on_host = 0;
    const pe_vmount *m = loc_mount(fs, loc);
    if (m && m->mode == PYEVAL_MOUNT_OVERLAY) {
        int kind;
        uint64_t size;
        double mtime;
        int r = pe_vhost_stat(vm, m, loc->rel, &kind, &size, &mtime);
        if (r == PE_VFS_PYERR) return r;
        on_host = r == 0;
    }
    pe_vnode *dir = loc->parent;
    kid_remove(dir, loc->node);
    vnode_free(vm, loc->node);
    dir->mtime = vfs_now(vm);
    if (!on_host) return 0;
    pe_vnode *w;
    return vfs_create_mem(vm, fs, abs, VN_WHITEOUT, &w);
}

static int vfs_remove(pe_vm *vm, const char *abs, int want_dir) {
    pe_vfs *fs;
    pe_vloc loc;
    if (vfs_prepare(vm, abs, &loc, &fs) < 0) return PE_VFS_PYERR;
    if (loc.err) return loc.err;
    if (loc.node && loc.node == fs->root) return want_dir ? -EBUSY : -EISDIR;
    const pe_vmount *m = loc_mount(fs, &loc);
    int kind = vfs_kind(vm, abs);
    if (kind < 0) return kind;
    if (want_dir && kind != PE_VFS_DIR) return -ENOTDIR;
    if (!want_dir && kind == PE_VFS_DIR) return -EISDIR;
    if (want_dir) {
        int any = 0;
        int r = pe_vfs_list(vm, abs, has_entry, &any);
        if (r < 0 && !(r == PE_VFS_PYERR && any)) return r;
        if (any) return -ENOTEMPTY;
    }
    if (loc.node) {
        if (loc.node->mount >= 0) return -EBUSY;
        return vfs_remove_node(vm, fs, abs, &loc);
    }
    if (!m) return -ENOENT;
    if (m->mode == PYEVAL_MOUNT_RO) return -EROFS;
    if (m->mode == PYEVAL_MOUNT_RW)
        return want_dir ? pe_vhost_rmdir(m, loc.rel) : pe_vhost_unlink(m, loc.rel);
    pe_vnode *w; /* overlay: hide the host entry */
    return vfs_create_mem(vm, fs, abs, VN_WHITEOUT, &w);
}

int pe_vfs_rmdir(pe_vm *vm, const char *abs) {
    return vfs_remove(vm, abs, 1);
}

int pe_vfs_unlink(pe_vm *vm, const char *abs) {
    return vfs_remove(vm, abs, 0);
}

/* 1 if dst is src or lies below it. */
static int is_below(const char *src, const char *dst) {
    size_t n = strlen(src);
    return strncmp(src, dst, n) == 0 && (dst[n] == 0 || dst[n] == '/');
}

int pe_vfs_rename(pe_vm *vm, const char *src, const char *dst) {
    pe_vfs *fs;
    pe_vloc ls, ld;
    if (vfs_prepare(vm, src, &ls, &fs) < 0) return PE_VFS_PYERR;
    vfs_locate(fs, dst, &ld);
    int ks = vfs_kind(vm, src);
    if (ks < 0) return ks;
    if (strcmp(src, dst) == 0) return 0;
    if (ls.node == fs->root || (ls.node && ls.node->mount >= 0)) return -EBUSY;
    if (ks == PE_VFS_DIR && is_below(src, dst)) return -EINVAL;
    int kd = vfs_kind(vm, dst);
    if (kd == PE_VFS_PYERR) return kd;
    if (kd < 0 && kd != -ENOENT) return kd;
    if (kd < 0) {
        int r = vfs_parent_ok(vm, dst);
        if (r < 0) return r;
    }
    if (kd == PE_VFS_DIR && ks != PE_VFS_DIR) return -EISDIR;
    if (kd == PE_VFS_FILE && ks == PE_VFS_DIR) return -ENOTDIR;
    if (kd == PE_VFS_DIR) {
        int any = 0;
        int r = pe_vfs_list(vm, dst, has_entry, &any);
        if (r < 0 && !(r == PE_VFS_PYERR && any)) return r;
        if (any) return -ENOTEMPTY;
    }
    const pe_vmount *ms = loc_mount(fs, &ls), *md = loc_mount(fs, &ld);
    /* the same read-write mount, both on the host: the host renames */
    if (!ls.node && !ld.node && ms && ms == md && ms->mode == PYEVAL_MOUNT_RW)
        return pe_vhost_rename(ms, ls.rel, ld.rel);
    if ((ms && ms->mode == PYEVAL_MOUNT_RO && !ls.node) ||
        (md && md->mode == PYEVAL_MOUNT_RO && !ld.node))
        return -EROFS;
    /* both in memory, outside any mount: move the node */
    if (ls.node && !ms && !md) {
        if (kd > 0) {
            pe_vloc lx;
            vfs_locate(fs, dst, &lx);
            kid_remove(lx.parent, lx.node);
            vnode_free(vm, lx.node);
        }
        pe_vnode *dir;
        if (vfs_materialise(vm, fs, dst, &dir) < 0) return PE_VFS_PYERR;
        const char *b = base_name(dst);
        size_t bn = strlen(b);
        char *nm = pe_mem_alloc(&vm->mem, bn + 1);
        if (!nm) {
            pe_err_nomem(vm);
            return PE_VFS_PYERR;
        }
        pe_vnode *node = ls.node;
        kid_remove(ls.parent, node);
        pe_mem_free(&vm->mem, node->name, node->nlen + 1);
        memcpy(nm, b, bn + 1);
        node->name = nm;
        node->nlen = bn;
        if (kid_insert(vm, dir, node) < 0) {
            vnode_free(vm, node);
            pe_err_nomem(vm);
            return PE_VFS_PYERR;
        }
        ls.parent->mtime = dir->mtime = vfs_now(vm);
        return 0;
    }
    /* across layers: files are copied then removed; directories cannot move */
    if (ks == PE_VFS_DIR) return -EXDEV;
    unsigned char *d;
    size_t n;
    int r = pe_vfs_read(vm, src, &d, &n);
    if (r < 0) return r;
    r = pe_vfs_store(vm, dst, d, n, 0);
    pe_mem_free(&vm->mem, d, n);
    return r < 0 ? r : pe_vfs_unlink(vm, src);
}

int pe_vfs_chdir(pe_vm *vm, const char *abs) {
    int k = vfs_kind(vm, abs);
    if (k < 0) return k;
    if (k != PE_VFS_DIR) return -ENOTDIR;
    pe_vfs *fs = vm->vfs;
    size_t n = strlen(abs);
    char *c = pe_mem_alloc(&vm->mem, n + 1);
    if (!c) {
        pe_err_nomem(vm);
        return PE_VFS_PYERR;
    }
    memcpy(c, abs, n + 1);
    pe_mem_free(&vm->mem, fs->cwd, fs->cwd_len + 1);
    fs->cwd = c;
    fs->cwd_len = n;
    return 0;
}

/* ---- mounts and the environment ------------------------------------------------- */

int pe_vfs_mount(pe_vm *vm, const char *host_path, const char *abs,
                 pyeval_mount_mode mode) {
    pe_vfs *fs = pe_vfs_get(vm);
    if (!fs) return PE_VFS_PYERR;
    if (mode != PYEVAL_MOUNT_RO && mode != PYEVAL_MOUNT_RW && mode != PYEVAL_MOUNT_OVERLAY)
        return -EINVAL;
    pe_vloc loc;
    vfs_locate(fs, abs, &loc);
    if (loc.err) return loc.err;
    if (loc.node && (loc.node->kind != VN_DIR || loc.node->mount >= 0)) return -EBUSY;
    int fd, r = pe_vhost_open_dir(host_path, &fd);
    if (r < 0) return r;
    pe_vmount *nm = fs->mounts;
    if (fs->nmounts == fs->mcap) {
        nm = pe_mem_realloc(&vm->mem, fs->mounts, fs->mcap * sizeof *nm,
                            (fs->mcap + 1) * sizeof *nm);
        if (!nm) goto nomem;
        fs->mounts = nm;
        fs->mcap++;
    }
    pe_vnode *node = loc.node;
    if (!node) {
        /* the mount point and its parents become memory directories */
        pe_vnode *dir;
        if (vfs_materialise(vm, fs, abs, &dir) < 0) goto fail;
        if (strcmp(abs, "/") != 0 && vfs_create_mem(vm, fs, abs, VN_DIR, &node) < 0)
            goto fail;
    }
    nm[fs->nmounts].fd = fd;
    nm[fs->nmounts].mode = mode;
    node->mount = (int)fs->nmounts++;
    return 0;
nomem:
    pe_err_nomem(vm);
fail:
    close(fd);
    return PE_VFS_PYERR;
}

int pe_vfs_setenv(pe_vm *vm, const char *name, const char *value) {
    pe_vfs *fs = pe_vfs_get(vm);
    if (!fs) return PE_VFS_PYERR;
    size_t i = 0;
    /* loop-bound: setup: the host's variables */
    while (i < fs->nenv && strcmp(fs->env[i].name, name) != 0)
        i++;
    size_t nn = strlen(name) + 1, vn = value ? strlen(value) + 1 : 0;
    char *n = NULL, *v = NULL;
    /* everything that can fail comes before the table changes */
    if (value && !(v = pe_mem_alloc(&vm->mem, vn))) goto nomem;
    if (i == fs->nenv) {
        if (fs->nenv == fs->envcap) {
            pe_venv *e = pe_mem_realloc(&vm->mem, fs->env, fs->envcap * sizeof *e,
                                        (fs->envcap + 1) * sizeof *e);
            if (!e) goto nomem;
            fs->env = e;
            fs->envcap++;
        }
        if (!(n = pe_mem_alloc(&vm->mem, nn))) goto nomem;
        memcpy(n, name, nn);
    } else {
        /* the entry moves to the end, keeping the gens in order */
        n = fs->env[i].name;
        if (fs->env[i].value)
            pe_mem_free(&vm->mem, fs->env[i].value, strlen(fs->env[i].value) + 1);
        memmove(fs->env + i, fs->env + i + 1, (fs->nenv - i - 1) * sizeof *fs->env);
        fs->nenv--;
    }
    if (v) memcpy(v, value, vn);
    fs->env[fs->nenv++] = (pe_venv){n, v, ++fs->env_gen};
    return 0;
nomem:
    pe_mem_free(&vm->mem, v, vn);
    pe_err_nomem(vm);
    return PE_VFS_PYERR;
}

int pe_vfs_env_each(pe_vm *vm, pe_vfs_env_fn fn, void *ud) {
    pe_vfs *fs = pe_vfs_get(vm);
    if (!fs) return PE_VFS_PYERR;
    /* loop-bound: setup: the host's variables */
    for (size_t i = 0; i < fs->nenv; i++)
        if (fs->env[i].value && fn(ud, fs->env[i].name, fs->env[i].value) < 0)
            return PE_VFS_PYERR;
    return 0;
}

int pe_vfs_env_since(pe_vm *vm, uint64_t since, uint64_t *gen, pe_vfs_env_fn fn, void *ud) {
    pe_vfs *fs = pe_vfs_get(vm);
    if (!fs) return PE_VFS_PYERR;
    *gen = fs->env_gen;
    size_t i = fs->nenv;
    /* loop-bound: setup: the host's variables (gens increase along the array) */
    while (i > 0 && fs->env[i - 1].gen > since)
        i--;
    /* loop-bound: setup: the host's variables */
    for (; i < fs->nenv; i++)
        if (fn(ud, fs->env[i].name, fs->env[i].value) < 0) return PE_VFS_PYERR;
    return 0;
}

uint64_t pe_vfs_env_gen(pe_vm *vm) {
    return vm->vfs ? vm->vfs->env_gen : 0;
}

const char *pe_vfs_strerror(int err) {
    switch (err) {
    case EPERM: return "Operation not permitted";
    case ENOENT: return "No such file or directory";
    case EIO: return "Input/output error";
    case EACCES: return "Permission denied";
    case EBUSY: return "Device or resource busy";
    case EEXIST: return "File exists";
    case EXDEV: return "Invalid cross-device link";
    case ENOTDIR: return "Not a directory";
    case EISDIR: return "Is a directory";
    case EINVAL: return "Invalid argument";
    case EFBIG: return "File too large";
    case ENOSPC: return "No space left on device";
    case EROFS: return "Read-only file system";
    case ENAMETOOLONG: return "File name too long";
    case ENOTEMPTY: return "Directory not empty";
    case ELOOP: return "Too many levels of symbolic links";
    default: return "Unknown error";
    }
}
