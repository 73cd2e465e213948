/*
 * test_boundary.c - the host boundary of include/pyeval.h: values of every kind both
 * ways, host functions (arguments, keywords, results, exceptions, nested contexts,
 * the host-call limit, re-entry, interrupts, the final answer), lookups, handles,
 * globals, the last expression's value, and hostile inputs (deep and huge trees,
 * invalid UTF-8, unhashable keys, NULL messages).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "pyeval.h"

#include "check.h"

/* ---- helpers ------------------------------------------------------------------------- */

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

static sink out;

static pyeval_vm *new_vm_cfg(pyeval_config *cfg) {
    out.len = 0;
    out.buf[0] = '\0';
    cfg->timeout = 0;
    cfg->output = sink_write;
    cfg->output_ud = &out;
    return pyeval_new(cfg);
}

static pyeval_vm *new_vm(void) {
    pyeval_config cfg;
    pyeval_config_default(&cfg);
    return new_vm_cfg(&cfg);
}

static pyeval_status run(pyeval_vm *vm, const char *src) {
    out.len = 0;
    out.buf[0] = '\0';
    return pyeval_run(vm, src, strlen(src), "<string>");
}

static int out_is(const char *want) {
    if (!strcmp(out.buf, want)) return 1;
    fprintf(stderr, "output:\n%s\nwanted:\n%s\n", out.buf, want);
    return 0;
}

static int err_is(pyeval_vm *vm, const char *type, const char *msg) {
    pyeval_error e;
    if (pyeval_last_error(vm, &e) < 0) return 0;
    if (!strcmp(e.type, type) && (!msg || !strcmp(e.message, msg))) return 1;
    fprintf(stderr, "error %s: %s\n", e.type, e.message);
    return 0;
}

static pyeval_value V_INT(int64_t i) {
    pyeval_value v = {.kind = PYEVAL_INT};
    v.u.i = i;
    return v;
}
static pyeval_value V_STR(const char *s) {
    pyeval_value v = {.kind = PYEVAL_STR};
    v.u.str.data = s;
    v.u.str.len = strlen(s);
    return v;
}
static pyeval_value V_SEQ(pyeval_kind k, pyeval_value *items, size_t n) {
    pyeval_value v = {.kind = k};
    v.u.seq.items = items;
    v.u.seq.len = n;
    return v;
}

/* ---- host functions used by the tests ------------------------------------------------ */

/* echo(*args, **kw): returns [args..., {kw...}] as it received them */
static pyeval_value echo_items[64];
static int echo(void *ud, const pyeval_value *args, size_t nargs,
                const char *const *kwnames, const pyeval_value *kwargs, size_t nkw,
                pyeval_value *result, const char **et, const char **em) {
    (void)ud;
    static pyeval_value kwitems[32];
    static pyeval_value kwdict;
    if (nargs > 60 || nkw > 16) {
        *et = "ValueError";
        *em = "too many";
        return -1;
    }
    for (size_t i = 0; i < nargs; i++)
        echo_items[i] = args[i];
    for (size_t i = 0; i < nkw; i++) {
        kwitems[2 * i] = V_STR(kwnames[i]);
        kwitems[2 * i + 1] = kwargs[i];
    }
    kwdict = V_SEQ(PYEVAL_DICT, kwitems, nkw);
    echo_items[nargs] = kwdict;
    *result = V_SEQ(PYEVAL_LIST, echo_items, nargs + 1);
    return 0;
}

/* fail(type, msg): raises with the given names (None -> NULL) */
static char fail_type[64], fail_msg[64];
static int fail(void *ud, const pyeval_value *args, size_t nargs,
                const char *const *kwnames, const pyeval_value *kwargs, size_t nkw,
                pyeval_value *result, const char **et, const char **em) {
    (void)ud, (void)kwnames, (void)kwargs, (void)nkw, (void)result;
    *et = NULL;
    *em = NULL;
    if (nargs > 0 && args[0].kind == PYEVAL_STR) {
        snprintf(fail_type, sizeof fail_type, "%.*s", (int)args[0].u.str.len,
                 args[0].u.str.data);
        *et = fail_type;
    }
    if (nargs > 1 && args[1].kind == PYEVAL_STR) {
        snprintf(fail_msg, sizeof fail_msg, "%.*s", (int)args[1].u.str.len,
                 args[1].u.str.data);
        *em = fail_msg;
    }
    return -1;
}

static long long counter_calls;
static int count(void *ud, const pyeval_value *args, size_t nargs,
                 const char *const *kwnames, const pyeval_value *kwargs, size_t nkw,
                 pyeval_value *result, const char **et, const char **em) {
    (void)ud, (void)kwnames, (void)kwargs, (void)nkw, (void)et, (void)em;
    counter_calls++;
    *result = nargs ? args[0] : V_INT(counter_calls);
    return 0;
}

/* ---- tests --------------------------------------------------------------------------- */

