/*
 * test_dict.c - the compact dict against a script of operations replayed on CPython's
 * dict (gen_dict_cases.py -> dict_cases.h): lookups, insertion, deletion, popitem's
 * LIFO order, setdefault, and the iteration order after deletions and resizes. Also
 * copy/update/clear through the C API, pe_dict_get_str, and the "changed size during
 * iteration" error.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "builtins/dict.h"
#include "builtins/float.h"
#include "builtins/int.h"
#include "builtins/list.h"
#include "builtins/str.h"
#include "builtins/tuple.h"
#include "builtins/type.h"
#include "core/intern.h"
#include "eval/exc.h"
#include "eval/ops.h"
#include "eval/vm.h"
#include "pyeval.h"

#include "check.h"
#include "dict_cases.h"

static pe_vm *vm;

/* A key from its Python repr: 'str', float (has a '.'), or int. New reference. */
static pe_value key_of(const char *r) {
    size_t n = strlen(r);
    if (r[0] == '\'') return pe_str_value(vm, r + 1, n - 2);
    if (strchr(r, '.')) return pe_float_from_text(vm, r, n, PE_NULL);
    return pe_int_from_text(vm, r, n, 10, PE_NULL);
}

static int repr_is(pe_value v, const char *want) {
    pe_value s = pe_op_repr(vm, v);
    int ok = !pe_is_null(s) && strcmp(pe_str_obj(s)->data, want) == 0;
    if (!ok)
        fprintf(stderr, "  got %s, want %s\n", pe_is_null(s) ? "?" : pe_str_obj(s)->data,
                want);
    pe_decref(vm, s);
    return ok;
}

static pe_value method(const char *name) {
    return pe_dict_get_cstr(vm, pe_type_dict(vm, vm->types[PE_TYPE_DICT]), name);
}

static void test_script(void) {
    pe_value d = pe_dict_new(vm);
    pe_value popitem = method("popitem"), setdefault = method("setdefault");
    CHECK(!pe_is_null(popitem) && !pe_is_null(setdefault));
    for (size_t i = 0; i < sizeof dict_steps / sizeof dict_steps[0]; i++) {
        const dict_step *s = &dict_steps[i];
        pe_value k = s->key[0] ? key_of(s->key) : PE_NULL;
        if (strcmp(s->op, "set") == 0) {
            CHECK(pe_dict_set(vm, d, k, pe_int(s->value)) == 0);
        } else if (strcmp(s->op, "pop") == 0) {
            pe_value v;
            int r = pe_dict_pop(vm, d, k, &v);
            if (strcmp(s->expect, "KeyError") == 0) {
                CHECK(r == 0);
            } else {
                CHECK(r == 1 && repr_is(v, s->expect));
                if (r == 1) pe_decref(vm, v);
            }
        } else if (strcmp(s->op, "get") == 0) {
            pe_value v;
            int r = pe_dict_lookup(vm, d, k, &v);
            if (strcmp(s->expect, "missing") == 0)
                CHECK(r == 0);
            else
                CHECK(r == 1 && repr_is(v, s->expect));
        } else if (strcmp(s->op, "popitem") == 0) {
            pe_value r = pe_op_call(vm, popitem, &d, 1, NULL);
            if (strcmp(s->expect, "KeyError") == 0) {
                CHECK(pe_is_null(r) && pe_err_matches(vm, PE_EXC_KeyError));
                pe_err_clear(vm);
            } else {
                CHECK(!pe_is_null(r) && repr_is(r, s->expect));
                pe_decref(vm, r);
            }
        } else if (strcmp(s->op, "setdefault") == 0) {
            pe_value args[3] = {d, k, pe_int(s->value)};
            pe_value r = pe_op_call(vm, setdefault, args, 3, NULL);
            CHECK(!pe_is_null(r) && repr_is(r, s->expect));
            pe_decref(vm, r);
        } else { /* order: list(d.items()) */
            pe_value items = pe_list_new(vm, 0);
            size_t pos = 0;
            pe_value kk, vv;
            while (pe_dict_next(d, &pos, &kk, &vv)) {
                pe_value t = pe_tuple_pack2(vm, kk, vv);
                CHECK(pe_list_append_steal(vm, items, t) == 0);
            }
            CHECK(repr_is(items, s->expect));
            pe_decref(vm, items);
        }
        pe_decref(vm, k);
    }
    pe_decref(vm, d);
}

