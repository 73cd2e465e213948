/*
 * statistics.c - the `statistics` module: averages, spread, quantiles, correlation,
 * linear regression and NormalDist, with CPython 3.11's exact algorithms (exact
 * fractional sums, correctly rounded square roots). Written in Python
 * (modules/py/statistics.py), as CPython's is.
 */
#include "frozen.h"
#include "registry.h"

int pe_mod_statistics_init(pe_vm *vm, pe_value module, pe_value dict) {
    (void)module;
    return pe_module_exec_source(vm, dict, "statistics", pe_frozen_statistics,
                                 pe_frozen_statistics_len);
}
