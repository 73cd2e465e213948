/*
 * wire.h - the byte format between a host and an isolated worker (docs/worker.md).
 *
 * A message is a 4-byte little-endian body length followed by the body: one type byte
 * (PE_MSG_*) and the fields of that type, all little-endian. The same code encodes and
 * decodes on both sides, and both sides treat what they read as hostile: every length
 * is checked against what is left of the message, trees are at most PE_WIRE_MAX_DEPTH
 * deep, and nothing is allocated that the bytes read do not pay for (a message buffer
 * grows only as its bytes arrive; an array of n values is allocated only when at least
 * n bytes are left, so decoding costs at most sizeof(pyeval_value) bytes per byte read).
 *
 * Field encodings
 *   u8, u32, u64, i32 (as u32), f64 (IEEE bits as u64)
 *   bytes  u32 length, then the bytes
 *   cstr   u32 length, the bytes, then one NUL; no NUL inside (a C string)
 *   value  u8 kind (pyeval_kind), then
 *            NONE -; BOOL u8; INT u64; FLOAT f64; COMPLEX f64 f64;
 *            STR/BYTES/BYTEARRAY/BIGINT bytes; LIST/TUPLE/SET/FROZENSET u32 n, n values;
 *            DICT u32 n, 2n values (key, value, ...); HANDLE u64 id, bytes repr;
 *            OBJECT cstr type, u8 has_name, [cstr name], value fields;
 *            OPAQUE cstr type_name, bytes repr
 * Handles cross as ids: the encoder asks its side's map for the id of a pointer, and
 * the decoder asks for the pointer of an id (an unknown id fails the decode).
 *
 * Nothing here is thread-safe beyond what each object's owner guarantees.
 */
#ifndef PE_WORKER_WIRE_H
#define PE_WORKER_WIRE_H

#include <stddef.h>
#include <stdint.h>

#include "pyeval.h"

#define PE_WIRE_MAX_MSG   (256u << 20) /* bytes in one message body */
#define PE_WIRE_MAX_DEPTH 200          /* nesting of a value tree */

/* Message types. host -> worker below 64, worker -> host from 64. */
enum {
    PE_MSG_NEW = 1,       /* config; the first message, answered by READY */
    PE_MSG_DEFINE,        /* cstr name, u32 flags -> REPLY */
    PE_MSG_SET_GLOBAL,    /* cstr name, value -> REPLY */
    PE_MSG_GET_GLOBAL,    /* cstr name -> REPLY (rc 1 with value, 0, -1) */
    PE_MSG_DEL_GLOBAL,    /* cstr name -> REPLY */
    PE_MSG_LIST_GLOBALS,  /* -> REPLY with value */
    PE_MSG_RUN,           /* bytes code, cstr filename, u32 flags -> ... RESULT */
    PE_MSG_FS_WRITE,      /* cstr path, bytes data -> REPLY */
    PE_MSG_FS_READ,       /* cstr path -> REPLY with data */
    PE_MSG_FS_REMOVE,     /* cstr path -> REPLY */
    PE_MSG_FS_MKDIR,      /* cstr path -> REPLY */
    PE_MSG_FS_LIST,       /* cstr path -> REPLY with value */
    PE_MSG_FS_STAT,       /* cstr path -> REPLY (rc; size) */
    PE_MSG_SETENV,        /* cstr name, u8 has_value, [cstr value] -> REPLY */
    PE_MSG_TOOL_RESULT,   /* i32 rc; rc 0: value; rc -1: cstr type, cstr message */
    PE_MSG_LOOKUP_RESULT, /* i32 rc (0, 1, 2, -1); 1: value; -1: cstr type, cstr msg */
    PE_MSG_SET_LOOKUP,    /* u8 on -> REPLY */
    PE_MSG_SET_ARGV,      /* u32 n, n cstr -> REPLY */
    PE_MSG__HOST_END,

    PE_MSG_READY = 64,     /* i32 rc (0, or -1: the VM could not be made) */
    PE_MSG_REPLY,          /* i32 rc, u8 has_value [value], bytes data, u64 size,
                              cstr error type, cstr error message */
    PE_MSG_OUTPUT,         /* u8 stream, bytes */
    PE_MSG_TOOL_CALL,      /* cstr name, u32 nargs, values, u32 nkw, (cstr, value)... */
    PE_MSG_LOOKUP,         /* bytes name */
    PE_MSG_HANDLE_RELEASE, /* u64 id */
    PE_MSG_RESULT,         /* see pe_wire_result */
    PE_MSG__WORKER_END,
};

/* ---- building a message ---------------------------------------------------------- */

/* A growing message under construction. A failed allocation sets `failed`; every later
 * put is then a no-op, so a caller checks once at the end. */
typedef struct pe_wire_out {
    uint8_t *data; /* data[0..4) holds the length once pe_wire_finish ran */
    size_t len, cap;
    int failed;
    /* HANDLE values: the id to send for a pointer (0 on failure -> failed) */
    uint64_t (*handle_id)(void *ud, void *ptr);
    void *handle_ud;
} pe_wire_out;

