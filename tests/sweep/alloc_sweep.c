/*
 * alloc_sweep.c - the allocation-failure sweep (issue 4, "Hardening").
 *
 * For each program given on the command line:
 *   1. a reference run on a fresh VM counts the allocations the run makes (K) and
 *      records its status, error type and output;
 *   2. for N in 1..K (or a stride over it), a fresh VM whose N-th allocation of the run
 *      fails, in each mode asked for:
 *        all   allocation N and every later one fail (pe_mem.fail_at),
 *        once  only allocation N fails (pe_mem.fail_once): code continues after it,
 *        limit as all, but as refusals by the memory limit (pe_mem.fail_limit): the
 *              uncatchable limit error, which skips handlers and finally blocks;
 *   3. every case must end cleanly: status OK with the reference output (a swallowed
 *      failure shows as a difference), or ERROR with a MemoryError (or the reference's
 *      own error), or a limit other than time. Then, with failures off, a second program
 *      on the same VM must succeed (the VM's state survives: modules whose import
 *      failed, caches, the error record), no tracked object the run created may
 *      outlive the globals and modules (a leaked reference), and after pyeval_free
 *      every byte must be back with the host's allocator (a leak).
 * A crash, an abort (PE_DEBUG assertions), a sanitizer report or a case that runs past
 * the hang guard stops the sweep with the case's name on stderr; every other failure
 * is printed and counted. The last stdout line is `alloc-sweep: N passed, N failed`.
 *
 * What the sweep cannot reach: tree-sitter's and libtommath's own allocations use the
 * C library allocator (docs/architecture.md, builtins/int.h), so parsing itself and
 * the digit storage inside one libtommath call are not failed here; the AST arena,
 * lowering and everything else are.
 */
#include <pthread.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/time.h>
#include <time.h>
#include <unistd.h>

#include "builtins/dict.h"
#include "builtins/type.h"
#include "eval/gc.h"
#include "eval/vm.h"
#include "pyeval.h"

#if defined(__SANITIZE_ADDRESS__)
#define SWEEP_SAN 1
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
#define SWEEP_SAN 1
#endif
#endif
#ifdef SWEEP_SAN
#include <sanitizer/common_interface_defs.h>
#endif

/* ---- the host side: a counting allocator and an output buffer ------------------------ */

typedef struct counter {
    long long live;   /* bytes currently allocated through the hook */
    uint64_t grows;   /* calls that allocate or grow a block */
    uint64_t fail_at; /* the host fails grow number fail_at (and later, unless once) */
    int fail_once;
    /* refuse pyeval_new's arena chunk (uncounted), so that start-up takes the ordinary
     * path and each of its small blocks is a failure point of its own (core/mem.h) */
    int no_chunk;
} counter;

static void *count_alloc(void *ud, void *ptr, size_t osize, size_t nsize) {
    counter *c = ud;
    if (c->no_chunk && !ptr && nsize == PE_MEM_BOOT_CHUNK) return NULL;
    if (nsize > osize || !ptr) {
        c->grows++;
        if (c->fail_at && (c->fail_once ? c->grows == c->fail_at : c->grows >= c->fail_at))
            return NULL;
    }
    if (nsize == 0) {
        if (ptr) c->live -= (long long)osize;
        free(ptr); // raw-alloc-ok: this program is the host's allocator
        return NULL;
    }
    void *p = realloc(ptr, nsize); // raw-alloc-ok
    if (p) c->live += (long long)nsize - (long long)(ptr ? osize : 0);
    return p;
}

typedef struct sink {
    char *buf;
    size_t len, cap;
} sink;

static int sink_write(void *ud, int stream, const char *data, size_t len) {
    sink *s = ud;
    if (stream != 1) return 0; /* tracebacks and warnings: not compared */
    if (s->len + len + 1 > s->cap) {
        size_t ncap = s->cap ? s->cap * 2 : 4096;
        while (ncap < s->len + len + 1)
            ncap *= 2;
        char *nb = realloc(s->buf, ncap); // raw-alloc-ok: host side
        if (!nb) return -1;
        s->buf = nb;
        s->cap = ncap;
    }
    memcpy(s->buf + s->len, data, len);
    s->len += len;
    s->buf[s->len] = '\0';
    return 0;
}

