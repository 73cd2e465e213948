/*
 * operator_types.c - operator.itemgetter, operator.attrgetter and operator.methodcaller
 * as C types (not subclassable, as in CPython 3.11), with CPython's reprs
 * ("operator.itemgetter(1)") and argument messages. They are the usual sort keys, so
 * calling one is a C call with no Python frame.
 *
 * attrgetter splits each dotted name into interned parts once, at construction.
 * A call with n > 8 items or names charges n ops (a getter over a huge tuple of keys is
 * per-item work); the usual few are covered by the call's own charge.
 */
#include <string.h>

#include "../builtins/dict.h"
#include "../builtins/str.h"
#include "../builtins/subclass.h"
#include "../builtins/tuple.h"
#include "../builtins/type.h"
#include "../core/intern.h"
#include "../eval/args.h"
#include "../eval/exc.h"
#include "../eval/ops.h"
#include "../eval/vm.h"
#include "operator.h"

/* items: itemgetter - the keys; attrgetter - the names as given (for the repr);
 * methodcaller - (name, *args, *kwvalues). parts: attrgetter - per name, a tuple of
 * interned parts; methodcaller - the keyword names tuple (or PE_NULL). npos:
 * methodcaller's positional argument count. */
typedef struct getter_obj {
    pe_obj base;
    pe_value items, parts;
    size_t npos;
} getter_obj;

#define GO(v) ((getter_obj *)(v).u.o)

static void getter_clear(pe_vm *vm, pe_obj *self) {
    pe_clear(vm, &((getter_obj *)self)->items);
    pe_clear(vm, &((getter_obj *)self)->parts);
}

static void getter_dealloc(pe_vm *vm, pe_obj *self) {
    getter_clear(vm, self);
    pe_obj_free(vm, self, sizeof(getter_obj));
}

static void getter_traverse(pe_vm *vm, pe_obj *self, pe_visit_fn visit, void *arg) {
    getter_obj *o = (getter_obj *)self;
    if (pe_is_obj(o->items)) visit(vm, o->items.u.o, arg);
    if (pe_is_obj(o->parts)) visit(vm, o->parts.u.o, arg);
}

/* A new getter of kind k owning items (stolen). New reference or PE_NULL. */
static pe_value getter_new(pe_vm *vm, pe_type_kind k, pe_value items) {
    getter_obj *o = (getter_obj *)pe_obj_alloc(vm, vm->types[k], sizeof(getter_obj));
    if (!o) {
        pe_decref(vm, items);
        return PE_NULL;
    }
    o->items = items;
    o->parts = PE_NULL;
    return pe_obj_value(&o->base);
}

/* The call's one argument, no keywords, in _operator's wording. 0 or -1. */
static int getter_one_arg(pe_vm *vm, const char *name, size_t nargs, pe_obj *kwnames) {
    if (pe_args_nokw(vm, name, kwnames) < 0) return -1;
    return pe_args_range(vm, name, nargs, NULL, 1, 1);
}

/* "NAME(r1, r2, ..., rn<tail>)" from the reprs of the first n items of self's items
 * tuple, then the str tail. New str or PE_NULL. */
static pe_value getter_repr_items(pe_vm *vm, pe_value self, const char *name, size_t n,
                                  pe_value tail) {
    getter_obj *o = GO(self);
    if (pe_op_repr_enter(vm, self.u.o) != 0)
        return pe_err_occurred(vm) ? PE_NULL : pe_err_format_text(vm, "%s(...)", name);
    pe_value res = PE_NULL;
    pe_value text = pe_err_format_text(vm, "%s(", name);
    /* loop-bound: charged-by: pe_op_repr charges each item's repr */
    for (size_t i = 0; i < n && !pe_is_null(text); i++) {
        pe_value next = pe_err_format_text(vm, "%U%s%R", pe_str_obj(text), i ? ", " : "",
                                           pe_tuple_item(o->items, i));
        pe_decref(vm, text);
        text = next;
    }
    if (pe_is_null(text)) goto out;
    res = pe_err_format_text(vm, "%U%U)", pe_str_obj(text), pe_str_obj(tail));
    pe_decref(vm, text);
out:
    pe_op_repr_leave(vm, self.u.o);
    return res;
}

