/*
 * functions.c - the builtins namespace: builtin functions with CPython's argument
 * handling and messages, plus the builtin type names and singletons.
 */
#include "functions.h"

#include <pthread.h>
#include <stdio.h>
#include <string.h>

#include "../core/intern.h"
#include "../eval/args.h"
#include "../eval/exc.h"
#include "../eval/frame.h"
#include "../eval/func.h"
#include "../eval/import.h"
#include "../eval/ops.h"
#include "../eval/vm.h"
#include "../modules/registry.h"
#include "bytes.h"
#include "compile.h"
#include "complex.h"
#include "dict.h"
#include "exceptions.h"
#include "float.h"
#include "int.h"
#include "iter.h"
#include "list.h"
#include "slice.h"
#include "str.h"
#include "subclass.h"
#include "tuple.h"
#include "type.h"
#include "union.h"

#define ARGS_ONE(name)                                                                     \
    if (pe_args_one(vm, name, nargs, kwnames) < 0) return PE_NULL
#define ARGS_RANGE(name, lo, hi)                                                           \
    if (pe_args_range(vm, name, nargs, kwnames, lo, hi) < 0) return PE_NULL

/* ---- print --------------------------------------------------------------------------- */

static int write_value(pe_vm *vm, pe_value file, int stream, pe_value s) {
    if (pe_is_null(file) || pe_is_none(file))
        return pe_vm_write(vm, stream, pe_str_obj(s)->data, pe_str_obj(s)->size);
    pe_value r = pe_op_call_method(vm, file, "write", &s, 1);
    if (pe_is_null(r)) return -1;
    pe_decref(vm, r);
    return 0;
}

/* sys.stdout when the program replaced it (sys.stdout = obj), else PE_NULL: print then
 * writes to the VM's output itself. Borrowed. Cannot fail. */
static pe_value redirected_stdout(pe_vm *vm) {
    if (!pe_is_obj(vm->modules)) return PE_NULL;
    pe_value m = pe_dict_get_cstr(vm, vm->modules, "sys");
    if (pe_is_null(m) || !pe_module_check(vm, m)) return PE_NULL;
    pe_value out = pe_dict_get_cstr(vm, pe_module_dict(m), "stdout");
    pe_value orig = pe_dict_get_cstr(vm, pe_module_dict(m), "__stdout__");
    return pe_is_null(out) || pe_is(out, orig) ? PE_NULL : out;
}

/* print(..., file=f): as CPython's print, one f.write() per argument, separator and
 * end, then f.flush() when flush is true (a user object sees every piece). kw holds
 * the checked sep, end, file and flush. */
static pe_value print_to_file(pe_vm *vm, const pe_value *args, size_t nargs,
                              const pe_value *kw) {
    pe_value sep = kw[0], end = kw[1], file = kw[2], flush = kw[3];
    pe_value dsep = PE_NULL, dend = PE_NULL;
    if (pe_is_null(sep) || pe_is_none(sep)) sep = dsep = pe_str_value(vm, " ", 1);
    if (pe_is_null(end) || pe_is_none(end)) end = dend = pe_str_value(vm, "\n", 1);
    int r = pe_is_null(sep) || pe_is_null(end) ? -1 : 0;
    /* loop-bound: caller-charged: print charges its arguments beyond 8, and each str()
     * written is charged as output */
    for (size_t i = 0; r == 0 && i < nargs; i++) {
        if (i) r = write_value(vm, file, 1, sep);
        pe_value s = r < 0 ? PE_NULL : pe_op_str(vm, args[i]);
        if (pe_is_null(s))
            r = -1;
        else
            r = write_value(vm, file, 1, s);
        pe_clear(vm, &s);
    }
    if (r == 0) r = write_value(vm, file, 1, end);
    pe_clear(vm, &dsep);
    pe_clear(vm, &dend);
    if (r == 0 && !pe_is_null(flush)) {
        r = pe_op_truth(vm, flush);
        if (r > 0) {
            pe_value f = pe_op_call_method(vm, file, "flush", NULL, 0);
            r = pe_is_null(f) ? -1 : 0;
            pe_clear(vm, &f);
        }
    }
    return r < 0 ? PE_NULL : PE_NONE;
}

static pe_value bi_print(pe_vm *vm, const pe_value *args, size_t nargs, pe_obj *kwnames) {
    static const char *const params[] = {"sep", "end", "file", "flush", NULL};
    static const pe_argspec spec = {"print", params, 0, 0, 0};
    pe_value kw[4];
    size_t nkw = pe_args_nkw(kwnames);
    if (pe_args_parse(vm, &spec, args + nargs, 0, kwnames, kw) < 0) return PE_NULL;
    (void)nkw;
    /* one str() per argument: print(*huge_list) charges per item (short calls are free) */
    if (nargs > 8 && PE_TICK(vm, nargs) < 0) return PE_NULL;
    pe_value sep = kw[0], end = kw[1], file = kw[2];
    if (!pe_is_null(sep)) sep = pe_str_arg(vm, sep);
    if (!pe_is_null(end)) end = pe_str_arg(vm, end);
    if (!pe_is_null(sep) && !pe_is_none(sep) && !pe_str_check(vm, sep))
        return pe_err_format(vm, PE_EXC_TypeError, "sep must be None or a string, not %s",
                             pe_op_typename(vm, sep));
    if (!pe_is_null(end) && !pe_is_none(end) && !pe_str_check(vm, end))
        return pe_err_format(vm, PE_EXC_TypeError, "end must be None or a string, not %s",
                             pe_op_typename(vm, end));
    const char *sepc = " ", *endc = "\n";
    size_t sepn = 1, endn = 1;
    if (!pe_is_null(sep) && !pe_is_none(sep))
        sepc = pe_str_obj(sep)->data, sepn = pe_str_obj(sep)->size;
    if (!pe_is_null(end) && !pe_is_none(end))
        endc = pe_str_obj(end)->data, endn = pe_str_obj(end)->size;
    if (pe_is_null(file) || pe_is_none(file)) {
        file = redirected_stdout(vm);
        if (pe_is_none(file)) return PE_NONE; /* sys.stdout = None: print does nothing */
    }
    if (!pe_is_null(file)) {
        /* the program's code may rebind sys.stdout while writing */
        kw[2] = pe_incref(file);
        pe_value r = print_to_file(vm, args, nargs, kw);
        pe_decref(vm, file);
        return r;
    }
    /* build the whole line first: one write per print, as CPython's buffered stdout */
    pe_strbuf b;
    pe_strbuf_init(&b, vm);
    for (size_t i = 0; i < nargs; i++) {
        if (i && pe_strbuf_add(&b, sepc, sepn) < 0) goto fail;
        pe_value s = pe_op_str(vm, args[i]);
        if (pe_is_null(s)) goto fail;
        int r = pe_strbuf_add(&b, pe_str_obj(s)->data, pe_str_obj(s)->size);
        pe_decref(vm, s);
        if (r < 0) goto fail;
    }
    if (pe_strbuf_add(&b, endc, endn) < 0) goto fail;
    pe_value line = pe_strbuf_finish(&b);
    if (pe_is_null(line)) return line;
    int r = write_value(vm, file, 1, line);
    pe_decref(vm, line);
    return r < 0 ? PE_NULL : PE_NONE;
fail:
    pe_strbuf_free(&b);
    return PE_NULL;
}

/* ---- simple one-argument functions --------------------------------------------------- */

static pe_value bi_len(pe_vm *vm, const pe_value *args, size_t nargs, pe_obj *kwnames) {
    ARGS_ONE("len");
    int64_t n = pe_op_len(vm, args[0]);
    return n < 0 ? PE_NULL : pe_int(n);
}