static void test_values_in(void) {
    pyeval_vm *vm = new_vm();
    pyeval_value items[12];
    items[0] = (pyeval_value){.kind = PYEVAL_NONE};
    items[1] = (pyeval_value){.kind = PYEVAL_BOOL, .u.b = 1};
    items[2] = V_INT(-42);
    items[3] = (pyeval_value){.kind = PYEVAL_BIGINT};
    items[3].u.str.data = "-123456789012345678901234567890";
    items[3].u.str.len = strlen(items[3].u.str.data);
    items[4] = (pyeval_value){.kind = PYEVAL_FLOAT, .u.f = 2.5};
    items[5] = (pyeval_value){.kind = PYEVAL_COMPLEX};
    items[5].u.c.re = 1;
    items[5].u.c.im = -2;
    items[6] = V_STR("h\xc3\xa9llo");
    items[7] = (pyeval_value){.kind = PYEVAL_BYTES};
    items[7].u.str.data = "a\0b";
    items[7].u.str.len = 3;
    items[8] = items[7];
    items[8].kind = PYEVAL_BYTEARRAY;
    pyeval_value pair[4] = {V_STR("k"), V_INT(1), V_INT(2), V_STR("two")};
    items[9] = V_SEQ(PYEVAL_DICT, pair, 2);
    pyeval_value three[3] = {V_INT(1), V_INT(2), V_INT(3)};
    items[10] = V_SEQ(PYEVAL_FROZENSET, three, 3);
    items[11] = V_SEQ(PYEVAL_SET, three, 2);
    pyeval_value tup = V_SEQ(PYEVAL_TUPLE, items, 12);
    CHECK(pyeval_set_global(vm, "t", &tup) == 0);
    CHECK(run(vm, "for x in t: print(type(x).__name__, repr(x))") == PYEVAL_OK);
    CHECK(out_is("NoneType None\nbool True\nint -42\nint "
                 "-123456789012345678901234567890\nfloat 2.5\ncomplex (1-2j)\nstr "
                 "'h\xc3\xa9llo'\nbytes b'a\\x00b'\nbytearray bytearray(b'a\\x00b')\ndict "
                 "{'k': 1, 2: 'two'}\nfrozenset frozenset({1, 2, 3})\nset {1, 2}\n"));
    /* a huge BIGINT: past the 4300-digit str limit, still carried */
    static char big[20001];
    memset(big, '7', 20000);
    pyeval_value b = {.kind = PYEVAL_BIGINT};
    b.u.str.data = big;
    b.u.str.len = 20000;
    CHECK(pyeval_set_global(vm, "big", &b) == 0);
    CHECK(run(vm, "print(big.bit_length(), big % 1000)") == PYEVAL_OK);
    CHECK(out_is("66439 777\n"));
    pyeval_value *back = NULL;
    CHECK(pyeval_get_global(vm, "big", &back) == 1);
    CHECK(back && back->kind == PYEVAL_BIGINT && back->u.str.len == 20000 &&
          !memcmp(back->u.str.data, big, 20000));
    pyeval_value_free(vm, back);
    /* refusals, each with the reason in pyeval_last_error and nothing bound */
    pyeval_value bad = V_STR("\xff\xfe");
    CHECK(pyeval_set_global(vm, "bad", &bad) == -1);
    CHECK(err_is(vm, "UnicodeDecodeError", NULL));
    pyeval_value lst = V_SEQ(PYEVAL_LIST, three, 1);
    pyeval_value kv[2] = {lst, V_INT(1)};
    pyeval_value d = V_SEQ(PYEVAL_DICT, kv, 1);
    CHECK(pyeval_set_global(vm, "bad", &d) == -1);
    CHECK(err_is(vm, "TypeError", "unhashable type: 'list'"));
    pyeval_value op = {.kind = PYEVAL_OPAQUE};
    CHECK(pyeval_set_global(vm, "bad", &op) == -1);
    CHECK(err_is(vm, "TypeError", NULL));
    pyeval_value nb = {.kind = PYEVAL_BIGINT};
    nb.u.str.data = "12x";
    nb.u.str.len = 3;
    CHECK(pyeval_set_global(vm, "bad", &nb) == -1);
    CHECK(err_is(vm, "ValueError", NULL));
    pyeval_value *none = (pyeval_value *)1;
    CHECK(pyeval_get_global(vm, "bad", &none) == 0 && none == NULL);
    pyeval_free(vm);
}

