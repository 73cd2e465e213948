/*
 * api_latency.c - the C library's start-up and warm-run latencies (issue 12's speed
 * targets, measured below the Python face): built by `make bench-api`.
 *
 *   new+run   pyeval_new, pyeval_run("1+1"), pyeval_free on a fresh VM each time
 *   warm run  pyeval_run("x=1+1") on one VM that has already run
 *   call      the overhead of one call to a builtin from sandboxed code (a loop of
 *             N calls minus the same loop without them, divided by N): the VM side of
 *             a host tool call. A host function (pyeval_define_function) is timed
 *             too when this build can call one; the stub refuses the call and the
 *             line says so.
 *
 * Each figure is the median of several batches (a loaded machine's outliers land in
 * the slow batches). `--once MODE` runs one MODE a fixed number of times and prints
 * nothing, for callgrind: `valgrind --tool=callgrind build/api_latency --once new`.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "pyeval.h"

#define BATCHES 15

static double now(void) {
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

static int cmp_double(const void *a, const void *b) {
    double x = *(const double *)a, y = *(const double *)b;
    return x < y ? -1 : x > y;
}

static double median(double *v, int n) {
    qsort(v, (size_t)n, sizeof *v, cmp_double);
    return v[n / 2];
}

/* Output goes nowhere: the benchmark measures the library, not the terminal. */
static int sink(void *ud, int stream, const char *data, size_t len) {
    (void)ud;
    (void)stream;
    (void)data;
    (void)len;
    return 0;
}

static pyeval_vm *new_vm(void) {
    pyeval_config cfg;
    pyeval_config_default(&cfg);
    cfg.output = sink;
    cfg.max_host_calls = 0; /* the host-call timing makes 200,000 calls in one run */
    pyeval_vm *vm = pyeval_new(&cfg);
    if (!vm) {
        fprintf(stderr, "api_latency: pyeval_new failed\n");
        exit(1);
    }
    return vm;
}

static void run_ok(pyeval_vm *vm, const char *src) {
    pyeval_status st = pyeval_run(vm, src, strlen(src), "<bench>");
    if (st != PYEVAL_OK) {
        pyeval_error e;
        if (pyeval_last_error(vm, &e) == 0)
            fprintf(stderr, "api_latency: %s: %s: %s\n", src, e.type, e.message);
        exit(1);
    }
}

static void once_new(void) {
    pyeval_vm *vm = new_vm();
    run_ok(vm, "1+1");
    pyeval_free(vm);
}

/* Seconds per new+run+free, the median of BATCHES batches of n. */
static double time_new(int n) {
    double t[BATCHES];
    /* loop-bound: const */
    for (int b = 0; b < BATCHES; b++) {
        double t0 = now();
        for (int i = 0; i < n; i++)
            once_new();
        t[b] = (now() - t0) / n;
    }
    return median(t, BATCHES);
}

/* Seconds per warm run of src on vm, the median of BATCHES batches of n. */
static double time_runs(pyeval_vm *vm, const char *src, int n) {
    double t[BATCHES];
    for (int b = 0; b < BATCHES; b++) {
        double t0 = now();
        for (int i = 0; i < n; i++)
            run_ok(vm, src);
        t[b] = (now() - t0) / n;
    }
    return median(t, BATCHES);
}

/* The per-call overhead of `call` (an expression), from a loop of `iters` calls
 * against the same loop with `pass`: seconds per call. */
static double time_call(pyeval_vm *vm, const char *call, int iters) {
    char with[256], without[256];
    snprintf(with, sizeof with, "for _ in range(%d): %s\n", iters, call);
    snprintf(without, sizeof without, "for _ in range(%d): pass\n", iters);
    double a = time_runs(vm, with, 3), b = time_runs(vm, without, 3);
    return (a - b) / iters;
}

static int host_echo(void *ud, const pyeval_value *args, size_t nargs,
                     const char *const *kwnames, const pyeval_value *kwargs, size_t nkw,
                     pyeval_value *result, const char **exc_type, const char **exc_msg) {
    (void)ud;
    (void)kwnames;
    (void)kwargs;
    (void)nkw;
    (void)exc_type;
    (void)exc_msg;
    if (nargs) {
        *result = args[0];
    } else {
        result->kind = PYEVAL_NONE;
    }
    return 0;
}

/* Whether this build can call a host function (the boundary stub refuses). */
static int host_calls_work(pyeval_vm *vm) {
    if (pyeval_define_function(vm, "tool", host_echo, NULL, 0) < 0) return 0;
    const char *src = "tool(1)";
    return pyeval_run(vm, src, strlen(src), "<bench>") == PYEVAL_OK;
}

static int usage(void) {
    fprintf(stderr, "usage: api_latency [--once new|warm|call N]\n");
    return 2;
}

int main(int argc, char **argv) {
    if (argc == 4 && !strcmp(argv[1], "--once")) {
        int n = atoi(argv[3]);
        if (!strcmp(argv[2], "new")) {
            for (int i = 0; i < n; i++)
                once_new();
        } else if (!strcmp(argv[2], "warm")) {
            pyeval_vm *vm = new_vm();
            run_ok(vm, "x=1+1");
            for (int i = 0; i < n; i++)
                run_ok(vm, "x=1+1");
            pyeval_free(vm);
        } else if (!strcmp(argv[2], "call")) {
            pyeval_vm *vm = new_vm();
            char src[128];
            snprintf(src, sizeof src, "for _ in range(%d): abs(1)\n", n);
            run_ok(vm, src);
            pyeval_free(vm);
        } else {
            return usage();
        }
        return 0;
    }
    if (argc != 1) return usage();
    /* warm the process (page faults, the parser's one-time set-up) */
    for (int i = 0; i < 20; i++)
        once_new();
    double t_new = time_new(200);
    pyeval_vm *vm = new_vm();
    run_ok(vm, "x=1+1");
    double t_warm = time_runs(vm, "x=1+1", 2000);
    double t_call = time_call(vm, "abs(1)", 200000);
    int host = host_calls_work(vm);
    double t_host = host ? time_call(vm, "tool(1)", 200000) : 0;
    pyeval_free(vm);
    printf("new+run(\"1+1\")+free   %8.2f us   (target: <= 35 us for the C library)\n",
           t_new * 1e6);
    printf("warm run(\"x=1+1\")     %8.2f us   (target: <= 5 us)\n", t_warm * 1e6);
    printf("builtin call abs(1)    %8.3f us   (the VM side of a call)\n", t_call * 1e6);
    if (host)
        printf("host call tool(1)      %8.3f us   (target: <= 2 us)\n", t_host * 1e6);
    else
        printf("host call tool(1)      n/a         (this build refuses host calls)\n");
    return 0;
}