static pe_value bi_repr(pe_vm *vm, const pe_value *args, size_t nargs, pe_obj *kwnames) {
    ARGS_ONE("repr");
    return pe_op_repr(vm, args[0]);
}

pe_value pe_builtin_ascii(pe_vm *vm, pe_value v) {
    pe_value r = pe_op_repr(vm, v);
    if (pe_is_null(r)) return r;
    pe_str *s = pe_str_obj(r);
    if (s->ascii) return r;
    pe_strbuf b;
    pe_strbuf_init(&b, vm);
    const unsigned char *p = (const unsigned char *)s->data, *end = p + s->size;
    while (p < end) {
        uint32_t c = *p;
        int n = 1;
        if (c >= 0xF0)
            c &= 0x07, n = 4;
        else if (c >= 0xE0)
            c &= 0x0F, n = 3;
        else if (c >= 0xC0)
            c &= 0x1F, n = 2;
        /* loop-bound: const */
        for (int i = 1; i < n && p + i < end; i++)
            c = (c << 6) | (p[i] & 0x3F);
        p += n;
        char buf[16];
        int len;
        if (c < 0x80)
            buf[0] = (char)c, len = 1;
        else if (c < 0x100)
            len = snprintf(buf, sizeof buf, "\\x%02x", c);
        else if (c < 0x10000)
            len = snprintf(buf, sizeof buf, "\\u%04x", c);
        else
            len = snprintf(buf, sizeof buf, "\\U%08x", c);
        if (pe_strbuf_add(&b, buf, (size_t)len) < 0) {
            pe_strbuf_free(&b);
            pe_decref(vm, r);
            return PE_NULL;
        }
    }
    pe_decref(vm, r);
    return pe_strbuf_finish(&b);
}

static pe_value bi_ascii(pe_vm *vm, const pe_value *args, size_t nargs, pe_obj *kwnames) {
    ARGS_ONE("ascii");
    return pe_builtin_ascii(vm, args[0]);
}

static pe_value bi_abs(pe_vm *vm, const pe_value *args, size_t nargs, pe_obj *kwnames) {
    ARGS_ONE("abs");
    pe_type *t = pe_type_of(vm, args[0]);
    if (t->abs) return t->abs(vm, args[0]);
    return pe_err_format(vm, PE_EXC_TypeError, "bad operand type for abs(): '%s'", t->name);
}

static pe_value bi_hash(pe_vm *vm, const pe_value *args, size_t nargs, pe_obj *kwnames) {
    ARGS_ONE("hash");
    int64_t h;
    if (pe_op_hash(vm, args[0], &h) < 0) return PE_NULL;
    return pe_int(h);
}

static pe_value bi_id(pe_vm *vm, const pe_value *args, size_t nargs, pe_obj *kwnames) {
    ARGS_ONE("id");
    pe_value v = args[0];
    if (pe_is_obj(v)) return pe_int((int64_t)(uintptr_t)v.u.o);
    /* immediates have no address: a stable number per value */
    return pe_int((int64_t)(((uint64_t)v.tag << 56) ^ (uint64_t)v.u.i) & INT64_MAX);
}

static pe_value bi_callable(pe_vm *vm, const pe_value *args, size_t nargs,
                            pe_obj *kwnames) {
    ARGS_ONE("callable");
    return pe_bool(pe_type_of(vm, args[0])->call != NULL);
}

static pe_value bi_iter(pe_vm *vm, const pe_value *args, size_t nargs, pe_obj *kwnames) {
    ARGS_RANGE("iter", 1, 2);
    if (nargs == 2) return pe_iter_callable(vm, args[0], args[1]);
    return pe_op_iter(vm, args[0]);
}

static pe_value bi_next(pe_vm *vm, const pe_value *args, size_t nargs, pe_obj *kwnames) {
    ARGS_RANGE("next", 1, 2);
    pe_type *t = pe_type_of(vm, args[0]);
    if (!t->iternext)
        return pe_err_format(vm, PE_EXC_TypeError, "'%s' object is not an iterator",
                             t->name);
    pe_value r = t->iternext(vm, args[0]);
    if (!pe_is_null(r)) return r;
    if (pe_err_occurred(vm)) {
        if (nargs == 2 && pe_err_matches(vm, PE_EXC_StopIteration)) {
            pe_err_clear(vm);
            return pe_incref(args[1]);
        }
        return PE_NULL;
    }
    if (nargs == 2) return pe_incref(args[1]);
    return pe_err_raise(vm, pe_obj_value(&vm->exc_types[PE_EXC_StopIteration]->base));
}

/* input(): the sandbox's stdin is empty (sys.stdin reads as a stream at its end). The
 * prompt is written as CPython writes it, then CPython's EOFError for end of input
 * (docs/differences.md). */
static pe_value bi_input(pe_vm *vm, const pe_value *args, size_t nargs, pe_obj *kwnames) {
    ARGS_RANGE("input", 0, 1);
    if (nargs == 1) {
        pe_value s = pe_op_str(vm, args[0]);
        if (pe_is_null(s)) return s;
        int r = pe_vm_write(vm, 1, pe_str_obj(s)->data, pe_str_obj(s)->size);
        pe_decref(vm, s);
        if (r < 0) return PE_NULL;
    }
    return pe_err_set(vm, PE_EXC_EOFError, "EOF when reading a line");
}

/* open(): io.open over the VM's virtual file tree (modules/py/io.py, docs/files.md).
 * The io module is loaded as an internal import: the host's import policy does not
 * apply to it, as open() is a builtin. */
static pe_value bi_open(pe_vm *vm, const pe_value *args, size_t nargs, pe_obj *kwnames) {
    int idx = pe_registry_index(vm, "io", 2);
    if (idx < 0) return pe_err_set(vm, PE_EXC_PermissionError, "open() is not available");
    pe_value io = pe_registry_load(vm, idx);
    if (pe_is_null(io)) return io;
    pe_value fn = pe_op_getattr_cstr(vm, io, "open");
    pe_decref(vm, io);
    if (pe_is_null(fn)) return fn;
    pe_value r = pe_op_call(vm, fn, args, nargs, kwnames);
    pe_decref(vm, fn);
    return r;
}

/* exit()/quit(): SystemExit with the given code, as the site module's Quitter. */
static pe_value bi_exit(pe_vm *vm, const pe_value *args, size_t nargs, pe_obj *kwnames) {
    ARGS_RANGE("exit", 0, 1);
    pe_value code = nargs ? args[0] : PE_NONE;
    pe_value cls = pe_obj_value(&vm->exc_types[PE_EXC_SystemExit]->base);
    pe_value e = pe_op_call(vm, cls, &code, 1, NULL);
    if (pe_is_null(e)) return e;
    pe_err_raise(vm, e);
    pe_decref(vm, e);
    return PE_NULL;
}

static pe_value bi_help(pe_vm *vm, const pe_value *args, size_t nargs, pe_obj *kwnames) {
    (void)args, (void)nargs, (void)kwnames;
    return pe_err_set(vm, PE_EXC_NotImplementedError,
                      "help() is not available in the sandbox");
}

static pe_value bi_breakpoint(pe_vm *vm, const pe_value *args, size_t nargs,
                              pe_obj *kwnames) {
    (void)args, (void)nargs, (void)kwnames;
    return pe_err_set(vm, PE_EXC_NotImplementedError,
                      "breakpoint() is not available in the sandbox");
}

/* __import__'s fromlist step for a package (CPython's _handle_fromlist): each name
 * the package lacks is imported as its submodule when there is one. 0 or -1. */
