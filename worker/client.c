/*
 * client.c - sessions in isolated workers and the warm pool (client.h).
 *
 * A session owns one worker process and its socket. Every request is one message out
 * and a loop reading the worker's messages until the answer: output goes to the sink,
 * tool calls and lookups to the host's callbacks (their answers go back on the same
 * socket), handle releases to the handle map. Anything unexpected from the worker
 * (a malformed or unknown message, an unknown handle id or tool name, EOF, silence
 * past the deadline) kills it and marks the session crashed: the worker is treated as
 * hostile, like the code it runs.
 */
#include "worker/client.h"

#include <errno.h>
#include <fcntl.h>
#include <pthread.h>
#include <signal.h>
#include <spawn.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include "worker/wire.h"

/* Seconds a worker may stay silent beyond the run's own timeout before it is killed;
 * and the wait for READY and for requests when there is no timeout at all. */
#define PE_CLIENT_GRACE_S   5
#define PE_CLIENT_START_S   30
#define PE_CLIENT_WORKER_FD 3
#define PE_CLIENT_MAX_MSG   PE_WIRE_MAX_MSG
/* 1 ms waits for a dead worker to become waitable */
#define PE_CLIENT_REAP_TRIES 200
/* bytes of output beyond max_output a request may bring (limit notes) */
#define PE_CLIENT_OUTPUT_SLACK 65536

typedef struct proc {
    pid_t pid;
    int fd;
} proc;

typedef struct host_def {
    char *name;
    pyeval_host_fn fn;
    void *ud;
} host_def;

typedef struct handle_ent {
    uint64_t id;
    void *ptr;
} handle_ent;

/* A decoded tree that owns the message bytes its strings point into. */
typedef struct owned_tree {
    pyeval_value v; /* first: a pyeval_value * is an owned_tree * */
    uint8_t *buf;
} owned_tree;

struct pe_worker_session {
    proc p;
    long deadline_ms; /* per message; -1 none */
    /* what a sane worker cannot exceed (from the session's limits): the size of one
     * message, the value slots one message may decode to, output bytes per request */
    size_t max_msg;
    uint64_t max_items, max_output, output_seen;
    pe_wire_out msg;
    pyeval_output_fn out;
    void *out_ud;
    host_def *defs;
    size_t ndefs;
    pyeval_lookup_fn lookup;
    void *lookup_ud;
    pyeval_handle_ops hops;
    handle_ent *handles;
    size_t nhandles, hcap;
    uint64_t next_id;
    /* the last run or failed request */
    int status, exit_code, has_error;
    pyeval_error err; /* strings owned (err_* below) */
    char *err_type, *err_msg, *err_tb;
    pyeval_stats stats;
    uint8_t *last_bytes, *final_bytes; /* encoded values, or NULL */
    size_t last_len, final_len;
    int crashed;
    char reason[96];
    /* RUN messages sent; an interrupt names the run it is for (worker/main.c) */
    volatile int run_seq;
};

/* ---- processes ------------------------------------------------------------------- */

extern char **environ;

/* The few variables a worker may need: the time zone and sanitizer options. */
static void worker_env(char **env, size_t cap) {
    static const char *keep[] = {"TZ=", "ASAN_OPTIONS=", "UBSAN_OPTIONS=", "LSAN_OPTIONS="};
    size_t n = 0;
    for (char **e = environ; e && *e && n + 1 < cap; e++) /* loop-bound: environ */
        for (size_t k = 0; k < sizeof keep / sizeof keep[0]; k++)
            if (strncmp(*e, keep[k], strlen(keep[k])) == 0) env[n++] = *e;
    env[n] = NULL;
}

static int spawn_worker(const char *path, proc *out) {
    int sv[2];
    if (socketpair(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0, sv) < 0) return -1;
    /* the child's end above 3, so dup2 onto 3 always makes a new (inheritable) fd */
    int child = fcntl(sv[1], F_DUPFD_CLOEXEC, 10);
    close(sv[1]);
    if (child < 0) {
        close(sv[0]);
        return -1;
    }
    posix_spawn_file_actions_t fa;
    posix_spawn_file_actions_init(&fa);
    posix_spawn_file_actions_adddup2(&fa, child, PE_CLIENT_WORKER_FD);
    char *argv[] = {"pyeval-worker", NULL};
    char *env[8];
    worker_env(env, 8);
    /* every signal at its default and none blocked, whatever the calling thread has
     * (CPython ignores SIGPIPE; a host thread may block SIGUSR1, the interrupt) */
    posix_spawnattr_t at;
    sigset_t none, all;
    sigemptyset(&none);
    sigfillset(&all);
    posix_spawnattr_init(&at);
    posix_spawnattr_setsigmask(&at, &none);
    posix_spawnattr_setsigdefault(&at, &all);
    posix_spawnattr_setflags(&at, POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF);
    pid_t pid;
    int rc = posix_spawn(&pid, path, &fa, &at, argv, env);
    posix_spawnattr_destroy(&at);
    posix_spawn_file_actions_destroy(&fa);
    close(child);
    if (rc != 0) {
        close(sv[0]);
        errno = rc;
        return -1;
    }
    out->pid = pid;
    out->fd = sv[0];
    return 0;
}

static void reap(proc *p, int *status) {
    if (p->fd >= 0) close(p->fd);
    p->fd = -1;
    if (p->pid > 0) {
        kill(p->pid, SIGKILL);
        int st = 0;
        while (waitpid(p->pid, &st, 0) < 0 && errno == EINTR) {
        }
        if (status) *status = st;
    }
    p->pid = 0;
}

