/*
 * main.c - pyeval-worker: one sandboxed session in a locked-down process
 * (docs/worker.md).
 *
 * The host starts it with its end of a socketpair as descriptor PE_WORKER_FD and
 * nothing else it needs. Before reading any code the worker closes every other
 * descriptor, sets its rlimits, reads the session's configuration (NEW, decoded like
 * every message as hostile input), caps address space and CPU time from it, installs
 * the seccomp filter, and only then makes the VM and answers READY. From then on it
 * serves requests one at a time until the host closes the socket; it never serves a
 * second session.
 *
 * The evaluator runs on a thread of its own: glibc finds the main thread's stack
 * bounds (pyeval_run's C-stack guard) by reading /proc/self/maps, which the filter
 * forbids, while a created thread's bounds are known without a file.
 *
 * Built with -DPE_WORKER_TEST_HOOKS (build/pyeval-worker-test only), a program that
 * prints one of the PE_WORKER_TEST:* words makes the worker misbehave on purpose (a
 * forbidden syscall, a SIGSEGV), so tests can watch the lockdown and the host's crash
 * handling work.
 */
#include <errno.h>
#include <malloc.h>
#include <openssl/crypto.h>
#include <openssl/evp.h>
#include <openssl/hmac.h>
#include <openssl/sha.h>
#include <pthread.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <time.h>
#include <unistd.h>

#ifdef PE_WORKER_TEST_HOOKS
#include <fcntl.h>
#include <sys/socket.h>
#endif

#include "pyeval.h"
#include "worker/lockdown.h"
#include "worker/wire.h"

#define PE_WORKER_FD 3
/* Exit codes the host may show when a worker ends on its own. */
#define PE_WORKER_EXIT_PROTOCOL 70 /* the host sent something malformed */
#define PE_WORKER_EXIT_LOCKDOWN 71 /* the lockdown could not be completed */
/* Output is sent in messages of at most this many bytes (and before every tool call,
 * lookup and result, so the order of output and calls is kept). */
#define PE_WORKER_OUT_CHUNK 65536
/* CPU seconds a session may use in all: timeout * this + PE_WORKER_CPU_EXTRA. */
#define PE_WORKER_CPU_RUNS  20
#define PE_WORKER_CPU_EXTRA 60

typedef struct handle_count {
    uint64_t id;
    uint64_t n;
} handle_count;

typedef struct worker {
    int fd;
    pyeval_vm *vm;
    pe_wire_out msg;
    /* buffered output of one stream */
    char *obuf;
    size_t olen;
    int ostream;
    /* the last callback result, kept until the next callback or the run's end (the VM
     * copies it before the callback's caller resumes) */
    uint8_t *cb_buf;
    pyeval_value cb_value;
    /* how many sandbox objects hold each handle id */
    handle_count *handles;
    size_t nhandles, handle_cap;
} worker;

static worker W;
static pyeval_vm *volatile g_vm; /* for the interrupt signal */
/* Interrupts name the run they are for: the host sends SIGUSR1 with sigqueue's value
 * set to the run's number (1, 2, ... in the order of RUN messages). One that arrives
 * before its RUN is read still stops that run (the VM polls on_interrupt_poll), and
 * one that arrives late, for a run already over, stops nothing. */
static volatile sig_atomic_t g_run_seq, g_intr_seq;

static void on_interrupt(int sig, siginfo_t *info, void *uctx) {
    (void)sig, (void)uctx;
    g_intr_seq = info->si_value.sival_int;
    pyeval_vm *vm = g_vm;
    if (vm && g_intr_seq == g_run_seq) pyeval_interrupt(vm);
}

static int on_interrupt_poll(void *ud) {
    (void)ud;
    return g_run_seq != 0 && g_intr_seq == g_run_seq;
}

/* The host is gone or broke the protocol: nothing else to do. */
static _Noreturn void die(int code) {
    _exit(code);
}

static void send_msg(worker *w) {
    if (pe_wire_finish(&w->msg) < 0 || pe_wire_write(w->fd, &w->msg) < 0)
        die(PE_WORKER_EXIT_PROTOCOL);
}