static pe_value getter_repr(pe_vm *vm, pe_value self) {
    pe_value empty = pe_str_from_cstr(vm, "");
    if (pe_is_null(empty)) return empty;
    pe_value r = getter_repr_items(vm, self, pe_type_of(vm, self)->name,
                                   pe_tuple_len(GO(self)->items), empty);
    pe_decref(vm, empty);
    return r;
}

/* ---- itemgetter ------------------------------------------------------------------- */

static pe_value itemgetter_new(pe_vm *vm, pe_type *type, const pe_value *args, size_t nargs,
                               pe_obj *kwnames) {
    if (pe_args_nokw(vm, "itemgetter", kwnames) < 0) return PE_NULL;
    if (nargs == 0)
        return pe_err_set(vm, PE_EXC_TypeError, "itemgetter expected 1 argument, got 0");
    pe_value items = pe_tuple_from_array(vm, args, nargs);
    if (pe_is_null(items)) return items;
    return getter_new(vm, PE_TYPE_OP_ITEMGETTER, items);
}

static pe_value itemgetter_call(pe_vm *vm, pe_value self, const pe_value *args,
                                size_t nargs, pe_obj *kwnames) {
    if (getter_one_arg(vm, "itemgetter", nargs, kwnames) < 0) return PE_NULL;
    pe_value items = GO(self)->items;
    size_t n = pe_tuple_len(items);
    if (n == 1) return pe_op_getitem(vm, args[0], pe_tuple_item(items, 0));
    if (n > 8 && PE_TICK(vm, n) < 0) return PE_NULL;
    pe_value t = pe_tuple_new(vm, n);
    if (pe_is_null(t)) return t;
    /* loop-bound: charged-before: itemgetter_call charges n above (beyond 8) */
    for (size_t i = 0; i < n; i++)
        pe_tuple_set_item(t, i, PE_NONE);
    /* loop-bound: charged-before: itemgetter_call charges n above (beyond 8) */
    for (size_t i = 0; i < n; i++) {
        pe_value x = pe_op_getitem(vm, args[0], pe_tuple_item(items, i));
        if (pe_is_null(x)) {
            pe_decref(vm, t);
            return x;
        }
        pe_tuple_set_item(t, i, x);
    }
    return t;
}

/* ---- attrgetter ------------------------------------------------------------------- */

/* The interned parts of one dotted name, as a tuple. New reference or PE_NULL. */
static pe_value attr_parts(pe_vm *vm, pe_str *s) {
    size_t nparts = 1;
    /* one op per 64 bytes of the name, the rate of byte-at-a-time scans */
    if (PE_TICK(vm, 1 + s->size / 64) < 0) return PE_NULL;
    /* loop-bound: charged-before: the name's length, charged above in attr_parts */
    for (size_t i = 0; i < s->size; i++)
        nparts += s->data[i] == '.';
    pe_value t = pe_tuple_new(vm, nparts);
    if (pe_is_null(t)) return t;
    /* loop-bound: charged-before: the name's length, charged above in attr_parts */
    for (size_t i = 0; i < nparts; i++)
        pe_tuple_set_item(t, i, PE_NONE);
    const char *p = s->data, *end = s->data + s->size;
    /* loop-bound: charged-before: the name's length, charged above in attr_parts */
    for (size_t i = 0; i < nparts; i++) {
        const char *dot = memchr(p, '.', (size_t)(end - p));
        if (!dot) dot = end;
        pe_str *part = pe_intern_new(vm, p, (size_t)(dot - p));
        if (!part) {
            pe_decref(vm, t);
            return pe_err_nomem(vm);
        }
        pe_tuple_set_item(t, i, pe_obj_value(&part->base));
        p = dot + 1;
    }
    return t;
}