static int import_fromlist(pe_vm *vm, pe_value m, pe_value modname, pe_value fromlist,
                           int checked) {
    pe_value it = pe_op_iter(vm, fromlist);
    if (pe_is_null(it)) return -1;
    const pe_str *mn = pe_str_obj(modname);
    int r = 0;
    for (;;) {
        /* one op per name: fromlist may be any iterable, of any length */
        pe_value k = PE_TICK(vm, 1) < 0 ? PE_NULL : pe_op_next(vm, it);
        if (pe_is_null(k)) break;
        if (!pe_str_check(vm, k)) {
            pe_err_format(vm, PE_EXC_TypeError, "Item in ``from list'' must be str, not %s",
                          pe_op_typename(vm, k));
            pe_decref(vm, k);
            break;
        }
        pe_str *name = pe_intern_new(vm, pe_str_obj(k)->data, pe_str_obj(k)->size);
        pe_decref(vm, k);
        if (!name) {
            pe_err_nomem(vm);
            break;
        }
        int missing = 0;
        pe_value v =
            name->size == 1 && name->data[0] == '*'
                ? pe_incref(m)
                : pe_import_from_name(vm, m, mn->data, mn->size, name, checked, &missing);
        pe_obj_decref(vm, &name->base);
        /* a name that is neither an attribute nor a submodule is the caller's problem */
        if (pe_is_null(v) && !missing) break;
        pe_decref(vm, v);
    }
    pe_decref(vm, it);
    if (pe_err_occurred(vm)) r = -1;
    return r;
}

/* __import__(name, globals=None, locals=None, fromlist=(), level=0) over the module
 * registry: the top-level package for `import a.b`, or with a fromlist the module
 * itself. */
static pe_value bi_import(pe_vm *vm, const pe_value *args, size_t nargs, pe_obj *kwnames) {
    static const char *const params[] = {"name",     "globals", "locals",
                                         "fromlist", "level",   NULL};
    static const pe_argspec spec = {"__import__", params, 1, 0, 5};
    pe_value a[5];
    if (pe_args_parse(vm, &spec, args, nargs, kwnames, a) < 0) return PE_NULL;
    if (!pe_str_check(vm, a[0]))
        return pe_err_set(vm, PE_EXC_TypeError, "module name must be a string");
    int64_t level = 0;
    if (!pe_is_null(a[4]) && pe_op_index_int(vm, a[4], &level) < 0) return PE_NULL;
    if (level < 0) return pe_err_set(vm, PE_EXC_ValueError, "level must be >= 0");
    const pe_str *raw = pe_str_obj(a[0]);
    if (level == 0 && raw->size == 0)
        return pe_err_set(vm, PE_EXC_ValueError, "Empty module name");
    int checked = pe_import_checked(vm, vm->frame);
    pe_value absname = pe_import_resolve(vm, pe_is_null(a[1]) ? PE_NONE : a[1], raw->data,
                                         raw->size, level);
    if (pe_is_null(absname)) return PE_NULL;
    pe_value top = PE_NULL;
    const pe_str *an = pe_str_obj(absname);
    pe_value m = pe_import_name(vm, an->data, an->size, checked, &top);
    int want_leaf = 0;
    if (!pe_is_null(m) && !pe_is_null(a[3])) {
        want_leaf = pe_op_truth(vm, a[3]);
        if (want_leaf < 0 || (want_leaf && pe_registry_is_package(vm, an->data, an->size) &&
                              import_fromlist(vm, m, absname, a[3], checked) < 0))
            pe_clear(vm, &m);
    }
    pe_decref(vm, absname);
    if (pe_is_null(m)) {
        pe_decref(vm, top);
        return PE_NULL;
    }
    /* a relative name's top is its package's top; with a fromlist, the module */
    if (want_leaf || level > 0) {
        pe_decref(vm, top);
        return m;
    }
    pe_decref(vm, m);
    return top;
}

/* ---- types --------------------------------------------------------------------------- */

/* A class whose _is_protocol is true (typing.Protocol and the protocols derived from it)
 * answers isinstance/issubclass through its __instancecheck__/__subclasscheck__
 * classmethods, as typing's _ProtocolMeta does in CPython (pyeval's typing has no
 * metaclass). 1 with the answer in *out, 0 for an ordinary class, -1 on error. */
static int protocol_check(pe_vm *vm, pe_type *cls, pe_value subject, int inst, int *out) {
    if (!(cls->tflags & PE_TPF_HEAPTYPE)) return 0;
    pe_str *key = pe_intern(vm, "_is_protocol", 12);
    if (!key) {
        pe_err_nomem(vm);
        return -1;
    }
    pe_value flag = pe_type_lookup(vm, cls, key);
    if (pe_is_null(flag)) return 0;
    int truth = pe_op_truth(vm, flag);
    if (truth <= 0) return truth;
    pe_value r =
        pe_op_call_method(vm, pe_obj_value(&cls->base),
                          inst ? "__instancecheck__" : "__subclasscheck__", &subject, 1);
    if (pe_is_null(r)) return -1;
    truth = pe_op_truth(vm, r);
    pe_decref(vm, r);
    if (truth < 0) return -1;
    *out = truth;
    return 1;
}

/* A class whose user metaclass defines __instancecheck__/__subclasscheck__ (abc.ABCMeta)
 * answers through it; the hook is looked up on the metaclass only, never the class.
 * 1 with the answer in *out, 0 when the metaclass has no such hook, -1 on error. */
static int meta_check(pe_vm *vm, pe_value cls, pe_value subject, int inst, int *out) {
    pe_type *mt = pe_type_of(vm, cls);
    if (!(mt->tflags & PE_TPF_HEAPTYPE)) return 0;
    const char *hook = inst ? "__instancecheck__" : "__subclasscheck__";
    pe_str *name = pe_intern(vm, hook, strlen(hook));
    if (!name) {
        pe_err_nomem(vm);
        return -1;
    }
    pe_value m = pe_type_lookup(vm, mt, name);
    if (pe_is_null(m) || pe_builtin_check(vm, m)) return 0;
    /* the checks may nest (a hook calling isinstance on another ABC) */
    if (pe_seq_enter_recursive(vm, inst ? " in __instancecheck__"
                                        : " in __subclasscheck__") < 0)
        return -1;
    pe_value bound = pe_object_bind(vm, m, cls);
    pe_value r = pe_is_null(bound) ? PE_NULL : pe_op_call(vm, bound, &subject, 1, NULL);
    pe_decref(vm, bound);
    pe_seq_leave_recursive(vm);
    if (pe_is_null(r)) return -1;
    int truth = pe_op_truth(vm, r);
    pe_decref(vm, r);
    if (truth < 0) return -1;
    *out = truth;
    return 1;
}

/* isinstance/issubclass second argument: a class, a union, a (nested) tuple of them, or
 * an object whose type defines __instancecheck__/__subclasscheck__ (typing's aliases).
 * subject is the object (inst) or the class; t is its type or the class itself. */
