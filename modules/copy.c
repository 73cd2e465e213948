/*
 * copy.c - the `copy` module: copy, deepcopy, Error. Written in Python, following
 * CPython's Lib/copy.py: atomic types are returned as they are, containers are copied
 * element by element with a memo keyed by id() (so cycles and shared references are
 * preserved), and other objects honour __copy__/__deepcopy__, then are rebuilt from
 * their class with __new__ (given __getnewargs__() when the class has it: subclasses of
 * int, str, tuple, ...) and their state (__dict__ and __slots__, or
 * __getstate__/__setstate__), the way copyreg's __reduce_ex__ path rebuilds them.
 */
#include "frozen.h"
#include "registry.h"

int pe_mod_copy_init(pe_vm *vm, pe_value module, pe_value dict) {
    (void)module;
    return pe_module_exec_source(vm, dict, "copy", pe_frozen_copy, pe_frozen_copy_len);
}
