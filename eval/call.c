/*
 * call.c - calling Python functions: the value stack for frame slots, argument binding
 * with CPython's exact messages (Python/ceval.c initialize_locals and friends), closure
 * cells, the depth limit, traceback recording as exceptions leave a frame, and running
 * module bodies.
 */
#include <stdio.h>
#include <string.h>

#include "../builtins/dict.h"
#include "../builtins/str.h"
#include "../builtins/tuple.h"
#include "cstack.h"
#include "exc.h"
#include "frame.h"
#include "gen.h"
#include "ops.h"
#include "traceback.h"
#include "vm.h"

/* ---- the value stack ---------------------------------------------------------------- */

pe_value *pe_frame_push_slots(pe_vm *vm, uint32_t nslots) {
    if (nslots == 0) return vm->vstack_top;
    if ((size_t)(vm->vstack_end - vm->vstack_top) >= nslots) {
        pe_value *s = vm->vstack_top;
        vm->vstack_top += nslots;
        /* loop-bound: source: the slots of one code scope */
        for (uint32_t i = 0; i < nslots; i++)
            s[i] = PE_NULL;
        return s;
    }
    /* stack exhausted (very deep recursion of big frames): fall back to the heap */
    pe_value *s = pe_mem_alloc(&vm->mem, nslots * sizeof(pe_value));
    if (!s) {
        pe_err_nomem(vm);
        return NULL;
    }
    /* loop-bound: source: the slots of one code scope */
    for (uint32_t i = 0; i < nslots; i++)
        s[i] = PE_NULL;
    return s;
}

void pe_frame_pop_slots(pe_vm *vm, pe_value *slots, uint32_t nslots) {
    /* loop-bound: source: the slots of one code scope */
    for (uint32_t i = 0; i < nslots; i++)
        pe_clear(vm, &slots[i]);
    if (nslots == 0) return;
    if (slots >= vm->vstack && slots < vm->vstack_end)
        vm->vstack_top = slots;
    else
        pe_mem_free(&vm->mem, slots, nslots * sizeof(pe_value));
}

/* ---- binding errors ----------------------------------------------------------------- */

static const char *qualname_of(pe_func *fn) {
    return pe_str_obj(fn->qualname)->data;
}

/* Appends "'a'", "'a' and 'b'", "'a', 'b', and 'c'" style lists to buf. */
static void format_names(char *buf, size_t cap, pe_str **names, size_t n) {
    size_t len = strlen(buf);
    /* loop-bound: const: cut at cap bytes */
    for (size_t i = 0; i < n && len < cap; i++) {
        const char *sep = "";
        if (i > 0) sep = n == 2 ? " and " : (i == n - 1 ? ", and " : ", ");
        int w = snprintf(buf + len, cap - len, "%s'%s'", sep, names[i]->data);
        if (w < 0) break;
        len += (size_t)w;
    }
}

static void missing_arguments(pe_vm *vm, pe_func *fn, pe_value *slots, uint32_t start,
                              uint32_t end, int positional) {
    pe_str *names[64];
    size_t n = 0;
    /* loop-bound: source: the parameters of one def */
    for (uint32_t i = start; i < end; i++) {
        if (!pe_is_null(slots[i])) continue;
        if (!positional && fn->kwdefaults && !pe_is_null(fn->kwdefaults[i - start]))
            continue;
        if (n < 64) names[n++] = fn->scope->slot_names[i];
    }
    char list[1024] = "";
    format_names(list, sizeof list, names, n);
    pe_err_format(vm, PE_EXC_TypeError, "%s() missing %zu required %s argument%s: %s",
                  qualname_of(fn), n, positional ? "positional" : "keyword-only",
                  n == 1 ? "" : "s", list);
}

static void too_many_positional(pe_vm *vm, pe_func *fn, pe_value *slots, size_t given) {
    const pe_scope *sc = fn->scope;
    size_t kwonly_given = 0;
    /* loop-bound: source: the parameters of one def */
    for (uint32_t i = sc->nargs; i < sc->nargs + sc->nkwonly; i++)
        if (!pe_is_null(slots[i])) kwonly_given++;
    char sig[64], kwsig[128] = "";
    int plural;
    if (fn->ndefaults) {
        plural = 1;
        snprintf(sig, sizeof sig, "from %u to %u", sc->nargs - fn->ndefaults, sc->nargs);
    } else {
        plural = sc->nargs != 1;
        snprintf(sig, sizeof sig, "%u", sc->nargs);
    }
    if (kwonly_given)
        snprintf(kwsig, sizeof kwsig,
                 " positional argument%s (and %zu keyword-only argument%s)",
                 given != 1 ? "s" : "", kwonly_given, kwonly_given != 1 ? "s" : "");
    pe_err_format(vm, PE_EXC_TypeError,
                  "%s() takes %s positional argument%s but %zu%s %s given", qualname_of(fn),
                  sig, plural ? "s" : "", given, kwsig,
                  given == 1 && !kwonly_given ? "was" : "were");
}