/* Killed workers not yet waited for. A killed process takes 0.3-0.8 ms to be torn
 * down before waitpid returns; a session's end should not wait for that, so
 * reap_later kills the worker and closes its socket at once (nothing of it runs after
 * the SIGKILL) and leaves the pid here, and reap_pending collects whichever have
 * finished, without blocking, at the next session start or end and from the pools'
 * refill threads. At most PE_CLIENT_REAP_MAX wait here: past that the oldest is waited
 * for. A pid the host reaped itself (waitpid(-1)) fails with ECHILD and is dropped. */
#define PE_CLIENT_REAP_MAX 64
static pthread_mutex_t reap_mu = PTHREAD_MUTEX_INITIALIZER;
static pid_t reap_pids[PE_CLIENT_REAP_MAX];
static size_t nreap;

static void reap_pending(void) {
    pthread_mutex_lock(&reap_mu);
    size_t keep = 0;
    for (size_t i = 0; i < nreap; i++) { /* loop-bound: PE_CLIENT_REAP_MAX */
        pid_t r = waitpid(reap_pids[i], NULL, WNOHANG);
        if (r == 0 || (r < 0 && errno == EINTR)) reap_pids[keep++] = reap_pids[i];
    }
    nreap = keep;
    pthread_mutex_unlock(&reap_mu);
}

static void reap_later(proc *p) {
    if (p->fd >= 0) close(p->fd);
    p->fd = -1;
    if (p->pid <= 0) return;
    kill(p->pid, SIGKILL);
    pthread_mutex_lock(&reap_mu);
    if (nreap == PE_CLIENT_REAP_MAX) {
        while (waitpid(reap_pids[0], NULL, 0) < 0 && errno == EINTR) {
        }
        memmove(reap_pids, reap_pids + 1, (nreap - 1) * sizeof *reap_pids);
        nreap--;
    }
    reap_pids[nreap++] = p->pid;
    pthread_mutex_unlock(&reap_mu);
    p->pid = 0;
}

static int send_config(const proc *p, const pyeval_config *cfg) {
    pe_wire_out o = {0};
    pe_wire_begin(&o, PE_MSG_NEW);
    pe_wire_put_config(&o, cfg);
    int rc = pe_wire_finish(&o) < 0 ? -1 : pe_wire_send(p->fd, &o);
    pe_wire_out_free(&o);
    return rc;
}

static long deadline_of(const pyeval_config *cfg) {
    if (cfg->timeout > 0 && cfg->timeout < 1e6)
        return (long)(cfg->timeout * 1000) + PE_CLIENT_GRACE_S * 1000;
    return -1;
}

/* ---- session basics -------------------------------------------------------------- */

/* Marks the session dead, reaps the worker and says why. Returns PE_WORKER_CRASHED. */
static int crash(pe_worker_session *s, const char *why) {
    if (s->crashed) return PE_WORKER_CRASHED;
    int st = 0;
    pid_t pid = s->p.pid;
    /* A worker that died on its own closed the socket as it went: give it a moment to
     * become waitable, so its own end (a signal, an exit status) is what is reported
     * rather than the SIGKILL below. */
    int dead = 0;
    for (int i = 0; pid > 0 && i < PE_CLIENT_REAP_TRIES && !dead; i++) {
        dead = waitpid(pid, &st, WNOHANG) == pid;
        if (!dead) {
            struct timespec ts = {0, 1000000};
            nanosleep(&ts, NULL);
        }
    }
    if (dead) s->p.pid = 0;
    reap(&s->p, dead ? NULL : &st);
    s->crashed = 1;
    if (dead && WIFSIGNALED(st))
        snprintf(s->reason, sizeof s->reason, "worker killed by signal %d", WTERMSIG(st));
    else if (dead && WIFEXITED(st))
        snprintf(s->reason, sizeof s->reason, "worker exited with status %d (%s)",
                 WEXITSTATUS(st), why);
    else
        snprintf(s->reason, sizeof s->reason, "worker stopped: %s", why);
    return PE_WORKER_CRASHED;
}

static void clear_results(pe_worker_session *s) {
    free(s->err_type);
    free(s->err_msg);
    free(s->err_tb);
    s->err_type = s->err_msg = s->err_tb = NULL;
    s->has_error = 0;
    free(s->last_bytes);
    free(s->final_bytes);
    s->last_bytes = s->final_bytes = NULL;
}

static int set_error(pe_worker_session *s, const char *type, const char *msg, int line,
                     int col, const char *tb) {
    clear_results(s);
    s->err_type =
        strdup(type ? type : ""); // raw-alloc-ok: host-side copy of the worker's error
    s->err_msg =
        strdup(msg ? msg : "");       // raw-alloc-ok: host-side copy of the worker's error
    s->err_tb = strdup(tb ? tb : ""); // raw-alloc-ok: host-side copy of the worker's error
    if (!s->err_type || !s->err_msg || !s->err_tb) return -1;
    s->err = (pyeval_error){s->err_type, s->err_msg, line, col, s->err_tb};
    s->has_error = 1;
    return 0;
}

static pe_worker_session *session_on(proc p, const pyeval_config *cfg) {
    pe_worker_session *s =
        calloc(1, sizeof *s); // raw-alloc-ok: host-side client state, not VM memory
    if (!s) {
        reap(&p, NULL);
        return NULL;
    }
    s->p = p;
    s->deadline_ms = deadline_of(cfg);
    /* a VM holds at most max_memory bytes, and a value slot costs it at least 8 */
    uint64_t mm = cfg->max_memory;
    s->max_msg = mm && mm < PE_CLIENT_MAX_MSG / 2 ? (size_t)(2 * mm + (1u << 20))
                                                  : PE_CLIENT_MAX_MSG;
    s->max_items = mm ? mm / 8 + 1024 : 0;
    s->max_output = cfg->max_output ? cfg->max_output + PE_CLIENT_OUTPUT_SLACK : 0;
    s->next_id = 1;
    return s;
}

