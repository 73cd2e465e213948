/*
 * collections_deque.c - collections.deque and its iterators, CPython 3.11's behaviour and
 * messages over a ring buffer (collections.h).
 *
 * Indexing is O(1) (CPython's block list is O(n/64)); rotate, insert and del move the
 * shorter side. Every loop that may run Python code (__eq__, __repr__, an iterable's
 * __next__) re-reads len after each call and holds a reference to the item it passes;
 * operations that compare items detect a mutation by the state counter and raise
 * "deque mutated during iteration" as CPython does. Work that grows with the input is
 * charged: one op per item compared or taken from an iterator, one per 16 slots moved.
 */
#include "collections.h"

#include <string.h>

#include "../builtins/int.h"
#include "../builtins/list.h"
#include "../builtins/member.h"
#include "../builtins/slice.h"
#include "../builtins/str.h"
#include "../builtins/tuple.h"
#include "../builtins/type.h"
#include "../eval/args.h"
#include "../eval/exc.h"
#include "../eval/ops.h"
#include "../eval/vm.h"

#define DQ(v) ((pe_deque *)(v).u.o)
/* Slot of item i (i < cap). */
#define DQ_AT(d, i) ((d)->buf[((d)->head + (i)) & ((d)->cap - 1)])

static const char *const dq_mutated = "deque mutated during iteration";

int pe_deque_check(pe_vm *vm, pe_value v) {
    return pe_is_obj(v) && pe_type_is_subtype(v.u.o->type, vm->types[PE_TYPE_DEQUE]);
}

/* Grows the ring to hold at least need items, re-laying the items from slot 0.
 * MemoryError (the memory limit refuses it first) for impossible sizes. 0 or -1. */
static int dq_reserve(pe_vm *vm, pe_deque *d, size_t need) {
    if (need <= d->cap) return 0;
    size_t ncap = d->cap ? d->cap : 8;
    /* loop-bound: terminates: doubling up to a bound of 2**40 */
    while (ncap < need && ncap <= ((size_t)1 << 40))
        ncap <<= 1;
    if (ncap < need) {
        pe_err_too_big(vm);
        return -1;
    }
    pe_value *nb = pe_mem_alloc(&vm->mem, ncap * sizeof(pe_value));
    if (!nb) {
        pe_err_nomem(vm);
        return -1;
    }
    /* loop-bound: amortised: growth is paid for by the appends that filled the ring */
    for (size_t i = 0; i < d->len; i++)
        nb[i] = DQ_AT(d, i);
    if (d->buf) pe_mem_free(&vm->mem, d->buf, d->cap * sizeof(pe_value));
    d->buf = nb;
    d->cap = ncap;
    d->head = 0;
    return 0;
}

/* Detaches every item (the deque is empty before any decref runs Python code) and
 * releases them. Cannot fail. */
static void dq_clear(pe_vm *vm, pe_deque *d) {
    pe_value *buf = d->buf;
    size_t cap = d->cap, head = d->head, len = d->len;
    d->buf = NULL;
    d->cap = d->head = d->len = 0;
    d->state++;
    if (!buf) return;
    size_t first = cap - head < len ? cap - head : len;
    pe_seq_release(vm, buf + head, first);
    pe_seq_release(vm, buf, len - first);
    pe_mem_free(&vm->mem, buf, cap * sizeof(pe_value));
}

/* Appends a stolen reference on the right (or left); when the deque is then longer than
 * maxlen, the item at the other end goes. 0 or -1 (item released). */
static int dq_push(pe_vm *vm, pe_deque *d, pe_value item, int left) {
    if (d->maxlen == 0) {
        pe_decref(vm, item);
        return 0;
    }
    if (d->len == d->cap && dq_reserve(vm, d, d->len + 1) < 0) {
        pe_decref(vm, item);
        return -1;
    }
    if (left) {
        d->head = (d->head - 1) & (d->cap - 1);
        d->buf[d->head] = item;
    } else {
        DQ_AT(d, d->len) = item;
    }
    d->len++;
    d->state++;
    if (d->maxlen >= 0 && (int64_t)d->len > d->maxlen) {
        pe_value old;
        if (left) {
            old = DQ_AT(d, d->len - 1);
        } else {
            old = d->buf[d->head];
            d->head = (d->head + 1) & (d->cap - 1);
        }
        d->len--;
        pe_decref(vm, old);
    }
    return 0;
}

/* Removes and returns the rightmost (or leftmost) item: a new reference, or PE_NULL with
 * IndexError when empty. */
static pe_value dq_pop(pe_vm *vm, pe_deque *d, int left) {
    if (d->len == 0) return pe_err_set(vm, PE_EXC_IndexError, "pop from an empty deque");
    pe_value v;
    if (left) {
        v = d->buf[d->head];
        d->head = (d->head + 1) & (d->cap - 1);
    } else {
        v = DQ_AT(d, d->len - 1);
    }
    d->len--;
    d->state++;
    return v;
}

/* Extends on the right (or left) from any iterable; d.extend(d) extends from a
 * snapshot. 0 or -1. */
