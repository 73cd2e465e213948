/*
 * test_api.c - the public C API (include/pyeval.h) end to end: globals that persist
 * across runs, a VM that stays usable after errors and limits, the operation limit,
 * pyeval_last_error's fields, the output sink and max_output, and exact allocator
 * accounting (every byte back after pyeval_free, through a counting hook).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "pyeval.h"

#include "check.h"

/* ---- a counting allocator ------------------------------------------------------------ */

typedef struct counter {
    long long live;   /* bytes currently allocated */
    long long blocks; /* blocks currently allocated */
    long long calls;
} counter;

static void *count_alloc(void *ud, void *ptr, size_t osize, size_t nsize) {
    counter *c = ud;
    c->calls++;
    if (nsize == 0) {
        if (ptr) {
            c->live -= (long long)osize;
            c->blocks--;
        }
        free(ptr); // raw-alloc-ok: this test is the host's allocator
        return NULL;
    }
    void *p = realloc(ptr, nsize); // raw-alloc-ok
    if (!p) return NULL;
    if (!ptr) c->blocks++;
    c->live += (long long)nsize - (long long)(ptr ? osize : 0);
    return p;
}

/* ---- an output sink ------------------------------------------------------------------ */

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

static pyeval_vm *new_vm(sink *out, counter *cnt, uint64_t max_ops) {
    pyeval_config cfg;
    pyeval_config_default(&cfg);
    cfg.timeout = 0;
    cfg.max_ops = max_ops;
    if (out) {
        cfg.output = sink_write;
        cfg.output_ud = out;
    }
    if (cnt) {
        cfg.alloc = count_alloc;
        cfg.alloc_ud = cnt;
    }
    return pyeval_new(&cfg);
}

static pyeval_status run(pyeval_vm *vm, const char *src) {
    return pyeval_run(vm, src, strlen(src), "<string>");
}

/* ---- tests --------------------------------------------------------------------------- */

static void test_print_and_persist(void) {
    sink out = {0};
    pyeval_vm *vm = new_vm(&out, NULL, 0);
    CHECK(vm != NULL);
    CHECK(run(vm, "print(1+2)") == PYEVAL_OK);
    CHECK(strcmp(out.buf, "3\n") == 0);
    out.len = 0;
    CHECK(run(vm, "x = 41\ndef inc(v):\n    return v + 1\n") == PYEVAL_OK);
    CHECK(run(vm, "print(inc(x))") == PYEVAL_OK);
    CHECK(strcmp(out.buf, "42\n") == 0);
    CHECK(pyeval_last_error(vm, &(pyeval_error){0}) == -1);
    pyeval_free(vm);
}

static void test_error_then_usable(void) {
    sink out = {0};
    pyeval_vm *vm = new_vm(&out, NULL, 0);
    CHECK(run(vm, "a = 1\nb = [a, 2]\nc = b[5]\nd = 4") == PYEVAL_ERROR);
    pyeval_error err;
    CHECK(pyeval_last_error(vm, &err) == 0);
    CHECK(strcmp(err.type, "IndexError") == 0);
    CHECK(strcmp(err.message, "list index out of range") == 0);
    CHECK(err.line == 3);
    CHECK(err.column == 5);
    CHECK(strstr(err.traceback, "Traceback (most recent call last):\n") == err.traceback);
    CHECK(strstr(err.traceback, "  File \"<string>\", line 3, in <module>\n") != NULL);
    CHECK(strstr(err.traceback, "IndexError: list index out of range\n") != NULL);
    /* globals assigned before the failure keep their values; later ones never ran */
    out.len = 0;
    CHECK(run(vm, "print(a, b)\nprint('d' in globals() if False else 'ok')") == PYEVAL_OK);
    CHECK(strcmp(out.buf, "1 [1, 2]\nok\n") == 0);
    CHECK(pyeval_last_error(vm, &err) == -1);

    /* a function's traceback has one entry per frame */
    CHECK(run(vm, "def f(n):\n    return 10 // n\nf(0)") == PYEVAL_ERROR);
    CHECK(pyeval_last_error(vm, &err) == 0);
    CHECK(strcmp(err.type, "ZeroDivisionError") == 0);
    CHECK(err.line == 2);
    CHECK(strstr(err.traceback, "line 3, in <module>") != NULL);
    CHECK(strstr(err.traceback, "line 2, in f") != NULL);

    /* a syntax error is an error like any other and leaves the VM usable */
    CHECK(run(vm, "x = (1,") == PYEVAL_ERROR);
    CHECK(pyeval_last_error(vm, &err) == 0);
    CHECK(strcmp(err.type, "SyntaxError") == 0);
    CHECK(err.line == 1);
    out.len = 0;
    CHECK(run(vm, "print(a + 1)") == PYEVAL_OK);
    CHECK(strcmp(out.buf, "2\n") == 0);
    pyeval_free(vm);
}

static void test_max_ops(void) {
    sink out = {0};
    pyeval_vm *vm = new_vm(&out, NULL, 100000);
    CHECK(run(vm, "n = 0\nwhile True:\n    n += 1\n") == PYEVAL_LIMIT_OPS);
    pyeval_error err;
    CHECK(pyeval_last_error(vm, &err) == 0);
    CHECK(err.line >= 2 && err.line <= 3);
    pyeval_stats st;
    pyeval_get_stats(vm, &st);
    CHECK(st.ops == 100000);
    /* uncatchable: neither except nor finally sees it */
    CHECK(run(vm, "try:\n    while True: pass\nexcept BaseException:\n    print('caught')\n"
                  "finally:\n    print('finally')\n") == PYEVAL_LIMIT_OPS);
    CHECK(out.len == 0);
    /* the budget is per run, and the VM still works; n kept the value it reached */
    CHECK(run(vm, "print(n > 1000)") == PYEVAL_OK);
    CHECK(strcmp(out.buf, "True\n") == 0);
    /* recursion is a catchable RecursionError, not a limit */
    out.len = 0;
    CHECK(run(vm, "def r(k): return r(k + 1)\ntry:\n    r(0)\nexcept RecursionError as e:\n"
                  "    print('rec', e)\n") == PYEVAL_OK);
    CHECK(strcmp(out.buf, "rec maximum recursion depth exceeded\n") == 0);
    pyeval_free(vm);
}

