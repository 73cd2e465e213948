/*
 * host.c - host functions, lookups, handles' callbacks, globals and results: the
 * calls of include/pyeval.h that cross the boundary (the conversions themselves are
 * eval/boundary.c).
 *
 * Invariants:
 *   - vm->in_host is non-zero exactly while a host callback runs (1: a host function,
 *     2: the lookup); the VM refuses re-entry then (pyeval_run, the globals API), and
 *     the lookup alone may define functions.
 *   - vm->host_calls counts this run's host functions and lookups; passing
 *     max_host_calls is an uncatchable limit (PE_LIMIT_HOST_CALLS) raised before the
 *     call that would pass it.
 *   - A PYEVAL_FN_FINAL call keeps its value in vm->final_value and ends the run with
 *     PE_LIMIT_FINAL, which unwinds as the limits do: no except, finally or __exit__
 *     runs (eval/exc.h).
 */
#include <stdio.h>
#include <string.h>

#include "../builtins/bytes.h"
#include "../builtins/dict.h"
#include "../builtins/exceptions.h"
#include "../builtins/list.h"
#include "../builtins/str.h"
#include "../builtins/tuple.h"
#include "args.h"
#include "cstack.h"
#include "exc.h"
#include "frame.h"
#include "func.h"
#include "host.h"
#include "ops.h"
#include "vm.h"

/* Operations one opaque value's repr may take between runs. */
#define PE_BND_REPR_OPS 100000u

/* ---- between-runs state -------------------------------------------------------------- */

void pe_bnd_enter(pe_vm *vm, pe_bnd_saved *s, uint64_t ops) {
    s->ops_left = vm->ops_left;
    s->ops_chunk = vm->ops_chunk;
    s->ops_used = vm->ops_used;
    s->output_used = vm->output_used;
    s->max_ops = vm->cfg.max_ops;
    s->limit_hit_kind = (int)vm->limit_hit_kind;
    s->interrupt_flag = vm->interrupt_flag;
    s->mem_limit_hit = vm->mem.limit_hit;
    s->run_start = vm->run_start;
    s->run_seconds = vm->run_seconds;
    s->frame = vm->frame;
    s->host_calls = vm->host_calls;
    vm->cfg.max_ops = ops;
    pe_vm_budget_reset(vm);
    pe_api_set_stack_limit(vm);
    vm->vstack_top = vm->vstack;
}

void pe_bnd_leave(pe_vm *vm, pe_bnd_saved *s) {
    pe_err_clear(vm);
    vm->ops_left = s->ops_left;
    vm->ops_chunk = s->ops_chunk;
    vm->ops_used = s->ops_used;
    vm->output_used = s->output_used;
    vm->cfg.max_ops = s->max_ops;
    vm->limit_hit_kind = (pe_limit_kind)s->limit_hit_kind;
    vm->interrupt_flag = s->interrupt_flag;
    vm->mem.limit_hit = s->mem_limit_hit;
    vm->run_start = s->run_start;
    vm->run_seconds = s->run_seconds;
    vm->frame = s->frame;
    vm->host_calls = s->host_calls;
    vm->repr_len = 0;
}

/* A frame for the code a repr runs between runs: main's globals, no code of its own
 * (as pyeval_finalize's). Lives in the API call that entered. */
static _Thread_local pe_frame *repr_frame_slot;
static _Thread_local uint64_t repr_saved_max_ops;

void pe_bnd_repr_budget(pe_vm *vm) {
    if (vm->frame && vm->frame != repr_frame_slot) return; /* inside a run: its limits */
    repr_saved_max_ops = vm->cfg.max_ops;
    vm->cfg.max_ops = PE_BND_REPR_OPS;
    pe_vm_budget_reset(vm);
}

void pe_bnd_repr_done(pe_vm *vm) {
    if (vm->frame && vm->frame != repr_frame_slot) return;
    pe_err_clear(vm);
    vm->cfg.max_ops = repr_saved_max_ops;
    pe_vm_budget_reset(vm);
    vm->limit_hit_kind = PE_LIMIT_NONE; /* a limit in a repr ends only that repr */
    vm->mem.limit_hit = 0;
}

