/*
 * test_worker.c - the isolated worker (worker/, docs/worker.md) end to end: programs
 * run through a worker give what they give in-process (status, output, error fields,
 * exit code); tool calls and globals cross the socket; the lockdown is in force (the
 * seccomp mode, no_new_privs, one descriptor, the rlimits); a worker killed with
 * SIGKILL or SIGSEGV mid-run, or by its filter after a forbidden syscall (the test
 * build's hooks), is reported as crashed while the host lives on and the pool replaces
 * it; an interrupt from another thread stops a run; 1,000 sessions through a pool of
 * two; and hostile bytes to the message decoder.
 *
 * The worker binaries are found beside the unit directory: BUILD/unit/test_worker runs
 * BUILD/pyeval-worker and BUILD/pyeval-worker-test.
 */
#include <errno.h>
#include <limits.h>
#include <pthread.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include "pyeval.h"
#include "worker/client.h"
#include "worker/wire.h"

#include "check.h"

static char worker_path[PATH_MAX], test_worker_path[PATH_MAX];

/* Under AddressSanitizer the worker's own null write is caught by ASan's
 * instrumentation, whose report then needs files the filter refuses: the worker still
 * dies, by SIGSYS. */
#if defined(__SANITIZE_ADDRESS__)
#define PE_TEST_SEGV_SIG SIGSYS
#else
#define PE_TEST_SEGV_SIG SIGSEGV
#endif

/* ---- captured output ----------------------------------------------------------------- */

typedef struct sink {
    char data[8192];
    size_t len;
    char tag;
} sink;

static int capture(void *ud, int stream, const char *data, size_t len) {
    sink *s = ud;
    char tag = stream == 1 ? 'o' : 'e';
    /* a tag where the stream changes: how writes are split is not compared */
    if (s->len + len + 1 < sizeof s->data) {
        if (s->tag != tag) s->data[s->len++] = tag;
        s->tag = tag;
        memcpy(s->data + s->len, data, len);
        s->len += len;
    }
    return 0;
}

/* ---- in-process against the worker ----------------------------------------------------
 */

typedef struct outcome {
    int status, exit_code, has_error;
    char type[64], message[256], traceback[2048];
    sink out;
} outcome;

static void keep_error(outcome *o, int has, const pyeval_error *e) {
    o->has_error = has;
    if (!has) return;
    snprintf(o->type, sizeof o->type, "%s", e->type);
    snprintf(o->message, sizeof o->message, "%s", e->message);
    snprintf(o->traceback, sizeof o->traceback, "%s", e->traceback);
}

static void test_config(pyeval_config *cfg) {
    pyeval_config_default(cfg);
    cfg->max_ops = 2000000;
    cfg->max_memory = 64u << 20;
    cfg->timeout = 10;
    cfg->max_output = 4096;
    cfg->has_seed = 1;
    cfg->seed = 7;
    cfg->has_fixed_time = 1;
    cfg->fixed_time = 1.7e9;
}

static void run_inproc(const char *src, outcome *o) {
    memset(o, 0, sizeof *o);
    pyeval_config cfg;
    test_config(&cfg);
    cfg.output = capture;
    cfg.output_ud = &o->out;
    pyeval_vm *vm = pyeval_new(&cfg);
    o->status = pyeval_run(vm, src, strlen(src), "<string>");
    o->exit_code = o->status == PYEVAL_EXIT ? pyeval_exit_code(vm) : 0;
    pyeval_error e;
    keep_error(o, o->status != PYEVAL_OK && pyeval_last_error(vm, &e) == 0, &e);
    pyeval_free(vm);
}

static void run_worker(pe_worker_session *s, const char *src, outcome *o) {
    memset(o, 0, sizeof *o);
    pe_worker_session_set_output(s, capture, &o->out);
    o->status = pe_worker_session_run(s, src, strlen(src), "<string>", 0);
    o->exit_code = o->status == PYEVAL_EXIT ? pe_worker_session_exit_code(s) : 0;
    pyeval_error e;
    keep_error(o, o->status != PYEVAL_OK && pe_worker_session_last_error(s, &e) == 0, &e);
}

static int same(const outcome *a, const outcome *b) {
    return a->status == b->status && a->exit_code == b->exit_code &&
           a->has_error == b->has_error && strcmp(a->type, b->type) == 0 &&
           strcmp(a->message, b->message) == 0 && strcmp(a->traceback, b->traceback) == 0 &&
           a->out.len == b->out.len && memcmp(a->out.data, b->out.data, a->out.len) == 0;
}

