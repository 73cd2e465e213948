/*
 * keyword.c - the `keyword` module: kwlist, softkwlist, iskeyword, issoftkeyword, as
 * CPython 3.11's Lib/keyword.py.
 */
#include "frozen.h"
#include "registry.h"

int pe_mod_keyword_init(pe_vm *vm, pe_value module, pe_value dict) {
    (void)module;
    return pe_module_exec_source(vm, dict, "keyword", pe_frozen_keyword,
                                 pe_frozen_keyword_len);
}
