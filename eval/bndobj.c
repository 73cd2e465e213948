/*
 * bndobj.c - PYEVAL_OBJECT values: namedtuples, dataclasses and the datetime types
 * across the boundary (include/pyeval.h).
 *
 * Host -> VM: the classes are made by the sandbox's own collections.namedtuple and
 * dataclasses.make_dataclass, one per (kind, name, field names) per VM (a cache in a
 * small frozen helper whose globals live in vm->dc_cache), and the datetime values by
 * its datetime module. Those modules are imported unchecked: the host's values work
 * whatever the program may import.
 *
 * VM -> host: recognised without running user code: a namedtuple is an instance of a
 * tuple subclass whose class has `_fields` (a tuple of str as long as the value); a
 * dataclass an instance whose class has `__dataclass_fields__`, its values read from
 * the instance __dict__ (no property or __getattribute__ runs, so a container being
 * copied cannot change under the walk); a datetime value an instance of exactly one of
 * the sandbox datetime module's classes, whose fields that module's own code gives.
 */
#include <string.h>

#include "../builtins/bytes.h"
#include "../builtins/dict.h"
#include "../builtins/list.h"
#include "../builtins/str.h"
#include "../builtins/subclass.h"
#include "../builtins/tuple.h"
#include "../builtins/type.h"
#include "../core/intern.h"
#include "../modules/registry.h"
#include "exc.h"
#include "host.h"
#include "ops.h"
#include "vm.h"

static const char helper_src[] =
    "_cache = {}\n"
    "def make(kind, name, fields, values):\n"
    "    key = (kind, name, fields)\n"
    "    cls = _cache.get(key)\n"
    "    if cls is None:\n"
    "        if kind == 'namedtuple':\n"
    "            import collections\n"
    "            cls = collections.namedtuple(name, fields, module='__main__')\n"
    "        else:\n"
    "            import dataclasses\n"
    "            cls = dataclasses.make_dataclass(name, fields)\n"
    "            cls.__module__ = '__main__'\n"
    "        _cache[key] = cls\n"
    "    return cls(*values)\n"
    "def make_dt(kind, args):\n"
    "    import datetime\n"
    "    if kind == 'timezone' and len(args) == 2 and args[1] is None:\n"
    "        args = args[:1]\n"
    "    return getattr(datetime, kind)(*args)\n";

/* The helper's function `name` (borrowed), running the helper on first use. PE_NULL
 * with the error pending. */
static pe_value helper(pe_vm *vm, const char *name) {
    if (pe_is_null(vm->dc_cache)) {
        pe_value d = pe_dict_new(vm);
        if (pe_is_null(d)) return d;
        pe_value n = pe_str_from_cstr(vm, "_pyeval_boundary");
        int rc = pe_is_null(n) ? -1 : pe_dict_set_cstr(vm, d, "__name__", n);
        pe_decref(vm, n);
        if (rc < 0 || pe_module_exec_source(vm, d, "_pyeval_boundary",
                                            (const unsigned char *)helper_src,
                                            sizeof helper_src - 1) < 0) {
            pe_decref(vm, d);
            return PE_NULL;
        }
        vm->dc_cache = d;
    }
    pe_value f = pe_dict_get_cstr(vm, vm->dc_cache, name);
    if (pe_is_null(f)) return pe_err_format(vm, PE_EXC_SystemError, "no helper %s", name);
    return f;
}

/* ---- host -> VM ---------------------------------------------------------------------- */

static const char *const dt_kinds[] = {"datetime.date",     "datetime.time",
                                       "datetime.datetime", "datetime.timedelta",
                                       "datetime.timezone", NULL};