/* Starts a message of the given type in *o (reusing o's buffer if it has one). */
void pe_wire_begin(pe_wire_out *o, int type);
void pe_wire_put_u8(pe_wire_out *o, uint8_t v);
void pe_wire_put_u32(pe_wire_out *o, uint32_t v);
void pe_wire_put_u64(pe_wire_out *o, uint64_t v);
void pe_wire_put_f64(pe_wire_out *o, double v);
void pe_wire_put_bytes(pe_wire_out *o, const void *p, size_t n);
/* s may be NULL (sent as ""). */
void pe_wire_put_cstr(pe_wire_out *o, const char *s);
/* A value tree; a tree deeper than PE_WIRE_MAX_DEPTH or a bad kind sets failed. */
void pe_wire_put_value(pe_wire_out *o, const pyeval_value *v);
/* Writes the length header. Returns 0, or -1 if the message failed or is too big. */
int pe_wire_finish(pe_wire_out *o);
/* Frees the buffer. Cannot fail. */
void pe_wire_out_free(pe_wire_out *o);

/* ---- reading a message ----------------------------------------------------------- */

/* A received message body. Getters fail (return -1, set bad) past its end; once bad is
 * set every getter fails. Pointers returned point into `data` (borrowed). */
typedef struct pe_wire_in {
    const uint8_t *data;
    size_t len, pos;
    int bad;
    /* HANDLE values: the pointer for an id; return -1 for an unknown id */
    int (*handle_ptr)(void *ud, uint64_t id, void **ptr);
    void *handle_ud;
    /* values a decode may still allocate in all (0: no cap). The host sets it from the
     * session's memory limit, so a compromised worker cannot make it allocate more
     * value slots than the worker's own VM could have held. */
    uint64_t max_items;
} pe_wire_in;

void pe_wire_in_init(pe_wire_in *in, const void *data, size_t len);
int pe_wire_get_u8(pe_wire_in *in, uint8_t *v);
int pe_wire_get_u32(pe_wire_in *in, uint32_t *v);
int pe_wire_get_i32(pe_wire_in *in, int32_t *v);
int pe_wire_get_u64(pe_wire_in *in, uint64_t *v);
int pe_wire_get_f64(pe_wire_in *in, double *v);
int pe_wire_get_bytes(pe_wire_in *in, const char **p, size_t *n);
int pe_wire_get_cstr(pe_wire_in *in, const char **s);
/* Decodes a tree into *v. Strings point into the message; arrays are malloc'd and
 * freed by pe_wire_value_clear (also on failure: *v is then NONE). 0 or -1. */
int pe_wire_get_value(pe_wire_in *in, pyeval_value *v);
/* 0 when every byte was read and nothing failed, else -1. */
int pe_wire_done(const pe_wire_in *in);

/* Frees the arrays of a decoded tree (not v itself) and sets it to NONE. */
void pe_wire_value_clear(pyeval_value *v);

/* ---- moving messages over a file descriptor -------------------------------------- */

/* Writes a finished message (all of it; retries on EINTR). 0, or -1 (the peer is gone:
 * EPIPE is returned as an error, never raised as SIGPIPE on a socket). */
int pe_wire_send(int fd, const pe_wire_out *o);
/* The same with plain write(2), for the worker, whose filter allows no sendto (a peer
 * gone raises SIGPIPE there, which ends the worker as it should). */
int pe_wire_write(int fd, const pe_wire_out *o);

/* How long pe_wire_recv polls (non-blocking recv and sched_yield) for a message before
 * it blocks: a blocking read that must be woken costs 25-30 us on an idle vCPU, longer
 * than a warm run (docs/worker.md, "Latency"). The CPU it burns per message is bounded
 * by this. */
#define PE_WIRE_SPIN_US 20
/* A pass of that loop taking longer than this means the thread was preempted. */
#define PE_WIRE_SPIN_GAP_US 10

/* Reads one message body of at most max bytes into *buf (malloc'd, grown as bytes
 * arrive; the caller frees it). Returns the body length (>= 1), 0 at a clean end of
 * file before a header, -1 on an error, a short read or an oversize/empty length. With
 * deadline_ms >= 0, waits at most that long in total (-2 when it passes). Polls for up
 * to PE_WIRE_SPIN_US before it blocks (fd a socket; on another descriptor it blocks at
 * once). */
long pe_wire_recv(int fd, uint8_t **buf, size_t max, long deadline_ms);

/* ---- the config, shared by NEW's encoder and decoder ------------------------------ */

void pe_wire_put_config(pe_wire_out *o, const pyeval_config *cfg);
/* Fills cfg (callbacks NULL); allow/deny point into the message. 0 or -1. */
int pe_wire_get_config(pe_wire_in *in, pyeval_config *cfg);

#endif