static int class_matches(pe_vm *vm, pe_value subject, pe_type *t, pe_value spec, int inst,
                         const char *fname, const char *what) {
    if (pe_type_check(vm, spec)) {
        if (inst && t == (pe_type *)spec.u.o) return 1; /* CPython's exact-type shortcut */
        int out = 0, r = meta_check(vm, spec, subject, inst, &out);
        if (r) return r < 0 ? -1 : out;
        if (pe_type_is_subtype(t, (pe_type *)spec.u.o)) return 1;
        r = protocol_check(vm, (pe_type *)spec.u.o, subject, inst, &out);
        return r < 0 ? -1 : r ? out : 0;
    }
    if (pe_union_check(vm, spec)) spec = pe_union_args(spec); /* checked in order */
    if (pe_is_obj(spec) && pe_type_of(vm, spec) == vm->types[PE_TYPE_GENERIC_ALIAS]) {
        pe_err_format(vm, PE_EXC_TypeError,
                      "%s() argument 2 cannot be a parameterized generic", fname);
        return -1;
    }
    if (pe_is_obj(spec) && pe_type_of(vm, spec) == vm->types[PE_TYPE_TUPLE]) {
        /* one op per class checked; the usual short tuples keep a constant cost */
        if (pe_tuple_len(spec) > 8 && PE_TICK(vm, pe_tuple_len(spec)) < 0) return -1;
        /* nested tuples recurse: ((((int,),),),) 100,000 deep overflowed the C stack */
        if (pe_seq_enter_recursive(vm, inst ? " in __instancecheck__"
                                            : " in __subclasscheck__") < 0)
            return -1;
        int r = 0;
        /* loop-bound: charged-before: the charge above in class_matches covers this trip
         * count */
        for (size_t i = 0; i < pe_tuple_len(spec) && r == 0; i++)
            r = class_matches(vm, subject, t, pe_tuple_item(spec, i), inst, fname, what);
        pe_seq_leave_recursive(vm);
        return r;
    }
    const char *hook = inst ? "__instancecheck__" : "__subclasscheck__";
    pe_str *name = pe_intern(vm, hook, strlen(hook));
    if (!name) {
        pe_err_nomem(vm);
        return -1;
    }
    if (!pe_is_null(pe_type_lookup(vm, pe_type_of(vm, spec), name))) {
        pe_value r = pe_op_call_method(vm, spec, hook, &subject, 1);
        if (pe_is_null(r)) return -1;
        int truth = pe_op_truth(vm, r);
        pe_decref(vm, r);
        return truth;
    }
    pe_err_format(vm, PE_EXC_TypeError, "%s() arg 2 must be %s", fname, what);
    return -1;
}

static pe_value bi_isinstance(pe_vm *vm, const pe_value *args, size_t nargs,
                              pe_obj *kwnames) {
    ARGS_RANGE("isinstance", 2, 2);
    int r = class_matches(vm, args[0], pe_type_of(vm, args[0]), args[1], 1, "isinstance",
                          "a type, a tuple of types, or a union");
    return r < 0 ? PE_NULL : pe_bool(r);
}

static pe_value bi_issubclass(pe_vm *vm, const pe_value *args, size_t nargs,
                              pe_obj *kwnames) {
    ARGS_RANGE("issubclass", 2, 2);
    if (!pe_type_check(vm, args[0]))
        return pe_err_set(vm, PE_EXC_TypeError, "issubclass() arg 1 must be a class");
    int r = class_matches(vm, args[0], (pe_type *)args[0].u.o, args[1], 0, "issubclass",
                          "a class, a tuple of classes, or a union");
    return r < 0 ? PE_NULL : pe_bool(r);
}

/* ---- attributes ---------------------------------------------------------------------- */

/* The interned name for getattr/hasattr/setattr/delattr: a NEW reference (names from
 * data are mortal, core/intern.h: a loop of fresh names must not fill the VM), or
 * NULL with an exception pending. */
static pe_str *attr_name(pe_vm *vm, pe_value v) {
    if (!pe_str_check(vm, pe_str_arg(vm, v))) {
        pe_err_format(vm, PE_EXC_TypeError, "attribute name must be string, not '%s'",
                      pe_op_typename(vm, v));
        return NULL;
    }
    pe_str *s = pe_str_obj(pe_str_arg(vm, v));
    /* interning hashes and compares the whole name: one op per 64 bytes */
    if (!s->interned && s->size >= 64 && PE_TICK(vm, s->size / 64) < 0) return NULL;
    pe_str *r = pe_intern_str(vm, s);
    if (!r) pe_err_nomem(vm);
    return r;
}

static pe_value bi_getattr(pe_vm *vm, const pe_value *args, size_t nargs, pe_obj *kwnames) {
    ARGS_RANGE("getattr", 2, 3);
    pe_str *name = attr_name(vm, args[1]);
    if (!name) return PE_NULL;
    pe_value r = pe_op_getattr(vm, args[0], name);
    pe_obj_decref(vm, &name->base);
    if (pe_is_null(r) && nargs == 3 && pe_err_matches(vm, PE_EXC_AttributeError)) {
        pe_err_clear(vm);
        return pe_incref(args[2]);
    }
    return r;
}

static pe_value bi_hasattr(pe_vm *vm, const pe_value *args, size_t nargs, pe_obj *kwnames) {
    ARGS_RANGE("hasattr", 2, 2);
    pe_str *name = attr_name(vm, args[1]);
    if (!name) return PE_NULL;
    pe_value r = pe_op_getattr(vm, args[0], name);
    pe_obj_decref(vm, &name->base);
    if (pe_is_null(r)) {
        if (!pe_err_matches(vm, PE_EXC_AttributeError)) return PE_NULL;
        pe_err_clear(vm);
        return PE_FALSE;
    }
    pe_decref(vm, r);
    return PE_TRUE;
}

/* setattr (value) and delattr (value PE_NULL). */
static pe_value set_or_del(pe_vm *vm, pe_value obj, pe_value nm, pe_value value) {
    pe_str *name = attr_name(vm, nm);
    if (!name) return PE_NULL;
    int r = pe_op_setattr(vm, obj, name, value);
    pe_obj_decref(vm, &name->base);
    return r < 0 ? PE_NULL : PE_NONE;
}

static pe_value bi_setattr(pe_vm *vm, const pe_value *args, size_t nargs, pe_obj *kwnames) {
    ARGS_RANGE("setattr", 3, 3);
    return set_or_del(vm, args[0], args[1], args[2]);
}

static pe_value bi_delattr(pe_vm *vm, const pe_value *args, size_t nargs, pe_obj *kwnames) {
    ARGS_RANGE("delattr", 2, 2);
    return set_or_del(vm, args[0], args[1], PE_NULL);
}

/* ---- iteration-based functions ------------------------------------------------------- */

/* Iterates v calling fn(item, ctx) until it returns non-zero (1: stop, -1: error). */
typedef int (*each_fn)(pe_vm *vm, pe_value item, void *ctx);
static int for_each(pe_vm *vm, pe_value v, each_fn fn, void *ctx) {
    pe_value it = pe_op_iter(vm, v);
    if (pe_is_null(it)) return -1;
    int rc = 0;
    for (;;) {
        if (PE_TICK(vm, 1) < 0) {
            rc = -1;
            break;
        }
        pe_value x = pe_op_next(vm, it);
        if (pe_is_null(x)) {
            if (pe_err_occurred(vm)) rc = -1;
            break;
        }
        rc = fn(vm, x, ctx);
        pe_decref(vm, x);
        if (rc) break;
    }
    pe_decref(vm, it);
    return rc < 0 ? -1 : rc;
}

static int any_fn(pe_vm *vm, pe_value x, void *ctx) {
    int t = pe_op_truth(vm, x);
    if (t < 0) return -1;
    return t == *(int *)ctx;
}

static pe_value bi_any(pe_vm *vm, const pe_value *args, size_t nargs, pe_obj *kwnames) {
    ARGS_ONE("any");
    int want = 1;
    int r = for_each(vm, args[0], any_fn, &want);
    return r < 0 ? PE_NULL : pe_bool(r == 1);
}

static pe_value bi_all(pe_vm *vm, const pe_value *args, size_t nargs, pe_obj *kwnames) {
    ARGS_ONE("all");
    int want = 0;
    int r = for_each(vm, args[0], any_fn, &want);
    return r < 0 ? PE_NULL : pe_bool(r != 1);
}

typedef struct sum_ctx {
    pe_value acc;
} sum_ctx;

