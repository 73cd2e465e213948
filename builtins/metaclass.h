/*
 * metaclass.h - what metaclasses need beyond builtins/type.c: type.__new__,
 * type.__init__ and type.__prepare__, the metaclass calculation and __prepare__ step of
 * a class statement, and class namespaces that are any mapping (a __prepare__ result).
 */
#ifndef PE_METACLASS_H
#define PE_METACLASS_H

#include "../eval/object.h"

/* Installs type.__new__ (also type's new_ slot, which metaclasses inherit),
 * type.__init__ and type.__prepare__. 0, or -1 with MemoryError pending. */
int pe_metaclass_init(pe_vm *vm) PE_MUST_CHECK;

/* The most derived of meta and the types of the bases (borrowed tuple), as CPython's
 * _PyType_CalculateMetaclass; TypeError "metaclass conflict: ..." when they are
 * unrelated. Borrowed type, or NULL with the exception pending. */
pe_type *pe_metaclass_calculate(pe_vm *vm, pe_type *meta, pe_value bases);

/* meta.__prepare__(name, bases, **kwargs) (kwargs a borrowed dict), or a new dict when
 * meta has no __prepare__; TypeError when the result is not a mapping. New reference or
 * PE_NULL. */
pe_value pe_metaclass_prepare(pe_vm *vm, pe_value meta, pe_value name, pe_value bases,
                              pe_value kwargs) PE_MUST_CHECK;

/* callable(*args, **kwargs) with kwargs a borrowed dict of str keys. New reference or
 * PE_NULL. */
pe_value pe_call_kwdict(pe_vm *vm, pe_value callable, const pe_value *args, size_t nargs,
                        pe_value kwargs) PE_MUST_CHECK;

/* Class-body namespaces: an exact dict is used directly, any other mapping (a custom
 * __prepare__ result) through its __getitem__/__setitem__/__delitem__.
 * pe_ns_get: new reference, or PE_NULL with NO exception when the name is missing (a
 * KeyError is swallowed), PE_NULL with an exception on other errors.
 * pe_ns_set: 0 or -1. pe_ns_del: 1 deleted, 0 missing (no exception), -1 error. */
pe_value pe_ns_get(pe_vm *vm, pe_value ns, pe_str *name);
int pe_ns_set(pe_vm *vm, pe_value ns, pe_str *name, pe_value v) PE_MUST_CHECK;
int pe_ns_del(pe_vm *vm, pe_value ns, pe_str *name) PE_MUST_CHECK;

#endif