static int name_eq(pe_str *a, pe_str *b) {
    return a == b || pe_str_eq(a, b);
}

/*
 * Binds args/kwnames into slots (all PE_NULL on entry) following CPython's
 * initialize_locals: positionals, *args, keywords (unexpected / duplicate / positional-
 * only checks), then too-many-positional, then defaults and missing-argument errors.
 * On failure the slots may be partly filled; the caller pops them.
 */
static int bind_args(pe_vm *vm, pe_func *fn, pe_value *slots, const pe_value *args,
                     size_t nargs, pe_obj *kwnames) {
    const pe_scope *sc = fn->scope;
    uint32_t argcount = sc->nargs, total = sc->nargs + sc->nkwonly;
    uint32_t next = total;
    int has_varargs = (sc->flags & PE_SCOPE_VARARGS) != 0;
    int has_varkw = (sc->flags & PE_SCOPE_VARKEYWORDS) != 0;
    uint32_t varargs_slot = has_varargs ? next++ : 0;
    uint32_t varkw_slot = has_varkw ? next++ : 0;
    pe_value kwdict = PE_NULL;

    if (has_varkw) {
        kwdict = pe_dict_new(vm);
        if (pe_is_null(kwdict)) return -1;
        slots[varkw_slot] = kwdict;
    }
    size_t n = nargs < argcount ? nargs : argcount;
    /* loop-bound: caller-charged: the arguments of one call, each charged when evaluated
     * or unpacked */
    for (size_t i = 0; i < n; i++)
        slots[i] = pe_incref(args[i]);
    if (has_varargs) {
        pe_value t = pe_tuple_from_array(vm, args + n, nargs - n);
        if (pe_is_null(t)) return -1;
        slots[varargs_slot] = t;
    }

    size_t nkw = kwnames ? pe_tuple_len(pe_obj_value(kwnames)) : 0;
    /* loop-bound: caller-charged: the arguments of one call, each charged when evaluated
     * or unpacked */
    for (size_t k = 0; k < nkw; k++) {
        pe_value kname = pe_tuple_item(pe_obj_value(kwnames), k);
        pe_str *key = pe_str_obj(kname);
        pe_value val = args[nargs + k];
        uint32_t j;
        /* loop-bound: source: the parameters of one def */
        for (j = sc->nposonly; j < total; j++)
            if (sc->slot_names[j] == key) break;
        if (j == total) /* loop-bound: source: the parameters of one def */
            for (j = sc->nposonly; j < total; j++)
                if (name_eq(sc->slot_names[j], key)) break;
        if (j == total) {
            if (has_varkw) {
                if (pe_dict_set(vm, kwdict, kname, val) < 0) return -1;
                continue;
            }
            /* positional-only names passed by keyword get their own message */
            pe_str *posonly[64];
            size_t np = 0;
            /* loop-bound: caller-charged: the arguments of one call, each charged when
             * evaluated or unpacked */
            for (size_t k2 = 0; k2 < nkw; k2++) {
                pe_str *k2s = pe_str_obj(pe_tuple_item(pe_obj_value(kwnames), k2));
                /* loop-bound: source: the parameters of one def */
                for (uint32_t p = 0; p < sc->nposonly; p++)
                    if (name_eq(sc->slot_names[p], k2s) && np < 64) posonly[np++] = k2s;
            }
            if (np) {
                char list[1024] = "";
                size_t len = 0;
                /* loop-bound: const */
                for (size_t i = 0; i < np && len < sizeof list; i++) {
                    int w = snprintf(list + len, sizeof list - len, "%s'%s'", i ? ", " : "",
                                     posonly[i]->data);
                    if (w < 0) break;
                    len += (size_t)w;
                }
                pe_err_format(vm, PE_EXC_TypeError,
                              "%s() got some positional-only arguments passed as keyword "
                              "arguments: %s",
                              qualname_of(fn), list);
                return -1;
            }
            pe_err_format(vm, PE_EXC_TypeError,
                          "%s() got an unexpected keyword argument '%s'", qualname_of(fn),
                          key->data);
            return -1;
        }
        if (!pe_is_null(slots[j])) {
            pe_err_format(vm, PE_EXC_TypeError,
                          "%s() got multiple values for argument '%s'", qualname_of(fn),
                          key->data);
            return -1;
        }
        slots[j] = pe_incref(val);
    }

    if (nargs > argcount && !has_varargs) {
        too_many_positional(vm, fn, slots, nargs);
        return -1;
    }
    if (nargs < argcount) {
        uint32_t m = argcount - fn->ndefaults;
        /* loop-bound: source: the parameters of one def */
        for (uint32_t i = (uint32_t)nargs; i < m; i++) {
            if (pe_is_null(slots[i])) {
                missing_arguments(vm, fn, slots, 0, m, 1);
                return -1;
            }
        }
        /* loop-bound: source: the parameters of one def */
        for (uint32_t i = (uint32_t)(nargs > m ? nargs : m); i < argcount; i++)
            if (pe_is_null(slots[i])) slots[i] = pe_incref(fn->defaults[i - m]);
    }
    if (sc->nkwonly) {
        int missing = 0;
        /* loop-bound: source: the parameters of one def */
        for (uint32_t i = argcount; i < total; i++) {
            if (!pe_is_null(slots[i])) continue;
            pe_value d = fn->kwdefaults ? fn->kwdefaults[i - argcount] : PE_NULL;
            if (pe_is_null(d))
                missing = 1;
            else
                slots[i] = pe_incref(d);
        }
        if (missing) {
            missing_arguments(vm, fn, slots, argcount, total, 0);
            return -1;
        }
    }
    return 0;
}

