/*
 * exceptions.c - BaseException and the builtin exception hierarchy (CPython's
 * Objects/exceptions.c): construction, args/__cause__/__context__/..., str() and
 * repr(), the kind-specific attributes, SyntaxError from a parser error, the
 * preallocated instances, and the "Did you mean" distance (Python/suggestions.c).
 */
#include "exceptions.h"

#include <errno.h>
#include <pthread.h>
#include <stdio.h>
#include <string.h>

#include "../core/intern.h"
#include "../eval/args.h"
#include "../eval/ops.h"
#include "../eval/vm.h"
#include "dict.h"
#include "list.h"
#include "str.h"
#include "tbobject.h"
#include "tuple.h"
#include "type.h"

/* ---- static tables ------------------------------------------------------------------- */

static const char *const pe_exc_names[PE_EXC__COUNT] = {
#define PE_X(name, base) #name,
    PE_EXC_TYPES(PE_X)
#undef PE_X
};

static const pe_exc_kind pe_exc_parent[PE_EXC__COUNT] = {
#define PE_X(name, base) PE_EXC_##base,
    PE_EXC_TYPES(PE_X)
#undef PE_X
};

/* Number of x[] slots per family. */
static const uint8_t pe_exc_family_nx[PE_EXCF__COUNT] = {0, 1, 1, 3, 1, 2, PE_EXC_X_MAX,
                                                         4, 5, 5, 5};

/* The kind that roots each family (PLAIN has none). */
static const pe_exc_kind pe_exc_family_root[PE_EXCF__COUNT] = {
    PE_EXC_BaseException,
    PE_EXC_StopIteration,
    PE_EXC_SystemExit,
    PE_EXC_ImportError,
    PE_EXC_NameError,
    PE_EXC_AttributeError,
    PE_EXC_SyntaxError,
    PE_EXC_OSError,
    PE_EXC_UnicodeEncodeError,
    PE_EXC_UnicodeDecodeError,
    PE_EXC_UnicodeTranslateError,
};

/* Family of a builtin kind, from the static parent table (no VM state). */
static pe_exc_family pe_exc_kind_family(pe_exc_kind k) {
    /* loop-bound: const: the exception family table */
    for (;;) {
        /* loop-bound: const */
        for (int f = 1; f < PE_EXCF__COUNT; f++)
            if (pe_exc_family_root[f] == k) return (pe_exc_family)f;
        if (k == PE_EXC_BaseException) return PE_EXCF_PLAIN;
        k = pe_exc_parent[k];
    }
}

/* Family of any exception class, user classes included. */
static pe_exc_family pe_exc_type_family(pe_vm *vm, pe_type *t) {
    /* loop-bound: const */
    for (int f = 1; f < PE_EXCF__COUNT; f++)
        if (pe_type_is_subtype(t, vm->exc_types[pe_exc_family_root[f]]))
            return (pe_exc_family)f;
    return PE_EXCF_PLAIN;
}

static size_t pe_exc_family_size(pe_exc_family f) {
    return sizeof(pe_exc) + (size_t)pe_exc_family_nx[f] * sizeof(pe_value);
}

/* ---- predicates ---------------------------------------------------------------------- */

int pe_exc_check(pe_vm *vm, pe_value v) {
    if (v.tag != PE_T_OBJ) return 0;
    pe_type *t = v.u.o->type;
    if (t->tflags & PE_TPF_EXC_SUBCLASS) return 1;
    return vm->exc_types[PE_EXC_BaseException] &&
           pe_type_is_subtype(t, vm->exc_types[PE_EXC_BaseException]);
}

static int pe_is_type_object(pe_vm *vm, pe_value v) {
    if (v.tag != PE_T_OBJ) return 0;
    pe_type *mt = v.u.o->type;
    return mt == vm->types[PE_TYPE_TYPE] || (mt && (mt->tflags & PE_TPF_TYPE_SUBCLASS));
}

int pe_exc_type_check(pe_vm *vm, pe_value v) {
    if (!pe_is_type_object(vm, v)) return 0;
    pe_type *t = (pe_type *)v.u.o;
    if (t->tflags & PE_TPF_EXC_SUBCLASS) return 1;
    return vm->exc_types[PE_EXC_BaseException] &&
           pe_type_is_subtype(t, vm->exc_types[PE_EXC_BaseException]);
}

/* ---- allocation and lifetime --------------------------------------------------------- */

static pe_exc *pe_exc_alloc(pe_vm *vm, pe_type *type, pe_exc_family fam) {
    size_t size = pe_exc_family_size(fam);
    if (type->basicsize > size) size = type->basicsize;
    pe_exc *e = (pe_exc *)pe_obj_alloc(vm, type, size);
    if (!e) return NULL;
    e->size = (uint32_t)size;
    e->family = (uint8_t)fam;
    /* pe_obj_alloc zeroes: dict/cause/context/x[] are PE_NULL (tag 0). */
    return e;
}

static void pe_exc_drop_refs(pe_vm *vm, pe_exc *e) {
    pe_clear(vm, &e->tb_obj);
    pe_clear(vm, &e->name_globals);
    pe_vm_ast_decref(vm, e->name_ast);
    e->name_ast = NULL;
    e->name_locals = NULL;
    e->name_nlocals = 0;
    pe_clear(vm, &e->dict);
    pe_clear(vm, &e->args);
    pe_clear(vm, &e->cause);
    pe_clear(vm, &e->context);
    /* loop-bound: per-object: pe_exc_drop_refs runs once per object */
    for (unsigned i = 0; i < pe_exc_family_nx[e->family]; i++)
        pe_clear(vm, &e->x[i]);
}

/* Drops the entries' references to their modules (the entries stay allocated). */
static void pe_exc_tb_release(pe_vm *vm, pe_exc *e) {
    uint32_t n = e->tb_len;
    e->tb_len = 0;
    /* loop-bound: per-object: pe_exc_tb_release runs once per object */
    for (uint32_t i = 0; i < n; i++)
        pe_vm_ast_decref(vm, e->tb[i].ast);
}

static void pe_exc_dealloc(pe_vm *vm, pe_obj *self) {
    pe_exc *e = (pe_exc *)self;
    pe_exc_drop_refs(vm, e);
    pe_exc_tb_release(vm, e);
    if (e->tb) pe_mem_free(&vm->mem, e->tb, (size_t)e->tb_cap * sizeof *e->tb);
    pe_obj_free(vm, self, e->size);
}

static void pe_exc_traverse(pe_vm *vm, pe_obj *self, pe_visit_fn visit, void *arg) {
    pe_exc *e = (pe_exc *)self;
    pe_value *vals[] = {&e->dict, &e->args, &e->cause, &e->context, &e->name_globals};
    /* loop-bound: per-object: pe_exc_traverse runs once per object */
    for (size_t i = 0; i < sizeof vals / sizeof vals[0]; i++)
        if (pe_is_obj(*vals[i])) visit(vm, vals[i]->u.o, arg);
    /* loop-bound: per-object: pe_exc_traverse runs once per object */
    for (unsigned i = 0; i < pe_exc_family_nx[e->family]; i++)
        if (pe_is_obj(e->x[i])) visit(vm, e->x[i].u.o, arg);
}

static void pe_exc_gc_clear(pe_vm *vm, pe_obj *self) {
    pe_exc_drop_refs(vm, (pe_exc *)self);
    /* the traceback's references to modules too: a start-up exception whose count
     * drops to 0 is cleared but never deallocated (eval/gc.h) */
    pe_exc_tb_release(vm, (pe_exc *)self);
}

/* Exceptions hash by identity, as object.__hash__ (_Py_HashPointer). */
static int pe_exc_hash(pe_vm *vm, pe_value self, int64_t *out) {
    uintptr_t p = (uintptr_t)self.u.o;
    int64_t h = (int64_t)((p >> 4) | (p << (8 * sizeof(p) - 4)));
    *out = h == -1 ? -2 : h;
    return 0;
}

/* ---- construction -------------------------------------------------------------------- */

static pe_value pe_exc_x_get(pe_exc *e, unsigned i) {
    if (i >= pe_exc_family_nx[e->family]) return PE_NONE;
    return pe_is_null(e->x[i]) ? PE_NONE : e->x[i];
}

static void pe_exc_x_set(pe_vm *vm, pe_exc *e, unsigned i, pe_value v /* borrowed */) {
    if (i >= pe_exc_family_nx[e->family]) return;
    pe_value old = e->x[i];
    e->x[i] = pe_incref(v);
    pe_decref(vm, old);
}

/* The name CPython puts in "X() takes no keyword arguments": tp_name. */
static const char *pe_exc_tpname(pe_exc *e) {
    return e->base.type->name;
}

/* SyntaxError.__init__'s second argument: (filename, lineno, offset, text[, end_lineno
 * [, end_offset]]), as PyArg_ParseTuple(info, "OOOO|OO"). */
static int pe_exc_syntax_info(pe_vm *vm, pe_exc *e, pe_value info_in) {
    pe_value info = pe_tuple_from_iterable(vm, info_in);
    if (pe_is_null(info)) return -1;
    size_t n = pe_tuple_len(info);
    if (n < 4 || n > 6) {
        pe_err_format(vm, PE_EXC_TypeError, "function takes at %s %d arguments (%zu given)",
                      n < 4 ? "least" : "most", n < 4 ? 4 : 6, n);
        pe_decref(vm, info);
        return -1;
    }
    static const unsigned slot[6] = {PE_EXC_X_FILENAME,   PE_EXC_X_LINENO,
                                     PE_EXC_X_OFFSET,     PE_EXC_X_TEXT,
                                     PE_EXC_X_END_LINENO, PE_EXC_X_END_OFFSET};
    /* loop-bound: const: the fields of a SyntaxError (at most 6) */
    for (size_t i = 0; i < n; i++)
        pe_exc_x_set(vm, e, slot[i], pe_tuple_item(info, i));
    pe_decref(vm, info);
    return 0;
}