static int dq_extend(pe_vm *vm, pe_value self, pe_value src, int left) {
    pe_deque *d = DQ(self);
    pe_value snap = PE_NULL;
    if (pe_is(self, src)) {
        snap = pe_list_new(vm, 0);
        if (pe_is_null(snap) || pe_list_extend(vm, snap, src) < 0) {
            pe_decref(vm, snap);
            return -1;
        }
        src = snap;
    }
    pe_value it = pe_op_iter(vm, src);
    if (pe_is_null(it)) {
        pe_decref(vm, snap);
        return -1;
    }
    int rc = 0;
    for (;;) {
        pe_value x = pe_op_next(vm, it);
        if (pe_is_null(x)) break;
        if (PE_TICK(vm, 1) < 0) {
            pe_decref(vm, x);
            rc = -1;
            break;
        }
        if (dq_push(vm, d, x, left) < 0) {
            rc = -1;
            break;
        }
    }
    pe_decref(vm, it);
    pe_decref(vm, snap);
    return rc < 0 || pe_err_occurred(vm) ? -1 : 0;
}

/* ---- creation, lifetime -------------------------------------------------------------- */

static int dq_init(pe_vm *vm, pe_value self, const pe_value *args, size_t nargs,
                   pe_obj *kw);

static pe_value dq_new_slot(pe_vm *vm, pe_type *type, const pe_value *args, size_t nargs,
                            pe_obj *kwnames) {
    size_t size = type->basicsize > sizeof(pe_deque) ? type->basicsize : sizeof(pe_deque);
    pe_deque *d = (pe_deque *)pe_obj_alloc(vm, type, size);
    if (!d) return PE_NULL;
    d->maxlen = -1;
    pe_value self = pe_obj_value(&d->base);
    /* the exact type has no heap __init__ step: run deque.__init__'s work here */
    if (type == vm->types[PE_TYPE_DEQUE] && dq_init(vm, self, args, nargs, kwnames) < 0) {
        pe_decref(vm, self);
        return PE_NULL;
    }
    return self;
}

static void dq_dealloc(pe_vm *vm, pe_obj *o) {
    dq_clear(vm, (pe_deque *)o);
    size_t size =
        o->type->basicsize > sizeof(pe_deque) ? o->type->basicsize : sizeof(pe_deque);
    pe_obj_free(vm, o, size);
}

static void dq_traverse(pe_vm *vm, pe_obj *o, pe_visit_fn visit, void *arg) {
    pe_deque *d = (pe_deque *)o;
    /* loop-bound: per-object: traverse runs once per object */
    for (size_t i = 0; i < d->len; i++)
        if (pe_is_obj(DQ_AT(d, i))) visit(vm, DQ_AT(d, i).u.o, arg);
}

static void dq_gc_clear(pe_vm *vm, pe_obj *o) {
    dq_clear(vm, (pe_deque *)o);
}

/* maxlen argument: None, or a non-negative int that fits in int64. 0 or -1. */
static int dq_maxlen_arg(pe_vm *vm, pe_value v, int64_t *out) {
    *out = -1;
    if (pe_is_null(v) || pe_is_none(v)) return 0;
    if (!pe_int_check(vm, v)) {
        pe_err_set(vm, PE_EXC_TypeError, "an integer is required");
        return -1;
    }
    if (pe_op_index_i64(vm, v, out) < 0) return -1;
    if (*out < 0) {
        pe_err_set(vm, PE_EXC_ValueError, "maxlen must be non-negative");
        return -1;
    }
    return 0;
}

/* deque.__init__(self, iterable=(), maxlen=None): args/nargs exclude self. 0 or -1. */
static int dq_init(pe_vm *vm, pe_value self, const pe_value *args, size_t nargs,
                   pe_obj *kw) {
    static const char *const params[] = {"iterable", "maxlen", NULL};
    static const pe_argspec spec = {"deque", params, 0, 0, 2};
    pe_value a[2];
    if (pe_args_parse(vm, &spec, args, nargs, kw, a) < 0) return -1;
    int64_t maxlen;
    if (dq_maxlen_arg(vm, a[1], &maxlen) < 0) return -1;
    pe_deque *d = DQ(self);
    d->maxlen = maxlen;
    if (d->len) dq_clear(vm, d);
    if (!pe_is_null(a[0]) && dq_extend(vm, self, a[0], 0) < 0) return -1;
    return 0;
}

static pe_value dq_m_init(pe_vm *vm, const pe_value *args, size_t nargs, pe_obj *kw) {
    return dq_init(vm, args[0], args + 1, nargs - 1, kw) < 0 ? PE_NULL : PE_NONE;
}

/* A new deque of the same type and maxlen holding d's items (CPython's deque_copy:
 * subclasses are called as type(d)(d[, maxlen])). New reference or PE_NULL. */
