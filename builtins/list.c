/*
 * list.c - the list type, its iterator, and a stable merge sort.
 *
 * Every loop that may run Python code (__eq__, __lt__, key=, __repr__) re-reads
 * len/items after each call and holds a reference to the item it passes, because the
 * called code may mutate or shrink the list (list.h invariant).
 */
#include "list.h"
#include "iter.h"

#include <stddef.h>
#include <string.h>

#include "../core/intern.h"
#include "../eval/args.h"
#include "../eval/exc.h"
#include "../eval/ops.h"
#include "../eval/vm.h"
#include "int.h"
#include "range.h"
#include "slice.h"
#include "str.h"
#include "tuple.h"
#include "type.h"

int pe_list_check(pe_vm *vm, pe_value v) {
    if (v.tag != PE_T_OBJ) return 0;
    pe_type *t = v.u.o->type;
    return t == vm->types[PE_TYPE_LIST] || (t->tflags & PE_TPF_LIST_SUBCLASS);
}

/* base.flags: a sort is running (pe_list_sort): pe_list_shrink keeps the block. */
#define PE_LIST_FLAG_SORTING 0x1u

/* Ensures room for `need` items with CPython's over-allocation pattern. 0 or -1. */
static int pe_list_reserve(pe_vm *vm, pe_list *l, size_t need) {
    if (need <= l->cap) return 0;
    size_t ncap = (need + (need >> 3) + 6) & ~(size_t)3;
    if (need - l->len > ncap - need) ncap = (need + 3) & ~(size_t)3;
    size_t bytes;
    if (ncap > ((size_t)1 << 40) || pe_size_mul(ncap, sizeof(pe_value), &bytes)) {
        pe_err_too_big(vm);
        return -1;
    }
    pe_value *p = pe_mem_realloc(&vm->mem, l->items, l->cap * sizeof(pe_value), bytes);
    if (!p) {
        pe_err_nomem(vm);
        return -1;
    }
    l->items = p;
    l->cap = ncap;
    return 0;
}

/* Room for n more items, as CPython's list_extend makes it: a list with no block yet
 * gets exactly n rounded up to even (list_preallocate_exact), others grow by
 * pe_list_reserve's rule. Matching CPython's capacities keeps sys.getsizeof's figures
 * (builtins/sizeof.c) CPython's. 0 or -1. */
static int pe_list_reserve_more(pe_vm *vm, pe_list *l, size_t n) {
    if (l->cap || !n) return pe_list_reserve(vm, l, l->len + n);
    size_t cap = (n + 1) & ~(size_t)1, bytes;
    if (cap > ((size_t)1 << 40) || pe_size_mul(cap, sizeof(pe_value), &bytes)) {
        pe_err_too_big(vm);
        return -1;
    }
    pe_value *p = pe_mem_realloc(&vm->mem, l->items, 0, bytes);
    if (!p) {
        pe_err_nomem(vm);
        return -1;
    }
    l->items = p;
    l->cap = cap;
    return 0;
}

/* After the list got shorter: CPython's list_resize gives back the block when fewer
 * than half of it is used (to the growth rule's size for the new length, or none).
 * A failed reallocation keeps the old block. Cannot fail. */
static void pe_list_shrink(pe_vm *vm, pe_list *l) {
    if (l->len >= l->cap / 2) return;
    size_t n = l->len, ncap = n ? (n + (n >> 3) + 6) & ~(size_t)3 : 0;
    if (!ncap && (l->base.flags & PE_LIST_FLAG_SORTING)) return;
    /* (for a short list the rule's size can be the old one or even a little larger:
     * CPython reallocates to it all the same) */
    if (ncap == l->cap) return;
    if (!ncap) {
        pe_mem_free(&vm->mem, l->items, l->cap * sizeof(pe_value));
        l->items = NULL;
        l->cap = 0;
        return;
    }
    pe_value *p = pe_mem_realloc(&vm->mem, l->items, l->cap * sizeof(pe_value),
                                 ncap * sizeof(pe_value));
    if (!p) return;
    l->items = p;
    l->cap = ncap;
}

/* CPython's PyObject_LengthHint(x, 8) for the builtin types, whose __len__ and
 * __length_hint__ run no Python code: list(x) and extend preallocate by it. A class's
 * own methods are not called (0: no hint). 0 or -1. */
static int pe_list_hint(pe_vm *vm, pe_value src, size_t *out) {
    *out = 8;
    if (!pe_is_obj(src)) return 0;
    pe_type *t = src.u.o->type;
    if (t->tflags & PE_TPF_HEAPTYPE) return 0;
    if (t->len) {
        int64_t n = t->len(vm, src);
        if (n < 0) return -1;
        *out = (size_t)n;
        return 0;
    }
    pe_str *name = pe_intern(vm, "__length_hint__", 15);
    if (!name) return pe_err_nomem(vm), -1;
    if (pe_is_null(pe_type_lookup(vm, t, name))) return 0;
    pe_value r = pe_op_call_method(vm, src, "__length_hint__", NULL, 0);
    if (pe_is_null(r)) return -1;
    int64_t n = 0;
    if (r.tag == PE_T_INT && r.u.i >= 0) n = r.u.i;
    pe_decref(vm, r);
    if (r.tag == PE_T_INT) *out = (size_t)n;
    return 0;
}

pe_value pe_list_new(pe_vm *vm, size_t cap) {
    pe_list *l = (pe_list *)pe_obj_alloc(vm, vm->types[PE_TYPE_LIST], sizeof(pe_list));
    if (!l) return PE_NULL;
    if (cap) {
        size_t bytes;
        if (cap > ((size_t)1 << 40) || pe_size_mul(cap, sizeof(pe_value), &bytes) ||
            !(l->items = pe_mem_alloc(&vm->mem, bytes))) {
            pe_obj_decref(vm, &l->base);
            return pe_err_nomem(vm);
        }
        l->cap = cap;
    }
    return pe_obj_value(&l->base);
}

pe_value pe_list_from_array(pe_vm *vm, const pe_value *items, size_t n) {
    if (PE_TICK(vm, n / 16) < 0) return PE_NULL;
    pe_value v = pe_list_new(vm, n);
    if (pe_is_null(v)) return PE_NULL;
    pe_list *l = pe_list_obj(v);
    /* loop-bound: charged-before: the charge above in pe_list_from_array covers this
     * trip count */
    for (size_t i = 0; i < n; i++)
        l->items[i] = pe_incref(items[i]);
    l->len = n;
    return v;
}

int pe_list_append_steal(pe_vm *vm, pe_value list, pe_value item) {
    pe_list *l = pe_list_obj(list);
    if (l->len == l->cap && pe_list_reserve(vm, l, l->len + 1) < 0) {
        pe_decref(vm, item);
        return -1;
    }
    l->items[l->len++] = item;
    return 0;
}

int pe_list_append(pe_vm *vm, pe_value list, pe_value item) {
    return pe_list_append_steal(vm, list, pe_incref(item));
}

