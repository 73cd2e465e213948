/*
 * collections.c - the `collections` module. Which part is C and which is Python
 * (docs/modules.md):
 *   - C (hot paths): deque and its iterators (collections_deque.c), namedtuple's field
 *     descriptors (_tuplegetter, collections_tuplegetter.c), Counter's counting loop
 *     (_count_elements) and defaultdict's miss path (__missing__), below;
 *   - sandbox Python (modules/py/collections.py, class-shaped and cold): the defaultdict
 *     class around that __missing__, OrderedDict, Counter's methods, namedtuple's class
 *     construction, ChainMap, UserDict, UserList, UserString.
 */
#include <string.h>

#include "../builtins/dict.h"
#include "../builtins/member.h"
#include "../builtins/str.h"
#include "../builtins/type.h"
#include "../core/intern.h"
#include "../eval/args.h"
#include "../eval/exc.h"
#include "../eval/frame.h"
#include "../eval/func.h"
#include "../eval/ops.h"
#include "../eval/vm.h"
#include "collections.h"
#include "frozen.h"
#include "registry.h"

/* Does type t use dict's own `name` (not overridden by a class in its MRO)? */
static int uses_dict_method(pe_vm *vm, pe_type *t, const char *name) {
    pe_str *n = pe_intern(vm, name, strlen(name));
    if (!n) return 0;
    pe_value mine = pe_type_lookup(vm, t, n);
    pe_value dd = pe_type_dict(vm, vm->types[PE_TYPE_DICT]);
    if (pe_is_null(dd)) return 0;
    pe_value dicts = pe_dict_get_str(vm, dd, n);
    return !pe_is_null(mine) && pe_is(mine, dicts);
}

/* mapping[item] = mapping.get(item, 0) + 1 through Python calls (the slow path, for
 * mappings that override get or __setitem__). 0 or -1. */
static int count_one_slow(pe_vm *vm, pe_value mapping, pe_value item) {
    pe_value gargs[2] = {item, pe_int(0)};
    pe_value old = pe_op_call_method(vm, mapping, "get", gargs, 2);
    if (pe_is_null(old)) return -1;
    pe_value nv = pe_op_binary(vm, PE_OP_ADD, old, pe_int(1));
    pe_decref(vm, old);
    if (pe_is_null(nv)) return -1;
    int rc = pe_op_setitem(vm, mapping, item, nv);
    pe_decref(vm, nv);
    return rc;
}

/* The same on dict storage directly. 0 or -1. */
static int count_one_fast(pe_vm *vm, pe_value mapping, pe_value item) {
    pe_value old;
    int f = pe_dict_lookup(vm, mapping, item, &old);
    if (f < 0) return -1;
    if (!f) return pe_dict_set(vm, mapping, item, pe_int(1));
    pe_value nv = pe_op_binary(vm, PE_OP_ADD, old, pe_int(1));
    if (pe_is_null(nv)) return -1;
    int rc = pe_dict_set(vm, mapping, item, nv);
    pe_decref(vm, nv);
    return rc;
}

int pe_collections_count_elements(pe_vm *vm, pe_value mapping, pe_value iterable) {
    pe_type *t = pe_type_of(vm, mapping);
    int fast = pe_dict_check(vm, mapping) && uses_dict_method(vm, t, "get") &&
               uses_dict_method(vm, t, "__setitem__");
    pe_value it = pe_op_iter(vm, iterable);
    if (pe_is_null(it)) return -1;
    int rc = 0;
    for (;;) {
        pe_value x = pe_op_next(vm, it);
        if (pe_is_null(x)) break;
        rc = PE_TICK(vm, 1);
        if (rc == 0)
            rc = fast ? count_one_fast(vm, mapping, x) : count_one_slow(vm, mapping, x);
        pe_decref(vm, x);
        if (rc < 0) break;
    }
    pe_decref(vm, it);
    return rc < 0 || pe_err_occurred(vm) ? -1 : 0;
}

static pe_value f_count_elements(pe_vm *vm, const pe_value *args, size_t nargs,
                                 pe_obj *kw) {
    if (pe_args_range(vm, "_count_elements", nargs, kw, 2, 2) < 0) return PE_NULL;
    return pe_collections_count_elements(vm, args[0], args[1]) < 0 ? PE_NULL : PE_NONE;
}

/* defaultdict.__missing__(self, key), the miss path of every defaultdict lookup: calls
 * self.default_factory() and stores the result under key (KeyError(key) when the
 * factory is None), with no Python frame of its own. New reference or PE_NULL. */