static void test_output_limit(void) {
    sink out = {0};
    pyeval_config cfg;
    pyeval_config_default(&cfg);
    cfg.timeout = 0;
    cfg.max_output = 10;
    cfg.output = sink_write;
    cfg.output_ud = &out;
    pyeval_vm *vm = pyeval_new(&cfg);
    CHECK(run(vm, "for i in range(100): print('abc')") == PYEVAL_LIMIT_OUTPUT);
    CHECK(out.len == 10);
    pyeval_free(vm);
}

static void test_accounting(void) {
    counter c = {0};
    sink out = {0};
    pyeval_vm *vm = new_vm(&out, &c, 0);
    CHECK(vm != NULL);
    CHECK(c.live > 0);
    pyeval_stats st;
    pyeval_get_stats(vm, &st);
    CHECK((long long)st.mem_current == c.live);
    CHECK(run(vm, "l = [str(i) * 3 for i in range(100)]\nd = {i: l for i in range(50)}\n"
                  "class A:\n    def __init__(self): self.me = self\na = A()\n"
                  "m = [1]\nm.append(m)\ndef f(): return f\n") == PYEVAL_OK);
    CHECK(run(vm, "raise ValueError('x' * 1000)") == PYEVAL_ERROR);
    pyeval_get_stats(vm, &st);
    CHECK((long long)st.mem_current == c.live);
    CHECK(st.mem_peak >= st.mem_current);
    pyeval_free(vm);
    CHECK(c.live == 0);
    CHECK(c.blocks == 0);
}

static void test_memory_limit(void) {
    sink out = {0};
    pyeval_config cfg;
    pyeval_config_default(&cfg);
    cfg.timeout = 0;
    cfg.max_memory = 8u << 20;
    cfg.output = sink_write;
    cfg.output_ud = &out;
    pyeval_vm *vm = pyeval_new(&cfg);
    CHECK(vm != NULL);
    /* the list lives in a frame, so unwinding releases it */
    CHECK(run(vm, "def f():\n    l = []\n    while True:\n        l.append([0, 1, 2, "
                  "3])\nf()\n") == PYEVAL_LIMIT_MEMORY);
    pyeval_error err;
    CHECK(pyeval_last_error(vm, &err) == 0 && strcmp(err.type, "MemoryError") == 0);
    CHECK(run(vm, "print('alive')") == PYEVAL_OK);
    CHECK(strcmp(out.buf, "alive\n") == 0);
    pyeval_free(vm);
}

/* Cycles are collected, during a run and between runs: memory stays bounded. */
static void test_cycles_collected(void) {
    sink out = {0};
    pyeval_vm *vm = new_vm(&out, NULL, 0);
    CHECK(run(vm, "class N:\n    def __init__(self):\n        self.me = self\n") ==
          PYEVAL_OK);
    pyeval_stats before, after;
    pyeval_get_stats(vm, &before);
    CHECK(run(vm, "for i in range(200000):\n    n = N()\n    l = [n]\n    l.append(l)\n"
                  "    d = {'d': None}\n    d['d'] = d\n") == PYEVAL_OK);
    pyeval_get_stats(vm, &after);
    /* 200000 iterations of ~4 objects would be tens of MB if nothing were freed */
    CHECK(after.mem_current < before.mem_current + (1u << 20));
    CHECK(after.mem_peak < before.mem_current + (16u << 20));
    /* a class in a cycle with its instance and methods goes too */
    pyeval_get_stats(vm, &before);
    CHECK(run(vm, "def mk():\n    class C:\n        def m(self):\n            return C\n"
                  "    C.inst = C()\n    return 1\nfor i in range(2000):\n    mk()\n") ==
          PYEVAL_OK);
    CHECK(run(vm, "x = 1") == PYEVAL_OK);
    pyeval_get_stats(vm, &after);
    CHECK(after.mem_current < before.mem_current + (256u << 10));
    pyeval_free(vm);
}

/* A run's parsed source is freed when nothing made from it remains, and kept while
 * anything does: functions and classes called by later runs, an exception saved with
 * its traceback and raised by a later run, a traceback object, a generator. */
static void test_module_lifetime(void) {
    sink out = {0};
    pyeval_vm *vm = new_vm(&out, NULL, 0);
    CHECK(run(vm, "x = 1") == PYEVAL_OK);
    pyeval_stats before, after;
    pyeval_get_stats(vm, &before);
    /* 2,000 runs and 20,000 execs leave nothing behind */
    for (int i = 0; i < 2000; i++)
        CHECK(run(vm, "y = 'a string constant'\nz = [y, 'another', (1, 'k')]\n"
                      "w = f'{y}' + str(len(z))\n") == PYEVAL_OK);
    CHECK(run(vm, "for i in range(20000):\n    exec('t = \"s\" * 3')\n"
                  "    v = eval('[i, \"k\"]')\n") == PYEVAL_OK);
    pyeval_get_stats(vm, &after);
    CHECK(after.mem_current < before.mem_current + (64u << 10));

    /* named runs: tracebacks show a program file's lines, not "<string>"'s */
    const char *defs = "def f(a):\n    return a + ' from run 2'\n"
                       "class K:\n    def m(self):\n        return 'method ' + 'text'\n"
                       "def gen():\n    yield 'g1'\n    yield 'g2'\n"
                       "g = gen()\nnext(g)\n"
                       "def fail():\n    return {}['missing key']\n"
                       "try:\n    fail()\nexcept KeyError as e:\n    saved = e\n"
                       "tbo = saved.__traceback__\n";
    CHECK(pyeval_run(vm, defs, strlen(defs), "defs.py") == PYEVAL_OK);
    for (int i = 0; i < 50; i++)
        CHECK(run(vm, "u = 'churn' * 2") == PYEVAL_OK);
    out.len = 0;
    CHECK(run(vm, "print(f('x'), K().m(), next(g), tbo.tb_next.tb_lineno)") == PYEVAL_OK);
    CHECK(strcmp(out.buf, "x from run 2 method text g2 12\n") == 0);
    const char *use = "del f, K, g, tbo\nraise saved";
    CHECK(pyeval_run(vm, use, strlen(use), "use.py") == PYEVAL_ERROR);
    pyeval_error err;
    CHECK(pyeval_last_error(vm, &err) == 0);
    CHECK(strcmp(err.type, "KeyError") == 0);
    /* the entries of the earlier run still name its lines and show its source */
    CHECK(strstr(err.traceback, "\"use.py\", line 2, in <module>\n    raise saved\n") !=
          NULL);
    CHECK(strstr(err.traceback,
                 "\"defs.py\", line 12, in fail\n    return {}['missing key']\n") != NULL);
    /* "<string>" has no lines to show (CPython's linecache finds none) */
    CHECK(run(vm, "1 / 0") == PYEVAL_ERROR);
    CHECK(pyeval_last_error(vm, &err) == 0);
    CHECK(strcmp(err.traceback,
                 "Traceback (most recent call last):\n  File \"<string>\", "
                 "line 1, in <module>\nZeroDivisionError: division by zero\n") == 0);
    CHECK(run(vm, "del saved") == PYEVAL_OK);
    pyeval_get_stats(vm, &before);
    CHECK(run(vm, "x = 2") == PYEVAL_OK);
    pyeval_get_stats(vm, &after);
    CHECK(after.mem_current <= before.mem_current + (4u << 10));
    pyeval_free(vm);
}

