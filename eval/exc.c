/*
 * exc.c - the pending exception: raising, matching, clearing, and limit errors.
 *
 * Invariants:
 *   - vm->exc is PE_NULL or an owned reference to an exception instance;
 *   - vm->limit != PE_LIMIT_NONE implies vm->exc is the preallocated instance
 *     pe_exc_prealloc(vm, PE_PREALLOC_LIMIT + vm->limit) (or PE_NULL if start-up had
 *     not made it yet);
 *   - while a limit error is pending, no other exception can replace it: every raising
 *     function below returns PE_NULL without touching it. That, together with the
 *     evaluator skipping `except`/`finally` when vm->limit is set, makes limit errors
 *     uncatchable from Python and from C code that raises while unwinding.
 */
#include "exc.h"

#include <stdio.h>
#include <string.h>

#include "../builtins/exceptions.h"
#include "../builtins/str.h"
#include "../core/intern.h"
#include "ops.h"
#include "vm.h"

/* ---- implicit chaining --------------------------------------------------------------- */

/*
 * A new raise of `exc` while vm->exc_handled is being handled makes the handled one its
 * __context__. As in CPython's _PyErr_SetObject, if exc already occurs in the handled
 * exception's context chain the chain is cut there, so no context cycle is created; a
 * pre-existing cycle is detected with Floyd's algorithm instead of looping forever.
 * Returns the number of links walked, for the caller to charge.
 */
static uint64_t pe_err_chain_context(pe_vm *vm, pe_value exc) {
    pe_value handled = vm->exc_handled;
    if (pe_is_null(handled) || pe_is_none(handled)) return 0;
    if (!pe_exc_check(vm, handled) || !pe_exc_check(vm, exc)) return 0;
    if (handled.u.o == exc.u.o) return 0;
    pe_exc *o = pe_exc_obj(handled), *slow = o;
    int toggle = 0;
    uint64_t steps = 0;
    /* loop-bound: caller-charged: pe_err_chain_context returns the links walked, which
     * pe_err_set_new charges */
    while (!pe_is_null(o->context)) {
        steps++;
        pe_exc *ctx = (pe_exc *)o->context.u.o;
        if (ctx == pe_exc_obj(exc)) {
            pe_clear(vm, &o->context);
            break;
        }
        o = ctx;
        if (o == slow) break;
        if (toggle) slow = (pe_exc *)slow->context.u.o;
        toggle = !toggle;
    }
    pe_exc_set_context(vm, exc, pe_incref(handled));
    return steps;
}

/* Makes exc (stolen) pending as a new raise: context chaining, and the traceback's
 * per-frame dedup marker reset so every frame it now passes records an entry. */
static pe_value pe_err_set_new(pe_vm *vm, pe_value exc) {
    if (vm->limit != PE_LIMIT_NONE) {
        pe_decref(vm, exc);
        return PE_NULL;
    }
    /* The walk is as long as the context chain, which a program can grow without
     * bound (raising inside every `finally` of a deep recursion): charge it. */
    uint64_t steps = pe_err_chain_context(vm, exc);
    if (steps > 64 && PE_TICK(vm, steps / 16) < 0) {
        pe_decref(vm, exc);
        return PE_NULL;
    }
    pe_exc_obj(exc)->tb_frame = NULL;
    pe_value old = vm->exc;
    vm->exc = exc;
    pe_decref(vm, old);
    return PE_NULL;
}

/* ---- raising ------------------------------------------------------------------------- */

pe_value pe_err_nomem(pe_vm *vm) {
    if (vm->limit != PE_LIMIT_NONE) return PE_NULL;
    if (vm->mem.limit_hit) return pe_err_limit(vm, PE_LIMIT_MEMORY);
    pe_value e = pe_exc_prealloc(vm, PE_PREALLOC_NOMEM);
    if (pe_is_null(e)) return PE_NULL; /* during start-up, before it exists */
    /* Only the VM holds it: start a fresh traceback and chain. A MemoryError kept by
     * Python code (`except MemoryError as e`) keeps its own, as CPython's shared
     * instances do. */
    if (e.u.o->rc == 1) { /* the constant table's reference */
        pe_exc_tb_clear(vm, e);
        pe_exc_set_context(vm, e, PE_NULL);
        pe_exc_set_cause(vm, e, PE_NULL);
        pe_exc_obj(e)->suppress_context = 0;
    }
    return pe_err_set_new(vm, pe_incref(e));
}