/* The API's "not during a run" rule: 1 (and an error recorded) when the VM is busy. */
static int busy(pe_vm *vm, const char *fn) {
    if (!vm->in_host && !vm->frame) return 0;
    char msg[160];
    snprintf(msg, sizeof msg, "%s called while the VM is running", fn);
    pe_api_record_error(vm, "RuntimeError", msg);
    return 1;
}

/* The API's own work between runs: pe_bnd_enter plus a frame for the Python code it
 * may run (a repr, the OBJECT helpers), main's globals and no code of its own, as
 * pyeval_finalize's. api_leave records a pending error for pyeval_last_error when
 * rc < 0 and puts everything back. */
static void api_enter(pe_vm *vm, pe_bnd_saved *s, pe_frame *f) {
    pe_bnd_enter(vm, s, 0);
    memset(f, 0, sizeof *f);
    f->vm = vm;
    f->name = vm->ids[PE_ID_module_name];
    f->globals = vm->globals;
    f->locals = vm->globals;
    f->retval = PE_NULL;
    vm->frame = f;
    repr_frame_slot = f;
    vm->depth++;
}

static void api_leave(pe_vm *vm, pe_bnd_saved *s, int rc) {
    vm->frame = NULL;
    if (rc < 0) pe_api_record_pending(vm);
    vm->depth--;
    repr_frame_slot = NULL;
    pe_bnd_leave(vm, s);
}

/* A VM value to a new host tree between runs (OPAQUE allowed, reprs under a small
 * budget each). 0, or -1 with the reason recorded for pyeval_last_error. */
static int result_to_host(pe_vm *vm, pe_value v, const char *what, pyeval_value **out) {
    pe_bnd_saved s;
    pe_frame f;
    api_enter(vm, &s, &f);
    int rc = pe_bnd_to_host(vm, v, PE_BND_RESULT, what, out);
    api_leave(vm, &s, rc);
    return rc;
}

/* ---- host functions ------------------------------------------------------------------ */

static pe_value host_refused(pe_vm *vm, const pe_value *args, size_t nargs,
                             pe_obj *kwnames) {
    (void)args;
    (void)nargs;
    (void)kwnames;
    return pe_err_set(vm, PE_EXC_SystemError, "host function called without its VM");
}

static size_t hostdef_size(const pe_method_def *d) {
    return sizeof(pe_hostdef) + strlen(d->name) + 1;
}

void pe_host_fini(pe_vm *vm) {
    /* loop-bound: setup: the host's definitions */
    for (size_t i = 0; i < vm->nhost; i++)
        pe_mem_free(&vm->mem, vm->hostdefs[i], hostdef_size(vm->hostdefs[i]));
    pe_mem_free(&vm->mem, vm->hostdefs, vm->host_cap * sizeof *vm->hostdefs);
    vm->hostdefs = NULL;
    vm->nhost = vm->host_cap = 0;
}

/*
 * A host function is a builtin function (PE_BUILTIN_HOST) in the builtins whose def is
 * a pe_hostdef in VM memory (vm->hostdefs, freed by pyeval_free). Defining a name
 * again updates that def in place, so every reference to the old function object
 * calls the new one, and binds it again in the builtins.
 */
