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
 * name is borrowed (interned). New reference or PE_NULL. */
pe_value pe_member_new(pe_vm *vm, pe_type *owner, pe_str *name,
                       uint32_t offset) PE_MUST_CHECK;

/* The __dict__ (weakref 0) or __weakref__ (weakref 1) attribute a class stores when it
 * is the first of its bases to give instances one: a getset_descriptor that reads the
 * instance dict, or None (there are no weak references here). New reference or PE_NULL. */
pe_value pe_getset_new(pe_vm *vm, pe_type *owner, int weakref) PE_MUST_CHECK;

/* iter(obj) for an object whose type has __getitem__ but no __iter__: yields
 * obj[0], obj[1], ... until IndexError (or StopIteration). New reference or PE_NULL. */
pe_value pe_seqiter_new(pe_vm *vm, pe_value seq) PE_MUST_CHECK;

/* types.GenericAlias(origin, args): list[int]. args is any value (a tuple is kept as
 * the __args__ tuple, anything else is wrapped in a 1-tuple). New reference or PE_NULL. */
pe_value pe_generic_alias_new(pe_vm *vm, pe_value origin, pe_value args) PE_MUST_CHECK;

#endif
