/*
 * type.h - the type type: type objects as Python values, attribute lookup through the
 * MRO, method tables, and user classes (class statements, type(name, bases, dict)).
 *
 * Builtin type objects are allocated by the VM at start-up (eval/vm.c) with a name, a
 * base and an empty dict (their __mro__ and __bases__ come on first read:
 * PE_TPF_LAZY_MRO); each builtins/<type>.c then fills the slots in its pe_<type>_init
 * and registers its methods with pe_type_add_methods.
 */
#ifndef PE_TYPE_H
#define PE_TYPE_H

#include "../eval/object.h"
#include "tuple.h"

/* Type flags private to the class machinery (bits above object.h's PE_TPF_*). */
#define PE_TPF_HAS_GETATTRIBUTE 0x00010000u /* a user class in the MRO defines it */
#define PE_TPF_HAS_SLOTS        0x00020000u /* adds __slots__ storage to its layout */
#define PE_TPF_HAS_DEL          0x00080000u /* a user class in the MRO defines __del__ */
/*
 * A builtin type whose dict is filled on first use. Making the method descriptors and
 * slot wrappers of every builtin type was most of pyeval_new (about 1.4 million of its
 * 2 million instructions, then as much again to free them), and a run touches few
 * types. Start-up records each such type's method tables (t->lazy_defs); the first
 * read of its dict (pe_type_dict, which pe_type_lookup and every other reader of a
 * builtin type's dict calls) makes the descriptors, then the slot wrappers
 * (pe_slotwrap_fill), and clears the flag. Set by the VM on every builtin type but
 * object and type, never on exception types or classes. Invariant: code that reads or
 * writes t->dict of a type that may be builtin goes through pe_type_dict first.
 */
#define PE_TPF_LAZY_DICT 0x00100000u

/*
 * A builtin or exception type whose __mro__ and __bases__ tuples are made on first
 * read. Its MRO is its tbase chain (self, base, ..., object), so walks and lookups
 * follow the chain (pe_mro_walk, pe_type_lookup, pe_type_is_subtype) and only readers
 * that need the tuples as objects (__mro__, __bases__, mro(), a class statement's C3
 * merge) call pe_type_mro_ready. Making them for every builtin type was 60,000
 * instructions of pyeval_new. Set at start-up on builtin and exception types, never on
 * classes. Invariant: code that reads t->mro or t->bases as a tuple of a type that may
 * be builtin calls pe_type_mro_ready first, or walks with pe_mro_walk.
 */
#define PE_TPF_LAZY_MRO 0x00200000u
/* the type flags live in eval/object.h and here: each bit once */
_Static_assert(((PE_TPF_HAS_GETATTRIBUTE | PE_TPF_HAS_SLOTS | PE_TPF_HAS_DEL |
                 PE_TPF_LAZY_DICT | PE_TPF_LAZY_MRO) &
                PE_TPF_BOOT_FROZEN) == 0,
               "PE_TPF_BOOT_FROZEN shares a bit");
_Static_assert((PE_TPF_LAZY_MRO & PE_TPF_LAZY_DICT) == 0, "PE_TPF_LAZY_* share a bit");

/* Per-object bit of an instance of a PE_TPF_HAS_DEL class: its __del__ already ran (it
 * runs at most once per object, as PEP 442 says). */
#define PE_OBJ_FLAG_DEL_DONE 0x4000u

/* Runs o's __del__ when o's count reached 0 (pe_obj_dealloc) or o is cyclic garbage
 * (eval/gc.c), unless it already ran or Python code may not run now (outside a run, or
 * while a limit error unwinds). An exception it raises is reported as CPython's
 * "Exception ignored in: ..." and dropped; the pending exception is preserved. Returns
 * 1 when o was resurrected (a reference to it was stored: it must not be freed; its
 * count is back to what the new references hold), else 0. Cannot fail. */
int pe_type_call_del(pe_vm *vm, pe_obj *o);

/* Whether o's __del__ has yet to run (pe_type_del_pending), and whether it can run now
 * (pe_type_needs_del: inside a run, no limit error unwinding). Cannot fail. */
int pe_type_del_pending(const pe_obj *o);
int pe_type_needs_del(pe_vm *vm, pe_obj *o);

/* Fills the slots of `type` and `object` and registers their methods. 0 or -1. */
int pe_type_init(pe_vm *vm) PE_MUST_CHECK;
int pe_object_init(pe_vm *vm) PE_MUST_CHECK;