int pe_list_extend(pe_vm *vm, pe_value list, pe_value src) {
    pe_list *l = pe_list_obj(list);
    /* the items are copied directly only from an exact list or tuple (or l itself), as
     * CPython's list_extend: a subclass goes through its own __iter__ */
    if (pe_is_obj(src) && (src.u.o->type == vm->types[PE_TYPE_LIST] ||
                           src.u.o->type == vm->types[PE_TYPE_TUPLE] || pe_is(src, list))) {
        /* snapshot count first: `l.extend(l)` doubles once */
        size_t n = pe_list_check(vm, src) ? pe_list_len(src) : pe_tuple_len(src);
        if (PE_TICK(vm, n / 16) < 0) return -1;
        if (pe_list_reserve_more(vm, l, n) < 0) return -1;
        const pe_value *items =
            pe_list_check(vm, src) ? pe_list_obj(src)->items : pe_tuple_obj(src)->items;
        /* loop-bound: charged-before: the charge above in pe_list_extend covers this
         * trip count */
        for (size_t i = 0; i < n; i++)
            l->items[l->len + i] = pe_incref(items[i]);
        l->len += n;
        return 0;
    }
    if (pe_is_obj(src) && src.u.o->type == vm->types[PE_TYPE_RANGE]) {
        /* the size is known: refuse an impossible one as CPython does (MemoryError
         * before allocating), then allocate once */
        pe_range *r = (pe_range *)src.u.o;
        if (r->len.tag != PE_T_INT) {
            pe_err_set(vm, PE_EXC_OverflowError,
                       "Python int too large to convert to C ssize_t");
            return -1;
        }
        if ((uint64_t)r->len.u.i > (uint64_t)INT64_MAX / 8) {
            pe_err_too_big(vm);
            return -1;
        }
        if (pe_list_reserve_more(vm, l, (size_t)r->len.u.i) < 0) return -1;
        if (r->small) {
            if (PE_TICK(vm, (uint64_t)r->len.u.i / 16) < 0) return -1;
            int64_t v = r->start.u.i;
            /* loop-bound: charged-before: the charge above in pe_list_extend covers this
             * trip count */
            for (int64_t i = 0; i < r->len.u.i; i++, v += i < r->len.u.i ? r->step.u.i : 0)
                l->items[l->len++] = pe_int(v);
            return 0;
        }
    }
    pe_value it = pe_op_iter(vm, src);
    if (pe_is_null(it)) return -1;
    /* CPython sizes the block by the length hint first (a hint is only a guess: the
     * block is refused only if the memory limit refuses it) */
    size_t hint;
    if (pe_list_hint(vm, src, &hint) < 0 ||
        (hint <= ((size_t)1 << 28) && pe_list_reserve_more(vm, l, hint) < 0)) {
        pe_decref(vm, it);
        return -1;
    }
    for (;;) {
        pe_value x = pe_op_next(vm, it);
        if (pe_is_null(x)) break;
        if (PE_TICK(vm, 1) < 0) {
            pe_decref(vm, x);
            pe_decref(vm, it);
            return -1;
        }
        if (pe_list_append_steal(vm, list, x) < 0) {
            pe_decref(vm, it);
            return -1;
        }
    }
    pe_decref(vm, it);
    if (pe_err_occurred(vm)) return -1;
    pe_list_shrink(vm, l); /* a hint larger than the items: CPython trims */
    return 0;
}

pe_value pe_list_from_iterable(pe_vm *vm, pe_value it) {
    pe_value l = pe_list_new(vm, 0);
    if (pe_is_null(l)) return PE_NULL;
    if (pe_list_extend(vm, l, it) < 0) {
        pe_decref(vm, l);
        return PE_NULL;
    }
    return l;
}

pe_value pe_list_as_tuple(pe_vm *vm, pe_value list) {
    return pe_tuple_from_array(vm, pe_list_obj(list)->items, pe_list_len(list));
}

/* Releases items[0..n) and the array itself. */
static void pe_list_free_items(pe_vm *vm, pe_value *items, size_t n, size_t cap) {
    pe_seq_release(vm, items, n);
    if (items) pe_mem_free(&vm->mem, items, cap * sizeof(pe_value));
}

static void pe_list_dealloc(pe_vm *vm, pe_obj *o) {
    pe_list *l = (pe_list *)o;
    pe_value *items = l->items;
    size_t n = l->len, cap = l->cap;
    l->items = NULL;
    l->len = l->cap = 0;
    pe_list_free_items(vm, items, n, cap);
    pe_obj_free(
        vm, o, o->type->basicsize > sizeof(pe_list) ? o->type->basicsize : sizeof(pe_list));
}

static void pe_list_traverse(pe_vm *vm, pe_obj *o, pe_visit_fn visit, void *arg) {
    pe_list *l = (pe_list *)o;
    /* loop-bound: per-object: pe_list_traverse runs once per object */
    for (size_t i = 0; i < l->len; i++)
        if (l->items[i].tag == PE_T_OBJ) visit(vm, l->items[i].u.o, arg);
}

/* Empties the list. The items are detached first, so decrefs that run Python code (or
 * free objects that point back here) see a consistent empty list. */
static void pe_list_clear_items(pe_vm *vm, pe_list *l) {
    pe_value *items = l->items;
    size_t n = l->len, cap = l->cap;
    l->items = NULL;
    l->len = l->cap = 0;
    pe_list_free_items(vm, items, n, cap);
}

static void pe_list_gc_clear(pe_vm *vm, pe_obj *o) {
    pe_list_clear_items(vm, (pe_list *)o);
}

/* ---- repr and comparison ------------------------------------------------------------- */

static pe_value pe_list_repr(pe_vm *vm, pe_value self) {
    pe_list *l = pe_list_obj(self);
    if (l->len == 0) return pe_str_value(vm, "[]", 2);
    int rec = pe_op_repr_enter(vm, self.u.o);
    if (rec < 0) return PE_NULL;
    if (rec > 0) return pe_str_value(vm, "[...]", 5);
    pe_strbuf b;
    pe_strbuf_init(&b, vm);
    if (pe_strbuf_add(&b, "[", 1) < 0) goto fail;
    for (size_t i = 0; i < l->len; i++) {
        if (i && pe_strbuf_add(&b, ", ", 2) < 0) goto fail;
        pe_value item = pe_incref(l->items[i]);
        int rc = pe_strbuf_add_repr(&b, item);
        pe_decref(vm, item);
        if (rc < 0) goto fail;
    }
    if (pe_strbuf_add(&b, "]", 1) < 0) goto fail;
    pe_op_repr_leave(vm, self.u.o);
    return pe_strbuf_finish(&b);
fail:
    pe_op_repr_leave(vm, self.u.o);
    pe_strbuf_free(&b);
    return PE_NULL;
}