/* namedtuple / dataclass: fields is a DICT of STR names -> values. */
static pe_value make_record(pe_vm *vm, const pyeval_value *v, const char *kind,
                            size_t depth) {
    const pyeval_value *f = v->u.obj.fields;
    if (!v->u.obj.name || !f || f->kind != PYEVAL_DICT || (f->u.seq.len && !f->u.seq.items))
        return pe_err_format(vm, PE_EXC_ValueError,
                             "malformed boundary value: a %s needs a name and a DICT of "
                             "fields",
                             kind);
    size_t n = f->u.seq.len;
    pe_value name = PE_NULL, names = pe_tuple_new(vm, n), vals = pe_tuple_new(vm, n),
             r = PE_NULL;
    if (pe_is_null(names) || pe_is_null(vals)) goto out;
    /* loop-bound: caller-charged: pe_bnd_to_vm_depth charges every node */
    for (size_t i = 0; i < n; i++) {
        const pyeval_value *k = &f->u.seq.items[2 * i];
        if (k->kind != PYEVAL_STR) {
            pe_err_format(vm, PE_EXC_TypeError, "%s field names must be STR", kind);
            goto out;
        }
        pe_value ks = pe_bnd_to_vm_depth(vm, k, depth);
        if (pe_is_null(ks)) goto out;
        pe_tuple_set_item(names, i, ks);
        pe_value x = pe_bnd_to_vm_depth(vm, &f->u.seq.items[2 * i + 1], depth);
        if (pe_is_null(x)) goto out;
        pe_tuple_set_item(vals, i, x);
    }
    name = pe_bytes_decode(vm, v->u.obj.name, strlen(v->u.obj.name), "utf-8", "strict");
    pe_value fn = pe_is_null(name) ? PE_NULL : helper(vm, "make");
    if (pe_is_null(fn)) goto out;
    pe_value k = pe_str_from_cstr(vm, kind);
    if (pe_is_null(k)) goto out;
    pe_value args[4] = {k, name, names, vals};
    r = pe_op_call(vm, fn, args, 4, NULL);
    pe_decref(vm, k);
out:
    pe_clear(vm, &name);
    pe_clear(vm, &names);
    pe_clear(vm, &vals);
    return r;
}

/* The builtin class the builtins module binds to `name` (new reference), or a
 * TypeError: a class statement's class, or a name that is not a builtin class, has no
 * counterpart on this side. */
static pe_value builtin_type_to_vm(pe_vm *vm, const char *name) {
    pe_value t = name ? pe_dict_get_cstr(vm, vm->builtins, name) : PE_NULL;
    if (pe_is_null(t) || !pe_type_check(vm, t) ||
        (((pe_type *)t.u.o)->tflags & PE_TPF_HEAPTYPE))
        return pe_err_format(vm, PE_EXC_TypeError, "'%.100s' is not a builtin class",
                             name ? name : "");
    return pe_incref(t);
}

int pe_bnd_builtin_type_to_host(pe_vm *vm, pe_bnd_tree *tree, pe_value v,
                                pyeval_value *out) {
    if (!pe_type_check(vm, v)) return 0;
    pe_type *t = (pe_type *)v.u.o;
    if (t->tflags & PE_TPF_HEAPTYPE) return 0;
    /* only a class the builtins module binds under its own name (not dict_keys, not a
     * module's class such as collections.deque): the host has the same one */
    pe_value b = pe_dict_get_cstr(vm, vm->builtins, t->name);
    if (pe_is_null(b) || b.u.o != v.u.o) return 0;
    size_t n = strlen(t->name);
    char *p = pe_bnd_tree_alloc(vm, tree, n + 1);
    pyeval_value *f = pe_bnd_tree_alloc(vm, tree, sizeof *f);
    if (!p || !f) return -1;
    memcpy(p, t->name, n + 1);
    f->kind = PYEVAL_NONE;
    out->kind = PYEVAL_OBJECT;
    out->u.obj.type = "builtin_type"; /* static text */
    out->u.obj.name = p;
    out->u.obj.fields = f;
    return 1;
}

pe_value pe_bnd_object_to_vm(pe_vm *vm, const pyeval_value *v, size_t depth) {
    const char *type = v->u.obj.type;
    if (!type)
        return pe_err_set(vm, PE_EXC_ValueError,
                          "malformed boundary value: OBJECT without a type");
    if (!strcmp(type, "namedtuple") || !strcmp(type, "dataclass"))
        return make_record(vm, v, type, depth);
    if (!strcmp(type, "builtin_type")) return builtin_type_to_vm(vm, v->u.obj.name);
    /* loop-bound: const: the datetime kinds */
    for (int i = 0; dt_kinds[i]; i++) {
        if (strcmp(type, dt_kinds[i])) continue;
        const pyeval_value *f = v->u.obj.fields;
        if (!f || f->kind != PYEVAL_TUPLE)
            return pe_err_format(vm, PE_EXC_ValueError,
                                 "malformed boundary value: %s needs a TUPLE of fields",
                                 type);
        pe_value args = pe_bnd_to_vm_depth(vm, f, depth);
        if (pe_is_null(args)) return args;
        pe_value fn = helper(vm, "make_dt");
        pe_value k = pe_is_null(fn) ? PE_NULL : pe_str_from_cstr(vm, type + 9);
        pe_value r = PE_NULL;
        if (!pe_is_null(k)) {
            pe_value a[2] = {k, args};
            r = pe_op_call(vm, fn, a, 2, NULL);
            pe_decref(vm, k);
        }
        pe_decref(vm, args);
        return r;
    }
    return pe_err_format(vm, PE_EXC_TypeError, "unknown OBJECT type '%.100s'", type);
}