static void test_values_out(void) {
    pyeval_vm *vm = new_vm();
    CHECK(run(vm, "class I(int): pass\nclass S(str): pass\n"
                  "a = [None, True, I(7), 2**70, 1.5, 3j, S('x'), b'y', bytearray(b'z'),\n"
                  "     (1,), {'k': [1]}, {5}, frozenset(), len, I]\n"
                  "r = [1]\nr.append(r)\n") == PYEVAL_OK);
    pyeval_value *v = NULL;
    CHECK(pyeval_get_global(vm, "a", &v) == 1);
    CHECK(v && v->kind == PYEVAL_LIST && v->u.seq.len == 15);
    if (v && v->u.seq.len == 15) {
        pyeval_value *it = v->u.seq.items;
        CHECK(it[0].kind == PYEVAL_NONE);
        CHECK(it[1].kind == PYEVAL_BOOL && it[1].u.b == 1);
        CHECK(it[2].kind == PYEVAL_INT && it[2].u.i == 7);
        CHECK(it[3].kind == PYEVAL_BIGINT &&
              !strcmp(it[3].u.str.data, "1180591620717411303424"));
        CHECK(it[4].kind == PYEVAL_FLOAT && it[4].u.f == 1.5);
        CHECK(it[5].kind == PYEVAL_COMPLEX && it[5].u.c.im == 3);
        CHECK(it[6].kind == PYEVAL_STR && it[6].u.str.len == 1 &&
              it[6].u.str.data[0] == 'x');
        CHECK(it[7].kind == PYEVAL_BYTES && it[7].u.str.data[0] == 'y');
        CHECK(it[8].kind == PYEVAL_BYTEARRAY && it[8].u.str.data[0] == 'z');
        CHECK(it[9].kind == PYEVAL_TUPLE && it[9].u.seq.len == 1);
        CHECK(it[10].kind == PYEVAL_DICT && it[10].u.seq.len == 1 &&
              it[10].u.seq.items[1].kind == PYEVAL_LIST);
        CHECK(it[11].kind == PYEVAL_SET && it[11].u.seq.len == 1);
        CHECK(it[12].kind == PYEVAL_FROZENSET && it[12].u.seq.len == 0);
        CHECK(it[13].kind == PYEVAL_OPAQUE &&
              !strcmp(it[13].u.opaque.type_name, "builtin_function_or_method") &&
              !strcmp(it[13].u.opaque.repr, "<built-in function len>"));
        CHECK(it[14].kind == PYEVAL_OPAQUE && !strcmp(it[14].u.opaque.type_name, "type") &&
              !strcmp(it[14].u.opaque.repr, "<class '__main__.I'>"));
    }
    pyeval_value_free(vm, v);
    /* a recursive list is refused */
    CHECK(pyeval_get_global(vm, "r", &v) == -1 && v == NULL);
    CHECK(err_is(vm, "ValueError", NULL));
    /* a repr that raises or loops gives "<X object>"; the VM is untouched */
    CHECK(run(vm, "class B:\n    def __repr__(self): raise ValueError\n"
                  "class L:\n    def __repr__(self):\n        while True: pass\n"
                  "b = B(); l = L()\n") == PYEVAL_OK);
    CHECK(pyeval_get_global(vm, "b", &v) == 1 && v->kind == PYEVAL_OPAQUE &&
          !strcmp(v->u.opaque.repr, "<B object>"));
    pyeval_value_free(vm, v);
    CHECK(pyeval_get_global(vm, "l", &v) == 1 && v->kind == PYEVAL_OPAQUE &&
          !strcmp(v->u.opaque.repr, "<L object>"));
    pyeval_value_free(vm, v);
    CHECK(run(vm, "print('still', len(a))") == PYEVAL_OK && out_is("still 15\n"));
    /* list, del */
    pyeval_value *names = NULL;
    CHECK(pyeval_list_globals(vm, &names) == 0);
    CHECK(names && names->kind == PYEVAL_LIST && names->u.seq.len == 8);
    if (names && names->u.seq.len == 8)
        CHECK(!strcmp(names->u.seq.items[0].u.str.data, "I"));
    pyeval_value_free(vm, names);
    CHECK(pyeval_del_global(vm, "a") == 1);
    CHECK(pyeval_del_global(vm, "a") == 0);
    CHECK(run(vm, "print('a' in globals())") == PYEVAL_OK && out_is("False\n"));
    pyeval_free(vm);
}

static void test_host_calls(void) {
    pyeval_vm *vm = new_vm();
    CHECK(pyeval_define_function(vm, "echo", echo, NULL, 0) == 0);
    CHECK(pyeval_define_function(vm, "fail", fail, NULL, 0) == 0);
    CHECK(pyeval_define_function(vm, "count", count, NULL, 0) == 0);
    CHECK(run(vm, "print(echo(1, 'a', [2.5, None], (True,), k={1: b'x'}))") == PYEVAL_OK);
    CHECK(out_is("[1, 'a', [2.5, None], (True,), {'k': {1: b'x'}}]\n"));
    CHECK(run(vm,
              "try:\n    fail('KeyError', 'nope')\nexcept KeyError as e:\n"
              "    print(type(e).__name__, e)\n"
              "try:\n    fail('Custom', 'boom')\nexcept RuntimeError as e:\n    print(e)\n"
              "try:\n    fail(None, None)\nexcept RuntimeError as e:\n    "
              "print(repr(e))\n") == PYEVAL_OK);
    CHECK(out_is("KeyError 'nope'\nfail: boom\nRuntimeError('fail: ')\n"));
    /* arguments that cannot cross */
    CHECK(run(vm,
              "def f(): pass\ntry:\n    echo(1, f)\nexcept TypeError as e:\n    print(e)\n"
              "r = []\nr.append(r)\ntry:\n    echo(r)\nexcept ValueError as e:\n    "
              "print(e)\n"
              "try:\n    echo(x=f)\nexcept TypeError as e:\n    print(e)\n"
              "try:\n    echo('\\ud800')\nexcept ValueError as e:\n    print(e)\n") ==
          PYEVAL_OK);
    CHECK(out_is("echo() argument 2: a 'function' object cannot be passed to the host\n"
                 "echo() argument 1: a recursive container cannot be passed to the host\n"
                 "echo() argument 'x': a 'function' object cannot be passed to the host\n"
                 "echo() argument 1: a str with a lone surrogate is not UTF-8 and cannot "
                 "be passed to the host\n"));
    /* nested contexts */
    counter_calls = 0;
    CHECK(run(vm, "def g():\n    for i in range(3): yield count(i)\n"
                  "class C:\n    v = count(9)\n"
                  "print(list(g()), [count(i) for i in range(2)], C.v,\n"
                  "      sorted([3, 1, 2], key=count), list(map(count, 'ab')))\n") ==
          PYEVAL_OK);
    CHECK(out_is("[0, 1, 2] [0, 1] 9 [1, 2, 3] ['a', 'b']\n"));
    pyeval_stats st;
    pyeval_get_stats(vm, &st);
    CHECK(st.host_calls == 11);
    CHECK(run(vm, "print(repr(echo), echo.__name__)") == PYEVAL_OK &&
          out_is("<built-in function echo> echo\n"));
    /* redefining replaces */
    CHECK(pyeval_define_function(vm, "echo", count, NULL, 0) == 0);
    CHECK(run(vm, "print(echo(5))") == PYEVAL_OK && out_is("5\n"));
    pyeval_free(vm);
}