static pe_value pe_list_richcmp_impl(pe_vm *vm, pe_value a, pe_value b, pe_cmpop op) {
    if (!pe_list_check(vm, a) || !pe_list_check(vm, b)) return pe_incref(vm->notimpl);
    pe_list *x = pe_list_obj(a), *y = pe_list_obj(b);
    if ((op == PE_CMP_EQ || op == PE_CMP_NOT_EQ) && x->len != y->len)
        return pe_bool(op == PE_CMP_NOT_EQ);
    size_t i;
    for (i = 0; i < x->len && i < y->len; i++) {
        if (PE_TICK(vm, 1) < 0) return PE_NULL;
        pe_value p = pe_incref(x->items[i]), q = pe_incref(y->items[i]);
        int eq = pe_op_eq(vm, p, q);
        pe_decref(vm, p);
        pe_decref(vm, q);
        if (eq < 0) return PE_NULL;
        if (!eq) break;
    }
    if (i >= x->len || i >= y->len) {
        size_t n = x->len, m = y->len;
        switch (op) {
        case PE_CMP_EQ: return pe_bool(n == m);
        case PE_CMP_NOT_EQ: return pe_bool(n != m);
        case PE_CMP_LT: return pe_bool(n < m);
        case PE_CMP_LT_E: return pe_bool(n <= m);
        case PE_CMP_GT: return pe_bool(n > m);
        case PE_CMP_GT_E: return pe_bool(n >= m);
        default: return pe_incref(vm->notimpl);
        }
    }
    if (op == PE_CMP_EQ) return PE_FALSE;
    if (op == PE_CMP_NOT_EQ) return PE_TRUE;
    pe_value p = pe_incref(x->items[i]), q = pe_incref(y->items[i]);
    pe_value r = pe_op_compare(vm, op, p, q);
    pe_decref(vm, p);
    pe_decref(vm, q);
    return r;
}

static pe_value pe_list_richcmp(pe_vm *vm, pe_value a, pe_value b, pe_cmpop op) {
    if (!pe_list_check(vm, a) || !pe_list_check(vm, b)) return pe_incref(vm->notimpl);
    if (pe_seq_enter_recursive(vm, " in comparison") < 0) return PE_NULL;
    pe_value r = pe_list_richcmp_impl(vm, a, b, op);
    pe_seq_leave_recursive(vm);
    return r;
}

/* ---- indexing ------------------------------------------------------------------------ */

static int64_t pe_list_len_slot(pe_vm *vm, pe_value self) {
    return (int64_t)pe_list_len(self);
}
static int pe_list_truth(pe_vm *vm, pe_value self) {
    return pe_list_len(self) != 0;
}

static int pe_list_key_ok(pe_vm *vm, pe_value key) {
    if (pe_int_check(vm, key) || pe_type_of(vm, key)->index) return 1;
    pe_err_format(vm, PE_EXC_TypeError, "list indices must be integers or slices, not %s",
                  pe_op_typename(vm, key));
    return 0;
}

static pe_value pe_list_getitem(pe_vm *vm, pe_value self, pe_value key) {
    pe_list *l = pe_list_obj(self);
    if (pe_slice_check(vm, key)) {
        int64_t start, stop, step;
        /* the length is read after __index__ ran (it may have resized the list) */
        if (pe_slice_unpack(vm, key, &start, &stop, &step) < 0) return PE_NULL;
        int64_t n = pe_slice_adjust((int64_t)l->len, &start, &stop, step);
        if (PE_TICK(vm, n / 16) < 0) return PE_NULL;
        pe_value r = pe_list_new(vm, (size_t)n);
        if (pe_is_null(r)) return PE_NULL;
        pe_list *o = pe_list_obj(r);
        /* loop-bound: charged-before: the charge above in pe_list_getitem covers this
         * trip count */
        for (int64_t k = 0, i = start; k < n; k++, i += step)
            o->items[k] = pe_incref(l->items[i]);
        o->len = (size_t)n;
        return r;
    }
    if (!pe_list_key_ok(vm, key)) return PE_NULL;
    int64_t i;
    if (pe_seq_index_live(vm, key, &l->len, "list", &i) < 0) return PE_NULL;
    return pe_incref(l->items[i]);
}

/* Deletes items [lo, hi) (step 1). Cannot fail. */
static void pe_list_del_range(pe_vm *vm, pe_list *l, size_t lo, size_t hi) {
    if (hi <= lo) return;
    size_t n = hi - lo;
    /* move the doomed items out before releasing them (their __del__ may look) */
    pe_value small[16], *tmp = small;
    if (n > 16 && !(tmp = pe_mem_alloc(&vm->mem, n * sizeof(pe_value)))) {
        /* no room for the temporary: release in place, then close the gap */
        /* loop-bound: caller-charged: del of a slice charges the items it moves and
         * releases */
        for (size_t i = lo; i < hi; i++) {
            pe_value v = l->items[i];
            l->items[i] = PE_NONE;
            pe_decref(vm, v);
        }
        memmove(l->items + lo, l->items + hi, (l->len - hi) * sizeof(pe_value));
        l->len -= n;
        pe_list_shrink(vm, l);
        return;
    }
    memcpy(tmp, l->items + lo, n * sizeof(pe_value));
    memmove(l->items + lo, l->items + hi, (l->len - hi) * sizeof(pe_value));
    l->len -= n;
    pe_list_shrink(vm, l);
    /* loop-bound: caller-charged: del of a slice charges the items it moves and releases */
    for (size_t i = 0; i < n; i++)
        pe_decref(vm, tmp[i]);
    if (tmp != small) pe_mem_free(&vm->mem, tmp, n * sizeof(pe_value));
}