static pe_value dq_copy(pe_vm *vm, pe_value self) {
    pe_deque *d = DQ(self);
    pe_type *t = self.u.o->type;
    if (t != vm->types[PE_TYPE_DEQUE]) {
        pe_value callargs[2] = {self, pe_int(d->maxlen)};
        return pe_op_call(vm, pe_obj_value(&t->base), callargs, d->maxlen < 0 ? 1 : 2,
                          NULL);
    }
    if (PE_TICK(vm, d->len / 16) < 0) return PE_NULL;
    pe_deque *r = (pe_deque *)pe_obj_alloc(vm, t, sizeof(pe_deque));
    if (!r) return PE_NULL;
    r->maxlen = d->maxlen;
    pe_value rv = pe_obj_value(&r->base);
    if (dq_reserve(vm, r, d->len) < 0) {
        pe_decref(vm, rv);
        return PE_NULL;
    }
    /* loop-bound: charged-before: one op per 16 slots above */
    for (size_t i = 0; i < d->len; i++)
        r->buf[i] = pe_incref(DQ_AT(d, i));
    r->len = d->len;
    return rv;
}

/* ---- repr and comparison ------------------------------------------------------------- */

static pe_value dq_repr(pe_vm *vm, pe_value self) {
    pe_deque *d = DQ(self);
    int rec = pe_op_repr_enter(vm, self.u.o);
    if (rec < 0) return PE_NULL;
    if (rec > 0) return pe_str_value(vm, "[...]", 5);
    pe_strbuf b;
    pe_strbuf_init(&b, vm);
    const char *name = self.u.o->type->name;
    const char *dot = strrchr(name, '.');
    if (dot && !(self.u.o->type->tflags & PE_TPF_HEAPTYPE)) name = dot + 1;
    if (pe_strbuf_addc(&b, name) < 0 || pe_strbuf_addc(&b, "([") < 0) goto fail;
    for (size_t i = 0; i < d->len; i++) {
        if (PE_TICK(vm, 1) < 0) goto fail;
        if (i && pe_strbuf_add(&b, ", ", 2) < 0) goto fail;
        pe_value item = pe_incref(DQ_AT(d, i));
        int rc = pe_strbuf_add_repr(&b, item);
        pe_decref(vm, item);
        if (rc < 0) goto fail;
    }
    if (pe_strbuf_addc(&b, "]") < 0) goto fail;
    if (d->maxlen >= 0) {
        char tail[40];
        snprintf(tail, sizeof tail, ", maxlen=%lld", (long long)d->maxlen);
        if (pe_strbuf_addc(&b, tail) < 0) goto fail;
    }
    if (pe_strbuf_addc(&b, ")") < 0) goto fail;
    pe_op_repr_leave(vm, self.u.o);
    return pe_strbuf_finish(&b);
fail:
    pe_op_repr_leave(vm, self.u.o);
    pe_strbuf_free(&b);
    return PE_NULL;
}

/* CPython compares through iterators over both deques, so an __eq__ that mutates
 * either one raises "deque mutated during iteration". */
