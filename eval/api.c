/*
 * api.c - the public C API (include/pyeval.h) on top of the VM: configuration,
 * running source with error capture, statistics, interrupts and the AST dump (host
 * functions, globals and boundary values: eval/host.c, eval/boundary.c).
 */
#include <pthread.h>
#include <stdio.h>
#include <string.h>

#include "../builtins/dict.h"
#include "../builtins/exceptions.h"
#include "../builtins/list.h"
#include "../builtins/str.h"
#include "../builtins/tuple.h"
#include "../builtins/type.h"
#include "../core/intern.h"
#include "../parser/parse.h"
#include "../parser/warn.h"
#include "cstack.h"
#include "exc.h"
#include "frame.h"
#include "func.h"
#include "gc.h"
#include "host.h"
#include "ops.h"
#include "traceback.h"
#include "vm.h"

/* Bytes of C stack kept free below the guard for the code that unwinds and reports. */
#define PE_STACK_MARGIN (256u * 1024u)
/* Used when the thread's stack bounds cannot be read. */
#define PE_STACK_FALLBACK (2u * 1024u * 1024u)

void pyeval_config_default(pyeval_config *cfg) {
    memset(cfg, 0, sizeof *cfg);
    cfg->max_ops = 10000000;
    cfg->max_memory = 256ull << 20;
    cfg->max_depth = 100000;
    cfg->timeout = 30.0;
    cfg->max_output = 1ull << 20;
    cfg->max_source = 1ull << 20;
    cfg->max_host_calls = 100000;
    cfg->int_max_str_digits = 4300;
}

pyeval_vm *pyeval_new(const pyeval_config *cfg) {
    pyeval_config def;
    if (!cfg) {
        pyeval_config_default(&def);
        cfg = &def;
    }
    return pe_vm_create(cfg);
}

void pyeval_free(pyeval_vm *vm) {
    pe_vm_destroy(vm);
}

const char *pyeval_status_name(pyeval_status st) {
    switch (st) {
    case PYEVAL_OK: return "ok";
    case PYEVAL_ERROR: return "error";
    case PYEVAL_LIMIT_OPS: return "operation limit";
    case PYEVAL_LIMIT_MEMORY: return "memory limit";
    case PYEVAL_LIMIT_DEPTH: return "stack depth limit";
    case PYEVAL_LIMIT_TIME: return "time limit";
    case PYEVAL_LIMIT_OUTPUT: return "output limit";
    case PYEVAL_LIMIT_SOURCE: return "source size limit";
    case PYEVAL_INTERRUPTED: return "interrupted";
    case PYEVAL_LIMIT_HOST_CALLS: return "host call limit";
    case PYEVAL_EXIT: return "exit";
    case PYEVAL_FINAL: return "final answer";
    }
    return "unknown";
}

int pyeval_exit_code(const pyeval_vm *vm) {
    return vm->exit_code;
}

int pyeval_set_argv(pyeval_vm *vm, int argc, const char *const *argv) {
    pe_value list = pe_list_new(vm, 0);
    if (pe_is_null(list)) goto fail;
    /* loop-bound: setup: the host sets argv once */
    for (int i = 0; i < argc; i++) {
        pe_value s = pe_str_from_cstr(vm, argv[i]);
        if (pe_is_null(s) || pe_list_append_steal(vm, list, s) < 0) goto fail;
    }
    pe_clear(vm, &vm->sys_argv);
    vm->sys_argv = list;
    return 0;
fail:
    pe_clear(vm, &list);
    pe_err_clear(vm);
    return -1;
}

void pyeval_interrupt(pyeval_vm *vm) {
    vm->interrupt_flag = 1;
}

void pyeval_get_stats(const pyeval_vm *vm, pyeval_stats *out) {
    out->ops = pe_vm_ops_used(vm);
    out->mem_current = vm->mem.current;
    out->mem_peak = vm->mem.peak;
    out->seconds = vm->run_seconds;
    out->output = vm->output_used;
    out->host_calls = vm->host_calls;
}