static const char *programs[] = {
    "print('hello')\n",
    "x = [i * i for i in range(10)]\nprint(sum(x), x[-1])\n",
    "import sys\nprint('err', file=sys.stderr)\nprint('out')\n",
    "1 / 0\n",
    "def f(n):\n    return f(n + 1)\nf(0)\n",
    "while True:\n    pass\n",
    "print('x' * 10000)\n",
    "raise SystemExit(3)\n",
    "import math, re, json\nprint(math.pi, re.sub('a', 'b', 'banana'), json.dumps({'a': "
    "[1]}))\n",
    "import random\nprint(random.random(), random.randint(1, 100))\n",
    "import time\nprint(type(time.time()).__name__, time.monotonic() > 0)\n",
    "class A:\n    def __init__(self):\n        self.v = 5\nprint(A().v)\n",
    "def g():\n    yield from range(3)\nprint(list(g()))\n",
    "x = (\n",
    /* in a function: a global holding the memory would starve the next programs */
    "def grow():\n    s = []\n    while True:\n        s.append('x' * 100000)\ngrow()\n",
    "import os\nprint(os.getcwd())\n",
    "open('/etc/passwd').read()\n",
    "print(undefined_name)\n",
};

static void test_differential(void) {
    pyeval_config cfg;
    test_config(&cfg);
    pe_worker_session *s = pe_worker_session_new(worker_path, &cfg);
    CHECK(s != NULL);
    if (!s) return;
    for (size_t i = 0; i < sizeof programs / sizeof programs[0]; i++) {
        outcome a, b;
        run_inproc(programs[i], &a);
        run_worker(s, programs[i], &b);
        int ok = same(&a, &b);
        CHECK(ok);
        if (!ok)
            fprintf(stderr, "program %zu: in-process %d %s, worker %d %s (%s)\n", i,
                    a.status, a.type, b.status, b.type, pe_worker_session_crash_reason(s));
    }
    /* globals persist between runs of one session */
    outcome o;
    run_worker(s, "kept = 41\n", &o);
    run_worker(s, "print(kept + 1)\n", &o);
    CHECK(o.status == PYEVAL_OK && o.out.len == 4 && memcmp(o.out.data, "o42\n", 4) == 0);
    pe_worker_session_free(s);
}

/* ---- tool calls, globals and files: the same answers as in-process ------------------- */

static int tool_add(void *ud, const pyeval_value *args, size_t nargs,
                    const char *const *kwnames, const pyeval_value *kwargs, size_t nkw,
                    pyeval_value *result, const char **exc_type, const char **exc_msg) {
    (void)ud, (void)kwnames, (void)kwargs, (void)nkw;
    if (nargs != 2 || args[0].kind != PYEVAL_INT || args[1].kind != PYEVAL_INT) {
        *exc_type = "TypeError";
        *exc_msg = "add takes two ints";
        return -1;
    }
    result->kind = PYEVAL_INT;
    result->u.i = args[0].u.i + args[1].u.i;
    return 0;
}

static const char tool_prog[] = "try:\n"
                                "    print(add(2, 3))\n"
                                "    add('a', 1)\n"
                                "except Exception as e:\n"
                                "    print(type(e).__name__, e)\n";

