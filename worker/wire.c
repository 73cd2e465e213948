/*
 * wire.c - encoding, hostile-input-safe decoding and transport of worker messages
 * (wire.h, docs/worker.md).
 */
#include "worker/wire.h"

#include <errno.h>
#include <poll.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <time.h>
#include <unistd.h>

/* ---- building -------------------------------------------------------------------- */

static int out_reserve(pe_wire_out *o, size_t n) {
    if (o->failed) return -1;
    if (n > PE_WIRE_MAX_MSG + 4 - o->len) {
        o->failed = 1;
        return -1;
    }
    if (o->len + n <= o->cap) return 0;
    size_t ncap = o->cap ? o->cap : 256;
    while (ncap < o->len + n)
        ncap *= 2; /* loop-bound: doubling up to PE_WIRE_MAX_MSG */
    uint8_t *p = realloc(o->data, ncap);
    if (!p) {
        o->failed = 1;
        return -1;
    }
    o->data = p;
    o->cap = ncap;
    return 0;
}

static void out_raw(pe_wire_out *o, const void *p, size_t n) {
    if (out_reserve(o, n) < 0) return;
    if (n) memcpy(o->data + o->len, p, n);
    o->len += n;
}

void pe_wire_begin(pe_wire_out *o, int type) {
    o->len = 0;
    o->failed = 0;
    uint8_t hdr[5] = {0, 0, 0, 0, (uint8_t)type};
    out_raw(o, hdr, sizeof hdr);
}

void pe_wire_put_u8(pe_wire_out *o, uint8_t v) {
    out_raw(o, &v, 1);
}

void pe_wire_put_u32(pe_wire_out *o, uint32_t v) {
    uint8_t b[4];
    for (int i = 0; i < 4; i++)
        b[i] = (uint8_t)(v >> (8 * i));
    out_raw(o, b, 4);
}

void pe_wire_put_u64(pe_wire_out *o, uint64_t v) {
    uint8_t b[8];
    for (int i = 0; i < 8; i++)
        b[i] = (uint8_t)(v >> (8 * i));
    out_raw(o, b, 8);
}

void pe_wire_put_f64(pe_wire_out *o, double v) {
    uint64_t u;
    memcpy(&u, &v, sizeof u);
    pe_wire_put_u64(o, u);
}

void pe_wire_put_bytes(pe_wire_out *o, const void *p, size_t n) {
    if (n > UINT32_MAX) {
        o->failed = 1;
        return;
    }
    pe_wire_put_u32(o, (uint32_t)n);
    out_raw(o, p, n);
}

void pe_wire_put_cstr(pe_wire_out *o, const char *s) {
    if (!s) s = "";
    size_t n = strlen(s);
    pe_wire_put_bytes(o, s, n);
    pe_wire_put_u8(o, 0);
}

static void put_seq(pe_wire_out *o, const pyeval_value *items, size_t n, int depth);