pe_value pe_err_too_big(pe_vm *vm) {
    if (vm->mem.limit) vm->mem.limit_hit = 1;
    return pe_err_nomem(vm);
}

/* Makes limit k's preallocated instance pending, replacing whatever was; with
 * fresh_tb its traceback restarts (a new hit), else the entries of the first hit stay
 * first (a re-raise: the innermost line reported is still the first hit's). */
static void pe_err_limit_raise(pe_vm *vm, pe_limit_kind k, int fresh_tb) {
    pe_value e = pe_exc_prealloc(vm, PE_PREALLOC_LIMIT + (int)k);
    pe_value old = vm->exc;
    vm->exc = PE_NULL;
    pe_decref(vm, old);
    vm->limit = k;
    if (pe_is_null(e)) return;
    /* The instance is reused by every run: its capacity for traceback entries was
     * preallocated, so recording the innermost lines needs no memory. */
    if (fresh_tb)
        pe_exc_tb_clear(vm, e);
    else
        pe_exc_obj(e)->tb_frame = NULL;
    vm->exc = pe_incref(e);
}

pe_value pe_err_limit(pe_vm *vm, pe_limit_kind k) {
    if (vm->limit != PE_LIMIT_NONE) return PE_NULL; /* the pending limit error wins */
    int again = vm->limit_hit_kind != PE_LIMIT_NONE;
    if (again) {
        k = vm->limit_hit_kind; /* the run's first limit stays the one reported */
    } else {
        /* Record it for the rest of the run. The operations of the current chunk are
         * accounted now (stats stay exact) and the budget is left empty, so every later
         * PE_TICK takes the slow path, which raises the recorded limit again: no loop,
         * call or resume runs after a limit, even one whose error C code cleared. */
        vm->limit_hit_kind = k;
        int64_t left = vm->ops_left < 0 ? 0 : vm->ops_left;
        vm->ops_used += (uint64_t)(vm->ops_chunk - left);
        vm->ops_chunk = 0;
    }
    vm->ops_left = -1;
    pe_err_limit_raise(vm, k, !again);
    return PE_NULL;
}

pe_limit_kind pe_err_limit_hit(const pe_vm *vm) {
    return vm->limit_hit_kind;
}

int pe_err_limit_check(pe_vm *vm) {
    if (vm->limit_hit_kind == PE_LIMIT_NONE) return 0;
    (void)pe_err_limit(vm, vm->limit_hit_kind);
    return -1;
}

int pe_err_unwinding_limit(pe_vm *vm) {
    if (vm->limit != PE_LIMIT_NONE) return 1;
    return pe_err_limit_check(vm) < 0;
}

/* The kill's instance must not be the one of a limit error that may be pending around
 * the kill (the kill's traceback entries would overwrite that one's): the source-size
 * limit is only ever raised before a program runs, so its instance is free while
 * bodies run. It is not recorded: a kill is no limit of the run. */
pe_value pe_err_kill(pe_vm *vm) {
    if (vm->limit == PE_LIMIT_NONE) pe_err_limit_raise(vm, PE_LIMIT_SOURCE, 1);
    return PE_NULL;
}

pe_value pe_err_set(pe_vm *vm, pe_exc_kind k, const char *msg) {
    if (vm->limit != PE_LIMIT_NONE) return PE_NULL;
    pe_value e = pe_exc_new_msg(vm, k, msg, strlen(msg));
    if (pe_is_null(e)) return pe_err_nomem(vm);
    return pe_err_set_new(vm, e);
}

/* A growable byte buffer on pe_mem for message building. */
typedef struct pe_fbuf {
    pe_vm *vm;
    char *p;
    size_t len, cap;
    int failed;
} pe_fbuf;