static pe_value attrgetter_new(pe_vm *vm, pe_type *type, const pe_value *args, size_t nargs,
                               pe_obj *kwnames) {
    if (pe_args_nokw(vm, "attrgetter", kwnames) < 0) return PE_NULL;
    if (nargs == 0)
        return pe_err_set(vm, PE_EXC_TypeError, "attrgetter expected 1 argument, got 0");
    if (nargs > 8 && PE_TICK(vm, nargs) < 0) return PE_NULL;
    pe_value parts = pe_tuple_new(vm, nargs);
    if (pe_is_null(parts)) return parts;
    /* loop-bound: charged-before: attrgetter_new charges nargs above (beyond 8) */
    for (size_t i = 0; i < nargs; i++)
        pe_tuple_set_item(parts, i, PE_NONE);
    /* loop-bound: charged-before: attrgetter_new charges nargs above (beyond 8) */
    for (size_t i = 0; i < nargs; i++) {
        pe_value s = pe_subclass_unwrap(args[i]);
        if (!pe_str_check(vm, s)) {
            pe_decref(vm, parts);
            return pe_err_set(vm, PE_EXC_TypeError, "attribute name must be a string");
        }
        pe_value p = attr_parts(vm, pe_str_obj(s));
        if (pe_is_null(p)) {
            pe_decref(vm, parts);
            return p;
        }
        pe_tuple_set_item(parts, i, p);
    }
    pe_value items = pe_tuple_from_array(vm, args, nargs);
    pe_value r = pe_is_null(items) ? PE_NULL : getter_new(vm, PE_TYPE_OP_ATTRGETTER, items);
    if (pe_is_null(r)) {
        pe_decref(vm, parts);
        return r;
    }
    GO(r)->parts = parts;
    return r;
}

/* obj.a.b.c for the parts tuple of one name. New reference or PE_NULL. */
static pe_value attr_resolve(pe_vm *vm, pe_value obj, pe_value parts) {
    size_t n = pe_tuple_len(parts);
    pe_value cur = pe_incref(obj);
    /* loop-bound: charged-by: attr_parts charged the name's length at construction;
     * each part is one getattr, which charges as any attribute access */
    for (size_t i = 0; i < n; i++) {
        pe_value next = pe_op_getattr(vm, cur, pe_str_obj(pe_tuple_item(parts, i)));
        pe_decref(vm, cur);
        if (pe_is_null(next)) return next;
        cur = next;
    }
    return cur;
}

static pe_value attrgetter_call(pe_vm *vm, pe_value self, const pe_value *args,
                                size_t nargs, pe_obj *kwnames) {
    if (getter_one_arg(vm, "attrgetter", nargs, kwnames) < 0) return PE_NULL;
    pe_value parts = GO(self)->parts;
    size_t n = pe_tuple_len(parts);
    if (n == 1) return attr_resolve(vm, args[0], pe_tuple_item(parts, 0));
    if (n > 8 && PE_TICK(vm, n) < 0) return PE_NULL;
    pe_value t = pe_tuple_new(vm, n);
    if (pe_is_null(t)) return t;
    /* loop-bound: charged-before: attrgetter_call charges n above (beyond 8) */
    for (size_t i = 0; i < n; i++)
        pe_tuple_set_item(t, i, PE_NONE);
    /* loop-bound: charged-before: attrgetter_call charges n above (beyond 8) */
    for (size_t i = 0; i < n; i++) {
        pe_value x = attr_resolve(vm, args[0], pe_tuple_item(parts, i));
        if (pe_is_null(x)) {
            pe_decref(vm, t);
            return x;
        }
        pe_tuple_set_item(t, i, x);
    }
    return t;
}

/* ---- methodcaller ----------------------------------------------------------------- */