static void put_value_at(pe_wire_out *o, const pyeval_value *v, int depth) {
    if (o->failed) return;
    if (depth > PE_WIRE_MAX_DEPTH) {
        o->failed = 1;
        return;
    }
    pe_wire_put_u8(o, (uint8_t)v->kind);
    switch (v->kind) {
    case PYEVAL_NONE: break;
    case PYEVAL_BOOL: pe_wire_put_u8(o, v->u.b ? 1 : 0); break;
    case PYEVAL_INT: pe_wire_put_u64(o, (uint64_t)v->u.i); break;
    case PYEVAL_FLOAT: pe_wire_put_f64(o, v->u.f); break;
    case PYEVAL_COMPLEX:
        pe_wire_put_f64(o, v->u.c.re);
        pe_wire_put_f64(o, v->u.c.im);
        break;
    case PYEVAL_STR:
    case PYEVAL_BYTES:
    case PYEVAL_BYTEARRAY:
    case PYEVAL_BIGINT: pe_wire_put_bytes(o, v->u.str.data, v->u.str.len); break;
    case PYEVAL_LIST:
    case PYEVAL_TUPLE:
    case PYEVAL_SET:
    case PYEVAL_FROZENSET: put_seq(o, v->u.seq.items, v->u.seq.len, depth); break;
    case PYEVAL_DICT:
        if (v->u.seq.len > UINT32_MAX / 2) {
            o->failed = 1;
            return;
        }
        pe_wire_put_u32(o, (uint32_t)v->u.seq.len);
        for (size_t i = 0; i < 2 * v->u.seq.len && !o->failed; i++)
            put_value_at(o, &v->u.seq.items[i], depth + 1);
        break;
    case PYEVAL_HANDLE: {
        uint64_t id = o->handle_id ? o->handle_id(o->handle_ud, v->u.handle.ptr) : 0;
        if (!id) o->failed = 1;
        pe_wire_put_u64(o, id);
        pe_wire_put_bytes(o, v->u.handle.repr, v->u.handle.repr ? v->u.handle.repr_len : 0);
        break;
    }
    case PYEVAL_OBJECT:
        pe_wire_put_cstr(o, v->u.obj.type);
        pe_wire_put_u8(o, v->u.obj.name ? 1 : 0);
        if (v->u.obj.name) pe_wire_put_cstr(o, v->u.obj.name);
        if (!v->u.obj.fields) {
            o->failed = 1;
            return;
        }
        put_value_at(o, v->u.obj.fields, depth + 1);
        break;
    case PYEVAL_OPAQUE:
        pe_wire_put_cstr(o, v->u.opaque.type_name);
        pe_wire_put_bytes(o, v->u.opaque.repr, v->u.opaque.repr ? v->u.opaque.repr_len : 0);
        break;
    default: o->failed = 1;
    }
}

static void put_seq(pe_wire_out *o, const pyeval_value *items, size_t n, int depth) {
    if (n > UINT32_MAX) {
        o->failed = 1;
        return;
    }
    pe_wire_put_u32(o, (uint32_t)n);
    for (size_t i = 0; i < n && !o->failed; i++)
        put_value_at(o, &items[i], depth + 1);
}

void pe_wire_put_value(pe_wire_out *o, const pyeval_value *v) {
    put_value_at(o, v, 0);
}

int pe_wire_finish(pe_wire_out *o) {
    if (o->failed || o->len < 5) return -1;
    size_t body = o->len - 4;
    if (body > PE_WIRE_MAX_MSG) return -1;
    for (int i = 0; i < 4; i++)
        o->data[i] = (uint8_t)(body >> (8 * i));
    return 0;
}

void pe_wire_out_free(pe_wire_out *o) {
    free(o->data);
    o->data = NULL;
    o->len = o->cap = 0;
}

/* ---- reading --------------------------------------------------------------------- */

void pe_wire_in_init(pe_wire_in *in, const void *data, size_t len) {
    memset(in, 0, sizeof *in);
    in->data = data;
    in->len = len;
}

/* The next n bytes, or NULL (and bad) when fewer are left. */
static const uint8_t *in_take(pe_wire_in *in, size_t n) {
    if (in->bad || n > in->len - in->pos) {
        in->bad = 1;
        return NULL;
    }
    const uint8_t *p = in->data + in->pos;
    in->pos += n;
    return p;
}

int pe_wire_get_u8(pe_wire_in *in, uint8_t *v) {
    const uint8_t *p = in_take(in, 1);
    if (!p) return -1;
    *v = p[0];
    return 0;
}

int pe_wire_get_u32(pe_wire_in *in, uint32_t *v) {
    const uint8_t *p = in_take(in, 4);
    if (!p) return -1;
    *v = (uint32_t)p[0] | (uint32_t)p[1] << 8 | (uint32_t)p[2] << 16 | (uint32_t)p[3] << 24;
    return 0;
}

int pe_wire_get_i32(pe_wire_in *in, int32_t *v) {
    uint32_t u;
    if (pe_wire_get_u32(in, &u) < 0) return -1;
    memcpy(v, &u, sizeof *v);
    return 0;
}

