/*
 * args.h - argument checking for native functions (pe_native_fn), with CPython's exact
 * TypeError messages.
 *
 * CPython words these errors differently depending on how a builtin parses its
 * arguments, and pyeval must print what CPython prints, so there is one helper per
 * CPython style. Pick the one CPython uses for the function you implement (run it under
 * python3 with bad arguments to see which message it gives):
 *
 *   pe_args_noargs      "str.upper() takes no arguments (1 given)"          METH_NOARGS
 *   pe_args_one         "len() takes exactly one argument (0 given)"        METH_O
 *   pe_args_range       "pop expected at most 1 argument, got 2" _PyArg_CheckPositional
 *                       "isinstance expected 2 arguments, got 1"
 *   pe_args_count       "count() takes at least 1 argument (0 given)" PyArg_ParseTuple
 *                       "splitlines() takes at most 1 argument (2 given)"
 *   pe_args_nokw        "len() takes no keyword arguments"
 *   pe_args_wrapper     "expected 0 arguments, got 1"  a slot wrapper (int.__float__)
 *   pe_args_parse       Argument Clinic with keywords (str.split(sep=None, maxsplit=-1)):
 *                       "split() takes at most 2 arguments (3 given)"
 *                       "'x' is an invalid keyword argument for split()"
 *                       "argument for split() given by name ('sep') and position (1)"
 *                       "from_bytes() missing required argument 'bytes' (pos 1)"
 *                       "sort() takes no positional arguments"
 *
 * `name` is the text CPython puts in the message, without "()": "len", "str.upper"
 * (METH_NOARGS / METH_O messages of methods carry the type: check python3), "split".
 *
 * All helpers return 0 when the arguments are acceptable and -1 with TypeError pending
 * otherwise. They never allocate except to build the error message.
 *
 * Calling convention reminder (object.h): args[0..nargs) positional, then one value per
 * entry of kwnames (a tuple of str, or NULL). For methods args[0] is self and is
 * counted in nargs: pass args + 1, nargs - 1 to these helpers.
 */
#ifndef PE_ARGS_H
#define PE_ARGS_H

#include <stddef.h>

#include "object.h"

/* Number of keyword arguments in kwnames (a tuple or NULL). Cannot fail. */
size_t pe_args_nkw(pe_obj *kwnames);

/* Keyword name i of kwnames (borrowed interned-or-not str). Cannot fail. */
pe_str *pe_args_kwname(pe_obj *kwnames, size_t i);

/* No arguments at all (nargs excludes self). */
int pe_args_noargs(pe_vm *vm, const char *name, size_t nargs,
                   pe_obj *kwnames) PE_MUST_CHECK;

/* pe_args_noargs for a method of self's type, named "TYPE.name" (TYPE is self's type
 * name, as CPython's message for a method shared by several types gives it). */
int pe_args_noargs_of(pe_vm *vm, pe_value self, const char *name, size_t nargs,
                      pe_obj *kwnames) PE_MUST_CHECK;

/* Exactly one positional argument, no keywords. */
int pe_args_one(pe_vm *vm, const char *name, size_t nargs, pe_obj *kwnames) PE_MUST_CHECK;

/* A slot wrapper's check_num_args: exactly n positional arguments ("expected 1
 * argument, got 0") and no keywords ("wrapper NAME() takes no keyword arguments"). */
int pe_args_wrapper(pe_vm *vm, const char *name, size_t nargs, pe_obj *kwnames,
                    size_t n) PE_MUST_CHECK;

/* No keyword arguments. */
int pe_args_nokw(pe_vm *vm, const char *name, pe_obj *kwnames) PE_MUST_CHECK;

/* min <= nargs <= max positional arguments and no keywords, with the
 * "NAME expected [at least|at most] N argument[s], got M" wording. */
int pe_args_range(pe_vm *vm, const char *name, size_t nargs, pe_obj *kwnames, size_t min,
                  size_t max) PE_MUST_CHECK;

/* min <= nargs <= max positional arguments and no keywords, with the
 * "NAME() takes [at least|at most|exactly] N argument[s] (M given)" wording. */
int pe_args_count(pe_vm *vm, const char *name, size_t nargs, pe_obj *kwnames, size_t min,
                  size_t max) PE_MUST_CHECK;

/*
 * Argument Clinic-style parsing with keywords. `params` lists every parameter name in
 * order, NULL-terminated (at most PE_ARGS_MAX). The first `posonly` of them can only be
 * given positionally, the first `maxpos` may be given positionally (the rest are
 * keyword-only), and the first `required` must be given (required <= maxpos).
 *
 * On success out[i] holds the argument for params[i] (borrowed) or PE_NULL when it was
 * not given (the caller applies the default). Example, str.split:
 *
 *   static const char *const split_params[] = {"sep", "maxsplit", NULL};
 *   static const pe_argspec split_spec = {"split", split_params, 0, 0, 2};
 *   pe_value a[2];
 *   if (pe_args_parse(vm, &split_spec, args + 1, nargs - 1, kwnames, a) < 0) return
 * PE_NULL;
 */
#define PE_ARGS_MAX 16
typedef struct pe_argspec {
    const char *fname;
    const char *const *params;
    unsigned required;
    unsigned posonly;
    unsigned maxpos;
} pe_argspec;

int pe_args_parse(pe_vm *vm, const pe_argspec *spec, const pe_value *args, size_t nargs,
                  pe_obj *kwnames, pe_value *out) PE_MUST_CHECK;

#endif