/* ---- handles --------------------------------------------------------------------- */

static uint64_t handle_id(void *ud, void *ptr) {
    pe_worker_session *s = ud;
    for (size_t i = 0; i < s->nhandles; i++) /* loop-bound: the session's handles */
        if (s->handles[i].ptr == ptr) return s->handles[i].id;
    if (s->nhandles == s->hcap) {
        size_t ncap = s->hcap ? s->hcap * 2 : 16;
        /* host-side client state, not VM memory */
        handle_ent *nh = realloc(s->handles, ncap * sizeof *nh); // raw-alloc-ok: host
        if (!nh) return 0;
        s->handles = nh;
        s->hcap = ncap;
    }
    if (s->hops.retain) s->hops.retain(s->hops.ud, ptr);
    s->handles[s->nhandles] = (handle_ent){s->next_id++, ptr};
    return s->handles[s->nhandles++].id;
}

static int handle_ptr(void *ud, uint64_t id, void **ptr) {
    pe_worker_session *s = ud;
    for (size_t i = 0; i < s->nhandles; i++) /* loop-bound: the session's handles */
        if (s->handles[i].id == id) {
            *ptr = s->handles[i].ptr;
            return 0;
        }
    return -1;
}

static int handle_release(pe_worker_session *s, uint64_t id) {
    for (size_t i = 0; i < s->nhandles; i++) { /* loop-bound: the session's handles */
        if (s->handles[i].id != id) continue;
        void *ptr = s->handles[i].ptr;
        s->handles[i] = s->handles[--s->nhandles];
        if (s->hops.release) s->hops.release(s->hops.ud, ptr);
        return 0;
    }
    return -1;
}

static void in_init(pe_worker_session *s, pe_wire_in *in, const uint8_t *buf, size_t n) {
    pe_wire_in_init(in, buf, n);
    in->handle_ptr = handle_ptr;
    in->handle_ud = s;
    in->max_items = s->max_items;
}

static void begin(pe_worker_session *s, int type) {
    s->msg.handle_id = handle_id;
    s->msg.handle_ud = s;
    pe_wire_begin(&s->msg, type);
}

/* Sends the message built in s->msg. 0, -1 (it could not be encoded), or CRASHED. */
static int send_req(pe_worker_session *s) {
    if (pe_wire_finish(&s->msg) < 0) return -1;
    if (pe_wire_send(s->p.fd, &s->msg) < 0) return crash(s, "the socket closed");
    return 0;
}

/* ---- callbacks from the worker --------------------------------------------------- */

static host_def *find_def(pe_worker_session *s, const char *name) {
    for (size_t i = 0; i < s->ndefs; i++) /* loop-bound: the defined functions */
        if (strcmp(s->defs[i].name, name) == 0) return &s->defs[i];
    return NULL;
}

/* Decodes `n` values into a new array (cleared by free_values). */
static int get_values(pe_wire_in *in, size_t n, pyeval_value **out) {
    *out = NULL;
    if (n > in->len - in->pos) return -1;
    if (!n) return 0;
    *out = calloc(n, sizeof **out); // raw-alloc-ok: host-side client state, not VM memory
    if (!*out) return -1;
    for (size_t i = 0; i < n; i++)
        if (pe_wire_get_value(in, &(*out)[i]) < 0) return -1;
    return 0;
}

static void free_values(pyeval_value *v, size_t n) {
    if (v)
        for (size_t i = 0; i < n; i++)
            pe_wire_value_clear(&v[i]);
    free(v);
}

/* Sends TOOL_RESULT / LOOKUP_RESULT: rc, then the value or the exception. */
static int answer(pe_worker_session *s, int type, int rc, const pyeval_value *v,
                  const char *et, const char *em) {
    begin(s, type);
    pe_wire_put_u32(&s->msg, (uint32_t)rc);
    if (v) pe_wire_put_value(&s->msg, v);
    if (rc == -1) {
        pe_wire_put_cstr(&s->msg, et ? et : "RuntimeError");
        pe_wire_put_cstr(&s->msg, em ? em : "");
    }
    if (pe_wire_finish(&s->msg) < 0) {
        /* the host's value could not cross: the sandbox sees a TypeError */
        begin(s, type);
        pe_wire_put_u32(&s->msg, (uint32_t)-1);
        pe_wire_put_cstr(&s->msg, "TypeError");
        pe_wire_put_cstr(&s->msg, "a host function returned a value that cannot cross "
                                  "into the sandbox");
    }
    return send_req(s);
}

static int on_tool_call(pe_worker_session *s, pe_wire_in *in) {
    const char *name;
    uint32_t nargs = 0, nkw = 0;
    pyeval_value *args = NULL, *kwargs = NULL;
    const char **kwnames = NULL;
    int rc = -1;
    if (pe_wire_get_cstr(in, &name) < 0 || pe_wire_get_u32(in, &nargs) < 0 ||
        get_values(in, nargs, &args) < 0 || pe_wire_get_u32(in, &nkw) < 0 ||
        nkw > in->len - in->pos)
        goto done;
    /* host-side client state, not VM memory */
    kwnames = calloc(nkw ? nkw : 1, sizeof *kwnames); // raw-alloc-ok: host
    kwargs = calloc(nkw ? nkw : 1, sizeof *kwargs);   // raw-alloc-ok: host
    if (!kwnames || !kwargs) goto done;
    for (uint32_t i = 0; i < nkw; i++)
        if (pe_wire_get_cstr(in, &kwnames[i]) < 0 || pe_wire_get_value(in, &kwargs[i]) < 0)
            goto done;
    host_def *d = find_def(s, name);
    if (pe_wire_done(in) < 0 || !d || !d->fn) goto done;
    pyeval_value result = {0};
    const char *et = NULL, *em = NULL;
    int r = d->fn(d->ud, args, nargs, kwnames, kwargs, nkw, &result, &et, &em);
    rc = answer(s, PE_MSG_TOOL_RESULT, r == 0 ? 0 : -1, r == 0 ? &result : NULL, et, em);
done:
    free_values(args, nargs);
    free_values(kwargs, kwargs ? nkw : 0);
    free(kwnames);
    return rc == -1 ? crash(s, "a malformed tool call") : rc;
}