int pyeval_last_error(const pyeval_vm *vm, pyeval_error *out) {
    if (!vm->has_error) return -1;
    out->type = vm->err_type ? vm->err_type : "";
    out->message = vm->err_msg ? vm->err_msg : "";
    out->line = vm->err_line;
    out->column = vm->err_col;
    out->traceback = vm->err_tb ? vm->err_tb : "";
    return 0;
}

int pyeval_print_error(pyeval_vm *vm) {
    if (!vm->has_error || !vm->err_tb) return -1;
    const char *tb = vm->err_tb;
    size_t len = strlen(tb), n = len;
    uint64_t max = vm->cfg.max_output, room = UINT64_MAX;
    if (max) room = vm->output_used < max ? max - vm->output_used : 0;
    if (len > room) n = pe_utf8_cut(tb, (size_t)room); /* whole characters */
    int rc = 0;
    if (n && pe_vm_write(vm, 2, tb, n) < 0) {
        pe_err_clear(vm);
        rc = -1;
    }
    if (n < len && rc == 0) {
        char line[128];
        int k = snprintf(line, sizeof line,
                         "%spyeval: traceback cut at the output limit (%llu bytes)\n",
                         n && tb[n - 1] != '\n' ? "\n" : "", (unsigned long long)max);
        if (k > 0 && (size_t)k < sizeof line) rc = pe_vm_write_note(vm, 2, line, (size_t)k);
    }
    return rc;
}

/* ---- running ------------------------------------------------------------------------- */

/*
 * The low end of the running thread's stack, or 0 while unknown. Reading it costs
 * pthread_getattr_np, which for the main thread parses /proc/self/maps (about 170,000
 * instructions and four system calls: more than the rest of a small run), and a
 * thread's stack never moves while the thread lives, so each thread reads it once.
 * Thread-local, not process-wide: a new thread starts at 0, and no two threads share
 * the slot, so VMs on different threads stay independent (docs/architecture.md).
 */
static _Thread_local uintptr_t tls_stack_lo;

/* Sets the C-stack guard from the running thread's real stack bounds. */
void pe_api_set_stack_limit(pe_vm *vm) {
    char here;
    uintptr_t cur = (uintptr_t)&here;
    uintptr_t lo = tls_stack_lo;
    if (!lo || lo >= cur) {
        lo = cur > PE_STACK_FALLBACK ? cur - PE_STACK_FALLBACK : 0;
        pthread_attr_t attr;
        if (pthread_getattr_np(pthread_self(), &attr) == 0) {
            void *addr;
            size_t size;
            if (pthread_attr_getstack(&attr, &addr, &size) == 0 && (uintptr_t)addr < cur) {
                lo = (uintptr_t)addr;
                tls_stack_lo = lo; /* only real bounds are kept, never the fallback */
            }
            pthread_attr_destroy(&attr);
        }
    }
    /* A stack smaller than the margin keeps half of what is left for unwinding (a
     * guard at cur / 2 would lie far below the stack and never trip). */
    vm->stack_limit =
        lo + PE_STACK_MARGIN < cur ? lo + PE_STACK_MARGIN : lo + (cur - lo) / 2;
}

static char *dup_text(pe_vm *vm, const char *s, size_t n, size_t *sz) {
    char *p = pe_mem_alloc(&vm->mem, n + 1);
    if (!p) return NULL;
    memcpy(p, s, n);
    p[n] = '\0';
    *sz = n + 1;
    return p;
}

static pyeval_status status_of_limit(pe_limit_kind k) {
    switch (k) {
    case PE_LIMIT_OPS: return PYEVAL_LIMIT_OPS;
    case PE_LIMIT_MEMORY: return PYEVAL_LIMIT_MEMORY;
    case PE_LIMIT_STACK: return PYEVAL_LIMIT_DEPTH;
    case PE_LIMIT_TIME: return PYEVAL_LIMIT_TIME;
    case PE_LIMIT_OUTPUT: return PYEVAL_LIMIT_OUTPUT;
    case PE_LIMIT_SOURCE: return PYEVAL_LIMIT_SOURCE;
    case PE_LIMIT_INTERRUPT: return PYEVAL_INTERRUPTED;
    case PE_LIMIT_HOST_CALLS: return PYEVAL_LIMIT_HOST_CALLS;
    case PE_LIMIT_FINAL: return PYEVAL_FINAL;
    case PE_LIMIT_NONE:
    case PE_LIMIT__COUNT: break;
    }
    return PYEVAL_ERROR;
}