/* l[start:stop:step] = seq or del (value PE_NULL). */
static int pe_list_ass_slice(pe_vm *vm, pe_value self, pe_value slice, pe_value value) {
    pe_list *l = pe_list_obj(self);
    int64_t ustart, ustop, step, start, stop;
    /* bounds converted once (__index__ may resize the list), adjusted to the length
     * just before it is used */
    if (pe_slice_unpack(vm, slice, &ustart, &ustop, &step) < 0) return -1;
    start = ustart, stop = ustop;
    int64_t n = pe_slice_adjust((int64_t)l->len, &start, &stop, step);
    if (pe_is_null(value)) {
        /* the tail after start moves: one op per 16 slots */
        if (n > 0 && PE_TICK(vm, (l->len - (size_t)start) / 16) < 0) return -1;
        if (step == 1) {
            pe_list_del_range(vm, l, (size_t)start, (size_t)stop);
            return 0;
        }
        if (n == 0) return 0;
        if (step < 0) {
            /* walk forward over the same items */
            start = start + step * (n - 1);
            step = -step;
        }
        pe_value gone = pe_list_new(vm, (size_t)n);
        if (pe_is_null(gone)) return -1;
        pe_list *g = pe_list_obj(gone);
        size_t w = (size_t)start;
        /* loop-bound: charged-before: the charge above in pe_list_ass_slice covers this
         * trip count */
        for (size_t r = (size_t)start, k = 0; r < l->len; r++) {
            if (k < (size_t)n && r == (size_t)start + k * (size_t)step) {
                g->items[g->len++] = l->items[r];
                k++;
            } else {
                l->items[w++] = l->items[r];
            }
        }
        l->len = w;
        pe_list_shrink(vm, l);
        pe_decref(vm, gone);
        return 0;
    }
    /* materialise the right-hand side first (it may be the list itself) */
    pe_value seq;
    if (pe_list_check(vm, value) || pe_tuple_check(vm, value)) {
        seq = pe_list_check(vm, value)
                  ? pe_list_from_array(vm, pe_list_obj(value)->items, pe_list_len(value))
                  : pe_incref(value);
    } else {
        if (!pe_type_of(vm, value)->iter) {
            pe_err_set(vm, PE_EXC_TypeError,
                       step == 1 ? "can only assign an iterable"
                                 : "must assign iterable to extended slice");
            return -1;
        }
        seq = pe_list_from_iterable(vm, value);
    }
    if (pe_is_null(seq)) return -1;
    size_t m = pe_list_check(vm, seq) ? pe_list_len(seq) : pe_tuple_len(seq);
    const pe_value *src =
        pe_list_check(vm, seq) ? pe_list_obj(seq)->items : pe_tuple_obj(seq)->items;
    /* the list may have changed while the iterable ran: adjust the slice again */
    start = ustart, stop = ustop;
    n = pe_slice_adjust((int64_t)l->len, &start, &stop, step);
    if (step == 1) {
        if (stop < start) stop = start;
        size_t lo = (size_t)start, hi = (size_t)stop, old = hi - lo;
        /* the tail moves and m items are copied in; the old ones are released */
        if (PE_TICK(vm, (l->len - hi + m + old) / 16) < 0) goto fail;
        if (m > old && pe_list_reserve(vm, l, l->len + (m - old)) < 0) goto fail;
        /* detach the replaced items, shift the tail, copy in the new ones */
        pe_value small[16], *tmp = small;
        if (old > 16 && !(tmp = pe_mem_alloc(&vm->mem, old * sizeof(pe_value)))) {
            pe_err_nomem(vm);
            goto fail;
        }
        /* an empty list may have no block at all (items NULL: new, or cleared by
         * __index__ or the iterable), and memcpy/memmove must not get NULL even for 0
         * bytes; with m > 0 the reserve above made the block */
        if (old) memcpy(tmp, l->items + lo, old * sizeof(pe_value));
        if (l->len > hi && m != old)
            memmove(l->items + lo + m, l->items + hi, (l->len - hi) * sizeof(pe_value));
        /* loop-bound: charged-before: the charge above in pe_list_ass_slice covers this
         * trip count */
        for (size_t i = 0; i < m; i++)
            l->items[lo + i] = pe_incref(src[i]);
        l->len = l->len - old + m;
        if (m < old) pe_list_shrink(vm, l);
        /* loop-bound: charged-before: the charge above in pe_list_ass_slice covers this
         * trip count */
        for (size_t i = 0; i < old; i++)
            pe_decref(vm, tmp[i]);
        if (tmp != small) pe_mem_free(&vm->mem, tmp, old * sizeof(pe_value));
    } else {
        if ((size_t)n != m) {
            pe_err_format(
                vm, PE_EXC_ValueError,
                "attempt to assign sequence of size %zu to extended slice of size %lld", m,
                (long long)n);
            goto fail;
        }
        if (PE_TICK(vm, (size_t)n / 16) < 0) goto fail;
        /* loop-bound: charged-before: the charge above in pe_list_ass_slice covers this
         * trip count */
        for (int64_t k = 0, i = start; k < n; k++, i += step) {
            pe_value old = l->items[i];
            l->items[i] = pe_incref(src[k]);
            pe_decref(vm, old);
        }
    }
    pe_decref(vm, seq);
    return 0;
fail:
    pe_decref(vm, seq);
    return -1;
}

static int pe_list_setitem(pe_vm *vm, pe_value self, pe_value key, pe_value value) {
    if (pe_slice_check(vm, key)) return pe_list_ass_slice(vm, self, key, value);
    if (!pe_list_key_ok(vm, key)) return -1;
    pe_list *l = pe_list_obj(self);
    int64_t i;
    if (pe_seq_index_live(vm, key, &l->len, "list assignment", &i) < 0) return -1;
    if (pe_is_null(value)) {
        if (PE_TICK(vm, (l->len - (size_t)i) / 16) < 0) return -1; /* the tail moves */
        pe_list_del_range(vm, l, (size_t)i, (size_t)i + 1);
        return 0;
    }
    pe_value old = l->items[i];
    l->items[i] = pe_incref(value);
    pe_decref(vm, old);
    return 0;
}

static int pe_list_contains(pe_vm *vm, pe_value self, pe_value item) {
    pe_list *l = pe_list_obj(self);
    for (size_t i = 0; i < l->len; i++) {
        if (PE_TICK(vm, 1) < 0) return -1;
        pe_value x = pe_incref(l->items[i]);
        int eq = pe_op_eq(vm, x, item);
        pe_decref(vm, x);
        if (eq != 0) return eq;
    }
    return 0;
}

/* ---- arithmetic ---------------------------------------------------------------------- */

static pe_value pe_list_add(pe_vm *vm, pe_value a, pe_value b) {
    if (!pe_list_check(vm, a) || !pe_list_check(vm, b)) return pe_incref(vm->notimpl);
    pe_list *x = pe_list_obj(a), *y = pe_list_obj(b);
    if (PE_TICK(vm, (x->len + y->len) / 16) < 0) return PE_NULL;
    pe_value r = pe_list_new(vm, x->len + y->len);
    if (pe_is_null(r)) return PE_NULL;
    pe_list *o = pe_list_obj(r);
    /* loop-bound: charged-before: the charge above in pe_list_add covers this trip count */
    for (size_t i = 0; i < x->len; i++)
        o->items[i] = pe_incref(x->items[i]);
    /* loop-bound: charged-before: the charge above in pe_list_add covers this trip count */
    for (size_t i = 0; i < y->len; i++)
        o->items[x->len + i] = pe_incref(y->items[i]);
    o->len = x->len + y->len;
    return r;
}

static pe_value pe_list_iadd(pe_vm *vm, pe_value a, pe_value b) {
    if (!pe_list_check(vm, a)) return pe_incref(vm->notimpl);
    if (pe_list_extend(vm, a, b) < 0) return PE_NULL;
    return pe_incref(a);
}

/* Count for repetition; -1 with OverflowError beyond int64. */
static int pe_list_count_arg(pe_vm *vm, pe_value count, int64_t *n) {
    if (pe_int_as_i64(count.tag == PE_T_BOOL ? pe_int(count.u.i) : count, n)) {
        pe_err_set(vm, PE_EXC_OverflowError,
                   "cannot fit 'int' into an index-sized integer");
        return -1;
    }
    if (*n < 0) *n = 0;
    return 0;
}

static pe_value pe_list_repeat(pe_vm *vm, pe_value list, pe_value count) {
    int64_t n;
    if (pe_list_count_arg(vm, count, &n) < 0) return PE_NULL;
    pe_list *l = pe_list_obj(list);
    size_t total;
    /* refused by size before any work is charged or done */
    if (pe_size_mul(l->len, (size_t)n, &total) || total > ((size_t)1 << 40) ||
        pe_mem_would_exceed(&vm->mem, (uint64_t)total * sizeof(pe_value)))
        return pe_err_too_big(vm);
    if (PE_TICK(vm, total / 16) < 0) return PE_NULL;
    pe_value r = pe_list_new(vm, total);
    if (pe_is_null(r)) return PE_NULL;
    pe_list *o = pe_list_obj(r);
    /* loop-bound: charged-before: the charge above in pe_list_repeat covers this trip
     * count */
    for (size_t k = 0; k < total; k++)
        o->items[k] = pe_incref(l->items[k % l->len]);
    o->len = total;
    return r;
}

