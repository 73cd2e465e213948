/*
 * boundary.c - conversion of values between the host's pyeval_value trees and sandbox
 * objects (include/pyeval.h, "boundary values").
 *
 * Host -> VM (pe_bnd_to_vm): a deep copy made at once; the VM keeps no pointer into the
 * host's tree. Every node costs one operation and everything made counts against
 * max_memory through pe_mem.
 *
 * VM -> host (pe_bnd_fill): a tree in host memory (malloc'd, outside pe_mem: the host
 * owns it) made of blocks chained from one header, so pyeval_value_free frees it from
 * its root alone. Its total size is bounded by max_memory too. A value with no
 * boundary form is a TypeError for a host function's argument and a PYEVAL_OPAQUE
 * (type name and repr) for a result; the reprs of a result run only after the whole
 * tree is copied, so a __repr__ that mutates a container cannot disturb the walk.
 *
 * Both directions recurse once per nesting level, bounded by the recursion limit in
 * force and by the C-stack guard: deeper trees are refused with ValueError, and a
 * container met again on its own path (a recursive list) with ValueError.
 */
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../builtins/bytes.h"
#include "../builtins/complex.h"
#include "../builtins/dict.h"
#include "../builtins/int.h"
#include "../builtins/list.h"
#include "../builtins/set.h"
#include "../builtins/str.h"
#include "../builtins/subclass.h"
#include "../builtins/tuple.h"
#include "exc.h"
#include "host.h"
#include "ops.h"
#include "vm.h"

/* ---- host trees ---------------------------------------------------------------------- */

#define BND_MAGIC       0x70796576616c7565ull /* "pyevalue" */
#define BND_CHUNK_FIRST 512u /* the header's own block: a few arguments fit */
#define BND_CHUNK_MAX   (1u << 20)

typedef struct bnd_chunk {
    struct bnd_chunk *next;
    size_t size, used; /* bytes of data after the header */
    max_align_t data[];
} bnd_chunk;

struct pe_bnd_tree {
    uint64_t magic;
    bnd_chunk *chunks; /* newest first; the last is `first`, inside this block */
    uint64_t bytes;    /* malloc'd so far, header included */
    pe_value opaque;   /* PE_BND_RESULT: list of (object, slot address) still to repr */
    pyeval_value root;
    bnd_chunk first; /* BND_CHUNK_FIRST bytes of data follow */
};

pe_bnd_tree *pe_bnd_tree_new(pe_vm *vm) {
    /* one malloc for a small tree (a call's arguments): the header and its first block */
    pe_bnd_tree *t = malloc(sizeof *t + BND_CHUNK_FIRST); // raw-alloc-ok: host memory
    if (!t) {
        pe_err_nomem(vm);
        return NULL;
    }
    t->magic = BND_MAGIC;
    t->bytes = sizeof *t + BND_CHUNK_FIRST;
    t->first.next = NULL;
    t->first.size = BND_CHUNK_FIRST;
    t->first.used = 0;
    t->chunks = &t->first;
    t->opaque = PE_NULL;
    t->root.kind = PYEVAL_NONE;
    return t;
}

pyeval_value *pe_bnd_tree_root(pe_bnd_tree *t) {
    return &t->root;
}

void pe_bnd_tree_free(pe_bnd_tree *t) {
    if (!t) return;
    bnd_chunk *c = t->chunks;
    /* loop-bound: per-object: the tree's blocks, each made once */
    while (c && c != &t->first) {
        bnd_chunk *next = c->next;
        free(c); // raw-alloc-ok: host memory
        c = next;
    }
    t->magic = 0;
    free(t); // raw-alloc-ok: host memory
}

void pyeval_value_free(pyeval_vm *vm, pyeval_value *v) {
    (void)vm;
    if (!v) return;
    pe_bnd_tree *t = (pe_bnd_tree *)(void *)((char *)v - offsetof(pe_bnd_tree, root));
    if (t->magic != BND_MAGIC) return; /* not a tree's root: refuse rather than corrupt */
    pe_bnd_tree_free(t);
}

/* n bytes (aligned for any value) in t. NULL with MemoryError pending when the
 * allocator fails or the tree would pass max_memory. */