/*
 * A limit error's record (exc is the preallocated instance): its type, message and own
 * traceback are written into vm->report_buf, so it needs no allocation and runs no
 * user code, whatever memory is left. Cannot fail.
 */
static void record_limit(pe_vm *vm, pe_value exc) {
    char *p = vm->report_buf, *end = p + PE_REPORT_RESERVE;
    vm->has_error = 1;
    pe_tb_innermost(vm, exc, &vm->err_line, &vm->err_col);
    if (!p || !pe_exc_check(vm, exc)) return;
    pe_exc_type_display_name(vm, pe_type_of(vm, exc), p, 256);
    vm->err_type = p;
    p += strlen(p) + 1;
    pe_exc *e = pe_exc_obj(exc);
    vm->err_msg = p;
    *p = '\0';
    if (pe_is_obj(e->args) && pe_tuple_len(e->args) == 1 &&
        pe_str_check(vm, pe_tuple_item(e->args, 0))) {
        const pe_str *m = pe_str_obj(pe_tuple_item(e->args, 0));
        size_t n = m->size < 255 ? m->size : 255;
        memcpy(p, m->data, n);
        p[n] = '\0';
    }
    p += strlen(p) + 1;
    vm->err_tb = p;
    pe_tb_format_limit(vm, exc, p, (size_t)(end - p));
}

/* Copies at most `max` bytes of s (whole UTF-8 characters) for pyeval_last_error. */
static char *dup_text_max(pe_vm *vm, const char *s, size_t n, size_t max, size_t *sz) {
    return dup_text(vm, s, n > max ? pe_utf8_cut(s, max) : n, sz);
}

/*
 * An ordinary exception's record, made under every limit: str() of it and its
 * traceback may run user code, which may hit a limit; the record then stops and the
 * limit error is left pending. The message is cut at the traceback's budget. Returns
 * 0, or -1 with a limit error pending. Fills vm->exit_code for SystemExit.
 */
static int record_exception(pe_vm *vm, pe_value exc, pyeval_status *st) {
    /* the budget: what the program could have printed (max_output), or 1 MiB */
    uint64_t want = vm->cfg.max_output ? vm->cfg.max_output : PE_TB_REPORT_MAX;
    size_t budget = want > SIZE_MAX / 4 ? SIZE_MAX / 4 : (size_t)want;
    const char *why = vm->cfg.max_output ? "output limit" : "report size limit";
    char name[256];
    pe_exc_type_display_name(vm, pe_type_of(vm, exc), name, sizeof name);
    vm->err_type = dup_text(vm, name, strlen(name), &vm->err_type_sz);
    pe_value msg = pe_exc_check(vm, exc) ? pe_exc_str(vm, exc) : pe_op_str(vm, exc);
    if (pe_is_null(msg)) {
        if (pe_err_is_limit(vm)) return -1;
        pe_err_clear(vm);
    } else {
        vm->err_msg = dup_text_max(vm, pe_str_obj(msg)->data, pe_str_obj(msg)->size, budget,
                                   &vm->err_msg_sz);
        pe_decref(vm, msg);
    }
    pe_tb_innermost(vm, exc, &vm->err_line, &vm->err_col);
    if (pe_tb_format_cstr(vm, exc, budget, why, &vm->err_tb, &vm->err_tb_sz) < 0) {
        vm->err_tb = NULL;
        vm->err_tb_sz = 0;
        if (pe_err_is_limit(vm)) return -1;
    }
    if (*st == PYEVAL_ERROR &&
        pe_op_isinstance(vm, exc, vm->exc_types[PE_EXC_SystemExit])) {
        /* SystemExit: None -> 0, int -> itself, anything else printed and 1 */
        pe_value code = pe_exc_attr(exc, PE_EXCF_SYSTEM_EXIT, PE_EXC_X_CODE);
        *st = PYEVAL_EXIT;
        if (pe_is_none(code) || pe_is_null(code)) {
            vm->exit_code = 0;
        } else if (code.tag == PE_T_INT || code.tag == PE_T_BOOL) {
            vm->exit_code = (int)code.u.i;
        } else {
            vm->exit_code = 1;
            pe_value s = pe_op_str(vm, code);
            if (!pe_is_null(s)) {
                if (pe_vm_write(vm, 2, pe_str_obj(s)->data, pe_str_obj(s)->size) == 0 &&
                    pe_vm_write(vm, 2, "\n", 1) == 0) {
                }
                pe_decref(vm, s);
            }
            /* the output limit, or a limit in the code's __str__, ends the run */
            if (pe_err_is_limit(vm)) return -1;
            pe_err_clear(vm);
        }
    }
    return 0;
}

