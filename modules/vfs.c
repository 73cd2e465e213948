/*
 * vfs.c - the private module `_vfs`: the VM's virtual file tree (core/vfs.h) as the
 * primitives that the sandbox Python of io (open and the file classes), os, os.path
 * (posixpath), pathlib and shutil build on. docs/files.md gives the design.
 *
 * Every function takes paths as str (os.fspath has been applied by the caller), makes
 * them absolute against the VM's cwd and normalised, and raises CPython's errors: a
 * NUL byte is ValueError("embedded null byte"), a failure is OSError(errno, strerror,
 * filename[, None, filename2]), which OSError's constructor turns into
 * FileNotFoundError, FileExistsError, ... with the text "[Errno 2] No such file or
 * directory: 'x'". filename is the path as the program gave it.
 */
#include <errno.h>
#include <string.h>

#include "../builtins/bytes.h"
#include "../builtins/dict.h"
#include "../builtins/list.h"
#include "../builtins/str.h"
#include "../builtins/tuple.h"
#include "../core/vfs.h"
#include "../eval/args.h"
#include "../eval/exc.h"
#include "../eval/ops.h"
#include "../eval/vm.h"
#include "registry.h"

/* Raises OSError(err, strerror, p1[, None, p2]) for a negative errno; leaves a pending
 * Python error (r == PE_VFS_PYERR) alone. PE_NULL. */
static pe_value vfs_raise(pe_vm *vm, int r, pe_value p1, pe_value p2) {
    if (r == PE_VFS_PYERR) return PE_NULL;
    pe_value msg = pe_str_from_cstr(vm, pe_vfs_strerror(-r));
    if (pe_is_null(msg)) return PE_NULL;
    pe_value args[5] = {pe_int(-r), msg, p1, PE_NONE, p2};
    pe_value cls = pe_obj_value(&vm->exc_types[PE_EXC_OSError]->base);
    pe_value e = pe_op_call(vm, cls, args, pe_is_null(p2) ? 3 : 5, NULL);
    pe_decref(vm, msg);
    if (pe_is_null(e)) return e;
    pe_err_raise(vm, e);
    pe_decref(vm, e);
    return PE_NULL;
}

/* The absolute path of a str argument. 0, or -1 with TypeError/ValueError/MemoryError
 * pending. *abs is freed with pe_vfs_free_path(vm, *abs, *cap). */
static int vfs_path(pe_vm *vm, const char *fn, pe_value v, char **abs, size_t *cap) {
    if (!pe_str_check(vm, v)) {
        pe_err_format(vm, PE_EXC_TypeError, "%s: path should be string, not %s", fn,
                      pe_type_of(vm, v)->name);
        return -1;
    }
    pe_str *s = pe_str_obj(v);
    if (memchr(s->data, 0, s->size)) {
        pe_err_set(vm, PE_EXC_ValueError, "embedded null byte");
        return -1;
    }
    if (s->size == 0) { /* POSIX: an empty pathname names nothing (ENOENT), not the cwd */
        vfs_raise(vm, -ENOENT, v, PE_NULL);
        return -1;
    }
    return pe_vfs_abspath(vm, s->data, s->size, abs, cap) < 0 ? -1 : 0;
}

/* The shape of most functions: one path, one core call, None. */
typedef int (*vfs_path_op)(pe_vm *vm, const char *abs);

static pe_value vfs_simple(pe_vm *vm, const char *name, const pe_value *args, size_t nargs,
                           pe_obj *kw, vfs_path_op op) {
    if (pe_args_count(vm, name, nargs, kw, 1, 1) < 0) return PE_NULL;
    char *abs;
    size_t cap;
    if (vfs_path(vm, name, args[0], &abs, &cap) < 0) return PE_NULL;
    int r = op(vm, abs);
    pe_vfs_free_path(vm, abs, cap);
    return r < 0 ? vfs_raise(vm, r, args[0], PE_NULL) : PE_NONE;
}