static int on_lookup(pe_worker_session *s, pe_wire_in *in) {
    const char *name;
    size_t len;
    if (pe_wire_get_bytes(in, &name, &len) < 0 || pe_wire_done(in) < 0 || !s->lookup)
        return crash(s, "a malformed lookup");
    pyeval_value v = {0};
    const char *et = NULL, *em = NULL;
    int r = s->lookup(s->lookup_ud, name, len, &v, &et, &em);
    if (s->crashed) return PE_WORKER_CRASHED; /* a define inside the callback failed */
    if (r < -1 || r > 2) r = -1;
    return answer(s, PE_MSG_LOOKUP_RESULT, r, r == 1 ? &v : NULL, et, em);
}

/* Reads messages until one of type `want`, serving callbacks on the way. On success
 * *buf holds it (the caller frees) and *in reads past its type byte. */
static int await(pe_worker_session *s, int want, uint8_t **buf, pe_wire_in *in) {
    for (;;) { /* loop-bound: each pass consumes one worker message or ends */
        long n = pe_wire_recv(s->p.fd, buf, s->max_msg, s->deadline_ms);
        if (n <= 0) {
            return crash(s, n == -2 ? "no answer before the deadline"
                                    : "the socket closed or a malformed message");
        }
        in_init(s, in, *buf, (size_t)n);
        uint8_t type = 0;
        pe_wire_get_u8(in, &type);
        if (type == want) return 0;
        int rc = 0;
        const char *data;
        size_t len;
        uint8_t stream;
        uint64_t id;
        switch (type) {
        case PE_MSG_OUTPUT:
            if (pe_wire_get_u8(in, &stream) < 0 || pe_wire_get_bytes(in, &data, &len) < 0 ||
                pe_wire_done(in) < 0 || (stream != 1 && stream != 2))
                rc = crash(s, "a malformed output message");
            else if (s->max_output && (s->output_seen += len) > s->max_output)
                rc = crash(s, "more output than the output limit allows");
            else if (s->out)
                s->out(s->out_ud, stream, data, len);
            break;
        case PE_MSG_TOOL_CALL: rc = on_tool_call(s, in); break;
        case PE_MSG_LOOKUP: rc = on_lookup(s, in); break;
        case PE_MSG_HANDLE_RELEASE:
            if (pe_wire_get_u64(in, &id) < 0 || pe_wire_done(in) < 0 ||
                handle_release(s, id) < 0)
                rc = crash(s, "a malformed handle release");
            break;
        default: rc = crash(s, "an unexpected message");
        }
        free(*buf);
        *buf = NULL;
        if (rc < 0) return PE_WORKER_CRASHED;
    }
}

/* ---- generic requests ------------------------------------------------------------ */

typedef struct reply {
    int32_t rc;
    uint8_t *buf;
    pe_wire_in in;
    int has_value;
    size_t value_pos, value_end; /* the encoded value's bytes in buf */
    const char *data;
    size_t len;
    uint64_t size;
} reply;

/* Sends s->msg and reads the REPLY. Returns the reply's rc (the reason of a failure is
 * recorded as the last error), -1 if the request could not be encoded, or CRASHED. */
static int request(pe_worker_session *s, reply *r) {
    memset(r, 0, sizeof *r);
    if (s->crashed) return PE_WORKER_CRASHED;
    s->output_seen = 0;
    int rc = send_req(s);
    if (rc < 0) return rc;
    if (await(s, PE_MSG_REPLY, &r->buf, &r->in) < 0) return PE_WORKER_CRASHED;
    uint8_t has = 0;
    pyeval_value v;
    const char *et, *em;
    pe_wire_get_i32(&r->in, &r->rc);
    pe_wire_get_u8(&r->in, &has);
    r->value_pos = r->in.pos;
    if (has && pe_wire_get_value(&r->in, &v) == 0) pe_wire_value_clear(&v);
    r->value_end = r->in.pos;
    r->has_value = has;
    pe_wire_get_bytes(&r->in, &r->data, &r->len);
    pe_wire_get_u64(&r->in, &r->size);
    pe_wire_get_cstr(&r->in, &et);
    pe_wire_get_cstr(&r->in, &em);
    if (pe_wire_done(&r->in) < 0 || has > 1 || r->rc < -1 || r->rc > 2) {
        free(r->buf);
        r->buf = NULL;
        return crash(s, "a malformed reply");
    }
    if (r->rc < 0 && set_error(s, et, em, 0, 0, "") < 0) r->rc = -1;
    return r->rc;
}

/* A new owned tree decoded from a copy of bytes[0..len). NULL when out of memory. */
static pyeval_value *owned_from(pe_worker_session *s, const uint8_t *bytes, size_t len) {
    /* the host's copy of a value that crossed from the worker, not VM memory */
    owned_tree *t = calloc(1, sizeof *t); // raw-alloc-ok: host
    uint8_t *b = malloc(len ? len : 1);   // raw-alloc-ok: host
    if (!t || !b) goto fail;
    memcpy(b, bytes, len);
    pe_wire_in in;
    in_init(s, &in, b, len);
    if (pe_wire_get_value(&in, &t->v) < 0) goto fail;
    t->buf = b;
    return &t->v;
fail:
    free(t);
    free(b);
    return NULL;
}