static void test_host_call_limit(void) {
    pyeval_config cfg;
    pyeval_config_default(&cfg);
    cfg.max_host_calls = 1000;
    pyeval_vm *vm = new_vm_cfg(&cfg);
    CHECK(pyeval_define_function(vm, "count", count, NULL, 0) == 0);
    CHECK(run(vm,
              "n = 0\ntry:\n    for i in range(100000):\n        count(i)\n        n += 1\n"
              "except BaseException:\n    print('caught')\nfinally:\n    print('fin')\n") ==
          PYEVAL_LIMIT_HOST_CALLS);
    CHECK(out_is(""));
    pyeval_stats st;
    pyeval_get_stats(vm, &st);
    CHECK(st.host_calls == 1000);
    /* the API works between runs although the last run's budget is spent */
    pyeval_value *v = NULL;
    CHECK(pyeval_get_global(vm, "n", &v) == 1 && v->kind == PYEVAL_INT && v->u.i == 1000);
    pyeval_value_free(vm, v);
    pyeval_value big[3] = {V_STR("a"), V_STR("b"), V_STR("c")};
    pyeval_value lst = V_SEQ(PYEVAL_LIST, big, 3);
    CHECK(pyeval_set_global(vm, "m", &lst) == 0);
    CHECK(pyeval_del_global(vm, "m") == 1);
    pyeval_get_stats(vm, &st);
    CHECK(st.host_calls == 1000);
    CHECK(run(vm, "print(n)") == PYEVAL_OK && out_is("1000\n"));
    CHECK(!strcmp(pyeval_status_name(PYEVAL_LIMIT_HOST_CALLS), "host call limit"));
    pyeval_free(vm);
}

/* a host function that calls back into its own VM */
static pyeval_vm *reenter_vm;
static pyeval_status reenter_status;
static int reenter_set;
static int reenter(void *ud, const pyeval_value *args, size_t nargs, const char *const *kn,
                   const pyeval_value *kw, size_t nkw, pyeval_value *result,
                   const char **et, const char **em) {
    (void)ud, (void)args, (void)nargs, (void)kn, (void)kw, (void)nkw, (void)et, (void)em;
    reenter_status = pyeval_run(reenter_vm, "x = 1", 5, "<x>");
    pyeval_value v = V_INT(1);
    reenter_set = pyeval_set_global(reenter_vm, "y", &v);
    pyeval_interrupt(reenter_vm);
    *result = V_INT(3);
    return 0;
}

static void test_reentry_and_interrupt(void) {
    pyeval_vm *vm = new_vm();
    reenter_vm = vm;
    CHECK(pyeval_define_function(vm, "reenter", reenter, NULL, 0) == 0);
    CHECK(run(vm, "a = 5\nr = reenter()\nprint('after')\n") == PYEVAL_INTERRUPTED);
    CHECK(reenter_status == PYEVAL_ERROR && reenter_set == -1);
    CHECK(out_is(""));
    CHECK(run(vm, "print(a, 'x' in globals(), 'y' in globals())") == PYEVAL_OK);
    CHECK(out_is("5 False False\n"));
    pyeval_free(vm);
}

static int final_fn(void *ud, const pyeval_value *args, size_t nargs, const char *const *kn,
                    const pyeval_value *kw, size_t nkw, pyeval_value *result,
                    const char **et, const char **em) {
    (void)ud, (void)kn, (void)kw, (void)nkw, (void)et, (void)em;
    static pyeval_value box[1];
    box[0] = nargs ? args[0] : V_INT(0);
    *result = V_SEQ(PYEVAL_TUPLE, box, 1);
    return 0;
}

static void test_final(void) {
    pyeval_vm *vm = new_vm();
    CHECK(pyeval_define_function(vm, "FINAL", NULL, NULL, PYEVAL_FN_FINAL) == 0);
    CHECK(pyeval_define_function(vm, "done", final_fn, NULL, PYEVAL_FN_FINAL) == 0);
    CHECK(run(vm, "class M:\n    def __enter__(self): return self\n"
                  "    def __exit__(self, *a): print('exit')\n"
                  "try:\n    with M():\n        FINAL({'answer': 42})\n"
                  "except BaseException:\n    print('caught')\nfinally:\n    print('fin')\n"
                  "print('after')\n") == PYEVAL_FINAL);
    CHECK(out_is(""));
    pyeval_value *v = NULL;
    CHECK(pyeval_final_value(vm, &v) == 0);
    CHECK(v && v->kind == PYEVAL_DICT && v->u.seq.len == 1 &&
          v->u.seq.items[1].kind == PYEVAL_INT && v->u.seq.items[1].u.i == 42);
    pyeval_value_free(vm, v);
    CHECK(run(vm, "def gen():\n    yield done('x')\nprint(list(gen()))") == PYEVAL_FINAL);
    CHECK(pyeval_final_value(vm, &v) == 0);
    CHECK(v && v->kind == PYEVAL_TUPLE && v->u.seq.items[0].kind == PYEVAL_STR);
    pyeval_value_free(vm, v);
    CHECK(run(vm, "print(1)") == PYEVAL_OK);
    CHECK(pyeval_final_value(vm, &v) == -1 && v == NULL);
    pyeval_free(vm);
}

