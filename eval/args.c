/*
 * args.c - argument checking for native functions with CPython's messages (args.h).
 * The wording of each helper follows the CPython function named beside it.
 */
#include "args.h"

#include <stdio.h>
#include <string.h>

#include "../builtins/str.h"
#include "../builtins/tuple.h"
#include "exc.h"
#include "ops.h"
#include "vm.h"

size_t pe_args_nkw(pe_obj *kwnames) {
    return kwnames ? pe_tuple_len(pe_obj_value(kwnames)) : 0;
}

pe_str *pe_args_kwname(pe_obj *kwnames, size_t i) {
    return pe_str_obj(pe_tuple_item(pe_obj_value(kwnames), i));
}

static const char *plural(size_t n) {
    return n == 1 ? "" : "s";
}

int pe_args_nokw(pe_vm *vm, const char *name, pe_obj *kwnames) {
    if (pe_args_nkw(kwnames) == 0) return 0;
    pe_err_format(vm, PE_EXC_TypeError, "%s() takes no keyword arguments", name);
    return -1;
}

/* METH_NOARGS */
int pe_args_noargs(pe_vm *vm, const char *name, size_t nargs, pe_obj *kwnames) {
    if (pe_args_nokw(vm, name, kwnames) < 0) return -1;
    if (nargs == 0) return 0;
    pe_err_format(vm, PE_EXC_TypeError, "%s() takes no arguments (%zu given)", name, nargs);
    return -1;
}

int pe_args_noargs_of(pe_vm *vm, pe_value self, const char *name, size_t nargs,
                      pe_obj *kwnames) {
    if (nargs == 0 && !pe_args_nkw(kwnames)) return 0;
    char full[96];
    snprintf(full, sizeof full, "%s.%s", pe_op_typename(vm, self), name);
    return pe_args_noargs(vm, full, nargs, kwnames);
}

/* check_num_args of CPython's slot wrappers */
int pe_args_wrapper(pe_vm *vm, const char *name, size_t nargs, pe_obj *kwnames, size_t n) {
    if (pe_args_nkw(kwnames)) {
        pe_err_format(vm, PE_EXC_TypeError, "wrapper %s() takes no keyword arguments",
                      name);
        return -1;
    }
    if (nargs == n) return 0;
    pe_err_format(vm, PE_EXC_TypeError, "expected %zu argument%s, got %zu", n,
                  n == 1 ? "" : "s", nargs);
    return -1;
}

/* METH_O */
int pe_args_one(pe_vm *vm, const char *name, size_t nargs, pe_obj *kwnames) {
    if (pe_args_nokw(vm, name, kwnames) < 0) return -1;
    if (nargs == 1) return 0;
    pe_err_format(vm, PE_EXC_TypeError, "%s() takes exactly one argument (%zu given)", name,
                  nargs);
    return -1;
}

/* _PyArg_CheckPositional */
int pe_args_range(pe_vm *vm, const char *name, size_t nargs, pe_obj *kwnames, size_t min,
                  size_t max) {
    if (pe_args_nokw(vm, name, kwnames) < 0) return -1;
    if (nargs < min) {
        pe_err_format(vm, PE_EXC_TypeError, "%s expected %s%zu argument%s, got %zu", name,
                      min == max ? "" : "at least ", min, plural(min), nargs);
        return -1;
    }
    if (nargs > max) {
        pe_err_format(vm, PE_EXC_TypeError, "%s expected %s%zu argument%s, got %zu", name,
                      min == max ? "" : "at most ", max, plural(max), nargs);
        return -1;
    }
    return 0;
}

/* PyArg_ParseTuple / PyArg_UnpackTuple */
int pe_args_count(pe_vm *vm, const char *name, size_t nargs, pe_obj *kwnames, size_t min,
                  size_t max) {
    if (pe_args_nokw(vm, name, kwnames) < 0) return -1;
    if (nargs >= min && nargs <= max) return 0;
    size_t n = nargs < min ? min : max;
    const char *how = min == max ? "exactly" : nargs < min ? "at least" : "at most";
    pe_err_format(vm, PE_EXC_TypeError, "%s() takes %s %zu argument%s (%zu given)", name,
                  how, n, plural(n), nargs);
    return -1;
}