void *pe_bnd_tree_alloc(pe_vm *vm, pe_bnd_tree *t, size_t n) {
    size_t align = sizeof(max_align_t);
    if (n > SIZE_MAX - align) goto nomem;
    n = (n + align - 1) / align * align;
    bnd_chunk *c = t->chunks;
    if (!c || c->size - c->used < n) {
        size_t size =
            c ? (c->size < BND_CHUNK_MAX ? c->size * 2 : c->size) : BND_CHUNK_FIRST;
        if (size < n) size = n;
        if (size > SIZE_MAX - sizeof *c) goto nomem;
        uint64_t max = vm->cfg.max_memory;
        if (max && t->bytes + size + sizeof *c > max) {
            pe_err_set(vm, PE_EXC_MemoryError,
                       "value too large to pass to the host (max_memory)");
            return NULL;
        }
        c = malloc(sizeof *c + size); // raw-alloc-ok: host memory, freed by the host
        if (!c) goto nomem;
        c->size = size;
        c->used = 0;
        c->next = t->chunks;
        t->chunks = c;
        t->bytes += sizeof *c + size;
    }
    void *p = (char *)c->data + c->used;
    c->used += n;
    return p;
nomem:
    pe_err_nomem(vm);
    return NULL;
}

/* A NUL-terminated copy of s[0..n) in t, or NULL with MemoryError pending. */
static char *tree_text(pe_vm *vm, pe_bnd_tree *t, const char *s, size_t n) {
    if (n == SIZE_MAX) {
        pe_err_nomem(vm);
        return NULL;
    }
    char *p = pe_bnd_tree_alloc(vm, t, n + 1);
    if (!p) return NULL;
    if (n) memcpy(p, s, n);
    p[n] = '\0';
    return p;
}

/* ---- VM -> host ---------------------------------------------------------------------- */

typedef struct to_host {
    pe_vm *vm;
    pe_bnd_tree *tree;
    pe_bnd_mode mode;
    const pe_bnd_what *what;
    pe_obj **path; /* the containers being copied, outermost first */
    size_t depth, max_depth;
} to_host;

static int host_fill(to_host *c, pe_value v, pyeval_value *out);

/* The value's name for an error message, formatted only when one is raised. */
static const char *what_text(const to_host *c, char *buf, size_t size) {
    const pe_bnd_what *w = c->what;
    if (w->text) return w->text;
    if (w->kw)
        snprintf(buf, size, "%.200s() argument '%.60s'", w->fn, w->kw);
    else
        snprintf(buf, size, "%.200s() argument %zu", w->fn, w->argno);
    return buf;
}

/* host_fill on an item borrowed from a container, holding a reference meanwhile: the
 * datetime fields come from the sandbox's own Python code, which a program may have
 * patched, so the container may change under the walk. The walks read items by index
 * against the live length or table (pe_dict_next, pe_set_next), so a change cannot make
 * them read freed memory, and the item stays alive while it is copied. */
static int host_fill_item(to_host *c, pe_value it, pyeval_value *out) {
    pe_incref(it);
    int rc = host_fill(c, it, out);
    pe_decref(c->vm, it);
    return rc;
}

/* Enters a container: refused when it is already on the path (recursive) or the path
 * is as deep as the recursion limit. 0, or -1 with ValueError pending. The walk is
 * linear in the depth, which the recursion limit bounds, as CPython's Py_ReprEnter. */
static int host_enter(to_host *c, pe_obj *o) {
    char wb[300];
    /* loop-bound: caller-charged: at most the recursion limit, per container node */
    for (size_t i = 0; i < c->depth; i++)
        if (c->path[i] == o) {
            pe_err_format(c->vm, PE_EXC_ValueError,
                          "%s: a recursive container cannot be passed to the host",
                          what_text(c, wb, sizeof wb));
            return -1;
        }
    if (c->depth >= c->max_depth) {
        pe_err_format(c->vm, PE_EXC_ValueError,
                      "%s: a value nested deeper than the recursion limit (%zu) cannot "
                      "be passed to the host",
                      what_text(c, wb, sizeof wb), c->max_depth);
        return -1;
    }
    if (pe_vm_check_stack(c->vm) < 0) return -1;
    c->path[c->depth++] = o;
    return 0;
}

