/*
 * compile.c - compile(), exec() and eval() and the opaque code object.
 *
 * Source is parsed exactly as pyeval_run parses a program (SyntaxError with CPython's
 * location), the module is reference-counted (eval/vm.h: the code object, the running
 * exec/eval, functions and traceback entries made from it hold it), and the body runs
 * in a frame of its own whose globals and locals are the given dicts.
 * Nothing here leaves the sandbox: the code runs on the same VM, ticking the same
 * budget, under the same recursion, memory and time limits. A code object exposes no
 * attributes (design.md: code objects are interpreter internals).
 *
 * Modes: 'exec' runs statements; 'eval' requires a single expression and returns its
 * value; 'single' runs statements and prints the repr of each expression statement's
 * non-None value, as the interactive interpreter does.
 */
#include "compile.h"

#include <stdio.h>
#include <string.h>

#include "../eval/args.h"
#include "../eval/exc.h"
#include "../eval/frame.h"
#include "../eval/ops.h"
#include "../eval/traceback.h"
#include "../eval/vm.h"
#include "../parser/ast.h"
#include "../parser/bytesrc.h"
#include "../parser/parse.h"
#include "../parser/scope.h"
#include "bytes.h"
#include "dict.h"
#include "exceptions.h"
#include "functions.h"
#include "str.h"

/* eval/api.c: parse into a new module holding one reference for the caller, or raise
 * SyntaxError / a limit error and return NULL. */
pe_ast *pe_api_parse(pe_vm *vm, const char *src, size_t len, const char *filename);

enum { MODE_EXEC, MODE_EVAL, MODE_SINGLE };

typedef struct pe_code {
    pe_obj base;
    const pe_ast *ast; /* owned reference */
    int mode;
} pe_code;

static void code_dealloc(pe_vm *vm, pe_obj *o) {
    const pe_ast *ast = ((pe_code *)o)->ast;
    pe_obj_free(vm, o, sizeof(pe_code));
    pe_vm_ast_decref(vm, ast);
}

static pe_value code_repr(pe_vm *vm, pe_value self) {
    pe_code *c = (pe_code *)self.u.o;
    return pe_err_format_text(vm, "<code object <module> at %p, file \"%s\", line 1>",
                              (void *)c, c->ast->filename ? c->ast->filename : "<string>");
}

static int code_hash(pe_vm *vm, pe_value self, int64_t *out) {
    (void)vm;
    *out = (int64_t)((uintptr_t)self.u.o >> 4);
    return 0;
}

int pe_compile_init(pe_vm *vm) {
    pe_type *t = vm->types[PE_TYPE_CODE];
    t->dealloc = code_dealloc;
    t->repr = code_repr;
    t->hash = code_hash;
    return 0;
}

static int is_code(pe_vm *vm, pe_value v) {
    return pe_is_obj(v) && v.u.o->type == vm->types[PE_TYPE_CODE];
}

/* Bytes that are not valid UTF-8, read as CPython's string tokenizer reads them
 * (parser/bytesrc.h): invalid bytes in comments pass (*s becomes a copy with them
 * replaced, *owned that copy for the caller to free with pe_mem_free(n)); elsewhere the
 * token holding them is a SyntaxError "(unicode error) ...". 0 or -1. */
static int bytes_source(pe_vm *vm, const char *filename, const char **s, size_t n,
                        char **owned) {
    char *copy = pe_mem_alloc(&vm->mem, n ? n : 1);
    if (!copy) {
        pe_err_nomem(vm);
        return -1;
    }
    pe_syntax_error err;
    size_t ls, ll;
    if (pe_bytesrc_check(*s, n, copy, &err, &ls, &ll) == 0) {
        *s = copy;
        *owned = copy;
        return 0;
    }
    pe_mem_free(&vm->mem, copy, n ? n : 1);
    /* SyntaxError.text: the line decoded with errors="replace" */
    char *text = pe_mem_alloc(&vm->mem, 3 * ll + 1);
    if (!text) {
        pe_err_nomem(vm);
        return -1;
    }
    size_t tl = pe_bytesrc_replace(*s + ls, ll, text);
    pe_value e = pe_exc_syntax_error_new_ex(vm, &err, filename, text, tl, 1);
    pe_mem_free(&vm->mem, text, 3 * ll + 1);
    if (!pe_is_null(e)) pe_err_restore(vm, e);
    return -1;
}