int pyeval_define_function(pyeval_vm *vm, const char *name, pyeval_host_fn fn, void *ud,
                           unsigned flags) {
    if (vm->in_host == 1 || (vm->frame && !vm->in_host) || !name) return -1;
    pe_hostdef *hd = NULL;
    /* loop-bound: setup: the host's definitions */
    for (size_t i = 0; i < vm->nhost && !hd; i++)
        if (!strcmp(vm->hostdefs[i]->name, name)) hd = (pe_hostdef *)vm->hostdefs[i];
    if (hd) {
        hd->fn = fn;
        hd->ud = ud;
        hd->flags = flags;
    }
    size_t n = strlen(name);
    pe_value key = pe_bytes_decode(vm, name, n, "utf-8", "strict");
    if (pe_is_null(key)) goto fail;
    if (!hd) {
        if (vm->nhost == vm->host_cap) {
            size_t ncap = vm->host_cap ? vm->host_cap * 2 : 8;
            pe_method_def **nv = pe_mem_realloc(
                &vm->mem, vm->hostdefs, vm->host_cap * sizeof *nv, ncap * sizeof *nv);
            if (!nv) goto fail;
            vm->hostdefs = nv;
            vm->host_cap = ncap;
        }
        hd = pe_mem_alloc(&vm->mem, sizeof *hd + n + 1);
        if (!hd) goto fail;
        char *nm = (char *)(hd + 1);
        memcpy(nm, name, n + 1);
        hd->def.name = nm;
        hd->def.fn = host_refused;
        hd->def.flags = 0;
        hd->fn = fn;
        hd->ud = ud;
        hd->flags = flags;
        vm->hostdefs[vm->nhost++] = &hd->def;
    }
    pe_value f = pe_builtin_new(vm, &hd->def, NULL, PE_BUILTIN_HOST);
    if (pe_is_null(f)) goto fail;
    int r = pe_dict_set(vm, vm->builtins, key, f);
    pe_decref(vm, f);
    if (r < 0) goto fail;
    pe_decref(vm, key);
    return 0;
fail:
    pe_clear(vm, &key);
    if (!vm->frame)
        pe_err_clear(vm);
    else if (pe_err_clear_catchable(vm) < 0) {
        /* a limit inside a lookup's define stays pending for the run */
    }
    return -1;
}

/* Raises what a host callback reported: a builtin exception class by name with the
 * message, anything else RuntimeError("<fn>: <message>"). Returns PE_NULL. */
static pe_value raise_host_error(pe_vm *vm, const char *fn, const char *type,
                                 const char *msg) {
    if (!msg) msg = "";
    if (type) {
        /* loop-bound: const: the builtin exception classes */
        for (int k = 0; k < PE_EXC__COUNT; k++)
            if (vm->exc_types[k] && !strcmp(vm->exc_types[k]->name, type))
                return pe_err_set(vm, (pe_exc_kind)k, msg);
    }
    return pe_err_format(vm, PE_EXC_RuntimeError, "%s: %s", fn, msg);
}

/* Counts one call into the host: 0, or -1 with the host-call limit pending. */
static int count_host_call(pe_vm *vm) {
    vm->host_calls++;
    if (vm->cfg.max_host_calls && vm->host_calls > vm->cfg.max_host_calls) {
        vm->host_calls = vm->cfg.max_host_calls;
        (void)pe_err_limit(vm, PE_LIMIT_HOST_CALLS);
        return -1;
    }
    return pe_err_limit_check(vm);
}

/* After a callback: the host may have asked for an interrupt from inside it. */
static int after_callback(pe_vm *vm) {
    if (vm->interrupt_flag ||
        (vm->cfg.interrupt && vm->cfg.interrupt(vm->cfg.interrupt_ud))) {
        (void)pe_err_limit(vm, PE_LIMIT_INTERRUPT);
        return -1;
    }
    return pe_vm_check_time(vm);
}

/* The callback's arguments as one host tree: nargs positional values then nkw keyword
 * values, and the keyword names. 0, or -1 with TypeError/ValueError pending. */