static pe_value f_mkdir(pe_vm *vm, const pe_value *a, size_t n, pe_obj *kw) {
    return vfs_simple(vm, "mkdir", a, n, kw, pe_vfs_mkdir);
}
static pe_value f_rmdir(pe_vm *vm, const pe_value *a, size_t n, pe_obj *kw) {
    return vfs_simple(vm, "rmdir", a, n, kw, pe_vfs_rmdir);
}
static pe_value f_unlink(pe_vm *vm, const pe_value *a, size_t n, pe_obj *kw) {
    return vfs_simple(vm, "unlink", a, n, kw, pe_vfs_unlink);
}
static pe_value f_chdir(pe_vm *vm, const pe_value *a, size_t n, pe_obj *kw) {
    return vfs_simple(vm, "chdir", a, n, kw, pe_vfs_chdir);
}

static pe_value f_getcwd(pe_vm *vm, const pe_value *a, size_t n, pe_obj *kw) {
    (void)a;
    if (pe_args_count(vm, "getcwd", n, kw, 0, 0) < 0) return PE_NULL;
    return pe_str_from_cstr(vm, pe_vfs_cwd(vm));
}

/* abspath(p): p made absolute against the cwd and normalised lexically. */
static pe_value f_abspath(pe_vm *vm, const pe_value *a, size_t n, pe_obj *kw) {
    if (pe_args_count(vm, "abspath", n, kw, 1, 1) < 0) return PE_NULL;
    char *abs;
    size_t cap;
    if (vfs_path(vm, "abspath", a[0], &abs, &cap) < 0) return PE_NULL;
    pe_value r = pe_str_value(vm, abs, strlen(abs));
    pe_vfs_free_path(vm, abs, cap);
    return r;
}

/* stat(p) -> (kind, size, mtime): kind 1 file, 2 directory. */
static pe_value f_stat(pe_vm *vm, const pe_value *a, size_t n, pe_obj *kw) {
    if (pe_args_count(vm, "stat", n, kw, 1, 1) < 0) return PE_NULL;
    char *abs;
    size_t cap;
    if (vfs_path(vm, "stat", a[0], &abs, &cap) < 0) return PE_NULL;
    int kind;
    uint64_t size;
    double mtime;
    int r = pe_vfs_stat(vm, abs, &kind, &size, &mtime);
    pe_vfs_free_path(vm, abs, cap);
    if (r < 0) return vfs_raise(vm, r, a[0], PE_NULL);
    pe_value t = pe_tuple_new(vm, 3);
    if (pe_is_null(t)) return t;
    pe_tuple_set_item(t, 0, pe_int(kind));
    pe_tuple_set_item(t, 1, pe_int((int64_t)size));
    pe_tuple_set_item(t, 2, pe_float(mtime));
    return t;
}

/* What the listing and environment callbacks fill. */
typedef struct vfs_ctx {
    pe_vm *vm;
    pe_value v;
} vfs_ctx;

static int list_add(void *ud, const char *name, size_t n) {
    vfs_ctx *c = ud;
    pe_vm *vm = c->vm;
    if (PE_TICK(vm, 1) < 0) return PE_VFS_PYERR;
    pe_value s = pe_bytes_decode(vm, name, n, "utf-8", "surrogateescape");
    if (pe_is_null(s)) return PE_VFS_PYERR;
    return pe_list_append_steal(vm, c->v, s) < 0 ? PE_VFS_PYERR : 0;
}

/* listdir(p) -> [names]: memory entries in creation order, then the host's. */
static pe_value f_listdir(pe_vm *vm, const pe_value *a, size_t n, pe_obj *kw) {
    if (pe_args_count(vm, "listdir", n, kw, 1, 1) < 0) return PE_NULL;
    char *abs;
    size_t cap;
    if (vfs_path(vm, "listdir", a[0], &abs, &cap) < 0) return PE_NULL;
    pe_value list = pe_list_new(vm, 0);
    vfs_ctx c = {vm, list};
    int r = pe_is_null(list) ? PE_VFS_PYERR : pe_vfs_list(vm, abs, list_add, &c);
    pe_vfs_free_path(vm, abs, cap);
    if (r < 0) {
        pe_decref(vm, list);
        return vfs_raise(vm, r, a[0], PE_NULL);
    }
    return list;
}