/*
 * Takes the pending exception, records it for pyeval_last_error and decides the
 * status. Reporting never lifts the memory limit (eval/traceback.h): a limit error's
 * record needs no memory, and an ordinary one is made under every limit; a limit hit
 * while making it (user __str__) replaces it, and the run ends with that limit's
 * status. Never leaves an exception pending.
 */
static pyeval_status record_error(pe_vm *vm) {
    pe_limit_kind limit = vm->limit;
    pe_value exc = pe_err_fetch(vm);
    pyeval_status st = limit != PE_LIMIT_NONE ? status_of_limit(limit) : PYEVAL_ERROR;
    /* The allocation-failure sweep's "all later fail" mode (tests/sweep/) would leave
     * every ordinary error unrecorded: it stops failing while the record is made. */
    uint64_t fail_at = vm->mem.fail_at;
    if (!vm->mem.fail_once) vm->mem.fail_at = 0;
    pe_vm_clear_error(vm);
    vm->has_error = 1;
    if (pe_is_null(exc)) {
        vm->err_type = dup_text(vm, "SystemError", 11, &vm->err_type_sz);
        goto out;
    }
    if (limit != PE_LIMIT_NONE) {
        record_limit(vm, exc);
    } else if (record_exception(vm, exc, &st) < 0) {
        /* a limit hit while reporting: the record describes the limit instead */
        limit = vm->limit;
        pe_value lexc = pe_err_fetch(vm);
        pe_vm_clear_error(vm);
        record_limit(vm, lexc);
        pe_decref(vm, lexc);
        st = status_of_limit(limit);
    }
    pe_decref(vm, exc);
out:
    pe_err_clear(vm);
    vm->mem.fail_at = fail_at;
    return st;
}

/*
 * The status a run (or pyeval_finalize) ends with: a limit hit anywhere in it wins over
 * whatever was reported after (success, an exception C code raised once the limit's
 * error was cleared, SystemExit), and pyeval_last_error then describes that limit, at
 * the line where it was first hit (pe_err_limit keeps those traceback entries). Never
 * leaves an exception pending.
 */
static pyeval_status settle_status(pe_vm *vm, pyeval_status st) {
    pe_limit_kind k = pe_err_limit_hit(vm);
    if (k == PE_LIMIT_NONE || st == status_of_limit(k)) return st;
    pe_err_clear(vm);
    pe_err_limit_check(vm);
    return record_error(vm);
}

void pe_api_record_pending(pe_vm *vm) {
    (void)record_error(vm);
}

void pe_api_record_error(pe_vm *vm, const char *type, const char *msg) {
    pe_vm_clear_error(vm);
    vm->has_error = 1;
    vm->err_type = dup_text(vm, type, strlen(type), &vm->err_type_sz);
    vm->err_msg = dup_text(vm, msg, strlen(msg), &vm->err_msg_sz);
}