/* ---- output ---------------------------------------------------------------------- */

static void flush_output(worker *w) {
    if (!w->olen) return;
    pe_wire_begin(&w->msg, PE_MSG_OUTPUT);
    pe_wire_put_u8(&w->msg, (uint8_t)w->ostream);
    pe_wire_put_bytes(&w->msg, w->obuf, w->olen);
    w->olen = 0;
    send_msg(w);
}

#ifdef PE_WORKER_TEST_HOOKS
static int has_word(const char *data, size_t len, const char *word) {
    size_t n = strlen(word);
    for (size_t i = 0; i + n <= len; i++) /* loop-bound: the output chunk */
        if (memcmp(data + i, word, n) == 0) return 1;
    return 0;
}

/* A compromised worker, as the host must survive it: a RESULT whose last value is a
 * list of 10 million Nones (10 MB on the wire, 400 MB decoded), more value slots than
 * the session's VM could hold. */
static void hostile_items(void) {
    enum { N = 10000000 };
    pe_wire_out *o = &W.msg;
    pe_wire_begin(o, PE_MSG_RESULT);
    pe_wire_put_u32(o, PYEVAL_OK);
    pe_wire_put_u32(o, 0);
    pe_wire_put_u8(o, 0);
    for (int i = 0; i < 6; i++)
        pe_wire_put_u64(o, 0); /* loop-bound: the stats */
    pe_wire_put_u8(o, 1);
    pe_wire_put_u8(o, PYEVAL_LIST);
    pe_wire_put_u32(o, N);
    for (int i = 0; i < N; i++)
        pe_wire_put_u8(o, PYEVAL_NONE); /* loop-bound: N */
    pe_wire_put_u8(o, 0);
    send_msg(&W);
}

/* ... and output far past the session's output limit. */
static void hostile_flood(void) {
    static char chunk[1 << 16];
    memset(chunk, 'x', sizeof chunk);
    for (int i = 0; i < 1024; i++) { /* loop-bound: 64 MiB in all */
        pe_wire_begin(&W.msg, PE_MSG_OUTPUT);
        pe_wire_put_u8(&W.msg, 1);
        pe_wire_put_bytes(&W.msg, chunk, sizeof chunk);
        send_msg(&W);
    }
}

/* Each of these must kill the worker after the lockdown. */
static void test_hooks(const char *data, size_t len) {
    if (has_word(data, len, "PE_WORKER_TEST:open")) {
        int fd = open("/etc/passwd", O_RDONLY);
        if (fd >= 0) die(0); /* the filter failed: the host sees a clean exit, not death */
    }
    if (has_word(data, len, "PE_WORKER_TEST:execve")) {
        char *argv[] = {"/bin/true", NULL};
        execve("/bin/true", argv, argv + 1);
    }
    if (has_word(data, len, "PE_WORKER_TEST:socket")) {
        if (socket(AF_INET, SOCK_STREAM, 0) >= 0) die(0);
    }
    if (has_word(data, len, "PE_WORKER_TEST:recvpeek")) {
        /* recvfrom is allowed with MSG_DONTWAIT alone (the transport's poll) */
        char c;
        recv(PE_WORKER_FD, &c, 1, MSG_PEEK | MSG_DONTWAIT);
        die(0);
    }
    if (has_word(data, len, "PE_WORKER_TEST:items")) hostile_items();
    if (has_word(data, len, "PE_WORKER_TEST:flood")) hostile_flood();
    if (has_word(data, len, "PE_WORKER_TEST:segv")) {
        volatile int *p = NULL;
        *p = 1;
    }
}
#endif

static int on_output(void *ud, int stream, const char *data, size_t len) {
    worker *w = ud;
#ifdef PE_WORKER_TEST_HOOKS
    test_hooks(data, len);
#endif
    if (stream != w->ostream) flush_output(w);
    w->ostream = stream;
    while (len) { /* loop-bound: each pass moves one chunk of the write */
        size_t room = PE_WORKER_OUT_CHUNK - w->olen;
        size_t k = len < room ? len : room;
        memcpy(w->obuf + w->olen, data, k);
        w->olen += k;
        data += k;
        len -= k;
        if (w->olen == PE_WORKER_OUT_CHUNK) flush_output(w);
    }
    return 0;
}