static int args_to_host(pe_vm *vm, const char *fname, pe_bnd_tree *t, const pe_value *args,
                        size_t nargs, pe_obj *kwnames, pyeval_value **vals,
                        const char ***names) {
    size_t nkw = pe_args_nkw(kwnames), total = nargs + nkw;
    *vals = NULL;
    *names = NULL;
    if (total == 0) return 0;
    pyeval_value *v = pe_bnd_tree_alloc(vm, t, total * sizeof *v);
    const char **kn = nkw ? pe_bnd_tree_alloc(vm, t, nkw * sizeof *kn) : NULL;
    if (!v || (nkw && !kn)) return -1;
    char what[300];
    /* loop-bound: caller-charged: pe_bnd_fill charges every node */
    for (size_t i = 0; i < total; i++) {
        if (i < nargs) {
            snprintf(what, sizeof what, "%.200s() argument %zu", fname, i + 1);
        } else {
            const pe_str *k = pe_args_kwname(kwnames, i - nargs);
            snprintf(what, sizeof what, "%.200s() argument '%.60s'", fname, k->data);
            kn[i - nargs] = k->data; /* the kwnames tuple outlives the call */
        }
        v[i].kind = PYEVAL_NONE;
        if (pe_bnd_fill(vm, t, args[i], PE_BND_ARG, what, &v[i]) < 0) return -1;
    }
    *vals = v;
    *names = kn;
    return 0;
}

/* A host callback's call, made on a C-stack segment when the running stack is small
 * (a generator body, a deep recursion's segment): host code (an embedding language's
 * interpreter) may need far more stack than pyeval's own calls. */
typedef struct host_call_args {
    const pe_hostdef *hd;
    const pyeval_value *vals;
    size_t nargs, nkw;
    const char *const *names;
    pyeval_value *result;
    const char **etype, **emsg;
    int rc;
} host_call_args;

static void host_call_run(void *p) {
    host_call_args *a = p;
    a->rc = a->hd->fn(a->hd->ud, a->vals, a->nargs, a->names,
                      a->vals ? a->vals + a->nargs : NULL, a->nkw, a->result, a->etype,
                      a->emsg);
}

typedef struct lookup_args {
    pe_vm *vm;
    const pe_str *name;
    pyeval_value *out;
    const char **etype, **emsg;
    int rc;
} lookup_args;

static void lookup_run(void *p) {
    lookup_args *a = p;
    a->rc = a->vm->lookup(a->vm->lookup_ud, a->name->data, a->name->size, a->out, a->etype,
                          a->emsg);
}

/* Runs fn(arg) with vm->in_host = kind, on a segment when the stack is low. 0, or -1
 * with MemoryError pending (fn did not run). */
static int call_in_host(pe_vm *vm, int kind, void (*fn)(void *), void *arg) {
    int rc = 0;
    vm->in_host = kind;
    if (pe_cstack_below(vm, PE_CSTACK_PARSE_NEED))
        rc = pe_cstack_run(vm, PE_CSTACK_PARSE_SIZE, fn, arg);
    else
        fn(arg);
    vm->in_host = 0;
    return rc;
}

/* Runs the host callback; the result (host memory) becomes a sandbox value. New
 * reference or PE_NULL with the exception pending. */
static pe_value run_host_fn(pe_vm *vm, const pe_hostdef *hd, const pe_value *args,
                            size_t nargs, pe_obj *kwnames) {
    pe_bnd_tree *t = pe_bnd_tree_new(vm);
    if (!t) return PE_NULL;
    pyeval_value *vals;
    const char **names;
    pe_value r = PE_NULL;
    if (args_to_host(vm, hd->def.name, t, args, nargs, kwnames, &vals, &names) < 0)
        goto out;
    pyeval_value result = {.kind = PYEVAL_NONE};
    const char *etype = NULL, *emsg = NULL;
    host_call_args a = {hd,     vals,  nargs, pe_args_nkw(kwnames), names, &result,
                        &etype, &emsg, 0};
    if (call_in_host(vm, 1, host_call_run, &a) < 0 || after_callback(vm) < 0) goto out;
    if (a.rc != 0)
        raise_host_error(vm, hd->def.name, etype, emsg);
    else
        r = pe_bnd_to_vm(vm, &result);
out:
    pe_bnd_tree_free(t);
    return r;
}

