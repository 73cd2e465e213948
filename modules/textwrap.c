/*
 * textwrap.c - the `textwrap` module: wrap, fill, shorten, dedent, indent and
 * TextWrapper, with CPython 3.11's line breaks. Written in Python
 * (modules/py/textwrap.py), with a scanner in place of CPython's chunking regex.
 */
#include "frozen.h"
#include "registry.h"

int pe_mod_textwrap_init(pe_vm *vm, pe_value module, pe_value dict) {
    (void)module;
    return pe_module_exec_source(vm, dict, "textwrap", pe_frozen_textwrap,
                                 pe_frozen_textwrap_len);
}