static int lookups;
static int lookup(void *ud, const char *name, size_t len, pyeval_value *outv,
                  const char **et, const char **em) {
    (void)ud;
    lookups++;
    if (len == 5 && !memcmp(name, "magic", 5)) {
        *outv = V_INT(99);
        return 1;
    }
    if (len == 4 && !memcmp(name, "tool", 4))
        return pyeval_define_function((pyeval_vm *)ud, "tool", count, NULL, 0) == 0 ? 2 : 0;
    if (len == 5 && !memcmp(name, "liar2", 5)) return 2; /* says defined, but did not */
    if (len == 3 && !memcmp(name, "bad", 3)) {
        *et = "PermissionError";
        *em = "no";
        return -1;
    }
    return 0;
}

static void test_lookup(void) {
    pyeval_vm *vm = new_vm();
    pyeval_set_lookup(vm, lookup, vm);
    lookups = 0;
    CHECK(run(vm, "def f(): return magic + 1\nprint(f(), f(), magic, tool(7))\n") ==
          PYEVAL_OK);
    CHECK(out_is("100 100 99 7\n"));
    CHECK(lookups == 2); /* once each: then bound */
    CHECK(run(vm,
              "try:\n    liar2\nexcept NameError as e:\n    print(e)\n"
              "try:\n    bad\nexcept PermissionError as e:\n    print(e)\n"
              "try:\n    nothing\nexcept NameError as e:\n    print(e)\n") == PYEVAL_OK);
    CHECK(out_is("name 'liar2' is not defined\nno\nname 'nothing' is not defined\n"));
    pyeval_set_lookup(vm, NULL, NULL);
    CHECK(run(vm, "print(magic)") == PYEVAL_OK && out_is("99\n"));
    pyeval_free(vm);
}

static int retained, released;
static void h_retain(void *ud, void *p) {
    (void)ud, (void)p;
    retained++;
}
static void h_release(void *ud, void *p) {
    (void)ud, (void)p;
    released++;
}
static void *seen_ptr;
static int take(void *ud, const pyeval_value *args, size_t nargs, const char *const *kn,
                const pyeval_value *kw, size_t nkw, pyeval_value *result, const char **et,
                const char **em) {
    (void)ud, (void)kn, (void)kw, (void)nkw, (void)et, (void)em;
    seen_ptr = nargs && args[0].kind == PYEVAL_HANDLE ? args[0].u.handle.ptr : NULL;
    *result = (pyeval_value){.kind = PYEVAL_NONE};
    return 0;
}

static void test_handles(void) {
    static int obj;
    pyeval_vm *vm = new_vm();
    pyeval_handle_ops ops = {h_retain, h_release, NULL};
    pyeval_set_handle_ops(vm, &ops);
    CHECK(pyeval_define_function(vm, "take", take, NULL, 0) == 0);
    pyeval_value h = {.kind = PYEVAL_HANDLE};
    h.u.handle.ptr = &obj;
    h.u.handle.repr = "<db connection>";
    h.u.handle.repr_len = strlen(h.u.handle.repr);
    CHECK(pyeval_set_global(vm, "h", &h) == 0);
    CHECK(retained == 1);
    CHECK(run(vm,
              "import copy\nprint(h, [h], h is copy.copy(h), h == h, type(h).__name__)\n"
              "take(h)\ntry:\n    h.x\nexcept AttributeError as e:\n    print(e)\n"
              "d = {h: 1}\n") == PYEVAL_OK);
    CHECK(out_is("<db connection> [<db connection>] True True host_handle\n"
                 "'host_handle' object has no attribute 'x'\n"));
    CHECK(seen_ptr == &obj);
    pyeval_value *v = NULL;
    CHECK(pyeval_get_global(vm, "h", &v) == 1 && v->kind == PYEVAL_HANDLE &&
          v->u.handle.ptr == &obj);
    pyeval_value_free(vm, v);
    CHECK(pyeval_del_global(vm, "h") == 1 && released == 0);
    CHECK(run(vm, "d.clear()") == PYEVAL_OK && released == 1);
    /* handles still held at pyeval_free, one of them in a cycle, are released too */
    CHECK(pyeval_set_global(vm, "h", &h) == 0 && pyeval_set_global(vm, "k", &h) == 0);
    CHECK(run(vm, "c = [k]\nc.append(c)\ndel k\n") == PYEVAL_OK);
    CHECK(retained == 3 && released == 1);
    pyeval_free(vm);
    CHECK(released == 3);
}