/* Is v bytes-like for UnicodeDecodeError (bytes or bytearray, or a subclass)? */
static int pe_exc_bytes_like(pe_vm *vm, pe_value v) {
    /* loop-bound: mro */
    for (pe_type *t = pe_type_of(vm, v); t; t = t->tbase)
        if (strcmp(t->name, "bytes") == 0 || strcmp(t->name, "bytearray") == 0) return 1;
    return 0;
}

/* UnicodeEncodeError(encoding, object, start, end, reason) ("UUnnU"),
 * UnicodeDecodeError(encoding, object, start, end, reason) ("UOnnU", bytes-like object),
 * UnicodeTranslateError(object, start, end, reason) ("UnnU"), with PyArg_ParseTuple's
 * messages. */
static int pe_exc_unicode_init(pe_vm *vm, pe_exc *e, const pe_value *args, size_t nargs) {
    int translate = e->family == PE_EXCF_UNICODE_TRANSLATE;
    size_t want = translate ? 4 : 5;
    if (nargs != want) {
        pe_err_format(vm, PE_EXC_TypeError,
                      "function takes exactly %zu arguments (%zu given)", want, nargs);
        return -1;
    }
    const pe_value *a = translate ? args - 1 : args; /* a[1..4] line up in both forms */
    int64_t start, end;
    if (!translate && !pe_str_check(vm, a[0])) {
        pe_err_format(vm, PE_EXC_TypeError, "argument 1 must be str, not %T", a[0]);
        return -1;
    }
    if (e->family == PE_EXCF_UNICODE_DECODE) {
        if (!pe_exc_bytes_like(vm, a[1])) {
            pe_err_format(vm, PE_EXC_TypeError, "a bytes-like object is required, not '%T'",
                          a[1]);
            return -1;
        }
    } else if (!pe_str_check(vm, a[1])) {
        pe_err_format(vm, PE_EXC_TypeError, "argument %d must be str, not %T",
                      translate ? 1 : 2, a[1]);
        return -1;
    }
    if (pe_op_index_i64(vm, a[2], &start) < 0 || pe_op_index_i64(vm, a[3], &end) < 0)
        return -1;
    if (!pe_str_check(vm, a[4])) {
        pe_err_format(vm, PE_EXC_TypeError, "argument %d must be str, not %T",
                      translate ? 4 : 5, a[4]);
        return -1;
    }
    pe_exc_x_set(vm, e, PE_EXC_X_ENCODING, translate ? PE_NONE : a[0]);
    pe_exc_x_set(vm, e, PE_EXC_X_OBJECT, a[1]);
    pe_exc_x_set(vm, e, PE_EXC_X_START, pe_int(start));
    pe_exc_x_set(vm, e, PE_EXC_X_END, pe_int(end));
    pe_exc_x_set(vm, e, PE_EXC_X_REASON, a[4]);
    return 0;
}

/*
 * The builtin __init__ of e's family (BaseException_init, StopIteration_init, ...):
 * sets args and the family attributes, and checks keyword arguments with CPython's
 * messages. args/nargs exclude self. 0 or -1.
 */
static int pe_exc_init_family(pe_vm *vm, pe_exc *e, const pe_value *args, size_t nargs,
                              pe_obj *kwnames) {
    size_t nkw = pe_args_nkw(kwnames);
    pe_exc_family fam = (pe_exc_family)e->family;
    const char *kwowner = NULL;
    static const char *const kw_import[] = {"name", "path", NULL};
    static const char *const kw_name[] = {"name", NULL};
    static const char *const kw_attr[] = {"name", "obj", NULL};
    const char *const *kwallowed = NULL;
    if (fam == PE_EXCF_IMPORT)
        kwowner = "ImportError", kwallowed = kw_import;
    else if (fam == PE_EXCF_NAME)
        kwowner = "NameError", kwallowed = kw_name;
    else if (fam == PE_EXCF_ATTRIBUTE)
        kwowner = "AttributeError", kwallowed = kw_attr;
    if (nkw && !kwowner) {
        pe_err_format(vm, PE_EXC_TypeError, "%s() takes no keyword arguments",
                      pe_exc_tpname(e));
        return -1;
    }
    /* Validate keywords before changing anything. */
    /* loop-bound: caller-charged: the keyword arguments of one call, each charged when
     * evaluated or unpacked */
    for (size_t i = 0; i < nkw; i++) {
        pe_str *kn = pe_args_kwname(kwnames, i);
        int ok = 0;
        /* loop-bound: const: the keywords one exception family allows */
        for (size_t j = 0; kwallowed[j]; j++)
            if (kn->size == strlen(kwallowed[j]) &&
                memcmp(kn->data, kwallowed[j], kn->size) == 0)
                ok = 1;
        if (!ok) {
            pe_err_format(vm, PE_EXC_TypeError,
                          "'%U' is an invalid keyword argument for %s()", kn, kwowner);
            return -1;
        }
    }
    pe_value t = pe_tuple_from_array(vm, args, nargs);
    if (pe_is_null(t)) return -1;
    pe_value old = e->args;
    e->args = t;
    pe_decref(vm, old);

    switch (fam) {
    case PE_EXCF_STOP_ITERATION:
        pe_exc_x_set(vm, e, PE_EXC_X_VALUE, nargs ? args[0] : PE_NONE);
        break;
    case PE_EXCF_SYSTEM_EXIT:
        pe_exc_x_set(vm, e, PE_EXC_X_CODE, nargs == 0 ? PE_NONE : nargs == 1 ? args[0] : t);
        break;
    case PE_EXCF_IMPORT:
        pe_exc_x_set(vm, e, PE_EXC_X_IMPORT_MSG, nargs == 1 ? args[0] : PE_NONE);
        pe_exc_x_set(vm, e, PE_EXC_X_IMPORT_NAME, PE_NONE);
        pe_exc_x_set(vm, e, PE_EXC_X_IMPORT_PATH, PE_NONE);
        /* loop-bound: caller-charged: the keyword arguments of one call, each charged
         * when evaluated or unpacked */
        for (size_t i = 0; i < nkw; i++) {
            pe_str *kn = pe_args_kwname(kwnames, i);
            pe_exc_x_set(vm, e,
                         kn->data[0] == 'n' ? PE_EXC_X_IMPORT_NAME : PE_EXC_X_IMPORT_PATH,
                         args[nargs + i]);
        }
        break;
    case PE_EXCF_NAME:
    case PE_EXCF_ATTRIBUTE:
        /* loop-bound: caller-charged: the keyword arguments of one call, each charged
         * when evaluated or unpacked */
        for (size_t i = 0; i < nkw; i++) {
            pe_str *kn = pe_args_kwname(kwnames, i);
            pe_exc_x_set(vm, e, kn->data[0] == 'n' ? PE_EXC_X_NAME : PE_EXC_X_OBJ,
                         args[nargs + i]);
        }
        break;
    case PE_EXCF_SYNTAX:
        if (nargs >= 1) pe_exc_x_set(vm, e, PE_EXC_X_MSG, args[0]);
        if (nargs == 2 && pe_exc_syntax_info(vm, e, args[1]) < 0) return -1;
        break;
    case PE_EXCF_OSERROR:
        /* OSError(errno, strerror[, filename[, winerror[, filename2]]]); with a
         * filename, args keeps only (errno, strerror), as CPython's oserror_init. */
        /* loop-bound: const: four fields */
        for (unsigned i = 0; i < 4; i++)
            pe_exc_x_set(vm, e, i, PE_NONE);
        if (nargs >= 2 && nargs <= 5) {
            pe_exc_x_set(vm, e, PE_EXC_X_ERRNO, args[0]);
            pe_exc_x_set(vm, e, PE_EXC_X_STRERROR, args[1]);
            if (nargs >= 3 && !pe_is_none(args[2])) {
                pe_exc_x_set(vm, e, PE_EXC_X_OS_FILENAME, args[2]);
                if (nargs == 5) pe_exc_x_set(vm, e, PE_EXC_X_OS_FILENAME2, args[4]);
                pe_value two = pe_tuple_from_array(vm, args, 2);
                if (pe_is_null(two)) return -1;
                pe_value prev = e->args;
                e->args = two;
                pe_decref(vm, prev);
            }
        }
        break;
    case PE_EXCF_UNICODE_ENCODE:
    case PE_EXCF_UNICODE_DECODE:
    case PE_EXCF_UNICODE_TRANSLATE:
        if (pe_exc_unicode_init(vm, e, args, nargs) < 0) return -1;
        break;
    default: break;
    }
    return 0;
}

/* OSError(errno, ...) called on OSError itself makes the subclass for that errno
 * (CPython's errnomap). PE_EXC_OSError when there is none. */