/* Copies n items (a list's or tuple's, read through get) into out->u.seq. */
static int host_items(to_host *c, pe_value seq, int is_list, pyeval_value *out) {
    size_t n = is_list ? pe_list_len(seq) : pe_tuple_len(seq);
    out->u.seq.len = 0;
    out->u.seq.items = NULL;
    if (n > SIZE_MAX / sizeof(pyeval_value)) return pe_err_nomem(c->vm), -1;
    pyeval_value *items = n ? pe_bnd_tree_alloc(c->vm, c->tree, n * sizeof *items) : NULL;
    if (n && !items) return -1;
    out->u.seq.items = items;
    /* loop-bound: caller-charged: host_fill charges one op per item */
    for (size_t i = 0; i < n; i++) {
        /* no user code runs during the walk, but a list is read by index all the same */
        if (is_list && i >= pe_list_len(seq)) break;
        pe_value it = is_list ? pe_list_item(seq, i) : pe_tuple_item(seq, i);
        items[i].kind = PYEVAL_NONE;
        out->u.seq.len = i + 1;
        if (host_fill_item(c, it, &items[i]) < 0) return -1;
    }
    return 0;
}

static int host_dict(to_host *c, pe_value d, pyeval_value *out) {
    size_t n = pe_dict_len(d);
    out->u.seq.len = 0;
    out->u.seq.items = NULL;
    if (pe_dict_charge_holes(c->vm, pe_dict_obj(d)) < 0) return -1;
    if (n > SIZE_MAX / (2 * sizeof(pyeval_value))) return pe_err_nomem(c->vm), -1;
    pyeval_value *items =
        n ? pe_bnd_tree_alloc(c->vm, c->tree, 2 * n * sizeof *items) : NULL;
    if (n && !items) return -1;
    out->u.seq.items = items;
    size_t pos = 0, i = 0;
    pe_value k, v;
    /* loop-bound: caller-charged: host_fill charges one op per key and value */
    while (i < n && pe_dict_next(d, &pos, &k, &v)) {
        items[2 * i].kind = items[2 * i + 1].kind = PYEVAL_NONE;
        out->u.seq.len = i + 1;
        pe_incref(v); /* filling the key may drop the entry */
        int rc = host_fill_item(c, k, &items[2 * i]);
        if (rc == 0) rc = host_fill(c, v, &items[2 * i + 1]);
        pe_decref(c->vm, v);
        if (rc < 0) return -1;
        i++;
    }
    return 0;
}

static int host_set(to_host *c, pe_value s, pyeval_value *out) {
    size_t n = pe_set_len(s);
    out->u.seq.len = 0;
    out->u.seq.items = NULL;
    if (pe_set_charge_holes(c->vm, (const pe_set *)s.u.o) < 0) return -1;
    if (n > SIZE_MAX / sizeof(pyeval_value)) return pe_err_nomem(c->vm), -1;
    pyeval_value *items = n ? pe_bnd_tree_alloc(c->vm, c->tree, n * sizeof *items) : NULL;
    if (n && !items) return -1;
    out->u.seq.items = items;
    size_t pos = 0, i = 0;
    pe_value k;
    /* loop-bound: caller-charged: host_fill charges one op per item */
    while (i < n && pe_set_next(s, &pos, &k, NULL)) {
        items[i].kind = PYEVAL_NONE;
        out->u.seq.len = i + 1;
        if (host_fill_item(c, k, &items[i]) < 0) return -1;
        i++;
    }
    return 0;
}

/* A value with no boundary form: TypeError for an argument; for a result an OPAQUE
 * whose repr is made after the walk (the object is kept alive until then). */
