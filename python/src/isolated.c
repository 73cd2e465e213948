/*
 * isolated.c - Interpreter(isolated=True): the same Interpreter over a worker process
 * (worker/client.h, docs/worker.md) instead of an in-process VM.
 *
 * Every VM call of the glue goes through the pe_ext_b_* functions below, which call
 * either pyeval_X(self->vm, ...) or pe_worker_session_X(self->ws, ...) with the same
 * arguments and results. A worker that dies makes its call fail as the in-process call
 * would (-1, or PE_WORKER_CRASHED from a run) and sets self->crashed; the glue then
 * raises pyeval.WorkerCrashed (pe_ext_raise_crashed), and every later call on the
 * Interpreter does too.
 *
 * Workers come from pools of PE_EXT_POOL_SIZE warm workers, one pool per worker path
 * and configuration, kept for the life of the process: a new isolated Interpreter takes
 * a warm worker (whose lockdown and VM are already done) and its slot is refilled at
 * once. A worker serves one Interpreter and is killed when it closes.
 */
#include "ext.h"

#include <string.h>

#define PE_EXT_POOL_SIZE 2

typedef struct iso_pool {
    struct iso_pool *next;
    char *path, *allow, *deny;
    pyeval_config cfg; /* callbacks and strings cleared: compared field by field */
    pe_worker_pool *pool;
} iso_pool;

static iso_pool *pools;
static pthread_mutex_t pools_mu = PTHREAD_MUTEX_INITIALIZER;

static int same_str(const char *a, const char *b) {
    return (!a && !b) || (a && b && strcmp(a, b) == 0);
}

/* The limits and options only, so configs compare with memcmp. */
static pyeval_config key_of(const pyeval_config *c) {
    pyeval_config k;
    memset(&k, 0, sizeof k);
    k.max_ops = c->max_ops;
    k.max_memory = c->max_memory;
    k.max_depth = c->max_depth;
    k.timeout = c->timeout;
    k.max_output = c->max_output;
    k.max_source = c->max_source;
    k.int_max_str_digits = c->int_max_str_digits;
    k.has_seed = c->has_seed;
    k.seed = c->seed;
    k.max_host_calls = c->max_host_calls;
    k.has_fixed_time = c->has_fixed_time;
    k.fixed_time = c->fixed_time;
    return k;
}

static char *dup_or_null(const char *s) {
    return s ? strdup(s) : NULL;
}

/* The pool for (path, cfg), made on first use. NULL when no worker could start. */
static pe_worker_pool *pool_for(const char *path, const pyeval_config *cfg) {
    pyeval_config key = key_of(cfg);
    pe_worker_pool *found = NULL;
    pthread_mutex_lock(&pools_mu);
    for (iso_pool *p = pools; p && !found; p = p->next)
        if (strcmp(p->path, path) == 0 && same_str(p->allow, cfg->allow_imports) &&
            same_str(p->deny, cfg->deny_imports) && memcmp(&p->cfg, &key, sizeof key) == 0)
            found = p->pool;
    if (!found) {
        iso_pool *p = calloc(1, sizeof *p);
        if (p) {
            p->path = strdup(path);
            p->allow = dup_or_null(cfg->allow_imports);
            p->deny = dup_or_null(cfg->deny_imports);
            p->cfg = key;
            p->pool = p->path ? pe_worker_pool_new(path, PE_EXT_POOL_SIZE, cfg) : NULL;
            if (p->pool && (!cfg->allow_imports || p->allow) &&
                (!cfg->deny_imports || p->deny)) {
                p->next = pools;
                pools = p;
                found = p->pool;
            } else {
                pe_worker_pool_free(p->pool);
                free(p->path);
                free(p->allow);
                free(p->deny);
                free(p);
            }
        }
    }
    pthread_mutex_unlock(&pools_mu);
    return found;
}

int pe_ext_iso_open(pe_ext_interp *self, const char *worker_path) {
    pe_worker_session *ws = NULL;
    Py_BEGIN_ALLOW_THREADS pe_worker_pool *pool = pool_for(worker_path, &self->cfg);
    if (pool) ws = pe_worker_pool_take(pool);
    Py_END_ALLOW_THREADS if (!ws) {
        PyErr_Format(PyExc_OSError, "cannot start the isolated worker %s", worker_path);
        return -1;
    }
    self->ws = ws;
    pe_worker_session_set_output(ws, self->cfg.output, self->cfg.output_ud);
    pyeval_handle_ops ops = {pe_ext_handle_retain, pe_ext_handle_release, self};
    pe_worker_session_set_handle_ops(ws, &ops);
    return 0;
}

PyObject *pe_ext_raise_crashed(pe_ext_interp *self) {
    const char *why = self->ws ? pe_worker_session_crash_reason(self->ws) : NULL;
    PyObject *mod = PyImport_ImportModule("pyeval");
    PyObject *cls = mod ? PyObject_GetAttrString(mod, "WorkerCrashed") : NULL;
    Py_XDECREF(mod);
    if (!cls) return NULL;
    PyErr_Format(cls, "the isolated worker died: %s", why ? why : "unknown reason");
    Py_DECREF(cls);
    return NULL;
}

/* A worker call's result: PE_WORKER_CRASHED marks the Interpreter and becomes -1. */
static int seen(pe_ext_interp *self, int r) {
    if (r == PE_WORKER_CRASHED) {
        self->crashed = 1;
        return -1;
    }
    return r;
}

/* ---- the dispatch ---------------------------------------------------------------- */

int pe_ext_b_live(const pe_ext_interp *self) {
    return self->vm || self->ws;
}

void pe_ext_b_free(pe_ext_interp *self) {
    if (self->vm) pyeval_free(self->vm);
    self->vm = NULL;
    if (self->ws) pe_worker_session_free(self->ws);
    self->ws = NULL;
}