static void test_tools_and_globals(void) {
    pyeval_config cfg;
    test_config(&cfg);
    sink a = {0}, b = {0};
    cfg.output = capture;
    cfg.output_ud = &a;
    pyeval_vm *vm = pyeval_new(&cfg);
    int d1 = pyeval_define_function(vm, "add", tool_add, NULL, 0);
    int r1 = pyeval_run(vm, tool_prog, strlen(tool_prog), "<string>");
    pyeval_value v = {.kind = PYEVAL_INT, .u.i = 9}, *g1 = NULL, *g2 = NULL;
    int s1 = pyeval_set_global(vm, "nine", &v);
    int q1 = pyeval_get_global(vm, "nine", &g1);
    int w1 = pyeval_fs_write(vm, "/data/a.txt", "abc", 3);

    pe_worker_session *s = pe_worker_session_new(worker_path, &cfg);
    CHECK(s != NULL);
    if (!s) return;
    pe_worker_session_set_output(s, capture, &b);
    CHECK(pe_worker_session_define(s, "add", tool_add, NULL, 0) == d1);
    CHECK(pe_worker_session_run(s, tool_prog, strlen(tool_prog), "<string>", 0) == r1);
    CHECK(a.len == b.len && memcmp(a.data, b.data, a.len) == 0);
    CHECK(pe_worker_session_set_global(s, "nine", &v) == s1);
    CHECK(pe_worker_session_get_global(s, "nine", &g2) == q1);
    CHECK((g1 == NULL) == (g2 == NULL));
    if (g1 && g2) CHECK(g1->kind == g2->kind && g1->u.i == g2->u.i);
    CHECK(pe_worker_session_fs_write(s, "/data/a.txt", "abc", 3) == w1);
    /* mounts are refused in isolated mode */
    pyeval_error e;
    CHECK(pe_worker_session_mount(s, "/tmp", "/mnt", PYEVAL_MOUNT_RO) == -1);
    CHECK(pe_worker_session_last_error(s, &e) == 0 && strcmp(e.type, "ValueError") == 0);
    CHECK(!pe_worker_session_crashed(s));
    pyeval_value_free(vm, g1);
    pe_worker_value_free(g2);
    pe_worker_session_free(s);
    pyeval_free(vm);
}

/* ---- values both ways: the same trees as in-process -------------------------------------
 */

static int val_eq(const pyeval_value *a, const pyeval_value *b) {
    if (a->kind != b->kind) return 0;
    size_t n;
    switch (a->kind) {
    case PYEVAL_NONE: return 1;
    case PYEVAL_BOOL: return !a->u.b == !b->u.b;
    case PYEVAL_INT: return a->u.i == b->u.i;
    case PYEVAL_FLOAT: return memcmp(&a->u.f, &b->u.f, sizeof a->u.f) == 0;
    case PYEVAL_COMPLEX: return a->u.c.re == b->u.c.re && a->u.c.im == b->u.c.im;
    case PYEVAL_STR:
    case PYEVAL_BYTES:
    case PYEVAL_BYTEARRAY:
    case PYEVAL_BIGINT:
        return a->u.str.len == b->u.str.len &&
               memcmp(a->u.str.data, b->u.str.data, a->u.str.len) == 0;
    case PYEVAL_LIST:
    case PYEVAL_TUPLE:
    case PYEVAL_SET:
    case PYEVAL_FROZENSET:
    case PYEVAL_DICT:
        if (a->u.seq.len != b->u.seq.len) return 0;
        n = a->kind == PYEVAL_DICT ? 2 * a->u.seq.len : a->u.seq.len;
        for (size_t i = 0; i < n; i++)
            if (!val_eq(&a->u.seq.items[i], &b->u.seq.items[i])) return 0;
        return 1;
    case PYEVAL_HANDLE: return a->u.handle.ptr == b->u.handle.ptr;
    case PYEVAL_OBJECT:
        return strcmp(a->u.obj.type, b->u.obj.type) == 0 &&
               !a->u.obj.name == !b->u.obj.name &&
               (!a->u.obj.name || strcmp(a->u.obj.name, b->u.obj.name) == 0) &&
               val_eq(a->u.obj.fields, b->u.obj.fields);
    case PYEVAL_OPAQUE:
        return strcmp(a->u.opaque.type_name, b->u.opaque.type_name) == 0 &&
               a->u.opaque.repr_len == b->u.opaque.repr_len &&
               memcmp(a->u.opaque.repr, b->u.opaque.repr, a->u.opaque.repr_len) == 0;
    }
    return 0;
}

/* echo(*args, **kwargs) returns [list(args), dict(kwargs)]: every kind goes both ways */
static int tool_echo(void *ud, const pyeval_value *args, size_t nargs,
                     const char *const *kwnames, const pyeval_value *kwargs, size_t nkw,
                     pyeval_value *result, const char **exc_type, const char **exc_msg) {
    (void)ud, (void)exc_type, (void)exc_msg;
    static pyeval_value items[2], kw[32], strs[16];
    if (nkw > 16) nkw = 16;
    items[0] = (pyeval_value){.kind = PYEVAL_LIST, .u.seq = {(pyeval_value *)args, nargs}};
    for (size_t i = 0; i < nkw; i++) {
        strs[i] =
            (pyeval_value){.kind = PYEVAL_STR, .u.str = {kwnames[i], strlen(kwnames[i])}};
        kw[2 * i] = strs[i];
        kw[2 * i + 1] = kwargs[i];
    }
    items[1] = (pyeval_value){.kind = PYEVAL_DICT, .u.seq = {kw, nkw}};
    *result = (pyeval_value){.kind = PYEVAL_LIST, .u.seq = {items, 2}};
    return 0;
}