static pe_exc_kind pe_exc_errno_kind(int64_t err) {
    switch (err) {
    case EAGAIN:
#if EWOULDBLOCK != EAGAIN
    case EWOULDBLOCK:
#endif
    case EALREADY:
    case EINPROGRESS: return PE_EXC_BlockingIOError;
    case ECHILD: return PE_EXC_ChildProcessError;
    case EPIPE:
    case ESHUTDOWN: return PE_EXC_BrokenPipeError;
    case ECONNABORTED: return PE_EXC_ConnectionAbortedError;
    case ECONNREFUSED: return PE_EXC_ConnectionRefusedError;
    case ECONNRESET: return PE_EXC_ConnectionResetError;
    case EEXIST: return PE_EXC_FileExistsError;
    case ENOENT: return PE_EXC_FileNotFoundError;
    case EISDIR: return PE_EXC_IsADirectoryError;
    case ENOTDIR: return PE_EXC_NotADirectoryError;
    case EINTR: return PE_EXC_InterruptedError;
    case EACCES:
    case EPERM: return PE_EXC_PermissionError;
    case ESRCH: return PE_EXC_ProcessLookupError;
    case ETIMEDOUT: return PE_EXC_TimeoutError;
    default: return PE_EXC_OSError;
    }
}

pe_value pe_exc_new(pe_vm *vm, pe_type *type, const pe_value *args, size_t nargs) {
    pe_exc *e = pe_exc_alloc(vm, type, pe_exc_type_family(vm, type));
    if (!e) return PE_NULL;
    pe_value v = pe_obj_value(&e->base);
    if (pe_exc_init_family(vm, e, args, nargs, NULL) < 0) {
        pe_decref(vm, v);
        return PE_NULL;
    }
    return v;
}

pe_value pe_exc_new_kind(pe_vm *vm, pe_exc_kind k, const pe_value *args, size_t nargs) {
    pe_exc *e = pe_exc_alloc(vm, vm->exc_types[k], pe_exc_kind_family(k));
    if (!e) return PE_NULL;
    pe_value v = pe_obj_value(&e->base);
    if (pe_exc_init_family(vm, e, args, nargs, NULL) < 0) {
        pe_decref(vm, v);
        return PE_NULL;
    }
    return v;
}

pe_value pe_exc_new_msg(pe_vm *vm, pe_exc_kind k, const char *msg, size_t len) {
    pe_value s = pe_str_value(vm, msg, len);
    if (pe_is_null(s)) return PE_NULL;
    pe_value e = pe_exc_new_kind(vm, k, &s, 1);
    pe_decref(vm, s);
    return e;
}

/* Is the first __init__ along type's MRO defined by a class statement (so the caller,
 * builtins/type.c, will call it after __new__)? */
static int pe_exc_has_user_init(pe_vm *vm, pe_type *type) {
    if (!pe_is_obj(type->mro)) return 0;
    /* loop-bound: mro */
    for (size_t i = 0; i < pe_tuple_len(type->mro); i++) {
        pe_type *t = (pe_type *)pe_tuple_item(type->mro, i).u.o;
        if (pe_is_null(pe_type_dict(vm, t))) return 0; /* the limit error is pending */
        if (!pe_is_null(pe_dict_get_str(vm, t->dict, vm->ids[PE_ID_init])))
            return (t->tflags & PE_TPF_HEAPTYPE) != 0;
    }
    return 0;
}

/*
 * type(...)(args): BaseException.__new__ followed by the family's builtin __init__ when
 * no user __init__ will run (the type call runs only __init__s defined in Python). With
 * a user __init__, args is still set from the call (as BaseException_new does) and the
 * family attributes get their defaults from the same arguments, quietly: the user's
 * __init__ decides what else happens.
 */
static pe_value pe_exc_type_new(pe_vm *vm, pe_type *type, const pe_value *args,
                                size_t nargs, pe_obj *kwnames) {
    if (type == vm->exc_types[PE_EXC_OSError] && nargs >= 2 && nargs <= 5 &&
        args[0].tag == PE_T_INT)
        type = vm->exc_types[pe_exc_errno_kind(args[0].u.i)];
    pe_exc *e = pe_exc_alloc(vm, type, pe_exc_type_family(vm, type));
    if (!e) return PE_NULL;
    pe_value v = pe_obj_value(&e->base);
    if (!(type->tflags & PE_TPF_HEAPTYPE) || !pe_exc_has_user_init(vm, type)) {
        if (pe_exc_init_family(vm, e, args, nargs, kwnames) < 0) goto fail;
    } else if (pe_exc_init_family(vm, e, args, nargs, NULL) < 0) {
        if (pe_err_clear_catchable(vm) < 0) goto fail;
        if (pe_is_null(e->args)) {
            e->args = pe_tuple_from_array(vm, args, nargs);
            if (pe_is_null(e->args)) goto fail;
        }
    }
    return v;
fail:
    pe_decref(vm, v);
    return PE_NULL;
}

/* ---- accessors ----------------------------------------------------------------------- */

pe_value pe_exc_get_cause(pe_value exc) {
    pe_exc *e = pe_exc_obj(exc);
    return pe_is_null(e->cause) ? PE_NONE : e->cause;
}

pe_value pe_exc_get_context(pe_value exc) {
    pe_exc *e = pe_exc_obj(exc);
    return pe_is_null(e->context) ? PE_NONE : e->context;
}

void pe_exc_set_cause(pe_vm *vm, pe_value exc, pe_value cause) {
    pe_exc *e = pe_exc_obj(exc);
    if (pe_is_none(cause)) cause = PE_NULL;
    pe_value old = e->cause;
    e->cause = cause;
    e->suppress_context = 1;
    pe_decref(vm, old);
}

void pe_exc_set_context(pe_vm *vm, pe_value exc, pe_value context) {
    pe_exc *e = pe_exc_obj(exc);
    if (pe_is_none(context)) context = PE_NULL;
    pe_value old = e->context;
    e->context = context;
    pe_decref(vm, old);
}

int pe_exc_get_suppress_context(pe_value exc) {
    return pe_exc_obj(exc)->suppress_context;
}

void pe_exc_set_suppress_context(pe_value exc, int on) {
    pe_exc_obj(exc)->suppress_context = on != 0;
}

pe_value pe_exc_attr(pe_value exc, pe_exc_family family, unsigned i) {
    pe_exc *e = pe_exc_obj(exc);
    if (e->family != family) return PE_NONE;
    return pe_exc_x_get(e, i);
}

void pe_exc_set_attr(pe_vm *vm, pe_value exc, pe_exc_family family, unsigned i,
                     pe_value v) {
    pe_exc *e = pe_exc_obj(exc);
    if (e->family == family) pe_exc_x_set(vm, e, i, v);
}

void pe_exc_set_name_error_scope(pe_vm *vm, pe_value exc, pe_str *name,
                                 const struct pe_ast *ast, pe_str *const *varnames,
                                 size_t nvarnames, pe_value globals) {
    pe_exc *e = pe_exc_obj(exc);
    if (e->family != PE_EXCF_NAME) return;
    pe_exc_x_set(vm, e, PE_EXC_X_NAME, pe_obj_value(&name->base));
    pe_vm_ast_incref(varnames ? ast : NULL);
    pe_vm_ast_decref(vm, e->name_ast);
    e->name_ast = varnames ? ast : NULL;
    e->name_locals = varnames;
    e->name_nlocals = (uint32_t)nvarnames;
    pe_value old = e->name_globals;
    e->name_globals = pe_incref(globals);
    pe_decref(vm, old);
}

int pe_exc_matches(pe_vm *vm, pe_value exc, pe_value cls) {
    if (pe_tuple_check(vm, cls)) {
        size_t n = pe_tuple_len(cls);
        if (n > 16 && PE_TICK(vm, n / 16) < 0) return -1; /* two cheap passes */
        /* loop-bound: charged-before: the charge above in pe_exc_matches covers this
         * trip count */
        for (size_t i = 0; i < n; i++)
            if (!pe_exc_type_check(vm, pe_tuple_item(cls, i))) goto bad;
        /* loop-bound: charged-before: the charge above in pe_exc_matches covers this
         * trip count */
        for (size_t i = 0; i < n; i++)
            if (pe_type_is_subtype(exc.u.o->type, (pe_type *)pe_tuple_item(cls, i).u.o))
                return 1;
        return 0;
    }
    if (!pe_exc_type_check(vm, cls)) goto bad;
    return pe_type_is_subtype(exc.u.o->type, (pe_type *)cls.u.o);
bad:
    pe_err_set(vm, PE_EXC_TypeError,
               "catching classes that do not inherit from BaseException is not allowed");
    return -1;
}

void pe_exc_tb_append(pe_vm *vm, pe_value exc, const pe_tb_entry *ent) {
    pe_exc *e = pe_exc_obj(exc);
    if (e->tb_len == e->tb_cap) {
        uint32_t ncap = e->tb_cap ? e->tb_cap * 2 : 8;
        if (ncap < e->tb_cap) return;
        /* The limit flag must not be raised by this allocation: a traceback entry that
         * does not fit is simply dropped. */
        int saved = vm->mem.limit_hit;
        pe_tb_entry *nt = pe_mem_realloc(&vm->mem, e->tb, (size_t)e->tb_cap * sizeof *nt,
                                         (size_t)ncap * sizeof *nt);
        vm->mem.limit_hit = saved;
        if (!nt) return;
        e->tb = nt;
        e->tb_cap = ncap;
    }
    e->tb[e->tb_len++] = *ent;
    pe_vm_ast_incref(ent->ast);
    pe_clear(vm, &e->tb_obj);
}

void pe_exc_tb_clear(pe_vm *vm, pe_value exc) {
    pe_exc *e = pe_exc_obj(exc);
    pe_exc_tb_release(vm, e);
    e->tb_frame = NULL;
    pe_clear(vm, &e->tb_obj);
}