/* ---- the hang guard and crash reporting ---------------------------------------------- */

static pyeval_vm *volatile current_vm;
static char current_case[512];
static volatile sig_atomic_t alarms;
static unsigned case_seconds = 10;

static void say(const char *s) {
    ssize_t r = write(2, s, strlen(s));
    (void)r;
}

/* The hang guard counts the process's CPU time, not the wall clock, so that a loaded
 * or stalled machine is not taken for a hang. 0 disarms it. */
static void guard(unsigned seconds) {
    struct itimerval it = {{0, 0}, {seconds, 0}};
    setitimer(ITIMER_PROF, &it, NULL);
}

/* First expiry: interrupt the run (an ordinary poll ends it). Second: the run polls
 * nothing any more, a real hang in C: report and stop. */
static void on_alarm(int sig) {
    (void)sig;
    if (alarms++ == 0 && current_vm) {
        pyeval_interrupt(current_vm);
        guard(case_seconds);
        return;
    }
    say("alloc_sweep: HANG (no poll for the hang guard) in ");
    say(current_case);
    say("\n");
    _exit(3);
}

static void on_death(void) {
    say("alloc_sweep: died in ");
    say(current_case);
    say("\n");
}

static void on_fatal(int sig) {
    on_death();
    signal(sig, SIG_DFL);
    raise(sig);
}

/* ---- one run ------------------------------------------------------------------------- */

typedef struct outcome {
    pyeval_status st;
    char type[64];
    char *out; /* owned */
    size_t outlen;
    uint64_t nallocs; /* allocations the run made */
} outcome;

/* The program run after each case, with failures off: the modules, builtin types,
 * classes and exceptions must all still work. */
static const char post_src[] =
    "import math, copy, string, sys, typing, keyword, __future__\n"
    "import bisect, hashlib, heapq, hmac, random, secrets\n"
    "class _P:\n"
    "    def __init__(self, v): self.v = v\n"
    "    def __repr__(self): return f'_P({self.v})'\n"
    "try:\n"
    "    {}['k']\n"
    "except KeyError as e:\n"
    "    _e = repr(e)\n"
    "_l = sorted([_P(3).v, 2, 1]) + list(range(3))\n"
    "print(math.sqrt(16), copy.deepcopy({'a': [1]}), string.digits, sys.maxsize > 0,\n"
    "      typing.Any, keyword.iskeyword('if'), _P(1), _e, _l, 'x'.join('ab'),\n"
    "      {1, 2} | {3}, 2 ** 70, 1.5 + 2j, b'ab' + b'c', eval('1+1'), f'{7:03}')\n";
static char post_want[1024];

static pyeval_vm *new_vm(counter *cnt, sink *out) {
    pyeval_config cfg;
    pyeval_config_default(&cfg);
    cfg.alloc = count_alloc;
    cfg.alloc_ud = cnt;
    cfg.output = sink_write;
    cfg.output_ud = out;
    cfg.max_memory = 0; /* failures come from the sweep, not the limit */
    cfg.timeout = 0;    /* the hang guard counts CPU time instead */
    return pyeval_new(&cfg);
}

/* With --stack, every run happens on a thread with that small a stack, so that deep
 * Python recursion continues on stack segments from pe_mem (docs/architecture.md) and
 * their allocations are swept too. */
static size_t stack_kb;

typedef struct run_args {
    pyeval_vm *vm;
    const char *src, *name;
    size_t len;
    pyeval_status st;
} run_args;

