/*
 * unittest_mock.c - `unittest.mock`, written in sandbox Python
 * (modules/py/unittest_mock.py).
 */
#include "frozen.h"
#include "registry.h"

int pe_mod_unittest_mock_init(pe_vm *vm, pe_value module, pe_value dict) {
    (void)module;
    return pe_module_exec_source(vm, dict, "unittest.mock", pe_frozen_unittest_mock,
                                 pe_frozen_unittest_mock_len);
}