/*
 * The collection at the end of a run. The young generation (what the run allocated,
 * eval/gc.c) always, so cycles a run makes and drops are freed before the next run as
 * before; a full pass, which walks every tracked object of the VM (the builtins alone
 * are thousands), only when the run paid for it: it used at least a quarter as many
 * operations as there are tracked objects, or the VM's memory has doubled since the
 * last full pass (cycles that became garbage through old objects hold memory until
 * then). A small run costs what it allocated, not what the VM holds. Cannot fail.
 */
static void collect_between_runs(pe_vm *vm) {
    uint64_t ops = pe_vm_ops_used(vm);
    if (ops >= vm->gc_count / 4 || vm->mem.current / 2 > vm->gc_full_mem) {
        vm->gc_collected += pe_gc_collect(vm);
        vm->gc_full_mem = vm->mem.current;
    } else {
        vm->gc_collected += pe_gc_collect_young(vm);
    }
}

/* Puts the evaluator back to its between-runs state after any outcome. */
static void reset_run_state(pe_vm *vm) {
    vm->frame = NULL;
    vm->depth = 0;
    vm->exc_handled = PE_NULL;
    vm->repr_len = 0;
    vm->mem.limit_hit = 0;
    vm->run_seconds = pe_vm_now() - vm->run_start;
    pe_intern_trim(vm); /* names that died in the run may have left the table sparse */
}

/* The parser's progress callback, called every 100 tree-sitter operations and every
 * 1024 lowered nodes: parsing is work like any other, charged to the budget at one
 * operation per ten of the parser's (a 1 MB program costs about 500,000), and the
 * charge polls the clock and the host's interrupt. Non-zero, with the limit error
 * pending, stops the parse. */
static int parse_cancel(void *ud) {
    pe_vm *vm = ud;
    /* tree-sitter's blocks are charged but cannot be refused (mem.h): stop here */
    if (pe_mem_would_exceed(&vm->mem, 0)) {
        pe_err_nomem(vm); /* limit_hit is set: the memory-limit error */
        return 1;
    }
    /* The clock is read at every callback (every 100 parse actions), and not only
     * every PE_TICK_CHUNK operations: during error recovery one action can cost time in
     * proportion to the source (tree-sitter rebuilds the growing error node), and the
     * time limit then went unseen for seconds (50,000 lines of "def (:" stopped 22 s
     * late). */
    return PE_TICK(vm, 10) < 0 || pe_vm_check_time(vm) < 0;
}

/* Parses into a new module holding one reference for the caller (pe_vm_ast_decref),
 * or raises SyntaxError / a limit error / MemoryError and returns NULL. */
static pe_ast *parse_source_ex(pe_vm *vm, const char *src, size_t len, const char *filename,
                               unsigned pflags) {
    if (vm->cfg.max_source && len > vm->cfg.max_source) {
        pe_err_limit(vm, PE_LIMIT_SOURCE);
        return NULL;
    }
    pe_ast *ast = pe_vm_ast_new(vm);
    if (!ast) {
        pe_err_nomem(vm);
        return NULL;
    }
    pe_syntax_error err;
    memset(&err, 0, sizeof err);
    if (pe_parse_ex(vm, src, len, filename, ast, &err, parse_cancel, vm, pflags) < 0) {
        pe_vm_ast_decref(vm, ast);
        if (err.cancelled) {
            if (vm->limit == PE_LIMIT_NONE) pe_err_limit(vm, PE_LIMIT_TIME);
            return NULL;
        }
        if (err.oom || !err.type) {
            pe_err_nomem(vm);
            return NULL;
        }
        /* Input nested too deeply for CPython's compiler is not a SyntaxError there:
         * it raises RecursionError or MemoryError, and so do we. */
        if (!strcmp(err.type, "RecursionError") || !strcmp(err.type, "MemoryError")) {
            pe_err_set(vm, err.type[0] == 'R' ? PE_EXC_RecursionError : PE_EXC_MemoryError,
                       err.msg);
            return NULL;
        }
        /* the offending line's text, for SyntaxError.text */
        const char *line = NULL;
        size_t line_len = 0;
        if (err.line >= 1) {
            const char *p = src, *end = src + len;
            /* loop-bound: source: lines before the error line */
            for (uint32_t l = 1; l < err.line && p < end; l++) {
                const char *nl = memchr(p, '\n', (size_t)(end - p));
                p = nl ? nl + 1 : end;
            }
            if (p < end || err.line == 1) {
                const char *nl = memchr(p, '\n', (size_t)(end - p));
                line = p;
                line_len = (size_t)((nl ? nl : end) - p);
            }
        }
        pe_value e = pe_exc_syntax_error_new(vm, &err, filename, line, line_len);
        if (!pe_is_null(e)) pe_err_restore(vm, e);
        return NULL;
    }
    return ast;
}