pe_value pe_exc_get_traceback(pe_vm *vm, pe_value exc) {
    pe_exc *e = pe_exc_obj(exc);
    if (e->tb_len == 0) return PE_NONE;
    if (pe_is_obj(e->tb_obj) && e->tb_obj_len == e->tb_len) return pe_incref(e->tb_obj);
    pe_clear(vm, &e->tb_obj);
    pe_value t = pe_tbobject_new(vm, e->tb, e->tb_len);
    if (pe_is_null(t)) return t;
    e->tb_obj = pe_incref(t);
    e->tb_obj_len = e->tb_len;
    return t;
}

/* exc.__traceback__ = tb / exc.with_traceback(tb): None drops the entries; a traceback
 * object replaces them with the chain from tb inward. 0 or -1 (TypeError). */
static int pe_exc_set_traceback(pe_vm *vm, pe_value exc, pe_value tb) {
    if (pe_is_none(tb)) {
        pe_exc_tb_clear(vm, exc);
        return 0;
    }
    if (!pe_tbobject_check(vm, tb)) {
        pe_err_set(vm, PE_EXC_TypeError, "__traceback__ must be a traceback or None");
        return -1;
    }
    uint32_t n;
    const pe_tb_entry *ents = pe_tbobject_entries(tb, &n);
    pe_exc *e = pe_exc_obj(exc);
    if (ents == e->tb) return 0; /* cannot be: the object owns a copy */
    pe_exc_tb_clear(vm, exc);
    /* loop-bound: depth: traceback entries are bounded by the frames of one raise (the
     * recursion limit) */
    for (uint32_t i = 0; i < n; i++)
        pe_exc_tb_append(vm, exc, &ents[i]);
    if (e->tb_len == n) {
        e->tb_obj = pe_incref(tb);
        e->tb_obj_len = n;
    }
    return 0;
}

/* ---- str / repr ---------------------------------------------------------------------- */

/* BaseException_str: '' / str(arg) / str(args). */
static pe_value pe_exc_base_str(pe_vm *vm, pe_exc *e) {
    size_t n = pe_is_null(e->args) ? 0 : pe_tuple_len(e->args);
    if (n == 0) return pe_str_value(vm, "", 0);
    if (n == 1) return pe_op_str(vm, pe_tuple_item(e->args, 0));
    return pe_op_str(vm, e->args);
}

/* os.path.basename for SyntaxError's str (CPython's my_basename: after the last '/'). */
static const char *pe_basename(const char *s, size_t n, size_t *outlen) {
    size_t i = n;
    /* loop-bound: caller-charged: a file name the traceback printer charges as output */
    while (i > 0 && s[i - 1] != '/')
        i--;
    *outlen = n - i;
    return s + i;
}

static pe_value pe_exc_syntax_str(pe_vm *vm, pe_exc *e) {
    pe_value msg = pe_exc_x_get(e, PE_EXC_X_MSG);
    pe_value fn = pe_exc_x_get(e, PE_EXC_X_FILENAME);
    pe_value ln = pe_exc_x_get(e, PE_EXC_X_LINENO);
    int have_fn = pe_str_check(vm, fn);
    int have_ln = ln.tag == PE_T_INT; /* PyLong_CheckExact: not bool */
    if (!have_fn && !have_ln) return pe_op_str(vm, msg);
    pe_value ms = pe_op_str(vm, msg);
    if (pe_is_null(ms)) return PE_NULL;
    const char *base = "";
    size_t blen = 0;
    if (have_fn) base = pe_basename(pe_str_obj(fn)->data, pe_str_obj(fn)->size, &blen);
    char num[32];
    int nl = have_ln ? snprintf(num, sizeof num, "%lld", (long long)ln.u.i) : 0;
    /* "msg (file, line N)" / "msg (file)" / "msg (line N)" */
    size_t cap = pe_str_obj(ms)->size + blen + (size_t)nl + 16;
    char *buf = pe_mem_alloc(&vm->mem, cap);
    if (!buf) {
        pe_decref(vm, ms);
        return pe_err_nomem(vm);
    }
    size_t len = 0;
    memcpy(buf, pe_str_obj(ms)->data, pe_str_obj(ms)->size);
    len += pe_str_obj(ms)->size;
    memcpy(buf + len, " (", 2);
    len += 2;
    if (have_fn) {
        memcpy(buf + len, base, blen);
        len += blen;
        if (have_ln) {
            memcpy(buf + len, ", ", 2);
            len += 2;
        }
    }
    if (have_ln) {
        memcpy(buf + len, "line ", 5);
        len += 5;
        memcpy(buf + len, num, (size_t)nl);
        len += (size_t)nl;
    }
    buf[len++] = ')';
    pe_value r = pe_str_value(vm, buf, len);
    pe_mem_free(&vm->mem, buf, cap);
    pe_decref(vm, ms);
    return r;
}

/* OSError_str: "[Errno N] strerror", with ": 'filename'" and " -> 'filename2'". */
static pe_value pe_exc_oserror_str(pe_vm *vm, pe_exc *e) {
    pe_value no = pe_exc_x_get(e, PE_EXC_X_ERRNO), se = pe_exc_x_get(e, PE_EXC_X_STRERROR);
    pe_value f1 = pe_exc_x_get(e, PE_EXC_X_OS_FILENAME),
             f2 = pe_exc_x_get(e, PE_EXC_X_OS_FILENAME2);
    if (pe_is_none(f1) && (pe_is_none(no) || pe_is_none(se))) return pe_exc_base_str(vm, e);
    pe_value parts[4] = {PE_NULL, PE_NULL, PE_NULL, PE_NULL};
    pe_value r = PE_NULL;
    parts[0] = pe_op_str(vm, no);
    if (pe_is_null(parts[0])) goto out;
    parts[1] = pe_op_str(vm, se);
    if (pe_is_null(parts[1])) goto out;
    if (!pe_is_none(f1)) {
        parts[2] = pe_op_repr(vm, f1);
        if (pe_is_null(parts[2])) goto out;
        if (!pe_is_none(f2)) {
            parts[3] = pe_op_repr(vm, f2);
            if (pe_is_null(parts[3])) goto out;
        }
    }
    static const char *const sep[4] = {"[Errno ", "] ", ": ", " -> "};
    size_t cap = 16;
    /* loop-bound: const */
    for (int i = 0; i < 4; i++)
        if (!pe_is_null(parts[i])) cap += pe_str_obj(parts[i])->size + 8;
    char *buf = pe_mem_alloc(&vm->mem, cap);
    if (!buf) {
        pe_err_nomem(vm);
        goto out;
    }
    size_t len = 0;
    /* loop-bound: const */
    for (int i = 0; i < 4 && !pe_is_null(parts[i]); i++) {
        size_t sl = strlen(sep[i]);
        memcpy(buf + len, sep[i], sl);
        len += sl;
        memcpy(buf + len, pe_str_obj(parts[i])->data, pe_str_obj(parts[i])->size);
        len += pe_str_obj(parts[i])->size;
    }
    r = pe_str_value(vm, buf, len);
    pe_mem_free(&vm->mem, buf, cap);
out:
    /* loop-bound: const */
    for (int i = 0; i < 4; i++)
        pe_decref(vm, parts[i]);
    return r;
}

/* Code point number i of the str s (i < len). */
static uint32_t pe_str_codepoint_at(const pe_str *s, size_t i) {
    const unsigned char *p = (const unsigned char *)s->data, *end = p + s->size;
    /* loop-bound: caller-charged: the syntax-error offsets of one source line (the
     * source- size limit) */
    for (; i > 0 && p < end; i--) {
        p++;
        /* loop-bound: utf8-char */
        while (p < end && (*p & 0xC0) == 0x80)
            p++;
    }
    if (p >= end) return 0;
    uint32_t c = *p;
    int more = c >= 0xF0 ? 3 : c >= 0xE0 ? 2 : c >= 0xC0 ? 1 : 0;
    c &= more == 3 ? 0x07 : more == 2 ? 0x0F : more == 1 ? 0x1F : 0x7F;
    /* loop-bound: utf8-char */
    while (more-- > 0 && ++p < end)
        c = (c << 6) | (*p & 0x3F);
    return c;
}