static pe_value pe_list_mul(pe_vm *vm, pe_value a, pe_value b) {
    if (pe_list_check(vm, a) && pe_int_check(vm, b)) return pe_list_repeat(vm, a, b);
    if (pe_list_check(vm, b) && pe_int_check(vm, a)) return pe_list_repeat(vm, b, a);
    return pe_incref(vm->notimpl);
}

static pe_value pe_list_imul(pe_vm *vm, pe_value a, pe_value b) {
    if (!pe_list_check(vm, a) || !pe_int_check(vm, b)) return pe_incref(vm->notimpl);
    int64_t n;
    if (pe_list_count_arg(vm, b, &n) < 0) return PE_NULL;
    pe_list *l = pe_list_obj(a);
    if (n == 0 || l->len == 0) {
        pe_list_clear_items(vm, l);
        return pe_incref(a);
    }
    size_t total, old = l->len;
    if (pe_size_mul(old, (size_t)n, &total) || total > ((size_t)1 << 40))
        return pe_err_nomem(vm);
    if (PE_TICK(vm, total / 16) < 0) return PE_NULL;
    if (pe_list_reserve(vm, l, total) < 0) return PE_NULL;
    /* loop-bound: charged-before: the charge above in pe_list_imul covers this trip
     * count */
    for (size_t k = old; k < total; k++)
        l->items[k] = pe_incref(l->items[k % old]);
    l->len = total;
    return pe_incref(a);
}

/* ---- iterator ------------------------------------------------------------------------ */

typedef struct pe_list_iter {
    pe_obj base;
    pe_value seq; /* owned; PE_NULL when exhausted */
    size_t i;
    int reverse; /* a list_reverseiterator (its type says so too) */
} pe_list_iter;
_Static_assert(offsetof(pe_list_iter, seq) == offsetof(pe_ref_iter, ref),
               "pe_list_iter must start like pe_ref_iter (builtins/iter.h)");

static pe_value pe_list_iter_make(pe_vm *vm, pe_value list, int reverse) {
    pe_type *t = vm->types[reverse ? PE_TYPE_LIST_REVITER : PE_TYPE_LIST_ITER];
    pe_list_iter *it = (pe_list_iter *)pe_obj_alloc(vm, t, sizeof *it);
    if (!it) return PE_NULL;
    it->seq = pe_incref(list);
    it->reverse = reverse;
    it->i = reverse ? pe_list_len(list) : 0;
    return pe_obj_value(&it->base);
}

static pe_value pe_list_iter_new(pe_vm *vm, pe_value self) {
    return pe_list_iter_make(vm, self, 0);
}

static pe_value pe_list_iter_next(pe_vm *vm, pe_value self) {
    pe_list_iter *it = (pe_list_iter *)self.u.o;
    if (pe_is_null(it->seq)) return PE_NULL;
    pe_list *l = pe_list_obj(it->seq);
    if (it->reverse) {
        if (it->i > 0 && it->i <= l->len) return pe_incref(l->items[--it->i]);
    } else if (it->i < l->len) {
        return pe_incref(l->items[it->i++]);
    }
    pe_clear(vm, &it->seq);
    return PE_NULL;
}

static pe_value pe_list_iter_m_length_hint(pe_vm *vm, const pe_value *args, size_t nargs,
                                           pe_obj *kw) {
    if (pe_args_noargs_of(vm, args[0], "__length_hint__", nargs - 1, kw) < 0)
        return PE_NULL;
    pe_list_iter *it = (pe_list_iter *)args[0].u.o;
    if (pe_is_null(it->seq)) return pe_int(0);
    size_t len = pe_list_len(it->seq);
    if (it->reverse) return pe_int(it->i <= len ? (int64_t)it->i : 0);
    return pe_int(it->i < len ? (int64_t)(len - it->i) : 0);
}

static const pe_method_def pe_list_iter_methods[] = {
    {"__length_hint__", pe_list_iter_m_length_hint, 0},
    {NULL, NULL, 0},
};

/* ---- sort ---------------------------------------------------------------------------- */

typedef struct pe_sortitem {
    pe_value key; /* the value itself when there is no key function (not owned) */
    pe_value value;
} pe_sortitem;

typedef struct pe_sorter {
    pe_vm *vm;
    int failed; /* once set, comparisons stop and merging only copies */
} pe_sorter;

/* Is a < b? Fast paths for the common homogeneous cases; otherwise the generic rich
 * comparison. On error sets failed and answers 0 (the array stays a permutation). */
/* Three-way comparison of two values of the same exact type among int (immediate),
 * float and str, whose ordering needs no Python code: -1/0/1, or 2 when a and b are
 * not such a pair (also for NaN, which is unordered), 3 when comparing long strs hit the
 * operation limit (error pending). UTF-8 byte order is code point order, so memcmp
 * orders strs as CPython does. */
static int sort_cmp_simple(pe_vm *vm, pe_value a, pe_value b) {
    if (a.tag == PE_T_INT && b.tag == PE_T_INT) return (a.u.i > b.u.i) - (a.u.i < b.u.i);
    if (a.tag == PE_T_FLOAT && b.tag == PE_T_FLOAT) {
        if (a.u.f < b.u.f) return -1;
        if (a.u.f > b.u.f) return 1;
        return a.u.f == b.u.f ? 0 : 2;
    }
    if (a.tag == PE_T_OBJ && b.tag == PE_T_OBJ && a.u.o->type == vm->types[PE_TYPE_STR] &&
        b.u.o->type == vm->types[PE_TYPE_STR]) {
        pe_str *x = pe_str_obj(a), *y = pe_str_obj(b);
        size_t n = x->size < y->size ? x->size : y->size;
        int c = pe_memcmp_ticked(vm, x->data, y->data, n);
        if (c == -2) return 3; /* the limit error is pending */
        if (c) return c;
        return (x->size > y->size) - (x->size < y->size);
    }
    return 2;
}

static int pe_sort_lt(pe_sorter *s, pe_value a, pe_value b) {
    if (s->failed) return 0;
    if (a.tag == PE_T_INT && b.tag == PE_T_INT) return a.u.i < b.u.i;
    if (a.tag == PE_T_FLOAT && b.tag == PE_T_FLOAT) return a.u.f < b.u.f;
    pe_vm *vm = s->vm;
    int c = sort_cmp_simple(vm, a, b);
    if (c == 3) {
        s->failed = 1;
        return 0;
    }
    if (c != 2) return c < 0;
    /* exact tuples of ints, floats and strs (records sorted by several fields): the
     * tuple comparison done without the generic protocol. The first unequal pair
     * decides, as in tuple_richcompare; any other item type takes the generic path. */
    if (a.tag == PE_T_OBJ && b.tag == PE_T_OBJ && a.u.o->type == vm->types[PE_TYPE_TUPLE] &&
        b.u.o->type == vm->types[PE_TYPE_TUPLE]) {
        pe_tuple *x = pe_tuple_obj(a), *y = pe_tuple_obj(b);
        size_t n = x->len < y->len ? x->len : y->len, i;
        /* loop-bound: charged-after: pe_sort_lt charges what this scan covered right
         * after it */
        for (i = 0; i < n; i++) {
            c = sort_cmp_simple(vm, x->items[i], y->items[i]);
            if (c == 3) {
                s->failed = 1;
                return 0;
            }
            if (c != 0) break;
        }
        if (i == n) {
            if (PE_TICK(vm, 1) < 0) {
                s->failed = 1;
                return 0;
            }
            return x->len < y->len;
        }
        if (c != 2) {
            if (PE_TICK(vm, 1) < 0) {
                s->failed = 1;
                return 0;
            }
            return c < 0;
        }
    }
    int r = pe_op_compare_bool(vm, PE_CMP_LT, a, b);
    if (r < 0) {
        s->failed = 1;
        return 0;
    }
    return r;
}

