/*
 * numbers.c - the `numbers` module: CPython 3.11's numeric tower (Number, Complex,
 * Real, Rational, Integral) as abstract base classes. Written in Python
 * (modules/py/numbers.py) over abc, as CPython's is: the classes are made once per VM
 * and their isinstance checks are abc's.
 */
#include "frozen.h"
#include "registry.h"

int pe_mod_numbers_init(pe_vm *vm, pe_value module, pe_value dict) {
    (void)module;
    return pe_module_exec_source(vm, dict, "numbers", pe_frozen_numbers,
                                 pe_frozen_numbers_len);
}