/* ---- handles: the host's ids, counted here so the host hears of the last release - */

static int handle_ptr(void *ud, uint64_t id, void **ptr) {
    (void)ud;
    if (!id || id > UINTPTR_MAX) return -1;
    *ptr = (void *)(uintptr_t)id;
    return 0;
}

static uint64_t handle_id(void *ud, void *ptr) {
    (void)ud;
    return (uint64_t)(uintptr_t)ptr;
}

static void on_retain(void *ud, void *ptr) {
    worker *w = ud;
    uint64_t id = (uint64_t)(uintptr_t)ptr;
    for (size_t i = 0; i < w->nhandles; i++) /* loop-bound: live handle ids */
        if (w->handles[i].id == id) {
            w->handles[i].n++;
            return;
        }
    if (w->nhandles == w->handle_cap) {
        size_t ncap = w->handle_cap ? w->handle_cap * 2 : 16;
        handle_count *nh = realloc(w->handles, ncap * sizeof *nh);
        if (!nh) die(PE_WORKER_EXIT_PROTOCOL);
        w->handles = nh;
        w->handle_cap = ncap;
    }
    w->handles[w->nhandles++] = (handle_count){id, 1};
}

static void on_release(void *ud, void *ptr) {
    worker *w = ud;
    uint64_t id = (uint64_t)(uintptr_t)ptr;
    for (size_t i = 0; i < w->nhandles; i++) { /* loop-bound: live handle ids */
        if (w->handles[i].id != id) continue;
        if (--w->handles[i].n) return;
        w->handles[i] = w->handles[--w->nhandles];
        /* a message of its own: msg may be half built by the caller */
        pe_wire_out m = {0};
        pe_wire_begin(&m, PE_MSG_HANDLE_RELEASE);
        pe_wire_put_u64(&m, id);
        if (pe_wire_finish(&m) < 0 || pe_wire_write(w->fd, &m) < 0) die(0);
        pe_wire_out_free(&m);
        return;
    }
}

/* ---- receiving ------------------------------------------------------------------- */

static void clear_cb(worker *w) {
    pe_wire_value_clear(&w->cb_value);
    free(w->cb_buf);
    w->cb_buf = NULL;
}

/* The next message from the host; its body is in *buf (freed by the caller). EOF
 * (the host closed the session) ends the worker. */
static pe_wire_in recv_msg(worker *w, uint8_t **buf, uint8_t *type) {
    long n = pe_wire_recv(w->fd, buf, PE_WIRE_MAX_MSG, -1);
    if (n == 0) die(0);
    if (n < 0) die(PE_WORKER_EXIT_PROTOCOL);
    pe_wire_in in;
    pe_wire_in_init(&in, *buf, (size_t)n);
    in.handle_ptr = handle_ptr;
    pe_wire_get_u8(&in, type);
    return in;
}

static void begin_reply(worker *w, int rc) {
    pe_wire_begin(&w->msg, PE_MSG_REPLY);
    pe_wire_put_u32(&w->msg, (uint32_t)rc);
}

/* Ends a REPLY begun by begin_reply: the optional value and data, and on rc < 0 the
 * VM's last error. */
static void end_reply(worker *w, int rc, const pyeval_value *v, const void *data,
                      size_t len, uint64_t size) {
    pe_wire_put_u8(&w->msg, v ? 1 : 0);
    if (v) pe_wire_put_value(&w->msg, v);
    pe_wire_put_bytes(&w->msg, data, len);
    pe_wire_put_u64(&w->msg, size);
    pyeval_error e;
    int has = rc < 0 && pyeval_last_error(w->vm, &e) == 0;
    pe_wire_put_cstr(&w->msg, has ? e.type : "");
    pe_wire_put_cstr(&w->msg, has ? e.message : "");
    send_msg(w);
}

