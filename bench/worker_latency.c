/*
 * worker_latency.c - how long a call through an isolated worker takes (not a test).
 *
 *   bench_worker WORKER              the latency table (docs/worker.md quotes it)
 *   bench_worker WORKER --run F...   runs each program F through a worker of a pool and
 *                                    in-process, and reports any difference of status
 *                                    or output and any worker that died (a syscall the
 *                                    seccomp filter lacks shows up here as signal 31)
 *
 * Measured, each as the median and mean of many calls:
 *   in-process   pyeval_run of a one-line program on a warm VM
 *   warm call    pe_worker_session_run of the same line on a session already taken
 *                (one message each way plus the run: what Interpreter(isolated=True)
 *                .run costs after the first call)
 *   take+run     pe_worker_pool_take, the run, pe_worker_session_free, back to back:
 *                one-shot isolated runs from a pool of 2 (the free kills the used
 *                worker; the pool's thread starts its replacement), which drains the
 *                pool, so this measures the workers' start-up throughput
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "pyeval.h"
#include "worker/client.h"

static double now_us(void) {
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return ts.tv_sec * 1e6 + ts.tv_nsec / 1e3;
}

static int cmp_double(const void *a, const void *b) {
    double x = *(const double *)a, y = *(const double *)b;
    return x < y ? -1 : x > y;
}

static void report(const char *what, double *t, int n) {
    double sum = 0;
    for (int i = 0; i < n; i++)
        sum += t[i];
    qsort(t, (size_t)n, sizeof *t, cmp_double);
    printf("%-34s median %8.1f us   mean %8.1f us   p90 %8.1f us   (%d calls)\n", what,
           t[n / 2], sum / n, t[n * 9 / 10], n);
}

static int discard(void *ud, int stream, const char *data, size_t len) {
    (void)ud, (void)stream, (void)data, (void)len;
    return 0;
}

static const char line[] = "x = 1 + 1";

static void bench(const char *path) {
    enum { N = 2000, M = 300 };
    static double t[N];
    pyeval_config cfg;
    pyeval_config_default(&cfg);
    cfg.output = discard;
    pyeval_vm *vm = pyeval_new(&cfg);
    for (int i = 0; i < N; i++) {
        double t0 = now_us();
        pyeval_run(vm, line, sizeof line - 1, "<string>");
        t[i] = now_us() - t0;
    }
    report("in-process pyeval_run", t, N);
    pyeval_free(vm);

    pe_worker_pool *pool = pe_worker_pool_new(path, 2, &cfg);
    if (!pool) {
        fprintf(stderr, "cannot start workers from %s\n", path);
        exit(1);
    }
    pe_worker_session *s = pe_worker_pool_take(pool);
    for (int i = 0; i < N && s; i++) {
        double t0 = now_us();
        if (pe_worker_session_run(s, line, sizeof line - 1, "<string>", 0) != PYEVAL_OK) {
            fprintf(stderr, "worker run failed\n");
            exit(1);
        }
        t[i] = now_us() - t0;
    }
    report("warm isolated call (run)", t, N);
    pe_worker_session_free(s);

    for (int i = 0; i < M; i++) {
        double t0 = now_us();
        s = pe_worker_pool_take(pool);
        if (!s ||
            pe_worker_session_run(s, line, sizeof line - 1, "<string>", 0) != PYEVAL_OK) {
            fprintf(stderr, "pooled run failed\n");
            exit(1);
        }
        pe_worker_session_free(s);
        t[i] = now_us() - t0;
    }
    report("pool take + run + free", t, M);
    pe_worker_pool_free(pool);
    printf("Monty's quoted warm call: 80 us\n");
}

/* ---- --run: programs through a worker and in-process ---------------------------- */

typedef struct buf {
    char *data;
    size_t len, cap;
} buf;

static int collect(void *ud, int stream, const char *data, size_t len) {
    buf *b = ud;
    (void)stream;
    if (b->len + len > b->cap) {
        size_t ncap = (b->len + len) * 2;
        char *nd =
            realloc(b->data, ncap); // raw-alloc-ok: host-side bench buffer, not VM memory
        if (!nd) return -1;
        b->data = nd;
        b->cap = ncap;
    }
    memcpy(b->data + b->len, data, len);
    b->len += len;
    return 0;
}

static char *read_file(const char *path, size_t *len) {
    FILE *f = fopen(path, "rb");
    if (!f) return NULL;
    fseek(f, 0, SEEK_END);
    long n = ftell(f);
    fseek(f, 0, SEEK_SET);
    char *d = malloc((size_t)n + 1); // raw-alloc-ok: host-side bench input
    if (d && fread(d, 1, (size_t)n, f) != (size_t)n) {
        free(d);
        d = NULL;
    }
    fclose(f);
    *len = (size_t)n;
    return d;
}

static int run_files(const char *path, int n, char **files) {
    pyeval_config cfg;
    pyeval_config_default(&cfg);
    cfg.has_seed = 1;
    cfg.seed = 1;
    pe_worker_pool *pool = pe_worker_pool_new(path, 2, &cfg);
    if (!pool) return 1;
    int bad = 0;
    for (int i = 0; i < n; i++) {
        size_t len;
        char *src = read_file(files[i], &len);
        if (!src) continue;
        buf a = {0}, b = {0};
        cfg.output = collect;
        cfg.output_ud = &a;
        pyeval_vm *vm = pyeval_new(&cfg);
        int sa = pyeval_run(vm, src, len, files[i]);
        pyeval_free(vm);
        pe_worker_session *s = pe_worker_pool_take(pool);
        int sb = PE_WORKER_CRASHED;
        if (s) {
            pe_worker_session_set_output(s, collect, &b);
            sb = pe_worker_session_run(s, src, len, files[i], 0);
        }
        if (sb == PE_WORKER_CRASHED) {
            printf("CRASH %s: %s\n", files[i], s ? pe_worker_session_crash_reason(s) : "");
            bad++;
        } else if (sa != sb || a.len != b.len || (a.len && memcmp(a.data, b.data, a.len))) {
            /* time-dependent programs differ between any two runs: listed, not fatal */
            printf("DIFF  %s: status %d / %d, output %zu / %zu bytes\n", files[i], sa, sb,
                   a.len, b.len);
        }
        pe_worker_session_free(s);
        free(a.data);
        free(b.data);
        free(src);
    }
    pe_worker_pool_free(pool);
    printf("%d programs, %d worker crashes\n", n, bad);
    return bad ? 1 : 0;
}

int main(int argc, char **argv) {
    if (argc < 2) {
        fprintf(stderr, "usage: bench_worker WORKER [--run FILE...]\n");
        return 2;
    }
    if (argc > 2 && strcmp(argv[2], "--run") == 0)
        return run_files(argv[1], argc - 3, argv + 3);
    bench(argv[1]);
    return 0;
}