/* pyeval_interrupt from "another thread" (here: the output callback) stops the run at
 * the next poll with PYEVAL_INTERRUPTED; the next run is not affected. */
typedef struct interrupter {
    pyeval_vm *vm;
    int writes;
} interrupter;

static int interrupt_on_write(void *ud, int stream, const char *data, size_t len) {
    interrupter *it = ud;
    (void)stream;
    (void)data;
    (void)len;
    it->writes++;
    if (it->vm) pyeval_interrupt(it->vm);
    return 0;
}

static int poll_says_stop(void *ud) {
    return *(int *)ud;
}

static void test_interrupt_and_time(void) {
    interrupter it = {NULL, 0};
    pyeval_config cfg;
    pyeval_config_default(&cfg);
    cfg.timeout = 0;
    cfg.max_ops = 0;
    cfg.output = interrupt_on_write;
    cfg.output_ud = &it;
    pyeval_vm *vm = pyeval_new(&cfg);
    it.vm = vm;
    CHECK(run(vm, "print('go')\nwhile True:\n    pass\n") == PYEVAL_INTERRUPTED);
    CHECK(it.writes == 1);
    it.vm = NULL;
    CHECK(run(vm, "print('again')") == PYEVAL_OK);
    pyeval_free(vm);

    /* the host's interrupt callback */
    int stop = 0;
    pyeval_config_default(&cfg);
    cfg.max_ops = 0;
    cfg.timeout = 0;
    cfg.interrupt = poll_says_stop;
    cfg.interrupt_ud = &stop;
    vm = pyeval_new(&cfg);
    CHECK(run(vm, "x = sum(range(100000))") == PYEVAL_OK);
    stop = 1;
    CHECK(run(vm, "while True: pass") == PYEVAL_INTERRUPTED);
    pyeval_free(vm);

    /* wall-clock limit */
    pyeval_config_default(&cfg);
    cfg.max_ops = 0;
    cfg.timeout = 0.2;
    vm = pyeval_new(&cfg);
    CHECK(run(vm, "def spin():\n    while True:\n        pass\nspin()") ==
          PYEVAL_LIMIT_TIME);
    pyeval_stats st;
    pyeval_get_stats(vm, &st);
    CHECK(st.seconds >= 0.2 && st.seconds < 5.0);
    pyeval_error err;
    CHECK(pyeval_last_error(vm, &err) == 0 && err.line == 3);
    CHECK(run(vm, "y = 1") == PYEVAL_OK);
    pyeval_free(vm);
}

/* ---- state survives every limit ------------------------------------------------------ */

typedef struct limit_case {
    const char *name;
    pyeval_status want;
    const char *prog; /* assigns `before` and appends to `kept`, then hits the limit */
    uint64_t max_ops, max_memory, max_output; /* 0: none (max_memory 0: the default) */
    double timeout;
    int interrupt; /* the host's interrupt callback answers "stop" */
} limit_case;

static const limit_case limit_cases[] = {
    {.name = "ops",
     .want = PYEVAL_LIMIT_OPS,
     .prog = "before = 'set'\nkept.append(4)\nwhile True: pass\n",
     .max_ops = 100000},
    {.name = "ops in a generator's try/finally",
     .want = PYEVAL_LIMIT_OPS,
     .prog = "before = 'set'\nkept.append(4)\ndef g():\n    try:\n        yield 1\n"
             "        while True: pass\n    finally:\n        print('finally ran')\n"
             "for _ in g(): pass\n",
     .max_ops = 100000},
    {.name = "ops swallowed by except",
     .want = PYEVAL_LIMIT_OPS,
     .prog =
         "before = 'set'\nkept.append(4)\nwhile True:\n    try:\n        while True: pass\n"
         "    except BaseException:\n        print('caught')\n    except:\n        pass\n",
     .max_ops = 100000},
    {.name = "memory, refused by size",
     .want = PYEVAL_LIMIT_MEMORY,
     .prog = "before = 'set'\nkept.append(4)\ntry:\n    x = 10 ** 10 ** 9\n"
             "except MemoryError:\n    print('caught')\n",
     .max_memory = 32u << 20},
    {.name = "memory, grown in a frame",
     .want = PYEVAL_LIMIT_MEMORY,
     .prog = "before = 'set'\nkept.append(4)\ndef grow():\n    l = []\n    while True:\n"
             "        l.append('x' * 1000)\ngrow()\n",
     .max_memory = 32u << 20},
    {.name = "time",
     .want = PYEVAL_LIMIT_TIME,
     .prog = "before = 'set'\nkept.append(4)\nwhile True: pass\n",
     .timeout = 0.2},
    {.name = "output",
     .want = PYEVAL_LIMIT_OUTPUT,
     .prog = "before = 'set'\nkept.append(4)\nwhile True: print('spam')\n",
     .max_output = 100},
    {.name = "interrupt",
     .want = PYEVAL_INTERRUPTED,
     .prog = "before = 'set'\nkept.append(4)\nwhile True: pass\n",
     .interrupt = 1},
    {.name = "ops in a __del__, then the program ends",
     .want = PYEVAL_LIMIT_OPS,
     .prog = "before = 'set'\nkept.append(4)\nclass D:\n    def __del__(self):\n"
             "        while True: pass\nd = D()\ndel d\n",
     .max_ops = 100000},
    {.name = "memory in a __del__ swallowed by except",
     .want = PYEVAL_LIMIT_MEMORY,
     .prog = "before = 'set'\nkept.append(4)\nclass D:\n    def __del__(self):\n"
             "        l = []\n        while True: l.append('x' * 10000)\n"
             "try:\n    d = D()\n    d = None\nexcept BaseException:\n    print('caught')\n"
             "print('caught after')\n",
     .max_memory = 32u << 20},
    {.name = "recursion (an ordinary error)",
     .want = PYEVAL_ERROR,
     .prog = "before = 'set'\nkept.append(4)\ndef r(n): return r(n + 1)\nr(0)\n"},
};