static void reply(worker *w, int rc) {
    begin_reply(w, rc);
    end_reply(w, rc, NULL, NULL, 0, 0);
}

static int handle_define(worker *w, pe_wire_in *in);

/* Waits for the answer to a callback, serving DEFINE requests (the one VM call a
 * lookup callback may make) on the way. */
static pe_wire_in wait_answer(worker *w, int want, uint8_t **buf) {
    for (;;) { /* loop-bound: each pass consumes one host message */
        uint8_t type = 0;
        pe_wire_in in = recv_msg(w, buf, &type);
        if (type == want) return in;
        if (type != PE_MSG_DEFINE || want != PE_MSG_LOOKUP_RESULT)
            die(PE_WORKER_EXIT_PROTOCOL);
        reply(w, handle_define(w, &in));
        free(*buf);
    }
}

/* Reads "rc 0: value; rc -1: type, message" into the callback's outputs. */
static int read_answer(worker *w, pe_wire_in *in, uint8_t *buf, int32_t rc,
                       pyeval_value *out, const char **exc_type, const char **exc_msg) {
    w->cb_buf = buf;
    if (rc == 1 || (rc == 0 && out == &w->cb_value)) {
        if (pe_wire_get_value(in, &w->cb_value) < 0) die(PE_WORKER_EXIT_PROTOCOL);
    } else if (rc == -1) {
        if (pe_wire_get_cstr(in, exc_type) < 0 || pe_wire_get_cstr(in, exc_msg) < 0)
            die(PE_WORKER_EXIT_PROTOCOL);
    }
    if (pe_wire_done(in) < 0) die(PE_WORKER_EXIT_PROTOCOL);
    return rc;
}

/* ---- callbacks into the host ------------------------------------------------------ */

static int tool_call(void *ud, const pyeval_value *args, size_t nargs,
                     const char *const *kwnames, const pyeval_value *kwargs, size_t nkw,
                     pyeval_value *result, const char **exc_type, const char **exc_msg) {
    worker *w = &W;
    const char *name = ud;
    clear_cb(w);
    flush_output(w);
    pe_wire_begin(&w->msg, PE_MSG_TOOL_CALL);
    pe_wire_put_cstr(&w->msg, name);
    pe_wire_put_u32(&w->msg, (uint32_t)nargs);
    for (size_t i = 0; i < nargs; i++)
        pe_wire_put_value(&w->msg, &args[i]);
    pe_wire_put_u32(&w->msg, (uint32_t)nkw);
    for (size_t i = 0; i < nkw; i++) {
        pe_wire_put_cstr(&w->msg, kwnames[i]);
        pe_wire_put_value(&w->msg, &kwargs[i]);
    }
    send_msg(w);
    uint8_t *buf;
    pe_wire_in in = wait_answer(w, PE_MSG_TOOL_RESULT, &buf);
    int32_t rc;
    if (pe_wire_get_i32(&in, &rc) < 0 || (rc != 0 && rc != -1))
        die(PE_WORKER_EXIT_PROTOCOL);
    read_answer(w, &in, buf, rc, &w->cb_value, exc_type, exc_msg);
    if (rc == 0) *result = w->cb_value;
    return rc;
}

static int lookup_call(void *ud, const char *name, size_t len, pyeval_value *out,
                       const char **exc_type, const char **exc_msg) {
    worker *w = ud;
    clear_cb(w);
    flush_output(w);
    pe_wire_begin(&w->msg, PE_MSG_LOOKUP);
    pe_wire_put_bytes(&w->msg, name, len);
    send_msg(w);
    uint8_t *buf;
    pe_wire_in in = wait_answer(w, PE_MSG_LOOKUP_RESULT, &buf);
    int32_t rc;
    if (pe_wire_get_i32(&in, &rc) < 0 || rc < -1 || rc > 2) die(PE_WORKER_EXIT_PROTOCOL);
    read_answer(w, &in, buf, rc, NULL, exc_type, exc_msg);
    if (rc == 1) *out = w->cb_value;
    return rc;
}

/* ---- requests -------------------------------------------------------------------- */