static int host_opaque(to_host *c, pe_value v, pyeval_value *out) {
    pe_vm *vm = c->vm;
    const char *tn = pe_op_typename(vm, v);
    if (c->mode == PE_BND_ARG) {
        char wb[300];
        pe_err_format(vm, PE_EXC_TypeError,
                      "%s: a '%.200s' object cannot be passed to the host",
                      what_text(c, wb, sizeof wb), tn);
        return -1;
    }
    out->kind = PYEVAL_OPAQUE;
    out->u.opaque.type_name = tree_text(vm, c->tree, tn, strlen(tn));
    out->u.opaque.repr = "";
    out->u.opaque.repr_len = 0;
    if (!out->u.opaque.type_name) return -1;
    if (pe_is_null(c->tree->opaque)) {
        c->tree->opaque = pe_list_new(vm, 0);
        if (pe_is_null(c->tree->opaque)) return -1;
    }
    /* the slot's address rides along as an int: the tree's blocks never move */
    if (pe_list_append(vm, c->tree->opaque, v) < 0 ||
        pe_list_append(vm, c->tree->opaque, pe_int((int64_t)(intptr_t)out)) < 0)
        return -1;
    return 0;
}

static int host_bigint(to_host *c, pe_value v, pyeval_value *out) {
    pe_vm *vm = c->vm;
    /* the digit limit guards str(); the boundary carries any int, charged by size */
    uint32_t saved = vm->cfg.int_max_str_digits;
    vm->cfg.int_max_str_digits = 0;
    size_t n = 0;
    char *text = pe_int_to_decimal(vm, v, &n);
    vm->cfg.int_max_str_digits = saved;
    if (!text) return -1;
    out->kind = PYEVAL_BIGINT;
    out->u.str.data = tree_text(vm, c->tree, text, n);
    out->u.str.len = n;
    pe_mem_free(&vm->mem, text, n + 1);
    return out->u.str.data ? 0 : -1;
}

static int host_bytes_like(to_host *c, pyeval_kind kind, const char *data, size_t n,
                           pyeval_value *out) {
    out->kind = kind;
    out->u.str.len = n;
    out->u.str.data = tree_text(c->vm, c->tree, data, n);
    if (n >= 4096 && PE_TICK(c->vm, n / 4096) < 0) return -1;
    return out->u.str.data ? 0 : -1;
}

/* Whether str bytes hold a lone surrogate (kept as its 3-byte form, ED A0..BF xx),
 * which UTF-8 proper cannot carry. The caller charges the bytes. */
static int has_surrogate(const char *p, size_t n) {
    /* loop-bound: caller-charged: host_bytes_like charges the string's bytes */
    for (size_t i = 0; i + 1 < n; i++)
        if ((unsigned char)p[i] == 0xED && (unsigned char)p[i + 1] >= 0xA0) return 1;
    return 0;
}

static int host_container(to_host *c, pe_value v, pe_type *t, pyeval_value *out) {
    pe_vm *vm = c->vm;
    int rc;
    if (host_enter(c, v.u.o) < 0) return -1;
    if (t == vm->types[PE_TYPE_LIST] || pe_list_check(vm, v)) {
        out->kind = PYEVAL_LIST;
        rc = host_items(c, v, 1, out);
    } else if (t == vm->types[PE_TYPE_TUPLE]) {
        out->kind = PYEVAL_TUPLE;
        rc = host_items(c, v, 0, out);
    } else if (pe_dict_check(vm, v)) {
        out->kind = PYEVAL_DICT;
        rc = host_dict(c, v, out);
    } else {
        out->kind = pe_frozenset_check(vm, v) ? PYEVAL_FROZENSET : PYEVAL_SET;
        rc = host_set(c, v, out);
    }
    c->depth--;
    return rc;
}

static int host_fill_cb(void *ctx, pe_value v, pyeval_value *out) {
    return host_fill(ctx, v, out);
}

