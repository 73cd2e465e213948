/*
 * descr.h - descriptor types of the builtins: property, classmethod, staticmethod,
 * and super.
 */
#ifndef PE_DESCR_H
#define PE_DESCR_H

#include "../eval/object.h"

/* Fills the four types' slots and methods. 0 or -1. */
int pe_descr_init(pe_vm *vm) PE_MUST_CHECK;

#endif