int pe_ext_b_run(pe_ext_interp *self, const char *src, size_t len, unsigned flags) {
    if (!self->ws) return pyeval_run_ex(self->vm, src, len, "<string>", flags);
    int st = pe_worker_session_run(self->ws, src, len, "<string>", flags);
    if (st == PE_WORKER_CRASHED) self->crashed = 1;
    return st;
}

void pe_ext_b_interrupt(pe_ext_interp *self) {
    if (self->ws)
        pe_worker_session_interrupt(self->ws);
    else if (self->vm)
        pyeval_interrupt(self->vm);
}

int pe_ext_b_last_error(pe_ext_interp *self, pyeval_error *e) {
    return self->ws ? pe_worker_session_last_error(self->ws, e)
                    : pyeval_last_error(self->vm, e);
}

void pe_ext_b_get_stats(pe_ext_interp *self, pyeval_stats *s) {
    if (self->ws)
        pe_worker_session_get_stats(self->ws, s);
    else
        pyeval_get_stats(self->vm, s);
}

int pe_ext_b_exit_code(pe_ext_interp *self) {
    return self->ws ? pe_worker_session_exit_code(self->ws) : pyeval_exit_code(self->vm);
}

int pe_ext_b_last_value(pe_ext_interp *self, pyeval_value **out) {
    return self->ws ? seen(self, pe_worker_session_last_value(self->ws, out))
                    : pyeval_last_value(self->vm, out);
}

int pe_ext_b_final_value(pe_ext_interp *self, pyeval_value **out) {
    return self->ws ? seen(self, pe_worker_session_final_value(self->ws, out))
                    : pyeval_final_value(self->vm, out);
}

void pe_ext_b_value_free(pe_ext_interp *self, pyeval_value *v) {
    if (self->ws)
        pe_worker_value_free(v);
    else
        pyeval_value_free(self->vm, v);
}

int pe_ext_b_define(pe_ext_interp *self, const char *name, pyeval_host_fn fn, void *ud,
                    unsigned flags) {
    return self->ws ? seen(self, pe_worker_session_define(self->ws, name, fn, ud, flags))
                    : pyeval_define_function(self->vm, name, fn, ud, flags);
}

int pe_ext_b_set_lookup(pe_ext_interp *self, pyeval_lookup_fn fn, void *ud) {
    if (self->ws) return seen(self, pe_worker_session_set_lookup(self->ws, fn, ud));
    pyeval_set_lookup(self->vm, fn, ud);
    return 0;
}

int pe_ext_b_set_global(pe_ext_interp *self, const char *name, const pyeval_value *v) {
    return self->ws ? seen(self, pe_worker_session_set_global(self->ws, name, v))
                    : pyeval_set_global(self->vm, name, v);
}

int pe_ext_b_get_global(pe_ext_interp *self, const char *name, pyeval_value **out) {
    return self->ws ? seen(self, pe_worker_session_get_global(self->ws, name, out))
                    : pyeval_get_global(self->vm, name, out);
}

int pe_ext_b_del_global(pe_ext_interp *self, const char *name) {
    return self->ws ? seen(self, pe_worker_session_del_global(self->ws, name))
                    : pyeval_del_global(self->vm, name);
}

int pe_ext_b_list_globals(pe_ext_interp *self, pyeval_value **out) {
    return self->ws ? seen(self, pe_worker_session_list_globals(self->ws, out))
                    : pyeval_list_globals(self->vm, out);
}

int pe_ext_b_fs_write(pe_ext_interp *self, const char *path, const void *data, size_t len) {
    return self->ws ? seen(self, pe_worker_session_fs_write(self->ws, path, data, len))
                    : pyeval_fs_write(self->vm, path, data, len);
}

int pe_ext_b_fs_read(pe_ext_interp *self, const char *path, void **data, size_t *len) {
    return self->ws ? seen(self, pe_worker_session_fs_read(self->ws, path, data, len))
                    : pyeval_fs_read(self->vm, path, data, len);
}

int pe_ext_b_fs_remove(pe_ext_interp *self, const char *path) {
    return self->ws ? seen(self, pe_worker_session_fs_remove(self->ws, path))
                    : pyeval_fs_remove(self->vm, path);
}

int pe_ext_b_fs_mkdir(pe_ext_interp *self, const char *path) {
    return self->ws ? seen(self, pe_worker_session_fs_mkdir(self->ws, path))
                    : pyeval_fs_mkdir(self->vm, path);
}

int pe_ext_b_fs_list(pe_ext_interp *self, const char *path, pyeval_value **out) {
    return self->ws ? seen(self, pe_worker_session_fs_list(self->ws, path, out))
                    : pyeval_fs_list(self->vm, path, out);
}

int pe_ext_b_fs_stat(pe_ext_interp *self, const char *path, uint64_t *size) {
    return self->ws ? seen(self, pe_worker_session_fs_stat(self->ws, path, size))
                    : pyeval_fs_stat(self->vm, path, size);
}

int pe_ext_b_mount(pe_ext_interp *self, const char *host, const char *virt,
                   pyeval_mount_mode mode) {
    return self->ws ? seen(self, pe_worker_session_mount(self->ws, host, virt, mode))
                    : pyeval_mount(self->vm, host, virt, mode);
}

int pe_ext_b_setenv(pe_ext_interp *self, const char *name, const char *value) {
    return self->ws ? seen(self, pe_worker_session_setenv(self->ws, name, value))
                    : pyeval_setenv(self->vm, name, value);
}

PyObject *pe_ext_iso_pid(pe_ext_interp *self, void *c) {
    if (!self->ws || self->crashed) Py_RETURN_NONE;
    return PyLong_FromLong((long)pe_worker_session_pid(self->ws));
}