/* Wraps each entry of the NULL-terminated table defs in a builtin function object
 * (a method descriptor: looked up on an instance it binds self) and stores it in
 * type->dict under its name. 0, or -1 with MemoryError pending. */
int pe_type_add_methods(pe_vm *vm, pe_type *type, const pe_method_def *defs) PE_MUST_CHECK;

/* Makes type->dict, empty, unless it has one: an exception type's dict is made on first
 * use (pe_exc_make_type sets PE_TPF_LAZY_DICT without one). 0, or -1 with MemoryError
 * pending. */
int pe_type_dict_make(pe_vm *vm, pe_type *t) PE_MUST_CHECK;

/* Fills a PE_TPF_LAZY_DICT type's dict (see there); nothing for other types. 0, or -1
 * with MemoryError pending (the flag stays, so a later call retries: filling again
 * replaces the entries made so far with equal ones). */
int pe_type_fill(pe_vm *vm, pe_type *t) PE_MUST_CHECK;

/* For the readers that have no error channel (pe_type_lookup's callers take PE_NULL
 * for "absent"): on failure the MemoryError becomes the uncatchable memory-limit error,
 * so the run ends at the limit rather than going on as if the attribute were missing.
 * Returns type->dict (borrowed), or PE_NULL with that error pending. */
pe_value pe_type_dict_slow(pe_vm *vm, pe_type *t);
static inline pe_value pe_type_dict(pe_vm *vm, pe_type *t) {
    return (t->tflags & PE_TPF_LAZY_DICT) ? pe_type_dict_slow(vm, t) : t->dict;
}

/* Stores value (borrowed) in type->dict under the C-string name. 0 or -1. */
int pe_type_set_attr_cstr(pe_vm *vm, pe_type *type, const char *name,
                          pe_value value) PE_MUST_CHECK;

/* Looks name up in the dicts along type's MRO (_PyType_Lookup). Borrowed reference, or
 * PE_NULL when absent; never sets an exception. */
pe_value pe_type_lookup(pe_vm *vm, pe_type *type, pe_str *name);

/* Empties the type attribute cache, dropping its references to names (VM teardown,
 * before the intern table goes). Cannot fail. */
void pe_type_cache_clear(pe_vm *vm);

/* Makes a PE_TPF_LAZY_MRO type's mro and bases tuples from its tbase chain (both or
 * neither: nothing half-made is left on failure) and clears the flag. 0, or -1 with
 * MemoryError pending. pe_type_mro_ready does nothing for other types. */
int pe_type_mro_make(pe_vm *vm, pe_type *type) PE_MUST_CHECK;
static inline PE_MUST_CHECK int pe_type_mro_ready(pe_vm *vm, pe_type *type) {
    return (type->tflags & PE_TPF_LAZY_MRO) ? pe_type_mro_make(vm, type) : 0;
}

/* A walk along type's MRO that makes nothing: the tuple when the type has one, the
 * tbase chain of a PE_TPF_LAZY_MRO type, nothing for a class whose MRO is not made yet.
 *     pe_mro_walk w;
 *     for (pe_type *c = pe_mro_first(&w, t); c; c = pe_mro_next(&w)) ...
 * Cannot fail; the walk must not outlive a change of type's MRO. */
typedef struct pe_mro_walk {
    pe_value mro; /* PE_NULL when walking the chain */
    size_t i;
    pe_type *cur;
} pe_mro_walk;
static inline pe_type *pe_mro_item(pe_mro_walk *w) {
    w->cur =
        w->i < pe_tuple_len(w->mro) ? (pe_type *)pe_tuple_item(w->mro, w->i).u.o : NULL;
    return w->cur;
}
static inline pe_type *pe_mro_first(pe_mro_walk *w, pe_type *type) {
    w->i = 0;
    w->mro = type->mro;
    if (pe_is_obj(w->mro)) return pe_mro_item(w);
    w->cur = (type->tflags & PE_TPF_LAZY_MRO) ? type : NULL;
    return w->cur;
}
static inline pe_type *pe_mro_next(pe_mro_walk *w) {
    if (!w->cur) return NULL;
    w->i++;
    if (pe_is_obj(w->mro)) return pe_mro_item(w);
    w->cur = w->cur->tbase;
    return w->cur;
}

/* Generic attribute lookup (PyObject_GenericGetAttr): data descriptors on the type,
 * then the instance dict (PE_TPF_HAS_DICT), then other class attributes, binding
 * functions into methods. AttributeError "'T' object has no attribute 'x'". This is
 * the getattr slot of object and of most builtin types. New reference or PE_NULL. */
