/*
 * range.c - the range type: a lazy arithmetic progression with its length precomputed,
 * so len, `in` for ints, index and indexing are O(1). Bounds are ints of any size; the
 * common all-int64 case has its own fast paths (range.h).
 */
#include "range.h"

#include <string.h>

#include "../eval/args.h"
#include "../eval/exc.h"
#include "../eval/ops.h"
#include "../eval/vm.h"
#include "int.h"
#include "slice.h"
#include "str.h"
#include "tuple.h"
#include "type.h"

static const char *const pe_range_ssize_msg =
    "Python int too large to convert to C ssize_t";

/* Number of elements for int64 bounds, or -1 when it does not fit in int64. */
static int64_t pe_range_length64(int64_t start, int64_t stop, int64_t step) {
    uint64_t n;
    if (step > 0) {
        if (start >= stop) return 0;
        n = ((uint64_t)stop - (uint64_t)start - 1) / (uint64_t)step + 1;
    } else {
        if (start <= stop) return 0;
        n = ((uint64_t)start - (uint64_t)stop - 1) / ((uint64_t)0 - (uint64_t)step) + 1;
    }
    return n > (uint64_t)INT64_MAX ? -1 : (int64_t)n;
}

/* Length with bigint arithmetic: (hi - lo - 1) // |step| + 1 or 0. New reference. */
static pe_value pe_range_length_big(pe_vm *vm, pe_value start, pe_value stop,
                                    pe_value step) {
    int neg = pe_int_sign(step) < 0;
    pe_value lo = neg ? stop : start, hi = neg ? start : stop;
    if (pe_int_cmp(lo, hi) >= 0) return pe_int(0);
    pe_value diff = pe_int_sub(vm, hi, lo);
    if (pe_is_null(diff)) return PE_NULL;
    pe_value d1 = pe_int_sub(vm, diff, pe_int(1));
    pe_decref(vm, diff);
    if (pe_is_null(d1)) return PE_NULL;
    pe_value astep = pe_int_abs(vm, step);
    if (pe_is_null(astep)) {
        pe_decref(vm, d1);
        return PE_NULL;
    }
    pe_value q = pe_int_floordiv(vm, d1, astep);
    pe_decref(vm, d1);
    pe_decref(vm, astep);
    if (pe_is_null(q)) return PE_NULL;
    pe_value n = pe_int_add(vm, q, pe_int(1));
    pe_decref(vm, q);
    return n;
}

pe_value pe_range_new_ints(pe_vm *vm, pe_value start, pe_value stop, pe_value step) {
    pe_value len;
    if (start.tag == PE_T_INT && stop.tag == PE_T_INT && step.tag == PE_T_INT) {
        int64_t n = pe_range_length64(start.u.i, stop.u.i, step.u.i);
        len = n >= 0 ? pe_int(n) : pe_range_length_big(vm, start, stop, step);
    } else {
        len = pe_range_length_big(vm, start, stop, step);
    }
    if (pe_is_null(len)) return PE_NULL;
    pe_range *r = (pe_range *)pe_obj_alloc(vm, vm->types[PE_TYPE_RANGE], sizeof *r);
    if (!r) {
        pe_decref(vm, len);
        return PE_NULL;
    }
    r->start = pe_incref(start);
    r->stop = pe_incref(stop);
    r->step = pe_incref(step);
    r->len = len;
    r->small = start.tag == PE_T_INT && stop.tag == PE_T_INT && step.tag == PE_T_INT &&
               len.tag == PE_T_INT;
    return pe_obj_value(&r->base);
}

pe_value pe_range_new(pe_vm *vm, int64_t start, int64_t stop, int64_t step) {
    return pe_range_new_ints(vm, pe_int(start), pe_int(stop), pe_int(step));
}