/* The reply's value as a new tree in *out (NULL when it has none). rc passes through. */
static int reply_value(pe_worker_session *s, reply *r, int rc, pyeval_value **out) {
    *out = NULL;
    if (rc >= 0 && r->has_value) {
        *out = owned_from(s, r->buf + r->value_pos, r->value_end - r->value_pos);
        if (!*out) rc = -1;
    }
    free(r->buf);
    return rc;
}

static int simple(pe_worker_session *s) {
    reply r;
    int rc = request(s, &r);
    free(r.buf);
    return rc;
}

/* Waits for the worker's READY (the answer to the config, within the start-up deadline)
 * and returns s, or frees s and returns NULL when the worker refused the config or
 * did not answer. */
static pe_worker_session *await_ready(pe_worker_session *s) {
    uint8_t *buf = NULL;
    pe_wire_in in;
    long keep = s->deadline_ms;
    s->deadline_ms = PE_CLIENT_START_S * 1000;
    int32_t rc = -1;
    if (await(s, PE_MSG_READY, &buf, &in) == 0 && pe_wire_get_i32(&in, &rc) == 0 &&
        pe_wire_done(&in) == 0 && rc == 0) {
        free(buf);
        s->deadline_ms = keep;
        return s;
    }
    free(buf);
    pe_worker_session_free(s);
    return NULL;
}

/* ---- the public calls ------------------------------------------------------------ */

pe_worker_session *pe_worker_session_new(const char *path, const pyeval_config *cfg) {
    pyeval_config def;
    if (!cfg) {
        pyeval_config_default(&def);
        cfg = &def;
    }
    proc p;
    reap_pending();
    if (spawn_worker(path, &p) < 0) return NULL;
    if (send_config(&p, cfg) < 0) {
        reap(&p, NULL);
        return NULL;
    }
    pe_worker_session *s = session_on(p, cfg);
    if (!s) return NULL;
    return await_ready(s);
}

void pe_worker_session_free(pe_worker_session *s) {
    if (!s) return;
    reap_later(&s->p);
    reap_pending();
    for (size_t i = 0; i < s->nhandles; i++) /* loop-bound: the session's handles */
        if (s->hops.release) s->hops.release(s->hops.ud, s->handles[i].ptr);
    free(s->handles);
    for (size_t i = 0; i < s->ndefs; i++)
        free(s->defs[i].name); /* loop-bound: defs */
    free(s->defs);
    clear_results(s);
    pe_wire_out_free(&s->msg);
    free(s);
}

void pe_worker_session_set_output(pe_worker_session *s, pyeval_output_fn fn, void *ud) {
    s->out = fn;
    s->out_ud = ud;
}

/* Reads RESULT's fields into the session. 0, or -1 when malformed. */
static int read_result(pe_worker_session *s, pe_wire_in *in) {
    uint32_t st = 0, code = 0, line = 0, col = 0;
    uint8_t has_err = 0, has_last = 0, has_final = 0;
    const char *et = "", *em = "", *tb = "";
    pe_wire_get_u32(in, &st);
    pe_wire_get_u32(in, &code);
    pe_wire_get_u8(in, &has_err);
    if (has_err) {
        pe_wire_get_cstr(in, &et);
        pe_wire_get_cstr(in, &em);
        pe_wire_get_u32(in, &line);
        pe_wire_get_u32(in, &col);
        pe_wire_get_cstr(in, &tb);
    }
    pyeval_stats *t = &s->stats;
    pe_wire_get_u64(in, &t->ops);
    pe_wire_get_u64(in, &t->mem_current);
    pe_wire_get_u64(in, &t->mem_peak);
    pe_wire_get_f64(in, &t->seconds);
    pe_wire_get_u64(in, &t->output);
    pe_wire_get_u64(in, &t->host_calls);
    clear_results(s);
    if (has_err && set_error(s, et, em, (int)line, (int)col, tb) < 0) return -1;
    size_t p0 = in->pos;
    pyeval_value v;
    pe_wire_get_u8(in, &has_last);
    if (has_last == 1 && pe_wire_get_value(in, &v) == 0) pe_wire_value_clear(&v);
    size_t p1 = in->pos;
    pe_wire_get_u8(in, &has_final);
    if (has_final == 1 && pe_wire_get_value(in, &v) == 0) pe_wire_value_clear(&v);
    size_t p2 = in->pos;
    if (pe_wire_done(in) < 0 || has_err > 1 || has_last > 1 || has_final > 1 ||
        st > PYEVAL_FINAL)
        return -1;
    s->status = (int)st;
    s->exit_code = (int)code;
    /* keep the encoded values: each read decodes a new tree from them */
    if (has_last && !(s->last_bytes = malloc(p1 - p0 - 1))) return -1; // raw-alloc-ok: host
    if (has_last) memcpy(s->last_bytes, in->data + p0 + 1, s->last_len = p1 - p0 - 1);
    size_t flen = p2 - p1 - 1;
    if (has_final && !(s->final_bytes = malloc(flen))) return -1; // raw-alloc-ok: host
    if (has_final) memcpy(s->final_bytes, in->data + p1 + 1, s->final_len = p2 - p1 - 1);
    return 0;
}