int pe_wire_get_u64(pe_wire_in *in, uint64_t *v) {
    const uint8_t *p = in_take(in, 8);
    if (!p) return -1;
    uint64_t r = 0;
    for (int i = 7; i >= 0; i--)
        r = r << 8 | p[i];
    *v = r;
    return 0;
}

int pe_wire_get_f64(pe_wire_in *in, double *v) {
    uint64_t u;
    if (pe_wire_get_u64(in, &u) < 0) return -1;
    memcpy(v, &u, sizeof *v);
    return 0;
}

int pe_wire_get_bytes(pe_wire_in *in, const char **p, size_t *n) {
    uint32_t len;
    if (pe_wire_get_u32(in, &len) < 0) return -1;
    const uint8_t *d = in_take(in, len);
    if (!d) return -1;
    *p = (const char *)d;
    *n = len;
    return 0;
}

int pe_wire_get_cstr(pe_wire_in *in, const char **s) {
    const char *p;
    size_t n;
    if (pe_wire_get_bytes(in, &p, &n) < 0) return -1;
    const uint8_t *nul = in_take(in, 1);
    if (!nul || *nul != 0 || memchr(p, 0, n)) {
        in->bad = 1;
        return -1;
    }
    *s = p;
    return 0;
}

static int get_value_at(pe_wire_in *in, pyeval_value *v, int depth);

/* n values into a new array; each needs at least one byte, so n is checked against
 * the bytes left before anything is allocated. */
static int get_items(pe_wire_in *in, size_t n, pyeval_value **items, int depth) {
    *items = NULL;
    if (n > in->len - in->pos) {
        in->bad = 1;
        return -1;
    }
    if (n == 0) return 0;
    if (in->max_items) {
        if (n >= in->max_items) {
            in->bad = 1;
            return -1;
        }
        in->max_items -= n;
    }
    pyeval_value *arr = calloc(n, sizeof *arr);
    if (!arr) {
        in->bad = 1;
        return -1;
    }
    *items = arr; /* set first: the caller's clear frees a partial array */
    for (size_t i = 0; i < n; i++) {
        if (get_value_at(in, &arr[i], depth + 1) < 0) {
            /* items after i are NONE (calloc'd zeroes are PYEVAL_NONE) */
            return -1;
        }
    }
    return 0;
}

static int get_str_kind(pe_wire_in *in, pyeval_value *v) {
    return pe_wire_get_bytes(in, &v->u.str.data, &v->u.str.len);
}

static int get_value_body(pe_wire_in *in, pyeval_value *v, int depth) {
    uint8_t b;
    uint32_t n;
    uint64_t u;
    switch (v->kind) {
    case PYEVAL_NONE: return 0;
    case PYEVAL_BOOL:
        if (pe_wire_get_u8(in, &b) < 0 || b > 1) return -1;
        v->u.b = b;
        return 0;
    case PYEVAL_INT:
        if (pe_wire_get_u64(in, &u) < 0) return -1;
        v->u.i = (int64_t)u;
        return 0;
    case PYEVAL_FLOAT: return pe_wire_get_f64(in, &v->u.f);
    case PYEVAL_COMPLEX:
        return pe_wire_get_f64(in, &v->u.c.re) < 0 ? -1 : pe_wire_get_f64(in, &v->u.c.im);
    case PYEVAL_STR:
    case PYEVAL_BYTES:
    case PYEVAL_BYTEARRAY:
    case PYEVAL_BIGINT: return get_str_kind(in, v);
    case PYEVAL_LIST:
    case PYEVAL_TUPLE:
    case PYEVAL_SET:
    case PYEVAL_FROZENSET:
        if (pe_wire_get_u32(in, &n) < 0) return -1;
        v->u.seq.len = n;
        return get_items(in, n, &v->u.seq.items, depth);
    case PYEVAL_DICT:
        if (pe_wire_get_u32(in, &n) < 0) return -1;
        v->u.seq.len = n;
        return get_items(in, 2 * (size_t)n, &v->u.seq.items, depth);
    case PYEVAL_HANDLE:
        if (pe_wire_get_u64(in, &u) < 0) return -1;
        if (!in->handle_ptr || in->handle_ptr(in->handle_ud, u, &v->u.handle.ptr) < 0)
            return -1;
        return pe_wire_get_bytes(in, &v->u.handle.repr, &v->u.handle.repr_len);
    case PYEVAL_OBJECT:
        if (pe_wire_get_cstr(in, &v->u.obj.type) < 0 || pe_wire_get_u8(in, &b) < 0 || b > 1)
            return -1;
        if (b && pe_wire_get_cstr(in, &v->u.obj.name) < 0) return -1;
        return get_items(in, 1, &v->u.obj.fields, depth);
    case PYEVAL_OPAQUE:
        if (pe_wire_get_cstr(in, &v->u.opaque.type_name) < 0) return -1;
        return pe_wire_get_bytes(in, &v->u.opaque.repr, &v->u.opaque.repr_len);
    }
    return -1;
}

