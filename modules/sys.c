/*
 * sys.c - a safe `sys`: constants that describe the interpreter, the recursion and
 * int-digit limits (bounded by the host's configuration), stdout/stderr objects that
 * write through the VM's output sink (counted toward max_output), argv, modules and
 * exit(). Nothing here reaches the host.
 *
 * The struct sequences (version_info, float_info, int_info, hash_info, flags) and the
 * stream objects are written in Python (modules/py/sys.py) on top of the native
 * helpers below.
 */
#include <float.h>
#include <stdint.h>
#include <string.h>

#include "../builtins/dict.h"
#include "../builtins/exceptions.h"
#include "../builtins/int.h"
#include "../builtins/list.h"
#include "../builtins/sizeof.h"
#include "../builtins/str.h"
#include "../builtins/tuple.h"
#include "../builtins/type.h"
#include "../core/intern.h"
#include "../eval/args.h"
#include "../eval/exc.h"
#include "../eval/ops.h"
#include "../eval/vm.h"
#include "../parser/ast.h"
#include "frozen.h"
#include "registry.h"

/* _write(stream, s): stream 1 or 2. Returns len(s) as file.write does. */
static pe_value sys_write(pe_vm *vm, const pe_value *args, size_t nargs, pe_obj *kwnames) {
    if (pe_args_range(vm, "_write", nargs, kwnames, 2, 2) < 0) return PE_NULL;
    if (!pe_str_check(vm, args[1]))
        return pe_err_format(vm, PE_EXC_TypeError, "write() argument must be str, not %s",
                             pe_op_typename(vm, args[1]));
    pe_str *s = pe_str_obj(args[1]);
    int stream = args[0].tag == PE_T_INT && args[0].u.i == 2 ? 2 : 1;
    if (pe_vm_write(vm, stream, s->data, s->size) < 0) return PE_NULL;
    return pe_int((int64_t)s->len);
}

static pe_value sys_getrecursionlimit(pe_vm *vm, const pe_value *args, size_t nargs,
                                      pe_obj *kwnames) {
    (void)args;
    if (pe_args_noargs(vm, "sys.getrecursionlimit", nargs, kwnames) < 0) return PE_NULL;
    return pe_int(vm->recursion_limit);
}

static pe_value sys_setrecursionlimit(pe_vm *vm, const pe_value *args, size_t nargs,
                                      pe_obj *kwnames) {
    if (pe_args_one(vm, "sys.setrecursionlimit", nargs, kwnames) < 0) return PE_NULL;
    if (pe_is_float(args[0]))
        return pe_err_set(vm, PE_EXC_TypeError,
                          "'float' object cannot be interpreted as an integer");
    pe_value iv = pe_op_index(vm, args[0]);
    if (pe_is_null(iv)) return PE_NULL;
    int64_t n;
    int big = pe_int_as_i64(iv, &n);
    pe_decref(vm, iv);
    /* CPython converts to a C int first, then checks the sign */
    if (big || n > INT32_MAX || n < INT32_MIN)
        return pe_err_set(vm, PE_EXC_OverflowError,
                          "Python int too large to convert to C int");
    if (n < 1)
        return pe_err_set(vm, PE_EXC_ValueError,
                          "recursion limit must be greater or equal than 1");
    if ((int64_t)vm->depth >= n)
        return pe_err_format(
            vm, PE_EXC_RecursionError,
            "cannot set the recursion limit to %d at the recursion depth %d: "
            "the limit is too low",
            (int)n, (int)vm->depth);
    uint32_t cap = vm->max_depth_host;
    vm->recursion_limit = (uint32_t)n;
    /* the host's limit is a ceiling: programs may raise their limit up to it, never
     * past it (getrecursionlimit still reports what was set, as CPython does) */
    vm->cfg.max_depth = cap && (uint32_t)n > cap ? cap : (uint32_t)n;
    return PE_NONE;
}

static pe_value sys_get_int_max_str_digits(pe_vm *vm, const pe_value *args, size_t nargs,
                                           pe_obj *kwnames) {
    (void)args;
    if (pe_args_noargs(vm, "sys.get_int_max_str_digits", nargs, kwnames) < 0)
        return PE_NULL;
    return pe_int(vm->cfg.int_max_str_digits);
}