pe_value pe_host_call(pe_vm *vm, const pe_method_def *def, const pe_value *args,
                      size_t nargs, pe_obj *kwnames) {
    const pe_hostdef *hd = (const pe_hostdef *)def;
    if (count_host_call(vm) < 0) return PE_NULL;
    pe_value r;
    if (hd->fn) {
        r = run_host_fn(vm, hd, args, nargs, kwnames);
        if (pe_is_null(r)) return r;
    } else if (hd->flags & PYEVAL_FN_FINAL) {
        r = nargs ? pe_incref(args[0]) : PE_NONE;
    } else {
        r = PE_NONE; /* a function without a callback: a stub that returns None */
    }
    if (!(hd->flags & PYEVAL_FN_FINAL)) return r;
    if (vm->frame == repr_frame_slot) {
        /* called by a repr the API runs between runs: no run to end */
        pe_decref(vm, r);
        return pe_err_set(vm, PE_EXC_RuntimeError, "a final answer outside a run");
    }
    /* the final answer: kept for pyeval_final_value, then the run ends uncatchably */
    pe_value old = vm->final_value;
    vm->final_value = r;
    vm->final_set = 1;
    pe_decref(vm, old);
    return pe_err_limit(vm, PE_LIMIT_FINAL);
}

/* ---- lookups ------------------------------------------------------------------------- */

void pyeval_set_lookup(pyeval_vm *vm, pyeval_lookup_fn fn, void *ud) {
    vm->lookup = fn;
    vm->lookup_ud = fn ? ud : NULL;
}

int pe_host_lookup(pe_vm *vm, pe_value globals, pe_str *name, pe_value *out) {
    *out = PE_NULL;
    if (vm->in_host) return 0; /* a lookup from a repr the host asked for: none */
    if (count_host_call(vm) < 0) return -1;
    pyeval_value v = {.kind = PYEVAL_NONE};
    const char *etype = NULL, *emsg = NULL;
    lookup_args a = {vm, name, &v, &etype, &emsg, 0};
    if (call_in_host(vm, 2, lookup_run, &a) < 0 || after_callback(vm) < 0) return -1;
    int rc = a.rc;
    switch (rc) {
    case 0: return 0;
    case 2: return 2;
    case 1: {
        pe_value r = pe_bnd_to_vm(vm, &v);
        if (pe_is_null(r)) return -1;
        if (pe_dict_set_str(vm, globals, name, r) < 0) {
            pe_decref(vm, r);
            return -1;
        }
        *out = r;
        return 1;
    }
    case -1: raise_host_error(vm, name->data, etype, emsg); return -1;
    default:
        pe_err_format(vm, PE_EXC_SystemError, "lookup of '%.200s' returned %d", name->data,
                      rc);
        return -1;
    }
}

/* ---- handles ------------------------------------------------------------------------- */

void pyeval_set_handle_ops(pyeval_vm *vm, const pyeval_handle_ops *ops) {
    if (ops)
        vm->handle_ops = *ops;
    else
        memset(&vm->handle_ops, 0, sizeof vm->handle_ops);
}

/* ---- globals and results ------------------------------------------------------------- */

/* The global's name as a str key: new reference, or PE_NULL with the error recorded
 * (a name that is not UTF-8). */
static pe_value global_key(pe_vm *vm, const char *name) {
    pe_value k = pe_bytes_decode(vm, name, strlen(name), "utf-8", "strict");
    if (pe_is_null(k)) pe_api_record_pending(vm);
    return k;
}

int pyeval_set_global(pyeval_vm *vm, const char *name, const pyeval_value *v) {
    if (!name || busy(vm, "pyeval_set_global")) return -1;
    pe_bnd_saved s;
    pe_frame f;
    api_enter(vm, &s, &f);
    int rc = -1;
    pe_value key = pe_bytes_decode(vm, name, strlen(name), "utf-8", "strict");
    pe_value x = pe_is_null(key) ? PE_NULL : pe_bnd_to_vm(vm, v);
    if (!pe_is_null(x)) rc = pe_dict_set(vm, vm->globals, key, x);
    pe_clear(vm, &x);
    pe_clear(vm, &key);
    api_leave(vm, &s, rc);
    return rc;
}