static void *run_thread(void *p) {
    run_args *a = p;
#ifndef SWEEP_SAN
    /* so that a stack overflow still names the case (the sanitizers have their own) */
    static _Thread_local char alt[64 * 1024];
    stack_t ss = {.ss_sp = alt, .ss_size = sizeof alt};
    sigaltstack(&ss, NULL);
#endif
    a->st = pyeval_run(a->vm, a->src, a->len, a->name);
    return NULL;
}

static pyeval_status run_on_stack(pyeval_vm *vm, const char *src, size_t len,
                                  const char *name) {
    if (!stack_kb) return pyeval_run(vm, src, len, name);
    run_args a = {vm, src, name, len, PYEVAL_OK};
    pthread_attr_t attr;
    pthread_t th;
    if (pthread_attr_init(&attr) || pthread_attr_setstacksize(&attr, stack_kb * 1024) ||
        pthread_create(&th, &attr, run_thread, &a) || pthread_join(th, NULL)) {
        fprintf(stderr, "alloc_sweep: cannot run on a %zu KiB thread\n", stack_kb);
        exit(2);
    }
    pthread_attr_destroy(&attr);
    return a.st;
}

static void run_one(pyeval_vm *vm, const char *src, size_t len, const char *name, sink *out,
                    outcome *o) {
    out->len = 0;
    if (out->buf) out->buf[0] = '\0';
    uint64_t before = vm->mem.nallocs;
    current_vm = vm;
    alarms = 0;
    guard(case_seconds);
    o->st = run_on_stack(vm, src, len, name);
    guard(0);
    current_vm = NULL;
    o->nallocs = vm->mem.nallocs - before;
    o->type[0] = '\0';
    pyeval_error e;
    if (o->st != PYEVAL_OK && pyeval_last_error(vm, &e) == 0)
        snprintf(o->type, sizeof o->type, "%s", e.type);
    o->out = malloc(out->len + 1); // raw-alloc-ok: host side
    memcpy(o->out, out->buf ? out->buf : "", out->len + 1);
    o->outlen = out->len;
}

/* Tracked objects left once the globals, sys.modules and the ASTs' constants are
 * released and cycles are collected: the VM's own (types, builtins, preallocated
 * exceptions) plus whatever a leaked reference keeps alive. Only pyeval_free may follow
 * (the ASTs' constants are gone). */
static size_t residue(pyeval_vm *vm) {
    /* builtin and exception types fill their dicts and make their __mro__ and
     * __bases__ on first use (builtins/type.h): make them all, so the count does not
     * depend on which types the programs touched */
    for (int k = 0; k < PE_TYPE__COUNT; k++)
        if (pe_type_fill(vm, vm->types[k]) < 0 || pe_type_mro_ready(vm, vm->types[k]) < 0)
            pe_err_clear(vm);
    for (int k = 0; k < PE_EXC__COUNT; k++)
        if (pe_type_fill(vm, vm->exc_types[k]) < 0 ||
            pe_type_mro_ready(vm, vm->exc_types[k]) < 0)
            pe_err_clear(vm);
    pe_dict_clear(vm, vm->globals);
    pe_dict_clear(vm, vm->modules);
    for (size_t i = 0; i < vm->nconsts; i++)
        pe_clear(vm, &vm->consts[i]);
    pe_gc_collect(vm);
    if (getenv("SWEEP_DUMP")) /* debugging a residue: the tracked objects, newest first */
        fprintf(stderr, "--- residue of %s\n", current_case);
    if (getenv("SWEEP_DUMP"))
        for (pe_obj *o = vm->gc_objects; o; o = o->gc_next)
            fprintf(stderr, "  residue: %s rc=%u\n", o->type ? o->type->name : "?", o->rc);
    return vm->gc_count;
}

/* ---- the sweep ----------------------------------------------------------------------- */

static int passed, failed, quiet;
/* The residue of a VM that ran only <post>: sealed (start-up's objects immortal and
 * not counted, eval/gc.h) or not (no arena chunk: they are tracked and counted, and
 * those a program drops are freed). */
static size_t base_residue, base_residue_unsealed;

