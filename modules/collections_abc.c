/*
 * collections_abc.c - `collections.abc`: the public names of `_collections_abc`
 * (collections_abc_impl.c), the very same class objects, as CPython's
 * Lib/collections/abc.py re-exports them. It is reached once dotted module names can be
 * imported.
 */
#include <string.h>

#include "../builtins/dict.h"
#include "../builtins/list.h"
#include "../builtins/str.h"
#include "../core/intern.h"
#include "../eval/exc.h"
#include "../eval/import.h"
#include "../eval/ops.h"
#include "../eval/vm.h"
#include "registry.h"

int pe_mod_collections_abc_init(pe_vm *vm, pe_value module, pe_value dict) {
    (void)module;
    /* an internal import: not subject to the host's import policy */
    pe_value impl = pe_import_name(vm, "_collections_abc", 16, 0, NULL);
    if (pe_is_null(impl)) return -1;
    pe_value src = pe_module_dict(impl);
    pe_value all = pe_dict_get_cstr(vm, src, "__all__");
    int r = 0;
    /* __all__ is the module's own list literal */
    size_t n = pe_is_obj(all) && pe_type_of(vm, all) == vm->types[PE_TYPE_LIST]
                   ? pe_list_len(all)
                   : 0;
    /* loop-bound: const: the ~25 names of _collections_abc.__all__ (module source) */
    for (size_t i = 0; r == 0 && i < n; i++) {
        pe_value k = pe_op_getitem(vm, all, pe_int((int64_t)i));
        if (pe_is_null(k)) {
            r = -1;
            break;
        }
        pe_value v =
            pe_str_check(vm, k) ? pe_dict_get_str(vm, src, pe_str_obj(k)) : PE_NULL;
        if (!pe_is_null(v)) r = pe_dict_set(vm, dict, k, v);
        pe_decref(vm, k);
    }
    if (r == 0 && !pe_is_null(all)) r = pe_dict_set_cstr(vm, dict, "__all__", all);
    pe_decref(vm, impl);
    return r;
}