/* The source text of a str or bytes-like argument. *owned is set when *s is a copy the
 * caller frees with pe_mem_free(*n) after parsing (bytes that needed one), else NULL.
 * 0 or -1. */
static int source_text(pe_vm *vm, pe_value v, const char *fname, const char *filename,
                       const char **s, size_t *n, char **owned) {
    *owned = NULL;
    int is_bytes = 0;
    if (pe_str_check(vm, v)) {
        *s = pe_str_obj(v)->data;
        *n = pe_str_obj(v)->size;
    } else if (pe_bytes_buffer(vm, v, s, n)) {
        is_bytes = 1;
    } else {
        pe_err_format(vm, PE_EXC_TypeError,
                      "%s() arg 1 must be a string, bytes or code object", fname);
        return -1;
    }
    if (memchr(*s, '\0', *n)) {
        pe_err_set(vm, PE_EXC_SyntaxError, "source code string cannot contain null bytes");
        return -1;
    }
    if (is_bytes && !pe_bytesrc_valid(*s, *n))
        return bytes_source(vm, filename, s, *n, owned);
    return 0;
}

/* A SyntaxError located at node `at` (line 1 when NULL), for the checks a mode makes
 * after parsing. Always leaves an exception pending. */
static void syntax_error(pe_vm *vm, const char *src, size_t n, const char *filename,
                         const char *msg, const pe_node *at) {
    pe_syntax_error err;
    memset(&err, 0, sizeof err);
    err.type = "SyntaxError";
    snprintf(err.msg, sizeof err.msg, "%s", msg);
    err.line = at ? at->line : 1;
    err.col = at ? at->col + 1 : 1;
    const char *p = src, *end = src + n;
    /* loop-bound: source: lines of the compiled source, before the error line */
    for (uint32_t l = 1; l < err.line && p < end; l++) {
        const char *nl = memchr(p, '\n', (size_t)(end - p));
        p = nl ? nl + 1 : end;
    }
    const char *nl = memchr(p, '\n', (size_t)(end - p));
    pe_value e =
        pe_exc_syntax_error_new_ex(vm, &err, filename, p, (size_t)((nl ? nl : end) - p), 1);
    if (!pe_is_null(e)) pe_err_restore(vm, e);
}

/* Parses for a mode; eval mode checks the body is one expression. The module holds
 * one reference for the caller, or NULL with the error pending. */
static const pe_ast *parse_mode(pe_vm *vm, const char *src, size_t n, const char *filename,
                                int mode) {
    if (mode == MODE_EVAL) {
        /* eval() ignores leading spaces and tabs, as CPython does for string input */
        /* loop-bound: charged-after: parse_mode charges what this scan covered right
         * after it */
        while (n && (*src == ' ' || *src == '\t'))
            src++, n--;
    }
    /* a parse costs tens of microseconds however short the source (a parser, scopes, a
     * kept AST): exec('x = 1') in a loop spent 250,000 operations in 10 s */
    if (PE_TICK(vm, 200) < 0) return NULL;
    pe_ast *ast = pe_api_parse(vm, src, n, filename);
    if (!ast) return NULL;
    if (mode == MODE_EVAL) {
        const pe_node_list *body = &ast->root->u.module.body;
        if (body->n != 1 || body->v[0]->kind != PE_N_EXPR_STMT) {
            const pe_node *bad =
                body->n ? body->v[body->v[0]->kind == PE_N_EXPR_STMT] : NULL;
            syntax_error(vm, src, n, filename, "invalid syntax", bad);
            pe_vm_ast_decref(vm, ast);
            return NULL;
        }
    }
    if (mode == MODE_SINGLE && ast->root->u.module.body.n > 1) {
        syntax_error(vm, src, n, filename,
                     "multiple statements found while compiling a single statement",
                     ast->root->u.module.body.v[0]);
        pe_vm_ast_decref(vm, ast);
        return NULL;
    }
    return ast;
}

