/*
 * test_str_index.c - code-point indexing of UTF-8 strings through the lazy offsets
 * table, slicing with steps, find/rfind/count positions, and repr's escapes. Expected
 * values come from CPython 3.11 through gen_str_cases.py (str_cases.h).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "builtins/dict.h"
#include "builtins/slice.h"
#include "builtins/str.h"
#include "builtins/type.h"
#include "eval/exc.h"
#include "eval/ops.h"
#include "eval/vm.h"
#include "pyeval.h"

#include "check.h"
#include "str_cases.h"

static pe_vm *vm;

static pe_value make(int k) {
    return pe_str_value(vm, str_cases[k].s, str_cases[k].size);
}

static void test_index(void) {
    for (size_t k = 0; k < sizeof str_cases / sizeof str_cases[0]; k++) {
        const str_case *c = &str_cases[k];
        pe_value s = make((int)k);
        pe_str *o = pe_str_obj(s);
        CHECK((long)o->len == c->len);
        CHECK(o->ascii == (o->size == o->len));
        for (long i = 0; i < c->len; i++) {
            /* forward through the C API, backward (negative index) through getitem */
            pe_value ch = pe_str_char_at(vm, o, (size_t)i);
            size_t l;
            CHECK(!pe_is_null(ch) &&
                  pe_utf8_decode(pe_str_obj(ch)->data, &l) == c->cps[i] &&
                  l == pe_str_obj(ch)->size);
            pe_decref(vm, ch);
            pe_value back = vm->types[PE_TYPE_STR]->getitem(vm, s, pe_int(i - c->len));
            CHECK(!pe_is_null(back) &&
                  pe_utf8_decode(pe_str_obj(back)->data, &l) == c->cps[i]);
            pe_decref(vm, back);
        }
        if (!o->ascii && c->len > 0) CHECK(o->index != NULL); /* the table was built */
        pe_value bad = vm->types[PE_TYPE_STR]->getitem(vm, s, pe_int(c->len));
        CHECK(pe_is_null(bad) && pe_err_matches(vm, PE_EXC_IndexError));
        pe_err_clear(vm);
        pe_value r = pe_str_repr(vm, s);
        CHECK(!pe_is_null(r) && strcmp(pe_str_obj(r)->data, c->repr) == 0);
        pe_decref(vm, r);
        pe_decref(vm, s);
    }
}

static void test_slices(void) {
    for (size_t i = 0; i < sizeof str_slices / sizeof str_slices[0]; i++) {
        const str_slice *c = &str_slices[i];
        pe_value s = make(c->str);
        pe_value sl = pe_slice_new(vm, c->has_start ? pe_int(c->start) : PE_NONE,
                                   c->has_stop ? pe_int(c->stop) : PE_NONE,
                                   c->has_step ? pe_int(c->step) : PE_NONE);
        pe_value r = vm->types[PE_TYPE_STR]->getitem(vm, s, sl);
        int ok = !pe_is_null(r) && pe_str_obj(r)->size == c->size &&
                 memcmp(pe_str_obj(r)->data, c->expect, c->size) == 0;
        CHECK(ok);
        if (!ok) fprintf(stderr, "  slice %zu of string %d wrong\n", i, c->str);
        pe_decref(vm, r);
        pe_decref(vm, sl);
        pe_decref(vm, s);
    }
}

static long call_long(const char *meth, pe_value s, pe_value sub) {
    pe_value fn = pe_dict_get_cstr(vm, pe_type_dict(vm, vm->types[PE_TYPE_STR]), meth);
    pe_value args[2] = {s, sub};
    pe_value r = pe_op_call(vm, fn, args, 2, NULL);
    if (pe_is_null(r)) {
        pe_err_clear(vm);
        return -999;
    }
    return (long)r.u.i;
}

static void test_search(void) {
    for (size_t i = 0; i < sizeof str_searches / sizeof str_searches[0]; i++) {
        const str_search *c = &str_searches[i];
        pe_value s = make(c->str);
        pe_value sub = pe_str_from_cstr(vm, c->sub);
        CHECK(call_long("find", s, sub) == c->find);
        CHECK(call_long("rfind", s, sub) == c->rfind);
        CHECK(call_long("count", s, sub) == c->count);
        pe_decref(vm, sub);
        pe_decref(vm, s);
    }
}

/* Indexing every character of a long non-ASCII string must be amortised O(1): with a
 * per-access scan this loop would take ~10^11 steps. */
static void test_linear(void) {
    size_t n = 400000;
    char *buf = malloc(n * 2); // raw-alloc-ok: test scaffolding outside any VM
    for (size_t i = 0; i < n; i++)
        memcpy(buf + 2 * i, "\303\251", 2); /* é */
    pe_value s = pe_str_value(vm, buf, n * 2);
    free(buf); // raw-alloc-ok
    pe_str *o = pe_str_obj(s);
    size_t bad = 0;
    for (size_t i = 0; i < n; i += 1) {
        size_t off = pe_str_offset(vm, o, i);
        if (off != 2 * i) bad++;
    }
    CHECK(bad == 0);
    pe_decref(vm, s);
}

int main(void) {
    pyeval_config cfg;
    pyeval_config_default(&cfg);
    vm = pyeval_new(&cfg);
    if (!vm) return 1;
    test_index();
    test_slices();
    test_search();
    test_linear();
    pyeval_free(vm);
    return pe_check_summary();
}
