/*
 * test_float_repr.c - float repr (shortest round-trip, CPython's exponent rule), the
 * numeric hash, round(x, n), and float() parsing. Expected values come from CPython
 * 3.11 through gen_float_cases.py (float_cases.h).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "builtins/dict.h"
#include "builtins/float.h"
#include "builtins/str.h"
#include "builtins/type.h"
#include "eval/exc.h"
#include "eval/ops.h"
#include "eval/vm.h"
#include "pyeval.h"

#include "check.h"
#include "float_cases.h"

static pe_vm *vm;

static double from_bits(unsigned long long b) {
    double d;
    memcpy(&d, &b, sizeof d);
    return d;
}

static void test_repr_and_hash(void) {
    char buf[64];
    for (size_t i = 0; i < sizeof float_cases / sizeof float_cases[0]; i++) {
        const float_case *c = &float_cases[i];
        double d = from_bits(c->bits);
        pe_float_repr_buf(d, buf);
        int ok = strcmp(buf, c->repr) == 0;
        CHECK(ok);
        if (!ok)
            fprintf(stderr, "  repr(0x%016llx): got %s, want %s\n", c->bits, buf, c->repr);
        CHECK(pe_float_hash_value(d) == c->hash);
        /* parsing the repr gives the same bits back */
        pe_value v = pe_float_from_text(vm, c->repr, strlen(c->repr), PE_NULL);
        CHECK(!pe_is_null(v) && memcmp(&v.u.f, &d, sizeof d) == 0);
    }
}

static void test_round(void) {
    pe_value fn =
        pe_dict_get_cstr(vm, pe_type_dict(vm, vm->types[PE_TYPE_FLOAT]), "__round__");
    CHECK(!pe_is_null(fn));
    if (pe_is_null(fn)) return;
    for (size_t i = 0; i < sizeof float_round_cases / sizeof float_round_cases[0]; i++) {
        const float_round *c = &float_round_cases[i];
        pe_value args[2] = {pe_float(from_bits(c->bits)), pe_int(c->ndigits)};
        pe_value r = pe_op_call(vm, fn, args, 2, NULL);
        char buf[64] = "<error>";
        if (!pe_is_null(r))
            pe_float_repr_buf(r.u.f, buf);
        else
            pe_err_clear(vm);
        int ok = strcmp(buf, c->expect) == 0;
        CHECK(ok);
        if (!ok)
            fprintf(stderr, "  round(%.17g, %d): got %s, want %s\n", from_bits(c->bits),
                    c->ndigits, buf, c->expect);
    }
}

static void test_parse(void) {
    for (size_t i = 0; i < sizeof float_parse_cases / sizeof float_parse_cases[0]; i++) {
        const float_parse *c = &float_parse_cases[i];
        pe_value v = pe_float_from_text(vm, c->text, strlen(c->text), PE_NULL);
        char buf[64];
        if (pe_is_null(v)) {
            snprintf(buf, sizeof buf, "%s",
                     pe_err_matches(vm, PE_EXC_ValueError) ? "ValueError" : "?");
            pe_err_clear(vm);
        } else {
            pe_float_repr_buf(v.u.f, buf);
        }
        int ok = strcmp(buf, c->expect) == 0;
        CHECK(ok);
        if (!ok)
            fprintf(stderr, "  float('%s'): got %s, want %s\n", c->text, buf, c->expect);
    }
}

int main(void) {
    pyeval_config cfg;
    pyeval_config_default(&cfg);
    vm = pyeval_new(&cfg);
    if (!vm) return 1;
    test_repr_and_hash();
    test_round();
    test_parse();
    pyeval_free(vm);
    return pe_check_summary();
}