/* read(p) -> bytes: the whole file. */
static pe_value f_read(pe_vm *vm, const pe_value *a, size_t n, pe_obj *kw) {
    if (pe_args_count(vm, "read", n, kw, 1, 1) < 0) return PE_NULL;
    char *abs;
    size_t cap;
    if (vfs_path(vm, "read", a[0], &abs, &cap) < 0) return PE_NULL;
    unsigned char *data;
    size_t len;
    int r = pe_vfs_read(vm, abs, &data, &len);
    pe_vfs_free_path(vm, abs, cap);
    if (r < 0) return vfs_raise(vm, r, a[0], PE_NULL);
    pe_value b = pe_bytes_new(vm, (const char *)data, len);
    if (data) pe_mem_free(&vm->mem, data, len);
    return b;
}

/* store(p, data, flags): data (bytes or bytearray) becomes the file's content, or is
 * appended (flags: core/vfs.h's PE_VFS_*). */
static pe_value f_store(pe_vm *vm, const pe_value *a, size_t n, pe_obj *kw) {
    if (pe_args_count(vm, "store", n, kw, 3, 3) < 0) return PE_NULL;
    const char *data;
    size_t len;
    if (pe_bytes_check(vm, a[1])) {
        data = pe_bytes_data(a[1]);
        len = pe_bytes_len(a[1]);
    } else if (pe_bytearray_check(vm, a[1])) {
        data = pe_bytearray_obj(a[1])->data;
        len = pe_bytearray_obj(a[1])->len;
    } else {
        return pe_err_set(vm, PE_EXC_TypeError, "store: data must be bytes");
    }
    if (a[2].tag != PE_T_INT) return pe_err_set(vm, PE_EXC_TypeError, "store: flags");
    char *abs;
    size_t cap;
    if (vfs_path(vm, "store", a[0], &abs, &cap) < 0) return PE_NULL;
    int r = pe_vfs_store(vm, abs, data, len, (unsigned)a[2].u.i);
    pe_vfs_free_path(vm, abs, cap);
    return r < 0 ? vfs_raise(vm, r, a[0], PE_NULL) : PE_NONE;
}

/* rename(src, dst): os.replace's semantics. */
static pe_value f_rename(pe_vm *vm, const pe_value *a, size_t n, pe_obj *kw) {
    if (pe_args_count(vm, "rename", n, kw, 2, 2) < 0) return PE_NULL;
    char *s, *d;
    size_t sc, dc;
    if (vfs_path(vm, "rename", a[0], &s, &sc) < 0) return PE_NULL;
    if (vfs_path(vm, "rename", a[1], &d, &dc) < 0) {
        pe_vfs_free_path(vm, s, sc);
        return PE_NULL;
    }
    int r = pe_vfs_rename(vm, s, d);
    pe_vfs_free_path(vm, s, sc);
    pe_vfs_free_path(vm, d, dc);
    return r < 0 ? vfs_raise(vm, r, a[0], a[1]) : PE_NONE;
}

static int env_add(void *ud, const char *name, const char *value) {
    vfs_ctx *c = ud;
    pe_vm *vm = c->vm;
    pe_value k = pe_str_from_cstr(vm, name);
    if (pe_is_null(k)) return PE_VFS_PYERR;
    pe_value v = pe_str_from_cstr(vm, value);
    int r = pe_is_null(v) ? -1 : pe_dict_set(vm, c->v, k, v);
    pe_decref(vm, k);
    pe_decref(vm, v);
    return r < 0 ? PE_VFS_PYERR : 0;
}