static void pe_range_dealloc(pe_vm *vm, pe_obj *o) {
    pe_range *r = (pe_range *)o;
    pe_clear(vm, &r->start);
    pe_clear(vm, &r->stop);
    pe_clear(vm, &r->step);
    pe_clear(vm, &r->len);
    pe_obj_free(vm, o, sizeof(pe_range));
}

/* A range argument as an int value (new reference): ints, bools, __index__. */
static pe_value pe_range_arg(pe_vm *vm, pe_value v) {
    if (v.tag == PE_T_BOOL) return pe_int(v.u.i);
    if (pe_int_check(vm, v)) return pe_incref(v);
    if (!pe_type_of(vm, v)->index)
        return pe_err_format(vm, PE_EXC_TypeError,
                             "'%s' object cannot be interpreted as an integer",
                             pe_op_typename(vm, v));
    return pe_op_index(vm, v);
}

static pe_value pe_range_new_slot(pe_vm *vm, pe_type *type, const pe_value *args,
                                  size_t nargs, pe_obj *kwnames) {
    (void)type;
    if (pe_args_nokw(vm, "range", kwnames) < 0) return PE_NULL;
    if (nargs == 0)
        return pe_err_set(vm, PE_EXC_TypeError,
                          "range expected at least 1 argument, got 0");
    if (nargs > 3)
        return pe_err_format(vm, PE_EXC_TypeError,
                             "range expected at most 3 arguments, got %zu", nargs);
    pe_value v[3] = {PE_NULL, PE_NULL, PE_NULL};
    pe_value r = PE_NULL;
    /* loop-bound: const: range() takes at most 3 arguments */
    for (size_t i = 0; i < nargs; i++) {
        v[i] = pe_range_arg(vm, args[i]);
        if (pe_is_null(v[i])) goto done;
    }
    if (nargs == 1) {
        r = pe_range_new_ints(vm, pe_int(0), v[0], pe_int(1));
    } else if (nargs == 2) {
        r = pe_range_new_ints(vm, v[0], v[1], pe_int(1));
    } else if (pe_int_sign(v[2]) == 0) {
        pe_err_set(vm, PE_EXC_ValueError, "range() arg 3 must not be zero");
    } else {
        r = pe_range_new_ints(vm, v[0], v[1], v[2]);
    }
done:
    /* loop-bound: const */
    for (int i = 0; i < 3; i++)
        pe_decref(vm, v[i]);
    return r;
}

static pe_value pe_range_repr(pe_vm *vm, pe_value self) {
    pe_range *r = (pe_range *)self.u.o;
    pe_strbuf b;
    pe_strbuf_init(&b, vm);
    int one = r->step.tag == PE_T_INT && r->step.u.i == 1;
    if (pe_strbuf_addc(&b, "range(") < 0 || pe_strbuf_add_repr(&b, r->start) < 0 ||
        pe_strbuf_addc(&b, ", ") < 0 || pe_strbuf_add_repr(&b, r->stop) < 0 ||
        (!one && (pe_strbuf_addc(&b, ", ") < 0 || pe_strbuf_add_repr(&b, r->step) < 0)) ||
        pe_strbuf_addc(&b, ")") < 0) {
        pe_strbuf_free(&b);
        return PE_NULL;
    }
    return pe_strbuf_finish(&b);
}

static int64_t pe_range_len_slot(pe_vm *vm, pe_value self) {
    pe_range *r = (pe_range *)self.u.o;
    if (r->len.tag == PE_T_INT) return r->len.u.i;
    pe_err_set(vm, PE_EXC_OverflowError, pe_range_ssize_msg);
    return -1;
}

static int pe_range_truth(pe_vm *vm, pe_value self) {
    return pe_int_sign(((pe_range *)self.u.o)->len) != 0;
}

/* start + i * step for an int i (new reference). */
static pe_value pe_range_item(pe_vm *vm, const pe_range *r, pe_value i) {
    int64_t m64, v64;
    if (r->small && i.tag == PE_T_INT &&
        !__builtin_mul_overflow(i.u.i, r->step.u.i, &m64) &&
        !__builtin_add_overflow(r->start.u.i, m64, &v64))
        return pe_int(v64);
    pe_value m = pe_int_mul(vm, i, r->step);
    if (pe_is_null(m)) return PE_NULL;
    pe_value v = pe_int_add(vm, r->start, m);
    pe_decref(vm, m);
    return v;
}