static pe_value sys_set_int_max_str_digits(pe_vm *vm, const pe_value *args, size_t nargs,
                                           pe_obj *kwnames) {
    static const char *const params[] = {"maxdigits", NULL};
    static const pe_argspec spec = {"set_int_max_str_digits", params, 1, 0, 1};
    pe_value a[1];
    if (pe_args_parse(vm, &spec, args, nargs, kwnames, a) < 0) return PE_NULL;
    if (pe_is_float(a[0]))
        return pe_err_set(vm, PE_EXC_TypeError,
                          "'float' object cannot be interpreted as an integer");
    int64_t n;
    if (pe_op_index_int(vm, a[0], &n) < 0) return PE_NULL;
    if (n != 0 && n < 640)
        return pe_err_set(vm, PE_EXC_ValueError, "maxdigits must be 0 or larger than 640");
    if (n > INT32_MAX) n = INT32_MAX;
    vm->cfg.int_max_str_digits = (uint32_t)n;
    return PE_NONE;
}

/* __sizeof__() of v, as _PySys_GetSizeOf runs it: the method found on the type, its
 * result an int that fits in a Py_ssize_t and is >= 0. 0 or -1. */
static int sizeof_call(pe_vm *vm, pe_value v, int64_t *out) {
    pe_str *name = pe_intern(vm, "__sizeof__", 10);
    if (!name) return pe_err_nomem(vm), -1;
    pe_type *t = pe_type_of(vm, v);
    pe_value m = pe_type_lookup(vm, t, name);
    pe_value builtin = pe_type_lookup(vm, vm->types[PE_TYPE_OBJECT], name);
    if (!pe_is_null(m) && m.tag == builtin.tag && m.u.o == builtin.u.o)
        return pe_sizeof_basic(vm, v, out);
    pe_value r = pe_op_call_method(vm, v, "__sizeof__", NULL, 0);
    if (pe_is_null(r)) return -1;
    int rc = -1;
    if (!pe_int_check(vm, r)) {
        pe_err_set(vm, PE_EXC_TypeError, "an integer is required");
    } else if (pe_int_as_i64(r, out) || *out == INT64_MIN) {
        pe_err_set(vm, PE_EXC_OverflowError,
                   "Python int too large to convert to C ssize_t");
    } else if (*out < 0) {
        pe_err_set(vm, PE_EXC_ValueError, "__sizeof__() should return >= 0");
    } else {
        rc = 0;
    }
    pe_decref(vm, r);
    return rc;
}

/* sys.getsizeof(object[, default]): object.__sizeof__() plus CPython's pre-header
 * (builtins/sizeof.h). The builtin __sizeof__ is computed directly; a class's own
 * __sizeof__ is called and its result checked as CPython checks it. With a default,
 * a TypeError from __sizeof__ (or from its result) gives the default instead. */
static pe_value sys_getsizeof(pe_vm *vm, const pe_value *args, size_t nargs,
                              pe_obj *kwnames) {
    static const char *const params[] = {"object", "default", NULL};
    static const pe_argspec spec = {"getsizeof", params, 1, 0, 2};
    pe_value a[2];
    if (pe_args_parse(vm, &spec, args, nargs, kwnames, a) < 0) return PE_NULL;
    int64_t size, head;
    int r = sizeof_call(vm, a[0], &size);
    if (r < 0) {
        if (!pe_is_null(a[1]) && pe_err_matches(vm, PE_EXC_TypeError)) {
            pe_err_clear(vm);
            return pe_incref(a[1]);
        }
        return PE_NULL;
    }
    if (pe_sizeof_preheader(vm, pe_type_of(vm, a[0]), &head) < 0) return PE_NULL;
    return pe_int(size + head);
}

/* sys.exc_info(): (type, value, traceback) of the exception being handled, or three
 * Nones outside every except block. */