static int host_fill(to_host *c, pe_value v, pyeval_value *out) {
    pe_vm *vm = c->vm;
    if (PE_TICK(vm, 1) < 0) return -1;
    out->kind = PYEVAL_NONE;
    if (pe_is_obj(v) && (v.u.o->type->tflags & PE_TPF_HEAPTYPE)) {
        /* a namedtuple, dataclass or datetime value crosses as PYEVAL_OBJECT */
        if (host_enter(c, v.u.o) < 0) return -1;
        int k = pe_bnd_object_to_host(vm, c->tree, v, host_fill_cb, c, out);
        c->depth--;
        if (k != 0) return k < 0 ? -1 : 0;
    }
    if (pe_is_obj(v)) {
        /* int, str, ValueError ... cross as the host's class of the same name */
        int k = pe_bnd_builtin_type_to_host(vm, c->tree, v, out);
        if (k != 0) return k < 0 ? -1 : 0;
    }
    pe_value u = pe_subclass_unwrap(v); /* int, str, tuple ... subclasses: their value */
    switch ((pe_tag)u.tag) {
    case PE_T_NONE: return 0;
    case PE_T_BOOL:
        out->kind = PYEVAL_BOOL;
        out->u.b = (int)u.u.i;
        return 0;
    case PE_T_INT:
        out->kind = PYEVAL_INT;
        out->u.i = u.u.i;
        return 0;
    case PE_T_FLOAT:
        out->kind = PYEVAL_FLOAT;
        out->u.f = u.u.f;
        return 0;
    case PE_T_NULL:
        pe_err_set(vm, PE_EXC_SystemError, "NULL value at the boundary");
        return -1;
    case PE_T_OBJ: break;
    }
    if (pe_handle_check(vm, u)) {
        const pe_str *r = pe_handle_repr(u);
        out->kind = PYEVAL_HANDLE;
        out->u.handle.ptr = pe_handle_ptr(u);
        out->u.handle.repr = tree_text(vm, c->tree, r->data, r->size);
        out->u.handle.repr_len = r->size;
        return out->u.handle.repr ? 0 : -1;
    }
    pe_type *t = u.u.o->type;
    if (t == vm->types[PE_TYPE_INT]) return host_bigint(c, u, out);
    if (pe_str_check(vm, u)) {
        const pe_str *s = pe_str_obj(u);
        if (!s->ascii && has_surrogate(s->data, s->size)) {
            char wb[300];
            pe_err_format(vm, PE_EXC_ValueError,
                          "%s: a str with a lone surrogate is not UTF-8 and cannot be "
                          "passed to the host",
                          what_text(c, wb, sizeof wb));
            return -1;
        }
        return host_bytes_like(c, PYEVAL_STR, s->data, s->size, out);
    }
    if (t == vm->types[PE_TYPE_BYTES])
        return host_bytes_like(c, PYEVAL_BYTES, pe_bytes_data(u), pe_bytes_len(u), out);
    if (t == vm->types[PE_TYPE_BYTEARRAY]) {
        const pe_bytearray *b = pe_bytearray_obj(u);
        return host_bytes_like(c, PYEVAL_BYTEARRAY, b->data ? b->data : "", b->len, out);
    }
    if (t == vm->types[PE_TYPE_COMPLEX]) {
        out->kind = PYEVAL_COMPLEX;
        out->u.c.re = ((const pe_complex *)u.u.o)->re;
        out->u.c.im = ((const pe_complex *)u.u.o)->im;
        return 0;
    }
    if (t == vm->types[PE_TYPE_TUPLE] || pe_list_check(vm, u) || pe_dict_check(vm, u) ||
        pe_anyset_check(vm, u))
        return host_container(c, u, t, out);
    return host_opaque(c, v, out);
}

/* The reprs of a result's opaque values, each under a small budget of its own when
 * no run is going on (pe_bnd_enter): a repr that fails or hits a limit gives
 * "<T object>". Only allocation failure of the tree itself fails (-1, pending). */
static int host_fill_reprs(pe_vm *vm, pe_bnd_tree *t) {
    pe_value list = t->opaque;
    t->opaque = PE_NULL;
    int rc = 0;
    /* loop-bound: per-object: one repr per opaque value of the tree */
    for (size_t i = 0; rc == 0 && i + 1 < pe_list_len(list); i += 2) {
        pe_value obj = pe_list_item(list, i);
        pyeval_value *slot = (pyeval_value *)(intptr_t)pe_list_item(list, i + 1).u.i;
        pe_bnd_repr_budget(vm);
        pe_value r = pe_op_repr(vm, obj);
        const char *text;
        size_t n;
        char buf[256];
        if (pe_is_null(r) || !pe_str_check(vm, r)) {
            pe_clear(vm, &r);
            pe_err_clear(vm);
            snprintf(buf, sizeof buf, "<%s object>", slot->u.opaque.type_name);
            text = buf;
            n = strlen(buf);
        } else {
            text = pe_str_obj(r)->data;
            n = pe_str_obj(r)->size;
        }
        pe_bnd_repr_done(vm);
        slot->u.opaque.repr = tree_text(vm, t, text, n);
        slot->u.opaque.repr_len = n;
        if (!slot->u.opaque.repr) {
            slot->u.opaque.repr = "";
            slot->u.opaque.repr_len = 0;
            rc = -1;
        }
        pe_clear(vm, &r);
    }
    pe_decref(vm, list);
    return rc;
}