/* Creates the frame's own cells (moving captured parameters into them) and copies the
 * closure into the free slots. */
static int setup_cells(pe_vm *vm, const pe_scope *sc, pe_value *slots, pe_cell **closure) {
    /* loop-bound: source: the cells of one code scope */
    for (uint32_t i = 0; i < sc->ncells; i++) {
        int32_t p = sc->cell_param ? sc->cell_param[i] : -1;
        pe_cell *c = pe_cell_new(vm, PE_NULL);
        if (!c) return -1;
        if (p >= 0) {
            c->v = slots[p];
            slots[p] = PE_NULL;
        }
        slots[sc->nlocals + i] = pe_obj_value(&c->base);
    }
    /* loop-bound: source: the free variables of one code scope */
    for (uint32_t j = 0; j < sc->nfree; j++) {
        pe_obj_incref(&closure[j]->base);
        slots[sc->nlocals + sc->ncells + j] = pe_obj_value(&closure[j]->base);
    }
    return 0;
}

/* ---- calls --------------------------------------------------------------------------- */

/* A generator function's call binds the arguments into heap slots (a suspended frame
 * outlives the call) and returns the generator; nothing runs yet (eval/gen.c). */
static pe_value call_generator(pe_vm *vm, pe_func *fn, const pe_value *args, size_t nargs,
                               pe_obj *kwnames) {
    const pe_scope *sc = fn->scope;
    pe_value *slots = NULL;
    if (sc->nslots) {
        slots = pe_mem_calloc(&vm->mem, sc->nslots, sizeof(pe_value));
        if (!slots) return pe_err_nomem(vm);
        /* loop-bound: source: the slots of one code scope */
        for (uint32_t i = 0; i < sc->nslots; i++)
            slots[i] = PE_NULL;
    }
    if (bind_args(vm, fn, slots, args, nargs, kwnames) < 0 ||
        setup_cells(vm, sc, slots, fn->cells) < 0) {
        /* loop-bound: source: the slots of one code scope */
        for (uint32_t i = 0; i < sc->nslots; i++)
            pe_clear(vm, &slots[i]);
        if (slots) pe_mem_free(&vm->mem, slots, sc->nslots * sizeof(pe_value));
        return PE_NULL;
    }
    return pe_gen_new(vm, fn, slots);
}

/* A call made with little C stack left runs on a fresh segment (eval/cstack.h). */
typedef struct seg_call {
    pe_vm *vm;
    pe_func *fn;
    const pe_value *args;
    size_t nargs;
    pe_obj *kwnames;
    pe_value result;
} seg_call;

static void seg_call_run(void *p) {
    seg_call *c = p;
    c->result = pe_func_call(c->vm, c->fn, c->args, c->nargs, c->kwnames);
}

static pe_value call_on_segment(pe_vm *vm, pe_func *fn, const pe_value *args, size_t nargs,
                                pe_obj *kwnames) {
    seg_call c = {vm, fn, args, nargs, kwnames, PE_NULL};
    if (pe_cstack_run(vm, 0, seg_call_run, &c) < 0) return PE_NULL;
    return c.result;
}