/* Binary insertion sort of a[lo..hi); a[lo..start) is already sorted. Compares the
 * new element on the left (pivot < x), as CPython does. */
static void pe_sort_insertion(pe_sorter *s, pe_sortitem *a, size_t lo, size_t start,
                              size_t hi) {
    /* loop-bound: caller-charged: sorting charges each comparison in pe_sort_lt */
    for (size_t i = start; i < hi; i++) {
        pe_sortitem pivot = a[i];
        size_t l = lo, r = i;
        /* loop-bound: caller-charged: sorting charges each comparison in pe_sort_lt */
        while (l < r) {
            size_t m = l + (r - l) / 2;
            if (pe_sort_lt(s, pivot.key, a[m].key))
                r = m;
            else
                l = m + 1;
        }
        memmove(a + l + 1, a + l, (i - l) * sizeof *a);
        a[l] = pivot;
    }
}

/* Merges sorted runs a[lo..mid) and a[mid..hi) through tmp (room for n items). Stable: an
 * element of the right run goes first only if it is strictly less (right < left). */
static void pe_sort_merge(pe_sorter *s, pe_sortitem *a, pe_sortitem *tmp, size_t lo,
                          size_t mid, size_t hi) {
    /* already in order? (one comparison saves the merge for presorted data) */
    if (!pe_sort_lt(s, a[mid].key, a[mid - 1].key)) return;
    size_t nl = mid - lo;
    memcpy(tmp, a + lo, nl * sizeof *a);
    size_t i = 0, j = mid, k = lo;
    /* loop-bound: caller-charged: sorting charges each comparison in pe_sort_lt */
    while (i < nl && j < hi) {
        if (pe_sort_lt(s, a[j].key, tmp[i].key))
            a[k++] = a[j++];
        else
            a[k++] = tmp[i++];
    }
    /* loop-bound: caller-charged: sorting charges each comparison in pe_sort_lt */
    while (i < nl)
        a[k++] = tmp[i++];
}

#define PE_SORT_RUN 32

static void pe_sort_items(pe_sorter *s, pe_sortitem *a, pe_sortitem *tmp, size_t n) {
    /* loop-bound: caller-charged: sorting charges each comparison in pe_sort_lt */
    for (size_t lo = 0; lo < n; lo += PE_SORT_RUN) {
        size_t hi = lo + PE_SORT_RUN < n ? lo + PE_SORT_RUN : n;
        pe_sort_insertion(s, a, lo, lo + 1, hi);
    }
    /* loop-bound: caller-charged: sorting charges each comparison in pe_sort_lt */
    for (size_t w = PE_SORT_RUN; w < n; w *= 2)
        /* loop-bound: caller-charged: sorting charges each comparison in pe_sort_lt */
        for (size_t lo = 0; lo + w < n; lo += 2 * w) {
            size_t hi = lo + 2 * w < n ? lo + 2 * w : n;
            pe_sort_merge(s, a, tmp, lo, lo + w, hi);
        }
}

static void pe_sort_reverse(pe_value *v, size_t n) {
    /* loop-bound: caller-charged: list.sort(reverse=True) charges n/16 for the reversal */
    for (size_t i = 0, j = n; i + 1 < j; i++, j--) {
        pe_value t = v[i];
        v[i] = v[j - 1];
        v[j - 1] = t;
    }
}

int pe_list_sort(pe_vm *vm, pe_value list, pe_value key, int reverse) {
    pe_list *l = pe_list_obj(list);
    if (pe_is_none(key)) key = PE_NULL;
    /* detach the items: the list looks empty while user code runs */
    pe_value *items = l->items;
    size_t n = l->len, cap = l->cap;
    l->items = NULL;
    l->len = l->cap = 0;
    /* while sorting, shrinking never frees the block: a non-NULL block is how the
     * end of the sort sees that the list was used (nested sorts keep the bit) */
    uint16_t was_sorting = l->base.flags & PE_LIST_FLAG_SORTING;
    l->base.flags |= PE_LIST_FLAG_SORTING;
    int rc = 0;
    pe_sortitem *arr = NULL, *tmp = NULL;
    size_t nkeys = 0;
    /* a key function is called even for a single item (its errors propagate) */
    if (n > 1 || (n == 1 && !pe_is_null(key))) {
        size_t bytes;
        if (pe_size_mul(n, sizeof(pe_sortitem), &bytes) ||
            !(arr = pe_mem_alloc(&vm->mem, bytes)) ||
            !(tmp = pe_mem_alloc(&vm->mem, bytes))) {
            pe_err_nomem(vm);
            rc = -1;
            goto restore;
        }
        size_t logn = 1;
        /* loop-bound: digits: log2 of the length */
        while (((size_t)1 << logn) < n)
            logn++;
        if (PE_TICK(vm, n * logn / 4) < 0) {
            rc = -1;
            goto restore;
        }
        /* loop-bound: charged-before: the n * log(n) / 4 charge above */
        for (size_t i = 0; i < n; i++) {
            arr[i].value = items[i];
            if (pe_is_null(key)) {
                arr[i].key = items[i];
            } else {
                arr[i].key = pe_op_call(vm, key, &items[i], 1, NULL);
                if (pe_is_null(arr[i].key)) {
                    rc = -1;
                    goto restore;
                }
                nkeys++;
            }
        }
        /* reverse=True: reverse, stable sort, reverse back, so equal keys keep their
         * original order (CPython's approach) */
        if (reverse)
            /* loop-bound: charged-before: the charge above in pe_list_sort covers this
             * trip count */
            for (size_t i = 0, j = n; i + 1 < j; i++, j--) {
                pe_sortitem t = arr[i];
                arr[i] = arr[j - 1];
                arr[j - 1] = t;
            }
        pe_sorter s = {vm, 0};
        pe_sort_items(&s, arr, tmp, n);
        /* loop-bound: charged-before: the charge above in pe_list_sort covers this trip
         * count */
        for (size_t i = 0; i < n; i++)
            items[i] = arr[i].value;
        if (reverse) pe_sort_reverse(items, n);
        if (s.failed) rc = -1;
    }
restore:
    /* loop-bound: charged-before: the charge above in pe_list_sort covers this trip
     * count */
    for (size_t i = 0; i < nkeys; i++)
        pe_decref(vm, arr[i].key);
    if (arr) pe_mem_free(&vm->mem, arr, n * sizeof(pe_sortitem));
    if (tmp) pe_mem_free(&vm->mem, tmp, n * sizeof(pe_sortitem));
    if (!was_sorting) l->base.flags &= (uint16_t)~PE_LIST_FLAG_SORTING;
    int modified = l->items != NULL || l->len != 0;
    pe_value *extra = l->items;
    size_t extra_n = l->len, extra_cap = l->cap;
    l->items = items;
    l->len = n;
    l->cap = cap;
    pe_list_free_items(vm, extra, extra_n, extra_cap);
    if (modified && rc == 0) {
        pe_err_set(vm, PE_EXC_ValueError, "list modified during sort");
        rc = -1;
    }
    return rc;
}

