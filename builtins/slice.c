/*
 * slice.c - slice objects and CPython's index arithmetic (PySlice_Unpack +
 * PySlice_AdjustIndices), shared by every sequence type.
 */
#include "slice.h"

#include <string.h>

#include "../eval/args.h"
#include "../eval/exc.h"
#include "../eval/ops.h"
#include "../eval/vm.h"
#include "dict.h"
#include "int.h"
#include "list.h"
#include "str.h"
#include "tuple.h"
#include "type.h"

int pe_slice_check(pe_vm *vm, pe_value v) {
    return v.tag == PE_T_OBJ && v.u.o->type == vm->types[PE_TYPE_SLICE];
}

pe_value pe_slice_new(pe_vm *vm, pe_value start, pe_value stop, pe_value step) {
    pe_slice *s = (pe_slice *)pe_obj_alloc(vm, vm->types[PE_TYPE_SLICE], sizeof *s);
    if (!s) return PE_NULL;
    s->start = pe_incref(start);
    s->stop = pe_incref(stop);
    s->step = pe_incref(step);
    return pe_obj_value(&s->base);
}

static void pe_slice_dealloc(pe_vm *vm, pe_obj *o) {
    pe_slice *s = (pe_slice *)o;
    pe_clear(vm, &s->start);
    pe_clear(vm, &s->stop);
    pe_clear(vm, &s->step);
    pe_obj_free(vm, o, sizeof *s);
}

static void pe_slice_traverse(pe_vm *vm, pe_obj *o, pe_visit_fn visit, void *arg) {
    pe_slice *s = (pe_slice *)o;
    if (pe_is_obj(s->start)) visit(vm, s->start.u.o, arg);
    if (pe_is_obj(s->stop)) visit(vm, s->stop.u.o, arg);
    if (pe_is_obj(s->step)) visit(vm, s->step.u.o, arg);
}

static void pe_slice_clear(pe_vm *vm, pe_obj *o) {
    pe_slice *s = (pe_slice *)o;
    pe_clear(vm, &s->start);
    pe_clear(vm, &s->stop);
    pe_clear(vm, &s->step);
    s->start = s->stop = s->step = PE_NONE;
}

/* _PyEval_SliceIndex: an int (clamped to int64) or an object with __index__. */
static int pe_slice_index(pe_vm *vm, pe_value v, int64_t *out) {
    if (pe_int_check(vm, v)) {
        (void)pe_int_as_i64(v.tag == PE_T_BOOL ? pe_int(v.u.i) : v, out);
        return 0;
    }
    pe_type *t = pe_type_of(vm, v);
    if (t->index) {
        pe_value i = pe_op_index(vm, v);
        if (pe_is_null(i)) return -1;
        (void)pe_int_as_i64(i, out);
        pe_decref(vm, i);
        return 0;
    }
    pe_err_set(vm, PE_EXC_TypeError,
               "slice indices must be integers or None or have an __index__ method");
    return -1;
}

int64_t pe_slice_indices(pe_vm *vm, pe_value slice, int64_t len, int64_t *start,
                         int64_t *stop, int64_t *step) {
    if (pe_slice_unpack(vm, slice, start, stop, step) < 0) return -1;
    return pe_slice_adjust(len, start, stop, *step);
}

int pe_slice_unpack(pe_vm *vm, pe_value slice, int64_t *start, int64_t *stop,
                    int64_t *step) {
    pe_slice *s = (pe_slice *)slice.u.o;
    if (pe_is_none(s->step)) {
        *step = 1;
    } else {
        if (pe_slice_index(vm, s->step, step) < 0) return -1;
        if (*step == 0) {
            pe_err_set(vm, PE_EXC_ValueError, "slice step cannot be zero");
            return -1;
        }
        if (*step < -INT64_MAX) *step = -INT64_MAX; /* so that -step cannot overflow */
    }
    if (pe_is_none(s->start))
        *start = *step < 0 ? INT64_MAX : 0;
    else if (pe_slice_index(vm, s->start, start) < 0)
        return -1;
    if (pe_is_none(s->stop))
        *stop = *step < 0 ? INT64_MIN : INT64_MAX;
    else if (pe_slice_index(vm, s->stop, stop) < 0)
        return -1;
    return 0;
}