static pe_ast *parse_source(pe_vm *vm, const char *src, size_t len, const char *filename) {
    return parse_source_ex(vm, src, len, filename, 0);
}

/* ---- compile-time SyntaxWarnings (parser/warn.h) --------------------------------- */

typedef struct warn_out {
    pe_vm *vm;
    const pe_ast *ast;
    int with_line; /* the program's own file (linecache can read it), not a string */
    int failed;    /* a write failed: the output limit's error is pending */
} warn_out;

/* Prints one warning as CPython's warnings.showwarning does: "file:line: category:
 * message", then the stripped source line when linecache would find it: for the
 * program's own file, not for "<string>"/"<stdin>" nor for strings given to
 * compile/exec/eval (the sandbox has no files to read them from). */
static void warn_print(void *ud, uint32_t line, const char *msg) {
    warn_out *o = ud;
    if (o->failed) return;
    const pe_ast *ast = o->ast;
    char head[512];
    int n = snprintf(head, sizeof head, "%s:%u: SyntaxWarning: %s\n", ast->filename,
                     (unsigned)line, msg);
    if (n < 0) return;
    if (pe_vm_write(o->vm, 2, head, (size_t)n < sizeof head ? (size_t)n : sizeof head - 1) <
        0) {
        o->failed = 1;
        return;
    }
    const char *p;
    size_t len;
    if (!o->with_line || ast->filename[0] == '<' ||
        pe_ast_source_line(ast, line, &p, &len) < 0)
        return;
    const char *e = p + len;
    /* loop-bound: source: one line of the warning's source */
    while (p < e && (*p == ' ' || *p == '\t' || *p == '\f' || *p == '\r'))
        p++;
    /* loop-bound: source: one line of the warning's source */
    while (e > p && (e[-1] == ' ' || e[-1] == '\t' || e[-1] == '\f' || e[-1] == '\r'))
        e--;
    if (p == e) return;
    if (pe_vm_write(o->vm, 2, "  ", 2) < 0 ||
        pe_vm_write(o->vm, 2, p, (size_t)(e - p)) < 0 || pe_vm_write(o->vm, 2, "\n", 1) < 0)
        o->failed = 1;
}

/* Emits ast's SyntaxWarnings to stderr. 0, or -1 with the output limit's error pending. */
static int emit_warnings(pe_vm *vm, const pe_ast *ast, int with_line) {
    warn_out o = {vm, ast, with_line, 0};
    pe_syntax_warnings(vm, ast, warn_print, &o);
    return o.failed ? -1 : 0;
}

/* The last top-level statement when it is an expression statement, for
 * PYEVAL_RUN_LAST_VALUE (eval_stmt.c keeps its value instead of dropping it). */
static const void *last_expr_stmt(const pe_ast *ast) {
    const pe_node_list *body = &ast->root->u.module.body;
    if (body->n == 0) return NULL;
    const pe_node *last = body->v[body->n - 1];
    return last->kind == PE_N_EXPR_STMT ? last : NULL;
}

pyeval_status pyeval_run(pyeval_vm *vm, const char *src, size_t len, const char *filename) {
    return pyeval_run_ex(vm, src, len, filename, 0);
}