static pe_value dq_richcmp_impl(pe_vm *vm, pe_deque *x, pe_deque *y, pe_cmpop op) {
    if ((op == PE_CMP_EQ || op == PE_CMP_NOT_EQ) && x->len != y->len)
        return pe_bool(op == PE_CMP_NOT_EQ);
    uint64_t sx = x->state, sy = y->state;
    size_t i;
    for (i = 0; i < x->len && i < y->len; i++) {
        if (PE_TICK(vm, 1) < 0) return PE_NULL;
        pe_value p = pe_incref(DQ_AT(x, i)), q = pe_incref(DQ_AT(y, i));
        int eq = pe_op_eq(vm, p, q);
        pe_decref(vm, p);
        pe_decref(vm, q);
        if (eq < 0) return PE_NULL;
        if (x->state != sx || y->state != sy)
            return pe_err_set(vm, PE_EXC_RuntimeError, dq_mutated);
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
    pe_value p = pe_incref(DQ_AT(x, i)), q = pe_incref(DQ_AT(y, i));
    pe_value r = pe_op_compare(vm, op, p, q);
    pe_decref(vm, p);
    pe_decref(vm, q);
    return r;
}

static pe_value dq_richcmp(pe_vm *vm, pe_value a, pe_value b, pe_cmpop op) {
    if (!pe_deque_check(vm, a) || !pe_deque_check(vm, b)) return pe_incref(vm->notimpl);
    if (pe_seq_enter_recursive(vm, " in comparison") < 0) return PE_NULL;
    pe_value r = dq_richcmp_impl(vm, DQ(a), DQ(b), op);
    pe_seq_leave_recursive(vm);
    return r;
}

/* ---- sequence slots ------------------------------------------------------------------ */

static int64_t dq_len_slot(pe_vm *vm, pe_value self) {
    (void)vm;
    return (int64_t)DQ(self)->len;
}

static int dq_truth(pe_vm *vm, pe_value self) {
    (void)vm;
    return DQ(self)->len != 0;
}

/* A deque index: ints and __index__ objects, "sequence index must be integer, not 'T'"
 * otherwise (slices included: deques do not slice). *out in [0, len). 0 or -1. */
static int dq_index(pe_vm *vm, pe_deque *d, pe_value key, int64_t *out) {
    if (!pe_int_check(vm, key) && !pe_type_of(vm, key)->index) {
        pe_err_format(vm, PE_EXC_TypeError, "sequence index must be integer, not '%s'",
                      pe_op_typename(vm, key));
        return -1;
    }
    return pe_seq_index_live(vm, key, &d->len, "deque", out);
}

static pe_value dq_getitem(pe_vm *vm, pe_value self, pe_value key) {
    pe_deque *d = DQ(self);
    int64_t i;
    if (dq_index(vm, d, key, &i) < 0) return PE_NULL;
    return pe_incref(DQ_AT(d, (size_t)i));
}

/* Removes item i (i < len), moving the shorter side; returns it (new reference), or
 * PE_NULL at the operation limit (nothing moved). */
static pe_value dq_take(pe_vm *vm, pe_deque *d, size_t i) {
    size_t moved = i < d->len / 2 ? i : d->len - i;
    if (PE_TICK(vm, moved / 16) < 0) return PE_NULL;
    pe_value v = DQ_AT(d, i);
    size_t mask = d->cap - 1;
    if (i < d->len / 2) {
        /* loop-bound: charged-before: one op per 16 slots moved */
        for (size_t k = i; k > 0; k--)
            d->buf[(d->head + k) & mask] = d->buf[(d->head + k - 1) & mask];
        d->head = (d->head + 1) & mask;
    } else {
        /* loop-bound: charged-before: one op per 16 slots moved */
        for (size_t k = i; k + 1 < d->len; k++)
            d->buf[(d->head + k) & mask] = d->buf[(d->head + k + 1) & mask];
    }
    d->len--;
    d->state++;
    return v;
}

static int dq_setitem(pe_vm *vm, pe_value self, pe_value key, pe_value value) {
    pe_deque *d = DQ(self);
    int64_t i;
    if (dq_index(vm, d, key, &i) < 0) return -1;
    if (pe_is_null(value)) {
        pe_value old = dq_take(vm, d, (size_t)i);
        if (pe_is_null(old)) return -1;
        pe_decref(vm, old);
        return 0;
    }
    pe_value old = DQ_AT(d, (size_t)i);
    DQ_AT(d, (size_t)i) = pe_incref(value);
    pe_decref(vm, old);
    return 0;
}

/* Linear search with ==: the position of item in [start, stop), -1 when absent, -2 on
 * error (`mutated`, RuntimeError or for remove IndexError as in CPython, when an __eq__
 * mutated the deque). */
static int64_t dq_find(pe_vm *vm, pe_deque *d, pe_value item, int64_t start, int64_t stop,
                       pe_exc_kind mutated) {
    uint64_t state = d->state;
    for (int64_t i = start; i < stop && i < (int64_t)d->len; i++) {
        if (PE_TICK(vm, 1) < 0) return -2;
        pe_value x = pe_incref(DQ_AT(d, (size_t)i));
        int eq = pe_op_eq(vm, x, item);
        pe_decref(vm, x);
        if (eq < 0) return -2;
        if (d->state != state) {
            pe_err_set(vm, mutated, dq_mutated);
            return -2;
        }
        if (eq) return i;
    }
    return -1;
}

static int dq_contains(pe_vm *vm, pe_value self, pe_value item) {
    int64_t i = dq_find(vm, DQ(self), item, 0, INT64_MAX, PE_EXC_RuntimeError);
    return i == -2 ? -1 : i >= 0;
}

/* ---- arithmetic ---------------------------------------------------------------------- */

static pe_value dq_add(pe_vm *vm, pe_value a, pe_value b) {
    if (!pe_deque_check(vm, a)) return pe_incref(vm->notimpl);
    if (!pe_deque_check(vm, b))
        return pe_err_format(vm, PE_EXC_TypeError,
                             "can only concatenate deque (not \"%s\") to deque",
                             pe_op_typename(vm, b));
    pe_value r = dq_copy(vm, a);
    if (pe_is_null(r)) return r;
    if (dq_extend(vm, r, b, 0) < 0) {
        pe_decref(vm, r);
        return PE_NULL;
    }
    return r;
}

static pe_value dq_iadd(pe_vm *vm, pe_value a, pe_value b) {
    if (!pe_deque_check(vm, a)) return pe_incref(vm->notimpl);
    if (dq_extend(vm, a, b, 0) < 0) return PE_NULL;
    return pe_incref(a);
}

/* d *= n in place: the last min(len*n, maxlen) items of the repetition. Sizes are
 * refused before anything is allocated. 0 or -1. */
static int dq_repeat_inplace(pe_vm *vm, pe_deque *d, pe_value count) {
    int64_t n;
    if (pe_op_index_i64(vm, count, &n) < 0) {
        if (pe_err_matches(vm, PE_EXC_OverflowError)) {
            pe_err_clear(vm);
            pe_err_set(vm, PE_EXC_OverflowError,
                       "cannot fit 'int' into an index-sized integer");
        }
        return -1;
    }
    size_t len = d->len;
    if (n <= 0 || len == 0) {
        dq_clear(vm, d);
        return 0;
    }
    if (n == 1) return 0;
    size_t total;
    if (pe_size_mul(len, (size_t)n, &total) || total > ((size_t)1 << 40)) {
        if (!(d->maxlen >= 0 && len == 1)) {
            pe_err_nomem(vm);
            return -1;
        }
        total = (size_t)d->maxlen;
    }
    size_t out = d->maxlen >= 0 && total > (size_t)d->maxlen ? (size_t)d->maxlen : total;
    if (out > ((size_t)1 << 40) ||
        pe_mem_would_exceed(&vm->mem, (uint64_t)out * sizeof(pe_value))) {
        pe_err_too_big(vm);
        return -1;
    }
    if (PE_TICK(vm, out / 16) < 0) return -1;
    /* the result's item k is the original item (total - out + k) % len; build it in a
     * fresh ring from the current items (out <= 2**40, checked above) */
    size_t ncap = 8;
    /* loop-bound: terminates: doubling up to out <= 2**40 */
    while (ncap < out)
        ncap <<= 1;
    pe_value *nb = pe_mem_alloc(&vm->mem, ncap * sizeof(pe_value));
    if (!nb) {
        pe_err_nomem(vm);
        return -1;
    }
    size_t skip = (total - out) % len;
    /* loop-bound: charged-before: one op per 16 result slots */
    for (size_t k = 0; k < out; k++)
        nb[k] = pe_incref(DQ_AT(d, (skip + k) % len));
    pe_value *old = d->buf;
    size_t ocap = d->cap, ohead = d->head;
    d->buf = nb;
    d->cap = ncap;
    d->head = 0;
    d->len = out;
    d->state++;
    size_t first = ocap - ohead < len ? ocap - ohead : len;
    pe_seq_release(vm, old + ohead, first);
    pe_seq_release(vm, old, len - first);
    pe_mem_free(&vm->mem, old, ocap * sizeof(pe_value));
    return 0;
}

static int dq_count_ok(pe_vm *vm, pe_value v) {
    if (pe_int_check(vm, v) || pe_type_of(vm, v)->index) return 1;
    pe_err_format(vm, PE_EXC_TypeError, "can't multiply sequence by non-int of type '%s'",
                  pe_op_typename(vm, v));
    return 0;
}

static pe_value dq_mul(pe_vm *vm, pe_value a, pe_value b) {
    if (!pe_deque_check(vm, a)) {
        pe_value t = a;
        a = b;
        b = t;
    }
    if (!pe_deque_check(vm, a)) return pe_incref(vm->notimpl);
    if (!dq_count_ok(vm, b)) return PE_NULL;
    pe_value r = dq_copy(vm, a);
    if (pe_is_null(r)) return r;
    if (dq_repeat_inplace(vm, DQ(r), b) < 0) {
        pe_decref(vm, r);
        return PE_NULL;
    }
    return r;
}

static pe_value dq_imul(pe_vm *vm, pe_value a, pe_value b) {
    if (!pe_deque_check(vm, a)) return pe_incref(vm->notimpl);
    if (!dq_count_ok(vm, b)) return PE_NULL;
    if (dq_repeat_inplace(vm, DQ(a), b) < 0) return PE_NULL;
    return pe_incref(a);
}

/* ---- iterators ----------------------------------------------------------------------- */

typedef struct dq_iter {
    pe_obj base;
    pe_value deque; /* owned */
    size_t index;   /* items handed out so far */
    size_t counter; /* items left */
    uint64_t state;
} dq_iter;

static pe_value dq_iter_make(pe_vm *vm, pe_value self, int reverse) {
    pe_type *t = vm->types[reverse ? PE_TYPE_DEQUE_REVITER : PE_TYPE_DEQUE_ITER];
    dq_iter *it = (dq_iter *)pe_obj_alloc(vm, t, sizeof *it);
    if (!it) return PE_NULL;
    it->deque = pe_incref(self);
    it->counter = DQ(self)->len;
    it->state = DQ(self)->state;
    return pe_obj_value(&it->base);
}

static pe_value dq_iter_new(pe_vm *vm, pe_value self) {
    return dq_iter_make(vm, self, 0);
}

static pe_value dq_iter_next_dir(pe_vm *vm, pe_value self, int reverse) {
    dq_iter *it = (dq_iter *)self.u.o;
    pe_deque *d = DQ(it->deque);
    if (d->state != it->state) {
        it->counter = 0;
        return pe_err_set(vm, PE_EXC_RuntimeError, dq_mutated);
    }
    if (it->counter == 0) return PE_NULL;
    size_t i = reverse ? d->len - 1 - it->index : it->index;
    it->index++;
    it->counter--;
    return pe_incref(DQ_AT(d, i));
}

static pe_value dq_iter_next(pe_vm *vm, pe_value self) {
    return dq_iter_next_dir(vm, self, 0);
}

static pe_value dq_reviter_next(pe_vm *vm, pe_value self) {
    return dq_iter_next_dir(vm, self, 1);
}

static pe_value dq_iter_self(pe_vm *vm, pe_value self) {
    (void)vm;
    return pe_incref(self);
}

static void dq_iter_dealloc(pe_vm *vm, pe_obj *o) {
    pe_clear(vm, &((dq_iter *)o)->deque);
    pe_obj_free(vm, o, sizeof(dq_iter));
}

static void dq_iter_traverse(pe_vm *vm, pe_obj *o, pe_visit_fn visit, void *arg) {
    dq_iter *it = (dq_iter *)o;
    if (pe_is_obj(it->deque)) visit(vm, it->deque.u.o, arg);
}

static void dq_iter_clear(pe_vm *vm, pe_obj *o) {
    pe_clear(vm, &((dq_iter *)o)->deque);
}

static pe_value dq_iter_m_length_hint(pe_vm *vm, const pe_value *args, size_t nargs,
                                      pe_obj *kw) {
    if (pe_args_noargs(vm, "__length_hint__", nargs - 1, kw) < 0) return PE_NULL;
    return pe_int((int64_t)((dq_iter *)args[0].u.o)->counter);
}

static const pe_method_def dq_iter_methods[] = {
    {"__length_hint__", dq_iter_m_length_hint, 0},
    {NULL, NULL, 0},
};

/* ---- methods ------------------------------------------------------------------------- */

#define DSELF(args) DQ((args)[0])

static pe_value m_append(pe_vm *vm, const pe_value *args, size_t nargs, pe_obj *kw) {
    if (pe_args_one(vm, "deque.append", nargs - 1, kw) < 0) return PE_NULL;
    return dq_push(vm, DSELF(args), pe_incref(args[1]), 0) < 0 ? PE_NULL : PE_NONE;
}

static pe_value m_appendleft(pe_vm *vm, const pe_value *args, size_t nargs, pe_obj *kw) {
    if (pe_args_one(vm, "deque.appendleft", nargs - 1, kw) < 0) return PE_NULL;
    return dq_push(vm, DSELF(args), pe_incref(args[1]), 1) < 0 ? PE_NULL : PE_NONE;
}

static pe_value m_pop(pe_vm *vm, const pe_value *args, size_t nargs, pe_obj *kw) {
    if (pe_args_noargs(vm, "deque.pop", nargs - 1, kw) < 0) return PE_NULL;
    return dq_pop(vm, DSELF(args), 0);
}

static pe_value m_popleft(pe_vm *vm, const pe_value *args, size_t nargs, pe_obj *kw) {
    if (pe_args_noargs(vm, "deque.popleft", nargs - 1, kw) < 0) return PE_NULL;
    return dq_pop(vm, DSELF(args), 1);
}

static pe_value m_extend(pe_vm *vm, const pe_value *args, size_t nargs, pe_obj *kw) {
    if (pe_args_one(vm, "deque.extend", nargs - 1, kw) < 0) return PE_NULL;
    return dq_extend(vm, args[0], args[1], 0) < 0 ? PE_NULL : PE_NONE;
}

static pe_value m_extendleft(pe_vm *vm, const pe_value *args, size_t nargs, pe_obj *kw) {
    if (pe_args_one(vm, "deque.extendleft", nargs - 1, kw) < 0) return PE_NULL;
    return dq_extend(vm, args[0], args[1], 1) < 0 ? PE_NULL : PE_NONE;
}

static pe_value m_clear(pe_vm *vm, const pe_value *args, size_t nargs, pe_obj *kw) {
    if (pe_args_noargs(vm, "deque.clear", nargs - 1, kw) < 0) return PE_NULL;
    dq_clear(vm, DSELF(args));
    return PE_NONE;
}

static pe_value m_copy(pe_vm *vm, const pe_value *args, size_t nargs, pe_obj *kw) {
    if (pe_args_noargs(vm, "deque.copy", nargs - 1, kw) < 0) return PE_NULL;
    return dq_copy(vm, args[0]);
}

static pe_value m_dcopy(pe_vm *vm, const pe_value *args, size_t nargs, pe_obj *kw) {
    if (pe_args_noargs(vm, "deque.__copy__", nargs - 1, kw) < 0) return PE_NULL;
    return dq_copy(vm, args[0]);
}

/* Rotates n steps to the right (negative: left), moving min(k, len - k) slots where
 * k = n mod len; one op per 16 moved. */
static pe_value m_rotate(pe_vm *vm, const pe_value *args, size_t nargs, pe_obj *kw) {
    if (pe_args_range(vm, "rotate", nargs - 1, kw, 0, 1) < 0) return PE_NULL;
    int64_t n = 1;
    if (nargs > 1 && pe_op_index_i64(vm, args[1], &n) < 0) return PE_NULL;
    pe_deque *d = DSELF(args);
    if (d->len <= 1) return PE_NONE;
    int64_t len = (int64_t)d->len;
    int64_t k = n % len;
    if (k < 0) k += len; /* k steps right */
    if (k == 0) return PE_NONE;
    size_t mask = d->cap - 1;
    d->state++;
    if (k <= len / 2) {
        if (PE_TICK(vm, k / 16) < 0) return PE_NULL;
        /* loop-bound: charged-before: one op per 16 slots moved */
        for (int64_t s = 0; s < k; s++) {
            size_t last = (d->head + d->len - 1) & mask;
            d->head = (d->head - 1) & mask;
            if (d->len < d->cap) d->buf[d->head] = d->buf[last];
        }
    } else {
        int64_t l = len - k; /* steps left */
        if (PE_TICK(vm, l / 16) < 0) return PE_NULL;
        /* loop-bound: charged-before: one op per 16 slots moved */
        for (int64_t s = 0; s < l; s++) {
            size_t end = (d->head + d->len) & mask;
            if (d->len < d->cap) d->buf[end] = d->buf[d->head];
            d->head = (d->head + 1) & mask;
        }
    }
    return PE_NONE;
}

static pe_value m_reverse(pe_vm *vm, const pe_value *args, size_t nargs, pe_obj *kw) {
    if (pe_args_noargs(vm, "deque.reverse", nargs - 1, kw) < 0) return PE_NULL;
    pe_deque *d = DSELF(args);
    if (PE_TICK(vm, d->len / 16) < 0) return PE_NULL;
    /* loop-bound: charged-before: one op per 16 slots swapped */
    for (size_t i = 0, j = d->len; i + 1 < j; i++, j--) {
        pe_value t = DQ_AT(d, i);
        DQ_AT(d, i) = DQ_AT(d, j - 1);
        DQ_AT(d, j - 1) = t;
    }
    return PE_NONE;
}

static pe_value m_count(pe_vm *vm, const pe_value *args, size_t nargs, pe_obj *kw) {
    if (pe_args_one(vm, "deque.count", nargs - 1, kw) < 0) return PE_NULL;
    pe_deque *d = DSELF(args);
    uint64_t state = d->state;
    int64_t n = 0;
    for (size_t i = 0; i < d->len; i++) {
        if (PE_TICK(vm, 1) < 0) return PE_NULL;
        pe_value x = pe_incref(DQ_AT(d, i));
        int eq = pe_op_eq(vm, x, args[1]);
        pe_decref(vm, x);
        if (eq < 0) return PE_NULL;
        if (d->state != state) return pe_err_set(vm, PE_EXC_RuntimeError, dq_mutated);
        n += eq;
    }
    return pe_int(n);
}

/* Start/stop of index(): CPython's _PyEval_SliceIndexNotNone, clamped to int64. */
static int dq_bound(pe_vm *vm, pe_value v, int64_t *out) {
    if (pe_int_check(vm, v) || pe_type_of(vm, v)->index)
        return pe_op_index_clamped(vm, v, out);
    pe_err_set(vm, PE_EXC_TypeError,
               "slice indices must be integers or have an __index__ method");
    return -1;
}

static pe_value m_index(pe_vm *vm, const pe_value *args, size_t nargs, pe_obj *kw) {
    if (pe_args_range(vm, "index", nargs - 1, kw, 1, 3) < 0) return PE_NULL;
    pe_deque *d = DSELF(args);
    int64_t start = 0, stop = INT64_MAX, len = (int64_t)d->len;
    if (nargs > 2 && dq_bound(vm, args[2], &start) < 0) return PE_NULL;
    if (nargs > 3 && dq_bound(vm, args[3], &stop) < 0) return PE_NULL;
    if (start < 0 && (start += len) < 0) start = 0;
    if (stop < 0 && (stop += len) < 0) stop = 0;
    int64_t i = dq_find(vm, d, args[1], start, stop, PE_EXC_RuntimeError);
    if (i == -2) return PE_NULL;
    if (i >= 0) return pe_int(i);
    return pe_err_format(vm, PE_EXC_ValueError, "%R is not in deque", args[1]);
}

static pe_value m_remove(pe_vm *vm, const pe_value *args, size_t nargs, pe_obj *kw) {
    if (pe_args_one(vm, "deque.remove", nargs - 1, kw) < 0) return PE_NULL;
    pe_deque *d = DSELF(args);
    int64_t i = dq_find(vm, d, args[1], 0, INT64_MAX, PE_EXC_IndexError);
    if (i == -2) return PE_NULL;
    if (i < 0) return pe_err_format(vm, PE_EXC_ValueError, "%R is not in deque", args[1]);
    pe_value old = dq_take(vm, d, (size_t)i);
    if (pe_is_null(old)) return PE_NULL;
    pe_decref(vm, old);
    return PE_NONE;
}

static pe_value m_insert(pe_vm *vm, const pe_value *args, size_t nargs, pe_obj *kw) {
    if (pe_args_range(vm, "insert", nargs - 1, kw, 2, 2) < 0) return PE_NULL;
    int64_t i;
    if (pe_op_index_i64(vm, args[1], &i) < 0) return PE_NULL;
    pe_deque *d = DSELF(args);
    int64_t n = (int64_t)d->len;
    if (d->maxlen >= 0 && n >= d->maxlen)
        return pe_err_set(vm, PE_EXC_IndexError, "deque already at its maximum size");
    if (i < 0 && (i += n) < 0) i = 0;
    if (i > n) i = n;
    if (d->len == d->cap && dq_reserve(vm, d, d->len + 1) < 0) return PE_NULL;
    size_t mask = d->cap - 1;
    if (i < n / 2) {
        if (PE_TICK(vm, i / 16) < 0) return PE_NULL;
        d->head = (d->head - 1) & mask;
        /* loop-bound: charged-before: one op per 16 slots moved */
        for (int64_t k = 0; k < i; k++)
            d->buf[(d->head + k) & mask] = d->buf[(d->head + k + 1) & mask];
    } else {
        if (PE_TICK(vm, (n - i) / 16) < 0) return PE_NULL;
        /* loop-bound: charged-before: one op per 16 slots moved */
        for (int64_t k = n; k > i; k--)
            d->buf[(d->head + k) & mask] = d->buf[(d->head + k - 1) & mask];
    }
    d->buf[(d->head + i) & mask] = pe_incref(args[2]);
    d->len++;
    d->state++;
    return PE_NONE;
}

static pe_value m_reversed(pe_vm *vm, const pe_value *args, size_t nargs, pe_obj *kw) {
    if (pe_args_noargs(vm, "deque.__reversed__", nargs - 1, kw) < 0) return PE_NULL;
    return dq_iter_make(vm, args[0], 1);
}

static pe_value m_class_getitem(pe_vm *vm, const pe_value *args, size_t nargs, pe_obj *kw) {
    if (pe_args_one(vm, "deque.__class_getitem__", nargs - 1, kw) < 0) return PE_NULL;
    return pe_generic_alias_new(vm, args[0], args[1]);
}

static pe_value dq_getattr(pe_vm *vm, pe_value self, pe_str *name) {
    if (name->size == 6 && memcmp(name->data, "maxlen", 6) == 0) {
        int64_t m = DQ(self)->maxlen;
        return m < 0 ? PE_NONE : pe_int(m);
    }
    return pe_object_generic_getattr(vm, self, name);
}

static const pe_method_def dq_methods[] = {
    {"__init__", dq_m_init, 0},
    {"append", m_append, 0},
    {"appendleft", m_appendleft, 0},
    {"pop", m_pop, 0},
    {"popleft", m_popleft, 0},
    {"extend", m_extend, 0},
    {"extendleft", m_extendleft, 0},
    {"clear", m_clear, 0},
    {"copy", m_copy, 0},
    {"__copy__", m_dcopy, 0},
    {"rotate", m_rotate, 0},
    {"reverse", m_reverse, 0},
    {"count", m_count, 0},
    {"index", m_index, 0},
    {"remove", m_remove, 0},
    {"insert", m_insert, 0},
    {"__reversed__", m_reversed, 0},
    {"__class_getitem__", m_class_getitem, PE_METH_CLASS},
    {NULL, NULL, 0},
};

int pe_deque_init(pe_vm *vm) {
    pe_type *t = vm->types[PE_TYPE_DEQUE];
    t->tflags |= PE_TPF_GC | PE_TPF_BASETYPE;
    t->basicsize = sizeof(pe_deque);
    t->dealloc = dq_dealloc;
    t->traverse = dq_traverse;
    t->clear = dq_gc_clear;
    t->repr = dq_repr;
    t->richcmp = dq_richcmp;
    t->truth = dq_truth;
    t->len = dq_len_slot;
    t->getitem = dq_getitem;
    t->setitem = dq_setitem;
    t->contains = dq_contains;
    t->iter = dq_iter_new;
    t->getattr = dq_getattr;
    t->binop[PE_OP_ADD] = dq_add;
    t->binop[PE_OP_MULT] = dq_mul;
    t->ibinop[PE_OP_ADD] = dq_iadd;
    t->ibinop[PE_OP_MULT] = dq_imul;
    t->new_ = dq_new_slot;
    static const pe_type_kind iters[] = {PE_TYPE_DEQUE_ITER, PE_TYPE_DEQUE_REVITER};
    /* loop-bound: const: two iterator types */
    for (size_t k = 0; k < 2; k++) {
        pe_type *it = vm->types[iters[k]];
        it->tflags |= PE_TPF_GC;
        it->basicsize = sizeof(dq_iter);
        it->dealloc = dq_iter_dealloc;
        it->traverse = dq_iter_traverse;
        it->clear = dq_iter_clear;
        it->iter = dq_iter_self;
        it->iternext = k ? dq_reviter_next : dq_iter_next;
        if (!it->getattr) it->getattr = pe_object_generic_getattr;
        if (pe_type_add_methods(vm, it, dq_iter_methods) < 0) return -1;
    }
    static const char *const attrs[] = {"maxlen", NULL};
    if (pe_getset_add_computed(vm, t, attrs, PE_GETSET_COMPUTED) < 0) return -1;
    return pe_type_add_methods(vm, t, dq_methods);
}
