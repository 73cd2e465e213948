/*
 * test_int.c - int arithmetic at the int64/bigint boundaries, hashing, conversion to
 * float, exact comparison with floats, parsing, and the memory accounting of bigint
 * digits. Expected values come from CPython 3.11 through gen_int_cases.py
 * (int_cases.h).
 */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "builtins/float.h"
#include "builtins/int.h"
#include "builtins/str.h"
#include "eval/exc.h"
#include "eval/ops.h"
#include "eval/vm.h"
#include "pyeval.h"

#include "check.h"
#include "int_cases.h"

static pe_vm *vm;

static pe_value parse(const char *s) {
    pe_value v = pe_int_from_text(vm, s, strlen(s), 10, PE_NULL);
    if (pe_is_null(v)) {
        fprintf(stderr, "cannot parse %s\n", s);
        exit(2);
    }
    return v;
}

/* repr of a result, or the class name of the pending exception (cleared). */
static void describe(pe_value r, char *out, size_t cap) {
    if (pe_is_null(r)) {
        pe_value e = pe_err_fetch(vm);
        snprintf(out, cap, "%s", pe_type_of(vm, e)->name);
        pe_decref(vm, e);
        return;
    }
    pe_value s = pe_op_repr(vm, r);
    snprintf(out, cap, "%s", pe_is_null(s) ? "<repr failed>" : pe_str_obj(s)->data);
    pe_decref(vm, s);
    pe_decref(vm, r);
}

static pe_binop op_of(const char *op) {
    static const struct {
        const char *s;
        pe_binop op;
    } t[] = {
        {"+", PE_OP_ADD},       {"-", PE_OP_SUB},     {"*", PE_OP_MULT},
        {"//", PE_OP_FLOORDIV}, {"%", PE_OP_MOD},     {"/", PE_OP_DIV},
        {"&", PE_OP_BITAND},    {"|", PE_OP_BITOR},   {"^", PE_OP_BITXOR},
        {"<<", PE_OP_LSHIFT},   {">>", PE_OP_RSHIFT}, {"**", PE_OP_POW},
    };
    for (size_t i = 0; i < sizeof t / sizeof t[0]; i++)
        if (strcmp(t[i].s, op) == 0) return t[i].op;
    abort();
}

static void test_binops(void) {
    static char got[8192];
    for (size_t i = 0; i < sizeof int_cases / sizeof int_cases[0]; i++) {
        const int_case *c = &int_cases[i];
        pe_value a = parse(c->a), b = parse(c->b);
        pe_value r = vm->types[PE_TYPE_INT]->binop[op_of(c->op)](vm, a, b);
        describe(r, got, sizeof got);
        int ok = strcmp(got, c->expect) == 0;
        CHECK(ok);
        if (!ok)
            fprintf(stderr, "  %s %s %s: got %s, want %s\n", c->a, c->op, c->b, got,
                    c->expect);
        pe_decref(vm, a);
        pe_decref(vm, b);
    }
}

static void test_unary(void) {
    char got[256];
    for (size_t i = 0; i < sizeof int_unary_cases / sizeof int_unary_cases[0]; i++) {
        const int_unary *c = &int_unary_cases[i];
        pe_value a = parse(c->a);
        CHECK(pe_int_hash_value(a) == c->hash);
        CHECK(pe_int_bit_length(a) == (uint64_t)c->bits);
        double d;
        if (pe_int_as_double(vm, a, &d) < 0) {
            describe(PE_NULL, got, sizeof got);
        } else {
            pe_float_repr_buf(d, got);
        }
        int ok = strcmp(got, c->asfloat) == 0;
        CHECK(ok);
        if (!ok) fprintf(stderr, "  float(%s): got %s, want %s\n", c->a, got, c->asfloat);
        /* repr round trip through text */
        pe_value s = pe_int_repr(vm, a);
        CHECK(!pe_is_null(s) && strcmp(pe_str_obj(s)->data, c->a) == 0);
        pe_decref(vm, s);
        pe_decref(vm, a);
    }
}