/* After any limit stop, globals assigned before it keep their values, definitions from
 * earlier runs still work, the next run on the same VM works (and meets the same limit
 * again), and pyeval_free returns every byte. */
static void test_state_survives_limits(void) {
    for (size_t k = 0; k < sizeof limit_cases / sizeof *limit_cases; k++) {
        const limit_case *lc = &limit_cases[k];
        counter c = {0};
        sink out = {0};
        int stop = 0;
        pyeval_config cfg;
        pyeval_config_default(&cfg);
        cfg.max_ops = lc->max_ops;
        cfg.max_memory = lc->max_memory ? lc->max_memory : cfg.max_memory;
        cfg.max_output = lc->max_output;
        cfg.timeout = lc->timeout;
        cfg.alloc = count_alloc;
        cfg.alloc_ud = &c;
        cfg.output = sink_write;
        cfg.output_ud = &out;
        cfg.interrupt = poll_says_stop;
        cfg.interrupt_ud = &stop;
        pyeval_vm *vm = pyeval_new(&cfg);
        CHECK(vm != NULL);
        if (!vm) continue;
        CHECK(run(vm,
                  "kept = [1, 2, 3]\ndef helper(x): return x * 2\nclass K:\n    v = 5\n") ==
              PYEVAL_OK);
        for (int round = 0; round < 2; round++) {
            stop = lc->interrupt;
            out.len = 0;
            out.buf[0] = '\0';
            pyeval_status st = run(vm, lc->prog);
            if (st != lc->want) printf("  case %s: status %d\n", lc->name, (int)st);
            CHECK(st == lc->want);
            /* neither except nor finally ran any code */
            CHECK(strstr(out.buf, "caught") == NULL && strstr(out.buf, "finally") == NULL);
            stop = 0;
            out.len = 0;
            out.buf[0] = '\0';
            st = run(vm, "print(kept, helper(21), K.v, before)\nkept.pop()\n");
            CHECK(st == PYEVAL_OK);
            if (strcmp(out.buf, "[1, 2, 3, 4] 42 5 set\n") != 0)
                printf("  case %s: printed %s\n", lc->name, out.buf);
            CHECK(strcmp(out.buf, "[1, 2, 3, 4] 42 5 set\n") == 0);
        }
        pyeval_free(vm);
        CHECK(c.live == 0 && c.blocks == 0);
    }

    /* the source limit refuses before running anything; the VM goes on */
    counter c = {0};
    sink out = {0};
    pyeval_config cfg;
    pyeval_config_default(&cfg);
    cfg.max_source = 64;
    cfg.alloc = count_alloc;
    cfg.alloc_ud = &c;
    cfg.output = sink_write;
    cfg.output_ud = &out;
    pyeval_vm *vm = pyeval_new(&cfg);
    CHECK(run(vm, "kept = 1") == PYEVAL_OK);
    CHECK(
        run(vm, "kept = 2\n# padding padding padding padding padding padding padding\n") ==
        PYEVAL_LIMIT_SOURCE);
    CHECK(run(vm, "print(kept)") == PYEVAL_OK);
    CHECK(strcmp(out.buf, "1\n") == 0);
    pyeval_free(vm);
    CHECK(c.live == 0 && c.blocks == 0);
}

/* A limit hit where the caller cannot fail (a __del__ run by a decref, by the
 * collector, at pyeval_finalize) still ends the run with that limit's status, no
 * program code runs after it, and the VM goes on with the globals set before. */