pyeval_status pyeval_run_ex(pyeval_vm *vm, const char *src, size_t len,
                            const char *filename, unsigned flags) {
    if (vm->in_host || vm->frame) {
        /* a host callback calling back in: refused, the running program untouched */
        pe_api_record_error(vm, "RuntimeError",
                            "pyeval_run called on a VM that is running (from a host "
                            "function?)");
        return PYEVAL_ERROR;
    }
    if (!filename) filename = "<string>";
    pe_vm_clear_error(vm);
    pe_clear(vm, &vm->last_value);
    pe_clear(vm, &vm->final_value);
    vm->final_set = 0;
    vm->host_calls = 0;
    vm->fixed_time_slept = 0; /* the fixed clock restarts at cfg.fixed_time */
    pe_err_clear(vm);
    vm->limit = PE_LIMIT_NONE;
    vm->exit_code = 0;
    vm->final_status = PYEVAL_OK;
    pe_vm_budget_reset(vm);
    pe_api_set_stack_limit(vm);
    vm->vstack_top = vm->vstack;

    pyeval_status st = PYEVAL_OK;
    pe_ast *ast = parse_source(vm, src, len, filename);
    size_t fl = strlen(filename);
    if (ast && !(fl && filename[0] == '<' && filename[fl - 1] == '>'))
        pe_vm_ast_set_file(ast);
    if (ast && (flags & PYEVAL_RUN_LAST_VALUE)) vm->last_node = last_expr_stmt(ast);
    if (!ast || emit_warnings(vm, ast, 1) < 0 || pe_run_module(vm, ast, vm->globals) < 0)
        st = record_error(vm);
    vm->last_node = NULL;
    /* what the program made from it (functions, tracebacks) holds its own references */
    pe_vm_ast_decref(vm, ast);
    /* collect cycles between runs: a safe point with no frames on the stack */
    collect_between_runs(vm);
    st = settle_status(vm, st);
    reset_run_state(vm);
    return st;
}

/* The globals' part of pyeval_finalize, in the order CPython 3.11 shows when __main__
 * is torn down: first each global in dict order whose value is an instance of a user
 * class either has its __del__ run (the object stays) or, without one, is released
 * (freeing what only it holds); then every remaining global other than a class,
 * function or module is set to None, releasing containers' contents in their own
 * order (a list last item first). */
static void finalize_globals(pe_vm *vm) {
    pe_value g = vm->globals;
    size_t n = 0, pos = 0;
    pe_value k, v;
    /* loop-bound: per-object: the globals are released once, at the end of a run */
    while (pe_dict_next(g, &pos, &k, &v))
        n++;
    pe_value keys = pe_tuple_new(vm, n);
    if (pe_is_null(keys)) return;
    pos = 0;
    /* loop-bound: per-object: the globals are released once, at the end of a run */
    for (size_t i = 0; i < n && pe_dict_next(g, &pos, &k, &v); i++)
        pe_tuple_set_item(keys, i, pe_incref(k));
    /* loop-bound: const */
    for (int phase = 1; phase <= 2; phase++) {
        for (size_t i = 0; i < n && pe_err_limit_hit(vm) == PE_LIMIT_NONE; i++) {
            pe_value key = pe_tuple_item(keys, i);
            int found = pe_dict_lookup(vm, g, key, &v);
            if (found < 0) pe_err_clear(vm);
            if (found <= 0 || !pe_is_obj(v)) continue;
            pe_type *t = pe_type_of(vm, v);
            int release;
            if (phase == 1) {
                if (!(t->tflags & PE_TPF_HEAPTYPE)) continue;
                if (pe_type_del_pending(v.u.o)) {
                    pe_obj *o = v.u.o; /* the __del__ may drop the global's reference */
                    pe_obj_incref(o);
                    (void)pe_type_call_del(vm, o);
                    pe_obj_decref(vm, o);
                    continue;
                }
                release = 1;
            } else {
                release = !pe_type_check(vm, v) && !pe_func_check(vm, v) &&
                          !pe_builtin_check(vm, v) && t != vm->types[PE_TYPE_MODULE];
            }
            if (release && pe_dict_set(vm, g, key, PE_NONE) < 0) pe_err_clear(vm);
        }
    }
    pe_decref(vm, keys);
}