static void test_last_value(void) {
    pyeval_vm *vm = new_vm();
    const char *src = "x = [1, 2]\nx\n";
    CHECK(pyeval_run_ex(vm, src, strlen(src), "<s>", PYEVAL_RUN_LAST_VALUE) == PYEVAL_OK);
    CHECK(out_is(""));
    pyeval_value *v = NULL;
    CHECK(pyeval_last_value(vm, &v) == 0 && v && v->kind == PYEVAL_LIST &&
          v->u.seq.len == 2);
    pyeval_value_free(vm, v);
    src = "print(1)";
    CHECK(pyeval_run_ex(vm, src, strlen(src), "<s>", PYEVAL_RUN_LAST_VALUE) == PYEVAL_OK);
    CHECK(pyeval_last_value(vm, &v) == 0 && v && v->kind == PYEVAL_NONE);
    pyeval_value_free(vm, v);
    src = "y = 3";
    CHECK(pyeval_run_ex(vm, src, strlen(src), "<s>", PYEVAL_RUN_LAST_VALUE) == PYEVAL_OK);
    CHECK(pyeval_last_value(vm, &v) == 0 && v == NULL);
    src = "if 1:\n    5\n";
    CHECK(pyeval_run_ex(vm, src, strlen(src), "<s>", PYEVAL_RUN_LAST_VALUE) == PYEVAL_OK);
    CHECK(pyeval_last_value(vm, &v) == 0 && v == NULL);
    src = "1/0\n7\n";
    CHECK(pyeval_run_ex(vm, src, strlen(src), "<s>", PYEVAL_RUN_LAST_VALUE) ==
          PYEVAL_ERROR);
    CHECK(pyeval_last_value(vm, &v) == 0 && v == NULL);
    src = "x\n";
    CHECK(pyeval_run(vm, src, strlen(src), "<s>") == PYEVAL_OK);
    CHECK(pyeval_last_value(vm, &v) == 0 && v == NULL);
    pyeval_free(vm);
}

static void test_objects(void) {
    pyeval_vm *vm = new_vm();
    /* host -> VM */
    pyeval_value nt_f[4] = {V_STR("x"), V_INT(1), V_STR("y"), V_STR("two")};
    pyeval_value nt_d = V_SEQ(PYEVAL_DICT, nt_f, 2);
    pyeval_value nt = {.kind = PYEVAL_OBJECT};
    nt.u.obj.type = "namedtuple";
    nt.u.obj.name = "Point";
    nt.u.obj.fields = &nt_d;
    pyeval_value dc = nt;
    dc.u.obj.type = "dataclass";
    dc.u.obj.name = "Rec";
    pyeval_value dt_f[8] = {V_INT(2024), V_INT(2), V_INT(29),  V_INT(13),
                            V_INT(5),    V_INT(7), V_INT(250), {.kind = PYEVAL_NONE}};
    pyeval_value dt_t = V_SEQ(PYEVAL_TUPLE, dt_f, 8);
    pyeval_value dt = {.kind = PYEVAL_OBJECT};
    dt.u.obj.type = "datetime.datetime";
    dt.u.obj.fields = &dt_t;
    pyeval_value td_f[3] = {V_INT(0), V_INT(3600), V_INT(0)};
    pyeval_value td_t = V_SEQ(PYEVAL_TUPLE, td_f, 3);
    pyeval_value td = {.kind = PYEVAL_OBJECT};
    td.u.obj.type = "datetime.timedelta";
    td.u.obj.fields = &td_t;
    pyeval_value tz_f[2] = {td, {.kind = PYEVAL_NONE}};
    pyeval_value tz_t = V_SEQ(PYEVAL_TUPLE, tz_f, 2);
    pyeval_value tz = {.kind = PYEVAL_OBJECT};
    tz.u.obj.type = "datetime.timezone";
    tz.u.obj.fields = &tz_t;
    dt_f[7] = tz;
    pyeval_value all[4] = {nt, dc, dt, nt};
    pyeval_value lst = V_SEQ(PYEVAL_LIST, all, 4);
    CHECK(pyeval_set_global(vm, "objs", &lst) == 0);
    CHECK(run(vm, "for o in objs: print(repr(o))\n"
                  "print(type(objs[0]) is type(objs[3]), objs[0].y, objs[1].x)\n"
                  "import dataclasses\nprint(dataclasses.is_dataclass(objs[1]))\n") ==
          PYEVAL_OK);
    CHECK(out_is("Point(x=1, y='two')\nRec(x=1, y='two')\n"
                 "datetime.datetime(2024, 2, 29, 13, 5, 7, 250, "
                 "tzinfo=datetime.timezone(datetime.timedelta(seconds=3600)))\n"
                 "Point(x=1, y='two')\nTrue two 1\nTrue\n"));
    /* VM -> host */
    CHECK(run(vm, "import collections, dataclasses, datetime\n"
                  "P = collections.namedtuple('P', 'a b')\n"
                  "@dataclasses.dataclass\nclass D:\n    u: int\n    v: list\n"
                  "class Name(datetime.date): pass\n"
                  "back = [P(1, [2]), D(3, []), datetime.date(2020, 1, 2), "
                  "datetime.time(1, 2, tzinfo=datetime.timezone.utc), Name(2020, 1, 1), "
                  "objs[2]]\n") == PYEVAL_OK);
    pyeval_value *v = NULL;
    CHECK(pyeval_get_global(vm, "back", &v) == 1 && v->u.seq.len == 6);
    if (v && v->u.seq.len == 6) {
        pyeval_value *it = v->u.seq.items;
        CHECK(it[0].kind == PYEVAL_OBJECT && !strcmp(it[0].u.obj.type, "namedtuple") &&
              !strcmp(it[0].u.obj.name, "P") && it[0].u.obj.fields->kind == PYEVAL_DICT &&
              it[0].u.obj.fields->u.seq.len == 2 &&
              it[0].u.obj.fields->u.seq.items[3].kind == PYEVAL_LIST);
        CHECK(it[1].kind == PYEVAL_OBJECT && !strcmp(it[1].u.obj.type, "dataclass") &&
              !strcmp(it[1].u.obj.name, "D") && it[1].u.obj.fields->u.seq.len == 2 &&
              it[1].u.obj.fields->u.seq.items[1].u.i == 3);
        CHECK(it[2].kind == PYEVAL_OBJECT && !strcmp(it[2].u.obj.type, "datetime.date") &&
              it[2].u.obj.fields->kind == PYEVAL_TUPLE &&
              it[2].u.obj.fields->u.seq.len == 3 &&
              it[2].u.obj.fields->u.seq.items[2].u.i == 2);
        CHECK(it[3].kind == PYEVAL_OBJECT && it[3].u.obj.fields->u.seq.len == 5 &&
              it[3].u.obj.fields->u.seq.items[4].kind == PYEVAL_OBJECT &&
              !strcmp(it[3].u.obj.fields->u.seq.items[4].u.obj.type, "datetime.timezone"));
        CHECK(it[4].kind == PYEVAL_OPAQUE && !strcmp(it[4].u.opaque.type_name, "Name"));
        CHECK(it[5].kind == PYEVAL_OBJECT && it[5].u.obj.fields->u.seq.len == 8 &&
              it[5].u.obj.fields->u.seq.items[6].u.i == 250);
    }
    pyeval_value_free(vm, v);
    /* a patched datetime property that empties the list being copied */
    CHECK(run(vm, "L = [datetime.date(2020, 1, 1), [1] * 3, {'k': 'v'}]\n"
                  "D2 = {datetime.date(2020, 1, 2): 1, 'x': [2]}\n"
                  "datetime.date.year = property(lambda s: (L.clear(), D2.clear(), "
                  "globals().pop('L'), 2020)[-1])\n") == PYEVAL_OK);
    CHECK(pyeval_get_global(vm, "L", &v) == 1 && v->kind == PYEVAL_LIST &&
          v->u.seq.len == 1 && v->u.seq.items[0].kind == PYEVAL_OBJECT);
    pyeval_value_free(vm, v);
    CHECK(pyeval_get_global(vm, "D2", &v) == 1 && v->kind == PYEVAL_DICT);
    pyeval_value_free(vm, v);
    pyeval_free(vm);
}

