/*
 * operator.h - the operator module's C types (modules/operator_types.c).
 */
#ifndef PE_MOD_OPERATOR_H
#define PE_MOD_OPERATOR_H

#include "../eval/object.h"

/* Fills the slots of itemgetter, attrgetter and methodcaller
 * (vm->types[PE_TYPE_OP_*]) at VM start-up, before the slot wrappers are made. 0 or
 * -1. */
int pe_mod_operator_types_init(pe_vm *vm) PE_MUST_CHECK;

#endif