/* ---- methods ------------------------------------------------------------------------- */

#define LSELF(args) pe_list_obj((args)[0])

static pe_value pe_list_m_append(pe_vm *vm, const pe_value *args, size_t nargs,
                                 pe_obj *kw) {
    if (pe_args_one(vm, "list.append", nargs - 1, kw) < 0) return PE_NULL;
    if (pe_list_append(vm, args[0], args[1]) < 0) return PE_NULL;
    return PE_NONE;
}

static pe_value pe_list_m_extend(pe_vm *vm, const pe_value *args, size_t nargs,
                                 pe_obj *kw) {
    if (pe_args_one(vm, "list.extend", nargs - 1, kw) < 0) return PE_NULL;
    if (pe_list_extend(vm, args[0], args[1]) < 0) return PE_NULL;
    return PE_NONE;
}

static pe_value pe_list_m_insert(pe_vm *vm, const pe_value *args, size_t nargs,
                                 pe_obj *kw) {
    if (pe_args_range(vm, "insert", nargs - 1, kw, 2, 2) < 0) return PE_NULL;
    int64_t i;
    if (pe_op_index_i64(vm, args[1], &i) < 0) return PE_NULL;
    pe_list *l = LSELF(args);
    int64_t n = (int64_t)l->len;
    if (i < 0) {
        i += n;
        if (i < 0) i = 0;
    } else if (i > n) {
        i = n;
    }
    if (PE_TICK(vm, (size_t)(n - i) / 16) < 0) return PE_NULL; /* the tail moves */
    if (pe_list_reserve(vm, l, l->len + 1) < 0) return PE_NULL;
    memmove(l->items + i + 1, l->items + i, (size_t)(n - i) * sizeof(pe_value));
    l->items[i] = pe_incref(args[2]);
    l->len++;
    return PE_NONE;
}

static pe_value pe_list_m_pop(pe_vm *vm, const pe_value *args, size_t nargs, pe_obj *kw) {
    if (pe_args_range(vm, "pop", nargs - 1, kw, 0, 1) < 0) return PE_NULL;
    pe_list *l = LSELF(args);
    int64_t i = -1;
    if (nargs > 1 && pe_op_index_i64(vm, args[1], &i) < 0) return PE_NULL;
    if (l->len == 0) return pe_err_set(vm, PE_EXC_IndexError, "pop from empty list");
    if (i < 0) i += (int64_t)l->len;
    if (i < 0 || i >= (int64_t)l->len)
        return pe_err_set(vm, PE_EXC_IndexError, "pop index out of range");
    if (PE_TICK(vm, (l->len - (size_t)i) / 16) < 0) return PE_NULL; /* the tail moves */
    pe_value v = l->items[i];
    memmove(l->items + i, l->items + i + 1, (l->len - (size_t)i - 1) * sizeof(pe_value));
    l->len--;
    pe_list_shrink(vm, l);
    return v; /* the list's reference passes to the caller */
}

/* Start/stop arguments of index(): ints or __index__ objects, never None. */
static int pe_list_index_bound(pe_vm *vm, pe_value v, int64_t *out) {
    if (pe_int_check(vm, v) || pe_type_of(vm, v)->index) {
        pe_value i = pe_op_index(vm, v);
        if (pe_is_null(i)) return -1;
        (void)pe_int_as_i64(i, out);
        pe_decref(vm, i);
        return 0;
    }
    pe_err_set(vm, PE_EXC_TypeError,
               "slice indices must be integers or have an __index__ method");
    return -1;
}

static pe_value pe_list_m_index(pe_vm *vm, const pe_value *args, size_t nargs, pe_obj *kw) {
    if (pe_args_range(vm, "index", nargs - 1, kw, 1, 3) < 0) return PE_NULL;
    pe_list *l = LSELF(args);
    int64_t start = 0, stop = INT64_MAX;
    if (nargs > 2 && pe_list_index_bound(vm, args[2], &start) < 0) return PE_NULL;
    if (nargs > 3 && pe_list_index_bound(vm, args[3], &stop) < 0) return PE_NULL;
    int64_t len = (int64_t)l->len;
    if (start < 0 && (start += len) < 0) start = 0;
    if (stop < 0 && (stop += len) < 0) stop = 0;
    for (int64_t i = start; i < stop && i < (int64_t)l->len; i++) {
        if (PE_TICK(vm, 1) < 0) return PE_NULL;
        pe_value x = pe_incref(l->items[i]);
        int eq = pe_op_eq(vm, x, args[1]);
        pe_decref(vm, x);
        if (eq < 0) return PE_NULL;
        if (eq) return pe_int(i);
    }
    return pe_err_format(vm, PE_EXC_ValueError, "%R is not in list", args[1]);
}

static pe_value pe_list_m_count(pe_vm *vm, const pe_value *args, size_t nargs, pe_obj *kw) {
    if (pe_args_one(vm, "list.count", nargs - 1, kw) < 0) return PE_NULL;
    pe_list *l = LSELF(args);
    int64_t n = 0;
    for (size_t i = 0; i < l->len; i++) {
        if (PE_TICK(vm, 1) < 0) return PE_NULL;
        pe_value x = pe_incref(l->items[i]);
        int eq = pe_op_eq(vm, x, args[1]);
        pe_decref(vm, x);
        if (eq < 0) return PE_NULL;
        n += eq;
    }
    return pe_int(n);
}

static pe_value pe_list_m_remove(pe_vm *vm, const pe_value *args, size_t nargs,
                                 pe_obj *kw) {
    if (pe_args_one(vm, "list.remove", nargs - 1, kw) < 0) return PE_NULL;
    pe_list *l = LSELF(args);
    for (size_t i = 0; i < l->len; i++) {
        if (PE_TICK(vm, 1) < 0) return PE_NULL;
        pe_value x = pe_incref(l->items[i]);
        int eq = pe_op_eq(vm, x, args[1]);
        pe_decref(vm, x);
        if (eq < 0) return PE_NULL;
        if (eq && i < l->len) {
            if (PE_TICK(vm, (l->len - i) / 16) < 0) return PE_NULL; /* the tail moves */
            pe_list_del_range(vm, l, i, i + 1);
            return PE_NONE;
        }
    }
    return pe_err_set(vm, PE_EXC_ValueError, "list.remove(x): x not in list");
}