int pe_worker_session_run(pe_worker_session *s, const char *src, size_t len,
                          const char *filename, unsigned flags) {
    if (s->crashed) return PE_WORKER_CRASHED;
    __atomic_add_fetch(&s->run_seq, 1, __ATOMIC_SEQ_CST);
    begin(s, PE_MSG_RUN);
    pe_wire_put_bytes(&s->msg, src, len);
    pe_wire_put_cstr(&s->msg, filename);
    pe_wire_put_u32(&s->msg, flags);
    s->output_seen = 0;
    int rc = send_req(s);
    if (rc == -1) {
        /* too big to send: what the worker would say of a source over max_source */
        set_error(s, "MemoryError", "the program is too large to send to the worker", 0, 0,
                  "");
        return s->status = PYEVAL_LIMIT_SOURCE;
    }
    if (rc < 0) return rc;
    uint8_t *buf = NULL;
    pe_wire_in in;
    if (await(s, PE_MSG_RESULT, &buf, &in) < 0) return PE_WORKER_CRASHED;
    rc = read_result(s, &in);
    free(buf);
    if (rc < 0) return crash(s, "a malformed result");
    return s->status;
}

int pe_worker_session_last_error(const pe_worker_session *s, pyeval_error *out) {
    if (!s->has_error) return -1;
    *out = s->err;
    return 0;
}

void pe_worker_session_get_stats(const pe_worker_session *s, pyeval_stats *out) {
    *out = s->stats;
}

int pe_worker_session_exit_code(const pe_worker_session *s) {
    return s->exit_code;
}

static int stored_value(pe_worker_session *s, const uint8_t *b, size_t n,
                        pyeval_value **out, int none_rc) {
    *out = NULL;
    if (s->crashed) return PE_WORKER_CRASHED;
    if (!b) return none_rc;
    *out = owned_from(s, b, n);
    return *out ? 0 : -1;
}

int pe_worker_session_last_value(pe_worker_session *s, pyeval_value **out) {
    return stored_value(s, s->last_bytes, s->last_len, out, 0);
}

int pe_worker_session_final_value(pe_worker_session *s, pyeval_value **out) {
    return stored_value(s, s->final_bytes, s->final_len, out, -1);
}

int pe_worker_session_define(pe_worker_session *s, const char *name, pyeval_host_fn fn,
                             void *ud, unsigned flags) {
    if (s->crashed) return PE_WORKER_CRASHED;
    host_def *d = find_def(s, name);
    if (!d) {
        host_def *nd = realloc(s->defs, (s->ndefs + 1) * sizeof *nd); // raw-alloc-ok: host
        if (!nd) return -1;
        s->defs = nd;
        char *copy = strdup(name);
        if (!copy) return -1;
        d = &s->defs[s->ndefs++];
        *d = (host_def){copy, NULL, NULL};
    }
    d->fn = fn;
    d->ud = ud;
    begin(s, PE_MSG_DEFINE);
    pe_wire_put_cstr(&s->msg, name);
    pe_wire_put_u32(&s->msg, flags);
    pe_wire_put_u8(&s->msg, fn ? 1 : 0);
    return simple(s);
}

int pe_worker_session_set_lookup(pe_worker_session *s, pyeval_lookup_fn fn, void *ud) {
    if (s->crashed) return PE_WORKER_CRASHED;
    s->lookup = fn;
    s->lookup_ud = ud;
    begin(s, PE_MSG_SET_LOOKUP);
    pe_wire_put_u8(&s->msg, fn ? 1 : 0);
    return simple(s);
}

void pe_worker_session_set_handle_ops(pe_worker_session *s, const pyeval_handle_ops *ops) {
    if (ops)
        s->hops = *ops;
    else
        memset(&s->hops, 0, sizeof s->hops);
}

int pe_worker_session_set_argv(pe_worker_session *s, int argc, const char *const *argv) {
    begin(s, PE_MSG_SET_ARGV);
    pe_wire_put_u32(&s->msg, argc > 0 ? (uint32_t)argc : 0);
    for (int i = 0; i < argc; i++)
        pe_wire_put_cstr(&s->msg, argv[i]);
    return simple(s);
}

static int named(pe_worker_session *s, int type, const char *name, const pyeval_value *v,
                 pyeval_value **out) {
    begin(s, type);
    if (name) pe_wire_put_cstr(&s->msg, name);
    if (v) pe_wire_put_value(&s->msg, v);
    reply r;
    int rc = request(s, &r);
    if (rc == -1 && !r.buf && !s->has_error)
        set_error(s, "TypeError", "the value cannot cross to the worker", 0, 0, "");
    if (out) return reply_value(s, &r, rc, out);
    free(r.buf);
    return rc;
}

int pe_worker_session_set_global(pe_worker_session *s, const char *name,
                                 const pyeval_value *v) {
    return named(s, PE_MSG_SET_GLOBAL, name, v, NULL);
}

int pe_worker_session_get_global(pe_worker_session *s, const char *name,
                                 pyeval_value **out) {
    return named(s, PE_MSG_GET_GLOBAL, name, NULL, out);
}

int pe_worker_session_del_global(pe_worker_session *s, const char *name) {
    return named(s, PE_MSG_DEL_GLOBAL, name, NULL, NULL);
}

int pe_worker_session_list_globals(pe_worker_session *s, pyeval_value **out) {
    return named(s, PE_MSG_LIST_GLOBALS, NULL, NULL, out);
}

int pe_worker_session_fs_write(pe_worker_session *s, const char *path, const void *data,
                               size_t len) {
    begin(s, PE_MSG_FS_WRITE);
    pe_wire_put_cstr(&s->msg, path);
    pe_wire_put_bytes(&s->msg, data, len);
    return simple(s);
}

int pe_worker_session_fs_read(pe_worker_session *s, const char *path, void **data,
                              size_t *len) {
    *data = NULL;
    *len = 0;
    begin(s, PE_MSG_FS_READ);
    pe_wire_put_cstr(&s->msg, path);
    reply r;
    int rc = request(s, &r);
    if (rc >= 0) {
        *data = malloc(r.len ? r.len : 1); // raw-alloc-ok: host
        if (*data) {
            memcpy(*data, r.data, r.len);
            *len = r.len;
        } else {
            rc = -1;
        }
    }
    free(r.buf);
    return rc;
}