pe_value pe_object_generic_getattr(pe_vm *vm, pe_value self, pe_str *name) PE_MUST_CHECK;
/* obj.__class__ = value (object.__class__'s setter, builtins/object.c): between
 * classes whose instances share one layout, with CPython's refusals. 0, or -1 with
 * TypeError pending. */
int pe_object_set_class(pe_vm *vm, pe_value self, pe_value value) PE_MUST_CHECK;

/* Same, but returns PE_NULL with NO exception when the attribute is simply missing
 * (for hasattr/getattr-with-default and method probing). PE_NULL with an exception
 * pending on any other error. */
pe_value pe_object_lookup_attr(pe_vm *vm, pe_value self, pe_str *name) PE_MUST_CHECK;

/* Binds descr, a class attribute found on type(self), to self: functions become bound
 * methods, method descriptors bind self (classmethods bind the type), other descriptors
 * run their __get__. New reference or PE_NULL. */
pe_value pe_object_bind(pe_vm *vm, pe_value descr, pe_value self) PE_MUST_CHECK;

/* Generic setattr: instance dict, or "'int' object has no attribute 'x'" /
 * "cannot set 'x' attribute of immutable type 'int'". value PE_NULL deletes. */
int pe_object_generic_setattr(pe_vm *vm, pe_value self, pe_str *name,
                              pe_value value) PE_MUST_CHECK;

/* The instance dict of an object of a PE_TPF_HAS_DICT type (borrowed pointer to the
 * slot, which may hold PE_NULL until first use), or NULL for other objects. Cannot fail. */
pe_value *pe_object_dict_slot(pe_vm *vm, pe_value self);

/* Creates a class: name (borrowed str), bases (borrowed tuple, may be empty), ns
 * (borrowed dict, copied). Computes the C3 MRO (TypeError on conflicts), picks the
 * best base and installs dunder-dispatching slots. New reference or PE_NULL. */
pe_value pe_type_new_class(pe_vm *vm, pe_value name, pe_value bases,
                           pe_value ns) PE_MUST_CHECK;

/* Same, with metaclass meta (type or a subclass of it; the most derived of it and the
 * bases' metaclasses is used, TypeError "metaclass conflict" when unrelated): the
 * class is an instance of it. New reference or PE_NULL. */
pe_value pe_type_new_class_meta(pe_vm *vm, pe_type *meta, pe_value name, pe_value bases,
                                pe_value ns) PE_MUST_CHECK;

/* Calls the nearest __init_subclass__ above the new class cls (an implicit classmethod,
 * as CPython's type_new does) with the class keywords, kwargs (borrowed dict, may be
 * empty); object's accepts none. 0 or -1. */
int pe_type_init_subclass(pe_vm *vm, pe_value cls, pe_value kwargs) PE_MUST_CHECK;

/* object.__new__ for `type` (object or a heap class deriving from it): a bare instance
 * with an empty dict slot; "C() takes no arguments" when arguments are given and
 * __init__ is not overridden. New reference or PE_NULL. (object.c) */
pe_value pe_object_new_instance(pe_vm *vm, pe_type *type, const pe_value *args,
                                size_t nargs, pe_obj *kwnames) PE_MUST_CHECK;

/* object.__new__(cls, *args, **kw) with args[0] the class: a builtin base's constructor
 * for a class deriving from one, else pe_object_new_instance. New reference or PE_NULL.
 * (object.c) */
pe_value pe_object_new(pe_vm *vm, const pe_value *args, size_t nargs,
                       pe_obj *kwnames) PE_MUST_CHECK;

/* Installs the dealloc/traverse/clear slots of plain instances (pe_instance). (object.c) */
void pe_object_instance_slots(pe_type *t);

/* The nearest non-heap type on t's tbase chain (its instance layout). Cannot fail. */
pe_type *pe_type_solid_base(pe_type *t);

/*
 * Method lookup for calls (CPython's LOAD_METHOD): for `obj.name(...)`, when obj's
 * type uses the generic attribute protocol and name resolves to a plain function or a
 * method descriptor on the type (not shadowed by the instance dict or a data
 * descriptor), returns that function (new reference) with *unbound = 1, so the caller
 * passes obj as the first argument and no bound-method object is made. Otherwise it
 * returns the attribute as pe_op_getattr would, with *unbound = 0. PE_NULL on error.
 */
pe_value pe_object_lookup_method(pe_vm *vm, pe_value obj, pe_str *name,
                                 int *unbound) PE_MUST_CHECK;

/* Is v a type object? Cannot fail. */
int pe_type_check(pe_vm *vm, pe_value v);

#endif