/* ---- VM -> host ---------------------------------------------------------------------- */

/* A class attribute found along t's MRO, borrowed, or PE_NULL. Cannot fail. */
static pe_value class_attr(pe_vm *vm, pe_type *t, const char *name) {
    pe_str *s = pe_intern(vm, name, strlen(name));
    if (!s) {
        pe_err_clear(vm);
        return PE_NULL;
    }
    return pe_type_lookup(vm, t, s);
}

/* The namedtuple's fields as a new dict, PE_NULL when v is not one (nothing pending)
 * or with an error pending. */
static pe_value namedtuple_fields(pe_vm *vm, pe_value v, pe_type *t) {
    pe_value tup = pe_subclass_unwrap(v);
    if (pe_is(tup, v) || !pe_tuple_check(vm, tup)) return PE_NULL;
    pe_value names = class_attr(vm, t, "_fields");
    if (pe_is_null(names) || !pe_tuple_check(vm, names) ||
        pe_tuple_len(names) != pe_tuple_len(tup))
        return PE_NULL;
    pe_value d = pe_dict_new(vm);
    /* loop-bound: caller-charged: the fill charges each field */
    for (size_t i = 0; !pe_is_null(d) && i < pe_tuple_len(tup); i++) {
        pe_value k = pe_tuple_item(names, i);
        if (!pe_str_check(vm, k) || pe_dict_set(vm, d, k, pe_tuple_item(tup, i)) < 0) {
            pe_clear(vm, &d);
        }
    }
    return d;
}

/* The sandbox dataclasses module's global `name` (borrowed), or PE_NULL when the
 * module was not imported (then no value is a dataclass). Cannot fail. */
static pe_value dataclasses_global(pe_vm *vm, const char *name) {
    if (!pe_is_obj(vm->modules)) return PE_NULL;
    pe_value m = pe_dict_get_cstr(vm, vm->modules, "dataclasses");
    if (pe_is_null(m) || !pe_module_check(vm, m)) return PE_NULL;
    return pe_dict_get_cstr(vm, pe_module_dict(m), name);
}

/* Whether a __dataclass_fields__ value is a real field: an instance of exactly the
 * sandbox's Field whose _field_type slot holds _FIELD (not a ClassVar or InitVar
 * pseudo-field). The slot is read through its member descriptor, so no Python code
 * runs (the walk must not let code change the containers it is copying): 1, 0 (not
 * a field, or not readable so: the value then has no boundary form), or -1 (pending).*/
static int is_real_field(pe_vm *vm, pe_value field, pe_value field_cls, pe_value sentinel) {
    if (!pe_is_obj(field) || !pe_is_obj(field_cls) || !pe_is_obj(sentinel) ||
        &field.u.o->type->base != field_cls.u.o)
        return 0;
    pe_value d = class_attr(vm, field.u.o->type, "_field_type");
    if (pe_is_null(d) || pe_type_of(vm, d) != vm->types[PE_TYPE_MEMBER_DESCR]) return 0;
    pe_value ft = pe_type_of(vm, d)->descr_get(vm, d, field, field.u.o->type);
    if (pe_is_null(ft)) return -1;
    int real = pe_is(ft, sentinel);
    pe_decref(vm, ft);
    return real;
}

