/*
 * json.c - the `json` module: loads/dumps/load/dump with every keyword of CPython 3.11,
 * JSONDecodeError, JSONEncoder and JSONDecoder. Written in Python (modules/py/json.py):
 * the decoder follows CPython's C scanner (its messages, positions and RecursionError
 * texts), dumps without indent its C encoder, and iterencode/dump its pure-Python
 * encoder (the same chunks). Parsing and encoding run as sandbox code, so they are
 * charged per character or element and bounded by the memory and recursion limits.
 */
#include "frozen.h"
#include "registry.h"

int pe_mod_json_init(pe_vm *vm, pe_value module, pe_value dict) {
    (void)module;
    return pe_module_exec_source(vm, dict, "json", pe_frozen_json, pe_frozen_json_len);
}