static int sum_fn(pe_vm *vm, pe_value x, void *ctx) {
    sum_ctx *c = ctx;
    if (c->acc.tag == PE_T_INT && x.tag == PE_T_INT) {
        int64_t r;
        if (!__builtin_add_overflow(c->acc.u.i, x.u.i, &r)) {
            c->acc = pe_int(r);
            return 0;
        }
    }
    if (c->acc.tag == PE_T_FLOAT && x.tag == PE_T_FLOAT) {
        c->acc.u.f += x.u.f;
        return 0;
    }
    pe_value r = pe_op_binary(vm, PE_OP_ADD, c->acc, x);
    if (pe_is_null(r)) return -1;
    pe_decref(vm, c->acc);
    c->acc = r;
    return 0;
}

static pe_value bi_sum(pe_vm *vm, const pe_value *args, size_t nargs, pe_obj *kwnames) {
    static const char *const params[] = {"", "start", NULL};
    static const pe_argspec spec = {"sum", params, 1, 1, 2};
    pe_value a[2];
    if (nargs == 0 && pe_args_nkw(kwnames) == 0)
        return pe_err_set(vm, PE_EXC_TypeError,
                          "sum() takes at least 1 positional argument (0 given)");
    if (pe_args_parse(vm, &spec, args, nargs, kwnames, a) < 0) return PE_NULL;
    pe_value start = pe_is_null(a[1]) ? pe_int(0) : a[1];
    if (pe_str_check(vm, start))
        return pe_err_set(vm, PE_EXC_TypeError,
                          "sum() can't sum strings [use ''.join(seq) instead]");
    sum_ctx c = {pe_incref(start)};
    if (for_each(vm, a[0], sum_fn, &c) < 0) {
        pe_decref(vm, c.acc);
        return PE_NULL;
    }
    return c.acc;
}

/* min() and max() share CPython's min_max: one iterable or several arguments, key=,
 * default= (only with one iterable). */
static pe_value min_max(pe_vm *vm, const pe_value *args, size_t nargs, pe_obj *kwnames,
                        const char *name, pe_cmpop op) {
    pe_value key = PE_NULL, dflt = PE_NULL;
    size_t nkw = pe_args_nkw(kwnames);
    if (nargs == 0) {
        pe_err_format(vm, PE_EXC_TypeError, "%s expected at least 1 argument, got 0", name);
        return PE_NULL;
    }
    if (nkw > 2) {
        return pe_err_format(vm, PE_EXC_TypeError,
                             "%s() takes at most 2 keyword arguments (%zu given)", name,
                             nkw);
    }
    /* loop-bound: caller-charged: the keyword arguments of one call, each charged when
     * evaluated or unpacked */
    for (size_t k = 0; k < nkw; k++) {
        pe_str *kn = pe_args_kwname(kwnames, k);
        if (kn->size == 3 && !memcmp(kn->data, "key", 3))
            key = args[nargs + k];
        else if (kn->size == 7 && !memcmp(kn->data, "default", 7))
            dflt = args[nargs + k];
        else
            return pe_err_format(vm, PE_EXC_TypeError,
                                 "'%s' is an invalid keyword argument for %s()", kn->data,
                                 name);
    }
    if (pe_is_none(key)) key = PE_NULL;
    if (nargs > 1 && !pe_is_null(dflt))
        return pe_err_format(
            vm, PE_EXC_TypeError,
            "Cannot specify a default for %s() with multiple positional arguments", name);
    pe_value seq = nargs == 1 ? args[0] : PE_NULL;
    pe_value tmp = PE_NULL;
    if (nargs > 1) {
        tmp = pe_tuple_from_array(vm, args, nargs);
        if (pe_is_null(tmp)) return tmp;
        seq = tmp;
    }
    pe_value it = pe_op_iter(vm, seq);
    pe_decref(vm, tmp);
    if (pe_is_null(it)) return it;
    pe_value best = PE_NULL, bestkey = PE_NULL;
    for (;;) {
        if (PE_TICK(vm, 1) < 0) goto fail;
        pe_value x = pe_op_next(vm, it);
        if (pe_is_null(x)) {
            if (pe_err_occurred(vm)) goto fail;
            break;
        }
        pe_value k = pe_is_null(key) ? pe_incref(x) : pe_op_call(vm, key, &x, 1, NULL);
        if (pe_is_null(k)) {
            pe_decref(vm, x);
            goto fail;
        }
        if (pe_is_null(best)) {
            best = x;
            bestkey = k;
            continue;
        }
        int c = pe_op_compare_bool(vm, op, k, bestkey);
        if (c < 0) {
            pe_decref(vm, x);
            pe_decref(vm, k);
            goto fail;
        }
        if (c) {
            pe_decref(vm, best);
            pe_decref(vm, bestkey);
            best = x;
            bestkey = k;
        } else {
            pe_decref(vm, x);
            pe_decref(vm, k);
        }
    }
    pe_decref(vm, it);
    pe_decref(vm, bestkey);
    if (pe_is_null(best)) {
        if (!pe_is_null(dflt)) return pe_incref(dflt);
        return pe_err_format(vm, PE_EXC_ValueError, "%s() arg is an empty sequence", name);
    }
    return best;
fail:
    pe_decref(vm, it);
    pe_decref(vm, best);
    pe_decref(vm, bestkey);
    return PE_NULL;
}

static pe_value bi_min(pe_vm *vm, const pe_value *args, size_t nargs, pe_obj *kwnames) {
    return min_max(vm, args, nargs, kwnames, "min", PE_CMP_LT);
}
static pe_value bi_max(pe_vm *vm, const pe_value *args, size_t nargs, pe_obj *kwnames) {
    return min_max(vm, args, nargs, kwnames, "max", PE_CMP_GT);
}

static pe_value bi_sorted(pe_vm *vm, const pe_value *args, size_t nargs, pe_obj *kwnames) {
    if (nargs != 1)
        return pe_err_format(vm, PE_EXC_TypeError, "sorted expected 1 argument, got %zu",
                             nargs);
    /* the list first, then list.sort's own argument parsing, as in CPython */
    pe_value l = pe_list_from_iterable(vm, args[0]);
    if (pe_is_null(l)) return l;
    if (pe_list_sort_call(vm, l, args + 1, 0, kwnames) < 0) {
        pe_decref(vm, l);
        return PE_NULL;
    }
    return l;
}

/* ---- numbers and characters ---------------------------------------------------------- */