/* parse_mode of a str or bytes-like argument (source_text), freeing the copy bytes may
 * need. The module holds one reference for the caller, or NULL with the error pending. */
static const pe_ast *parse_arg(pe_vm *vm, pe_value v, const char *fname,
                               const char *filename, int mode) {
    const char *src;
    size_t n;
    char *owned;
    if (source_text(vm, v, fname, filename, &src, &n, &owned) < 0) return NULL;
    const pe_ast *ast = parse_mode(vm, src, n, filename, mode);
    if (owned) pe_mem_free(&vm->mem, owned, n ? n : 1);
    return ast;
}

/* A code object taking over the caller's reference to ast (also on failure). */
static pe_value code_new(pe_vm *vm, const pe_ast *ast, int mode) {
    pe_code *c = (pe_code *)pe_obj_alloc(vm, vm->types[PE_TYPE_CODE], sizeof *c);
    if (!c) {
        pe_vm_ast_decref(vm, ast);
        return PE_NULL;
    }
    c->ast = ast;
    c->mode = mode;
    return pe_obj_value(&c->base);
}

/* Runs a parsed module body in a new frame. Returns the value of an eval-mode
 * expression, None otherwise, or PE_NULL with the exception pending. */
static pe_value run_code(pe_vm *vm, const pe_ast *ast, int mode, pe_value globals,
                         pe_value locals) {
    const pe_node *mod = ast->root;
    const pe_scope *sc = mod->u.module.scope;
    uint32_t nslots = sc ? sc->nslots : 0;
    if (vm->cfg.max_depth && vm->depth >= vm->cfg.max_depth)
        return pe_err_set(vm, PE_EXC_RecursionError, "maximum recursion depth exceeded");
    pe_value *slots = pe_frame_push_slots(vm, nslots);
    if (!slots) return PE_NULL;
    pe_frame f = {0};
    f.back = vm->frame;
    f.vm = vm;
    f.ast = ast;
    f.scope = sc;
    f.name = vm->ids[PE_ID_module_name];
    f.slots = slots;
    f.nslots = nslots;
    f.globals = globals;
    f.locals = locals;
    f.cur = mod;
    f.retval = PE_NULL;
    vm->frame = &f;
    vm->depth++;
    pe_value result = PE_NONE;
    const pe_node_list *body = &mod->u.module.body;
    if (mode == MODE_EVAL) {
        f.cur = body->v[0];
        result = pe_eval_expr(&f, body->v[0]->u.unary.value);
    } else {
        if (mode == MODE_EXEC && pe_dict_check(vm, locals) &&
            pe_store_module_doc(vm, mod, locals) < 0)
            result = PE_NULL;
        /* loop-bound: source: statements of the compiled body (each one ticks when
         * executed) */
        for (uint32_t i = 0; !pe_is_null(result) && i < body->n; i++) {
            const pe_node *st = body->v[i];
            f.cur = st;
            /* a statement whose decref ran a __del__ that hit a limit succeeded: the
             * next one must not run ('single' mode writes without a tick) */
            if (pe_err_limit_check(vm) < 0) {
                result = PE_NULL;
                break;
            }
            if (mode == MODE_SINGLE && st->kind == PE_N_EXPR_STMT) {
                pe_value v = pe_eval_expr(&f, st->u.unary.value);
                if (pe_is_null(v)) {
                    result = PE_NULL;
                    break;
                }
                int rc = 0;
                if (!pe_is_none(v)) {
                    pe_value r = pe_op_repr(vm, v);
                    rc = pe_is_null(r) ? -1 : 0;
                    if (!rc) {
                        rc = pe_vm_write(vm, 1, pe_str_obj(r)->data, pe_str_obj(r)->size);
                        if (!rc) rc = pe_vm_write(vm, 1, "\n", 1);
                        pe_decref(vm, r);
                    }
                }
                pe_decref(vm, v);
                if (rc < 0) {
                    result = PE_NULL;
                    break;
                }
                continue;
            }
            pe_exec ex = pe_exec_stmt(&f, st);
            if (ex == PE_EXEC_RAISE) {
                result = PE_NULL;
                break;
            }
            if (ex !=
                PE_EXEC_OK) { /* return/break outside a function: rejected by lowering */
                pe_clear(vm, &f.retval);
                break;
            }
        }
    }
    /* the same after the last statement: exec/eval end with the run's limit */
    if (!pe_is_null(result) && pe_err_limit_check(vm) < 0) pe_clear(vm, &result);
    if (pe_is_null(result)) pe_tb_record_frame(vm, &f, f.ast, f.name, f.cur);
    pe_clear(vm, &f.retval);
    vm->depth--;
    vm->frame = f.back;
    pe_frame_pop_slots(vm, slots, nslots);
    return result;
}