/* UnicodeEncodeError_str / UnicodeDecodeError_str / UnicodeTranslateError_str. */
static pe_value pe_exc_unicode_str(pe_vm *vm, pe_exc *e) {
    pe_value obj = e->x[PE_EXC_X_OBJECT];
    if (pe_is_null(obj)) return pe_str_value(vm, "", 0); /* not initialised */
    pe_value reason = pe_op_str(vm, pe_exc_x_get(e, PE_EXC_X_REASON));
    if (pe_is_null(reason)) return PE_NULL;
    pe_value enc = PE_NULL;
    if (e->family != PE_EXCF_UNICODE_TRANSLATE) {
        enc = pe_op_str(vm, pe_exc_x_get(e, PE_EXC_X_ENCODING));
        if (pe_is_null(enc)) {
            pe_decref(vm, reason);
            return PE_NULL;
        }
    }
    pe_value sv = pe_exc_x_get(e, PE_EXC_X_START), ev = pe_exc_x_get(e, PE_EXC_X_END);
    int64_t start = sv.tag == PE_T_INT ? sv.u.i : 0, end = ev.tag == PE_T_INT ? ev.u.i : 0;
    int64_t len = 0;
    int decode = e->family == PE_EXCF_UNICODE_DECODE;
    if (decode ? !pe_exc_bytes_like(vm, obj) : !pe_str_check(vm, obj)) {
        /* the attribute was replaced after construction (CPython's get_unicode) */
        pe_err_set(vm, PE_EXC_TypeError,
                   decode ? "object attribute must be bytes"
                          : "object attribute must be unicode");
        len = -1;
    } else {
        len = decode ? pe_op_len(vm, obj) : (int64_t)pe_str_obj(obj)->len;
    }
    if (len < 0) {
        pe_decref(vm, reason);
        pe_decref(vm, enc);
        return PE_NULL;
    }
    pe_value r;
    int single = start >= 0 && start < len && end == start + 1;
    if (decode) {
        if (single) {
            pe_value b = pe_op_getitem(vm, obj, pe_int(start));
            int byte = b.tag == PE_T_INT ? (int)(b.u.i & 0xff) : 0;
            pe_decref(vm, b);
            if (pe_is_null(b))
                r = PE_NULL;
            else
                r = pe_err_format_text(
                    vm, "'%S' codec can't decode byte 0x%02x in position %lld: %S", enc,
                    byte, (long long)start, reason);
        } else {
            r = pe_err_format_text(
                vm, "'%S' codec can't decode bytes in position %lld-%lld: %S", enc,
                (long long)start, (long long)(end - 1), reason);
        }
    } else {
        if (single) {
            uint32_t c = pe_str_codepoint_at(pe_str_obj(obj), (size_t)start);
            char ch[16];
            if (c <= 0xff)
                snprintf(ch, sizeof ch, "\\x%02x", c);
            else if (c <= 0xffff)
                snprintf(ch, sizeof ch, "\\u%04x", c);
            else
                snprintf(ch, sizeof ch, "\\U%08x", c);
            r = e->family == PE_EXCF_UNICODE_ENCODE
                    ? pe_err_format_text(
                          vm, "'%S' codec can't encode character '%s' in position %lld: %S",
                          enc, ch, (long long)start, reason)
                    : pe_err_format_text(
                          vm, "can't translate character '%s' in position %lld: %S", ch,
                          (long long)start, reason);
        } else {
            r = e->family == PE_EXCF_UNICODE_ENCODE
                    ? pe_err_format_text(
                          vm,
                          "'%S' codec can't encode characters in position %lld-%lld: %S",
                          enc, (long long)start, (long long)(end - 1), reason)
                    : pe_err_format_text(
                          vm, "can't translate characters in position %lld-%lld: %S",
                          (long long)start, (long long)(end - 1), reason);
        }
    }
    pe_decref(vm, reason);
    pe_decref(vm, enc);
    return r;
}

pe_value pe_exc_str(pe_vm *vm, pe_value exc) {
    pe_exc *e = pe_exc_obj(exc);
    switch ((pe_exc_family)e->family) {
    case PE_EXCF_UNICODE_ENCODE:
    case PE_EXCF_UNICODE_DECODE:
    case PE_EXCF_UNICODE_TRANSLATE: return pe_exc_unicode_str(vm, e);
    case PE_EXCF_SYNTAX: return pe_exc_syntax_str(vm, e);
    case PE_EXCF_OSERROR: return pe_exc_oserror_str(vm, e);
    case PE_EXCF_IMPORT: {
        pe_value msg = pe_exc_x_get(e, PE_EXC_X_IMPORT_MSG);
        if (pe_is_obj(msg) && msg.u.o->type == vm->types[PE_TYPE_STR])
            return pe_incref(msg);
        break;
    }
    default: break;
    }
    if (pe_type_is_subtype(e->base.type, vm->exc_types[PE_EXC_KeyError]) &&
        !pe_is_null(e->args) && pe_tuple_len(e->args) == 1)
        return pe_op_repr(vm, pe_tuple_item(e->args, 0));
    return pe_exc_base_str(vm, e);
}

pe_value pe_exc_repr(pe_vm *vm, pe_value exc) {
    pe_exc *e = pe_exc_obj(exc);
    /* _PyType_Name: the part of tp_name after the last dot. */
    const char *name = e->base.type->name;
    const char *dot = strrchr(name, '.');
    if (dot) name = dot + 1;
    size_t n = pe_is_null(e->args) ? 0 : pe_tuple_len(e->args);
    pe_value inner;
    if (n == 1)
        inner = pe_op_repr(vm, pe_tuple_item(e->args, 0));
    else if (n == 0)
        inner = pe_str_value(vm, "()", 2);
    else
        inner = pe_op_repr(vm, e->args);
    if (pe_is_null(inner)) return PE_NULL;
    size_t nl = strlen(name), il = pe_str_obj(inner)->size;
    size_t cap = nl + il + 3;
    char *buf = pe_mem_alloc(&vm->mem, cap);
    if (!buf) {
        pe_decref(vm, inner);
        return pe_err_nomem(vm);
    }
    size_t len = 0;
    memcpy(buf, name, nl);
    len += nl;
    if (n == 1) buf[len++] = '(';
    memcpy(buf + len, pe_str_obj(inner)->data, il);
    len += il;
    if (n == 1) buf[len++] = ')';
    pe_value r = pe_str_value(vm, buf, len);
    pe_mem_free(&vm->mem, buf, cap);
    pe_decref(vm, inner);
    return r;
}

static pe_value pe_exc_str_slot(pe_vm *vm, pe_value self) {
    return pe_exc_str(vm, self);
}
static pe_value pe_exc_repr_slot(pe_vm *vm, pe_value self) {
    return pe_exc_repr(vm, self);
}

/* ---- attributes ---------------------------------------------------------------------- */

/* Attributes implemented as descriptors on the exception types in CPython (so they take
 * precedence over the instance dict). */
typedef enum pe_exc_attr_id {
    PE_EA_NONE = 0,
    PE_EA_ARGS,
    PE_EA_CAUSE,
    PE_EA_CONTEXT,
    PE_EA_SUPPRESS,
    PE_EA_TRACEBACK,
    PE_EA_X, /* a family slot: see pe_exc_attr_x */
} pe_exc_attr_id;

typedef struct pe_exc_attr_def {
    const char *name;
    uint8_t id;
    uint8_t family; /* for PE_EA_X */
    uint8_t slot;
} pe_exc_attr_def;

static const pe_exc_attr_def pe_exc_attr_defs[] = {
    {"args", PE_EA_ARGS, 0, 0},
    {"__cause__", PE_EA_CAUSE, 0, 0},
    {"__context__", PE_EA_CONTEXT, 0, 0},
    {"__suppress_context__", PE_EA_SUPPRESS, 0, 0},
    {"__traceback__", PE_EA_TRACEBACK, 0, 0},
    {"value", PE_EA_X, PE_EXCF_STOP_ITERATION, PE_EXC_X_VALUE},
    {"code", PE_EA_X, PE_EXCF_SYSTEM_EXIT, PE_EXC_X_CODE},
    {"msg", PE_EA_X, PE_EXCF_IMPORT, PE_EXC_X_IMPORT_MSG},
    {"name", PE_EA_X, PE_EXCF_IMPORT, PE_EXC_X_IMPORT_NAME},
    {"path", PE_EA_X, PE_EXCF_IMPORT, PE_EXC_X_IMPORT_PATH},
    {"name", PE_EA_X, PE_EXCF_NAME, PE_EXC_X_NAME},
    {"name", PE_EA_X, PE_EXCF_ATTRIBUTE, PE_EXC_X_NAME},
    {"obj", PE_EA_X, PE_EXCF_ATTRIBUTE, PE_EXC_X_OBJ},
    {"msg", PE_EA_X, PE_EXCF_SYNTAX, PE_EXC_X_MSG},
    {"filename", PE_EA_X, PE_EXCF_SYNTAX, PE_EXC_X_FILENAME},
    {"lineno", PE_EA_X, PE_EXCF_SYNTAX, PE_EXC_X_LINENO},
    {"offset", PE_EA_X, PE_EXCF_SYNTAX, PE_EXC_X_OFFSET},
    {"text", PE_EA_X, PE_EXCF_SYNTAX, PE_EXC_X_TEXT},
    {"end_lineno", PE_EA_X, PE_EXCF_SYNTAX, PE_EXC_X_END_LINENO},
    {"end_offset", PE_EA_X, PE_EXCF_SYNTAX, PE_EXC_X_END_OFFSET},
    {"print_file_and_line", PE_EA_X, PE_EXCF_SYNTAX, PE_EXC_X_PRINT_FILE_AND_LINE},
    {"errno", PE_EA_X, PE_EXCF_OSERROR, PE_EXC_X_ERRNO},
    {"strerror", PE_EA_X, PE_EXCF_OSERROR, PE_EXC_X_STRERROR},
    {"filename", PE_EA_X, PE_EXCF_OSERROR, PE_EXC_X_OS_FILENAME},
    {"filename2", PE_EA_X, PE_EXCF_OSERROR, PE_EXC_X_OS_FILENAME2},
#define PE_UNICODE_ATTRS(F)                                                                \
    {"encoding", PE_EA_X, F, PE_EXC_X_ENCODING}, {"object", PE_EA_X, F, PE_EXC_X_OBJECT},  \
        {"start", PE_EA_X, F, PE_EXC_X_START}, {"end", PE_EA_X, F, PE_EXC_X_END},          \
        {"reason", PE_EA_X, F, PE_EXC_X_REASON},
    PE_UNICODE_ATTRS(PE_EXCF_UNICODE_ENCODE) PE_UNICODE_ATTRS(PE_EXCF_UNICODE_DECODE)
        PE_UNICODE_ATTRS(PE_EXCF_UNICODE_TRANSLATE)
#undef PE_UNICODE_ATTRS
};