/* Position of int v in r: 1 and *pos (new reference) when present, 0 when not, -1 on
 * error. */
static int pe_range_find_int(pe_vm *vm, const pe_range *r, pe_value v, pe_value *pos) {
    if (v.tag == PE_T_BOOL) v = pe_int(v.u.i);
    if (r->small && v.tag == PE_T_INT) {
        int64_t x = v.u.i, start = r->start.u.i, stop = r->stop.u.i, step = r->step.u.i;
        if (step > 0 ? (x < start || x >= stop) : (x > start || x <= stop)) return 0;
        uint64_t off =
            step > 0 ? (uint64_t)x - (uint64_t)start : (uint64_t)start - (uint64_t)x;
        uint64_t st = step > 0 ? (uint64_t)step : (uint64_t)0 - (uint64_t)step;
        if (off % st) return 0;
        if (pos) *pos = pe_int((int64_t)(off / st));
        return 1;
    }
    int neg = pe_int_sign(r->step) < 0;
    /* step > 0: start <= v < stop; step < 0: stop < v <= start */
    if (neg ? (pe_int_cmp(v, r->start) > 0 || pe_int_cmp(v, r->stop) <= 0)
            : (pe_int_cmp(v, r->start) < 0 || pe_int_cmp(v, r->stop) >= 0))
        return 0;
    pe_value off = pe_int_sub(vm, v, r->start);
    if (pe_is_null(off)) return -1;
    pe_value qr[2];
    int rc = pe_int_divmod(vm, off, r->step, qr);
    pe_decref(vm, off);
    if (rc < 0) return -1;
    int found = pe_int_sign(qr[1]) == 0;
    pe_decref(vm, qr[1]);
    if (found && pos)
        *pos = qr[0];
    else
        pe_decref(vm, qr[0]);
    return found;
}

/* Linear search with == for non-int values (CPython's _PySequence_IterSearch). mode 0:
 * contains, 1: count, 2: index. Returns the count/position, or -1 (not found for
 * index/contains), or -2 on error. A length beyond int64 is walked as far as the
 * operation budget allows. */
static int64_t pe_range_search(pe_vm *vm, const pe_range *r, pe_value item, int mode) {
    int64_t len = r->len.tag == PE_T_INT ? r->len.u.i : INT64_MAX;
    int64_t n = 0;
    for (int64_t i = 0; i < len; i++) {
        if (PE_TICK(vm, 1) < 0) return -2;
        pe_value x = pe_range_item(vm, r, pe_int(i));
        if (pe_is_null(x)) return -2;
        int eq = pe_op_eq(vm, x, item);
        pe_decref(vm, x);
        if (eq < 0) return -2;
        if (eq) {
            if (mode != 1) return i;
            n++;
        }
    }
    return mode == 1 ? n : -1;
}

static int pe_range_contains(pe_vm *vm, pe_value self, pe_value item) {
    pe_range *r = (pe_range *)self.u.o;
    if (item.tag == PE_T_INT || item.tag == PE_T_BOOL ||
        (pe_is_obj(item) && item.u.o->type == vm->types[PE_TYPE_INT]))
        return pe_range_find_int(vm, r, item, NULL);
    int64_t i = pe_range_search(vm, r, item, 0);
    return i == -2 ? -1 : i >= 0;
}

/* CPython's _PySlice_GetLongIndices: slice bounds clamped to [lower, upper] of a
 * sequence of length len, all as ints. New references in out[0..2] (start, stop,
 * step). 0 or -1. */