static int get_value_at(pe_wire_in *in, pyeval_value *v, int depth) {
    memset(v, 0, sizeof *v);
    uint8_t kind;
    if (depth > PE_WIRE_MAX_DEPTH || pe_wire_get_u8(in, &kind) < 0 ||
        kind > PYEVAL_OPAQUE) {
        in->bad = 1;
        return -1;
    }
    v->kind = (pyeval_kind)kind;
    if (get_value_body(in, v, depth) < 0) {
        in->bad = 1;
        return -1;
    }
    return 0;
}

int pe_wire_get_value(pe_wire_in *in, pyeval_value *v) {
    if (get_value_at(in, v, 0) == 0) return 0;
    pe_wire_value_clear(v);
    return -1;
}

void pe_wire_value_clear(pyeval_value *v) {
    size_t n = 0;
    pyeval_value *items = NULL;
    switch (v->kind) {
    case PYEVAL_LIST:
    case PYEVAL_TUPLE:
    case PYEVAL_SET:
    case PYEVAL_FROZENSET:
        items = v->u.seq.items;
        n = v->u.seq.len;
        break;
    case PYEVAL_DICT:
        items = v->u.seq.items;
        n = 2 * v->u.seq.len;
        break;
    case PYEVAL_OBJECT:
        items = v->u.obj.fields;
        n = 1;
        break;
    default: break;
    }
    /* a partial array (a failed decode) ends in NONE items, which clear to nothing */
    if (items)
        for (size_t i = 0; i < n; i++)
            pe_wire_value_clear(&items[i]);
    free(items);
    memset(v, 0, sizeof *v);
}

int pe_wire_done(const pe_wire_in *in) {
    return in->bad || in->pos != in->len ? -1 : 0;
}

/* ---- transport ------------------------------------------------------------------- */

static int send_all(int fd, const pe_wire_out *o, int plain) {
    size_t off = 0;
    while (off < o->len) { /* loop-bound: each pass writes >= 1 byte or fails */
        ssize_t w = plain ? write(fd, o->data + off, o->len - off)
                          : send(fd, o->data + off, o->len - off, MSG_NOSIGNAL);
        if (w < 0) {
            if (errno == EINTR) continue;
            return -1;
        }
        off += (size_t)w;
    }
    return 0;
}

int pe_wire_send(int fd, const pe_wire_out *o) {
    return send_all(fd, o, 0);
}

int pe_wire_write(int fd, const pe_wire_out *o) {
    return send_all(fd, o, 1);
}

static long now_ms(void) {
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (long)ts.tv_sec * 1000 + ts.tv_nsec / 1000000;
}

/* Reads exactly n bytes. 1 done, 0 EOF before any byte (only when eof_ok), -1 error
 * or short, -2 deadline. */