static const pe_exc_attr_def *pe_exc_find_attr(pe_exc *e, pe_str *name) {
    /* loop-bound: const */
    for (size_t i = 0; i < sizeof pe_exc_attr_defs / sizeof pe_exc_attr_defs[0]; i++) {
        const pe_exc_attr_def *d = &pe_exc_attr_defs[i];
        if (d->id == PE_EA_X && d->family != e->family) continue;
        size_t n = strlen(d->name);
        if (name->size == n && memcmp(name->data, d->name, n) == 0) return d;
    }
    return NULL;
}

static pe_value pe_exc_getattr(pe_vm *vm, pe_value self, pe_str *name) {
    pe_exc *e = pe_exc_obj(self);
    const pe_exc_attr_def *d = pe_exc_find_attr(e, name);
    if (!d) return pe_object_generic_getattr(vm, self, name);
    switch ((pe_exc_attr_id)d->id) {
    case PE_EA_ARGS: return pe_incref(pe_is_null(e->args) ? PE_NONE : e->args);
    case PE_EA_CAUSE: return pe_incref(pe_exc_get_cause(self));
    case PE_EA_CONTEXT: return pe_incref(pe_exc_get_context(self));
    case PE_EA_SUPPRESS: return pe_bool(e->suppress_context);
    case PE_EA_TRACEBACK: return pe_exc_get_traceback(vm, self);
    case PE_EA_X: return pe_incref(pe_exc_x_get(e, d->slot));
    default: break;
    }
    return PE_NONE;
}

static int pe_exc_setattr(pe_vm *vm, pe_value self, pe_str *name, pe_value value) {
    pe_exc *e = pe_exc_obj(self);
    const pe_exc_attr_def *d = pe_exc_find_attr(e, name);
    if (!d) return pe_object_generic_setattr(vm, self, name, value);
    int del = pe_is_null(value);
    switch ((pe_exc_attr_id)d->id) {
    case PE_EA_ARGS: {
        if (del) {
            pe_err_set(vm, PE_EXC_TypeError, "args may not be deleted");
            return -1;
        }
        pe_value t = pe_tuple_from_iterable(vm, value);
        if (pe_is_null(t)) return -1;
        pe_value old = e->args;
        e->args = t;
        pe_decref(vm, old);
        return 0;
    }
    case PE_EA_CAUSE:
    case PE_EA_CONTEXT: {
        int cause = d->id == PE_EA_CAUSE;
        if (del) {
            pe_err_format(vm, PE_EXC_TypeError, "%s may not be deleted",
                          cause ? "__cause__" : "__context__");
            return -1;
        }
        if (!pe_is_none(value) && !pe_exc_check(vm, value)) {
            pe_err_format(vm, PE_EXC_TypeError,
                          "exception %s must be None or derive from BaseException",
                          cause ? "cause" : "context");
            return -1;
        }
        if (cause)
            pe_exc_set_cause(vm, self, pe_incref(value));
        else
            pe_exc_set_context(vm, self, pe_incref(value));
        return 0;
    }
    case PE_EA_SUPPRESS:
        if (del) {
            pe_err_set(vm, PE_EXC_TypeError, "can't delete attribute");
            return -1;
        }
        if (!pe_is_bool(value)) {
            pe_err_set(vm, PE_EXC_TypeError, "attribute value type must be bool");
            return -1;
        }
        e->suppress_context = (uint8_t)value.u.i;
        return 0;
    case PE_EA_TRACEBACK:
        if (del) {
            pe_err_set(vm, PE_EXC_TypeError, "__traceback__ may not be deleted");
            return -1;
        }
        return pe_exc_set_traceback(vm, self, value);
    case PE_EA_X:
        if (del)
            pe_clear(vm, &e->x[d->slot]);
        else
            pe_exc_x_set(vm, e, d->slot, value);
        return 0;
    default: break;
    }
    return 0;
}

/* ---- methods ------------------------------------------------------------------------- */

static int pe_exc_self_check(pe_vm *vm, const char *meth, const pe_value *args,
                             size_t nargs) {
    if (nargs >= 1 && pe_exc_check(vm, args[0])) return 0;
    pe_err_format(vm, PE_EXC_TypeError,
                  "descriptor '%s' requires a 'BaseException' object but received a '%s'",
                  meth, nargs ? pe_type_of(vm, args[0])->name : "nothing");
    return -1;
}

static pe_value pe_exc_m_init(pe_vm *vm, const pe_value *args, size_t nargs,
                              pe_obj *kwnames) {
    if (pe_exc_self_check(vm, "__init__", args, nargs) < 0) return PE_NULL;
    if (pe_exc_init_family(vm, pe_exc_obj(args[0]), args + 1, nargs - 1, kwnames) < 0)
        return PE_NULL;
    return PE_NONE;
}

static pe_value pe_exc_m_str(pe_vm *vm, const pe_value *args, size_t nargs,
                             pe_obj *kwnames) {
    if (pe_exc_self_check(vm, "__str__", args, nargs) < 0) return PE_NULL;
    if (pe_args_noargs(vm, "BaseException.__str__", nargs - 1, kwnames) < 0) return PE_NULL;
    return pe_exc_str(vm, args[0]);
}

static pe_value pe_exc_m_repr(pe_vm *vm, const pe_value *args, size_t nargs,
                              pe_obj *kwnames) {
    if (pe_exc_self_check(vm, "__repr__", args, nargs) < 0) return PE_NULL;
    if (pe_args_noargs(vm, "BaseException.__repr__", nargs - 1, kwnames) < 0)
        return PE_NULL;
    return pe_exc_repr(vm, args[0]);
}

/* with_traceback(tb): sets __traceback__ and returns self. */
static pe_value pe_exc_m_with_traceback(pe_vm *vm, const pe_value *args, size_t nargs,
                                        pe_obj *kwnames) {
    if (pe_exc_self_check(vm, "with_traceback", args, nargs) < 0) return PE_NULL;
    if (pe_args_one(vm, "BaseException.with_traceback", nargs - 1, kwnames) < 0)
        return PE_NULL;
    if (pe_exc_set_traceback(vm, args[0], args[1]) < 0) return PE_NULL;
    return pe_incref(args[0]);
}

/* add_note(note): appends to self.__notes__ (in the instance dict), creating the list. */
static pe_value pe_exc_m_add_note(pe_vm *vm, const pe_value *args, size_t nargs,
                                  pe_obj *kwnames) {
    if (pe_exc_self_check(vm, "add_note", args, nargs) < 0) return PE_NULL;
    if (pe_args_one(vm, "BaseException.add_note", nargs - 1, kwnames) < 0) return PE_NULL;
    pe_value note = args[1];
    if (!pe_str_check(vm, note)) {
        pe_err_format(vm, PE_EXC_TypeError, "note must be a str, not '%T'", note);
        return PE_NULL;
    }
    pe_exc *e = pe_exc_obj(args[0]);
    if (pe_is_null(e->dict)) {
        e->dict = pe_dict_new(vm);
        if (pe_is_null(e->dict)) return PE_NULL;
    }
    pe_value notes = pe_dict_get_cstr(vm, e->dict, "__notes__");
    if (pe_is_null(notes)) {
        pe_value l = pe_list_new(vm, 0);
        if (pe_is_null(l)) return PE_NULL;
        int r = pe_dict_set_cstr(vm, e->dict, "__notes__", l);
        pe_decref(vm, l);
        if (r < 0) return PE_NULL;
        notes = pe_dict_get_cstr(vm, e->dict, "__notes__");
    }
    if (!pe_list_check(vm, notes)) {
        pe_err_set(vm, PE_EXC_TypeError, "Cannot add note: __notes__ is not a list");
        return PE_NULL;
    }
    if (pe_list_append(vm, notes, note) < 0) return PE_NULL;
    return PE_NONE;
}

/* __reduce__: (type, args) or (type, args, __dict__), for copy and deepcopy. */
static pe_value pe_exc_m_reduce(pe_vm *vm, const pe_value *args, size_t nargs,
                                pe_obj *kwnames) {
    if (pe_exc_self_check(vm, "__reduce__", args, nargs) < 0) return PE_NULL;
    if (pe_args_noargs(vm, "BaseException.__reduce__", nargs - 1, kwnames) < 0)
        return PE_NULL;
    pe_exc *e = pe_exc_obj(args[0]);
    int with_dict = pe_is_obj(e->dict) && pe_dict_len(e->dict) > 0;
    pe_value r = pe_tuple_new(vm, with_dict ? 3 : 2);
    if (pe_is_null(r)) return PE_NULL;
    pe_tuple_set_item(r, 0, pe_incref(pe_obj_value(&e->base.type->base)));
    pe_tuple_set_item(r, 1, pe_incref(pe_is_null(e->args) ? PE_NONE : e->args));
    if (with_dict) pe_tuple_set_item(r, 2, pe_incref(e->dict));
    return r;
}