typedef struct counts {
    int retains, releases;
} counts;
static void count_retain(void *ud, void *ptr) {
    (void)ptr;
    ((counts *)ud)->retains++;
}
static void count_release(void *ud, void *ptr) {
    (void)ptr;
    ((counts *)ud)->releases++;
}

static int lookup_fn(void *ud, const char *name, size_t len, pyeval_value *out,
                     const char **exc_type, const char **exc_msg) {
    if (len == 5 && memcmp(name, "magic", 5) == 0) {
        *out = (pyeval_value){.kind = PYEVAL_INT, .u.i = 42};
        return 1;
    }
    if (len == 6 && memcmp(name, "lazyfn", 6) == 0) {
        /* defines the name and asks for the load to be retried */
        pe_worker_session *s = ud;
        int r = s ? pe_worker_session_define(s, "lazyfn", tool_echo, NULL, 0) : 0;
        return r == 0 ? 2 : -1;
    }
    if (len == 4 && memcmp(name, "boom", 4) == 0) {
        *exc_type = "KeyError";
        *exc_msg = "no boom here";
        return -1;
    }
    return 0;
}

static const char value_prog[] =
    "r = echo(1, -2**70, 2.5, 'sé', b'\\x00b', bytearray(b'z'), 3+4j, None, True,\n"
    "         (1, [2, {3: 4}]), {'k': frozenset({1})}, x={1, 2}, h=h)\n"
    "print(r[0][:3], r[1]['x'], r[0][9])\n"
    "print(magic + 1)\n"
    "try:\n"
    "    boom\n"
    "except KeyError as e:\n"
    "    print('lookup raised', e)\n"
    "print(lazyfn(7))\n"
    "r\n";