static int path_req(pe_worker_session *s, int type, const char *path) {
    begin(s, type);
    pe_wire_put_cstr(&s->msg, path);
    return simple(s);
}

int pe_worker_session_fs_remove(pe_worker_session *s, const char *path) {
    return path_req(s, PE_MSG_FS_REMOVE, path);
}

int pe_worker_session_fs_mkdir(pe_worker_session *s, const char *path) {
    return path_req(s, PE_MSG_FS_MKDIR, path);
}

int pe_worker_session_fs_list(pe_worker_session *s, const char *path, pyeval_value **out) {
    begin(s, PE_MSG_FS_LIST);
    pe_wire_put_cstr(&s->msg, path);
    reply r;
    return reply_value(s, &r, request(s, &r), out);
}

int pe_worker_session_fs_stat(pe_worker_session *s, const char *path, uint64_t *size) {
    begin(s, PE_MSG_FS_STAT);
    pe_wire_put_cstr(&s->msg, path);
    reply r;
    int rc = request(s, &r);
    if (rc >= 0 && size) *size = r.size;
    free(r.buf);
    return rc;
}

int pe_worker_session_setenv(pe_worker_session *s, const char *name, const char *value) {
    begin(s, PE_MSG_SETENV);
    pe_wire_put_cstr(&s->msg, name);
    pe_wire_put_u8(&s->msg, value ? 1 : 0);
    if (value) pe_wire_put_cstr(&s->msg, value);
    return simple(s);
}

int pe_worker_session_mount(pe_worker_session *s, const char *host_path,
                            const char *virtual_path, pyeval_mount_mode mode) {
    (void)host_path, (void)virtual_path, (void)mode;
    if (s->crashed) return PE_WORKER_CRASHED;
    set_error(s, "ValueError", "mounts are not available in isolated mode", 0, 0, "");
    return -1;
}

void pe_worker_session_interrupt(pe_worker_session *s) {
    pid_t pid = s->p.pid;
    union sigval v = {.sival_int = __atomic_load_n(&s->run_seq, __ATOMIC_SEQ_CST)};
    if (pid > 0 && !s->crashed && v.sival_int) sigqueue(pid, SIGUSR1, v);
}

int pe_worker_session_crashed(const pe_worker_session *s) {
    return s->crashed;
}

const char *pe_worker_session_crash_reason(const pe_worker_session *s) {
    return s->crashed ? s->reason : NULL;
}

pid_t pe_worker_session_pid(const pe_worker_session *s) {
    return s->p.pid;
}

int pe_worker_session_fd(const pe_worker_session *s) {
    return s->p.fd;
}

void pe_worker_value_free(pyeval_value *v) {
    if (!v) return;
    owned_tree *t = (owned_tree *)v;
    pe_wire_value_clear(&t->v);
    free(t->buf);
    free(t);
}

/* ---- the pool -------------------------------------------------------------------- */

struct pe_worker_pool {
    pthread_mutex_t mu;
    pthread_cond_t cv;      /* a take, or the pool's end: the refill thread has work */
    pthread_cond_t started; /* the refill thread added a worker or gave up */
    pthread_t refiller;
    int has_refiller, stop, idle_failed;
    pid_t owner; /* the process the refill thread runs in (not a fork's child) */
    char *path;
    pyeval_config cfg; /* allow/deny point at the copies below */
    char *allow, *deny;
    proc *idle; /* started, NEW sent, READY not yet read */
    size_t nidle, n, starting;
};

/* Starts a worker and sends it the pool's config. 0 or -1. */
static int pool_start(pe_worker_pool *p, proc *out) {
    if (spawn_worker(p->path, out) < 0) return -1;
    if (send_config(out, &p->cfg) == 0) return 0;
    reap(out, NULL);
    return -1;
}

/* A worker's start-up is 3-4 ms of CPU (exec, libc and OpenSSL set-up, a warm-up VM).
 * Begun the moment a worker is taken, on a busy 2-CPU machine it takes the CPU from
 * the taker's first requests (a new Interpreter's first run went from 0.2 to 1.5 ms).
 * So while the pool still has a warm worker, the refill waits this long after a take
 * first; an empty pool is refilled at once. */
#define PE_CLIENT_REFILL_PAUSE_MS 2

/* Waits PE_CLIENT_REFILL_PAUSE_MS (p->mu held), cut short when the pool empties.
 * 0, or -1 when the pool is stopping. */
static int refill_pause(pe_worker_pool *p) {
    struct timespec end;
    clock_gettime(CLOCK_MONOTONIC, &end);
    end.tv_nsec += PE_CLIENT_REFILL_PAUSE_MS * 1000000L;
    if (end.tv_nsec >= 1000000000L) {
        end.tv_sec++;
        end.tv_nsec -= 1000000000L;
    }
    /* loop-bound: until the deadline, the pool empties, or it stops */
    while (!p->stop && p->nidle && pthread_cond_timedwait(&p->cv, &p->mu, &end) == 0) {
    }
    return p->stop ? -1 : 0;
}

/* The refill thread: keeps nidle + starting at n, so a take finds a warm worker and
 * does not pay for the spawn of its replacement (0.3-0.6 ms of posix_spawn, most of it
 * the exec the caller would wait through). A failed start parks it until the next
 * take. It also collects killed workers (reap_pending). */