typedef struct tally {
    unsigned long cases, ok, memerr, same_err, norecord, limit;
} tally;

static void fail_case(const char *what, const char *detail) {
    failed++;
    printf("FAIL %s: %s%s%s\n", current_case, what, detail ? ": " : "",
           detail ? detail : "");
    fflush(stdout);
}

enum { MODE_ALL, MODE_ONCE, MODE_LIMIT };
static const char *const mode_names[] = {"all", "once", "limit"};

/* 1 when the counting allocator got every byte back; otherwise reports `what`. */
static int all_bytes_back(const counter *cnt, const char *what) {
    if (cnt->live == 0) return 1;
    char detail[64];
    snprintf(detail, sizeof detail, "%lld bytes", cnt->live);
    fail_case(what, detail);
    return 0;
}

/* After a run on vm: the post program must work (state survives) and no tracked object
 * may be left beyond a clean VM's. 1 when both hold; otherwise each failure is reported
 * (`what` names a failed post program) and 0 returned. */
static int vm_still_works(pyeval_vm *vm, sink *out, const char *what) {
    int good = 1;
    char detail[256];
    outcome p;
    run_one(vm, post_src, sizeof post_src - 1, "<post>", out, &p);
    if (p.st != PYEVAL_OK || strcmp(p.out, post_want) != 0) {
        snprintf(detail, sizeof detail, "status %s %s, output %.120s",
                 pyeval_status_name(p.st), p.type, p.out);
        fail_case(what, detail);
        good = 0;
    }
    free(p.out); // raw-alloc-ok
    size_t want = vm->boot_len ? base_residue : base_residue_unsealed;
    size_t res = residue(vm);
    if (res != want) {
        snprintf(detail, sizeof detail, "%zu tracked objects left, %zu expected", res,
                 want);
        fail_case("leaked reference", detail);
        good = 0;
    }
    return good;
}

/* One case: a fresh VM whose run fails at allocation n (MODE_ALL: n and later;
 * MODE_ONCE: only n; MODE_LIMIT: n and later, as refusals by the memory limit). Returns
 * 1 when the failure point lies past the run's last allocation. */
static int sweep_case(const char *src, size_t len, const char *name, const outcome *ref,
                      uint64_t n, int mode, tally *t) {
    snprintf(current_case, sizeof current_case, "%s mode=%s N=%llu", name, mode_names[mode],
             (unsigned long long)n);
    counter cnt = {0};
    sink out = {0};
    pyeval_vm *vm = new_vm(&cnt, &out);
    if (!vm) {
        fail_case("pyeval_new failed", NULL);
        return 1;
    }
    vm->mem.fail_at = vm->mem.nallocs + n;
    vm->mem.fail_once = mode == MODE_ONCE;
    vm->mem.fail_limit = mode == MODE_LIMIT;
    outcome o;
    run_one(vm, src, len, name, &out, &o);
    int beyond = vm->mem.nallocs < vm->mem.fail_at;
    vm->mem.fail_at = 0;
    vm->mem.fail_once = 0;
    vm->mem.fail_limit = 0;
    t->cases++;
    int good = 1;
    char detail[256];
    /* An error's output is not compared: handlers, finally blocks and __exit__ methods
     * legitimately print differently once a MemoryError passes through them. */
    if (o.st == PYEVAL_OK && ref->st == PYEVAL_OK) {
        if (o.outlen != ref->outlen || memcmp(o.out, ref->out, o.outlen) != 0) {
            size_t at = 0;
            while (at < o.outlen && at < ref->outlen && o.out[at] == ref->out[at])
                at++;
            size_t from = at > 60 ? at - 60 : 0;
            snprintf(detail, sizeof detail, "...%.*s<HERE>%.60s", (int)(at - from),
                     o.out + from, o.out + at);
            for (char *q = detail; *q; q++)
                if (*q == '\n') *q = '|';
            fail_case("status OK but the output differs from the reference run", detail);
            good = 0;
        } else {
            t->ok++;
        }
    } else if (o.st == PYEVAL_ERROR && mode == MODE_LIMIT &&
               strcmp(o.type, "MemoryError") == 0) {
        fail_case("a catchable MemoryError where the memory limit was hit", NULL);
        good = 0;
    } else if (o.st == PYEVAL_ERROR) {
        if (strcmp(o.type, "MemoryError") == 0) {
            t->memerr++;
        } else if (ref->st == PYEVAL_ERROR && strcmp(o.type, ref->type) == 0) {
            t->same_err++;
        } else if (o.type[0] == '\0') {
            t->norecord++; /* recording the error itself ran out of memory */
        } else {
            snprintf(detail, sizeof detail, "%s (reference: %s)", o.type,
                     ref->st == PYEVAL_OK ? "OK" : ref->type);
            fail_case("wrong exception", detail);
            good = 0;
        }
    } else if (o.st == PYEVAL_LIMIT_TIME || o.st == PYEVAL_INTERRUPTED) {
        fail_case("hang guard interrupted the run", pyeval_status_name(o.st));
        good = 0;
    } else if (o.st >= PYEVAL_LIMIT_OPS && o.st <= PYEVAL_LIMIT_SOURCE) {
        t->limit++;
    } else {
        snprintf(detail, sizeof detail, "status %s, error %s (reference: %s %s)",
                 pyeval_status_name(o.st), o.type, pyeval_status_name(ref->st), ref->type);
        fail_case("wrong outcome", detail);
        good = 0;
    }
    free(o.out); // raw-alloc-ok
    /* state survives: a second program on the same VM */
    if (!vm_still_works(vm, &out, "the second program failed")) good = 0;
    pyeval_free(vm);
    free(out.buf); // raw-alloc-ok
    if (!all_bytes_back(&cnt, "memory not returned after pyeval_free")) good = 0;
    if (good) passed++;
    return beyond;
}