static void test_float_compare(void) {
    for (size_t i = 0; i < sizeof int_fcmp_cases / sizeof int_fcmp_cases[0]; i++) {
        const int_fcmp *c = &int_fcmp_cases[i];
        pe_value a = parse(c->a);
        int cmp = pe_int_cmp_double(vm, a, c->d);
        int ok = (cmp < 0) == c->lt && (cmp == 0) == c->eq;
        CHECK(ok);
        if (!ok) fprintf(stderr, "  %s vs %.17g: got %d\n", c->a, c->d, cmp);
        pe_decref(vm, a);
    }
    pe_value one = pe_int(1);
    CHECK(pe_int_cmp_double(vm, one, NAN) == 2);
    CHECK(pe_int_cmp_double(vm, one, INFINITY) == -1);
    CHECK(pe_int_cmp_double(vm, one, -INFINITY) == 1);
}

static void test_parse(void) {
    char got[256];
    for (size_t i = 0; i < sizeof int_parse_cases / sizeof int_parse_cases[0]; i++) {
        const int_parse *c = &int_parse_cases[i];
        pe_value r = pe_int_from_text(vm, c->text, strlen(c->text), c->base, PE_NULL);
        describe(r, got, sizeof got);
        int ok = strcmp(got, c->expect) == 0;
        CHECK(ok);
        if (!ok)
            fprintf(stderr, "  int(%s, %d): got %s, want %s\n", c->text, c->base, got,
                    c->expect);
    }
}

/* The 4300-digit rule in both directions. */
static void test_digit_limit(void) {
    char *digits = malloc(5001); // raw-alloc-ok: test scaffolding outside any VM
    memset(digits, '7', 5000);
    digits[5000] = '\0';
    pe_value r = pe_int_from_text(vm, digits, 5000, 10, PE_NULL);
    CHECK(pe_is_null(r) && pe_err_matches(vm, PE_EXC_ValueError));
    pe_err_clear(vm);
    r = pe_int_from_text(vm, digits, 4300, 10, PE_NULL); /* exactly at the limit: fine */
    CHECK(!pe_is_null(r));
    pe_value big = vm->types[PE_TYPE_INT]->binop[PE_OP_MULT](vm, r, pe_int(10));
    CHECK(!pe_is_null(big));
    pe_value s = pe_int_repr(vm, big); /* 4301 digits */
    CHECK(pe_is_null(s) && pe_err_matches(vm, PE_EXC_ValueError));
    pe_err_clear(vm);
    s = pe_int_repr(vm, r);
    CHECK(!pe_is_null(s) && pe_str_obj(s)->size == 4300);
    pe_decref(vm, s);
    pe_decref(vm, big);
    pe_decref(vm, r);
    r = pe_int_from_text(vm, digits, 5000, 16, PE_NULL); /* powers of two are exempt */
    CHECK(!pe_is_null(r));
    pe_decref(vm, r);
    free(digits); // raw-alloc-ok
}

/* Bigint digit storage is charged to the VM and given back when the object dies. */
static void test_accounting(void) {
    uint64_t before = vm->mem.current;
    pe_value a = parse("123456789012345678901234567890123456789012345678901234567890");
    pe_value p = vm->types[PE_TYPE_INT]->binop[PE_OP_POW](vm, a, pe_int(50));
    CHECK(!pe_is_null(p));
    CHECK(vm->mem.current > before + 50 * 190 / 8);
    pe_decref(vm, p);
    pe_decref(vm, a);
    CHECK(vm->mem.current == before);
}

/* A result that cannot fit the memory limit is refused before libtommath runs. */
static void test_limit(void) {
    pyeval_config cfg;
    pyeval_config_default(&cfg);
    cfg.max_memory = 64u << 20;
    pe_vm *small = pyeval_new(&cfg);
    CHECK(small != NULL);
    if (!small) return;
    pe_value r = small->types[PE_TYPE_INT]->binop[PE_OP_LSHIFT](small, pe_int(1),
                                                                pe_int(1000000000));
    CHECK(pe_is_null(r) && pe_err_occurred(small));
    pe_err_clear(small);
    r = small->types[PE_TYPE_INT]->binop[PE_OP_POW](small, pe_int(10), pe_int(1000000000));
    CHECK(pe_is_null(r) && pe_err_occurred(small));
    pe_err_clear(small);
    pyeval_free(small);
}

int main(void) {
    pyeval_config cfg;
    pyeval_config_default(&cfg);
    cfg.max_ops = 0;
    vm = pyeval_new(&cfg);
    if (!vm) {
        fprintf(stderr, "pyeval_new failed\n");
        return 1;
    }
    test_binops();
    test_unary();
    test_float_compare();
    test_parse();
    test_digit_limit();
    test_accounting();
    test_limit();
    pyeval_free(vm);
    return pe_check_summary();
}