/* environ() -> a new dict of what the host set with pyeval_setenv. */
static pe_value f_environ(pe_vm *vm, const pe_value *a, size_t n, pe_obj *kw) {
    (void)a;
    if (pe_args_count(vm, "environ", n, kw, 0, 0) < 0) return PE_NULL;
    pe_value d = pe_dict_new(vm);
    if (pe_is_null(d)) return d;
    vfs_ctx c = {vm, d};
    if (pe_vfs_env_each(vm, env_add, &c) < 0) {
        pe_decref(vm, d);
        return PE_NULL;
    }
    return d;
}

/* A change since os.environ's last look: name -> value, or None when removed. */
static int env_change(void *ud, const char *name, const char *value) {
    vfs_ctx *c = ud;
    pe_vm *vm = c->vm;
    pe_value k = pe_str_from_cstr(vm, name);
    if (pe_is_null(k)) return PE_VFS_PYERR;
    pe_value v = value ? pe_str_from_cstr(vm, value) : PE_NONE;
    int r = pe_is_null(v) ? -1 : pe_dict_set(vm, c->v, k, v);
    pe_decref(vm, k);
    pe_decref(vm, v);
    return r < 0 ? PE_VFS_PYERR : 0;
}

/* environ_changes(gen) -> None when no pyeval_setenv call came after the gen'th, else
 * (the current gen, {name: value or None} of what the calls after it set or removed).
 * The fast path (nothing changed) allocates nothing: os.environ asks on every use. */
static pe_value f_environ_changes(pe_vm *vm, const pe_value *a, size_t n, pe_obj *kw) {
    if (pe_args_count(vm, "environ_changes", n, kw, 1, 1) < 0) return PE_NULL;
    if (a[0].tag != PE_T_INT || a[0].u.i < 0)
        return pe_err_set(vm, PE_EXC_TypeError, "environ_changes: gen");
    uint64_t since = (uint64_t)a[0].u.i, gen;
    if (pe_vfs_env_gen(vm) == since) return PE_NONE;
    pe_value d = pe_dict_new(vm);
    if (pe_is_null(d)) return d;
    vfs_ctx c = {vm, d};
    pe_value t = PE_NULL;
    if (pe_vfs_env_since(vm, since, &gen, env_change, &c) < 0) goto fail;
    t = pe_tuple_new(vm, 2);
    if (pe_is_null(t)) goto fail;
    pe_tuple_set_item(t, 0, pe_int((int64_t)gen));
    pe_tuple_set_item(t, 1, d);
    return t;
fail:
    pe_decref(vm, d);
    return PE_NULL;
}

static const pe_method_def vfs_functions[] = {
    {"abspath", f_abspath, 0}, {"chdir", f_chdir, 0},
    {"environ", f_environ, 0}, {"environ_changes", f_environ_changes, 0},
    {"getcwd", f_getcwd, 0},   {"listdir", f_listdir, 0},
    {"mkdir", f_mkdir, 0},     {"read", f_read, 0},
    {"rename", f_rename, 0},   {"rmdir", f_rmdir, 0},
    {"stat", f_stat, 0},       {"store", f_store, 0},
    {"unlink", f_unlink, 0},   {NULL, NULL, 0},
};

int pe_mod_vfs_init(pe_vm *vm, pe_value module, pe_value dict) {
    (void)module;
    if (pe_module_add_functions(vm, dict, vfs_functions) < 0) return -1;
    static const struct {
        const char *name;
        int value;
    } consts[] = {
        {"APPEND", PE_VFS_APPEND}, {"EXCL", PE_VFS_EXCL}, {"NOCREATE", PE_VFS_NOCREATE}};
    /* loop-bound: const: three flags */
    for (size_t i = 0; i < sizeof consts / sizeof *consts; i++)
        if (pe_dict_set_cstr(vm, dict, consts[i].name, pe_int(consts[i].value)) < 0)
            return -1;
    return 0;
}