/* The hook's blocks in a pyeval_new whose arena chunk is refused; sets
 * base_residue_unsealed from the same VM. */
static uint64_t startup_blocks(void) {
    counter cnt = {0};
    cnt.no_chunk = 1;
    sink out = {0};
    pyeval_vm *vm = new_vm(&cnt, &out);
    if (!vm) {
        fprintf(stderr, "alloc_sweep: pyeval_new fails without its arena chunk\n");
        exit(2);
    }
    uint64_t n = cnt.grows;
    outcome p;
    run_one(vm, post_src, sizeof post_src - 1, "<post>", &out, &p);
    free(p.out); // raw-alloc-ok
    base_residue_unsealed = residue(vm);
    pyeval_free(vm);
    free(out.buf); // raw-alloc-ok
    return n;
}

/* pyeval_new with the host's allocator failing its n-th block: NULL with every byte
 * back, or (once) a VM that works. */
static void sweep_new(uint64_t n, int mode, int no_chunk, tally *t) {
    snprintf(current_case, sizeof current_case, "pyeval_new mode=%s%s N=%llu",
             mode_names[mode], no_chunk ? " no-arena" : "", (unsigned long long)n);
    counter cnt = {0};
    cnt.fail_at = n;
    cnt.fail_once = mode == MODE_ONCE;
    cnt.no_chunk = no_chunk;
    sink out = {0};
    pyeval_vm *vm = new_vm(&cnt, &out);
    cnt.fail_at = 0;
    cnt.no_chunk = 0;
    t->cases++;
    int good = 1;
    if (vm) {
        t->ok++;
        if (!vm_still_works(vm, &out, "pyeval_new succeeded but the VM does not work"))
            good = 0;
        pyeval_free(vm);
    } else {
        t->memerr++;
    }
    free(out.buf); // raw-alloc-ok
    if (!all_bytes_back(&cnt, "memory not returned")) good = 0;
    if (good) passed++;
}

