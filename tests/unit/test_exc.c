/*
 * test_exc.c - exceptions, the error API and tracebacks.
 *
 * The traceback and str()/repr() expectations come from CPython 3.11 through
 * gen_exc_cases.py (exc_cases.h); the C-level checks (pe_err_format conversions, limit
 * errors, the preallocated MemoryError, suggestions) are written against CPython's
 * documented behaviour.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "builtins/exceptions.h"
#include "builtins/str.h"
#include "core/intern.h"
#include "eval/exc.h"
#include "eval/traceback.h"
#include "eval/vm.h"
#include "pyeval.h"

#include "check.h"
#include "exc_cases.h"

/* ---- output capture ------------------------------------------------------------------ */

typedef struct sink {
    char buf[1 << 16];
    size_t len;
} sink;

static int sink_write(void *ud, int stream, const char *data, size_t len) {
    sink *s = ud;
    (void)stream;
    if (s->len + len >= sizeof s->buf) len = sizeof s->buf - 1 - s->len;
    memcpy(s->buf + s->len, data, len);
    s->len += len;
    s->buf[s->len] = '\0';
    return 0;
}

static pyeval_vm *new_vm(sink *out) {
    pyeval_config cfg;
    pyeval_config_default(&cfg);
    cfg.timeout = 0;
    if (out) {
        cfg.output = sink_write;
        cfg.output_ud = out;
    }
    return pyeval_new(&cfg);
}

/* Shows where two texts first differ. */
static void show_diff(const char *name, const char *want, const char *got) {
    size_t i = 0;
    while (want[i] && want[i] == got[i])
        i++;
    size_t from = i > 60 ? i - 60 : 0;
    fprintf(stderr, "--- %s: differs at byte %zu\n  want: ...%.160s\n  got:  ...%.160s\n",
            name, i, want + from, got + from);
}

/* ---- tracebacks against CPython ------------------------------------------------------ */

static void test_tracebacks(void) {
    for (size_t i = 0; i < sizeof exc_cases / sizeof exc_cases[0]; i++) {
        const exc_case *c = &exc_cases[i];
        sink out = {.len = 0};
        pyeval_vm *vm = new_vm(&out);
        CHECK(vm != NULL);
        if (!vm) continue;
        char fname[128];
        snprintf(fname, sizeof fname, "%s.py", c->name);
        pyeval_status st = pyeval_run(vm, c->src, strlen(c->src), fname);
        pyeval_error err;
        int have = pyeval_last_error(vm, &err);
        int ok = st == PYEVAL_ERROR && have == 0 && err.traceback &&
                 strcmp(err.traceback, c->tb) == 0;
        if (!ok) {
            fprintf(stderr, "traceback case %s: status %d\n", c->name, (int)st);
            show_diff(c->name, c->tb,
                      have == 0 && err.traceback ? err.traceback : "(none)");
        }
        CHECK(ok);
        pyeval_free(vm);
    }
}

/* ---- str() / repr() of exception objects --------------------------------------------- */

static void test_exprs(void) {
    sink out = {.len = 0};
    pyeval_vm *vm = new_vm(&out);
    CHECK(vm != NULL);
    if (!vm) return;
    for (size_t i = 0; i < sizeof exc_exprs / sizeof exc_exprs[0]; i++) {
        char src[512];
        snprintf(src, sizeof src, "print(%s)\n", exc_exprs[i].expr);
        out.len = 0;
        out.buf[0] = '\0';
        pyeval_status st = pyeval_run(vm, src, strlen(src), "<string>");
        char want[512];
        snprintf(want, sizeof want, "%s\n", exc_exprs[i].result);
        int ok = st == PYEVAL_OK && strcmp(out.buf, want) == 0;
        if (!ok) {
            pyeval_error err;
            fprintf(stderr, "expr %s: status %d, want %s got %s%s\n", exc_exprs[i].expr,
                    (int)st, exc_exprs[i].result, out.buf,
                    pyeval_last_error(vm, &err) == 0 && err.traceback ? err.traceback : "");
        }
        CHECK(ok);
    }
    pyeval_free(vm);
}

/* ---- the C error API ----------------------------------------------------------------- */