static void pe_fbuf_put(pe_fbuf *b, const char *s, size_t n) {
    if (b->failed || n == 0) return;
    if (b->len + n + 1 > b->cap) {
        size_t ncap = b->cap ? b->cap : 128;
        /* loop-bound: const: at most 64 doublings */
        while (ncap < b->len + n + 1) {
            if (ncap > SIZE_MAX / 2) {
                b->failed = 1;
                return;
            }
            ncap *= 2;
        }
        char *np = pe_mem_realloc(&b->vm->mem, b->p, b->cap, ncap);
        if (!np) {
            b->failed = 1;
            return;
        }
        b->p = np;
        b->cap = ncap;
    }
    memcpy(b->p + b->len, s, n);
    b->len += n;
    b->p[b->len] = '\0';
}

static void pe_fbuf_free(pe_fbuf *b) {
    if (b->p) pe_mem_free(&b->vm->mem, b->p, b->cap);
    b->p = NULL;
    b->cap = b->len = 0;
}

/* Appends str(v) or repr(v). Returns -1 with the conversion's exception pending. */
static int pe_fbuf_put_obj(pe_fbuf *b, pe_value v, int repr) {
    pe_value s = repr ? pe_op_repr(b->vm, v) : pe_op_str(b->vm, v);
    if (pe_is_null(s)) return -1;
    pe_fbuf_put(b, pe_str_obj(s)->data, pe_str_obj(s)->size);
    pe_decref(b->vm, s);
    return 0;
}

/* Expands fmt into b (see pe_err_format for the conversions). Returns -1 with the
 * exception of a failing %R/%S conversion pending; memory failure sets b->failed. */