static int pe_range_slice_indices(pe_vm *vm, pe_value slice, pe_value len,
                                  pe_value out[3]) {
    pe_slice *s = (pe_slice *)slice.u.o;
    pe_value step = pe_int(1), start = PE_NULL, stop = PE_NULL, lower, upper = PE_NULL;
    if (!pe_is_none(s->step)) {
        step = pe_range_arg(vm, s->step);
        if (pe_is_null(step)) return -1;
        if (pe_int_sign(step) == 0) {
            pe_decref(vm, step);
            pe_err_set(vm, PE_EXC_ValueError, "slice step cannot be zero");
            return -1;
        }
    }
    int neg = pe_int_sign(step) < 0;
    lower = pe_int(neg ? -1 : 0);
    upper = neg ? pe_int_add(vm, len, pe_int(-1)) : pe_incref(len);
    if (pe_is_null(upper)) goto fail;
    for (int k = 0; k < 2; k++) {
        pe_value given = k == 0 ? s->start : s->stop, v;
        if (pe_is_none(given)) {
            v = pe_incref((k == 0) != neg ? lower : upper);
        } else {
            v = pe_range_arg(vm, given);
            if (pe_is_null(v)) goto fail;
            if (pe_int_sign(v) < 0) {
                pe_value w = pe_int_add(vm, v, len);
                pe_decref(vm, v);
                if (pe_is_null(w)) goto fail;
                v = w;
                if (pe_int_cmp(v, lower) < 0) {
                    pe_decref(vm, v);
                    v = pe_incref(lower);
                }
            } else if (pe_int_cmp(v, upper) > 0) {
                pe_decref(vm, v);
                v = pe_incref(upper);
            }
        }
        if (k == 0)
            start = v;
        else
            stop = v;
    }
    pe_decref(vm, upper);
    out[0] = start;
    out[1] = stop;
    out[2] = step;
    return 0;
fail:
    pe_decref(vm, start);
    pe_decref(vm, stop);
    pe_decref(vm, upper);
    pe_decref(vm, step);
    return -1;
}

static pe_value pe_range_getitem(pe_vm *vm, pe_value self, pe_value key) {
    pe_range *r = (pe_range *)self.u.o;
    if (pe_slice_check(vm, key)) {
        pe_value ix[3];
        if (pe_range_slice_indices(vm, key, r->len, ix) < 0) return PE_NULL;
        pe_value a = pe_range_item(vm, r, ix[0]);
        pe_value b = pe_is_null(a) ? PE_NULL : pe_range_item(vm, r, ix[1]);
        pe_value st = pe_is_null(b) ? PE_NULL : pe_int_mul(vm, r->step, ix[2]);
        pe_value res = pe_is_null(st) ? PE_NULL : pe_range_new_ints(vm, a, b, st);
        pe_decref(vm, a);
        pe_decref(vm, b);
        pe_decref(vm, st);
        /* loop-bound: const */
        for (int i = 0; i < 3; i++)
            pe_decref(vm, ix[i]);
        return res;
    }
    if (!pe_int_check(vm, key) && !pe_type_of(vm, key)->index)
        return pe_err_format(vm, PE_EXC_TypeError,
                             "range indices must be integers or slices, not %s",
                             pe_op_typename(vm, key));
    pe_value i = pe_range_arg(vm, key);
    if (pe_is_null(i)) return PE_NULL;
    if (pe_int_sign(i) < 0) {
        pe_value j = pe_int_add(vm, i, r->len);
        pe_decref(vm, i);
        if (pe_is_null(j)) return PE_NULL;
        i = j;
    }
    if (pe_int_sign(i) < 0 || pe_int_cmp(i, r->len) >= 0) {
        pe_decref(vm, i);
        return pe_err_set(vm, PE_EXC_IndexError, "range object index out of range");
    }
    pe_value v = pe_range_item(vm, r, i);
    pe_decref(vm, i);
    return v;
}