static int mode_of(pe_vm *vm, pe_value v) {
    if (pe_str_check(vm, v)) {
        const char *m = pe_str_obj(v)->data;
        if (!strcmp(m, "exec")) return MODE_EXEC;
        if (!strcmp(m, "eval")) return MODE_EVAL;
        if (!strcmp(m, "single")) return MODE_SINGLE;
        if (!strcmp(m, "func_type")) {
            pe_err_set(vm, PE_EXC_NotImplementedError,
                       "compile() mode 'func_type' is not supported");
            return -1;
        }
    }
    pe_err_set(vm, PE_EXC_ValueError, "compile() mode must be 'exec', 'eval' or 'single'");
    return -1;
}

/* CPython's compile() flags it accepts (PyCF_MASK | PyCF_MASK_OBSOLETE |
 * PyCF_COMPILE_MASK in 3.11); pyeval accepts and ignores them. */
#define COMPILE_FLAGS_OK 0x1fe7610

/* flags, dont_inherit, optimize and _feature_version (a[3..6], PE_NULL when absent) as
 * CPython parses them: each a C int through __index__ (dont_inherit is
 * bool(accept={int})), in order, then flags and optimize are checked. 0 or -1. */
static int int_args(pe_vm *vm, const pe_value *a) {
    int64_t v[4] = {0, 0, -1, -1};
    /* loop-bound: const: the four int arguments */
    for (int i = 0; i < 4; i++)
        if (!pe_is_null(a[3 + i]) && pe_op_index_int(vm, a[3 + i], &v[i]) < 0) return -1;
    if (v[0] & ~(int64_t)COMPILE_FLAGS_OK) {
        pe_err_set(vm, PE_EXC_ValueError, "compile(): unrecognised flags");
        return -1;
    }
    if (v[2] < -1 || v[2] > 2) {
        pe_err_set(vm, PE_EXC_ValueError, "compile(): invalid optimize value");
        return -1;
    }
    return 0;
}

pe_value pe_builtin_compile(pe_vm *vm, const pe_value *args, size_t nargs,
                            pe_obj *kwnames) {
    static const char *const params[] = {
        "source",   "filename",         "mode", "flags", "dont_inherit",
        "optimize", "_feature_version", NULL};
    static const pe_argspec spec = {"compile", params, 3, 0, 7};
    pe_value a[7];
    if (pe_args_parse(vm, &spec, args, nargs, kwnames, a) < 0) return PE_NULL;
    if (int_args(vm, a) < 0) return PE_NULL;
    int mode = mode_of(vm, a[2]);
    if (mode < 0) return PE_NULL;
    if (is_code(vm, a[0])) return pe_incref(a[0]);
    if (!pe_str_check(vm, a[1]))
        return pe_err_format(vm, PE_EXC_TypeError,
                             "compile() argument 'filename' must be str, not %s",
                             pe_op_typename(vm, a[1]));
    const pe_ast *ast = parse_arg(vm, a[0], "compile", pe_str_obj(a[1])->data, mode);
    if (!ast) return PE_NULL;
    return code_new(vm, ast, mode);
}

/* The namespaces of exec/eval: the caller's when globals is None. New references in
 * *g and *l. */