static pe_value bi_divmod(pe_vm *vm, const pe_value *args, size_t nargs, pe_obj *kwnames) {
    ARGS_RANGE("divmod", 2, 2);
    pe_value a = args[0], b = args[1];
    /* a class's own __divmod__/__rdivmod__ (the reflected one first when b's class is a
     * subclass of a's, as binary_op1); NotImplemented moves on */
    pe_str *names[2] = {pe_intern(vm, "__divmod__", 10), pe_intern(vm, "__rdivmod__", 11)};
    if (!names[0] || !names[1]) return pe_err_nomem(vm);
    pe_type *at = pe_type_of(vm, a), *bt = pe_type_of(vm, b);
    int b_first = bt != at && pe_type_is_subtype(bt, at);
    /* loop-bound: const: the two operand orders */
    for (int k = 0; k < 2; k++) {
        int refl = b_first ? k == 0 : k == 1;
        pe_value self = refl ? b : a, other = refl ? a : b;
        pe_type *st = refl ? bt : at;
        if (refl && bt == at) continue;
        if (!(st->tflags & PE_TPF_HEAPTYPE)) continue;
        pe_value m = pe_type_lookup(vm, st, names[refl]);
        if (pe_is_null(m) || pe_builtin_check(vm, m)) continue;
        pe_value r = pe_op_call_method(vm, self, names[refl]->data, &other, 1);
        if (pe_is_null(r) || !pe_is(r, vm->notimpl)) return r;
        pe_decref(vm, r);
    }
    /* subclass instances of int/float stand for their values */
    a = pe_subclass_unwrap(a);
    b = pe_subclass_unwrap(b);
    int anum = pe_int_check(vm, a) || a.tag == PE_T_FLOAT;
    int bnum = pe_int_check(vm, b) || b.tag == PE_T_FLOAT;
    if (!anum || !bnum)
        return pe_err_format(vm, PE_EXC_TypeError,
                             "unsupported operand type(s) for divmod(): '%s' and '%s'",
                             pe_op_typename(vm, args[0]), pe_op_typename(vm, args[1]));
    if (a.tag == PE_T_FLOAT || b.tag == PE_T_FLOAT) {
        /* float.__divmod__: one computation, with the "float divmod()" message */
        double x, y, fq, fr;
        if (pe_float_as_double(vm, a, &x) != 0 || pe_float_as_double(vm, b, &y) != 0)
            return PE_NULL;
        if (pe_float_divmod(vm, x, y, &fq, &fr, 2) < 0) return PE_NULL;
        return pe_tuple_pack2(vm, pe_float(fq), pe_float(fr));
    }
    pe_value q = pe_op_binary(vm, PE_OP_FLOORDIV, a, b);
    if (pe_is_null(q)) return q;
    pe_value r = pe_op_binary(vm, PE_OP_MOD, a, b);
    if (pe_is_null(r)) {
        pe_decref(vm, q);
        return r;
    }
    pe_value t = pe_tuple_pack2(vm, q, r);
    pe_decref(vm, q);
    pe_decref(vm, r);
    return t;
}

pe_value pe_builtin_pow3_slot(pe_vm *vm, pe_type *t, pe_value v, pe_value w, pe_value z) {
    if (t == vm->types[PE_TYPE_INT] || t == vm->types[PE_TYPE_BOOL]) {
        if (pe_int_check(vm, v) && pe_int_check(vm, w) && pe_int_check(vm, z))
            return pe_int_powmod(vm, v, w, z);
    } else if (t == vm->types[PE_TYPE_FLOAT]) {
        return pe_err_set(
            vm, PE_EXC_TypeError,
            "pow() 3rd argument not allowed unless all arguments are integers");
    } else if (t == vm->types[PE_TYPE_COMPLEX]) {
        int vok = pe_int_check(vm, v) || pe_is_float(v) || pe_complex_check(vm, v);
        int wok = pe_int_check(vm, w) || pe_is_float(w) || pe_complex_check(vm, w);
        if (vok && wok) return pe_err_set(vm, PE_EXC_ValueError, "complex modulo");
    }
    return pe_incref(vm->notimpl);
}

static pe_value bi_pow(pe_vm *vm, const pe_value *args, size_t nargs, pe_obj *kwnames) {
    static const char *const params[] = {"base", "exp", "mod", NULL};
    static const pe_argspec spec = {"pow", params, 2, 0, 3};
    pe_value a[3];
    if (pe_args_parse(vm, &spec, args, nargs, kwnames, a) < 0) return PE_NULL;
    if (pe_is_null(a[2]) || pe_is_none(a[2]))
        return pe_op_binary(vm, PE_OP_POW, a[0], a[1]);
    /* a class of the base that defines __pow__ gets (exp, mod); __rpow__ is never
     * used for three arguments */
    pe_type *vt = pe_type_of(vm, a[0]);
    if (vt->tflags & PE_TPF_HEAPTYPE) {
        pe_value m = pe_type_lookup(vm, vt, vm->op_ids[PE_OP_POW][0]);
        if (!pe_is_null(m) && !pe_builtin_check(vm, m)) {
            pe_value r = pe_op_call_method(vm, a[0], "__pow__", a + 1, 2);
            if (pe_is_null(r) || !pe_is(r, vm->notimpl)) return r;
            pe_decref(vm, r);
        }
    }
    /* ternary_op over the builtin values (subclass instances stand for theirs): the
     * base's slot, then the exponent's, then the modulus's, each type once */
    pe_value u[3];
    pe_type *ts[3];
    /* loop-bound: const */
    for (int i = 0; i < 3; i++) {
        u[i] = pe_subclass_unwrap(a[i]);
        ts[i] = pe_type_solid_base(pe_type_of(vm, u[i]));
    }
    /* loop-bound: const */
    for (int i = 0; i < 3; i++) {
        if ((i > 0 && ts[i] == ts[0]) || (i > 1 && ts[i] == ts[1])) continue;
        pe_value r = pe_builtin_pow3_slot(vm, ts[i], u[0], u[1], u[2]);
        if (pe_is_null(r) || !pe_is(r, vm->notimpl)) return r;
        pe_decref(vm, r);
    }
    return pe_err_format(vm, PE_EXC_TypeError,
                         "unsupported operand type(s) for ** or pow(): '%s', '%s', '%s'",
                         pe_op_typename(vm, a[0]), pe_op_typename(vm, a[1]),
                         pe_op_typename(vm, a[2]));
}

static pe_value bi_round(pe_vm *vm, const pe_value *args, size_t nargs, pe_obj *kwnames) {
    static const char *const params[] = {"number", "ndigits", NULL};
    static const pe_argspec spec = {"round", params, 1, 0, 2};
    pe_value a[2];
    if (pe_args_parse(vm, &spec, args, nargs, kwnames, a) < 0) return PE_NULL;
    pe_str *rn = pe_intern(vm, "__round__", 9);
    if (!rn) return pe_err_nomem(vm);
    pe_value m = pe_type_lookup(vm, pe_type_of(vm, a[0]), rn);
    if (pe_is_null(m))
        return pe_err_format(vm, PE_EXC_TypeError,
                             "type %s doesn't define __round__ method",
                             pe_op_typename(vm, a[0]));
    if (pe_is_null(a[1]) || pe_is_none(a[1]))
        return pe_op_call_special(vm, a[0], "__round__", NULL, 0);
    return pe_op_call_special(vm, a[0], "__round__", &a[1], 1);
}

static pe_value bi_format(pe_vm *vm, const pe_value *args, size_t nargs, pe_obj *kwnames) {
    ARGS_RANGE("format", 1, 2);
    pe_value spec = nargs == 2 ? pe_incref(args[1]) : pe_str_value(vm, "", 0);
    if (pe_is_null(spec)) return spec;
    if (!pe_str_check(vm, pe_str_arg(vm, spec))) {
        pe_decref(vm, spec);
        return pe_err_format(vm, PE_EXC_TypeError,
                             "format() argument 2 must be str, not %s",
                             pe_op_typename(vm, args[1]));
    }
    pe_value r = pe_fmt_value(vm, args[0], spec);
    pe_decref(vm, spec);
    return r;
}

static pe_value bi_chr(pe_vm *vm, const pe_value *args, size_t nargs, pe_obj *kwnames) {
    ARGS_ONE("chr");
    int64_t c;
    if (pe_op_index_int(vm, args[0], &c) < 0) return PE_NULL;
    if (c < 0 || c > 0x10FFFF)
        return pe_err_set(vm, PE_EXC_ValueError, "chr() arg not in range(0x110000)");
    char buf[4];
    size_t n;
    uint32_t u = (uint32_t)c;
    if (u < 0x80)
        buf[0] = (char)u, n = 1;
    else if (u < 0x800)
        buf[0] = (char)(0xC0 | (u >> 6)), buf[1] = (char)(0x80 | (u & 0x3F)), n = 2;
    else if (u < 0x10000) {
        buf[0] = (char)(0xE0 | (u >> 12));
        buf[1] = (char)(0x80 | ((u >> 6) & 0x3F));
        buf[2] = (char)(0x80 | (u & 0x3F));
        n = 3;
    } else {
        buf[0] = (char)(0xF0 | (u >> 18));
        buf[1] = (char)(0x80 | ((u >> 12) & 0x3F));
        buf[2] = (char)(0x80 | ((u >> 6) & 0x3F));
        buf[3] = (char)(0x80 | (u & 0x3F));
        n = 4;
    }
    return pe_str_value(vm, buf, n);
}