static void test_limit_in_finalizers(void) {
    counter c = {0};
    sink out = {0};
    pyeval_config cfg;
    pyeval_config_default(&cfg);
    cfg.timeout = 0;
    cfg.max_ops = 100000;
    cfg.alloc = count_alloc;
    cfg.alloc_ud = &c;
    cfg.output = sink_write;
    cfg.output_ud = &out;
    pyeval_vm *vm = pyeval_new(&cfg);
    CHECK(vm != NULL);
    if (!vm) return;
    CHECK(run(vm, "class Spin:\n    def __del__(self):\n        while True: pass\n") ==
          PYEVAL_OK);
    /* by a decref, with the program's last statement */
    CHECK(run(vm, "first = 1\ns = Spin()\ndel s\n") == PYEVAL_LIMIT_OPS);
    pyeval_error err;
    CHECK(pyeval_last_error(vm, &err) == 0);
    CHECK(strcmp(err.type, "RuntimeError") == 0);
    CHECK(strcmp(err.message, "operation limit exceeded") == 0);
    CHECK(err.line == 3); /* in the __del__ */
    pyeval_stats st;
    pyeval_get_stats(vm, &st);
    CHECK(st.ops == 100000);
    /* swallowed by a handler, then more code: none of it runs */
    out.len = 0;
    out.buf[0] = '\0';
    CHECK(run(vm, "second = 2\ntry:\n    s = Spin()\n    s = None\nexcept BaseException:\n"
                  "    print('caught')\nfinally:\n    print('finally')\nprint('after')\n"
                  "third = 3\nwhile True: pass\n") == PYEVAL_LIMIT_OPS);
    CHECK(out.len == 0);
    CHECK(pyeval_last_error(vm, &err) == 0 && err.line == 3);
    /* by the collector, during the run */
    CHECK(run(vm, "a = Spin()\na.me = a\ndel a\nkeep = []\n"
                  "for i in range(25000): keep.append([])\nprint('after')\n") ==
          PYEVAL_LIMIT_OPS);
    CHECK(out.len == 0);
    CHECK(pyeval_last_error(vm, &err) == 0 && err.line == 3);
    /* the next run works and sees what was set before each stop */
    CHECK(run(vm, "print(first, second)\nkeep = None") == PYEVAL_OK);
    CHECK(strcmp(out.buf, "1 2\n") == 0);
    CHECK(pyeval_last_error(vm, &err) == -1);

    /* at pyeval_finalize: its status and pyeval_last_error are the limit's */
    CHECK(run(vm, "late = Spin()\nprint('ran')\n") == PYEVAL_OK);
    CHECK(pyeval_finalize(vm) == PYEVAL_LIMIT_OPS);
    CHECK(pyeval_last_error(vm, &err) == 0);
    CHECK(strcmp(err.message, "operation limit exceeded") == 0 && err.line == 3);
    /* after a run that ended at a limit, finalize runs nothing and says so */
    CHECK(run(vm, "while True: pass") == PYEVAL_LIMIT_OPS);
    CHECK(pyeval_finalize(vm) == PYEVAL_LIMIT_OPS);
    out.len = 0;
    out.buf[0] = '\0';
    /* statements without a call or loop after the hit do not run either */
    CHECK(run(vm, "s = Spin()\ns = None\nfourth = 4\nfifth = fourth + 1\n") ==
          PYEVAL_LIMIT_OPS);
    CHECK(run(vm, "print(first, second, 'third' in globals(), 'fourth' in globals())") ==
          PYEVAL_OK);
    CHECK(strcmp(out.buf, "1 2 False False\n") == 0);
    CHECK(pyeval_finalize(vm) == PYEVAL_OK);
    pyeval_free(vm);
    CHECK(c.live == 0 && c.blocks == 0);
}

static void test_misc_api(void) {
    CHECK(strcmp(pyeval_status_name(PYEVAL_LIMIT_OPS), "operation limit") == 0);
    pyeval_free(NULL);
    sink out = {0};
    pyeval_vm *vm = new_vm(&out, NULL, 0);
    CHECK(pyeval_define_function(vm, "tool", NULL, NULL, 0) == 0);
    CHECK(run(vm, "print(callable(tool))") == PYEVAL_OK);
    CHECK(strcmp(out.buf, "True\n") == 0);
    CHECK(run(vm, "import sys") == PYEVAL_OK);
    CHECK(run(vm, "raise SystemExit(3)") == PYEVAL_EXIT);
    CHECK(pyeval_exit_code(vm) == 3);
    CHECK(run(vm, "raise SystemExit") == PYEVAL_EXIT);
    CHECK(pyeval_exit_code(vm) == 0);
    /* empty and whitespace-only programs are fine */
    CHECK(run(vm, "") == PYEVAL_OK);
    CHECK(run(vm, "\n\n# comment\n") == PYEVAL_OK);
    /* the source limit */
    pyeval_free(vm);
    pyeval_config cfg;
    pyeval_config_default(&cfg);
    cfg.max_source = 4;
    vm = pyeval_new(&cfg);
    CHECK(run(vm, "x = 12345") == PYEVAL_LIMIT_SOURCE);
    pyeval_free(vm);
}

/* ---- modules and the import policy --------------------------------------------------- */

/* Module state belongs to its VM: two VMs in one process never share a module object. */
static void test_modules_per_vm(void) {
    sink out1 = {0}, out2 = {0};
    pyeval_vm *a = new_vm(&out1, NULL, 0), *b = new_vm(&out2, NULL, 0);
    CHECK(a && b);
    CHECK(run(a, "import math\nmath.pi = 3\nmath.extra = 1\ndel math.floor") == PYEVAL_OK);
    CHECK(run(b, "import math\nprint(math.pi, hasattr(math, 'extra'), math.floor(2.5))") ==
          PYEVAL_OK);
    CHECK(strcmp(out2.buf, "3.141592653589793 False 2\n") == 0);
    CHECK(run(a, "import math as m\nprint(m.pi, m.extra, hasattr(m, 'floor'))") ==
          PYEVAL_OK);
    CHECK(strcmp(out1.buf, "3 1 False\n") == 0);
    pyeval_free(a);
    pyeval_free(b);
}

/* Runs src in a VM made with the given lists; returns the status, and the last error's
 * message and traceback in msg/tb (truncated copies, "" when none). */
static pyeval_status run_policy(const char *allow, const char *deny, const char *src,
                                char *msg, char *tb, size_t cap) {
    pyeval_config cfg;
    pyeval_config_default(&cfg);
    sink out = {0};
    cfg.output = sink_write;
    cfg.output_ud = &out;
    /* the VM copies the lists: give it heap copies and free them at once */
    char *al = allow ? strdup(allow) : NULL, *dl = deny ? strdup(deny) : NULL;
    cfg.allow_imports = al;
    cfg.deny_imports = dl;
    pyeval_vm *vm = pyeval_new(&cfg);
    free(al); // raw-alloc-ok: strdup's block
    free(dl); // raw-alloc-ok
    CHECK(vm != NULL);
    pyeval_status st = run(vm, src);
    pyeval_error err;
    msg[0] = tb[0] = '\0';
    if (pyeval_last_error(vm, &err) == 0) {
        snprintf(msg, cap, "%s: %s", err.type, err.message);
        snprintf(tb, cap, "%s", err.traceback);
    }
    pyeval_free(vm);
    return st;
}