/* __setstate__(state): copies a dict's items into the instance's attributes. */
static pe_value pe_exc_m_setstate(pe_vm *vm, const pe_value *args, size_t nargs,
                                  pe_obj *kwnames) {
    if (pe_exc_self_check(vm, "__setstate__", args, nargs) < 0) return PE_NULL;
    if (pe_args_one(vm, "BaseException.__setstate__", nargs - 1, kwnames) < 0)
        return PE_NULL;
    pe_value state = args[1];
    if (pe_is_none(state)) return PE_NONE;
    if (!pe_dict_check(vm, state)) {
        pe_err_set(vm, PE_EXC_TypeError, "state is not a dictionary");
        return PE_NULL;
    }
    if (pe_dict_charge_holes(vm, pe_dict_obj(state)) < 0) return PE_NULL;
    size_t pos = 0;
    pe_value k, v;
    while (pe_dict_next(state, &pos, &k, &v)) {
        if (PE_TICK(vm, 1) < 0) return PE_NULL; /* one op per attribute set */
        if (!pe_str_check(vm, k)) {
            pe_err_format(vm, PE_EXC_TypeError, "attribute name must be string, not '%T'",
                          k);
            return PE_NULL;
        }
        if (pe_op_setattr(vm, args[0], pe_str_obj(k), v) < 0) return PE_NULL;
    }
    return PE_NONE;
}

static const pe_method_def pe_exc_methods[] = {
    {"__reduce__", pe_exc_m_reduce, 0}, {"__setstate__", pe_exc_m_setstate, 0},
    {"__init__", pe_exc_m_init, 0},     {"__str__", pe_exc_m_str, 0},
    {"__repr__", pe_exc_m_repr, 0},     {"with_traceback", pe_exc_m_with_traceback, 0},
    {"add_note", pe_exc_m_add_note, 0}, {NULL, NULL, 0},
};

/* ---- SyntaxError from the parser ----------------------------------------------------- */

/* 1-based character offset -> 1-based byte offset in text (CPython 3.11 reports byte
 * offsets for file input). Offsets past the end count one byte per character. */
static int64_t pe_char_to_byte_offset(const char *text, size_t len, int64_t off) {
    if (off <= 0) return off;
    int64_t chars = 0;
    size_t i = 0;
    /* loop-bound: source: an offset within one source line */
    while (i < len && chars < off - 1) {
        i++;
        /* loop-bound: utf8-char */
        while (i < len && ((unsigned char)text[i] & 0xC0) == 0x80)
            i++;
        chars++;
    }
    return (int64_t)i + 1 + (off - 1 - chars);
}

pe_value pe_exc_syntax_error_new_ex(pe_vm *vm, const pe_syntax_error *err,
                                    const char *filename, const char *line_text,
                                    size_t line_len, int char_offsets) {
    pe_exc_kind k = PE_EXC_SyntaxError;
    if (err->type && strcmp(err->type, "IndentationError") == 0)
        k = PE_EXC_IndentationError;
    else if (err->type && strcmp(err->type, "TabError") == 0)
        k = PE_EXC_TabError;

    pe_value msg = PE_NULL, fn = PE_NULL, text = PE_NONE, info = PE_NULL, args = PE_NULL;
    pe_value exc = PE_NULL;
    msg = pe_str_from_cstr(vm, err->msg);
    if (pe_is_null(msg)) goto fail;
    fn = pe_str_from_cstr(vm, filename ? filename : "<string>");
    if (pe_is_null(fn)) goto fail;
    if (line_text) {
        /* Source compiled from a str gets a newline-terminated text; a file's text is
         * the line as the file has it (no newline on a last line without one). */
        int add_nl = char_offsets && (line_len == 0 || line_text[line_len - 1] != '\n');
        char *buf = pe_mem_alloc(&vm->mem, line_len + 1);
        if (!buf) goto fail;
        if (line_len) memcpy(buf, line_text, line_len);
        if (add_nl) buf[line_len] = '\n';
        text = pe_str_value(vm, buf, line_len + (size_t)add_nl);
        pe_mem_free(&vm->mem, buf, line_len + 1);
        if (pe_is_null(text)) goto fail;
    }
    int64_t off = err->col, end_off = err->end_col;
    if (!char_offsets && line_text) {
        off = pe_char_to_byte_offset(line_text, line_len, off);
        end_off = pe_char_to_byte_offset(line_text, line_len, end_off);
    }
    info = pe_tuple_new(vm, 6);
    if (pe_is_null(info)) goto fail;
    pe_tuple_set_item(info, 0, pe_incref(fn));
    pe_tuple_set_item(info, 1, pe_int(err->line));
    pe_tuple_set_item(info, 2, pe_int(off));
    pe_tuple_set_item(info, 3, pe_incref(text));
    pe_tuple_set_item(info, 4, pe_int(err->end_line ? err->end_line : err->line));
    pe_tuple_set_item(info, 5, pe_int(end_off));
    pe_value a[2] = {msg, info};
    exc = pe_exc_new_kind(vm, k, a, 2);
    (void)args;
fail:
    pe_decref(vm, msg);
    pe_decref(vm, fn);
    pe_decref(vm, text);
    pe_decref(vm, info);
    if (pe_is_null(exc) && !pe_err_occurred(vm)) pe_err_nomem(vm);
    return exc;
}

pe_value pe_exc_syntax_error_new(pe_vm *vm, const pe_syntax_error *err,
                                 const char *filename, const char *line_text,
                                 size_t line_len) {
    int char_offsets = filename && strcmp(filename, "<string>") == 0;
    return pe_exc_syntax_error_new_ex(vm, err, filename, line_text, line_len, char_offsets);
}

/* ---- display name -------------------------------------------------------------------- */

void pe_exc_type_display_name(pe_vm *vm, pe_type *type, char *buf, size_t cap) {
    if (cap == 0) return;
    const char *qual = type->name;
    size_t qlen = strlen(qual);
    const char *mod = NULL;
    size_t mlen = 0;
    if ((type->tflags & PE_TPF_HEAPTYPE) && pe_is_obj(type->dict)) {
        pe_value q = type->qualname;
        if (pe_str_check(vm, q)) {
            qual = pe_str_obj(q)->data;
            qlen = pe_str_obj(q)->size;
        }
        pe_value m = pe_dict_get_str(vm, type->dict, vm->ids[PE_ID_module]);
        if (pe_str_check(vm, m)) {
            mod = pe_str_obj(m)->data;
            mlen = pe_str_obj(m)->size;
        } else {
            mod = "<unknown>";
            mlen = strlen(mod);
        }
        if ((mlen == 8 && memcmp(mod, "builtins", 8) == 0) ||
            (mlen == 8 && memcmp(mod, "__main__", 8) == 0))
            mod = NULL;
    }
    size_t len = 0;
    if (mod) {
        size_t n = mlen < cap - 1 ? mlen : cap - 1;
        memcpy(buf, mod, n);
        len = n;
        if (len < cap - 1) buf[len++] = '.';
    }
    size_t n = qlen < cap - 1 - len ? qlen : cap - 1 - len;
    memcpy(buf + len, qual, n);
    len += n;
    buf[len] = '\0';
}

/* ---- suggestions (Python/suggestions.c) ---------------------------------------------- */

#define PE_SUGGEST_MAX_ITEMS  750
#define PE_SUGGEST_MAX_STRING 40
#define PE_SUGGEST_MOVE_COST  2
#define PE_SUGGEST_CASE_COST  1

static size_t pe_subst_cost(char a, char b) {
    if ((a & 31) != (b & 31)) return PE_SUGGEST_MOVE_COST;
    if (a == b) return 0;
    if (a >= 'A' && a <= 'Z') a = (char)(a + ('a' - 'A'));
    if (b >= 'A' && b <= 'Z') b = (char)(b + ('a' - 'A'));
    return a == b ? PE_SUGGEST_CASE_COST : PE_SUGGEST_MOVE_COST;
}

/* CPython's levenshtein_distance: weighted (case changes cost 1, other edits 2), on
 * UTF-8 bytes, with common prefix/suffix trimmed and an early exit past max_cost. */
static size_t pe_levenshtein(const char *a, size_t an, const char *b, size_t bn,
                             size_t max_cost, size_t *buf) {
    if (a == b && an == bn) return 0;
    /* loop-bound: const: names are cut to 40 characters before the distance (CPython's
     * MAX_STRING_SIZE) */
    while (an && bn && a[0] == b[0])
        a++, b++, an--, bn--;
    /* loop-bound: const: names are cut to 40 characters before the distance (CPython's
     * MAX_STRING_SIZE) */
    while (an && bn && a[an - 1] == b[bn - 1])
        an--, bn--;
    if (an == 0 || bn == 0) return (an + bn) * PE_SUGGEST_MOVE_COST;
    if (an > PE_SUGGEST_MAX_STRING || bn > PE_SUGGEST_MAX_STRING) return max_cost + 1;
    if (bn < an) {
        const char *t = a;
        a = b;
        b = t;
        size_t tn = an;
        an = bn;
        bn = tn;
    }
    if ((bn - an) * PE_SUGGEST_MOVE_COST > max_cost) return max_cost + 1;
    size_t tmp = PE_SUGGEST_MOVE_COST;
    /* loop-bound: const: names are cut to 40 characters before the distance (CPython's
     * MAX_STRING_SIZE) */
    for (size_t i = 0; i < an; i++) {
        buf[i] = tmp;
        tmp += PE_SUGGEST_MOVE_COST;
    }
    size_t result = 0;
    /* loop-bound: const: names are cut to 40 characters before the distance (CPython's
     * MAX_STRING_SIZE) */
    for (size_t bi = 0; bi < bn; bi++) {
        char code = b[bi];
        size_t distance = result = bi * PE_SUGGEST_MOVE_COST;
        size_t minimum = SIZE_MAX;
        /* loop-bound: const: names are cut to 40 characters before the distance
         * (CPython's MAX_STRING_SIZE) */
        for (size_t i = 0; i < an; i++) {
            size_t substitute = distance + pe_subst_cost(code, a[i]);
            distance = buf[i];
            size_t insert_delete =
                (result < distance ? result : distance) + PE_SUGGEST_MOVE_COST;
            result = insert_delete < substitute ? insert_delete : substitute;
            buf[i] = result;
            if (result < minimum) minimum = result;
        }
        if (minimum > max_cost) return max_cost + 1;
    }
    return result;
}