static int handle_define(worker *w, pe_wire_in *in) {
    const char *name;
    uint32_t flags;
    uint8_t has_fn;
    if (pe_wire_get_cstr(in, &name) < 0 || pe_wire_get_u32(in, &flags) < 0 ||
        pe_wire_get_u8(in, &has_fn) < 0 || pe_wire_done(in) < 0)
        die(PE_WORKER_EXIT_PROTOCOL);
    /* the name outlives the message: it is the trampoline's ud for the VM's life */
    char *ud = strdup(name);
    if (!ud) return -1;
    return pyeval_define_function(w->vm, name, has_fn ? tool_call : NULL, ud, flags);
}

static void put_result(worker *w, pyeval_status st, unsigned flags) {
    pe_wire_begin(&w->msg, PE_MSG_RESULT);
    pe_wire_put_u32(&w->msg, (uint32_t)st);
    pe_wire_put_u32(&w->msg, (uint32_t)(st == PYEVAL_EXIT ? pyeval_exit_code(w->vm) : 0));
    pyeval_error e;
    int has = st != PYEVAL_OK && pyeval_last_error(w->vm, &e) == 0;
    pe_wire_put_u8(&w->msg, has ? 1 : 0);
    if (has) {
        pe_wire_put_cstr(&w->msg, e.type);
        pe_wire_put_cstr(&w->msg, e.message);
        pe_wire_put_u32(&w->msg, (uint32_t)e.line);
        pe_wire_put_u32(&w->msg, (uint32_t)e.column);
        pe_wire_put_cstr(&w->msg, e.traceback);
    }
    pyeval_stats s;
    pyeval_get_stats(w->vm, &s);
    pe_wire_put_u64(&w->msg, s.ops);
    pe_wire_put_u64(&w->msg, s.mem_current);
    pe_wire_put_u64(&w->msg, s.mem_peak);
    pe_wire_put_f64(&w->msg, s.seconds);
    pe_wire_put_u64(&w->msg, s.output);
    pe_wire_put_u64(&w->msg, s.host_calls);
    pyeval_value *last = NULL, *fin = NULL;
    if ((flags & PYEVAL_RUN_LAST_VALUE) && st == PYEVAL_OK) pyeval_last_value(w->vm, &last);
    if (st == PYEVAL_FINAL) pyeval_final_value(w->vm, &fin);
    pe_wire_put_u8(&w->msg, last ? 1 : 0);
    if (last) pe_wire_put_value(&w->msg, last);
    pe_wire_put_u8(&w->msg, fin ? 1 : 0);
    if (fin) pe_wire_put_value(&w->msg, fin);
    pyeval_value_free(w->vm, last);
    pyeval_value_free(w->vm, fin);
    send_msg(w);
}

static void handle_run(worker *w, pe_wire_in *in) {
    const char *code, *filename;
    size_t len;
    uint32_t flags;
    if (pe_wire_get_bytes(in, &code, &len) < 0 || pe_wire_get_cstr(in, &filename) < 0 ||
        pe_wire_get_u32(in, &flags) < 0 || pe_wire_done(in) < 0)
        die(PE_WORKER_EXIT_PROTOCOL);
    g_run_seq = g_run_seq + 1;
    pyeval_status st = pyeval_run_ex(w->vm, code, len, filename, flags);
    clear_cb(w);
    flush_output(w);
    put_result(w, st, flags);
}

static void handle_globals(worker *w, int type, pe_wire_in *in) {
    const char *name = "";
    pyeval_value v = {0}, *out = NULL;
    int rc;
    if (type != PE_MSG_LIST_GLOBALS && pe_wire_get_cstr(in, &name) < 0)
        die(PE_WORKER_EXIT_PROTOCOL);
    if (type == PE_MSG_SET_GLOBAL && pe_wire_get_value(in, &v) < 0)
        die(PE_WORKER_EXIT_PROTOCOL);
    if (pe_wire_done(in) < 0) die(PE_WORKER_EXIT_PROTOCOL);
    switch (type) {
    case PE_MSG_SET_GLOBAL: rc = pyeval_set_global(w->vm, name, &v); break;
    case PE_MSG_GET_GLOBAL: rc = pyeval_get_global(w->vm, name, &out); break;
    case PE_MSG_DEL_GLOBAL: rc = pyeval_del_global(w->vm, name); break;
    default: rc = pyeval_list_globals(w->vm, &out); break;
    }
    pe_wire_value_clear(&v);
    begin_reply(w, rc);
    end_reply(w, rc, rc >= 0 ? out : NULL, NULL, 0, 0);
    pyeval_value_free(w->vm, out);
}