static pe_value sys_exc_info(pe_vm *vm, const pe_value *args, size_t nargs,
                             pe_obj *kwnames) {
    (void)args;
    if (pe_args_noargs(vm, "exc_info", nargs, kwnames) < 0) return PE_NULL;
    pe_value e = vm->exc_handled;
    pe_value t = pe_tuple_new(vm, 3);
    if (pe_is_null(t)) return t;
    if (pe_is_null(e) || pe_is_none(e)) {
        /* loop-bound: const */
        for (size_t i = 0; i < 3; i++)
            pe_tuple_set_item(t, i, PE_NONE);
        return t;
    }
    pe_value tb = pe_exc_get_traceback(vm, e);
    if (pe_is_null(tb)) {
        /* loop-bound: const */
        for (size_t i = 0; i < 3; i++)
            pe_tuple_set_item(t, i, PE_NONE);
        pe_decref(vm, t);
        return PE_NULL;
    }
    pe_tuple_set_item(t, 0, pe_incref(pe_obj_value(&pe_type_of(vm, e)->base)));
    pe_tuple_set_item(t, 1, pe_incref(e));
    pe_tuple_set_item(t, 2, tb);
    return t;
}

/* sys.exception() (new in 3.11): the exception being handled, or None. */
static pe_value sys_exception(pe_vm *vm, const pe_value *args, size_t nargs,
                              pe_obj *kwnames) {
    (void)args;
    if (pe_args_noargs(vm, "exception", nargs, kwnames) < 0) return PE_NULL;
    pe_value e = vm->exc_handled;
    return pe_is_null(e) ? PE_NONE : pe_incref(e);
}

static const pe_method_def sys_functions[] = {
    {"exc_info", sys_exc_info, 0},
    {"exception", sys_exception, 0},
    {"_write", sys_write, 0},
    {"getrecursionlimit", sys_getrecursionlimit, 0},
    {"setrecursionlimit", sys_setrecursionlimit, 0},
    {"get_int_max_str_digits", sys_get_int_max_str_digits, 0},
    {"set_int_max_str_digits", sys_set_int_max_str_digits, 0},
    {"getsizeof", sys_getsizeof, 0},
    {NULL, NULL, 0},
};

int pe_mod_sys_init(pe_vm *vm, pe_value module, pe_value dict) {
    (void)module;
    if (pe_module_add_functions(vm, dict, sys_functions) < 0) return -1;
    if (pe_dict_set_cstr(vm, dict, "modules", vm->modules) < 0 ||
        pe_dict_set_cstr(vm, dict, "maxsize", pe_int(INT64_MAX)) < 0 ||
        pe_dict_set_cstr(vm, dict, "maxunicode", pe_int(0x10FFFF)) < 0)
        return -1;
    static const char *const strs[][2] = {
        {"byteorder", "little"},
        {"platform", "linux"},
        {"version", "3.11.7 (main, pyeval sandbox) [C]"},
        {"float_repr_style", "short"},
        {NULL, NULL},
    };
    /* loop-bound: setup */
    for (size_t i = 0; strs[i][0]; i++) {
        pe_value s = pe_str_from_cstr(vm, strs[i][1]);
        if (pe_is_null(s)) return -1;
        int r = pe_dict_set_cstr(vm, dict, strs[i][0], s);
        pe_decref(vm, s);
        if (r < 0) return -1;
    }
    /* argv as python3 has it: ['-c'] for a string program, [path] for a script (the
     * main program is the first source the VM parsed) */
    pe_value argv = vm->sys_argv;
    if (pe_is_null(argv)) {
        const char *fn = vm->nasts ? vm->asts[0]->filename : NULL;
        if (!fn || fn[0] == '<') fn = "-c";
        pe_value a0 = pe_str_from_cstr(vm, fn);
        if (pe_is_null(a0)) return -1;
        argv = pe_list_from_array(vm, &a0, 1);
        pe_decref(vm, a0);
        if (pe_is_null(argv)) return -1;
    } else {
        pe_incref(argv);
    }
    int r = pe_dict_set_cstr(vm, dict, "argv", argv);
    pe_decref(vm, argv);
    if (r < 0) return -1;
    return pe_module_exec_source(vm, dict, "sys", pe_frozen_sys, pe_frozen_sys_len);
}