/* A builtin class crosses by name both ways; other classes do not. */
static void test_builtin_types(void) {
    pyeval_vm *vm = new_vm();
    pyeval_value none = {.kind = PYEVAL_NONE};
    pyeval_value t[3] = {
        {.kind = PYEVAL_OBJECT}, {.kind = PYEVAL_OBJECT}, {.kind = PYEVAL_OBJECT}};
    const char *names[3] = {"int", "KeyError", "len"};
    for (int i = 0; i < 3; i++) {
        t[i].u.obj.type = "builtin_type";
        t[i].u.obj.name = names[i];
        t[i].u.obj.fields = &none;
    }
    pyeval_value two = V_SEQ(PYEVAL_LIST, t, 2);
    CHECK(pyeval_set_global(vm, "ts", &two) == 0);
    CHECK(run(vm, "print(ts[0] is int, ts[1] is KeyError)\n") == PYEVAL_OK &&
          out_is("True True\n"));
    /* `len` is a builtin, but not a class: refused */
    CHECK(pyeval_set_global(vm, "bad", &t[2]) < 0);
    CHECK(run(vm,
              "import collections\nclass A: pass\n"
              "back = [str, ValueError, type(None), collections.deque, A]\n") == PYEVAL_OK);
    pyeval_value *v = NULL;
    CHECK(pyeval_get_global(vm, "back", &v) == 1 && v && v->u.seq.len == 5);
    if (v && v->u.seq.len == 5) {
        pyeval_value *it = v->u.seq.items;
        CHECK(it[0].kind == PYEVAL_OBJECT && !strcmp(it[0].u.obj.type, "builtin_type") &&
              !strcmp(it[0].u.obj.name, "str") && it[0].u.obj.fields->kind == PYEVAL_NONE);
        CHECK(it[1].kind == PYEVAL_OBJECT && !strcmp(it[1].u.obj.name, "ValueError"));
        CHECK(it[2].kind == PYEVAL_OPAQUE && it[3].kind == PYEVAL_OPAQUE &&
              it[4].kind == PYEVAL_OPAQUE);
    }
    pyeval_value_free(vm, v);
    pyeval_free(vm);
}

static void test_fixed_time(void) {
    pyeval_config cfg;
    pyeval_config_default(&cfg);
    cfg.has_fixed_time = 1;
    cfg.fixed_time = 1700000000.0;
    pyeval_vm *vm = new_vm_cfg(&cfg);
    const char *src = "import time, datetime\n"
                      "print(time.time(), time.time_ns())\n"
                      "time.sleep(0.5)\n"
                      "print(time.time(), datetime.datetime.utcnow())\n"
                      "print(datetime.date.today(), time.monotonic() > 0)\n";
    const char *want = "1700000000.0 1700000000000000000\n"
                       "1700000000.5 2023-11-14 22:13:20.500000\n"
                       "2023-11-14 True\n";
    CHECK(run(vm, src) == PYEVAL_OK && out_is(want));
    CHECK(run(vm, src) == PYEVAL_OK && out_is(want)); /* each run starts again */
    pyeval_free(vm);
}