static void test_values(void) {
    pyeval_config cfg;
    test_config(&cfg);
    int marker = 0;
    pyeval_value h = {.kind = PYEVAL_HANDLE, .u.handle = {&marker, "<host thing>", 12}};
    counts ca = {0, 0}, cb = {0, 0};
    pyeval_handle_ops oa = {count_retain, count_release, &ca},
                      ob = {count_retain, count_release, &cb};
    /* in-process */
    sink a = {0}, b = {0};
    cfg.output = capture;
    cfg.output_ud = &a;
    pyeval_vm *vm = pyeval_new(&cfg);
    pyeval_set_handle_ops(vm, &oa);
    pyeval_define_function(vm, "echo", tool_echo, NULL, 0);
    pyeval_define_function(vm, "lazyfn", tool_echo, NULL, 0); /* what the lookup does */
    pyeval_del_global(vm, "lazyfn");
    pyeval_set_lookup(vm, lookup_fn, NULL);
    pyeval_set_global(vm, "h", &h);
    int ra = pyeval_run_ex(vm, value_prog, strlen(value_prog), "<string>",
                           PYEVAL_RUN_LAST_VALUE);
    pyeval_value *la = NULL, *ga = NULL, *lga = NULL;
    pyeval_last_value(vm, &la);
    pyeval_get_global(vm, "r", &ga);
    pyeval_list_globals(vm, &lga);
    /* the worker */
    pe_worker_session *s = pe_worker_session_new(worker_path, &cfg);
    CHECK(s != NULL);
    if (!s) return;
    pe_worker_session_set_output(s, capture, &b);
    pe_worker_session_set_handle_ops(s, &ob);
    CHECK(pe_worker_session_define(s, "echo", tool_echo, NULL, 0) == 0);
    CHECK(pe_worker_session_set_lookup(s, lookup_fn, s) == 0);
    CHECK(pe_worker_session_set_global(s, "h", &h) == 0);
    int rb = pe_worker_session_run(s, value_prog, strlen(value_prog), "<string>",
                                   PYEVAL_RUN_LAST_VALUE);
    CHECK(ra == PYEVAL_OK && rb == ra);
    CHECK(a.len == b.len && memcmp(a.data, b.data, a.len) == 0);
    if (a.len != b.len || memcmp(a.data, b.data, a.len))
        fprintf(stderr, "in-process:\n%.*s\nworker:\n%.*s\n", (int)a.len, a.data,
                (int)b.len, b.data);
    pyeval_value *lb = NULL, *gb = NULL, *lgb = NULL;
    CHECK(pe_worker_session_last_value(s, &lb) == 0 && la && lb && val_eq(la, lb));
    CHECK(pe_worker_session_get_global(s, "r", &gb) == 1 && ga && gb && val_eq(ga, gb));
    CHECK(pe_worker_session_list_globals(s, &lgb) == 0 && lga && lgb && val_eq(lga, lgb));
    /* the handle came back as the same host pointer */
    CHECK(gb && gb->kind == PYEVAL_LIST && gb->u.seq.items[1].kind == PYEVAL_DICT);
    CHECK(pe_worker_session_del_global(s, "r") == 1);
    CHECK(pe_worker_session_del_global(s, "r") == 0);
    /* a final answer ends the run; its value crosses */
    const char fin[] = "final_answer({'done': [1, 2]})\nprint('not reached')\n";
    pyeval_define_function(vm, "final_answer", NULL, NULL, PYEVAL_FN_FINAL);
    CHECK(pe_worker_session_define(s, "final_answer", NULL, NULL, PYEVAL_FN_FINAL) == 0);
    int fa = pyeval_run(vm, fin, strlen(fin), "<string>");
    int fb = pe_worker_session_run(s, fin, strlen(fin), "<string>", 0);
    CHECK(fa == PYEVAL_FINAL && fb == fa);
    pyeval_value *va = NULL, *vb = NULL;
    CHECK(pyeval_final_value(vm, &va) == 0);
    CHECK(pe_worker_session_final_value(s, &vb) == 0 && va && vb && val_eq(va, vb));
    /* the host-call limit */
    const char many[] = "for i in range(100):\n    echo(i)\n";
    pe_worker_session_free(s);
    pyeval_value_free(vm, la);
    pyeval_value_free(vm, ga);
    pyeval_value_free(vm, lga);
    pyeval_value_free(vm, va);
    pyeval_free(vm);
    pe_worker_value_free(lb);
    pe_worker_value_free(gb);
    pe_worker_value_free(lgb);
    pe_worker_value_free(vb);
    /* each host pointer was retained once by the session and released by its end */
    CHECK(cb.retains == 1 && cb.releases == 1);
    cfg.max_host_calls = 10;
    vm = pyeval_new(&cfg);
    s = pe_worker_session_new(worker_path, &cfg);
    CHECK(s != NULL);
    if (!s) return;
    pyeval_define_function(vm, "echo", tool_echo, NULL, 0);
    pe_worker_session_define(s, "echo", tool_echo, NULL, 0);
    outcome x, y;
    memset(&x, 0, sizeof x);
    x.status = pyeval_run(vm, many, strlen(many), "<string>");
    run_worker(s, many, &y);
    CHECK(x.status == PYEVAL_LIMIT_HOST_CALLS && y.status == x.status);
    pe_worker_session_free(s);
    pyeval_free(vm);
}

/* ---- the lockdown, seen from outside ----------------------------------------------------
 */

/* The value of a "Key:" line of /proc/PID/status, or -1. */
static long proc_status(pid_t pid, const char *key) {
    char path[64], line[256];
    snprintf(path, sizeof path, "/proc/%d/status", (int)pid);
    FILE *f = fopen(path, "r");
    if (!f) return -1;
    long v = -1;
    size_t k = strlen(key);
    while (fgets(line, sizeof line, f))
        if (strncmp(line, key, k) == 0 && line[k] == ':')
            v = strtol(line + k + 1, NULL, 10);
    fclose(f);
    return v;
}

static int count_fds(pid_t pid) {
    char cmd[96];
    snprintf(cmd, sizeof cmd, "ls /proc/%d/fd 2>/dev/null | wc -l", (int)pid);
    FILE *p = popen(cmd, "r");
    if (!p) return -1;
    int n = -1;
    if (fscanf(p, "%d", &n) != 1) n = -1;
    pclose(p);
    return n;
}

static void test_lockdown(void) {
    pyeval_config cfg;
    test_config(&cfg);
    pe_worker_session *s = pe_worker_session_new(worker_path, &cfg);
    CHECK(s != NULL);
    if (!s) return;
    pid_t pid = pe_worker_session_pid(s);
    CHECK(proc_status(pid, "Seccomp") == 2);
    CHECK(proc_status(pid, "NoNewPrivs") == 1);
    CHECK(count_fds(pid) == 1);
    outcome o;
    run_worker(s, "print(1)\n", &o);
    CHECK(o.status == PYEVAL_OK);
    pe_worker_session_free(s);
}

