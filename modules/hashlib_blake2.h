/*
 * hashlib_blake2.h - hashlib's blake2b and blake2s classes (modules/hashlib_blake2.c).
 */
#ifndef PE_HASHLIB_BLAKE2_H
#define PE_HASHLIB_BLAKE2_H

#include "../eval/object.h"

/* Fills the _blake2.blake2b/_blake2.blake2s types' slots (once per VM) and stores the
 * two types in the hashlib module's dict. 0, or -1 with the error pending. */
int pe_hashlib_blake2_init(pe_vm *vm, pe_value dict) PE_MUST_CHECK;

#endif