static int pe_err_vbuild(pe_fbuf *b_, const char *fmt, va_list ap) {
    pe_vm *vm = b_->vm;
    pe_fbuf b = *b_;
    const char *p = fmt;
    /* loop-bound: const: a C format string of the interpreter */
    while (*p) {
        const char *pct = strchr(p, '%');
        if (!pct) {
            pe_fbuf_put(&b, p, strlen(p));
            break;
        }
        pe_fbuf_put(&b, p, (size_t)(pct - p));
        /* Parse one conversion: flags, width, precision, length, conversion. */
        const char *q = pct + 1;
        /* loop-bound: const: a C format string of the interpreter */
        while (*q && strchr("-+ #0", *q))
            q++;
        /* loop-bound: const: a C format string of the interpreter */
        while (*q >= '0' && *q <= '9')
            q++;
        if (*q == '.') {
            q++;
            /* loop-bound: const: a C format string of the interpreter */
            while (*q >= '0' && *q <= '9')
                q++;
        }
        int lng = 0, sz = 0;
        if (*q == 'z') {
            sz = 1;
            q++;
        } else {
            /* loop-bound: const: a C format string of the interpreter */
            while (*q == 'l') {
                lng++;
                q++;
            }
        }
        char conv = *q;
        if (!conv) break;
        p = q + 1;
        char spec[32];
        size_t speclen = (size_t)(p - pct);
        if (speclen >= sizeof spec) speclen = sizeof spec - 1;
        memcpy(spec, pct, speclen);
        spec[speclen] = '\0';
        char tmp[128];
        int n = -1;
        switch (conv) {
        case '%': pe_fbuf_put(&b, "%", 1); break;
        case 'R':
        case 'S':
            if (pe_fbuf_put_obj(&b, va_arg(ap, pe_value), conv == 'R') < 0) {
                *b_ = b;
                return -1;
            }
            break;
        case 'T': {
            pe_type *t = pe_type_of(vm, va_arg(ap, pe_value));
            const char *name = t && t->name ? t->name : "?";
            size_t nl = strlen(name);
            pe_fbuf_put(&b, name, nl > 200 ? 200 : nl);
            break;
        }
        case 'U': { /* a pe_str* (names) */
            pe_str *s = va_arg(ap, pe_str *);
            if (s) pe_fbuf_put(&b, s->data, s->size);
            break;
        }
        case 's': {
            /* Precision applies (CPython's "%.200s"); snprintf into the buffer directly
             * would truncate long texts, so measure first. */
            const char *s = va_arg(ap, const char *);
            if (!s) s = "(null)";
            const char *dot = strchr(spec, '.');
            size_t nl = strlen(s);
            if (dot) {
                size_t prec = 0;
                /* loop-bound: const: a C format string of the interpreter */
                for (const char *d = dot + 1; *d >= '0' && *d <= '9'; d++)
                    prec = prec * 10 + (size_t)(*d - '0');
                if (nl > prec) {
                    /* cut on a UTF-8 boundary */
                    nl = pe_utf8_cut(s, prec);
                }
            }
            pe_fbuf_put(&b, s, nl);
            break;
        }
        case 'c': n = snprintf(tmp, sizeof tmp, spec, va_arg(ap, int)); break;
        case 'p': n = snprintf(tmp, sizeof tmp, spec, va_arg(ap, void *)); break;
        case 'f':
        case 'g':
        case 'e': n = snprintf(tmp, sizeof tmp, spec, va_arg(ap, double)); break;
        case 'd':
        case 'i':
            if (sz)
                n = snprintf(tmp, sizeof tmp, spec, va_arg(ap, ptrdiff_t));
            else if (lng >= 2)
                n = snprintf(tmp, sizeof tmp, spec, va_arg(ap, long long));
            else if (lng == 1)
                n = snprintf(tmp, sizeof tmp, spec, va_arg(ap, long));
            else
                n = snprintf(tmp, sizeof tmp, spec, va_arg(ap, int));
            break;
        case 'u':
        case 'x':
        case 'X':
        case 'o':
            if (sz)
                n = snprintf(tmp, sizeof tmp, spec, va_arg(ap, size_t));
            else if (lng >= 2)
                n = snprintf(tmp, sizeof tmp, spec, va_arg(ap, unsigned long long));
            else if (lng == 1)
                n = snprintf(tmp, sizeof tmp, spec, va_arg(ap, unsigned long));
            else
                n = snprintf(tmp, sizeof tmp, spec, va_arg(ap, unsigned));
            break;
        default: pe_fbuf_put(&b, pct, (size_t)(p - pct)); break;
        }
        if (n > 0)
            pe_fbuf_put(&b, tmp, (size_t)n < sizeof tmp ? (size_t)n : sizeof tmp - 1);
    }
    *b_ = b;
    return 0;
}

pe_value pe_err_vformat(pe_vm *vm, pe_exc_kind k, const char *fmt, va_list ap) {
    if (vm->limit != PE_LIMIT_NONE) return PE_NULL;
    pe_fbuf b = {.vm = vm};
    if (pe_err_vbuild(&b, fmt, ap) < 0) {
        pe_fbuf_free(&b);
        return PE_NULL;
    }
    if (b.failed) {
        pe_fbuf_free(&b);
        return pe_err_nomem(vm);
    }
    pe_value e = pe_exc_new_msg(vm, k, b.p ? b.p : "", b.len);
    pe_fbuf_free(&b);
    if (pe_is_null(e)) return pe_err_nomem(vm);
    return pe_err_set_new(vm, e);
}

pe_value pe_err_format_text(pe_vm *vm, const char *fmt, ...) {
    pe_fbuf b = {.vm = vm};
    va_list ap;
    va_start(ap, fmt);
    int r = pe_err_vbuild(&b, fmt, ap);
    va_end(ap);
    if (r < 0) {
        pe_fbuf_free(&b);
        return PE_NULL;
    }
    if (b.failed) {
        pe_fbuf_free(&b);
        return pe_err_nomem(vm);
    }
    pe_value s = pe_str_value(vm, b.p ? b.p : "", b.len);
    pe_fbuf_free(&b);
    return s;
}

pe_value pe_err_format(pe_vm *vm, pe_exc_kind k, const char *fmt, ...) {
    va_list ap;
    va_start(ap, fmt);
    pe_value r = pe_err_vformat(vm, k, fmt, ap);
    va_end(ap);
    return r;
}

