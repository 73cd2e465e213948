/*
 * html_parser.c - `html.parser` (HTMLParser), written in sandbox Python
 * (modules/py/html_parser.py) over the sandbox's `re`.
 */
#include "frozen.h"
#include "registry.h"

int pe_mod_html_parser_init(pe_vm *vm, pe_value module, pe_value dict) {
    (void)module;
    return pe_module_exec_source(vm, dict, "html.parser", pe_frozen_html_parser,
                                 pe_frozen_html_parser_len);
}