static void handle_fs(worker *w, int type, pe_wire_in *in) {
    const char *path, *data = NULL, *value = NULL;
    size_t len = 0;
    uint8_t has = 0;
    if (pe_wire_get_cstr(in, &path) < 0) die(PE_WORKER_EXIT_PROTOCOL);
    if (type == PE_MSG_FS_WRITE) pe_wire_get_bytes(in, &data, &len);
    if (type == PE_MSG_SETENV && pe_wire_get_u8(in, &has) == 0 && has)
        pe_wire_get_cstr(in, &value);
    if (pe_wire_done(in) < 0) die(PE_WORKER_EXIT_PROTOCOL);
    void *rdata = NULL;
    size_t rlen = 0;
    uint64_t size = 0;
    pyeval_value *out = NULL;
    int rc = -1;
    switch (type) {
    case PE_MSG_FS_WRITE: rc = pyeval_fs_write(w->vm, path, data, len); break;
    case PE_MSG_FS_READ: rc = pyeval_fs_read(w->vm, path, &rdata, &rlen); break;
    case PE_MSG_FS_REMOVE: rc = pyeval_fs_remove(w->vm, path); break;
    case PE_MSG_FS_MKDIR: rc = pyeval_fs_mkdir(w->vm, path); break;
    case PE_MSG_FS_LIST: rc = pyeval_fs_list(w->vm, path, &out); break;
    case PE_MSG_FS_STAT: rc = pyeval_fs_stat(w->vm, path, &size); break;
    case PE_MSG_SETENV: rc = pyeval_setenv(w->vm, path, value); break;
    }
    begin_reply(w, rc);
    end_reply(w, rc, rc >= 0 ? out : NULL, rc >= 0 ? rdata : NULL, rc >= 0 ? rlen : 0,
              size);
    pyeval_value_free(w->vm, out);
    free(rdata);
}

static void handle_misc(worker *w, int type, pe_wire_in *in) {
    uint8_t on;
    uint32_t n;
    if (type == PE_MSG_SET_LOOKUP) {
        if (pe_wire_get_u8(in, &on) < 0 || pe_wire_done(in) < 0)
            die(PE_WORKER_EXIT_PROTOCOL);
        pyeval_set_lookup(w->vm, on ? lookup_call : NULL, w);
        reply(w, 0);
        return;
    }
    /* SET_ARGV: at most as many strings as bytes left */
    if (pe_wire_get_u32(in, &n) < 0 || n > in->len - in->pos) die(PE_WORKER_EXIT_PROTOCOL);
    const char **argv = calloc(n ? n : 1, sizeof *argv);
    if (!argv) die(PE_WORKER_EXIT_PROTOCOL);
    for (uint32_t i = 0; i < n; i++)
        if (pe_wire_get_cstr(in, &argv[i]) < 0) die(PE_WORKER_EXIT_PROTOCOL);
    if (pe_wire_done(in) < 0) die(PE_WORKER_EXIT_PROTOCOL);
    int rc = pyeval_set_argv(w->vm, (int)n, argv);
    free(argv);
    reply(w, rc);
}

