/*
 * ext.h - shared declarations of the CPython extension module pyeval._pyeval, the glue
 * between CPython and include/pyeval.h (and nothing else of pyeval).
 *
 * Threading model: an Interpreter's VM runs with the GIL released (pyeval_run_ex inside
 * PyEval_SaveThread); host callbacks (tools, lookups) run on that same thread and take
 * the GIL back through the saved thread state. Handle retains/releases may come with
 * or without the GIL, so they only queue (pe_ext_handles_*) and the queue is applied
 * whenever the glue holds the GIL.
 */
#ifndef PYEVAL_EXT_H
#define PYEVAL_EXT_H

#define PY_SSIZE_T_CLEAN
#include <Python.h>
#include <pthread.h>

#include "pyeval.h"
#include "worker/client.h"

/* ---- scratch arena (convert.c) ------------------------------------------------------- */

/* A bump allocator of chunks, reset (not freed) between uses: the host side of a
 * value tree handed to the VM lives here until the VM has copied it. */
typedef struct pe_ext_chunk pe_ext_chunk;
typedef struct pe_ext_arena {
    pe_ext_chunk *head; /* chunk being filled; older chunks follow */
    size_t used;        /* bytes used in head */
    size_t total;       /* bytes handed out since the last reset */
    size_t cap;         /* refuse (MemoryError) past this many bytes; 0: none */
} pe_ext_arena;

/* Reset keeps the first chunk for reuse and frees the rest. Cannot fail. */
void pe_ext_arena_reset(pe_ext_arena *a);
void pe_ext_arena_free(pe_ext_arena *a);
/* n bytes aligned to 8, or NULL with MemoryError set. */
void *pe_ext_arena_alloc(pe_ext_arena *a, size_t n);

/* ---- the handle queue (tools.c) -------------------------------------------------- */

typedef struct pe_ext_hq {
    pthread_mutex_t mu;
    PyObject **inc; /* objects to Py_INCREF when the GIL is next held */
    size_t ninc, capinc;
    PyObject **dec; /* objects to Py_DECREF */
    size_t ndec, capdec;
    int oom; /* a push failed: the object leaks rather than dangles */
} pe_ext_hq;

/* ---- the Interpreter object (interp.c) ------------------------------------------- */

typedef struct pe_ext_tool pe_ext_tool;

typedef struct pe_ext_buf {
    char *data;
    size_t len, cap;
} pe_ext_buf;

typedef struct pe_ext_interp {
    PyObject_HEAD pyeval_vm *vm;
    pyeval_config cfg;
    int running;             /* set and cleared with the GIL held: the concurrency lock */
    int closed;              /* close() was called; vm is NULL */
    PyThreadState *tstate;   /* the run's saved thread state while the GIL is released */
    pe_ext_arena arena;      /* per-callback scratch for value trees handed to the VM */
    pe_ext_buf out, err;     /* the run's stdout / stderr */
    pe_ext_hq hq;            /* queued handle retains / releases */
    pe_ext_tool *tools;      /* every tool ever defined (kept until dealloc) */
    PyObject *lookup;        /* lookup callable or NULL */
    PyObject *keep;          /* list: objects alive until the next callback / run end */
    PyObject *keep_result;   /* the last callback's result, kept the same way */
    PyObject *base_exc;      /* a tool's BaseException (not Exception), re-raised after */
    PyObject *stats;         /* Stats of the last run, or NULL */
    volatile int sigint_hit; /* the glue's SIGINT handler interrupted this run */
    /* interrupt() during this run; polled by the VM (cfg.interrupt), so a request made
     * before the VM's own run start (which clears pyeval_interrupt's flag) holds */
    int intr_req;
    struct pe_ext_interp *sig_outer; /* sigint.c: the main thread's enclosing run */
    /* isolated=True: the session's worker instead of vm (isolated.c); crashed once it
     * died, after which every call raises pyeval.WorkerCrashed */
    pe_worker_session *ws;
    int crashed;
} pe_ext_interp;

struct pe_ext_tool {
    pe_ext_tool *next;
    pe_ext_interp *self; /* borrowed: tools die with their interpreter */
    PyObject *fn;        /* the callable (new reference), NULL for a bare final */
    char *name;          /* PyMem */
};

extern PyTypeObject pe_ext_interp_type;

/* ---- module state (module.c) ----------------------------------------------------- */

/* Set by _pyeval._setup() from pyeval/__init__.py; borrowed-forever references. */
typedef struct pe_ext_state {
    PyObject *SandboxError, *ExecutionError, *SandboxSyntaxError, *LimitExceeded,
        *Interrupted;
    PyObject *Opaque;                           /* Opaque(type_name, repr) */
    PyObject *MISSING;                          /* the lookup's "unknown name" sentinel */
    PyObject *Final;                            /* class of pyeval.final(fn) wrappers */
    PyObject *make_namedtuple, *make_dataclass; /* factories (name, fields) -> class */
    PyObject *dataclass_fields;                 /* dataclasses.fields */
    PyObject *nt_cache, *dc_cache;              /* dict (name, fields) -> class */
    PyObject *builtins;                         /* the builtins module's dict */
    unsigned long main_thread;                  /* ident of the main thread */
} pe_ext_state;

extern pe_ext_state pe_ext_st;

/* ---- conversion (convert.c) ------------------------------------------------------ */

/* Python -> pyeval_value into the arena. 0, or -1 with a Python exception set
 * (ValueError for recursion/depth, TypeError never: unknown objects become handles,
 * MemoryError when the arena cap is hit). Handles are Py_INCREF'd into self->keep
 * and queued nowhere: the VM's retain does that. */