static void test_api(void) {
    pe_value d = pe_dict_new(vm);
    CHECK(pe_dict_set_cstr(vm, d, "alpha", pe_int(1)) == 0);
    pe_value key = pe_str_from_cstr(vm, "beta"); /* not interned */
    CHECK(pe_dict_set(vm, d, key, pe_int(2)) == 0);
    pe_str *beta = pe_intern(vm, "beta", 4);
    CHECK(pe_dict_get_str(vm, d, beta).u.i == 2);
    CHECK(pe_is_null(pe_dict_get_cstr(vm, d, "gamma")));
    pe_value c = pe_dict_copy(vm, d);
    CHECK(pe_dict_len(c) == 2);
    CHECK(pe_dict_set(vm, c, pe_int(3), pe_float(1.5)) == 0);
    CHECK(pe_dict_update(vm, d, c) == 0);
    CHECK(pe_dict_len(d) == 3 && repr_is(d, "{'alpha': 1, 'beta': 2, 3: 1.5}"));
    /* 3 == 3.0 == True-ish keys share a slot */
    pe_value v;
    CHECK(pe_dict_lookup(vm, d, pe_float(3.0), &v) == 1 && v.u.f == 1.5);
    /* unhashable key */
    pe_value l = pe_list_new(vm, 0);
    CHECK(pe_dict_set(vm, d, l, pe_int(0)) < 0 && pe_err_matches(vm, PE_EXC_TypeError));
    pe_err_clear(vm);
    /* del of a missing key raises KeyError(key) */
    CHECK(pe_dict_del(vm, d, pe_int(99)) < 0 && pe_err_matches(vm, PE_EXC_KeyError));
    pe_err_clear(vm);
    /* mutation during iteration */
    pe_value it = pe_op_iter(vm, d);
    pe_value first = pe_op_next(vm, it);
    CHECK(!pe_is_null(first));
    pe_decref(vm, first);
    CHECK(pe_dict_set(vm, d, pe_int(100), pe_int(0)) == 0);
    pe_value second = pe_op_next(vm, it);
    CHECK(pe_is_null(second) && pe_err_matches(vm, PE_EXC_RuntimeError));
    pe_err_clear(vm);
    pe_decref(vm, it);
    pe_dict_clear(vm, d);
    CHECK(pe_dict_len(d) == 0 && repr_is(d, "{}"));
    pe_decref(vm, l);
    pe_decref(vm, c);
    pe_decref(vm, key);
    pe_decref(vm, d);
}

/* Many insertions and deletions: the table compacts, and memory comes back. */
static void test_churn(void) {
    uint64_t before = vm->mem.current;
    pe_value d = pe_dict_new(vm);
    for (int64_t i = 0; i < 100000; i++) {
        CHECK(pe_dict_set(vm, d, pe_int(i), pe_int(i)) == 0);
        if (i >= 10) CHECK(pe_dict_del(vm, d, pe_int(i - 10)) == 0);
    }
    CHECK(pe_dict_len(d) == 10);
    CHECK(pe_dict_obj(d)->log2_size <= 6);
    CHECK(repr_is(d,
                  "{99990: 99990, 99991: 99991, 99992: 99992, 99993: 99993, 99994: 99994, "
                  "99995: 99995, 99996: 99996, 99997: 99997, 99998: 99998, 99999: 99999}"));
    pe_decref(vm, d);
    CHECK(vm->mem.current == before);
}

/* Freeing containers nested 2*10**5 deep must not recurse on the C stack (the release
 * goes through pe_seq_release's work list), and must give all memory back. */
static void test_deep_release(void) {
    CHECK(pe_intern(vm, "k", 1) != NULL); /* interned once, for the VM's lifetime */
    uint64_t before = vm->mem.current;
    pe_value x = pe_dict_new(vm);
    int ok = 1;
    for (int i = 0; i < 200000 && ok; i++) {
        pe_value l = pe_list_new(vm, 1);
        ok = !pe_is_null(l) && pe_list_append_steal(vm, l, x) == 0;
        pe_value t = ok ? pe_tuple_pack1(vm, l) : PE_NULL;
        pe_decref(vm, l);
        x = pe_dict_new(vm);
        ok = ok && !pe_is_null(t) && !pe_is_null(x) && pe_dict_set_cstr(vm, x, "k", t) == 0;
        pe_decref(vm, t);
    }
    CHECK(ok);
    pe_decref(vm, x);
    CHECK(vm->mem.current == before);
}

int main(void) {
    pyeval_config cfg;
    pyeval_config_default(&cfg);
    cfg.max_ops = 0;
    vm = pyeval_new(&cfg);
    if (!vm) return 1;
    test_script();
    test_api();
    test_churn();
    test_deep_release();
    pyeval_free(vm);
    return pe_check_summary();
}