static void serve(worker *w) {
    for (;;) { /* loop-bound: one host request per pass, until the host closes */
        uint8_t *buf, type = 0;
        pe_wire_in in = recv_msg(w, &buf, &type);
        switch (type) {
        case PE_MSG_DEFINE: reply(w, handle_define(w, &in)); break;
        case PE_MSG_RUN: handle_run(w, &in); break;
        case PE_MSG_SET_GLOBAL:
        case PE_MSG_GET_GLOBAL:
        case PE_MSG_DEL_GLOBAL:
        case PE_MSG_LIST_GLOBALS: handle_globals(w, type, &in); break;
        case PE_MSG_FS_WRITE:
        case PE_MSG_FS_READ:
        case PE_MSG_FS_REMOVE:
        case PE_MSG_FS_MKDIR:
        case PE_MSG_FS_LIST:
        case PE_MSG_FS_STAT:
        case PE_MSG_SETENV: handle_fs(w, type, &in); break;
        case PE_MSG_SET_LOOKUP:
        case PE_MSG_SET_ARGV: handle_misc(w, type, &in); break;
        default: die(PE_WORKER_EXIT_PROTOCOL);
        }
        free(buf);
    }
}

/* ---- start-up -------------------------------------------------------------------- */

static int discard_output(void *ud, int stream, const char *data, size_t len) {
    (void)ud, (void)stream, (void)data, (void)len;
    return 0;
}

/* A fresh process runs its first program about 0.2 ms slower than later ones (page
 * faults on the evaluator's code and data, the allocator's first chunks). A worker
 * waits in a pool before its session, so it pays that here, before READY: a
 * throwaway VM with the session's limits runs a small fixed program and is freed. The
 * session's own VM is made afterwards and sees nothing of it. */
static void warm_vm(const pyeval_config *session) {
    static const char src[] = "def f(a, *b, k=2):\n"
                              "    return [str(a * k + i) for i in range(3)]\n"
                              "d = {'x': f(1), 'y': 2.5}\n"
                              "s = ' '.join(d['x']) + f'{d[\"y\"]:.2f}'\n";
    pyeval_config cfg = *session;
    cfg.output = discard_output;
    cfg.interrupt = NULL;
    pyeval_vm *vm = pyeval_new(&cfg);
    if (!vm) return;
    pyeval_run(vm, src, sizeof src - 1, "<warm-up>");
    pyeval_free(vm);
}

/* Reads NEW, finishes the lockdown with its limits, and makes the VM. */
static void start_session(worker *w) {
    uint8_t *buf, type = 0;
    pe_wire_in in = recv_msg(w, &buf, &type);
    pyeval_config cfg;
    if (type != PE_MSG_NEW || pe_wire_get_config(&in, &cfg) < 0 || pe_wire_done(&in) < 0)
        die(PE_WORKER_EXIT_PROTOCOL);
    uint64_t cpu = cfg.timeout > 0 && cfg.timeout < 1e6
                       ? (uint64_t)(cfg.timeout * PE_WORKER_CPU_RUNS) + PE_WORKER_CPU_EXTRA
                       : 0;
    if (pe_lockdown_config_rlimits(cfg.max_memory, cpu) < 0 || pe_lockdown_seccomp() < 0)
        die(PE_WORKER_EXIT_LOCKDOWN);
    warm_vm(&cfg);
    cfg.output = on_output;
    cfg.output_ud = w;
    cfg.interrupt = on_interrupt_poll;
    w->vm = pyeval_new(&cfg);
    free(buf);
    if (w->vm) {
        pyeval_handle_ops ops = {on_retain, on_release, w};
        pyeval_set_handle_ops(w->vm, &ops);
    }
    g_vm = w->vm;
    pe_wire_begin(&w->msg, PE_MSG_READY);
    pe_wire_put_u32(&w->msg, w->vm ? 0 : (uint32_t)-1);
    send_msg(w);
    if (!w->vm) die(0);
}

static void *worker_thread(void *arg) {
    worker *w = arg;
    if (pe_lockdown_static_rlimits(w->fd) < 0) die(PE_WORKER_EXIT_LOCKDOWN);
    w->obuf = malloc(PE_WORKER_OUT_CHUNK);
    if (!w->obuf) die(PE_WORKER_EXIT_LOCKDOWN);
    start_session(w);
    serve(w);
    return NULL;
}

/* The evaluator thread's stack: as large as the process's own (ulimit -s), at least
 * 8 MiB and at most 1 GiB. */
