/*
 * traceback.c - the `traceback` module (modules/py/traceback.py) and the two native
 * helpers it and the logging and warnings modules share:
 *   _format(exc)   the text CPython's default excepthook prints for exc and its chain,
 *                  made by the VM's own formatter (eval/traceback.c), so tracebacks the
 *                  program formats match the ones the VM prints for uncaught errors;
 *   _caller(depth) where the running Python frame `depth` levels out is: (filename,
 *                  line, function name, source line or None, globals), or None past
 *                  the outermost frame (warnings' stacklevel, logging's findCaller).
 */
#include "../eval/traceback.h"
#include "../builtins/exceptions.h"
#include "../builtins/int.h"
#include "../builtins/str.h"
#include "../builtins/tuple.h"
#include "../eval/args.h"
#include "../eval/exc.h"
#include "../eval/frame.h"
#include "../eval/vm.h"
#include "../parser/parse.h"
#include "frozen.h"
#include "registry.h"

/* _format(exc): new str, or PE_NULL (TypeError, MemoryError or a limit pending). The
 * text is bounded like any report (PE_TB_REPORT_MAX plus the cut line), but never cut
 * for memory: the program asked for it, so a refusal by the memory limit is the limit
 * error (a cut text would pass as the whole one; a MemoryError could be caught). */
static pe_value f_format(pe_vm *vm, const pe_value *args, size_t nargs, pe_obj *kwnames) {
    if (pe_args_count(vm, "_format", nargs, kwnames, 1, 1) < 0) return PE_NULL;
    if (!pe_exc_check(vm, args[0]))
        return pe_err_set(vm, PE_EXC_TypeError, "_format() needs an exception instance");
    return pe_tb_format_whole(vm, args[0], PE_TB_REPORT_MAX, "report size limit");
}

/* The source line of frame f (stripped of its newline), or None when the code has no
 * file source (as CPython's linecache, "<string>" code has none). New reference or
 * PE_NULL. */
static pe_value caller_line(pe_vm *vm, const pe_frame *f, uint32_t line) {
    const char *s;
    size_t n;
    if (!pe_vm_ast_is_file(f->ast) || line == 0 ||
        pe_ast_source_line(f->ast, line, &s, &n) < 0)
        return PE_NONE;
    return pe_str_value(vm, s, n);
}

/* _caller(depth): see the file comment. New tuple, None, or PE_NULL with an error. */
static pe_value f_caller(pe_vm *vm, const pe_value *args, size_t nargs, pe_obj *kwnames) {
    int64_t depth;
    if (pe_args_count(vm, "_caller", nargs, kwnames, 1, 1) < 0) return PE_NULL;
    if (args[0].tag != PE_T_INT || pe_int_as_i64(args[0], &depth) != 0 || depth < 0)
        return pe_err_set(vm, PE_EXC_ValueError, "_caller() needs a small int >= 0");
    const pe_frame *f = vm->frame;
    /* loop-bound: depth: at most the frames on the stack (the recursion limit) */
    while (f && depth > 0) {
        f = f->back;
        depth--;
    }
    if (!f) return PE_NONE;
    uint32_t line = f->cur ? f->cur->line : 0;
    const char *fname = f->ast && f->ast->filename ? f->ast->filename : "<unknown>";
    pe_value t = pe_tuple_new(vm, 5);
    if (pe_is_null(t)) return PE_NULL;
    pe_value name = pe_str_from_cstr(vm, fname);
    if (pe_is_null(name)) goto fail;
    pe_tuple_set_item(t, 0, name);
    pe_tuple_set_item(t, 1, pe_int(line));
    pe_value fn = f->name ? pe_str_value(vm, f->name->data, f->name->size)
                          : pe_str_from_cstr(vm, "<module>");
    if (pe_is_null(fn)) goto fail;
    pe_tuple_set_item(t, 2, fn);
    pe_value src = caller_line(vm, f, line);
    if (pe_is_null(src)) goto fail;
    pe_tuple_set_item(t, 3, src);
    pe_incref(f->globals);
    pe_tuple_set_item(t, 4, f->globals);
    return t;
fail:
    pe_decref(vm, t);
    return PE_NULL;
}

static const pe_method_def traceback_natives[] = {
    {"_format", f_format, 0},
    {"_caller", f_caller, 0},
    {NULL, NULL, 0},
};

int pe_mod_traceback_init(pe_vm *vm, pe_value module, pe_value dict) {
    (void)module;
    if (pe_module_add_functions(vm, dict, traceback_natives) < 0) return -1;
    return pe_module_exec_source(vm, dict, "traceback", pe_frozen_traceback,
                                 pe_frozen_traceback_len);
}