int pe_ext_to_value(pe_ext_interp *self, PyObject *o, pyeval_value *out);

/* pyeval_value -> new Python object, or NULL with an exception set. */
PyObject *pe_ext_from_value(const pyeval_value *v);

/* Depth beyond which a host value is refused (cycles end here too). */
#define PE_EXT_MAX_DEPTH 1000

/* ---- host callbacks (tools.c) ---------------------------------------------------- */

int pe_ext_host_fn(void *ud, const pyeval_value *args, size_t nargs,
                   const char *const *kwnames, const pyeval_value *kwargs, size_t nkw,
                   pyeval_value *result, const char **exc_type, const char **exc_msg);
int pe_ext_lookup_fn(void *ud, const char *name, size_t len, pyeval_value *out,
                     const char **exc_type, const char **exc_msg);
void pe_ext_handle_retain(void *ud, void *ptr);
void pe_ext_handle_release(void *ud, void *ptr);
/* Applies the queued retains then releases. GIL held. Cannot fail. */
void pe_ext_handles_flush(pe_ext_interp *self);
/* Defines a tool (fn may be NULL with final). 0, or -1 with an exception set. */
int pe_ext_define_tool(pe_ext_interp *self, const char *name, PyObject *fn, int final);

/* ---- SIGINT while the GIL is released (sigint.c) --------------------------------- */

/* Installs the run's SIGINT handler when called on the main thread and Python's own
 * handler is in place; returns a token for pe_ext_sigint_end. Cannot fail. */
int pe_ext_sigint_begin(pe_ext_interp *self);
void pe_ext_sigint_end(pe_ext_interp *self, int token);

/* ---- results and errors (result.c) ----------------------------------------------- */

extern PyTypeObject pe_ext_result_type;
int pe_ext_result_init_types(PyObject *module);
/* Stats of the VM's last run: a new reference or NULL. */
PyObject *pe_ext_stats_new(pe_ext_interp *self);
/* The Result of a finished run (status st), or NULL with the error raised (when
 * raise_errors) or set. */
PyObject *pe_ext_result_build(pe_ext_interp *self, pyeval_status st, int want_value,
                              int raise_errors);
/* A new SandboxError describing the VM's last error (status st), or NULL. */
PyObject *pe_ext_error_new(pe_ext_interp *self, pyeval_status st, PyObject *out,
                           PyObject *err);

/* ---- the VM or the isolated worker (isolated.c) -------------------------------- */

/* Starts self's session in a warm worker of the pool for (worker_path, self->cfg).
 * 0, or -1 with OSError set. GIL held. */
int pe_ext_iso_open(pe_ext_interp *self, const char *worker_path);
/* Raises pyeval.WorkerCrashed with the worker's end; returns NULL. */
PyObject *pe_ext_raise_crashed(pe_ext_interp *self);
/* Interpreter.worker_pid getter: the worker's pid, or None. */
PyObject *pe_ext_iso_pid(pe_ext_interp *self, void *c);

/* pyeval_X(self->vm, ...) or the worker's pe_worker_session_X(self->ws, ...): the same
 * arguments and results; a dead worker sets self->crashed and fails the call (-1;
 * pe_ext_b_run returns PE_WORKER_CRASHED). */
int pe_ext_b_live(const pe_ext_interp *self);
void pe_ext_b_free(pe_ext_interp *self);
int pe_ext_b_run(pe_ext_interp *self, const char *src, size_t len, unsigned flags);
void pe_ext_b_interrupt(pe_ext_interp *self);
int pe_ext_b_last_error(pe_ext_interp *self, pyeval_error *e);
void pe_ext_b_get_stats(pe_ext_interp *self, pyeval_stats *s);
int pe_ext_b_exit_code(pe_ext_interp *self);
int pe_ext_b_last_value(pe_ext_interp *self, pyeval_value **out);
int pe_ext_b_final_value(pe_ext_interp *self, pyeval_value **out);
void pe_ext_b_value_free(pe_ext_interp *self, pyeval_value *v);
int pe_ext_b_define(pe_ext_interp *self, const char *name, pyeval_host_fn fn, void *ud,
                    unsigned flags);
int pe_ext_b_set_lookup(pe_ext_interp *self, pyeval_lookup_fn fn, void *ud);
int pe_ext_b_set_global(pe_ext_interp *self, const char *name, const pyeval_value *v);
int pe_ext_b_get_global(pe_ext_interp *self, const char *name, pyeval_value **out);
int pe_ext_b_del_global(pe_ext_interp *self, const char *name);
int pe_ext_b_list_globals(pe_ext_interp *self, pyeval_value **out);
int pe_ext_b_fs_write(pe_ext_interp *self, const char *path, const void *data, size_t len);
int pe_ext_b_fs_read(pe_ext_interp *self, const char *path, void **data, size_t *len);
int pe_ext_b_fs_remove(pe_ext_interp *self, const char *path);
int pe_ext_b_fs_mkdir(pe_ext_interp *self, const char *path);
int pe_ext_b_fs_list(pe_ext_interp *self, const char *path, pyeval_value **out);
int pe_ext_b_fs_stat(pe_ext_interp *self, const char *path, uint64_t *size);
int pe_ext_b_mount(pe_ext_interp *self, const char *host, const char *virt,
                   pyeval_mount_mode mode);
int pe_ext_b_setenv(pe_ext_interp *self, const char *name, const char *value);

#endif