static pe_value f_defaultdict_missing(pe_vm *vm, const pe_value *args, size_t nargs,
                                      pe_obj *kw) {
    if (pe_args_one(vm, "defaultdict.__missing__", nargs - 1, kw) < 0) return PE_NULL;
    pe_value factory = pe_op_getattr_cstr(vm, args[0], "default_factory");
    if (pe_is_null(factory)) return PE_NULL;
    if (pe_is_none(factory)) {
        pe_decref(vm, factory);
        return pe_dict_key_error(vm, args[1]);
    }
    pe_value value = pe_op_call(vm, factory, NULL, 0, NULL);
    pe_decref(vm, factory);
    if (pe_is_null(value)) return PE_NULL;
    if (pe_op_setitem(vm, args[0], args[1], value) < 0) {
        pe_decref(vm, value);
        return PE_NULL;
    }
    return value;
}

/* types.GenericAlias(cls, item), for the __class_getitem__ of the Python classes (the
 * alias type cannot be called from Python in pyeval). */
static pe_value f_generic_alias(pe_vm *vm, const pe_value *args, size_t nargs, pe_obj *kw) {
    if (pe_args_range(vm, "_generic_alias", nargs, kw, 2, 2) < 0) return PE_NULL;
    return pe_generic_alias_new(vm, args[0], args[1]);
}

/* The __name__ of the nearest calling module outside collections itself ('__main__'
 * when there is none): namedtuple's default __module__, which CPython reads with
 * sys._getframe(1). New reference. */
static pe_value f_caller_module(pe_vm *vm, const pe_value *args, size_t nargs, pe_obj *kw) {
    (void)args;
    if (pe_args_range(vm, "_caller_module", nargs, kw, 0, 0) < 0) return PE_NULL;
    /* loop-bound: depth: the frame stack is bounded by the recursion limit */
    for (pe_frame *f = vm->frame; f; f = f->back) {
        if (!pe_is_obj(f->globals)) continue;
        pe_value name = pe_dict_get_str(vm, f->globals, vm->ids[PE_ID_name]);
        if (pe_is_null(name) || !pe_str_check(vm, name)) continue;
        pe_str *s = pe_str_obj(name);
        if (s->size == 11 && memcmp(s->data, "collections", 11) == 0) continue;
        return pe_incref(name);
    }
    return pe_incref(pe_obj_value(&vm->ids[PE_ID_main]->base));
}

/* Gives a class defined in collections.py the C-level name CPython's C type has
 * ("collections.defaultdict"), which messages such as "unhashable type: '...'" use;
 * __name__ and __qualname__ stay as they are. Only names from this static table are
 * accepted (t->name must outlive the class). */
static pe_value f_set_c_name(pe_vm *vm, const pe_value *args, size_t nargs, pe_obj *kw) {
    static const char *const names[] = {"collections.defaultdict",
                                        "collections.OrderedDict", NULL};
    return pe_module_set_c_name(vm, args, nargs, kw, names);
}

static const pe_method_def missing_def = {"__missing__", f_defaultdict_missing, 0};

/* defaultdict.__missing__ as a method descriptor (it binds self when read from an
 * instance, as a function would), for the class body in collections.py. */
static pe_value f_missing_descriptor(pe_vm *vm, const pe_value *args, size_t nargs,
                                     pe_obj *kw) {
    (void)args;
    if (pe_args_range(vm, "_missing_descriptor", nargs, kw, 0, 0) < 0) return PE_NULL;
    return pe_builtin_new(vm, &missing_def, vm->types[PE_TYPE_DICT], PE_BUILTIN_DESCRIPTOR);
}

static const pe_method_def collections_functions[] = {
    {"_missing_descriptor", f_missing_descriptor, 0},
    {"_set_c_name", f_set_c_name, 0},
    {"_caller_module", f_caller_module, 0},
    {"_count_elements", f_count_elements, 0},
    {"_generic_alias", f_generic_alias, 0},
    {NULL, NULL, 0},
};

int pe_mod_collections_init(pe_vm *vm, pe_value module, pe_value dict) {
    (void)module;
    static const struct {
        const char *name;
        pe_type_kind kind;
    } types[] = {
        {"deque", PE_TYPE_DEQUE},
        {"_deque_iterator", PE_TYPE_DEQUE_ITER},
        {"_deque_reverse_iterator", PE_TYPE_DEQUE_REVITER},
        {"_tuplegetter", PE_TYPE_TUPLEGETTER},
    };
    /* loop-bound: const: four types */
    for (size_t i = 0; i < sizeof types / sizeof *types; i++)
        if (pe_dict_set_cstr(vm, dict, types[i].name,
                             pe_obj_value(&vm->types[types[i].kind]->base)) < 0)
            return -1;
    if (pe_module_add_functions(vm, dict, collections_functions) < 0) return -1;
    return pe_module_exec_source(vm, dict, "collections", pe_frozen_collections,
                                 pe_frozen_collections_len);
}