pe_str *pe_exc_suggest(pe_str *name, pe_str *const *cands, size_t ncands) {
    if (ncands >= PE_SUGGEST_MAX_ITEMS) return NULL;
    size_t buf[PE_SUGGEST_MAX_STRING];
    pe_str *best = NULL;
    size_t best_dist = SIZE_MAX;
    /* loop-bound: const: CPython's suggestion cap (at most 750 candidates) */
    for (size_t i = 0; i < ncands; i++) {
        pe_str *c = cands[i];
        if (!c || pe_str_eq(c, name)) continue;
        size_t maxd = (name->size + c->size + 3) * PE_SUGGEST_MOVE_COST / 6;
        if (best_dist - 1 < maxd) maxd = best_dist - 1;
        size_t d = pe_levenshtein(name->data, name->size, c->data, c->size, maxd, buf);
        if (d > maxd) continue;
        if (!best || d < best_dist) {
            best = c;
            best_dist = d;
        }
    }
    return best;
}

/* ---- start-up ------------------------------------------------------------------------ */

/* Limit errors are instances of ordinary classes so that hosts see a familiar type
 * name; what makes them uncatchable is vm->limit, not the class. */
static const struct {
    pe_exc_kind kind;
    const char *msg;
} pe_limit_exc[PE_LIMIT__COUNT] = {
    [PE_LIMIT_NONE] = {PE_EXC_RuntimeError, "no limit"},
    [PE_LIMIT_OPS] = {PE_EXC_RuntimeError, "operation limit exceeded"},
    [PE_LIMIT_MEMORY] = {PE_EXC_MemoryError, "memory limit exceeded"},
    [PE_LIMIT_STACK] = {PE_EXC_RecursionError, "C stack limit exceeded (nesting too deep)"},
    [PE_LIMIT_TIME] = {PE_EXC_TimeoutError, "time limit exceeded"},
    [PE_LIMIT_OUTPUT] = {PE_EXC_RuntimeError, "output limit exceeded"},
    [PE_LIMIT_SOURCE] = {PE_EXC_ValueError, "source too large"},
    [PE_LIMIT_INTERRUPT] = {PE_EXC_KeyboardInterrupt, "interrupted"},
    [PE_LIMIT_HOST_CALLS] = {PE_EXC_RuntimeError, "host call limit exceeded"},
    [PE_LIMIT_FINAL] = {PE_EXC_RuntimeError, "final answer given"},
};

/* Traceback entries a limit error can record without allocating. */
#define PE_LIMIT_TB_RESERVE 16u

static int pe_exc_reserve_tb(pe_vm *vm, pe_value exc, uint32_t n) {
    pe_exc *e = pe_exc_obj(exc);
    e->tb = pe_mem_alloc(&vm->mem, (size_t)n * sizeof *e->tb);
    if (!e->tb) return -1;
    e->tb_cap = n;
    return 0;
}

static pe_type *pe_exc_make_type(pe_vm *vm, pe_exc_kind k) {
    /* Allocated as eval/vm.c allocates the builtin types (freed there with pe_mem_free):
     * untracked, owned by vm->exc_types[]. */
    pe_type *t = pe_mem_calloc(&vm->mem, 1, sizeof(pe_type));
    if (!t) return NULL;
    t->base.rc = 1;
    t->base.type = vm->types[PE_TYPE_TYPE];
    t->name = pe_exc_names[k];
    /* the dict, __mro__ and __bases__ are made on first use (builtins/type.h): a run
     * touches few of the classes */
    t->tflags = PE_TPF_EXC_SUBCLASS | PE_TPF_BASETYPE | PE_TPF_GC | PE_TPF_HAS_DICT |
                PE_TPF_LAZY_MRO | PE_TPF_LAZY_DICT;
    t->basicsize = (uint32_t)pe_exc_family_size(pe_exc_kind_family(k));
    t->tbase = k == PE_EXC_BaseException ? vm->types[PE_TYPE_OBJECT]
                                         : vm->exc_types[pe_exc_parent[k]];
    t->dealloc = pe_exc_dealloc;
    t->traverse = pe_exc_traverse;
    t->clear = pe_exc_gc_clear;
    t->repr = pe_exc_repr_slot;
    t->str = pe_exc_str_slot;
    t->hash = pe_exc_hash;
    t->getattr = pe_exc_getattr;
    t->setattr = pe_exc_setattr;
    t->new_ = pe_exc_type_new;
    return t;
}

/*
 * The preallocated instances are owned by the VM's constant table (pe_vm_keep), which
 * holds one reference each until pyeval_free; they are found again by scanning it for
 * the prealloc code. They are kept there at start-up, so they are among the first
 * entries and the scan is short; it runs only when an allocation fails or a limit is
 * hit. (A dedicated field in struct pe_vm would make this a load.)
 */
pe_value pe_exc_prealloc(pe_vm *vm, int which) {
    /* loop-bound: setup */
    for (size_t i = 0; i < vm->nconsts && vm->consts; i++) {
        pe_value v = vm->consts[i];
        if (v.tag == PE_T_OBJ && (v.u.o->type->tflags & PE_TPF_EXC_SUBCLASS) &&
            ((pe_exc *)v.u.o)->prealloc == which + 1)
            return v;
    }
    return PE_NULL;
}

int pe_exc_prealloc_which(pe_value exc) {
    if (exc.tag != PE_T_OBJ) return -1;
    pe_exc *e = pe_exc_obj(exc);
    return e->prealloc ? e->prealloc - 1 : -1;
}

/* Makes one preallocated instance: an instance of kind k, with room for traceback
 * entries reserved, handed to the VM's constant table. */
static int pe_exc_make_prealloc(pe_vm *vm, int which, pe_exc_kind k, const char *msg) {
    pe_value e =
        msg ? pe_exc_new_msg(vm, k, msg, strlen(msg)) : pe_exc_new_kind(vm, k, NULL, 0);
    if (pe_is_null(e)) return -1;
    pe_exc_obj(e)->prealloc = (uint8_t)(which + 1);
    if (pe_exc_reserve_tb(vm, e, PE_LIMIT_TB_RESERVE) < 0) {
        pe_decref(vm, e);
        return -1;
    }
    return pe_vm_keep(vm, e); /* steals e */
}

/* The classes' names, hashed once per process (core/intern.h, pe_name_hash). */
static pe_name_hash pe_exc_name_hashes[PE_EXC__COUNT];
static pthread_once_t pe_exc_name_hashes_once = PTHREAD_ONCE_INIT;
static void pe_exc_name_hashes_init(void) {
    /* loop-bound: const */
    for (int k = 0; k < PE_EXC__COUNT; k++)
        pe_name_hash_of(pe_exc_names[k], &pe_exc_name_hashes[k]);
}

/* builtins[name of class k] = class k. 0 or -1. */
static int pe_exc_publish(pe_vm *vm, int k) {
    pe_str *name = pe_intern_hashed(vm, pe_exc_names[k], &pe_exc_name_hashes[k]);
    if (!name) {
        pe_err_nomem(vm);
        return -1;
    }
    return pe_dict_set_str(vm, vm->builtins, name, pe_obj_value(&vm->exc_types[k]->base));
}

int pe_exceptions_init(pe_vm *vm) {
    /* loop-bound: setup */
    for (int k = 0; k < PE_EXC__COUNT; k++) {
        pe_type *t = pe_exc_make_type(vm, (pe_exc_kind)k);
        if (!t) return -1;
        vm->exc_types[k] = t;
    }
    if (pe_type_add_methods(vm, vm->exc_types[PE_EXC_BaseException], pe_exc_methods) < 0)
        return -1;

    /* Make the classes visible as builtins, with CPython's aliases of OSError. */
    if (pe_is_obj(vm->builtins)) {
        /* loop-bound: setup */
        pthread_once(&pe_exc_name_hashes_once, pe_exc_name_hashes_init);
        /* loop-bound: setup */
        for (int k = 0; k < PE_EXC__COUNT; k++)
            if (pe_exc_publish(vm, k) < 0) return -1;
        pe_value os = pe_obj_value(&vm->exc_types[PE_EXC_OSError]->base);
        if (pe_dict_set_cstr(vm, vm->builtins, "EnvironmentError", os) < 0 ||
            pe_dict_set_cstr(vm, vm->builtins, "IOError", os) < 0)
            return -1;
    }

    if (pe_exc_make_prealloc(vm, PE_PREALLOC_NOMEM, PE_EXC_MemoryError, NULL) < 0)
        return -1;
    /* loop-bound: setup */
    for (int k = 1; k < PE_LIMIT__COUNT; k++)
        if (pe_exc_make_prealloc(vm, PE_PREALLOC_LIMIT + k, pe_limit_exc[k].kind,
                                 pe_limit_exc[k].msg) < 0)
            return -1;
    return 0;
}

void pe_exceptions_fini(pe_vm *vm) {
    (void)vm;
}