/* str(pending exception) as a C string in buf; "" when none. */
static const char *pending_str(pe_vm *vm, char *buf, size_t cap) {
    buf[0] = '\0';
    pe_value e = pe_err_peek(vm);
    if (pe_is_null(e)) return buf;
    pe_value s = pe_exc_str(vm, e);
    if (pe_is_null(s)) return buf;
    snprintf(buf, cap, "%s", pe_str_obj(s)->data);
    pe_decref(vm, s);
    return buf;
}

static void test_format(void) {
    pe_vm *vm = new_vm(NULL);
    CHECK(vm != NULL);
    if (!vm) return;
    char buf[256];
    pe_value s = pe_str_from_cstr(vm, "h\xc3\xa9");
    CHECK(!pe_is_null(s));

    pe_err_format(vm, PE_EXC_TypeError, "a %R b %S c %T d %d %zu %s %lld %% %.3s", s, s,
                  pe_int(3), -5, (size_t)7, "txt", (long long)1 << 40, "abcdef");
    CHECK(pe_err_matches(vm, PE_EXC_TypeError));
    CHECK(pe_err_matches(vm, PE_EXC_Exception));
    CHECK(!pe_err_matches(vm, PE_EXC_ValueError));
    CHECK(strcmp(pending_str(vm, buf, sizeof buf),
                 "a 'h\xc3\xa9' b h\xc3\xa9 c int d -5 7 txt 1099511627776 % abc") == 0);
    pe_err_clear(vm);
    CHECK(!pe_err_occurred(vm));

    pe_err_set(vm, PE_EXC_KeyError, "k");
    CHECK(strcmp(pending_str(vm, buf, sizeof buf), "'k'") == 0);
    pe_value e = pe_err_fetch(vm);
    CHECK(!pe_err_occurred(vm));
    pe_value r = pe_exc_repr(vm, e);
    CHECK(!pe_is_null(r) && strcmp(pe_str_obj(r)->data, "KeyError('k')") == 0);
    pe_decref(vm, r);
    pe_err_restore(vm, e);
    CHECK(pe_err_matches(vm, PE_EXC_LookupError));
    pe_err_clear(vm);

    /* raise of a non-exception */
    pe_err_raise(vm, pe_int(1));
    CHECK(pe_err_matches(vm, PE_EXC_TypeError));
    CHECK(strcmp(pending_str(vm, buf, sizeof buf),
                 "exceptions must derive from BaseException") == 0);
    pe_err_clear(vm);

    /* implicit chaining: a new raise while handling takes it as __context__ */
    pe_value handled = pe_exc_new_msg(vm, PE_EXC_ValueError, "v", 1);
    vm->exc_handled = handled;
    pe_err_set(vm, PE_EXC_TypeError, "t");
    CHECK(pe_is(pe_exc_get_context(pe_err_peek(vm)), handled));
    CHECK(pe_is_none(pe_exc_get_cause(pe_err_peek(vm))));
    /* re-raise of the handled exception itself: no self-context */
    pe_err_clear(vm);
    pe_err_raise(vm, handled);
    CHECK(pe_is_none(pe_exc_get_context(handled)));
    pe_err_clear(vm);
    vm->exc_handled = PE_NULL;
    pe_decref(vm, handled);

    /* raise from */
    pe_value cause = pe_obj_value(&vm->exc_types[PE_EXC_KeyError]->base);
    pe_value cls = pe_obj_value(&vm->exc_types[PE_EXC_RuntimeError]->base);
    pe_err_raise_from(vm, cls, cause);
    CHECK(pe_err_matches(vm, PE_EXC_RuntimeError));
    CHECK(pe_exc_check(vm, pe_exc_get_cause(pe_err_peek(vm))));
    CHECK(pe_exc_get_suppress_context(pe_err_peek(vm)));
    pe_err_clear(vm);
    pe_err_raise_from(vm, cls, pe_int(3));
    CHECK(strcmp(pending_str(vm, buf, sizeof buf),
                 "exception causes must derive from BaseException") == 0);
    pe_err_clear(vm);

    /* the preallocated MemoryError needs no memory */
    pe_err_nomem(vm);
    CHECK(pe_err_matches(vm, PE_EXC_MemoryError));
    CHECK(!pe_err_is_limit(vm));
    pe_err_clear(vm);

    /* limit errors: pending, never matched, never replaced, re-armed by restore */
    pe_err_limit(vm, PE_LIMIT_OPS);
    CHECK(pe_err_occurred(vm));
    CHECK(pe_err_is_limit(vm));
    CHECK(!pe_err_matches(vm, PE_EXC_BaseException));
    CHECK(!pe_err_matches(vm, PE_EXC_RuntimeError));
    pe_err_set(vm, PE_EXC_ValueError, "x");
    CHECK(pe_err_is_limit(vm));
    CHECK(pe_err_clear_catchable(vm) < 0);
    e = pe_err_fetch(vm);
    CHECK(!pe_err_is_limit(vm));
    pe_err_restore(vm, e);
    CHECK(vm->limit == PE_LIMIT_OPS);
    pe_err_clear(vm);
    CHECK(!pe_err_occurred(vm) && vm->limit == PE_LIMIT_NONE);

    /* except-clause matching */
    pe_value ve = pe_exc_new_msg(vm, PE_EXC_ValueError, "v", 1);
    CHECK(pe_exc_matches(vm, ve, pe_obj_value(&vm->exc_types[PE_EXC_Exception]->base)) ==
          1);
    CHECK(pe_exc_matches(vm, ve, pe_obj_value(&vm->exc_types[PE_EXC_KeyError]->base)) == 0);
    CHECK(pe_exc_matches(vm, ve, pe_int(1)) == -1);
    CHECK(
        strcmp(pending_str(vm, buf, sizeof buf),
               "catching classes that do not inherit from BaseException is not allowed") ==
        0);
    pe_err_clear(vm);
    pe_decref(vm, ve);
    pe_decref(vm, s);
    pyeval_free(vm);
}