static pe_value methodcaller_new(pe_vm *vm, pe_type *type, const pe_value *args,
                                 size_t nargs, pe_obj *kwnames) {
    if (nargs < 1)
        return pe_err_set(vm, PE_EXC_TypeError,
                          "methodcaller needs at least one argument, the method name");
    pe_value name = pe_subclass_unwrap(args[0]);
    if (!pe_str_check(vm, name))
        return pe_err_set(vm, PE_EXC_TypeError, "method name must be a string");
    size_t nkw = pe_args_nkw(kwnames);
    pe_str *iname = pe_intern_str(vm, pe_str_obj(name));
    if (!iname) return pe_err_nomem(vm);
    /* (interned name, positional args..., keyword values...) */
    pe_value items = pe_tuple_new(vm, nargs + nkw);
    if (pe_is_null(items)) {
        pe_decref(vm, pe_obj_value(&iname->base));
        return items;
    }
    pe_tuple_set_item(items, 0, pe_obj_value(&iname->base));
    /* loop-bound: caller-charged: the arguments of one call */
    for (size_t i = 1; i < nargs + nkw; i++)
        pe_tuple_set_item(items, i, pe_incref(args[i]));
    pe_value r = getter_new(vm, PE_TYPE_OP_METHODCALLER, items);
    if (pe_is_null(r)) return r;
    GO(r)->npos = nargs - 1;
    if (kwnames) GO(r)->parts = pe_incref(pe_obj_value(kwnames));
    return r;
}

static pe_value methodcaller_call(pe_vm *vm, pe_value self, const pe_value *args,
                                  size_t nargs, pe_obj *kwnames) {
    if (getter_one_arg(vm, "methodcaller", nargs, kwnames) < 0) return PE_NULL;
    getter_obj *o = GO(self);
    pe_tuple *items = pe_tuple_obj(o->items);
    pe_value m = pe_op_getattr(vm, args[0], pe_str_obj(items->items[0]));
    if (pe_is_null(m)) return m;
    pe_obj *kw = pe_is_null(o->parts) ? NULL : o->parts.u.o;
    pe_value r = pe_op_call(vm, m, items->items + 1, o->npos, kw);
    pe_decref(vm, m);
    return r;
}

static pe_value methodcaller_repr(pe_vm *vm, pe_value self) {
    getter_obj *o = GO(self);
    /* the keyword part: ", k=v" for each keyword */
    pe_value tail = pe_str_from_cstr(vm, "");
    size_t nkw = pe_is_null(o->parts) ? 0 : pe_tuple_len(o->parts);
    /* loop-bound: charged-by: pe_op_repr charges each value's repr */
    for (size_t k = 0; k < nkw && !pe_is_null(tail); k++) {
        pe_value next = pe_err_format_text(vm, "%U, %U=%R", pe_str_obj(tail),
                                           pe_str_obj(pe_tuple_item(o->parts, k)),
                                           pe_tuple_item(o->items, 1 + o->npos + k));
        pe_decref(vm, tail);
        tail = next;
    }
    if (pe_is_null(tail)) return tail;
    /* then the name and the positional arguments: items[0..npos] */
    pe_value r = getter_repr_items(vm, self, "operator.methodcaller", 1 + o->npos, tail);
    pe_decref(vm, tail);
    return r;
}

/* ---- setup --------------------------------------------------------------------------- */

int pe_mod_operator_types_init(pe_vm *vm) {
    static const struct {
        pe_type_kind k;
        pe_value (*new_)(pe_vm *, pe_type *, const pe_value *, size_t, pe_obj *);
        pe_value (*call)(pe_vm *, pe_value, const pe_value *, size_t, pe_obj *);
        pe_value (*repr)(pe_vm *, pe_value);
    } tab[] = {
        {PE_TYPE_OP_ITEMGETTER, itemgetter_new, itemgetter_call, getter_repr},
        {PE_TYPE_OP_ATTRGETTER, attrgetter_new, attrgetter_call, getter_repr},
        {PE_TYPE_OP_METHODCALLER, methodcaller_new, methodcaller_call, methodcaller_repr},
    };
    /* loop-bound: setup */
    for (size_t i = 0; i < sizeof tab / sizeof tab[0]; i++) {
        pe_type *t = vm->types[tab[i].k];
        t->tflags |= PE_TPF_GC; /* not a base type, as in CPython 3.11 */
        t->basicsize = sizeof(getter_obj);
        t->dealloc = getter_dealloc;
        t->traverse = getter_traverse;
        t->clear = getter_clear;
        t->new_ = tab[i].new_;
        t->call = tab[i].call;
        t->repr = tab[i].repr;
    }
    return 0;
}
