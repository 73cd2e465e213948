/*
 * typing.c - the `typing` module: every public name of CPython 3.11's typing,
 * importable and subscriptable, with CPython's reprs for the common forms
 * (typing.List[int], typing.Optional[str], typing.Callable[..., int], ~T). Nothing is
 * checked at run time. Written in Python (modules/py/typing.py), as CPython's is.
 *
 * Differences (docs/differences.md): Generic[T], Protocol[T] and UserClass[T] return
 * the class itself, so they work as base classes without __mro_entries__; NamedTuple
 * classes are real tuple subclasses when tuple can be subclassed, else tuple-like
 * records.
 */
#include "frozen.h"
#include "registry.h"

int pe_mod_typing_init(pe_vm *vm, pe_value module, pe_value dict) {
    (void)module;
    return pe_module_exec_source(vm, dict, "typing", pe_frozen_typing,
                                 pe_frozen_typing_len);
}
