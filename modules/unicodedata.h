/*
 * unicodedata.h - the parts of the unicodedata module shared between its files:
 * modules/unicodedata.c (the character functions) and modules/unicodedata_norm.c
 * (normalize and is_normalized, Unicode Standard Annex #15).
 */
#ifndef PE_MOD_UNICODEDATA_H
#define PE_MOD_UNICODEDATA_H

#include "../eval/object.h"

/* unicodedata.normalize(form, unistr) as a native function: a new str, the argument
 * itself (a new reference) when the quick check says it is already normalized, or
 * PE_NULL with TypeError, ValueError, MemoryError or a limit error pending. */
pe_value pe_mod_unicodedata_normalize(pe_vm *vm, const pe_value *args, size_t nargs,
                                      pe_obj *kwnames) PE_MUST_CHECK;

/* unicodedata.is_normalized(form, unistr): a new bool reference or PE_NULL with the
 * error pending (as pe_mod_unicodedata_normalize). */
pe_value pe_mod_unicodedata_is_normalized(pe_vm *vm, const pe_value *args, size_t nargs,
                                          pe_obj *kwnames) PE_MUST_CHECK;

#endif