/* ---- crashes --------------------------------------------------------------------------
 */

typedef struct killer {
    pe_worker_session *s;
    int sig; /* 0: interrupt instead */
} killer;

static void *kill_later(void *arg) {
    killer *k = arg;
    struct timespec ts = {0, 150 * 1000000};
    nanosleep(&ts, NULL);
    if (k->sig)
        kill(pe_worker_session_pid(k->s), k->sig);
    else
        pe_worker_session_interrupt(k->s);
    return NULL;
}

/* Runs an endless loop while another thread sends sig; returns the run's result. */
static int run_and_signal(pe_worker_session *s, int sig) {
    killer k = {s, sig};
    pthread_t th;
    pthread_create(&th, NULL, kill_later, &k);
    const char *src = "while True:\n    pass\n";
    int st = pe_worker_session_run(s, src, strlen(src), "<string>", 0);
    pthread_join(th, NULL);
    return st;
}

static int crashed_with(pe_worker_session *s, int sig) {
    char want[48];
    snprintf(want, sizeof want, "worker killed by signal %d", sig);
    const char *r = pe_worker_session_crash_reason(s);
    if (!r || strcmp(r, want) != 0) {
        fprintf(stderr, "crash reason %s, wanted %s\n", r ? r : "(none)", want);
        return 0;
    }
    return 1;
}

static void test_crashes(void) {
    pyeval_config cfg;
    test_config(&cfg);
    cfg.max_ops = 0; /* the endless loops run until the signal */
    pe_worker_pool *pool = pe_worker_pool_new(test_worker_path, 2, &cfg);
    CHECK(pool != NULL);
    if (!pool) return;
    static const int sigs[] = {SIGKILL, SIGSEGV};
    for (int i = 0; i < 2; i++) {
        pe_worker_session *s = pe_worker_pool_take(pool);
        CHECK(s != NULL);
        if (!s) continue;
        CHECK(run_and_signal(s, sigs[i]) == PE_WORKER_CRASHED);
        CHECK(crashed_with(s, sigs[i]));
        /* every later call says the same */
        CHECK(pe_worker_session_run(s, "1", 1, "<string>", 0) == PE_WORKER_CRASHED);
        pe_worker_session_free(s);
    }
    /* the hooks: a segfault inside the worker, and forbidden syscalls (SIGSYS) */
    static const struct {
        const char *word;
        int sig;
    } hooks[] = {{"segv", PE_TEST_SEGV_SIG},
                 {"open", SIGSYS},
                 {"execve", SIGSYS},
                 {"socket", SIGSYS},
                 {"recvpeek", SIGSYS}};
    for (size_t i = 0; i < sizeof hooks / sizeof hooks[0]; i++) {
        pe_worker_session *s = pe_worker_pool_take(pool);
        CHECK(s != NULL);
        if (!s) continue;
        char src[96];
        snprintf(src, sizeof src, "print('before')\nprint('PE_WORKER_TEST:%s')\n",
                 hooks[i].word);
        CHECK(pe_worker_session_run(s, src, strlen(src), "<string>", 0) ==
              PE_WORKER_CRASHED);
        CHECK(crashed_with(s, hooks[i].sig));
        pe_worker_session_free(s);
    }
    /* a compromised worker's messages: refused before the host allocates for them */
    static const char *const hostile[] = {"items", "flood"};
    for (size_t i = 0; i < 2; i++) {
        pe_worker_session *s = pe_worker_pool_take(pool);
        CHECK(s != NULL);
        if (!s) continue;
        char src[64];
        snprintf(src, sizeof src, "print('PE_WORKER_TEST:%s')\n", hostile[i]);
        CHECK(pe_worker_session_run(s, src, strlen(src), "<string>", 0) ==
              PE_WORKER_CRASHED);
        pe_worker_session_free(s);
    }
    /* the pool still serves */
    pe_worker_session *s = pe_worker_pool_take(pool);
    CHECK(s != NULL);
    if (s) {
        outcome o;
        run_worker(s, "print('alive')\n", &o);
        CHECK(o.status == PYEVAL_OK && strcmp(o.out.data, "oalive\n") == 0);
        /* an interrupt stops a run and leaves the session usable */
        CHECK(run_and_signal(s, 0) == PYEVAL_INTERRUPTED);
        run_worker(s, "print('again')\n", &o);
        CHECK(o.status == PYEVAL_OK);
        pe_worker_session_free(s);
    }
    pe_worker_pool_free(pool);
}