int64_t pe_slice_adjust(int64_t len, int64_t *start, int64_t *stop, int64_t step) {
    if (*start < 0) {
        *start += len;
        if (*start < 0) *start = step < 0 ? -1 : 0;
    } else if (*start >= len) {
        *start = step < 0 ? len - 1 : len;
    }
    if (*stop < 0) {
        *stop += len;
        if (*stop < 0) *stop = step < 0 ? -1 : 0;
    } else if (*stop >= len) {
        *stop = step < 0 ? len - 1 : len;
    }
    if (step < 0) {
        if (*stop < *start)
            return (int64_t)((uint64_t)(*start - *stop - 1) / (uint64_t)(-step)) + 1;
    } else if (*start < *stop) {
        return (int64_t)((uint64_t)(*stop - *start - 1) / (uint64_t)step) + 1;
    }
    return 0;
}

/* ---- non-recursive release of nested containers ------------------------------------- */

typedef struct pe_worklist {
    pe_vm *vm;
    pe_value *v;
    size_t len, cap;
    pe_value small[32];
} pe_worklist;

/* Makes room for `extra` more entries. 0 or -1 (no memory; nothing changed). */
static int pe_worklist_reserve(pe_worklist *w, size_t extra) {
    if (w->cap - w->len >= extra) return 0;
    size_t ncap = w->cap;
    /* loop-bound: const: at most 64 doublings */
    while (ncap - w->len < extra)
        ncap *= 2;
    pe_value *nv = pe_mem_alloc(&w->vm->mem, ncap * sizeof(pe_value));
    if (!nv) return -1;
    memcpy(nv, w->v, w->len * sizeof(pe_value));
    if (w->v != w->small) pe_mem_free(&w->vm->mem, w->v, w->cap * sizeof(pe_value));
    w->v = nv;
    w->cap = ncap;
    return 0;
}

/* Drops one reference. A dying exact list/tuple/dict is dismantled here: its children
 * go to the work list and its shell is freed without running its dealloc. Subclass
 * instances and other types take their own dealloc path. */
static void pe_release_one(pe_worklist *w, pe_value v) {
    pe_vm *vm = w->vm;
    if (v.tag != PE_T_OBJ) return;
    pe_obj *o = v.u.o;
    if (o->rc > 1) {
        o->rc--;
        return;
    }
    /* a sealed start-up object is immortal (eval/gc.h): pe_obj_dealloc keeps it */
    if ((uintptr_t)o - vm->boot_lo < vm->boot_len) goto recurse;
    pe_type *t = o->type;
    if (t == vm->types[PE_TYPE_LIST]) {
        pe_list *l = (pe_list *)o;
        if (pe_worklist_reserve(w, l->len) < 0) goto recurse;
        /* loop-bound: per-object: pe_release_one runs once per object */
        for (size_t i = 0; i < l->len; i++)
            w->v[w->len++] = l->items[i];
        if (l->items) pe_mem_free(&vm->mem, l->items, l->cap * sizeof(pe_value));
        pe_obj_free(vm, o, sizeof(pe_list));
        return;
    }
    if (t == vm->types[PE_TYPE_TUPLE]) {
        pe_tuple *tp = (pe_tuple *)o;
        if (pe_worklist_reserve(w, tp->len) < 0) goto recurse;
        /* loop-bound: per-object: pe_release_one runs once per object */
        for (size_t i = 0; i < tp->len; i++)
            w->v[w->len++] = tp->items[i];
        pe_obj_free(vm, o, sizeof(pe_tuple) + tp->len * sizeof(pe_value));
        return;
    }
    if (t == vm->types[PE_TYPE_DICT]) {
        pe_dict *d = (pe_dict *)o;
        if (pe_worklist_reserve(w, 2 * d->nentries) < 0) goto recurse;
        /* pushed backwards so they come off the stack in entry order, as CPython's
         * dict dealloc releases them (the order __del__ methods run in) */
        /* loop-bound: per-object: pe_release_one runs once per object */
        for (size_t i = d->nentries; i-- > 0;) {
            if (pe_is_null(d->entries[i].key)) continue;
            w->v[w->len++] = d->entries[i].value;
            w->v[w->len++] = d->entries[i].key;
        }
        pe_dict_free_shell(vm, o);
        return;
    }
recurse:
    pe_obj_decref(vm, o);
}