int pyeval_get_global(pyeval_vm *vm, const char *name, pyeval_value **out) {
    *out = NULL;
    if (!name || busy(vm, "pyeval_get_global")) return -1;
    pe_value key = global_key(vm, name);
    if (pe_is_null(key)) return -1;
    pe_value v = pe_dict_get_str(vm, vm->globals, pe_str_obj(key));
    pe_decref(vm, key);
    if (pe_is_null(v)) return 0;
    pe_incref(v); /* a repr run during the copy may unbind it */
    char what[256];
    snprintf(what, sizeof what, "global '%.200s'", name);
    int rc = result_to_host(vm, v, what, out);
    pe_decref(vm, v);
    return rc < 0 ? -1 : 1;
}

int pyeval_del_global(pyeval_vm *vm, const char *name) {
    if (!name || busy(vm, "pyeval_del_global")) return 0;
    pe_value key = global_key(vm, name);
    if (pe_is_null(key)) return 0;
    pe_value old = PE_NULL;
    int r = pe_dict_pop(vm, vm->globals, key, &old);
    pe_decref(vm, key);
    if (r < 0) pe_err_clear(vm);
    /* the value may run a __del__: between runs no Python code starts (type.h) */
    pe_decref(vm, old);
    return r == 1;
}

/* Names pyeval binds itself in __main__ and programs seldom do: dunder names. */
static int is_dunder(const pe_str *s) {
    return s->size > 4 && s->data[0] == '_' && s->data[1] == '_' &&
           s->data[s->size - 1] == '_' && s->data[s->size - 2] == '_';
}

int pyeval_list_globals(pyeval_vm *vm, pyeval_value **out) {
    *out = NULL;
    if (busy(vm, "pyeval_list_globals")) return -1;
    pe_bnd_tree *t = pe_bnd_tree_new(vm);
    if (!t) goto fail;
    pe_value g = vm->globals;
    size_t n = 0, pos = 0;
    pe_value k;
    /* loop-bound: per-object: the globals, listed once */
    while (pe_dict_next(g, &pos, &k, NULL))
        if (pe_str_check(vm, k) && !is_dunder(pe_str_obj(k))) n++;
    pyeval_value *root = pe_bnd_tree_root(t);
    root->kind = PYEVAL_LIST;
    root->u.seq.len = 0;
    root->u.seq.items = n ? pe_bnd_tree_alloc(vm, t, n * sizeof(pyeval_value)) : NULL;
    if (n && !root->u.seq.items) goto fail;
    pos = 0;
    /* loop-bound: per-object: the globals, listed once */
    while (root->u.seq.len < n && pe_dict_next(g, &pos, &k, NULL)) {
        if (!pe_str_check(vm, k) || is_dunder(pe_str_obj(k))) continue;
        const pe_str *s = pe_str_obj(k);
        char *p = pe_bnd_tree_alloc(vm, t, s->size + 1);
        if (!p) goto fail;
        memcpy(p, s->data, s->size + 1);
        pyeval_value *item = &root->u.seq.items[root->u.seq.len++];
        item->kind = PYEVAL_STR;
        item->u.str.data = p;
        item->u.str.len = s->size;
    }
    *out = root;
    return 0;
fail:
    pe_bnd_tree_free(t);
    pe_api_record_pending(vm);
    return -1;
}

int pyeval_last_value(pyeval_vm *vm, pyeval_value **out) {
    *out = NULL;
    if (busy(vm, "pyeval_last_value")) return -1;
    if (pe_is_null(vm->last_value)) return 0;
    return result_to_host(vm, vm->last_value, "the last value", out);
}

int pyeval_final_value(pyeval_vm *vm, pyeval_value **out) {
    *out = NULL;
    if (busy(vm, "pyeval_final_value") || !vm->final_set) return -1;
    return result_to_host(vm, vm->final_value, "the final value", out);
}
