/*
 * html.c - the `html` package (escape, unescape), written in sandbox Python
 * (modules/py/html.py); its submodules are html.entities (html_entities.c) and
 * html.parser (html_parser.c).
 */
#include "frozen.h"
#include "registry.h"

int pe_mod_html_init(pe_vm *vm, pe_value module, pe_value dict) {
    (void)module;
    return pe_module_exec_source(vm, dict, "html", pe_frozen_html, pe_frozen_html_len);
}
