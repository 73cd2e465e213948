/*
 * unittest.c - the `unittest` package: modules/py/unittest.py (TestCase) and then
 * modules/py/unittest_runner.py (results, runner, suites, loader, main) run in the
 * one module namespace, and one native helper:
 *   _format(exc)   the text CPython's default excepthook prints for exc and its chain,
 *                  made by the VM's own formatter (eval/traceback.c); the Python side
 *                  takes this module's frames out of it, as CPython's reports leave
 *                  out unittest's own frames.
 * Its submodule unittest.mock is modules/unittest_mock.c.
 */
#include "../builtins/exceptions.h"
#include "../eval/args.h"
#include "../eval/exc.h"
#include "../eval/traceback.h"
#include "frozen.h"
#include "registry.h"

/* _format(exc): new str, or PE_NULL (TypeError, MemoryError or a limit pending). The
 * text is bounded like any report (PE_TB_REPORT_MAX plus the cut line). */
static pe_value f_format(pe_vm *vm, const pe_value *args, size_t nargs, pe_obj *kwnames) {
    if (pe_args_count(vm, "_format", nargs, kwnames, 1, 1) < 0) return PE_NULL;
    if (!pe_exc_check(vm, args[0]))
        return pe_err_set(vm, PE_EXC_TypeError, "_format() needs an exception instance");
    return pe_tb_format(vm, args[0], PE_TB_REPORT_MAX, "report size limit");
}

static const pe_method_def unittest_natives[] = {
    {"_format", f_format, 0},
    {NULL, NULL, 0},
};

int pe_mod_unittest_init(pe_vm *vm, pe_value module, pe_value dict) {
    (void)module;
    if (pe_module_add_functions(vm, dict, unittest_natives) < 0) return -1;
    if (pe_module_exec_source(vm, dict, "unittest", pe_frozen_unittest,
                              pe_frozen_unittest_len) < 0)
        return -1;
    return pe_module_exec_source(vm, dict, "unittest.runner", pe_frozen_unittest_runner,
                                 pe_frozen_unittest_runner_len);
}
