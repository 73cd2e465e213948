/*
 * doctest.c - the `doctest` module (modules/py/doctest.py) and two native helpers
 * for its line numbers (pyeval's functions have no __code__ and the sandbox no
 * linecache):
 *   _def_line(func)   the line of a Python function's `def` (or first decorator),
 *                     as code.co_firstlineno, or None for any other object;
 *   _outer_source()   (file name, source text) of the outermost running frame's
 *                     file (the program's __main__, which has no __file__), or None
 *                     when that code has no file source (a string given to exec).
 */
#include "../builtins/str.h"
#include "../builtins/tuple.h"
#include "../eval/args.h"
#include "../eval/frame.h"
#include "../eval/func.h"
#include "../eval/vm.h"
#include "frozen.h"
#include "registry.h"

/* _def_line(func): an int or None; new reference. Cannot fail past argument count. */
static pe_value f_def_line(pe_vm *vm, const pe_value *args, size_t nargs, pe_obj *kwnames) {
    if (pe_args_count(vm, "_def_line", nargs, kwnames, 1, 1) < 0) return PE_NULL;
    if (!pe_func_check(vm, args[0])) return PE_NONE;
    const pe_func *fn = (const pe_func *)args[0].u.o;
    if (!fn->node || fn->node->line == 0) return PE_NONE;
    return pe_int(fn->node->line);
}

/* _outer_source(): new 2-tuple of str (copies, charged to the memory limit like any
 * string), None, or PE_NULL with MemoryError pending. */
static pe_value f_outer_source(pe_vm *vm, const pe_value *args, size_t nargs,
                               pe_obj *kwnames) {
    (void)args;
    if (pe_args_count(vm, "_outer_source", nargs, kwnames, 0, 0) < 0) return PE_NULL;
    const pe_frame *f = vm->frame;
    /* loop-bound: depth: the frames on the stack (the recursion limit) */
    while (f && f->back)
        f = f->back;
    if (!f || !f->ast || !pe_vm_ast_is_file(f->ast) || !f->ast->src || !f->ast->filename)
        return PE_NONE;
    pe_value t = pe_tuple_new(vm, 2);
    if (pe_is_null(t)) return PE_NULL;
    pe_value name = pe_str_from_cstr(vm, f->ast->filename);
    if (pe_is_null(name)) goto fail;
    pe_tuple_set_item(t, 0, name);
    pe_value src = pe_str_value(vm, f->ast->src, f->ast->src_len);
    if (pe_is_null(src)) goto fail;
    pe_tuple_set_item(t, 1, src);
    return t;
fail:
    pe_decref(vm, t);
    return PE_NULL;
}

static const pe_method_def doctest_natives[] = {
    {"_def_line", f_def_line, 0},
    {"_outer_source", f_outer_source, 0},
    {NULL, NULL, 0},
};

int pe_mod_doctest_init(pe_vm *vm, pe_value module, pe_value dict) {
    (void)module;
    if (pe_module_add_functions(vm, dict, doctest_natives) < 0) return -1;
    return pe_module_exec_source(vm, dict, "doctest", pe_frozen_doctest,
                                 pe_frozen_doctest_len);
}