/*
 * The exception object `raise v` raises (CPython's do_raise): an instance as is, a
 * class called with no arguments, which must return an instance of BaseException.
 * New reference, or PE_NULL with the error (TypeError, or what the call raised).
 */
static pe_value pe_err_instantiate(pe_vm *vm, pe_value v, int for_cause) {
    if (pe_exc_type_check(vm, v)) {
        pe_value inst = pe_op_call(vm, v, NULL, 0, NULL);
        if (pe_is_null(inst)) return PE_NULL;
        if (!pe_exc_check(vm, inst)) {
            pe_type *t = (pe_type *)v.u.o;
            pe_err_format(vm, PE_EXC_TypeError,
                          "calling %s should have returned an instance of BaseException, "
                          "not %s",
                          t->name, pe_type_of(vm, inst)->name);
            pe_decref(vm, inst);
            return PE_NULL;
        }
        return inst;
    }
    if (pe_exc_check(vm, v)) return pe_incref(v);
    pe_err_set(vm, PE_EXC_TypeError,
               for_cause ? "exception causes must derive from BaseException"
                         : "exceptions must derive from BaseException");
    return PE_NULL;
}

pe_value pe_err_raise(pe_vm *vm, pe_value exc) {
    if (vm->limit != PE_LIMIT_NONE) return PE_NULL;
    pe_value inst = pe_err_instantiate(vm, exc, 0);
    if (pe_is_null(inst)) return PE_NULL;
    return pe_err_set_new(vm, inst);
}

pe_value pe_err_raise_from(pe_vm *vm, pe_value exc, pe_value cause) {
    if (vm->limit != PE_LIMIT_NONE) return PE_NULL;
    pe_value inst = pe_err_instantiate(vm, exc, 0);
    if (pe_is_null(inst)) return PE_NULL;
    pe_value c = PE_NULL;
    if (!pe_is_none(cause)) {
        c = pe_err_instantiate(vm, cause, 1);
        if (pe_is_null(c)) {
            pe_decref(vm, inst);
            return PE_NULL;
        }
    }
    pe_exc_set_cause(vm, inst, c);
    return pe_err_set_new(vm, inst);
}

/* ---- inspecting and clearing --------------------------------------------------------- */

int pe_err_occurred(const pe_vm *vm) {
    return !pe_is_null(vm->exc) || vm->limit != PE_LIMIT_NONE;
}

int pe_err_is_limit(const pe_vm *vm) {
    return vm->limit != PE_LIMIT_NONE;
}

pe_value pe_err_peek(const pe_vm *vm) {
    return vm->exc;
}

int pe_err_matches(pe_vm *vm, pe_exc_kind k) {
    if (vm->limit != PE_LIMIT_NONE || pe_is_null(vm->exc)) return 0;
    pe_type *t = vm->exc.u.o->type;
    return pe_type_is_subtype(t, vm->exc_types[k]);
}

void pe_err_clear(pe_vm *vm) {
    pe_value e = vm->exc;
    vm->exc = PE_NULL;
    vm->limit = PE_LIMIT_NONE;
    pe_decref(vm, e);
}

int pe_err_clear_catchable(pe_vm *vm) {
    if (vm->limit != PE_LIMIT_NONE) return -1;
    pe_err_clear(vm);
    return 0;
}

pe_value pe_err_fetch(pe_vm *vm) {
    pe_value e = vm->exc;
    vm->exc = PE_NULL;
    vm->limit = PE_LIMIT_NONE;
    return e;
}

void pe_err_restore(pe_vm *vm, pe_value exc) {
    if (vm->limit != PE_LIMIT_NONE) {
        /* A pending limit error is never replaced. */
        pe_decref(vm, exc);
        return;
    }
    pe_value old = vm->exc;
    vm->exc = exc;
    pe_decref(vm, old);
    if (pe_is_null(exc)) return;
    int which = pe_exc_prealloc_which(exc);
    if (which > PE_PREALLOC_LIMIT) vm->limit = (pe_limit_kind)(which - PE_PREALLOC_LIMIT);
}
