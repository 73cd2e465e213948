/*
 * future.c - the `__future__` module: the _Feature records of CPython 3.11's
 * Lib/__future__.py. The statement `from __future__ import x` is also a compile-time
 * directive, handled by the parser; at run time it imports this module like any other.
 */
#include "registry.h"

static const char FUTURE_SOURCE[] =
    "all_feature_names = ['nested_scopes', 'generators', 'division', 'absolute_import',\n"
    "                     'with_statement', 'print_function', 'unicode_literals',\n"
    "                     'barry_as_FLUFL', 'generator_stop', 'annotations']\n"
    "__all__ = ['all_feature_names'] + all_feature_names\n"
    "class _Feature:\n"
    "    def __init__(self, optionalRelease, mandatoryRelease, compiler_flag):\n"
    "        self.optional = optionalRelease\n"
    "        self.mandatory = mandatoryRelease\n"
    "        self.compiler_flag = compiler_flag\n"
    "    def getOptionalRelease(self):\n"
    "        return self.optional\n"
    "    def getMandatoryRelease(self):\n"
    "        return self.mandatory\n"
    "    def __repr__(self):\n"
    "        return '_Feature' + repr((self.optional, self.mandatory, "
    "self.compiler_flag))\n"
    "nested_scopes = _Feature((2, 1, 0, 'beta', 1), (2, 2, 0, 'alpha', 0), 0x0010)\n"
    "generators = _Feature((2, 2, 0, 'alpha', 1), (2, 3, 0, 'final', 0), 0)\n"
    "division = _Feature((2, 2, 0, 'alpha', 2), (3, 0, 0, 'alpha', 0), 0x20000)\n"
    "absolute_import = _Feature((2, 5, 0, 'alpha', 1), (3, 0, 0, 'alpha', 0), 0x40000)\n"
    "with_statement = _Feature((2, 5, 0, 'alpha', 1), (2, 6, 0, 'alpha', 0), 0x80000)\n"
    "print_function = _Feature((2, 6, 0, 'alpha', 2), (3, 0, 0, 'alpha', 0), 0x100000)\n"
    "unicode_literals = _Feature((2, 6, 0, 'alpha', 2), (3, 0, 0, 'alpha', 0), 0x200000)\n"
    "barry_as_FLUFL = _Feature((3, 1, 0, 'alpha', 2), (4, 0, 0, 'alpha', 0), 0x400000)\n"
    "generator_stop = _Feature((3, 5, 0, 'beta', 1), (3, 7, 0, 'alpha', 0), 0x800000)\n"
    "annotations = _Feature((3, 7, 0, 'beta', 1), None, 0x1000000)\n";

int pe_mod_future_init(pe_vm *vm, pe_value module, pe_value dict) {
    (void)module;
    return pe_module_exec_source(vm, dict, "__future__", FUTURE_SOURCE);
}