static int kw_is(pe_str *k, const char *param) {
    size_t n = strlen(param);
    return k->size == n && memcmp(k->data, param, n) == 0;
}

/* _PyArg_UnpackKeywords (CPython 3.11 Python/getargs.c), message for message. */
int pe_args_parse(pe_vm *vm, const pe_argspec *spec, const pe_value *args, size_t nargs,
                  pe_obj *kwnames, pe_value *out) {
    size_t maxargs = 0;
    /* loop-bound: const: the parameters a builtin declares */
    while (spec->params[maxargs])
        maxargs++;
    size_t nkw = pe_args_nkw(kwnames);
    const char *fn = spec->fname;
    /* loop-bound: const: the parameters a builtin declares */
    for (size_t i = 0; i < maxargs; i++)
        out[i] = PE_NULL;

    if (nargs + nkw > maxargs) {
        pe_err_format(vm, PE_EXC_TypeError,
                      "%s() takes at most %zu %sargument%s (%zu given)", fn, maxargs,
                      nargs == 0 ? "keyword " : "", plural(maxargs), nargs + nkw);
        return -1;
    }
    if (nargs > spec->maxpos) {
        if (spec->maxpos == 0)
            pe_err_format(vm, PE_EXC_TypeError, "%s() takes no positional arguments", fn);
        else
            pe_err_format(vm, PE_EXC_TypeError,
                          "%s() takes %s %u positional argument%s (%zu given)", fn,
                          spec->required < spec->maxpos ? "at most" : "exactly",
                          spec->maxpos, plural(spec->maxpos), nargs);
        return -1;
    }
    unsigned minposonly = spec->required < spec->posonly ? spec->required : spec->posonly;
    if (nargs < minposonly) {
        pe_err_format(vm, PE_EXC_TypeError,
                      "%s() takes %s %u positional argument%s (%zu given)", fn,
                      minposonly < spec->maxpos ? "at least" : "exactly", minposonly,
                      plural(minposonly), nargs);
        return -1;
    }
    /* loop-bound: caller-charged: the arguments of one call, each charged when evaluated
     * or unpacked */
    for (size_t i = 0; i < nargs; i++)
        out[i] = args[i];

    size_t used = 0;
    /* loop-bound: const: the parameters a builtin declares */
    for (size_t i = nargs > spec->posonly ? nargs : spec->posonly; i < maxargs; i++) {
        /* loop-bound: caller-charged: the arguments of one call, each charged when
         * evaluated or unpacked */
        for (size_t k = 0; k < nkw; k++) {
            if (kw_is(pe_args_kwname(kwnames, k), spec->params[i])) {
                out[i] = args[nargs + k];
                used++;
                break;
            }
        }
        if (pe_is_null(out[i]) && i < spec->required) {
            pe_err_format(vm, PE_EXC_TypeError,
                          "%s() missing required argument '%s' (pos %zu)", fn,
                          spec->params[i], i + 1);
            return -1;
        }
    }
    if (used < nkw) {
        /* a keyword that named an argument already given positionally */
        /* loop-bound: caller-charged: the arguments of one call, each charged when
         * evaluated or unpacked */
        for (size_t i = spec->posonly; i < nargs; i++)
            /* loop-bound: caller-charged: the arguments of one call, each charged when
             * evaluated or unpacked */
            for (size_t k = 0; k < nkw; k++)
                if (kw_is(pe_args_kwname(kwnames, k), spec->params[i])) {
                    pe_err_format(
                        vm, PE_EXC_TypeError,
                        "argument for %s() given by name ('%s') and position (%zu)", fn,
                        spec->params[i], i + 1);
                    return -1;
                }
        /* loop-bound: caller-charged: the arguments of one call, each charged when
         * evaluated or unpacked */
        for (size_t k = 0; k < nkw; k++) {
            pe_str *kn = pe_args_kwname(kwnames, k);
            int known = 0;
            /* loop-bound: const: the parameters a builtin declares */
            for (size_t i = spec->posonly; i < maxargs && !known; i++)
                known = kw_is(kn, spec->params[i]);
            if (!known) {
                pe_err_format(vm, PE_EXC_TypeError,
                              "'%s' is an invalid keyword argument for %s()", kn->data, fn);
                return -1;
            }
        }
    }
    return 0;
}