void pe_seq_release(pe_vm *vm, const pe_value *items, size_t n) {
    pe_worklist w;
    w.vm = vm;
    w.v = w.small;
    w.len = 0;
    w.cap = sizeof w.small / sizeof w.small[0];
    /* last item first, as CPython's list and tuple deallocs (the order __del__ methods
     * run in); the children of a dying list/tuple come off the work list last first too */
    /* loop-bound: per-object: pe_seq_release runs once per object */
    for (size_t i = n; i-- > 0;) {
        pe_release_one(&w, items[i]);
        /* loop-bound: per-object: pe_seq_release runs once per object */
        while (w.len)
            pe_release_one(&w, w.v[--w.len]);
    }
    if (w.v != w.small) pe_mem_free(&vm->mem, w.v, w.cap * sizeof(pe_value));
}

/* pe_seq_enter_recursive's checks in full, after its fast path saw one of them fail:
 * the op it charged ran the budget out, the C stack is low, or the depth is at the
 * recursion limit. Out of line so that the fast path saves no registers. */
static __attribute__((noinline)) int seq_enter_slow(pe_vm *vm, const char *where) {
    if (vm->ops_left < 0 && pe_tick_slow(vm) < 0) return -1;
    if (pe_vm_check_stack(vm) < 0) return -1;
    if (vm->cfg.max_depth && vm->depth >= vm->cfg.max_depth) {
        pe_err_format(vm, PE_EXC_RecursionError, "maximum recursion depth exceeded%s",
                      where);
        return -1;
    }
    vm->depth++;
    return 0;
}

int pe_seq_enter_recursive(pe_vm *vm, const char *where) {
    /* one op per node of every recursive walk, however small the node: a tuple built
     * as t = (t, t) 80 times describes 2**80 leaves in a kilobyte, and its hash or an
     * isinstance against it must end at the operation limit (which also reads the
     * clock), not run for ever. The decrement is PE_TICK's; its slow path runs in
     * seq_enter_slow. */
    char probe;
    if (__builtin_expect(--vm->ops_left < 0 || (uintptr_t)&probe < vm->stack_limit ||
                             (vm->cfg.max_depth && vm->depth >= vm->cfg.max_depth),
                         0))
        return seq_enter_slow(vm, where);
    vm->depth++;
    return 0;
}

void pe_seq_leave_recursive(pe_vm *vm) {
    vm->depth--;
}

int pe_seq_index(pe_vm *vm, pe_value v, int64_t len, const char *what, int64_t *out) {
    size_t n = (size_t)len;
    return pe_seq_index_live(vm, v, &n, what, out);
}

int pe_seq_index_live(pe_vm *vm, pe_value v, const size_t *lenp, const char *what,
                      int64_t *out) {
    int64_t i;
    pe_value owned = PE_NULL;
    if (!pe_int_check(vm, v)) {
        owned = pe_op_index(vm, v);
        if (pe_is_null(owned)) return -1;
        v = owned;
    }
    int ovf = pe_int_as_i64(v.tag == PE_T_BOOL ? pe_int(v.u.i) : v, &i);
    pe_decref(vm, owned);
    if (ovf) {
        pe_err_format(vm, PE_EXC_IndexError, "cannot fit '%s' into an index-sized integer",
                      "int");
        return -1;
    }
    int64_t len = (int64_t)*lenp; /* read after __index__, which may have resized it */
    if (i < 0) i += len;
    if (i < 0 || i >= len) {
        pe_err_format(vm, PE_EXC_IndexError, "%s index out of range", what);
        return -1;
    }
    *out = i;
    return 0;
}