static void test_import_policy(void) {
    char msg[512], tb[4096];
    /* no lists: everything; an unknown module gets CPython's message and the note */
    CHECK(run_policy(NULL, NULL, "import math, sys, string", msg, tb, sizeof msg) ==
          PYEVAL_OK);
    CHECK(run_policy(NULL, NULL, "import nope", msg, tb, sizeof msg) == PYEVAL_ERROR);
    CHECK(strcmp(msg, "ModuleNotFoundError: No module named 'nope'") == 0);
    /* the list is sorted and names the public modules: check two that always exist */
    CHECK(strstr(tb, "\npyeval: available modules: ") != NULL);
    CHECK(strstr(tb, " math, ") != NULL && strstr(tb, " keyword, ") != NULL);
    CHECK(strstr(tb, "__future__") == NULL); /* private names are not listed */
    CHECK(run_policy(NULL, NULL, "import subprocess", msg, tb, sizeof msg) == PYEVAL_ERROR);
    CHECK(strstr(tb, "pyeval: the sandbox has no access to the host") != NULL);
    /* an allow list: only those (blanks around names are ignored) */
    CHECK(run_policy(" math ,string", NULL, "import math, string", msg, tb, sizeof msg) ==
          PYEVAL_OK);
    CHECK(run_policy("math,string", NULL, "import sys", msg, tb, sizeof msg) ==
          PYEVAL_ERROR);
    CHECK(strcmp(msg, "ModuleNotFoundError: No module named 'sys'") == 0);
    CHECK(strstr(tb,
                 "pyeval: the host does not allow this module; available modules: math, "
                 "string\n") != NULL);
    CHECK(run_policy("", NULL, "from math import pi", msg, tb, sizeof msg) == PYEVAL_ERROR);
    CHECK(strstr(tb, "available modules: (none)\n") != NULL);
    /* a deny list, which wins over the allow list */
    CHECK(run_policy(NULL, "math", "import sys, string", msg, tb, sizeof msg) == PYEVAL_OK);
    CHECK(run_policy(NULL, "sys,math", "import math", msg, tb, sizeof msg) == PYEVAL_ERROR);
    CHECK(strcmp(msg, "ModuleNotFoundError: No module named 'math'") == 0);
    CHECK(run_policy("math", "math", "__import__('math')", msg, tb, sizeof msg) ==
          PYEVAL_ERROR);
    /* a denied module stays refused when the program tries again */
    CHECK(run_policy(NULL, "math",
                     "import sys\ntry:\n    import math\nexcept ImportError:\n    pass\n"
                     "print('math' in sys.modules)\nimport math",
                     msg, tb, sizeof msg) == PYEVAL_ERROR);
    /* names that are not modules are ignored */
    CHECK(run_policy("math,,no_such", "os, also_none", "import math", msg, tb,
                     sizeof msg) == PYEVAL_OK);
}

/* ---- reporting is bounded (eval/traceback.h) ------------------------------------- */

static const char chain_src[] = "m = 'x' * 2**20\n"
                                "e = None\n"
                                "for i in range(4000):\n"
                                "    try:\n"
                                "        if e is None: raise ValueError(m)\n"
                                "        raise ValueError(m) from e\n"
                                "    except ValueError as x:\n"
                                "        e = x\n"
                                "raise e\n";

static int ends_with(const char *s, const char *tail) {
    size_t n = strlen(s), k = strlen(tail);
    return n >= k && strcmp(s + n - k, tail) == 0;
}

/* pyeval_last_error's traceback of a huge chain stops at its budget (max_output, or
 * 1 MiB without one) with the cut line; the VM stays usable and every byte is
 * accounted for. */
static void test_report_bounded(void) {
    static const uint64_t outs[] = {32u << 10, 0};
    for (size_t i = 0; i < 2; i++) {
        counter c = {0};
        sink out = {0};
        pyeval_config cfg;
        pyeval_config_default(&cfg);
        cfg.timeout = 0;
        cfg.max_output = outs[i];
        cfg.output = sink_write;
        cfg.output_ud = &out;
        cfg.alloc = count_alloc;
        cfg.alloc_ud = &c;
        pyeval_vm *vm = pyeval_new(&cfg);
        CHECK(vm != NULL);
        CHECK(run(vm, chain_src) == PYEVAL_ERROR);
        pyeval_error err;
        CHECK(pyeval_last_error(vm, &err) == 0);
        size_t budget = outs[i] ? (size_t)outs[i] : (size_t)1 << 20;
        size_t len = strlen(err.traceback);
        CHECK(len > budget / 2 && len <= budget + 100);
        CHECK(strncmp(err.traceback, "Traceback (most recent call last):\n", 35) == 0);
        CHECK(strstr(err.traceback, "\nValueError: xxxx") != NULL);
        CHECK(ends_with(err.traceback,
                        outs[i]
                            ? "\npyeval: traceback cut at the output limit (32768 bytes)\n"
                            : "\npyeval: traceback cut at the report size limit "
                              "(1048576 bytes)\n"));
        CHECK(strlen(err.message) <= budget);
        CHECK(strcmp(err.type, "ValueError") == 0);
        CHECK(out.len == 0); /* pyeval_last_error's copy is not written anywhere */
        if (outs[i]) {
            /* printed as the CLI does: within the output room, then the cut line */
            CHECK(run(vm, "print('x' * 999, end='')") == PYEVAL_OK);
            CHECK(run(vm, chain_src) == PYEVAL_ERROR);
            out.len = 0;
            CHECK(pyeval_print_error(vm) == 0);
            pyeval_stats ps;
            pyeval_get_stats(vm, &ps);
            CHECK(ps.output == outs[i]);
            CHECK(out.len > outs[i] && out.len < outs[i] + 100);
            CHECK(ends_with(
                out.buf, "x\npyeval: traceback cut at the output limit (32768 bytes)\n"));
            out.len = 0;
            out.buf[0] = '\0';
        }
        CHECK(run(vm, "del e\nprint('alive')") == PYEVAL_OK);
        CHECK(strcmp(out.buf, "alive\n") == 0);
        pyeval_stats st;
        pyeval_get_stats(vm, &st);
        CHECK((long long)st.mem_current == c.live);
        pyeval_free(vm);
        CHECK(c.live == 0 && c.blocks == 0);
    }
}