static pe_value pe_list_m_reverse(pe_vm *vm, const pe_value *args, size_t nargs,
                                  pe_obj *kw) {
    if (pe_args_noargs(vm, "list.reverse", nargs - 1, kw) < 0) return PE_NULL;
    if (PE_TICK(vm, LSELF(args)->len / 16) < 0) return PE_NULL;
    pe_sort_reverse(LSELF(args)->items, LSELF(args)->len);
    return PE_NONE;
}

static pe_value pe_list_m_copy(pe_vm *vm, const pe_value *args, size_t nargs, pe_obj *kw) {
    if (pe_args_noargs(vm, "list.copy", nargs - 1, kw) < 0) return PE_NULL;
    return pe_list_from_array(vm, LSELF(args)->items, LSELF(args)->len);
}

static pe_value pe_list_m_clear(pe_vm *vm, const pe_value *args, size_t nargs, pe_obj *kw) {
    if (pe_args_noargs(vm, "list.clear", nargs - 1, kw) < 0) return PE_NULL;
    pe_list_clear_items(vm, LSELF(args));
    return PE_NONE;
}

int pe_list_sort_call(pe_vm *vm, pe_value list, const pe_value *args, size_t nargs,
                      pe_obj *kw) {
    static const char *const params[] = {"key", "reverse", NULL};
    static const pe_argspec spec = {"sort", params, 0, 0, 0};
    pe_value a[2];
    if (pe_args_parse(vm, &spec, args, nargs, kw, a) < 0) return -1;
    /* CPython parses reverse as a C int (bool(accept={int})): __index__ decides, not
     * __bool__, and 2**100 is an OverflowError, not true */
    int64_t reverse = 0;
    if (!pe_is_null(a[1]) && pe_op_index_int(vm, a[1], &reverse) < 0) return -1;
    return pe_list_sort(vm, list, a[0], reverse != 0);
}

static pe_value pe_list_m_sort(pe_vm *vm, const pe_value *args, size_t nargs, pe_obj *kw) {
    if (pe_list_sort_call(vm, args[0], args + 1, nargs - 1, kw) < 0) return PE_NULL;
    return PE_NONE;
}

/* list.__init__(self, iterable=()): empties the list, then extends it. */
static pe_value pe_list_m_init(pe_vm *vm, const pe_value *args, size_t nargs, pe_obj *kw) {
    if (pe_args_nokw(vm, "list", kw) < 0) return PE_NULL;
    if (pe_args_range(vm, "list", nargs - 1, kw, 0, 1) < 0) return PE_NULL;
    pe_list_clear_items(vm, LSELF(args));
    if (nargs > 1 && pe_list_extend(vm, args[0], args[1]) < 0) return PE_NULL;
    return PE_NONE;
}

static pe_value pe_list_m_reversed(pe_vm *vm, const pe_value *args, size_t nargs,
                                   pe_obj *kw) {
    if (pe_args_noargs(vm, "list.__reversed__", nargs - 1, kw) < 0) return PE_NULL;
    return pe_list_iter_make(vm, args[0], 1);
}

/* list.__getitem__ is a method of its own, as in CPython (METH_COEXIST: "takes exactly
 * one argument"); the other dunders are slot wrappers (builtins/slotwrap.c). */
static pe_value pe_list_m_getitem(pe_vm *vm, const pe_value *args, size_t nargs,
                                  pe_obj *kw) {
    if (pe_args_one(vm, "list.__getitem__", nargs - 1, kw) < 0) return PE_NULL;
    return pe_list_getitem(vm, args[0], args[1]);
}

const pe_method_def pe_list_methods[] = {
    {"append", pe_list_m_append, 0},
    {"extend", pe_list_m_extend, 0},
    {"insert", pe_list_m_insert, 0},
    {"pop", pe_list_m_pop, 0},
    {"remove", pe_list_m_remove, 0},
    {"index", pe_list_m_index, 0},
    {"count", pe_list_m_count, 0},
    {"reverse", pe_list_m_reverse, 0},
    {"copy", pe_list_m_copy, 0},
    {"clear", pe_list_m_clear, 0},
    {"sort", pe_list_m_sort, 0},
    {"__reversed__", pe_list_m_reversed, 0},
    {"__init__", pe_list_m_init, 0},
    {"__getitem__", pe_list_m_getitem, 0},
    {NULL, NULL, 0},
};

/*
 * type(...) for list and its subclasses. The exact list type builds the list here. A
 * subclass instance is created empty, as CPython's list.__new__ does, and filled by
 * list.__init__ (the class machinery calls __init__ for heap types), so a subclass
 * with its own __init__ signature works.
 */
static pe_value pe_list_new_slot(pe_vm *vm, pe_type *type, const pe_value *args,
                                 size_t nargs, pe_obj *kwnames) {
    if (type != vm->types[PE_TYPE_LIST]) {
        size_t size = type->basicsize > sizeof(pe_list) ? type->basicsize : sizeof(pe_list);
        pe_obj *o = pe_obj_alloc(vm, type, size);
        return o ? pe_obj_value(o) : PE_NULL;
    }
    if (pe_args_nokw(vm, "list", kwnames) < 0) return PE_NULL;
    if (pe_args_range(vm, "list", nargs, kwnames, 0, 1) < 0) return PE_NULL;
    if (nargs == 0) return pe_list_new(vm, 0);
    return pe_list_from_iterable(vm, args[0]);
}

int pe_list_init(pe_vm *vm) {
    pe_type *t = vm->types[PE_TYPE_LIST];
    t->tflags |= PE_TPF_GC | PE_TPF_BASETYPE | PE_TPF_LIST_SUBCLASS;
    t->basicsize = sizeof(pe_list);
    t->dealloc = pe_list_dealloc;
    t->traverse = pe_list_traverse;
    t->clear = pe_list_gc_clear;
    t->repr = pe_list_repr;
    t->richcmp = pe_list_richcmp;
    t->truth = pe_list_truth;
    t->len = pe_list_len_slot;
    t->getitem = pe_list_getitem;
    t->setitem = pe_list_setitem;
    t->contains = pe_list_contains;
    t->iter = pe_list_iter_new;
    t->binop[PE_OP_ADD] = pe_list_add;
    t->binop[PE_OP_MULT] = pe_list_mul;
    t->ibinop[PE_OP_ADD] = pe_list_iadd;
    t->ibinop[PE_OP_MULT] = pe_list_imul;
    t->new_ = pe_list_new_slot;
    if (!t->getattr) t->getattr = pe_object_generic_getattr;
    /* loop-bound: const */
    for (int k = 0; k < 2; k++) {
        pe_type *it = vm->types[k ? PE_TYPE_LIST_REVITER : PE_TYPE_LIST_ITER];
        it->tflags |= PE_TPF_GC;
        it->basicsize = sizeof(pe_list_iter);
        it->dealloc = pe_ref_iter_dealloc;
        it->traverse = pe_ref_iter_traverse;
        it->clear = pe_ref_iter_clear;
        it->iter = pe_ref_iter_self;
        it->iternext = pe_list_iter_next;
        if (!it->getattr) it->getattr = pe_object_generic_getattr;
        if (pe_type_add_methods(vm, it, pe_list_iter_methods) < 0) return -1;
    }
    return pe_type_add_methods(vm, t, pe_list_methods);
}
