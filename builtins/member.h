/*
 * member.h - class machinery helper types: member_descriptor (one per name in a class's
 * __slots__), the sequence iterator of the old __getitem__ protocol ("iterator"), and
 * types.GenericAlias (list[int], or cls[...] through __class_getitem__ defaults).
 */
#ifndef PE_MEMBER_H
#define PE_MEMBER_H

#include "../eval/object.h"

/* Fills the three types' slots. 0 or -1. */
int pe_member_init(pe_vm *vm) PE_MUST_CHECK;

/* A slot descriptor for instances of owner (borrowed, a reference is kept): the value
 * lives at byte offset `offset` of the instance as a pe_value (PE_NULL while unset).
 * name is borrowed (interned; the descriptor takes its own reference). New reference
 * or PE_NULL. */
pe_value pe_member_new(pe_vm *vm, pe_type *owner, pe_str *name,
                       uint32_t offset) PE_MUST_CHECK;

/* getset_descriptor: the computed attributes a class gets in its own dict, as CPython's
 * tp_getset entries (object.__class__; __dict__ and __weakref__ of classes that add
 * them). */
typedef enum pe_getset_kind {
    PE_GETSET_DICT,     /* the instance __dict__ (pe_object_dict_slot) */
    PE_GETSET_WEAKREF,  /* always None: pyeval has no weak references */
    PE_GETSET_CLASS,    /* type(obj); assignment is refused */
    PE_GETSET_COMPUTED, /* read-only, computed by the owner's getattr slot (int.real) */
    PE_GETSET_MEMBER,   /* the same, for what CPython has as a read-only member
                           (range.start): repr <member ...>, "readonly attribute" */
    PE_GETSET_SLOTS,    /* get and set both through the owner's getattr/setattr slots,
                           which handle the name themselves (BaseException.args) */
} pe_getset_kind;

/* A getset descriptor named name (borrowed, interned; the descriptor takes its own
 * reference) for instances of owner (a reference is kept). New reference or PE_NULL. */
pe_value pe_getset_new(pe_vm *vm, pe_type *owner, pe_str *name,
                       pe_getset_kind kind) PE_MUST_CHECK;

/* Adds a descriptor of the given kind (PE_GETSET_COMPUTED, _MEMBER or _SLOTS) to
 * type's dict for each name of the NULL-terminated list, so dir() and the traceback's
 * suggestions see the attributes the type's getattr slot computes. During start-up a
 * PE_TPF_LAZY_DICT type records the list (names must be static) and its dict fill
 * makes them (pe_getset_fill). 0 or -1. */
/* Makes the descriptors of the lists recorded for a PE_TPF_LAZY_DICT type (its dict
 * must exist), keeping the record: pe_type_fill forgets it once the whole fill
 * succeeded. 0, or -1 with MemoryError pending. */
int pe_getset_fill(pe_vm *vm, pe_type *type) PE_MUST_CHECK;
int pe_getset_add_computed(pe_vm *vm, pe_type *type, const char *const *names,
                           pe_getset_kind kind) PE_MUST_CHECK;

/* iter(obj) for an object whose type has __getitem__ but no __iter__: yields
 * obj[0], obj[1], ... until IndexError (or StopIteration). New reference or PE_NULL. */
pe_value pe_seqiter_new(pe_vm *vm, pe_value seq) PE_MUST_CHECK;

/* types.GenericAlias(origin, args): list[int]. args is any value (a tuple is kept as
 * the __args__ tuple, anything else is wrapped in a 1-tuple). New reference or PE_NULL. */
pe_value pe_generic_alias_new(pe_vm *vm, pe_value origin, pe_value args) PE_MUST_CHECK;

/* Appends v to b as an argument of a generic alias (or union) prints: a class as
 * module.qualname (no module for builtins), Ellipsis as "...", anything else by repr.
 * May run Python code; 0 or -1. */
struct pe_strbuf;
int pe_generic_alias_repr_item(pe_vm *vm, struct pe_strbuf *b, pe_value v) PE_MUST_CHECK;

#endif
