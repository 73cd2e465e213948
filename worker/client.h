/*
 * client.h - the host side of the isolated worker: sessions in worker processes and a
 * pool of warm workers (docs/worker.md).
 *
 * A session mirrors a pyeval_vm of include/pyeval.h: each pe_worker_session_X does
 * what pyeval_X does, in the worker, with the same arguments, results and ownership
 * rules, except:
 *   - every call may also return PE_WORKER_CRASHED: the worker died (a signal, its
 *     seccomp filter, an rlimit), broke the protocol, or stopped answering; the session
 *     is then dead for good (pe_worker_session_crash_reason says why) and only
 *     pe_worker_session_free remains useful;
 *   - trees it returns are freed with pe_worker_value_free;
 *   - mounts are refused: a worker cannot open files (pe_worker_session_mount);
 *   - the output sink and the host callbacks run on the thread that called into the
 *     session.
 * A session is not thread-safe; pe_worker_session_interrupt may be called from any
 * thread. A pool is thread-safe.
 */
#ifndef PE_WORKER_CLIENT_H
#define PE_WORKER_CLIENT_H

#include <stddef.h>
#include <sys/types.h>

#include "pyeval.h"

#define PE_WORKER_CRASHED (-2)

typedef struct pe_worker_session pe_worker_session;
typedef struct pe_worker_pool pe_worker_pool;

/* ---- pools ----------------------------------------------------------------------- */

/* A pool of n workers started now from the executable at path, each already holding a
 * VM made with cfg's limits and options (its callbacks are ignored; cfg's strings are
 * copied), and a thread (all signals blocked) that starts replacements. Returns NULL
 * when out of memory or when no worker could be started. */
pe_worker_pool *pe_worker_pool_new(const char *path, size_t n, const pyeval_config *cfg);

/* A new session on a warm worker; the pool's thread starts a fresh worker to take its
 * place (the caller does not wait for that spawn; without the thread the call starts
 * it itself). With no warm worker left, one is started on the spot. NULL when no
 * worker could be started. */
pe_worker_session *pe_worker_pool_take(pe_worker_pool *p);

/* Stops the pool's thread (waiting for a start it is in) and its idle workers, and
 * frees the pool. Sessions taken from it stay valid. NULL is accepted. */
void pe_worker_pool_free(pe_worker_pool *p);

/* ---- sessions -------------------------------------------------------------------- */

/* A session in a new worker (no pool). NULL when it could not be started. */
pe_worker_session *pe_worker_session_new(const char *path, const pyeval_config *cfg);

/* Ends the session: its worker is killed at once (never reused) and reaped later,
 * without waiting for its teardown (at the next session start or end, or by a pool's
 * thread; at most 64 wait), its handles released. NULL is accepted. */
void pe_worker_session_free(pe_worker_session *s);

/* The output sink (NULL: discard). Cannot fail. */
void pe_worker_session_set_output(pe_worker_session *s, pyeval_output_fn fn, void *ud);

/* Returns a pyeval_status, or PE_WORKER_CRASHED. */
int pe_worker_session_run(pe_worker_session *s, const char *src, size_t len,
                          const char *filename, unsigned flags);

/* As pyeval_X; the pointers stay valid until the next call on the session. */
int pe_worker_session_last_error(const pe_worker_session *s, pyeval_error *out);
void pe_worker_session_get_stats(const pe_worker_session *s, pyeval_stats *out);
int pe_worker_session_exit_code(const pe_worker_session *s);
/* New trees (pe_worker_value_free), or NULL. 0, -1, or PE_WORKER_CRASHED. */
int pe_worker_session_last_value(pe_worker_session *s, pyeval_value **out);
int pe_worker_session_final_value(pe_worker_session *s, pyeval_value **out);

int pe_worker_session_define(pe_worker_session *s, const char *name, pyeval_host_fn fn,
                             void *ud, unsigned flags);
int pe_worker_session_set_lookup(pe_worker_session *s, pyeval_lookup_fn fn, void *ud);
/* Handle callbacks; each host pointer sent is retained once when it first crosses and
 * released when the worker drops its last object for it, or when the session ends. */
void pe_worker_session_set_handle_ops(pe_worker_session *s, const pyeval_handle_ops *ops);
int pe_worker_session_set_argv(pe_worker_session *s, int argc, const char *const *argv);

int pe_worker_session_set_global(pe_worker_session *s, const char *name,
                                 const pyeval_value *v);
int pe_worker_session_get_global(pe_worker_session *s, const char *name,
                                 pyeval_value **out);
int pe_worker_session_del_global(pe_worker_session *s, const char *name);
int pe_worker_session_list_globals(pe_worker_session *s, pyeval_value **out);

int pe_worker_session_fs_write(pe_worker_session *s, const char *path, const void *data,
                               size_t len);
/* *data is malloc'd (free()). */
int pe_worker_session_fs_read(pe_worker_session *s, const char *path, void **data,
                              size_t *len);
int pe_worker_session_fs_remove(pe_worker_session *s, const char *path);
int pe_worker_session_fs_mkdir(pe_worker_session *s, const char *path);
int pe_worker_session_fs_list(pe_worker_session *s, const char *path, pyeval_value **out);
int pe_worker_session_fs_stat(pe_worker_session *s, const char *path, uint64_t *size);
int pe_worker_session_setenv(pe_worker_session *s, const char *name, const char *value);
/* Always -1 (last error: ValueError, "mounts are not available in isolated mode"). */
int pe_worker_session_mount(pe_worker_session *s, const char *host_path,
                            const char *virtual_path, pyeval_mount_mode mode);

/* Any thread; async-signal-safe: stops the session's current (or just started) run
 * with PYEVAL_INTERRUPTED, through SIGUSR1 carrying the run's number, so a signal that
 * arrives late never stops a later run. Between runs it has no effect. */
void pe_worker_session_interrupt(pe_worker_session *s);

/* 1 once the session is dead. Its reason: a static-lifetime or session-owned string
 * ("worker killed by signal 9", "worker exited with status 70", ...), or NULL. */
int pe_worker_session_crashed(const pe_worker_session *s);
const char *pe_worker_session_crash_reason(const pe_worker_session *s);
pid_t pe_worker_session_pid(const pe_worker_session *s);
/* The session's socket, for tests that write raw bytes to a worker; -1 once dead. */
int pe_worker_session_fd(const pe_worker_session *s);

/* Frees a tree a session returned. NULL is accepted. */
void pe_worker_value_free(pyeval_value *v);

#endif
