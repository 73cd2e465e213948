/*
 * itertools.h - the itertools iterator types written in C (modules/itertools.c).
 */
#ifndef PE_MOD_ITERTOOLS_H
#define PE_MOD_ITERTOOLS_H

#include "../eval/object.h"

/* Fills the slots of the C itertools types (vm->types[PE_TYPE_IT_*]). Runs at VM
 * start-up, before the slot wrappers are made, so count.__next__ etc. exist. 0 or -1. */
int pe_mod_itertools_types_init(pe_vm *vm) PE_MUST_CHECK;

/* The same for the combinatoric types (modules/itertools_comb.c). 0 or -1. */
int pe_mod_itertools_comb_init(pe_vm *vm) PE_MUST_CHECK;

/* The same for groupby, _grouper, _tee and _tee_dataobject
 * (modules/itertools_group.c). 0 or -1. */
int pe_mod_itertools_group_init(pe_vm *vm) PE_MUST_CHECK;

/* Publishes those four types and tee() in the module's dict. 0 or -1. */
int pe_mod_itertools_group_publish(pe_vm *vm, pe_value dict) PE_MUST_CHECK;

#endif