int pe_bnd_fill(pe_vm *vm, pe_bnd_tree *t, pe_value v, pe_bnd_mode mode,
                const pe_bnd_what *what, pyeval_value *out) {
    to_host c = {vm, t, mode, what, NULL, 0, vm->recursion_limit ? vm->recursion_limit : 1};
    c.path = pe_mem_alloc(&vm->mem, c.max_depth * sizeof *c.path);
    if (!c.path) {
        pe_err_nomem(vm);
        return -1;
    }
    int rc = host_fill(&c, v, out);
    pe_mem_free(&vm->mem, c.path, c.max_depth * sizeof *c.path);
    if (rc == 0 && !pe_is_null(t->opaque)) rc = host_fill_reprs(vm, t);
    pe_clear(vm, &t->opaque);
    return rc;
}

int pe_bnd_to_host(pe_vm *vm, pe_value v, pe_bnd_mode mode, const char *what,
                   pyeval_value **out) {
    *out = NULL;
    pe_bnd_tree *t = pe_bnd_tree_new(vm);
    if (!t) return -1;
    pe_bnd_what w = {what, NULL, 0, NULL};
    if (pe_bnd_fill(vm, t, v, mode, &w, &t->root) < 0) {
        pe_bnd_tree_free(t);
        return -1;
    }
    *out = &t->root;
    return 0;
}

/* ---- host -> VM ---------------------------------------------------------------------- */

typedef struct to_vm {
    pe_vm *vm;
    size_t depth, max_depth;
} to_vm;

static pe_value vm_make(to_vm *c, const pyeval_value *v);

static pe_value malformed(pe_vm *vm, const char *why) {
    return pe_err_format(vm, PE_EXC_ValueError, "malformed boundary value: %s", why);
}

static pe_value vm_bigint(pe_vm *vm, const char *s, size_t n) {
    if (!s || n == 0) return malformed(vm, "empty BIGINT text");
    size_t i = s[0] == '-' ? 1 : 0;
    if (i == n) return malformed(vm, "BIGINT text without digits");
    /* loop-bound: caller-charged: pe_int_from_text charges the same text by size */
    for (size_t j = i; j < n; j++)
        if (s[j] < '0' || s[j] > '9') return malformed(vm, "BIGINT text is not decimal");
    uint32_t saved = vm->cfg.int_max_str_digits;
    vm->cfg.int_max_str_digits = 0; /* any size crosses; the conversion is charged */
    pe_value r = pe_int_from_text(vm, s, n, 10, PE_NULL);
    vm->cfg.int_max_str_digits = saved;
    return r;
}

static pe_value vm_text(pe_vm *vm, const pyeval_value *v) {
    const char *d = v->u.str.data;
    size_t n = v->u.str.len;
    if (!d && n) return malformed(vm, "NULL data with a length");
    if (!d) d = "";
    if (n >= 4096 && PE_TICK(vm, n / 4096) < 0) return PE_NULL;
    switch (v->kind) {
    case PYEVAL_STR: return pe_bytes_decode(vm, d, n, "utf-8", "strict");
    case PYEVAL_BYTES: return pe_bytes_new(vm, d, n);
    case PYEVAL_BYTEARRAY: return pe_bytearray_new(vm, d, n);
    default: return vm_bigint(vm, d, n);
    }
}