static void *pool_refill(void *arg) {
    pe_worker_pool *p = arg;
    pthread_mutex_lock(&p->mu);
    for (;;) { /* loop-bound: one worker started per pass; waits when the pool is full */
        while (!p->stop && (p->idle_failed || p->nidle + p->starting >= p->n))
            pthread_cond_wait(&p->cv, &p->mu); /* loop-bound: until signalled */
        if (p->stop) break;
        if (p->nidle && refill_pause(p) < 0) break;
        p->starting++;
        pthread_mutex_unlock(&p->mu);
        reap_pending();
        proc w;
        int ok = pool_start(p, &w) == 0;
        pthread_mutex_lock(&p->mu);
        p->starting--;
        if (!ok) {
            p->idle_failed = 1;
        } else if (p->stop) {
            reap(&w, NULL);
        } else {
            p->idle[p->nidle++] = w;
        }
        pthread_cond_broadcast(&p->started);
    }
    pthread_mutex_unlock(&p->mu);
    return NULL;
}

/* Starts the refill thread with every signal blocked, so the host's signals go to its
 * own threads. 0 or -1 (the pool then refills in pe_worker_pool_take itself). */
static int start_refiller(pe_worker_pool *p) {
    sigset_t all, old;
    sigfillset(&all);
    pthread_sigmask(SIG_SETMASK, &all, &old);
    int rc = pthread_create(&p->refiller, NULL, pool_refill, p);
    pthread_sigmask(SIG_SETMASK, &old, NULL);
    return rc == 0 ? 0 : -1;
}

static char *dup_opt(const char *s, int *fail) {
    if (!s) return NULL;
    char *c = strdup(s);
    if (!c) *fail = 1;
    return c;
}

pe_worker_pool *pe_worker_pool_new(const char *path, size_t n, const pyeval_config *cfg) {
    pe_worker_pool *p = calloc(1, sizeof *p); // raw-alloc-ok: host
    if (!p) return NULL;
    int fail = 0;
    pthread_mutex_init(&p->mu, NULL);
    pthread_condattr_t ca;
    pthread_condattr_init(&ca);
    pthread_condattr_setclock(&ca, CLOCK_MONOTONIC); /* refill_pause's deadline */
    pthread_cond_init(&p->cv, &ca);
    pthread_condattr_destroy(&ca);
    pthread_cond_init(&p->started, NULL);
    if (cfg)
        p->cfg = *cfg;
    else
        pyeval_config_default(&p->cfg);
    p->cfg.output = NULL;
    p->cfg.interrupt = NULL;
    p->cfg.alloc = NULL;
    p->path = dup_opt(path, &fail);
    p->allow = dup_opt(p->cfg.allow_imports, &fail);
    p->deny = dup_opt(p->cfg.deny_imports, &fail);
    p->cfg.allow_imports = p->allow;
    p->cfg.deny_imports = p->deny;
    p->n = n;
    p->idle = calloc(n ? n : 1, sizeof *p->idle); // raw-alloc-ok: host
    if (fail || !p->path || !p->idle) goto fail;
    for (size_t i = 0; i < n; i++) /* loop-bound: the pool's size */
        if (pool_start(p, &p->idle[p->nidle]) == 0) p->nidle++;
    if (n && !p->nidle) goto fail;
    p->owner = getpid();
    p->has_refiller = n && start_refiller(p) == 0;
    return p;
fail:
    pe_worker_pool_free(p);
    return NULL;
}

pe_worker_session *pe_worker_pool_take(pe_worker_pool *p) {
    proc w = {0, -1};
    int got = 0;
    /* a fork's child has the pool but not its thread: it must not wait for it */
    int refiller = p->has_refiller && p->owner == getpid();
    pthread_mutex_lock(&p->mu);
    if (refiller && !p->nidle) {
        /* an empty pool (a burst): the thread starts the next worker at once (no
         * pause), and this take waits for it rather than start a second one beside it
         * (two starts would share the CPU and both be late); if the thread fails, the
         * take tries itself below */
        p->idle_failed = 0;
        pthread_cond_signal(&p->cv);
        while (!p->nidle && !p->idle_failed && !p->stop) /* loop-bound: until signalled */
            pthread_cond_wait(&p->started, &p->mu);
    }
    if (p->nidle) {
        w = p->idle[--p->nidle];
        got = 1;
    }
    p->idle_failed = 0;
    if (refiller) pthread_cond_signal(&p->cv);
    pthread_mutex_unlock(&p->mu);
    if (!refiller) {
        /* no refill thread: start the replacement here, as the pool's size */
        proc fresh;
        reap_pending();
        if (pool_start(p, &fresh) == 0) {
            if (!got) {
                w = fresh; /* none was warm: this one starts cold */
                got = 1;
            } else {
                pthread_mutex_lock(&p->mu);
                if (p->nidle < p->n)
                    p->idle[p->nidle++] = fresh;
                else
                    reap_later(&fresh);
                pthread_mutex_unlock(&p->mu);
            }
        }
    } else if (!got && pool_start(p, &w) == 0) {
        got = 1; /* none was warm (a burst): start one cold, the thread refills */
    }
    if (!got) return NULL;
    pe_worker_session *s = session_on(w, &p->cfg);
    if (!s) return NULL;
    return await_ready(s);
}

void pe_worker_pool_free(pe_worker_pool *p) {
    if (!p) return;
    if (p->has_refiller && p->owner == getpid()) {
        pthread_mutex_lock(&p->mu);
        p->stop = 1;
        pthread_cond_broadcast(&p->cv);
        pthread_mutex_unlock(&p->mu);
        pthread_join(p->refiller, NULL);
    }
    for (size_t i = 0; i < p->nidle; i++)
        reap(&p->idle[i], NULL); /* loop-bound: pool */
    reap_pending();
    free(p->idle);
    free(p->path);
    free(p->allow);
    free(p->deny);
    pthread_cond_destroy(&p->cv);
    pthread_cond_destroy(&p->started);
    pthread_mutex_destroy(&p->mu);
    free(p);
}