static pe_value dataclass_fields(pe_vm *vm, pe_value v, pe_type *t) {
    pe_value fields = class_attr(vm, t, "__dataclass_fields__");
    if (pe_is_null(fields) || !pe_dict_check(vm, fields) || pe_type_check(vm, v))
        return PE_NULL;
    pe_value *ds = pe_object_dict_slot(vm, v);
    if (!ds || pe_is_null(*ds)) return PE_NULL;
    pe_value inst = *ds, d = pe_dict_new(vm);
    if (pe_is_null(d)) return d;
    pe_value field_cls = dataclasses_global(vm, "Field");
    pe_value sentinel = dataclasses_global(vm, "_FIELD");
    pe_incref(fields);
    size_t pos = 0;
    pe_value k, f;
    /* loop-bound: caller-charged: the fill charges each field */
    while (pe_dict_next(fields, &pos, &k, &f)) {
        int real = is_real_field(vm, f, field_cls, sentinel);
        if (real < 0) goto fail;
        if (!real) {
            /* ClassVar / InitVar pseudo-fields are skipped; anything else: no form */
            if (pe_is_obj(f) && pe_is_obj(field_cls) && &f.u.o->type->base == field_cls.u.o)
                continue;
            pe_clear(vm, &d);
            break;
        }
        pe_value x =
            pe_str_check(vm, k) ? pe_dict_get_str(vm, inst, pe_str_obj(k)) : PE_NULL;
        if (pe_is_null(x)) { /* a field not in __dict__ (slots, deleted): no form */
            pe_clear(vm, &d);
            break;
        }
        if (pe_dict_set(vm, d, k, x) < 0) goto fail;
    }
    pe_decref(vm, fields);
    return d;
fail:
    pe_decref(vm, fields);
    pe_decref(vm, d);
    return PE_NULL;
}

/* A datetime value's constructor arguments as a new tuple; PE_NULL when v is none
 * (nothing pending) or with an error pending. *kind gets the OBJECT type. */
static pe_value datetime_fields(pe_vm *vm, pe_value v, pe_type *t, const char **kind) {
    static const char *const attrs[][9] = {
        {"year", "month", "day", NULL},
        {"hour", "minute", "second", "microsecond", "tzinfo", NULL},
        {"year", "month", "day", "hour", "minute", "second", "microsecond", "tzinfo", NULL},
        {"days", "seconds", "microseconds", NULL},
        {"_offset", "_name", NULL},
    };
    int which = -1;
    /* only _set_c_name gives a class one of these static names: a program's class
     * named "datetime.date" keeps its name in its own string */
    if (t->name_str && t->name == t->name_str->data) return PE_NULL;
    /* loop-bound: const: the datetime kinds */
    for (int i = 0; dt_kinds[i]; i++)
        if (!strcmp(t->name, dt_kinds[i])) which = i;
    if (which < 0) return PE_NULL;
    size_t n = 0;
    /* loop-bound: const: at most 8 names */
    while (attrs[which][n])
        n++;
    pe_value tup = pe_tuple_new(vm, n);
    /* loop-bound: const: at most 8 fields */
    for (size_t i = 0; !pe_is_null(tup) && i < n; i++) {
        pe_value x = pe_op_getattr_cstr(vm, v, attrs[which][i]);
        if (pe_is_null(x)) {
            /* the tuple's unset items are PE_NULL, which its dealloc skips */
            pe_clear(vm, &tup);
            return PE_NULL;
        }
        pe_tuple_set_item(tup, i, x);
    }
    *kind = dt_kinds[which];
    return tup;
}

int pe_bnd_object_to_host(pe_vm *vm, pe_bnd_tree *tree, pe_value v, pe_bnd_fill_fn fill,
                          void *ctx, pyeval_value *out) {
    pe_type *t = v.u.o->type;
    const char *kind = NULL;
    pe_value fields = namedtuple_fields(vm, v, t);
    if (!pe_is_null(fields)) kind = "namedtuple";
    if (!kind && !pe_err_occurred(vm)) {
        fields = dataclass_fields(vm, v, t);
        if (!pe_is_null(fields)) kind = "dataclass";
    }
    if (!kind && !pe_err_occurred(vm)) fields = datetime_fields(vm, v, t, &kind);
    if (pe_err_occurred(vm)) return -1;
    if (!kind) return 0;
    int rc = -1;
    out->kind = PYEVAL_OBJECT;
    out->u.obj.type = kind; /* static text */
    out->u.obj.name = NULL;
    out->u.obj.fields = pe_bnd_tree_alloc(vm, tree, sizeof(pyeval_value));
    if (!out->u.obj.fields) goto out;
    out->u.obj.fields->kind = PYEVAL_NONE;
    if (strncmp(kind, "datetime.", 9)) {
        const char *nm = t->name;
        size_t n = strlen(nm);
        char *p = pe_bnd_tree_alloc(vm, tree, n + 1);
        if (!p) goto out;
        memcpy(p, nm, n + 1);
        out->u.obj.name = p;
    }
    rc = fill(ctx, fields, out->u.obj.fields);
out:
    pe_decref(vm, fields);
    return rc < 0 ? -1 : 1;
}
