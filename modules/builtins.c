/*
 * builtins.c - the `builtins` module of CPython 3.11: a module whose namespace is the
 * VM's builtins dict itself (vm->builtins), so `builtins.len is len`, and a name set or
 * deleted through the module is seen by every later name lookup that falls through to
 * the builtins.
 *
 * Invariant relied on: the evaluator's global-load cache (eval/eval_expr.c, load_global)
 * reads a builtin's value from its dict entry on every hit and checks the entry's key,
 * so replacing a value through the module is seen at once, and adding or deleting a
 * name changes the entry layout or the globals' version it checks. Nothing here keeps
 * a copy of the dict.
 */
#include "../builtins/dict.h"
#include "../builtins/str.h"
#include "../eval/vm.h"
#include "registry.h"

static const char builtins_doc[] =
    "Built-in functions, exceptions, and other objects.\n\nNoteworthy: None is the "
    "`nil' object; Ellipsis represents `...' in slices.";

/* Makes vm->builtins the module's namespace, with CPython's __doc__ and __package__
 * (both are builtins in CPython too). 0, or -1 with MemoryError pending. */
int pe_mod_builtins_init(pe_vm *vm, pe_value module, pe_value dict) {
    (void)dict; /* the fresh namespace the registry made: replaced, not used */
    pe_value doc = pe_str_from_cstr(vm, builtins_doc);
    if (pe_is_null(doc)) return -1;
    int r = pe_dict_set_str(vm, vm->builtins, vm->ids[PE_ID_doc], doc);
    pe_decref(vm, doc);
    if (r < 0) return -1;
    pe_value pkg = pe_str_from_cstr(vm, "");
    if (pe_is_null(pkg)) return -1;
    r = pe_dict_set_cstr(vm, vm->builtins, "__package__", pkg);
    pe_decref(vm, pkg);
    if (r < 0) return -1;
    pe_module *m = (pe_module *)module.u.o;
    pe_value old = m->dict;
    m->dict = pe_incref(vm->builtins);
    pe_decref(vm, old);
    return 0;
}
