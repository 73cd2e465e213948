/*
 * union.h - types.UnionType, the value of `int | None` (PEP 604): made by the `|`
 * operator on classes, None, types.GenericAlias and unions, and accepted by
 * isinstance/issubclass.
 */
#ifndef PE_UNION_H
#define PE_UNION_H

#include "../eval/object.h"

/* Fills the type's slots and gives `type` and types.GenericAlias their `|`. 0 or -1. */
int pe_union_init(pe_vm *vm) PE_MUST_CHECK;

/* Whether v is a types.UnionType. Cannot fail. */
int pe_union_check(pe_vm *vm, pe_value v);

/* The __args__ tuple of a union (borrowed; classes, NoneType for None, and generic
 * aliases, flattened and without duplicates). Cannot fail. */
pe_value pe_union_args(pe_value u);

/* a | b for the unionable values (classes, None, generic aliases, unions): CPython's
 * _Py_union_type_or. NotImplemented (new reference) when either operand is not
 * unionable; a single remaining argument (int | int) is returned itself. New reference
 * or PE_NULL. */
pe_value pe_union_or(pe_vm *vm, pe_value a, pe_value b) PE_MUST_CHECK;

#endif