/* Reporting never passes the memory limit, and a limit hit by user code while
 * reporting becomes the run's status (pyeval_run and pyeval_finalize). */
static void test_report_limits(void) {
    sink out = {0};
    pyeval_config cfg;
    pyeval_config_default(&cfg);
    cfg.timeout = 0;
    cfg.max_memory = 8u << 20;
    cfg.max_ops = 200000;
    cfg.output = sink_write;
    cfg.output_ud = &out;
    pyeval_vm *vm = pyeval_new(&cfg);
    CHECK(vm != NULL);
    /* a 6 MiB message under an 8 MiB limit: the record fits or is cut, never more */
    CHECK(run(vm, "m = 'x' * (6 << 20)\nraise ValueError(m)") == PYEVAL_ERROR);
    pyeval_error err;
    CHECK(pyeval_last_error(vm, &err) == 0 && strcmp(err.type, "ValueError") == 0);
    pyeval_stats st;
    pyeval_get_stats(vm, &st);
    CHECK(st.mem_peak <= cfg.max_memory);
    CHECK(run(vm, "del m") == PYEVAL_OK);

    /* __str__ that loops: the operation limit, recorded as that limit */
    const char *loop =
        "class E(Exception):\n    def __str__(self):\n        while True: pass\n";
    CHECK(run(vm, loop) == PYEVAL_OK);
    CHECK(run(vm, "raise E('x')") == PYEVAL_LIMIT_OPS);
    CHECK(pyeval_last_error(vm, &err) == 0 && err.line == 3);
    CHECK(strstr(err.traceback, "operation limit exceeded") != NULL);
    /* __str__ that allocates: the memory limit holds */
    CHECK(run(vm, "class F(Exception):\n    def __str__(self):\n        l = []\n"
                  "        while True: l.append('y' * 4096)\nraise F()") ==
          PYEVAL_LIMIT_MEMORY);
    CHECK(pyeval_last_error(vm, &err) == 0 && strcmp(err.type, "MemoryError") == 0);
    pyeval_get_stats(vm, &st);
    CHECK(st.mem_peak <= cfg.max_memory);
    out.len = 0;
    out.buf[0] = '\0';
    CHECK(run(vm, "print('alive')") == PYEVAL_OK);
    CHECK(strcmp(out.buf, "alive\n") == 0);
    /* at exit: a __del__ whose exception's __str__ loops */
    CHECK(run(vm, "class C:\n    def __del__(self): raise E('y')\nc = C()") == PYEVAL_OK);
    CHECK(pyeval_finalize(vm) == PYEVAL_LIMIT_OPS);
    CHECK(pyeval_last_error(vm, &err) == 0 && err.line == 3);
    pyeval_free(vm);
}

/* Names made from data (getattr/hasattr/setattr/delattr with fresh names, exec/eval of
 * fresh identifiers, **kwargs keys, a run's own identifiers) are freed once nothing
 * refers to them (docs/architecture.md, "Interned names"). Before, each stayed until
 * pyeval_free: one run filled the memory budget with them and every later run on the
 * VM failed at once with the memory limit. */
static pyeval_vm *names_vm(sink *out, uint64_t max_ops, uint64_t max_memory) {
    pyeval_config cfg;
    pyeval_config_default(&cfg);
    cfg.timeout = 0;
    cfg.max_ops = max_ops;
    cfg.max_memory = max_memory;
    cfg.output = sink_write;
    cfg.output_ud = out;
    return pyeval_new(&cfg);
}

/* A list of 3/4 of the memory still free, then released: the budget is really there. */
static int big_list_fits(pyeval_vm *vm, uint64_t max_memory) {
    pyeval_stats st;
    pyeval_get_stats(vm, &st);
    if (st.mem_current >= max_memory) return 0;
    char src[128];
    snprintf(src, sizeof src, "big = [0] * %llu\ndel big\n",
             (unsigned long long)((max_memory - st.mem_current) / 4 * 3 / 16));
    return run(vm, src) == PYEVAL_OK;
}

