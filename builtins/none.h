/*
 * none.h - the types of None, NotImplemented and Ellipsis.
 */
#ifndef PE_NONE_H
#define PE_NONE_H

#include "../eval/object.h"

/* Fills NoneType, NotImplementedType and ellipsis, and creates the NotImplemented and
 * Ellipsis singletons (vm->notimpl, vm->ellipsis). 0 or -1. */
int pe_none_init(pe_vm *vm) PE_MUST_CHECK;

#endif