/* Two ranges are equal when they describe the same sequence. */
static pe_value pe_range_richcmp(pe_vm *vm, pe_value a, pe_value b, pe_cmpop op) {
    pe_type *t = vm->types[PE_TYPE_RANGE];
    if ((op != PE_CMP_EQ && op != PE_CMP_NOT_EQ) || !pe_is_obj(a) || !pe_is_obj(b) ||
        a.u.o->type != t || b.u.o->type != t)
        return pe_incref(vm->notimpl);
    pe_range *x = (pe_range *)a.u.o, *y = (pe_range *)b.u.o;
    int eq = x == y;
    if (!eq && pe_int_cmp(x->len, y->len) == 0) {
        eq = pe_int_sign(x->len) == 0 ||
             (pe_int_cmp(x->start, y->start) == 0 &&
              (pe_int_cmp(x->len, pe_int(1)) == 0 || pe_int_cmp(x->step, y->step) == 0));
    }
    return pe_bool(op == PE_CMP_EQ ? eq : !eq);
}

/* hash((len, start, step)) with None for the parts that do not matter, as CPython. */
static int pe_range_hash(pe_vm *vm, pe_value self, int64_t *out) {
    pe_range *r = (pe_range *)self.u.o;
    int empty = pe_int_sign(r->len) == 0, one = pe_int_cmp(r->len, pe_int(1)) == 0;
    pe_value items[3] = {r->len, empty ? PE_NONE : r->start,
                         (empty || one) ? PE_NONE : r->step};
    pe_value t = pe_tuple_from_array(vm, items, 3);
    if (pe_is_null(t)) return -1;
    int rc = pe_tuple_hash(vm, t, out);
    pe_decref(vm, t);
    return rc;
}

static pe_value pe_range_getattr(pe_vm *vm, pe_value self, pe_str *name) {
    pe_range *r = (pe_range *)self.u.o;
    if (name->size == 5 && memcmp(name->data, "start", 5) == 0) return pe_incref(r->start);
    if (name->size == 4 && memcmp(name->data, "stop", 4) == 0) return pe_incref(r->stop);
    if (name->size == 4 && memcmp(name->data, "step", 4) == 0) return pe_incref(r->step);
    return pe_object_generic_getattr(vm, self, name);
}

/* ---- iterator ------------------------------------------------------------------------ */

/* Small ranges count with int64; others with ints (big is then set). */
typedef struct pe_range_iter {
    pe_obj base;
    int64_t next, step, left;
    int big;
    pe_value bnext, bstep, bleft; /* owned when big */
} pe_range_iter;

/* The iterator's type as CPython picks it (Objects/rangeobject.c, range_iter and
 * range_reverse): range_iterator when start, stop, step and the length fit a C long
 * and stepping past the end (forward) or before the start (reverse) cannot overflow
 * one; longrange_iterator otherwise. Both types run the same code. */
static pe_type *pe_range_iter_type(pe_vm *vm, const pe_range *r, int reverse) {
    pe_type *lng = vm->types[PE_TYPE_LONGRANGE_ITER];
    if (r->start.tag != PE_T_INT || r->stop.tag != PE_T_INT || r->step.tag != PE_T_INT ||
        r->len.tag != PE_T_INT)
        return lng;
    int64_t start = r->start.u.i, stop = r->stop.u.i, step = r->step.u.i;
    if (reverse) {
        if (step == INT64_MIN || (step > 0 && start < INT64_MIN + step) ||
            (step < 0 && start > INT64_MAX + step))
            return lng;
    } else if (r->len.u.i > 0) {
        if (step > 0 ? stop > INT64_MAX - (step - 1) : stop < INT64_MIN + (-1 - step))
            return lng;
    }
    return vm->types[PE_TYPE_RANGE_ITER];
}

