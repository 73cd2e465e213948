/*
 * bisect.c - the `bisect` module of CPython 3.11 (Modules/_bisectmodule.c's behaviour):
 * bisect_left/bisect_right (bisect) and insort_left/insort_right (insort), with lo, hi
 * and key. Items are read with a[mid] and compared with `<` exactly as CPython does
 * (x < item for the right variants, item < x for the left), so user comparisons see
 * the same calls in the same order. hi=None, and hi=-1 as in CPython, mean len(a).
 * Each probe charges one op (a probe may run Python code, which charges its own).
 */
#include "../builtins/dict.h"
#include "../builtins/int.h"
#include "../builtins/list.h"
#include "../builtins/type.h"
#include "../eval/args.h"
#include "../eval/exc.h"
#include "../eval/ops.h"
#include "../eval/vm.h"
#include "registry.h"

typedef struct bisect_args {
    pe_value a, x, key; /* borrowed; key PE_NULL when absent or None */
    int64_t lo, hi;
} bisect_args;

/* Parses (a, x, lo=0, hi=None, *, key=None) for function `name`. 0 or -1. */
static int parse(pe_vm *vm, const char *name, const pe_value *args, size_t nargs,
                 pe_obj *kwnames, bisect_args *out) {
    static const char *const params[] = {"a", "x", "lo", "hi", "key", NULL};
    const pe_argspec spec = {name, params, 2, 0, 4};
    pe_value v[5];
    if (pe_args_parse(vm, &spec, args, nargs, kwnames, v) < 0) return -1;
    out->a = v[0];
    out->x = v[1];
    out->key = (pe_is_null(v[4]) || pe_is_none(v[4])) ? PE_NULL : v[4];
    out->lo = 0;
    if (!pe_is_null(v[2]) && pe_op_index_i64(vm, v[2], &out->lo) < 0) return -1;
    if (out->lo < 0) {
        pe_err_set(vm, PE_EXC_ValueError, "lo must be non-negative");
        return -1;
    }
    out->hi = -1;
    if (!pe_is_null(v[3]) && !pe_is_none(v[3])) {
        /* CPython's optional Py_ssize_t converter: an index or None */
        if (!pe_int_check(vm, v[3]) &&
            pe_is_null(pe_type_lookup(vm, pe_type_of(vm, v[3]), vm->ids[PE_ID_index]))) {
            pe_err_format(vm, PE_EXC_TypeError,
                          "argument should be integer or None, not '%s'",
                          pe_op_typename(vm, v[3]));
            return -1;
        }
        if (pe_op_index_i64(vm, v[3], &out->hi) < 0) return -1;
    }
    if (out->hi == -1) {
        out->hi = pe_op_len(vm, out->a);
        if (out->hi < 0) return -1;
    }
    return 0;
}

/* The insertion point of x (already keyed) in a[lo:hi]: right = 1 for bisect_right.
 * >= 0, or -1 with the exception pending. */
static int64_t search(pe_vm *vm, pe_value a, pe_value x, pe_value key, int64_t lo,
                      int64_t hi, int right) {
    /* loop-bound: charged: one tick per probe, log2(hi - lo) probes */
    while (lo < hi) {
        if (PE_TICK(vm, 1) < 0) return -1;
        int64_t mid = (int64_t)(((uint64_t)lo + (uint64_t)hi) / 2);
        pe_value item = pe_op_getitem(vm, a, pe_int(mid));
        if (pe_is_null(item)) return -1;
        if (!pe_is_null(key)) {
            pe_value k = pe_op_call(vm, key, &item, 1, NULL);
            pe_decref(vm, item);
            if (pe_is_null(k)) return -1;
            item = k;
        }
        int lt = right ? pe_op_compare_bool(vm, PE_CMP_LT, x, item)
                       : pe_op_compare_bool(vm, PE_CMP_LT, item, x);
        pe_decref(vm, item);
        if (lt < 0) return -1;
        if (right ? lt : !lt)
            hi = mid;
        else
            lo = mid + 1;
    }
    return lo;
}

static pe_value do_bisect(pe_vm *vm, const char *name, const pe_value *args, size_t nargs,
                          pe_obj *kwnames, int right) {
    bisect_args b;
    if (parse(vm, name, args, nargs, kwnames, &b) < 0) return PE_NULL;
    int64_t i = search(vm, b.a, b.x, b.key, b.lo, b.hi, right);
    return i < 0 ? PE_NULL : pe_int(i);
}

static pe_value do_insort(pe_vm *vm, const char *name, const pe_value *args, size_t nargs,
                          pe_obj *kwnames, int right) {
    bisect_args b;
    if (parse(vm, name, args, nargs, kwnames, &b) < 0) return PE_NULL;
    pe_value kx = b.x;
    if (!pe_is_null(b.key)) {
        kx = pe_op_call(vm, b.key, &b.x, 1, NULL);
        if (pe_is_null(kx)) return PE_NULL;
    } else {
        pe_incref(kx);
    }
    int64_t i = search(vm, b.a, kx, b.key, b.lo, b.hi, right);
    pe_decref(vm, kx);
    if (i < 0) return PE_NULL;
    pe_value call_args[2] = {pe_int(i), b.x};
    pe_value r = pe_op_call_method(vm, b.a, "insert", call_args, 2);
    if (pe_is_null(r)) return PE_NULL;
    pe_decref(vm, r);
    return PE_NONE;
}

static pe_value f_bisect_right(pe_vm *vm, const pe_value *a, size_t n, pe_obj *k) {
    return do_bisect(vm, "bisect_right", a, n, k, 1);
}
static pe_value f_bisect_left(pe_vm *vm, const pe_value *a, size_t n, pe_obj *k) {
    return do_bisect(vm, "bisect_left", a, n, k, 0);
}
static pe_value f_insort_right(pe_vm *vm, const pe_value *a, size_t n, pe_obj *k) {
    return do_insort(vm, "insort_right", a, n, k, 1);
}
static pe_value f_insort_left(pe_vm *vm, const pe_value *a, size_t n, pe_obj *k) {
    return do_insort(vm, "insort_left", a, n, k, 0);
}

static const pe_method_def bisect_functions[] = {
    {"bisect_right", f_bisect_right, 0},
    {"bisect_left", f_bisect_left, 0},
    {"insort_right", f_insort_right, 0},
    {"insort_left", f_insort_left, 0},
    {NULL, NULL, 0},
};

int pe_mod_bisect_init(pe_vm *vm, pe_value module, pe_value dict) {
    (void)module;
    if (pe_module_add_functions(vm, dict, bisect_functions) < 0) return -1;
    /* bisect and insort are the same objects as the right variants, as in CPython */
    static const char *const aliases[][2] = {{"bisect", "bisect_right"},
                                             {"insort", "insort_right"}};
    /* loop-bound: const: two aliases */
    for (int i = 0; i < 2; i++) {
        pe_value f = pe_dict_get_cstr(vm, dict, aliases[i][1]);
        if (pe_is_null(f) || pe_dict_set_cstr(vm, dict, aliases[i][0], f) < 0) return -1;
    }
    return 0;
}