pe_value pe_func_call(pe_vm *vm, pe_func *fn, const pe_value *args, size_t nargs,
                      pe_obj *kwnames) {
    const pe_scope *sc = fn->scope;
    if (sc->flags & (PE_SCOPE_GENERATOR | PE_SCOPE_COROUTINE))
        return call_generator(vm, fn, args, nargs, kwnames);
    if (vm->cfg.max_depth && vm->depth >= vm->cfg.max_depth)
        return pe_err_set(vm, PE_EXC_RecursionError, "maximum recursion depth exceeded");
    if (pe_cstack_low(vm)) return call_on_segment(vm, fn, args, nargs, kwnames);

    pe_value *slots = pe_frame_push_slots(vm, sc->nslots);
    if (!slots) return PE_NULL;
    pe_value result = PE_NULL;
    if (bind_args(vm, fn, slots, args, nargs, kwnames) < 0) goto out;
    if (setup_cells(vm, sc, slots, fn->cells) < 0) goto out;

    pe_frame f = {0};
    f.back = vm->frame;
    f.vm = vm;
    f.ast = fn->ast;
    f.scope = sc;
    f.name = sc->name;
    f.slots = slots;
    f.nslots = sc->nslots;
    f.globals = fn->globals;
    f.locals = PE_NULL;
    f.func = fn;
    f.cur = fn->node;
    f.retval = PE_NULL;
    vm->frame = &f;
    vm->depth++;
    if (fn->node->kind == PE_N_LAMBDA) {
        result = pe_eval_expr(&f, fn->node->u.func.body_expr);
    } else {
        pe_exec st = pe_exec_block(&f, &fn->node->u.func.body);
        if (st == PE_EXEC_RAISE)
            result = PE_NULL;
        else if (st == PE_EXEC_RETURN)
            result = f.retval, f.retval = PE_NULL;
        else
            result = PE_NONE;
    }
    /* A limit hit in a path that could not fail (a __del__ run by a decref) and whose
     * error was cleared: the call fails with it rather than return a value. */
    if (__builtin_expect(vm->limit_hit_kind != PE_LIMIT_NONE, 0) && !pe_is_null(result)) {
        pe_clear(vm, &result);
        pe_err_limit_check(vm);
    }
    if (pe_is_null(result)) pe_tb_record_frame(vm, &f, f.ast, f.name, f.cur);
    pe_clear(vm, &f.retval);
    vm->depth--;
    vm->frame = f.back;
out:
    pe_frame_pop_slots(vm, slots, sc->nslots);
    return result;
}

int pe_store_module_doc(pe_vm *vm, const pe_node *mod, pe_value ns) {
    const pe_node_list *body = &mod->u.module.body;
    if (body->n == 0) return 0;
    const pe_node *first = body->v[0];
    if (first->kind != PE_N_EXPR_STMT || first->u.unary.value->kind != PE_N_CONSTANT ||
        first->u.unary.value->u.c.kind != PE_CONST_STR)
        return 0;
    const pe_const *c = &first->u.unary.value->u.c;
    pe_value d = pe_str_value(vm, c->s, c->len);
    if (pe_is_null(d)) return -1;
    int r = pe_dict_set_str(vm, ns, vm->ids[PE_ID_doc], d);
    pe_decref(vm, d);
    return r;
}

int pe_run_module(pe_vm *vm, const pe_ast *ast, pe_value globals) {
    const pe_node *mod = ast->root;
    const pe_scope *sc = mod->u.module.scope;
    uint32_t nslots = sc ? sc->nslots : 0;
    pe_value *slots = pe_frame_push_slots(vm, nslots);
    if (!slots) return -1;
    int rc = -1;
    if (sc && setup_cells(vm, sc, slots, NULL) < 0) goto out;

    pe_frame f = {0};
    f.back = vm->frame;
    f.vm = vm;
    f.ast = ast;
    f.scope = sc;
    f.name = vm->ids[PE_ID_module_name];
    f.slots = slots;
    f.nslots = nslots;
    f.globals = globals;
    f.locals = globals;
    f.cur = mod;
    f.retval = PE_NULL;
    vm->frame = &f;
    vm->depth++;
    pe_exec st = pe_store_module_doc(vm, mod, globals) < 0 ||
                         pe_setup_annotations(vm, sc, globals) < 0
                     ? PE_EXEC_RAISE
                     : pe_exec_block(&f, &mod->u.module.body);
    if (st == PE_EXEC_RAISE)
        pe_tb_record_frame(vm, &f, f.ast, f.name, f.cur);
    else
        rc = 0;
    pe_clear(vm, &f.retval);
    vm->depth--;
    vm->frame = f.back;
out:
    pe_frame_pop_slots(vm, slots, nslots);
    return rc;
}