/* LIST, TUPLE, SET, FROZENSET, DICT: items converted one by one into the container. */
static pe_value vm_container(to_vm *c, const pyeval_value *v) {
    pe_vm *vm = c->vm;
    size_t n = v->u.seq.len, count = v->kind == PYEVAL_DICT ? 2 * n : n;
    if (v->kind == PYEVAL_DICT && n > SIZE_MAX / 2) return malformed(vm, "DICT too long");
    if (count && !v->u.seq.items) return malformed(vm, "NULL items with a length");
    if (c->depth >= c->max_depth)
        return pe_err_format(vm, PE_EXC_ValueError,
                             "a host value nested deeper than the recursion limit (%zu)",
                             c->max_depth);
    if (pe_vm_check_stack(vm) < 0) return PE_NULL;
    pe_value r;
    switch (v->kind) {
    case PYEVAL_LIST:
    case PYEVAL_TUPLE: r = pe_list_new(vm, 0); break;
    case PYEVAL_DICT: r = pe_dict_new(vm); break;
    default: r = pe_set_new(vm, v->kind == PYEVAL_FROZENSET);
    }
    if (pe_is_null(r)) return r;
    c->depth++;
    const pyeval_value *it = v->u.seq.items;
    /* loop-bound: caller-charged: vm_make charges one op per item */
    for (size_t i = 0; i < count; i++) {
        pe_value x = vm_make(c, &it[i]);
        if (pe_is_null(x)) goto fail;
        int rc;
        if (v->kind == PYEVAL_DICT) {
            pe_value y = vm_make(c, &it[++i]);
            if (pe_is_null(y)) {
                pe_decref(vm, x);
                goto fail;
            }
            rc = pe_dict_set(vm, r, x, y);
            pe_decref(vm, y);
            pe_decref(vm, x);
        } else if (v->kind == PYEVAL_LIST || v->kind == PYEVAL_TUPLE) {
            rc = pe_list_append_steal(vm, r, x);
        } else {
            rc = pe_set_add(vm, r, x);
            pe_decref(vm, x);
        }
        if (rc < 0) goto fail;
    }
    c->depth--;
    if (v->kind == PYEVAL_TUPLE) {
        pe_value t = pe_list_as_tuple(vm, r);
        pe_decref(vm, r);
        return t;
    }
    return r;
fail:
    c->depth--;
    pe_decref(vm, r);
    return PE_NULL;
}

static pe_value vm_make(to_vm *c, const pyeval_value *v) {
    pe_vm *vm = c->vm;
    if (PE_TICK(vm, 1) < 0) return PE_NULL;
    switch (v->kind) {
    case PYEVAL_NONE: return PE_NONE;
    case PYEVAL_BOOL: return pe_bool(v->u.b != 0);
    case PYEVAL_INT: return pe_int(v->u.i);
    case PYEVAL_FLOAT: return pe_float(v->u.f);
    case PYEVAL_COMPLEX: return pe_complex_new(vm, v->u.c.re, v->u.c.im);
    case PYEVAL_BIGINT:
    case PYEVAL_STR:
    case PYEVAL_BYTES:
    case PYEVAL_BYTEARRAY: return vm_text(vm, v);
    case PYEVAL_LIST:
    case PYEVAL_TUPLE:
    case PYEVAL_DICT:
    case PYEVAL_SET:
    case PYEVAL_FROZENSET: return vm_container(c, v);
    case PYEVAL_HANDLE:
        if (!v->u.handle.repr && v->u.handle.repr_len)
            return malformed(vm, "NULL handle repr with a length");
        return pe_handle_new(vm, v->u.handle.ptr, v->u.handle.repr, v->u.handle.repr_len);
    case PYEVAL_OBJECT: {
        if (c->depth >= c->max_depth)
            return pe_err_format(
                vm, PE_EXC_ValueError,
                "a host value nested deeper than the recursion limit (%zu)", c->max_depth);
        c->depth++;
        pe_value r = pe_bnd_object_to_vm(vm, v, c->depth);
        c->depth--;
        return r;
    }
    case PYEVAL_OPAQUE:
        return pe_err_set(vm, PE_EXC_TypeError,
                          "an opaque value cannot be passed back into the sandbox");
    }
    return pe_err_format(vm, PE_EXC_ValueError, "malformed boundary value: unknown kind %d",
                         (int)v->kind);
}

pe_value pe_bnd_to_vm_depth(pe_vm *vm, const pyeval_value *v, size_t depth) {
    if (!v) return malformed(vm, "NULL value");
    to_vm c = {vm, depth, vm->recursion_limit ? vm->recursion_limit : 1};
    return vm_make(&c, v);
}

pe_value pe_bnd_to_vm(pe_vm *vm, const pyeval_value *v) {
    return pe_bnd_to_vm_depth(vm, v, 0);
}