/* An iterator of type t over first, first + step, ... (count items). Borrowed ints. */
static pe_value pe_range_iter_make(pe_vm *vm, pe_type *t, pe_value first, pe_value step,
                                   pe_value count) {
    pe_range_iter *o = (pe_range_iter *)pe_obj_alloc(vm, t, sizeof *o);
    pe_value v = o ? pe_obj_value(&o->base) : PE_NULL;
    if (pe_is_null(v)) return v;
    pe_range_iter *it = (pe_range_iter *)v.u.o;
    /* int64 counting is safe when the last value produced fits too */
    int small = first.tag == PE_T_INT && step.tag == PE_T_INT && count.tag == PE_T_INT;
    if (small && count.u.i > 0) {
        int64_t last;
        small = !__builtin_mul_overflow(count.u.i - 1, step.u.i, &last) &&
                !__builtin_add_overflow(first.u.i, last, &last);
    }
    if (small) {
        it->next = first.u.i;
        it->step = step.u.i;
        it->left = count.u.i;
    } else {
        it->big = 1;
        it->bnext = pe_incref(first);
        it->bstep = pe_incref(step);
        it->bleft = pe_incref(count);
    }
    return v;
}

static pe_value pe_range_iter_new(pe_vm *vm, pe_value self) {
    pe_range *r = (pe_range *)self.u.o;
    return pe_range_iter_make(vm, pe_range_iter_type(vm, r, 0), r->start, r->step, r->len);
}

static pe_value pe_range_iter_next(pe_vm *vm, pe_value self) {
    pe_range_iter *it = (pe_range_iter *)self.u.o;
    if (!it->big) {
        if (it->left <= 0) return PE_NULL;
        int64_t v = it->next;
        it->left--;
        if (it->left) it->next += it->step; /* checked not to overflow at creation */
        return pe_int(v);
    }
    if (pe_int_sign(it->bleft) <= 0) return PE_NULL;
    pe_value v = pe_incref(it->bnext);
    pe_value nx = pe_int_add(vm, it->bnext, it->bstep);
    pe_value nl = pe_is_null(nx) ? PE_NULL : pe_int_sub(vm, it->bleft, pe_int(1));
    if (pe_is_null(nl)) {
        pe_decref(vm, nx);
        pe_decref(vm, v);
        return PE_NULL;
    }
    pe_decref(vm, it->bnext);
    pe_decref(vm, it->bleft);
    it->bnext = nx;
    it->bleft = nl;
    return v;
}

static pe_value pe_range_iter_self(pe_vm *vm, pe_value self) {
    return pe_incref(self);
}

static void pe_range_iter_dealloc(pe_vm *vm, pe_obj *o) {
    pe_range_iter *it = (pe_range_iter *)o;
    if (it->big) {
        pe_clear(vm, &it->bnext);
        pe_clear(vm, &it->bstep);
        pe_clear(vm, &it->bleft);
    }
    pe_obj_free(vm, o, sizeof(pe_range_iter));
}

static pe_value pe_range_iter_m_length_hint(pe_vm *vm, const pe_value *args, size_t nargs,
                                            pe_obj *kw) {
    if (pe_args_noargs_of(vm, args[0], "__length_hint__", nargs - 1, kw) < 0)
        return PE_NULL;
    pe_range_iter *it = (pe_range_iter *)args[0].u.o;
    if (!it->big) return pe_int(it->left > 0 ? it->left : 0);
    return pe_incref(it->bleft);
}

static const pe_method_def pe_range_iter_methods[] = {
    {"__length_hint__", pe_range_iter_m_length_hint, 0},
    {NULL, NULL, 0},
};

/* ---- methods ------------------------------------------------------------------------- */

static pe_value pe_range_m_index(pe_vm *vm, const pe_value *args, size_t nargs,
                                 pe_obj *kw) {
    if (pe_args_one(vm, "range.index", nargs - 1, kw) < 0) return PE_NULL;
    pe_range *r = (pe_range *)args[0].u.o;
    pe_value item = args[1];
    if (item.tag == PE_T_INT || item.tag == PE_T_BOOL ||
        (pe_is_obj(item) && item.u.o->type == vm->types[PE_TYPE_INT])) {
        pe_value pos;
        int f = pe_range_find_int(vm, r, item, &pos);
        if (f < 0) return PE_NULL;
        if (f) return pos;
        return pe_err_format(vm, PE_EXC_ValueError, "%R is not in range", item);
    }
    int64_t i = pe_range_search(vm, r, item, 2);
    if (i == -2) return PE_NULL;
    if (i >= 0) return pe_int(i);
    return pe_err_set(vm, PE_EXC_ValueError, "sequence.index(x): x not in sequence");
}