pyeval_status pyeval_finalize(pyeval_vm *vm) {
    /* the last run ended at a limit (recorded until the next run): no code runs */
    pe_limit_kind hit = pe_err_limit_hit(vm);
    if (hit != PE_LIMIT_NONE) return status_of_limit(hit);
    pe_err_clear(vm);
    pe_api_set_stack_limit(vm);
    vm->vstack_top = vm->vstack;
    /* finalizers run as Python code of the main module: a frame without code of its
     * own (nothing records a traceback entry for it) */
    pe_frame f = {0};
    f.vm = vm;
    f.name = vm->ids[PE_ID_module_name];
    f.globals = vm->globals;
    f.locals = vm->globals;
    f.retval = PE_NULL;
    vm->frame = &f;
    vm->depth++;
    /* garbage cycles first (CPython's collection before the modules are cleared), then
     * the globals, then whatever else is left */
    vm->gc_collected += pe_gc_collect(vm);
    if (pe_err_limit_hit(vm) == PE_LIMIT_NONE && pe_is_obj(vm->globals))
        finalize_globals(vm);
    if (pe_err_limit_hit(vm) == PE_LIMIT_NONE) pe_gc_run_exit_finalizers(vm);
    vm->frame = NULL;
    vm->depth--;
    /* errors of finalizers were reported as unraisable; only a limit changes the status
     * (and then pyeval_last_error describes it) */
    pe_err_clear(vm);
    pyeval_status st = settle_status(vm, PYEVAL_OK);
    reset_run_state(vm);
    return st;
}

/* ---- AST dump ------------------------------------------------------------------------ */

static int dump_write(void *ud, const char *s, size_t n) {
    pe_vm *vm = ud;
    return pe_vm_write(vm, 1, s, n);
}

pyeval_status pyeval_dump_ast(pyeval_vm *vm, const char *src, size_t len,
                              const char *filename) {
    if (!filename) filename = "<string>";
    pe_vm_clear_error(vm);
    pe_err_clear(vm);
    vm->limit = PE_LIMIT_NONE;
    pe_vm_budget_reset(vm);
    pe_api_set_stack_limit(vm);
    pyeval_status st = PYEVAL_OK;
    /* the tree as written: the generator lowering is part of running it */
    pe_ast *ast = parse_source_ex(vm, src, len, filename, PE_PARSE_NO_GENLOWER);
    if (!ast || pe_ast_dump(ast, dump_write, vm) < 0) st = record_error(vm);
    pe_vm_ast_decref(vm, ast);
    reset_run_state(vm);
    return st;
}

/* For modules/registry.c and builtins/compile.c (embedded module source, exec, eval,
 * compile): the same parsing as pyeval_run. The module holds one reference for the
 * caller (pe_vm_ast_decref), or NULL with the error pending. */
pe_ast *pe_api_parse(pe_vm *vm, const char *src, size_t len, const char *filename);
typedef struct parse_call {
    pe_vm *vm;
    const char *src;
    size_t len;
    const char *filename;
    pe_ast *ast;
} parse_call;

static void parse_call_run(void *p) {
    parse_call *c = p;
    c->ast = parse_source(c->vm, c->src, c->len, c->filename);
    if (c->ast && emit_warnings(c->vm, c->ast, 0) < 0) {
        pe_vm_ast_decref(c->vm, c->ast);
        c->ast = NULL;
    }
}

pe_ast *pe_api_parse(pe_vm *vm, const char *src, size_t len, const char *filename) {
    if (!pe_cstack_below(vm, PE_CSTACK_PARSE_NEED)) {
        pe_ast *ast = parse_source(vm, src, len, filename);
        if (ast && emit_warnings(vm, ast, 0) < 0) {
            pe_vm_ast_decref(vm, ast);
            ast = NULL;
        }
        return ast;
    }
    /* inside a generator body or on a segment: parse where CPython's nesting limits,
     * not our stack size, decide */
    parse_call c = {vm, src, len, filename, NULL};
    if (pe_cstack_run(vm, PE_CSTACK_PARSE_SIZE, parse_call_run, &c) < 0) return NULL;
    return c.ast;
}