static void test_suggest(void) {
    pe_vm *vm = new_vm(NULL);
    CHECK(vm != NULL);
    if (!vm) return;
    const char *names[] = {"print", "append", "appendleft", "Print", "range", "x"};
    pe_str *cands[6];
    for (int i = 0; i < 6; i++)
        cands[i] = pe_intern(vm, names[i], strlen(names[i]));
    pe_str *q = pe_intern(vm, "prnt", 4);
    pe_str *best = pe_exc_suggest(q, cands, 6);
    CHECK(best && strcmp(best->data, "print") == 0);
    q = pe_intern(vm, "apend", 5);
    best = pe_exc_suggest(q, cands, 6);
    CHECK(best && strcmp(best->data, "append") == 0);
    q = pe_intern(vm, "zzzzzz", 6);
    CHECK(pe_exc_suggest(q, cands, 6) == NULL);
    q = pe_intern(vm, "PRINT", 5);
    best = pe_exc_suggest(q, cands, 6);
    CHECK(best && strcmp(best->data, "Print") == 0);
    pyeval_free(vm);
}

/* A limit error skips `except BaseException` and `finally`. */
static void test_limits(void) {
    sink out = {.len = 0};
    pyeval_config cfg;
    pyeval_config_default(&cfg);
    cfg.timeout = 0;
    cfg.max_ops = 10000;
    cfg.output = sink_write;
    cfg.output_ud = &out;
    pyeval_vm *vm = pyeval_new(&cfg);
    CHECK(vm != NULL);
    if (!vm) return;
    const char *src = "try:\n    while True:\n        pass\nexcept BaseException:\n"
                      "    print('caught')\nfinally:\n    print('finally')\n";
    pyeval_status st = pyeval_run(vm, src, strlen(src), "<string>");
    CHECK(st == PYEVAL_LIMIT_OPS);
    CHECK(out.len == 0);
    /* the VM stays usable */
    out.len = 0;
    st = pyeval_run(vm, "print(1)\n", 9, "<string>");
    CHECK(st == PYEVAL_OK && strcmp(out.buf, "1\n") == 0);
    pyeval_free(vm);
}

int main(void) {
    test_format();
    test_suggest();
    test_exprs();
    test_tracebacks();
    test_limits();
    return pe_check_summary();
}