static pe_value pe_range_m_count(pe_vm *vm, const pe_value *args, size_t nargs,
                                 pe_obj *kw) {
    if (pe_args_one(vm, "range.count", nargs - 1, kw) < 0) return PE_NULL;
    pe_range *r = (pe_range *)args[0].u.o;
    pe_value item = args[1];
    if (item.tag == PE_T_INT || item.tag == PE_T_BOOL ||
        (pe_is_obj(item) && item.u.o->type == vm->types[PE_TYPE_INT])) {
        int f = pe_range_find_int(vm, r, item, NULL);
        return f < 0 ? PE_NULL : pe_int(f);
    }
    int64_t n = pe_range_search(vm, r, item, 1);
    return n == -2 ? PE_NULL : pe_int(n);
}

static pe_value pe_range_m_reversed(pe_vm *vm, const pe_value *args, size_t nargs,
                                    pe_obj *kw) {
    if (pe_args_noargs(vm, "range.__reversed__", nargs - 1, kw) < 0) return PE_NULL;
    pe_range *r = (pe_range *)args[0].u.o;
    pe_type *t = pe_range_iter_type(vm, r, 1);
    if (pe_int_sign(r->len) == 0)
        return pe_range_iter_make(vm, t, pe_int(0), pe_int(1), pe_int(0));
    pe_value lastidx = pe_int_sub(vm, r->len, pe_int(1));
    if (pe_is_null(lastidx)) return PE_NULL;
    pe_value last = pe_range_item(vm, r, lastidx);
    pe_decref(vm, lastidx);
    if (pe_is_null(last)) return PE_NULL;
    pe_value nstep = pe_int_neg(vm, r->step);
    pe_value it =
        pe_is_null(nstep) ? PE_NULL : pe_range_iter_make(vm, t, last, nstep, r->len);
    pe_decref(vm, nstep);
    pe_decref(vm, last);
    return it;
}

const pe_method_def pe_range_methods[] = {
    {"index", pe_range_m_index, 0},
    {"count", pe_range_m_count, 0},
    {"__reversed__", pe_range_m_reversed, 0},
    {NULL, NULL, 0},
};

int pe_range_init(pe_vm *vm) {
    pe_type *t = vm->types[PE_TYPE_RANGE];
    t->basicsize = sizeof(pe_range);
    t->dealloc = pe_range_dealloc;
    t->repr = pe_range_repr;
    t->hash = pe_range_hash;
    t->richcmp = pe_range_richcmp;
    t->truth = pe_range_truth;
    t->len = pe_range_len_slot;
    t->getitem = pe_range_getitem;
    t->contains = pe_range_contains;
    t->iter = pe_range_iter_new;
    t->getattr = pe_range_getattr;
    t->new_ = pe_range_new_slot;
    /* loop-bound: const */
    for (int k = 0; k < 2; k++) {
        pe_type *it = vm->types[k ? PE_TYPE_LONGRANGE_ITER : PE_TYPE_RANGE_ITER];
        it->basicsize = sizeof(pe_range_iter);
        it->dealloc = pe_range_iter_dealloc;
        it->iter = pe_range_iter_self;
        it->iternext = pe_range_iter_next;
        if (!it->getattr) it->getattr = pe_object_generic_getattr;
        if (pe_type_add_methods(vm, it, pe_range_iter_methods) < 0) return -1;
    }
    return pe_type_add_methods(vm, t, pe_range_methods);
}