/* A worker that stops answering (SIGSTOP) is killed after the run's timeout plus the
 * grace period; a path that is not a worker gives no session. */
static void test_silent_and_missing(void) {
    pyeval_config cfg;
    test_config(&cfg);
    cfg.timeout = 0.5;
    pe_worker_session *s = pe_worker_session_new(worker_path, &cfg);
    CHECK(s != NULL);
    if (s) {
        /* SIGSTOP takes effect when a thread of the worker handles it, which may be
         * after a run had time to finish: wait until the whole worker has stopped */
        pid_t pid = pe_worker_session_pid(s);
        int wst = 0;
        kill(pid, SIGSTOP);
        CHECK(waitpid(pid, &wst, WUNTRACED) == pid && WIFSTOPPED(wst));
        int st = pe_worker_session_run(s, "1", 1, "<string>", 0);
        const char *r = pe_worker_session_crash_reason(s);
        CHECK(st == PE_WORKER_CRASHED && r && strstr(r, "deadline"));
        if (st != PE_WORKER_CRASHED || !r || !strstr(r, "deadline"))
            fprintf(stderr, "stopped worker: status %d, %s\n", st, r ? r : "(none)");
        pe_worker_session_free(s);
    }
    CHECK(pe_worker_session_new("/nonexistent/pyeval-worker", &cfg) == NULL);
    CHECK(pe_worker_pool_new("/nonexistent/pyeval-worker", 2, &cfg) == NULL);
}

/* ---- many sessions through a small pool ------------------------------------------------
 */

static void test_pool_thousand(void) {
    pyeval_config cfg;
    test_config(&cfg);
    pe_worker_pool *pool = pe_worker_pool_new(worker_path, 2, &cfg);
    CHECK(pool != NULL);
    if (!pool) return;
    int good = 0;
    for (int i = 0; i < 1000; i++) {
        pe_worker_session *s = pe_worker_pool_take(pool);
        if (!s) continue;
        char src[64];
        snprintf(src, sizeof src, "print(%d * 2)\n", i);
        sink out = {0};
        pe_worker_session_set_output(s, capture, &out);
        char want[32];
        int n = snprintf(want, sizeof want, "o%d\n", i * 2);
        if (pe_worker_session_run(s, src, strlen(src), "<string>", 0) == PYEVAL_OK &&
            out.len == (size_t)n && memcmp(out.data, want, (size_t)n) == 0)
            good++;
        pe_worker_session_free(s);
    }
    CHECK(good == 1000);
    /* a freed session's worker is killed at once and reaped by a later call: its pid
     * goes away (a zombie would still answer kill(pid, 0)) */
    pe_worker_session *s = pe_worker_pool_take(pool);
    CHECK(s != NULL);
    pid_t pid = s ? pe_worker_session_pid(s) : 0;
    pe_worker_session_free(s);
    int gone = 0;
    for (int i = 0; pid > 0 && i < 200 && !gone; i++) { /* loop-bound: 2 s */
        struct timespec ts = {0, 10000000};
        nanosleep(&ts, NULL);
        pe_worker_session_free(pe_worker_pool_take(pool));
        gone = kill(pid, 0) < 0 && errno == ESRCH;
    }
    CHECK(gone);
    pe_worker_pool_free(pool);
}

/* ---- hostile bytes to the decoder ------------------------------------------------------
 */

static uint64_t rng = 88172645463325252ull;
static uint64_t next_rand(void) {
    rng ^= rng << 13;
    rng ^= rng >> 7;
    rng ^= rng << 17;
    return rng;
}

static int any_handle(void *ud, uint64_t id, void **ptr) {
    (void)ud;
    *ptr = (void *)(uintptr_t)id;
    return id ? 0 : -1;
}