static void test_interned_names_reclaimed(void) {
    const uint64_t max_memory = 8u << 20;
    sink out = {0};
    pyeval_vm *vm = names_vm(&out, 2000000, max_memory);
    CHECK(vm != NULL);
    CHECK(run(vm, "class O:\n    pass\no = O()\ndef kw(**k):\n    return len(k)\n") ==
          PYEVAL_OK);
    CHECK(run(vm, "x = 0") == PYEVAL_OK);
    pyeval_stats start, st;
    pyeval_get_stats(vm, &start);
    /* fresh names until a limit stops the run: the operation limit, as they no longer
     * pile up (before: the memory limit, after about 75,000 iterations) */
    CHECK(run(vm, "i = 0\nwhile True:\n    i += 1\n    n = 'n%d' % i\n"
                  "    hasattr(o, n)\n    getattr(o, n, None)\n    setattr(o, n, i)\n"
                  "    delattr(o, n)\n    kw(**{n: 1})\n    if i % 64 == 0:\n"
                  "        exec(n + ' = 1', {})\n        eval(n, {n: 1})\n") ==
          PYEVAL_LIMIT_OPS);
    CHECK(run(vm, "x = 0") == PYEVAL_OK);
    pyeval_get_stats(vm, &st);
    /* the type attribute cache keeps up to 1024 short names alive (~150 KB) */
    CHECK(st.mem_current < start.mem_current + (256u << 10));
    CHECK(big_list_fits(vm, max_memory));

    /* fresh names kept alive (an object's attributes) fill the budget: the memory
     * limit stops the run, the frame's object goes, and its names with it */
    CHECK(run(vm, "def fill():\n    f = O()\n    i = 0\n    while True:\n        i += 1\n"
                  "        setattr(f, 'f%d' % i, None)\nfill()\n") == PYEVAL_LIMIT_MEMORY);
    CHECK(run(vm, "x = 0") == PYEVAL_OK);
    pyeval_get_stats(vm, &st);
    CHECK(st.mem_current < start.mem_current + (256u << 10));
    CHECK(big_list_fits(vm, max_memory));
    pyeval_free(vm);

    /* many runs, each making 100,000 fresh names, and runs whose own source has fresh
     * identifiers: memory stays flat */
    vm = names_vm(&out, 0, 64u << 20);
    CHECK(vm != NULL);
    CHECK(run(vm, "class O:\n    pass\no = O()\nk = 0\n") == PYEVAL_OK);
    CHECK(run(vm, "x = 0") == PYEVAL_OK);
    pyeval_get_stats(vm, &start);
    for (int r = 0; r < 5; r++)
        CHECK(run(vm, "for i in range(100000):\n    k += 1\n    hasattr(o, 'r%d' % k)\n") ==
              PYEVAL_OK);
    for (int r = 0; r < 2000; r++) {
        char src[160];
        snprintf(src, sizeof src, "v%d = o\no.a%d = v%d\ndel o.a%d, v%d\n", r, r, r, r, r);
        CHECK(run(vm, src) == PYEVAL_OK);
    }
    CHECK(run(vm, "x = 0") == PYEVAL_OK);
    pyeval_get_stats(vm, &st);
    CHECK(st.mem_current < start.mem_current + (256u << 10));
    CHECK(st.mem_peak < start.mem_current + (4u << 20));
    pyeval_free(vm);
}

/* A host seed makes unseeded generators repeatable across VMs; distinct seeds and
 * entropy differ; a program's own seed still wins; hash objects are freed with the VM
 * (the counting allocator sees every block back). */
static void test_random_seed(void) {
    static const char prog[] =
        "import random\nprint(random.random(), random.Random().getrandbits(40))\n";
    char first[256] = "";
    /* loop-bound: const: three VMs */
    for (int i = 0; i < 3; i++) {
        sink out = {0};
        pyeval_config cfg;
        pyeval_config_default(&cfg);
        cfg.output = sink_write;
        cfg.output_ud = &out;
        cfg.has_seed = 1;
        cfg.seed = i < 2 ? 42 : 43;
        pyeval_vm *vm = pyeval_new(&cfg);
        CHECK(vm != NULL);
        CHECK(run(vm, prog) == PYEVAL_OK);
        if (i == 0 && out.len < sizeof first) memcpy(first, out.buf, out.len + 1);
        if (i == 1) CHECK(strcmp(first, out.buf) == 0);
        if (i == 2) CHECK(strcmp(first, out.buf) != 0);
        pyeval_free(vm);
    }
    sink out = {0};
    counter cnt = {0};
    pyeval_vm *vm = new_vm(&out, &cnt, 0);
    CHECK(run(vm, "import random, hashlib\nrandom.seed(1)\nprint(random.random())\n"
                  "keep = [hashlib.sha256(b'x'), hashlib.blake2s(b'y'), "
                  "hashlib.shake_128()]\n") == PYEVAL_OK);
    CHECK(strcmp(out.buf, "0.13436424411240122\n") == 0);
    CHECK(strcmp(first, out.buf) != 0);
    pyeval_free(vm);
    CHECK(cnt.live == 0 && cnt.blocks == 0);
}

/* Start-up's objects are immortal and pyeval_free releases only the ones a program
 * changed (eval/gc.h): programs that change them in every way still give every byte
 * back, and what they stored there stays alive and correct until the VM goes. */
static void test_startup_objects_changed(void) {
    static const char *const progs[] = {
        "import builtins\nbuiltins.x = [1]\nprint(x)\n",
        "import builtins\ndel builtins.len\ntry:\n    len\nexcept NameError as e:\n"
        "    print(e)\n",
        "import builtins\nbuiltins.__dict__.clear()\n",
        "print(len(int.__dict__) > 10, (5).bit_length(), 'ab'.upper(), [].copy())\n",
        "import sys\nsys.modules['m'] = [object()]\nsys.modules.pop('sys')\n",
        "import sys\nsys.modules.clear()\n",
        "__name__ += 'x'\ns = 'a' * 3\ns += 'b'\nprint(__name__, s)\n",
        "def f(): f()\ntry:\n    f()\nexcept RecursionError as e:\n"
        "    e.note = [1, 2]\n    keep = e\nprint(type(keep).__name__)\n",
        "class A:\n    def __del__(self): print('del')\na = A()\na.me = a\n",
        "import builtins\nbuiltins.cycle = c = []\nc.append(c)\n"
        "globals()['g'] = {'k': c}\n",
    };
    /* loop-bound: const: the programs above */
    for (size_t i = 0; i < sizeof progs / sizeof progs[0]; i++) {
        sink out = {0};
        counter cnt = {0};
        pyeval_vm *vm = new_vm(&out, &cnt, 0);
        CHECK(vm != NULL);
        CHECK(run(vm, progs[i]) == PYEVAL_OK);
        CHECK(run(vm, "print(sum([1, 2]))") == PYEVAL_OK || i == 2);
        pyeval_free(vm);
        CHECK(cnt.live == 0 && cnt.blocks == 0);
    }
}

int main(void) {
    test_print_and_persist();
    test_error_then_usable();
    test_max_ops();
    test_output_limit();
    test_accounting();
    test_memory_limit();
    test_cycles_collected();
    test_module_lifetime();
    test_interrupt_and_time();
    test_misc_api();
    test_modules_per_vm();
    test_import_policy();
    test_state_survives_limits();
    test_limit_in_finalizers();
    test_report_bounded();
    test_report_limits();
    test_interned_names_reclaimed();
    test_random_seed();
    test_startup_objects_changed();
    return pe_check_summary();
}