static int read_full(int fd, uint8_t *p, size_t n, long end_ms, int eof_ok) {
    size_t got = 0;
    while (got < n) { /* loop-bound: each pass reads >= 1 byte, ends, or times out */
        if (end_ms >= 0) {
            long left = end_ms - now_ms();
            if (left <= 0) return -2;
            struct pollfd pfd = {fd, POLLIN, 0};
            int r = poll(&pfd, 1, left > 1000000 ? 1000000 : (int)left);
            if (r < 0 && errno != EINTR) return -1;
            if (r <= 0) continue;
        }
        ssize_t k = read(fd, p + got, n - got);
        if (k < 0) {
            if (errno == EINTR) continue;
            return -1;
        }
        if (k == 0) return got == 0 && eof_ok ? 0 : -1;
        got += (size_t)k;
    }
    return 1;
}

static long now_us(void) {
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (long)ts.tv_sec * 1000000 + ts.tv_nsec / 1000;
}

/* A hint to the CPU that this is a spin-wait (cheaper for a sibling hyperthread). */
static inline void cpu_relax(void) {
#if defined(__x86_64__) || defined(__i386__)
    __builtin_ia32_pause();
#elif defined(__aarch64__)
    __asm__ __volatile__("yield");
#endif
}

/* Per thread (each session's waiting thread, the worker's evaluator thread): how many
 * spins in a row did not pay, and how many waits to block at once before spinning
 * again. */
static _Thread_local unsigned spin_misses, spin_skip;

/* A spin that did not pay: the next 2, 4, ... 64 waits block at once. */
static void spin_back_off(void) {
    if (spin_misses < 6) spin_misses++;
    spin_skip = 1u << spin_misses;
}

/* Waits up to PE_WIRE_SPIN_US for the first bytes of a message without sleeping: a
 * non-blocking recv, a few pause instructions, again and again. A blocking read on an
 * idle CPU of a virtual machine costs a wake-up of 25-30 us (the other side's write
 * must kick a halted vCPU awake); when the answer comes within the window, neither
 * side sleeps. The spin never yields the CPU: sched_yield hands it to whatever else is
 * runnable there for a whole time slice (0.5-1 ms seen), where a sleeping reader woken
 * by the answer would preempt it.
 *
 * A spin pays only while answers come quickly from a peer on another CPU. When both
 * sides share one CPU it cannot win (the answer needs the CPU it holds), and on a busy
 * machine its CPU time counts against this thread when the scheduler picks who runs
 * next. So a spin that runs out, or sees that it was preempted (a pass of the loop
 * taking over PE_WIRE_SPIN_GAP_US), backs off (spin_back_off); one that finds its
 * message after spinning shortens the back-off by a step; a message there at once
 * says nothing.
 *
 * Returns how many bytes (at most n) arrived; 0 when none did in time, or on EOF or
 * an error, which the blocking read that follows sees again. In the worker the
 * seccomp filter allows recvfrom only with exactly MSG_DONTWAIT (worker/lockdown.c). */
static size_t spin_recv(int fd, uint8_t *p, size_t n) {
    if (spin_skip) {
        spin_skip--;
        return 0;
    }
    long start = now_us(), prev = start;
    int preempted = 0;
    for (;;) { /* loop-bound: PE_WIRE_SPIN_US of wall-clock time */
        ssize_t k = recv(fd, p, n, MSG_DONTWAIT);
        if (k > 0) {
            if (preempted)
                spin_back_off();
            else if (prev != start && spin_misses)
                spin_misses--;
            return (size_t)k;
        }
        if (k == 0 || (errno != EAGAIN && errno != EWOULDBLOCK && errno != EINTR)) return 0;
        long t = now_us();
        if (t - prev > PE_WIRE_SPIN_GAP_US) preempted = 1;
        prev = t;
        if (t - start >= PE_WIRE_SPIN_US) {
            spin_back_off();
            return 0;
        }
        for (int i = 0; i < 16; i++)
            cpu_relax(); /* loop-bound: 16 pauses */
    }
}