static void test_decoder(void) {
    /* a valid tree, then every truncation and many random corruptions of it */
    pyeval_value items[4] = {
        {.kind = PYEVAL_STR, .u.str = {"key", 3}},
        {.kind = PYEVAL_FLOAT, .u.f = 1.5},
        {.kind = PYEVAL_BIGINT, .u.str = {"-123456789012345678901", 22}},
        {.kind = PYEVAL_NONE}};
    pyeval_value dict = {.kind = PYEVAL_DICT, .u.seq = {items, 2}};
    pyeval_value list = {.kind = PYEVAL_LIST, .u.seq = {&dict, 1}};
    pe_wire_out o = {0};
    pe_wire_begin(&o, PE_MSG_SET_GLOBAL);
    pe_wire_put_value(&o, &list);
    CHECK(pe_wire_finish(&o) == 0);
    const uint8_t *body = o.data + 5;
    size_t blen = o.len - 5;
    pe_wire_in in;
    pyeval_value v;
    pe_wire_in_init(&in, body, blen);
    CHECK(pe_wire_get_value(&in, &v) == 0 && pe_wire_done(&in) == 0);
    CHECK(v.kind == PYEVAL_LIST && v.u.seq.len == 1 &&
          v.u.seq.items[0].kind == PYEVAL_DICT);
    pe_wire_value_clear(&v);
    int bad = 0;
    for (size_t cut = 0; cut < blen; cut++) {
        pe_wire_in_init(&in, body, cut);
        if (pe_wire_get_value(&in, &v) == 0) bad++;
    }
    CHECK(bad == 0);
    uint8_t buf[256];
    for (int round = 0; round < 20000; round++) {
        size_t n = blen < sizeof buf ? blen : sizeof buf;
        memcpy(buf, body, n);
        for (int k = 0; k < 3; k++)
            buf[next_rand() % n] = (uint8_t)next_rand();
        if (round % 4 == 0)
            for (size_t k = 0; k < n; k++)
                buf[k] = (uint8_t)next_rand();
        pe_wire_in_init(&in, buf, n);
        in.handle_ptr = any_handle;
        if (pe_wire_get_value(&in, &v) == 0) pe_wire_value_clear(&v);
    }
    /* huge counts are refused before any allocation; deep nesting stops at the bound */
    uint8_t huge[] = {PYEVAL_LIST, 0xff, 0xff, 0xff, 0xff, PYEVAL_NONE};
    pe_wire_in_init(&in, huge, sizeof huge);
    CHECK(pe_wire_get_value(&in, &v) == -1);
    static uint8_t deep[5 * 1000];
    for (int i = 0; i < 1000; i++) {
        deep[5 * i] = PYEVAL_LIST;
        deep[5 * i + 1] = 1;
    }
    pe_wire_in_init(&in, deep, sizeof deep);
    CHECK(pe_wire_get_value(&in, &v) == -1);
    pe_wire_out_free(&o);
}

/* A worker sent garbage exits; the host sees a crash, not a hang. */
static void test_garbage_to_worker(void) {
    pyeval_config cfg;
    test_config(&cfg);
    pe_worker_session *s = pe_worker_session_new(worker_path, &cfg);
    CHECK(s != NULL);
    if (!s) return;
    /* a RUN message with a length field past the end of its body */
    uint8_t msg[] = {6, 0, 0, 0, PE_MSG_RUN, 0xff, 0xff, 0, 0, 'x'};
    CHECK(write(pe_worker_session_fd(s), msg, sizeof msg) == (ssize_t)sizeof msg);
    CHECK(pe_worker_session_run(s, "1", 1, "<string>", 0) == PE_WORKER_CRASHED);
    const char *r = pe_worker_session_crash_reason(s);
    CHECK(r && strstr(r, "status 70"));
    pe_worker_session_free(s);
}

int main(int argc, char **argv) {
    (void)argc;
    char dir[PATH_MAX - 32];
    snprintf(dir, sizeof dir, "%s", argv[0]);
    char *slash = strrchr(dir, '/');
    if (slash)
        *slash = 0;
    else
        snprintf(dir, sizeof dir, ".");
    snprintf(worker_path, sizeof worker_path, "%s/../pyeval-worker", dir);
    /* in a sanitizer build, a worker's SIGSEGV must end it as the signal itself: ASan's
     * report would need files the seccomp filter refuses (SIGSYS instead) */
    static char asan_opts[512];
    const char *old = getenv("ASAN_OPTIONS");
    snprintf(asan_opts, sizeof asan_opts, "%s%shandle_segv=0", old ? old : "",
             old && *old ? ":" : "");
    setenv("ASAN_OPTIONS", asan_opts, 1);
    snprintf(test_worker_path, sizeof test_worker_path, "%s/../pyeval-worker-test", dir);
    test_decoder();
    test_differential();
    test_tools_and_globals();
    test_values();
    test_lockdown();
    test_crashes();
    test_garbage_to_worker();
    test_silent_and_missing();
    test_pool_thousand();
    return pe_check_summary();
}