/* logging's %(asctime)s comes from the record's time.time(), so the fixed clock fixes
 * it (the sandbox's localtime is UTC), with its milliseconds; the clock stands still */
static void test_fixed_time_logging(void) {
    pyeval_config cfg;
    pyeval_config_default(&cfg);
    cfg.has_fixed_time = 1;
    cfg.fixed_time = 1700000000.5;
    pyeval_vm *vm = new_vm_cfg(&cfg);
    const char *src = "import logging, sys, time\n"
                      "logging.basicConfig(stream=sys.stdout, force=True,\n"
                      "    format='%(asctime)s|%(msecs)d|%(created)s|%(message)s')\n"
                      "logging.warning('a')\n"
                      "logging.error('b')\n";
    const char *want = "2023-11-14 22:13:20,500|500|1700000000.5|a\n"
                       "2023-11-14 22:13:20,500|500|1700000000.5|b\n";
    CHECK(run(vm, src) == PYEVAL_OK && out_is(want));
    CHECK(run(vm, src) == PYEVAL_OK && out_is(want));
    pyeval_free(vm);
}

/* ---- hostile values ------------------------------------------------------------------ */

static pyeval_value *deep_tree; /* a 10^6-deep LIST chain */
static int deep(void *ud, const pyeval_value *args, size_t nargs, const char *const *kn,
                const pyeval_value *kw, size_t nkw, pyeval_value *result, const char **et,
                const char **em) {
    (void)ud, (void)args, (void)nargs, (void)kn, (void)kw, (void)nkw, (void)et, (void)em;
    *result = deep_tree[0];
    return 0;
}

static pyeval_value *huge_items;
static int huge(void *ud, const pyeval_value *args, size_t nargs, const char *const *kn,
                const pyeval_value *kw, size_t nkw, pyeval_value *result, const char **et,
                const char **em) {
    (void)ud, (void)args, (void)nargs, (void)kn, (void)kw, (void)nkw, (void)et, (void)em;
    *result = V_SEQ(PYEVAL_LIST, huge_items, 10000000);
    return 0;
}

static int badutf(void *ud, const pyeval_value *args, size_t nargs, const char *const *kn,
                  const pyeval_value *kw, size_t nkw, pyeval_value *result, const char **et,
                  const char **em) {
    (void)ud, (void)args, (void)nargs, (void)kn, (void)kw, (void)nkw, (void)et, (void)em;
    *result = V_STR("ok\xc0\xafno");
    return 0;
}

static void test_hostile(void) {
    size_t n = 1000000;
    deep_tree = calloc(n, sizeof *deep_tree);
    for (size_t i = 0; i + 1 < n; i++)
        deep_tree[i] = V_SEQ(PYEVAL_LIST, &deep_tree[i + 1], 1);
    deep_tree[n - 1] = V_INT(1);
    huge_items = calloc(10000000, sizeof *huge_items);
    for (size_t i = 0; i < 10000000; i++)
        huge_items[i] = V_INT((int64_t)i);

    pyeval_config cfg;
    pyeval_config_default(&cfg);
    cfg.max_memory = 64u << 20;
    cfg.max_ops = 0;
    pyeval_vm *vm = new_vm_cfg(&cfg);
    CHECK(pyeval_define_function(vm, "deep", deep, NULL, 0) == 0);
    CHECK(pyeval_define_function(vm, "huge", huge, NULL, 0) == 0);
    CHECK(pyeval_define_function(vm, "badutf", badutf, NULL, 0) == 0);
    CHECK(run(vm, "try:\n    deep()\nexcept ValueError as e:\n    print(e)\n") ==
          PYEVAL_OK);
    CHECK(out_is("a host value nested deeper than the recursion limit (1000)\n"));
    CHECK(pyeval_set_global(vm, "d", deep_tree) == -1);
    CHECK(err_is(vm, "ValueError", NULL));
    CHECK(run(vm, "try:\n    badutf()\nexcept UnicodeDecodeError as e:\n    "
                  "print('refused')\n") == PYEVAL_OK);
    CHECK(out_is("refused\n"));
    CHECK(run(vm, "x = 1\nhuge()\n") == PYEVAL_LIMIT_MEMORY);
    CHECK(run(vm, "print(x)") == PYEVAL_OK && out_is("1\n"));
    /* and the other way: a deep sandbox list cannot reach the host */
    CHECK(run(vm, "a = []\nfor i in range(5000): a = [a]\n") == PYEVAL_OK);
    pyeval_value *v = NULL;
    CHECK(pyeval_get_global(vm, "a", &v) == -1 && v == NULL);
    CHECK(err_is(vm, "ValueError", NULL));
    pyeval_stats st;
    pyeval_get_stats(vm, &st);
    pyeval_free(vm);
    free(deep_tree);
    free(huge_items);
}

int main(void) {
    test_values_in();
    test_values_out();
    test_host_calls();
    test_host_call_limit();
    test_reentry_and_interrupt();
    test_final();
    test_lookup();
    test_handles();
    test_last_value();
    test_objects();
    test_builtin_types();
    test_fixed_time();
    test_fixed_time_logging();
    test_hostile();
    return pe_check_summary();
}