static size_t thread_stack_size(void) {
    struct rlimit rl;
    size_t sz = 8u << 20;
    if (getrlimit(RLIMIT_STACK, &rl) == 0 && rl.rlim_cur != RLIM_INFINITY &&
        rl.rlim_cur > sz)
        sz = rl.rlim_cur < (1u << 30) ? (size_t)rl.rlim_cur : (1u << 30);
    return sz;
}

/* Exercises, before the lockdown, what libc and OpenSSL set up on first use by opening
 * files or making syscalls the filter refuses (found by running the whole differential
 * suite through workers: bench_worker --run):
 *   - glibc's non-main malloc arenas read /proc/sys/vm/overcommit_memory when a heap
 *     shrinks: one arena (the main one, grown with brk) for both threads avoids them;
 *   - tzset reads /etc/localtime (or $TZ's file) and keeps it;
 *   - qsort of a large array asks sysinfo for the physical memory size, once;
 *   - OpenSSL reads openssl.cnf and loads its default provider at the first digest,
 *     and fetches each algorithm's implementation at its first use (hashlib, hmac,
 *     random's SHA-512 seeding). */
static int warm_cmp(const void *a, const void *b) {
    return *(const int *)a - *(const int *)b;
}

static void warm_digests(void) {
    static const char *names[] = {"md5",       "sha1",     "sha224",     "sha256",
                                  "sha384",    "sha512",   "sha512-224", "sha512-256",
                                  "sha3-224",  "sha3-256", "sha3-384",   "sha3-512",
                                  "shake128",  "shake256", "blake2b512", "blake2s256",
                                  "ripemd160", "md5-sha1", "sm3"};
    unsigned char out[EVP_MAX_MD_SIZE], key[] = "k";
    EVP_MD_CTX *ctx = EVP_MD_CTX_new();
    for (size_t i = 0; ctx && i < sizeof names / sizeof names[0]; i++) { /* loop-bound: */
        const EVP_MD *md = EVP_get_digestbyname(names[i]); /* the fixed list */
        unsigned int n;
        if (md && EVP_DigestInit_ex(ctx, md, NULL) == 1) {
            EVP_DigestUpdate(ctx, "x", 1);
            if (EVP_MD_get_flags(md) & EVP_MD_FLAG_XOF)
                EVP_DigestFinalXOF(ctx, out, 16);
            else
                EVP_DigestFinal_ex(ctx, out, &n);
        }
        if (md) HMAC(md, key, 1, out, 1, out, &n);
    }
    EVP_MD_CTX_free(ctx);
    PKCS5_PBKDF2_HMAC("p", 1, key, 1, 1, EVP_sha256(), 16, out);
    SHA512(key, 1, out);
}

static void warm_up(void) {
    mallopt(M_ARENA_MAX, 1);
    tzset();
    static int arr[1024];
    for (int i = 0; i < 1024; i++)
        arr[i] = 1024 - i; /* loop-bound: the fixed array */
    qsort(arr, 1024, sizeof arr[0], warm_cmp);
    OPENSSL_init_crypto(OPENSSL_INIT_LOAD_CONFIG, NULL);
    warm_digests();
}

int main(void) {
    W.fd = PE_WORKER_FD;
    W.msg.handle_id = handle_id;
    pe_lockdown_close_fds(PE_WORKER_FD);
    warm_up();
    struct sigaction sa;
    memset(&sa, 0, sizeof sa);
    sa.sa_sigaction = on_interrupt;
    sa.sa_flags = SA_RESTART | SA_SIGINFO;
    sigemptyset(&sa.sa_mask);
    if (sigaction(SIGUSR1, &sa, NULL) < 0) return PE_WORKER_EXIT_LOCKDOWN;
    pthread_attr_t attr;
    pthread_t th;
    if (pthread_attr_init(&attr) != 0 ||
        pthread_attr_setstacksize(&attr, thread_stack_size()) != 0 ||
        pthread_create(&th, &attr, worker_thread, &W) != 0)
        return PE_WORKER_EXIT_LOCKDOWN;
    /* the main thread only waits; the worker thread ends the process with _exit */
    pthread_join(th, NULL);
    return 0;
}