static pe_value bi_ord(pe_vm *vm, const pe_value *args, size_t nargs, pe_obj *kwnames) {
    ARGS_ONE("ord");
    pe_value sv = pe_str_arg(vm, args[0]);
    const char *bd;
    size_t bl;
    if (!pe_str_check(vm, sv) && pe_bytes_buffer(vm, sv, &bd, &bl)) {
        if (bl != 1)
            return pe_err_format(
                vm, PE_EXC_TypeError,
                "ord() expected a character, but string of length %zu found", bl);
        return pe_int((unsigned char)bd[0]);
    }
    if (!pe_str_check(vm, sv))
        return pe_err_format(vm, PE_EXC_TypeError,
                             "ord() expected string of length 1, but %s found",
                             pe_op_typename(vm, args[0]));
    pe_str *s = pe_str_obj(sv);
    if (s->len != 1)
        return pe_err_format(vm, PE_EXC_TypeError,
                             "ord() expected a character, but string of length %zu found",
                             s->len);
    const unsigned char *p = (const unsigned char *)s->data;
    uint32_t c = p[0];
    if (c >= 0xF0)
        c = ((c & 0x07) << 18) | ((p[1] & 0x3Fu) << 12) | ((p[2] & 0x3Fu) << 6) |
            (p[3] & 0x3Fu);
    else if (c >= 0xE0)
        c = ((c & 0x0F) << 12) | ((p[1] & 0x3Fu) << 6) | (p[2] & 0x3Fu);
    else if (c >= 0xC0)
        c = ((c & 0x1F) << 6) | (p[1] & 0x3Fu);
    return pe_int(c);
}

/* bin/oct/hex through int.__format__ with the alternate form. */
static pe_value int_format(pe_vm *vm, pe_value v, const char *spec) {
    pe_value i = pe_op_index(vm, v);
    if (pe_is_null(i)) return i;
    pe_value s = pe_str_from_cstr(vm, spec);
    if (pe_is_null(s)) {
        pe_decref(vm, i);
        return s;
    }
    pe_value r = pe_op_call_method(vm, i, "__format__", &s, 1);
    pe_decref(vm, s);
    pe_decref(vm, i);
    return r;
}
static pe_value bi_bin(pe_vm *vm, const pe_value *args, size_t nargs, pe_obj *kwnames) {
    ARGS_ONE("bin");
    return int_format(vm, args[0], "#b");
}
static pe_value bi_oct(pe_vm *vm, const pe_value *args, size_t nargs, pe_obj *kwnames) {
    ARGS_ONE("oct");
    return int_format(vm, args[0], "#o");
}
static pe_value bi_hex(pe_vm *vm, const pe_value *args, size_t nargs, pe_obj *kwnames) {
    ARGS_ONE("hex");
    return int_format(vm, args[0], "#x");
}

/* ---- namespaces ---------------------------------------------------------------------- */

static pe_value bi_globals(pe_vm *vm, const pe_value *args, size_t nargs, pe_obj *kwnames) {
    if (pe_args_noargs(vm, "globals", nargs, kwnames) < 0) return PE_NULL;
    if (!vm->frame) return pe_incref(vm->globals);
    return pe_incref(vm->frame->globals);
}

/* locals(): the namespace dict of module and class bodies; for a function, a new dict
 * of its bound variables (parameters, locals, cells and free variables). */
static pe_value frame_locals(pe_vm *vm) {
    pe_frame *f = vm->frame;
    if (!f) return pe_incref(vm->globals);
    if (!pe_is_null(f->locals)) return pe_incref(f->locals);
    pe_value d = pe_dict_new(vm);
    if (pe_is_null(d) || !f->scope) return d;
    const pe_scope *sc = f->scope;
    /* loop-bound: source: the slots of one code scope */
    for (uint32_t i = 0; i < sc->nslots && i < f->nslots; i++) {
        pe_value v = f->slots[i];
        if (i >= sc->nlocals) v = pe_is_obj(v) ? ((pe_cell *)v.u.o)->v : PE_NULL;
        if (pe_is_null(v)) continue;
        if (pe_dict_set_str(vm, d, sc->slot_names[i], v) < 0) {
            pe_decref(vm, d);
            return PE_NULL;
        }
    }
    return d;
}

static pe_value bi_locals(pe_vm *vm, const pe_value *args, size_t nargs, pe_obj *kwnames) {
    if (pe_args_noargs(vm, "locals", nargs, kwnames) < 0) return PE_NULL;
    return frame_locals(vm);
}

static pe_value bi_vars(pe_vm *vm, const pe_value *args, size_t nargs, pe_obj *kwnames) {
    ARGS_RANGE("vars", 0, 1);
    if (nargs == 0) return frame_locals(vm);
    pe_value d = pe_op_getattr(vm, args[0], vm->ids[PE_ID_dict]);
    if (pe_is_null(d) && pe_err_matches(vm, PE_EXC_AttributeError)) {
        pe_err_clear(vm);
        return pe_err_set(vm, PE_EXC_TypeError,
                          "vars() argument must have __dict__ attribute");
    }
    return d;
}

/* dir(obj): the sorted names of the instance dict and of every dict along the type's
 * MRO (object.__dir__); dir(cls) the class's MRO dicts; dir() the local names. */
static int add_keys(pe_vm *vm, pe_value set, pe_value d) {
    if (!pe_is_obj(d) || !pe_dict_check(vm, d)) return 0;
    size_t pos = 0;
    pe_value k;
    /* loop-bound: caller-charged: dir() charges the collected names per item when it
     * sorts them */
    while (pe_dict_next(d, &pos, &k, NULL))
        if (pe_dict_set(vm, set, k, PE_NONE) < 0) return -1;
    return 0;
}

static pe_value bi_dir(pe_vm *vm, const pe_value *args, size_t nargs, pe_obj *kwnames) {
    ARGS_RANGE("dir", 0, 1);
    pe_value names = pe_dict_new(vm), r = PE_NULL;
    if (pe_is_null(names)) return names;
    if (nargs == 0) {
        pe_value l = frame_locals(vm);
        if (pe_is_null(l) || add_keys(vm, names, l) < 0) {
            pe_decref(vm, l);
            goto out;
        }
        pe_decref(vm, l);
    } else {
        pe_value o = args[0];
        /* a class's own __dir__ (not object.__dir__) decides, as in CPython */
        pe_str *dn = pe_intern(vm, "__dir__", 7);
        if (!dn) {
            pe_err_nomem(vm);
            goto out;
        }
        pe_value m =
            pe_type_check(vm, o) ? PE_NULL : pe_type_lookup(vm, pe_type_of(vm, o), dn);
        if (!pe_is_null(m) && !pe_builtin_check(vm, m)) {
            pe_value res = pe_op_call_method(vm, o, "__dir__", NULL, 0);
            if (pe_is_null(res)) goto out;
            r = pe_list_from_iterable(vm, res);
            pe_decref(vm, res);
            if (!pe_is_null(r) && pe_list_sort(vm, r, PE_NONE, 0) < 0) pe_clear(vm, &r);
            goto out;
        }
        if (pe_module_check(vm, o)) { /* module.__dir__: the namespace's names */
            if (add_keys(vm, names, pe_module_dict(o)) < 0) goto out;
            r = pe_list_from_iterable(vm, names);
            if (!pe_is_null(r) && pe_list_sort(vm, r, PE_NONE, 0) < 0) pe_clear(vm, &r);
            goto out;
        }
        pe_type *t = pe_type_check(vm, o) ? (pe_type *)o.u.o : pe_type_of(vm, o);
        pe_value *ds = pe_type_check(vm, o) ? NULL : pe_object_dict_slot(vm, o);
        if (ds && add_keys(vm, names, *ds) < 0) goto out;
        pe_mro_walk w;
        /* loop-bound: mro */
        for (pe_type *c = pe_mro_first(&w, t); c; c = pe_mro_next(&w)) {
            pe_value d = pe_type_dict(vm, c);
            if (pe_is_null(d) || add_keys(vm, names, d) < 0) goto out;
        }
    }
    r = pe_list_from_iterable(vm, names);
    if (!pe_is_null(r) && pe_list_sort(vm, r, PE_NONE, 0) < 0) pe_clear(vm, &r);
out:
    pe_decref(vm, names);
    return r;
}

