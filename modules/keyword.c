/*
 * keyword.c - the `keyword` module: kwlist, softkwlist, iskeyword, issoftkeyword, as
 * CPython 3.11's Lib/keyword.py.
 */
#include "registry.h"

static const char KEYWORD_SOURCE[] =
    "__all__ = ['iskeyword', 'issoftkeyword', 'kwlist', 'softkwlist']\n"
    "kwlist = ['False', 'None', 'True', 'and', 'as', 'assert', 'async', 'await', 'break',\n"
    "          'class', 'continue', 'def', 'del', 'elif', 'else', 'except', 'finally', "
    "'for',\n"
    "          'from', 'global', 'if', 'import', 'in', 'is', 'lambda', 'nonlocal', 'not', "
    "'or',\n"
    "          'pass', 'raise', 'return', 'try', 'while', 'with', 'yield']\n"
    "softkwlist = ['_', 'case', 'match']\n"
    "_kw = {k: None for k in kwlist}\n"
    "_soft = {k: None for k in softkwlist}\n"
    "def iskeyword(s):\n"
    "    try:\n"
    "        return s in _kw\n"
    "    except TypeError:\n"
    "        return False\n"
    "def issoftkeyword(s):\n"
    "    try:\n"
    "        return s in _soft\n"
    "    except TypeError:\n"
    "        return False\n";

int pe_mod_keyword_init(pe_vm *vm, pe_value module, pe_value dict) {
    (void)module;
    return pe_module_exec_source(vm, dict, "keyword", KEYWORD_SOURCE);
}
