/*
 * csv_names.c - `_csv`: the names CPython's _csv extension module has (Dialect, Error,
 * reader, writer, the dialect registry, field_size_limit, the QUOTE_ constants), the
 * very objects `csv` defines (modules/csv.c and modules/py/csv.py keep them all in
 * csv's namespace, with __module__ '_csv').
 */
#include <string.h>

#include "../builtins/dict.h"
#include "../eval/exc.h"
#include "../eval/import.h"
#include "../eval/vm.h"
#include "registry.h"

int pe_mod_csv_names_init(pe_vm *vm, pe_value module, pe_value dict) {
    (void)module;
    /* {name in _csv, name in csv}: csv.Dialect is the Python base class of csv.excel,
     * _csv.Dialect the validating type (csv._Dialect) */
    static const char *const names[][2] = {
        {"Dialect", "_Dialect"},
        {"Error", "Error"},
        {"reader", "reader"},
        {"Reader", "_Reader"},
        {"Writer", "_Writer"},
        {"writer", "writer"},
        {"register_dialect", "register_dialect"},
        {"get_dialect", "get_dialect"},
        {"unregister_dialect", "unregister_dialect"},
        {"list_dialects", "list_dialects"},
        {"field_size_limit", "field_size_limit"},
        {"QUOTE_MINIMAL", "QUOTE_MINIMAL"},
        {"QUOTE_ALL", "QUOTE_ALL"},
        {"QUOTE_NONNUMERIC", "QUOTE_NONNUMERIC"},
        {"QUOTE_NONE", "QUOTE_NONE"},
        {"__version__", "__version__"},
    };
    /* an internal import: not subject to the host's import policy */
    pe_value csv = pe_import_name(vm, "csv", 3, 0, NULL);
    if (pe_is_null(csv)) return -1;
    pe_value src = pe_module_dict(csv);
    int r = 0;
    /* loop-bound: const: the fixed table of names above */
    for (size_t i = 0; r == 0 && i < sizeof names / sizeof names[0]; i++) {
        pe_value v = pe_dict_get_cstr(vm, src, names[i][1]);
        if (!pe_is_null(v)) r = pe_dict_set_cstr(vm, dict, names[i][0], v);
    }
    pe_decref(vm, csv);
    return r;
}
