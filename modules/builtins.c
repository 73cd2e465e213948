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
#include "../eval/vm.h"
#include "registry.h"

/* Makes vm->builtins the module's namespace (it already holds __name__, __doc__ and
 * __package__, set at start-up by builtins/functions.c as CPython has them). Cannot
 * fail. */
int pe_mod_builtins_init(pe_vm *vm, pe_value module, pe_value dict) {
    (void)dict; /* the fresh namespace the registry made: replaced, not used */
    pe_module *m = (pe_module *)module.u.o;
    pe_value old = m->dict;
    m->dict = pe_incref(vm->builtins);
    pe_decref(vm, old);
    return 0;
}
