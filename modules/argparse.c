/*
 * argparse.c - the `argparse` module, written in Python (modules/py/argparse.py):
 * CPython 3.11's parsing, help and usage text and error messages for scripts that parse
 * sys.argv. Not supported: fromfile_prefix_chars (no @file expansion),
 * parse_intermixed_args, and translations.
 */
#include "frozen.h"
#include "registry.h"

int pe_mod_argparse_init(pe_vm *vm, pe_value module, pe_value dict) {
    (void)module;
    return pe_module_exec_source(vm, dict, "argparse", pe_frozen_argparse,
                                 pe_frozen_argparse_len);
}