static int namespaces(pe_vm *vm, const char *fname, pe_value globals, pe_value locals,
                      pe_value *g, pe_value *l) {
    if (!pe_is_null(globals) && !pe_is_none(globals) && !pe_dict_check(vm, globals)) {
        if (!strcmp(fname, "exec"))
            pe_err_format(vm, PE_EXC_TypeError, "exec() globals must be a dict, not %s",
                          pe_op_typename(vm, globals));
        else if (pe_type_of(vm, globals)->getitem)
            pe_err_set(vm, PE_EXC_TypeError,
                       "globals must be a real dict; try eval(expr, {}, mapping)");
        else
            pe_err_set(vm, PE_EXC_TypeError, "globals must be a dict");
        return -1;
    }
    if (!pe_is_null(locals) && !pe_is_none(locals) && !pe_type_of(vm, locals)->getitem) {
        pe_err_set(vm, PE_EXC_TypeError, "locals must be a mapping");
        return -1;
    }
    if (pe_is_null(globals) || pe_is_none(globals)) {
        pe_value caller_g = vm->frame ? vm->frame->globals : vm->globals;
        *g = pe_incref(caller_g);
        if (pe_is_null(locals) || pe_is_none(locals)) {
            /* the caller's locals: its namespace dict, or a snapshot for a function */
            pe_frame *f = vm->frame;
            if (!f || !pe_is_null(f->locals)) {
                *l = pe_incref(f ? f->locals : caller_g);
            } else {
                pe_value d = pe_frame_locals_snapshot(vm, f);
                if (pe_is_null(d)) goto fail;
                *l = d;
            }
        } else {
            *l = pe_incref(locals);
        }
        return 0;
    }
    *g = pe_incref(globals);
    *l = pe_incref(pe_is_null(locals) || pe_is_none(locals) ? globals : locals);
    return 0;
fail:
    pe_decref(vm, *g);
    return -1;
}

static pe_value exec_eval(pe_vm *vm, const pe_value *args, size_t nargs, pe_obj *kwnames,
                          int is_eval) {
    const char *fname = is_eval ? "eval" : "exec";
    static const char *const params[] = {"source", "globals", "locals", "closure", NULL};
    static const char *const eparams[] = {"source", "globals", "locals", NULL};
    static const pe_argspec exec_spec = {"exec", params, 1, 3, 3};
    static const pe_argspec eval_spec = {"eval", eparams, 1, 3, 3};
    pe_value a[4] = {PE_NULL, PE_NULL, PE_NULL, PE_NULL};
    /* eval is METH_FASTCALL with _PyArg_CheckPositional, exec Argument Clinic */
    if (is_eval && (pe_args_nokw(vm, "eval", kwnames) < 0 ||
                    pe_args_range(vm, "eval", nargs, NULL, 1, 3) < 0))
        return PE_NULL;
    if (pe_args_parse(vm, is_eval ? &eval_spec : &exec_spec, args, nargs, kwnames, a) < 0)
        return PE_NULL;
    /* the module is ours (one reference) until the run ends */
    const pe_ast *ast;
    int mode;
    if (is_code(vm, a[0])) {
        pe_code *c = (pe_code *)a[0].u.o;
        ast = c->ast;
        mode = c->mode;
        pe_vm_ast_incref(ast);
    } else {
        mode = is_eval ? MODE_EVAL : MODE_EXEC;
        ast = parse_arg(vm, a[0], fname, "<string>", mode);
        if (!ast) return PE_NULL;
    }
    pe_value g, l;
    if (namespaces(vm, fname, a[1], a[2], &g, &l) < 0) {
        pe_vm_ast_decref(vm, ast);
        return PE_NULL;
    }
    pe_value r = run_code(vm, ast, mode, g, l);
    pe_decref(vm, g);
    pe_decref(vm, l);
    pe_vm_ast_decref(vm, ast);
    if (!is_eval && !pe_is_null(r)) {
        pe_decref(vm, r);
        return PE_NONE;
    }
    return r;
}

pe_value pe_builtin_exec(pe_vm *vm, const pe_value *args, size_t nargs, pe_obj *kwnames) {
    return exec_eval(vm, args, nargs, kwnames, 0);
}

pe_value pe_builtin_eval(pe_vm *vm, const pe_value *args, size_t nargs, pe_obj *kwnames) {
    return exec_eval(vm, args, nargs, kwnames, 1);
}