long pe_wire_recv(int fd, uint8_t **buf, size_t max, long deadline_ms) {
    *buf = NULL;
    long end = deadline_ms >= 0 ? now_ms() + deadline_ms : -1;
    uint8_t hdr[4];
    size_t pre = spin_recv(fd, hdr, 4);
    int r = pre == 4 ? 1 : read_full(fd, hdr + pre, 4 - pre, end, pre == 0);
    if (r <= 0) return r == 0 ? 0 : r;
    size_t len =
        (size_t)hdr[0] | (size_t)hdr[1] << 8 | (size_t)hdr[2] << 16 | (size_t)hdr[3] << 24;
    if (len == 0 || len > max || len > PE_WIRE_MAX_MSG) return -1;
    /* grow with what has arrived, never to the declared length up front */
    size_t cap = len < 65536 ? len : 65536, got = 0;
    uint8_t *b = malloc(cap);
    if (!b) return -1;
    while (got < len) { /* loop-bound: each pass reads a chunk or fails */
        if (got == cap) {
            size_t ncap = cap * 2 < len ? cap * 2 : len;
            uint8_t *nb = realloc(b, ncap);
            if (!nb) goto fail;
            b = nb;
            cap = ncap;
        }
        size_t want = cap - got;
        r = read_full(fd, b + got, want, end, 0);
        if (r < 0) goto fail;
        got += want;
    }
    *buf = b;
    return (long)len;
fail:
    free(b);
    return r == -2 ? -2 : -1;
}

/* ---- config ---------------------------------------------------------------------- */

static void put_opt_cstr(pe_wire_out *o, const char *s) {
    pe_wire_put_u8(o, s ? 1 : 0);
    if (s) pe_wire_put_cstr(o, s);
}

void pe_wire_put_config(pe_wire_out *o, const pyeval_config *c) {
    pe_wire_put_u64(o, c->max_ops);
    pe_wire_put_u64(o, c->max_memory);
    pe_wire_put_u32(o, c->max_depth);
    pe_wire_put_f64(o, c->timeout);
    pe_wire_put_u64(o, c->max_output);
    pe_wire_put_u64(o, c->max_source);
    pe_wire_put_u32(o, c->int_max_str_digits);
    put_opt_cstr(o, c->allow_imports);
    put_opt_cstr(o, c->deny_imports);
    pe_wire_put_u8(o, c->has_seed ? 1 : 0);
    pe_wire_put_u64(o, c->seed);
    pe_wire_put_u64(o, c->max_host_calls);
    pe_wire_put_u8(o, c->has_fixed_time ? 1 : 0);
    pe_wire_put_f64(o, c->fixed_time);
}

static int get_opt_cstr(pe_wire_in *in, const char **s) {
    uint8_t has;
    *s = NULL;
    if (pe_wire_get_u8(in, &has) < 0 || has > 1) return -1;
    return has ? pe_wire_get_cstr(in, s) : 0;
}

int pe_wire_get_config(pe_wire_in *in, pyeval_config *c) {
    memset(c, 0, sizeof *c);
    uint8_t seed = 0, fixed = 0;
    pe_wire_get_u64(in, &c->max_ops);
    pe_wire_get_u64(in, &c->max_memory);
    pe_wire_get_u32(in, &c->max_depth);
    pe_wire_get_f64(in, &c->timeout);
    pe_wire_get_u64(in, &c->max_output);
    pe_wire_get_u64(in, &c->max_source);
    pe_wire_get_u32(in, &c->int_max_str_digits);
    get_opt_cstr(in, &c->allow_imports);
    get_opt_cstr(in, &c->deny_imports);
    pe_wire_get_u8(in, &seed);
    pe_wire_get_u64(in, &c->seed);
    pe_wire_get_u64(in, &c->max_host_calls);
    pe_wire_get_u8(in, &fixed);
    pe_wire_get_f64(in, &c->fixed_time);
    if (in->bad || seed > 1 || fixed > 1 || !(c->timeout >= 0) ||
        !(c->fixed_time == c->fixed_time))
        return -1;
    c->has_seed = seed;
    c->has_fixed_time = fixed;
    return 0;
}
