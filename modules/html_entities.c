/*
 * html_entities.c - `html.entities`: name2codepoint, codepoint2name, entitydefs and
 * html5, as data generated from CPython's tables by tools/gen_html_entities.py
 * (modules/py/html_entities.py).
 */
#include "frozen.h"
#include "registry.h"

int pe_mod_html_entities_init(pe_vm *vm, pe_value module, pe_value dict) {
    (void)module;
    return pe_module_exec_source(vm, dict, "html.entities", pe_frozen_html_entities,
                                 pe_frozen_html_entities_len);
}
