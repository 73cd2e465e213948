/*
 * mappingproxy.h - the mappingproxy type (types.MappingProxyType): a read-only, live
 * view of a mapping. A class's __dict__ is a mappingproxy of the class's namespace, so
 * code can read it (keys, items, get, in, len, iteration) but only setattr on the class
 * can change it.
 */
#ifndef PE_MAPPINGPROXY_H
#define PE_MAPPINGPROXY_H

#include "../eval/object.h"

/* Fills the type's slots and methods. 0 or -1. */
int pe_mappingproxy_init(pe_vm *vm) PE_MUST_CHECK;

/* A proxy of mapping (borrowed; a reference is kept). New reference or PE_NULL. */
pe_value pe_mappingproxy_new(pe_vm *vm, pe_value mapping) PE_MUST_CHECK;

#endif