/* ---- namespace ----------------------------------------------------------------------- */

static const pe_method_def builtin_functions[] = {
    {"print", bi_print, 0},
    {"len", bi_len, 0},
    {"repr", bi_repr, 0},
    {"ascii", bi_ascii, 0},
    {"abs", bi_abs, 0},
    {"hash", bi_hash, 0},
    {"id", bi_id, 0},
    {"callable", bi_callable, 0},
    {"iter", bi_iter, 0},
    {"next", bi_next, 0},
    {"input", bi_input, 0},
    {"isinstance", bi_isinstance, 0},
    {"issubclass", bi_issubclass, 0},
    {"getattr", bi_getattr, 0},
    {"hasattr", bi_hasattr, 0},
    {"setattr", bi_setattr, 0},
    {"delattr", bi_delattr, 0},
    {"any", bi_any, 0},
    {"all", bi_all, 0},
    {"sum", bi_sum, 0},
    {"min", bi_min, 0},
    {"max", bi_max, 0},
    {"sorted", bi_sorted, 0},
    {"divmod", bi_divmod, 0},
    {"pow", bi_pow, 0},
    {"round", bi_round, 0},
    {"format", bi_format, 0},
    {"chr", bi_chr, 0},
    {"ord", bi_ord, 0},
    {"bin", bi_bin, 0},
    {"oct", bi_oct, 0},
    {"hex", bi_hex, 0},
    {"globals", bi_globals, 0},
    {"locals", bi_locals, 0},
    {"vars", bi_vars, 0},
    {"dir", bi_dir, 0},
    {"open", bi_open, 0},
    {"exit", bi_exit, 0},
    {"quit", bi_exit, 0},
    {"help", bi_help, 0},
    {"breakpoint", bi_breakpoint, 0},
    {"__import__", bi_import, 0},
    {"compile", pe_builtin_compile, 0},
    {"exec", pe_builtin_exec, 0},
    {"eval", pe_builtin_eval, 0},
    {NULL, NULL, 0},
};

/* The builtins module's __doc__ and __package__ (modules/builtins.c makes this dict
 * its namespace), which are builtins in CPython too: code run with globals lacking
 * them (exec(src, {})) finds them there. 0 or -1 (start-up). */
static int builtins_module_attrs(pe_vm *vm) {
    static const char doc[] =
        "Built-in functions, types, exceptions, and other objects.\n\nThis module "
        "provides direct access to all 'built-in'\nidentifiers of Python; for example, "
        "builtins.len is\nthe full name for the built-in function len().\n\nThis "
        "module is not normally accessed explicitly by most\napplications, but can be "
        "useful in modules that provide\nobjects with the same name as a built-in "
        "value, but in\nwhich the built-in of that name is also needed.";
    pe_value d = pe_str_from_cstr(vm, doc);
    if (pe_is_null(d)) return -1;
    int r = pe_dict_set_str(vm, vm->builtins, vm->ids[PE_ID_doc], d);
    pe_decref(vm, d);
    if (r < 0) return -1;
    pe_value p = pe_str_from_cstr(vm, "");
    if (pe_is_null(p)) return -1;
    r = pe_dict_set_cstr(vm, vm->builtins, "__package__", p);
    pe_decref(vm, p);
    return r;
}

/* The functions' names, hashed once per process (core/intern.h, pe_name_hash). */
#define PE_BUILTIN_FUNCTIONS (sizeof builtin_functions / sizeof *builtin_functions - 1)
static pe_name_hash builtin_function_hashes[PE_BUILTIN_FUNCTIONS];
static pthread_once_t builtin_function_hashes_once = PTHREAD_ONCE_INIT;
static void builtin_function_hashes_init(void) {
    /* loop-bound: const */
    for (size_t i = 0; i < PE_BUILTIN_FUNCTIONS; i++)
        pe_name_hash_of(builtin_functions[i].name, &builtin_function_hashes[i]);
}

int pe_functions_init(pe_vm *vm) {
    if (pe_compile_init(vm) < 0) return -1;
    pthread_once(&builtin_function_hashes_once, builtin_function_hashes_init);
    /* loop-bound: setup */
    for (size_t i = 0; i < PE_BUILTIN_FUNCTIONS; i++) {
        const pe_method_def *d = &builtin_functions[i];
        pe_str *name = pe_intern_hashed(vm, d->name, &builtin_function_hashes[i]);
        if (!name) {
            pe_err_nomem(vm);
            return -1;
        }
        pe_value f = pe_builtin_new(vm, d, NULL, 0);
        if (pe_is_null(f)) return -1;
        int r = pe_dict_set_str(vm, vm->builtins, name, f);
        pe_decref(vm, f);
        if (r < 0) return -1;
    }
    static const pe_type_kind types[] = {
        PE_TYPE_OBJECT,   PE_TYPE_TYPE,        PE_TYPE_BOOL,         PE_TYPE_INT,
        PE_TYPE_FLOAT,    PE_TYPE_STR,         PE_TYPE_LIST,         PE_TYPE_TUPLE,
        PE_TYPE_DICT,     PE_TYPE_RANGE,       PE_TYPE_SLICE,        PE_TYPE_ENUMERATE,
        PE_TYPE_ZIP,      PE_TYPE_MAP,         PE_TYPE_FILTER,       PE_TYPE_REVERSED,
        PE_TYPE_PROPERTY, PE_TYPE_CLASSMETHOD, PE_TYPE_STATICMETHOD, PE_TYPE_SUPER,
        PE_TYPE_BYTES,    PE_TYPE_BYTEARRAY,   PE_TYPE_SET,          PE_TYPE_FROZENSET,
        PE_TYPE_COMPLEX,
    };
    /* loop-bound: setup */
    for (size_t i = 0; i < sizeof types / sizeof types[0]; i++) {
        pe_type *t = vm->types[types[i]];
        if (pe_dict_set_cstr(vm, vm->builtins, t->name, pe_obj_value(&t->base)) < 0)
            return -1;
    }
    if (pe_dict_set_cstr(vm, vm->builtins, "NotImplemented", vm->notimpl) < 0 ||
        pe_dict_set_cstr(vm, vm->builtins, "Ellipsis", vm->ellipsis) < 0 ||
        pe_dict_set_cstr(vm, vm->builtins, "__debug__", PE_TRUE) < 0 ||
        pe_dict_set_cstr(vm, vm->builtins, "__name__",
                         pe_obj_value(&vm->ids[PE_ID_builtins]->base)) < 0)
        return -1;
    return builtins_module_attrs(vm);
}