static pe_value pe_slice_repr(pe_vm *vm, pe_value self) {
    pe_slice *s = (pe_slice *)self.u.o;
    pe_strbuf b;
    pe_strbuf_init(&b, vm);
    if (pe_strbuf_addc(&b, "slice(") < 0 || pe_strbuf_add_repr(&b, s->start) < 0 ||
        pe_strbuf_addc(&b, ", ") < 0 || pe_strbuf_add_repr(&b, s->stop) < 0 ||
        pe_strbuf_addc(&b, ", ") < 0 || pe_strbuf_add_repr(&b, s->step) < 0 ||
        pe_strbuf_addc(&b, ")") < 0) {
        pe_strbuf_free(&b);
        return PE_NULL;
    }
    return pe_strbuf_finish(&b);
}

/* Slices compare as the tuples (start, stop, step). */
static pe_value pe_slice_richcmp(pe_vm *vm, pe_value a, pe_value b, pe_cmpop op) {
    if (!pe_slice_check(vm, a) || !pe_slice_check(vm, b)) return pe_incref(vm->notimpl);
    pe_slice *x = (pe_slice *)a.u.o, *y = (pe_slice *)b.u.o;
    pe_value items[3] = {x->start, x->stop, x->step},
             jtems[3] = {y->start, y->stop, y->step};
    pe_value ta = pe_tuple_from_array(vm, items, 3);
    if (pe_is_null(ta)) return PE_NULL;
    pe_value tb = pe_tuple_from_array(vm, jtems, 3);
    if (pe_is_null(tb)) {
        pe_decref(vm, ta);
        return PE_NULL;
    }
    pe_value r = pe_op_compare(vm, op, ta, tb);
    pe_decref(vm, ta);
    pe_decref(vm, tb);
    return r;
}

static pe_value pe_slice_getattr(pe_vm *vm, pe_value self, pe_str *name) {
    pe_slice *s = (pe_slice *)self.u.o;
    size_t n;
    const char *t = name->data;
    n = name->size;
    if (n == 5 && memcmp(t, "start", 5) == 0) return pe_incref(s->start);
    if (n == 4 && memcmp(t, "stop", 4) == 0) return pe_incref(s->stop);
    if (n == 4 && memcmp(t, "step", 4) == 0) return pe_incref(s->step);
    return pe_object_generic_getattr(vm, self, name);
}

static pe_value pe_slice_new_slot(pe_vm *vm, pe_type *type, const pe_value *args,
                                  size_t nargs, pe_obj *kwnames) {
    (void)type;
    if (pe_args_nokw(vm, "slice", kwnames) < 0) return PE_NULL;
    if (pe_args_range(vm, "slice", nargs, kwnames, 1, 3) < 0) return PE_NULL;
    if (nargs == 1) return pe_slice_new(vm, PE_NONE, args[0], PE_NONE);
    return pe_slice_new(vm, args[0], args[1], nargs == 3 ? args[2] : PE_NONE);
}

/* slice.indices(len) -> (start, stop, step) */
static pe_value pe_slice_m_indices(pe_vm *vm, const pe_value *args, size_t nargs,
                                   pe_obj *kw) {
    if (pe_args_one(vm, "slice.indices", nargs - 1, kw) < 0) return PE_NULL;
    int64_t len, a, b, c;
    if (pe_op_index_clamped(vm, args[1], &len) < 0) return PE_NULL;
    if (len < 0) return pe_err_set(vm, PE_EXC_ValueError, "length should not be negative");
    if (pe_slice_indices(vm, args[0], len, &a, &b, &c) < 0) return PE_NULL;
    pe_value items[3] = {pe_int(a), pe_int(b), pe_int(c)};
    return pe_tuple_from_array(vm, items, 3);
}

static const pe_method_def pe_slice_methods[] = {
    {"indices", pe_slice_m_indices, 0},
    {NULL, NULL, 0},
};

int pe_slice_init(pe_vm *vm) {
    pe_type *t = vm->types[PE_TYPE_SLICE];
    t->tflags |= PE_TPF_GC;
    t->basicsize = sizeof(pe_slice);
    t->dealloc = pe_slice_dealloc;
    t->traverse = pe_slice_traverse;
    t->clear = pe_slice_clear;
    t->repr = pe_slice_repr;
    t->richcmp = pe_slice_richcmp;
    t->getattr = pe_slice_getattr;
    t->new_ = pe_slice_new_slot;
    return pe_type_add_methods(vm, t, pe_slice_methods);
}