static char *read_file(const char *path, size_t *len) {
    FILE *f = fopen(path, "rb");
    if (!f) return NULL;
    size_t cap = 1 << 16, n = 0;
    char *buf = malloc(cap); // raw-alloc-ok: host side
    size_t r;
    while ((r = fread(buf + n, 1, cap - n, f)) > 0) {
        n += r;
        if (n == cap) buf = realloc(buf, cap *= 2); // raw-alloc-ok
    }
    fclose(f);
    *len = n;
    return buf;
}

static void usage(void) {
    fprintf(
        stderr,
        "usage: alloc_sweep [--mode all,once,limit] [--stride S] [--full F] [--from N]\n"
        "                   [--max N] [--seconds T] [--new] [--stack KB] [--quiet]\n"
        "                   PROGRAM.py...\n"
        "  --new also sweeps pyeval_new itself, through the host's allocator;\n"
        "  --stack runs every program on a thread with a KB KiB stack\n"
        "  every N in 1..F, then every S-th N up to the run's allocation count\n"
        "  (default: every N); --from N starts at N, --max N stops at N\n");
    exit(2);
}

int main(int argc, char **argv) {
    const char *mode = "all,once,limit";
    unsigned long long stride = 1, full = 0, max = 0, from = 1;
    int i = 1, sweep_vm_new = 0;
    for (; i < argc && argv[i][0] == '-'; i++) {
        if (!strcmp(argv[i], "--mode") && i + 1 < argc)
            mode = argv[++i];
        else if (!strcmp(argv[i], "--stride") && i + 1 < argc)
            stride = strtoull(argv[++i], 0, 10);
        else if (!strcmp(argv[i], "--full") && i + 1 < argc)
            full = strtoull(argv[++i], 0, 10);
        else if (!strcmp(argv[i], "--max") && i + 1 < argc)
            max = strtoull(argv[++i], 0, 10);
        else if (!strcmp(argv[i], "--from") && i + 1 < argc)
            from = strtoull(argv[++i], 0, 10);
        else if (!strcmp(argv[i], "--seconds") && i + 1 < argc)
            case_seconds = (unsigned)strtoul(argv[++i], 0, 10);
        else if (!strcmp(argv[i], "--quiet"))
            quiet = 1;
        else if (!strcmp(argv[i], "--new"))
            sweep_vm_new = 1;
        else if (!strcmp(argv[i], "--stack") && i + 1 < argc)
            stack_kb = (size_t)strtoul(argv[++i], 0, 10);
        else
            usage();
    }
    if ((i == argc && !sweep_vm_new) || stride == 0) usage();
    int modes[3], nmodes = 0;
    for (const char *m = mode; *m;) {
        size_t k = strcspn(m, ",");
        int found = 0;
        for (int j = 0; j < 3; j++)
            if (strlen(mode_names[j]) == k && !strncmp(m, mode_names[j], k)) {
                modes[nmodes++] = j;
                found = 1;
            }
        if (!found || nmodes > 3) usage();
        m += k + (m[k] == ',');
    }
    if (!nmodes) usage();

    signal(SIGPROF, on_alarm);
    signal(SIGABRT, on_fatal);
#ifdef SWEEP_SAN
    __sanitizer_set_death_callback(on_death);
#else
    struct sigaction sa = {0};
    sa.sa_handler = on_fatal;
    sa.sa_flags = SA_ONSTACK;
    sigaction(SIGSEGV, &sa, NULL);
    sigaction(SIGBUS, &sa, NULL);
    sigaction(SIGFPE, &sa, NULL);
#endif

    /* the second program's expected output and the VM's own residue, from a VM that
     * ran nothing else */
    {
        snprintf(current_case, sizeof current_case, "reference run of <post>");
        counter cnt = {0};
        sink out = {0};
        pyeval_vm *vm = new_vm(&cnt, &out);
        uint64_t startup = cnt.grows;
        outcome p;
        run_one(vm, post_src, sizeof post_src - 1, "<post>", &out, &p);
        if (p.st != PYEVAL_OK || p.outlen >= sizeof post_want) {
            fprintf(stderr, "alloc_sweep: the second program fails on its own\n");
            return 2;
        }
        memcpy(post_want, p.out, p.outlen + 1);
        free(p.out); // raw-alloc-ok
        base_residue = residue(vm);
        pyeval_free(vm);
        free(out.buf); // raw-alloc-ok
        /* a failed chunk leaves an unsealed VM in the arena pass too */
        uint64_t nochunk_blocks = sweep_vm_new ? startup_blocks() : 0;
        /* loop-bound: two passes: with the start-up arena, and without it */
        for (int no_chunk = 0; sweep_vm_new && no_chunk < 2; no_chunk++) {
            uint64_t blocks = no_chunk ? nochunk_blocks : startup;
            for (int m = 0; m < nmodes; m++) {
                if (modes[m] == MODE_LIMIT) continue; /* start-up is not limited */
                tally t = {0};
                uint64_t last = blocks;
                if (max && last > max) last = max;
                for (uint64_t n = from; n <= last; n += (n < full ? 1 : stride))
                    sweep_new(n, modes[m], no_chunk, &t);
                if (!quiet || failed)
                    printf("pyeval_new%s: mode %s, %llu allocations, %lu cases: %lu ok, "
                           "%lu NULL\n",
                           no_chunk ? " (no arena)" : "", mode_names[modes[m]],
                           (unsigned long long)blocks, t.cases, t.ok, t.memerr);
            }
        }
    }

    for (; i < argc; i++) {
        const char *name = argv[i];
        size_t len;
        char *src = read_file(name, &len);
        if (!src) {
            fprintf(stderr, "alloc_sweep: cannot read %s\n", name);
            return 2;
        }
        /* the reference run, followed by the same checks as every case */
        snprintf(current_case, sizeof current_case, "%s reference run", name);
        counter cnt = {0};
        sink out = {0};
        pyeval_vm *vm = new_vm(&cnt, &out);
        outcome ref;
        run_one(vm, src, len, name, &out, &ref);
        outcome p;
        run_one(vm, post_src, sizeof post_src - 1, "<post>", &out, &p);
        size_t res = residue(vm);
        pyeval_free(vm);
        free(out.buf); // raw-alloc-ok
        if (p.st != PYEVAL_OK || strcmp(p.out, post_want) != 0 || res != base_residue ||
            cnt.live != 0 || (ref.st != PYEVAL_OK && ref.st != PYEVAL_ERROR)) {
            fprintf(stderr,
                    "alloc_sweep: %s: the reference run is not clean (status %s, second "
                    "program %s, residue %zu of %zu, %lld bytes left)\n",
                    name, pyeval_status_name(ref.st), pyeval_status_name(p.st), res,
                    base_residue, cnt.live);
            return 2;
        }
        free(p.out); // raw-alloc-ok
        time_t t0 = time(NULL);
        for (int m = 0; m < nmodes; m++) {
            tally t = {0};
            uint64_t last = ref.nallocs;
            if (max && last > max) last = max;
            for (uint64_t n = from; n <= last; n += (n < full ? 1 : stride))
                if (sweep_case(src, len, name, &ref, n, modes[m], &t)) break;
            if (!quiet || failed)
                printf("%s: mode %s, %llu allocations, %lu cases: %lu ok, %lu MemoryError, "
                       "%lu its own error, %lu unrecorded error, %lu limit\n",
                       name, mode_names[modes[m]], (unsigned long long)ref.nallocs, t.cases,
                       t.ok, t.memerr, t.same_err, t.norecord, t.limit);
        }
        if (!quiet)
            printf("%s: reference run %s%s%s, %lds\n", name, pyeval_status_name(ref.st),
                   ref.type[0] ? " " : "", ref.type, (long)(time(NULL) - t0));
        fflush(stdout);
        free(ref.out); // raw-alloc-ok
        free(src);     // raw-alloc-ok
    }
    printf("alloc-sweep: %d passed, %d failed\n", passed, failed);
    return failed ? 1 : 0;
}
