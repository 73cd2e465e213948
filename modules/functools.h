/*
 * functools.h - the C types of functools (modules/functools_types.c): partial,
 * KeyWrapper and _lru_cache_wrapper.
 */
#ifndef PE_MOD_FUNCTOOLS_H
#define PE_MOD_FUNCTOOLS_H

#include "../eval/object.h"

/* Fills the slots of functools.partial, functools.KeyWrapper,
 * functools._lru_cache_wrapper and its link type (VM start-up, before the slot
 * wrappers are made). 0 or -1. */
int pe_mod_functools_types_init(pe_vm *vm) PE_MUST_CHECK;

/* Publishes partial, KeyWrapper, _lru_cache_wrapper and cmp_to_key in the module's
 * dict. 0 or -1. */
int pe_mod_functools_types_publish(pe_vm *vm, pe_value dict) PE_MUST_CHECK;

#endif
