/*
 * fractions.c - the `fractions` module: Fraction, with CPython 3.11's values, reprs,
 * hashes and messages. Written in Python (modules/py/fractions.py), as CPython's is;
 * its arithmetic is int arithmetic, which the sandbox charges by size.
 */
#include "frozen.h"
#include "registry.h"

int pe_mod_fractions_init(pe_vm *vm, pe_value module, pe_value dict) {
    (void)module;
    return pe_module_exec_source(vm, dict, "fractions", pe_frozen_fractions,
                                 pe_frozen_fractions_len);
}
