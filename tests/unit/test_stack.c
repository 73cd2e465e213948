/*
 * test_stack.c - an embedder may run pyeval on a thread with a small C stack. Deep
 * source nesting and deep Python recursion must then end with a clean error (the
 * C-stack guard, core/stack.h), never a crash, and the VM must stay usable.
 */
#include <pthread.h>
#include <stdlib.h>
#include <string.h>

#include "check.h"
#include "pyeval.h"

typedef struct {
    const char *src;
    uint32_t max_depth;
    pyeval_status st;
    char type[64];
    int after_ok; /* a following small run succeeded */
} job;

static int sink(void *ud, int stream, const char *data, size_t len) {
    (void)ud, (void)stream, (void)data, (void)len;
    return 0;
}

static void *run_job(void *arg) {
    job *j = arg;
    pyeval_config cfg;
    pyeval_config_default(&cfg);
    cfg.max_depth = j->max_depth;
    cfg.output = sink;
    pyeval_vm *vm = pyeval_new(&cfg);
    if (!vm) return NULL;
    j->st = pyeval_run(vm, j->src, strlen(j->src), "<test>");
    pyeval_error err;
    if (pyeval_last_error(vm, &err) == 0 && err.type)
        snprintf(j->type, sizeof j->type, "%s", err.type);
    j->after_ok = pyeval_run(vm, "x = 1 + 1", 9, "<test>") == PYEVAL_OK;
    pyeval_free(vm);
    return NULL;
}

/* Runs the job on a thread whose stack is `stack` bytes. */
static void on_small_stack(job *j, size_t stack) {
    pthread_attr_t attr;
    pthread_t t;
    pthread_attr_init(&attr);
    pthread_attr_setstacksize(&attr, stack);
    CHECK(pthread_create(&t, &attr, run_job, j) == 0);
    pthread_join(t, NULL);
    pthread_attr_destroy(&attr);
}

static char *repeat(const char *prefix, const char *unit, int n, const char *suffix) {
    size_t pl = strlen(prefix), ul = strlen(unit), sl = strlen(suffix);
    char *s = malloc(pl + ul * (size_t)n + sl + 1); // raw-alloc-ok: test input
    memcpy(s, prefix, pl);
    for (int i = 0; i < n; i++)
        memcpy(s + pl + ul * (size_t)i, unit, ul);
    memcpy(s + pl + ul * (size_t)n, suffix, sl + 1);
    return s;
}

int main(void) {
    /* 2,900 nested unary minus: under CPython's 3,000-level compiler limit, so only
     * the C-stack guard can stop it on a 512 KiB stack */
    char *deep = repeat("x = ", "-", 2900, "1\n");
    job j1 = {.src = deep, .max_depth = 1000};
    on_small_stack(&j1, 512 * 1024);
    CHECK(j1.st == PYEVAL_ERROR || j1.st == PYEVAL_LIMIT_DEPTH);
    CHECK(j1.st != PYEVAL_ERROR || strcmp(j1.type, "RecursionError") == 0);
    CHECK(j1.after_ok);
    free(deep); // raw-alloc-ok

    /* Python recursion far deeper than the thread's C stack: calls move to C-stack
     * segments (eval/cstack.h), so 20,000 levels succeed on a 512 KiB stack */
    job j2 = {.src = "import sys\nsys.setrecursionlimit(30000)\n"
                     "def f(n):\n    return 0 if n == 0 else 1 + f(n - 1)\n"
                     "assert f(20000) == 20000\n",
              .max_depth = 1000000};
    on_small_stack(&j2, 512 * 1024);
    CHECK(j2.st == PYEVAL_OK);
    CHECK(j2.after_ok);

    /* unbounded recursion with a huge limit ends at the memory limit, cleanly */
    job j2b = {.src = "import sys\nsys.setrecursionlimit(1000000)\n"
                      "def f(n):\n    return f(n + 1)\nf(0)\n",
               .max_depth = 1000000};
    on_small_stack(&j2b, 512 * 1024);
    CHECK(j2b.st == PYEVAL_LIMIT_MEMORY);
    CHECK(j2b.after_ok);

    /* the host's ceiling holds: RecursionError at 500 even after raising the limit */
    job j2c = {.src = "import sys\nsys.setrecursionlimit(100000)\n"
                      "def f(n):\n    return f(n + 1)\nf(0)\n",
               .max_depth = 500};
    on_small_stack(&j2c, 512 * 1024);
    CHECK(j2c.st == PYEVAL_ERROR && strcmp(j2c.type, "RecursionError") == 0);
    CHECK(j2c.after_ok);

    /* deep data: a list nested 100,000 deep, then its repr */
    job j3 = {.src = "x = []\nfor i in range(100000):\n    x = [x]\nr = repr(x)\n",
              .max_depth = 1000};
    on_small_stack(&j3, 512 * 1024);
    CHECK(j3.st == PYEVAL_ERROR || j3.st == PYEVAL_LIMIT_DEPTH);
    CHECK(j3.after_ok);
    return pe_check_summary();
}
