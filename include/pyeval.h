/*
 * pyeval.h - the one public header of pyeval, a sandboxed Python 3.11 interpreter.
 *
 * Everything the CLI, the Python extension and any other embedder may use is declared
 * here; nothing else under the source tree is a stable interface.
 *
 * Conventions
 *   - Every function says whether it can fail and who owns what it returns.
 *   - A VM is not thread-safe, but different VMs share no mutable state and may run on
 *     different threads at once. pyeval_interrupt() is the one call that may be made
 *     on a VM from another thread (or a signal handler) while it runs.
 *   - Strings passed in are UTF-8 with an explicit length unless noted.
 */
#ifndef PYEVAL_H
#define PYEVAL_H

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

#define PYEVAL_VERSION "0.1.0"

typedef struct pe_vm pyeval_vm;

/* ---- allocation ------------------------------------------------------------------ */

/*
 * The allocator hook, shaped like lua_Alloc. Every byte pyeval allocates for a VM goes
 * through it, so the host sees exact sizes.
 *   nsize == 0        free ptr (osize is its size); return NULL.
 *   ptr == NULL       allocate nsize bytes (osize is 0).
 *   otherwise         resize from osize to nsize bytes.
 * Returning NULL for nsize > 0 means out of memory; the old block stays valid. The
 * memory limit is enforced by pyeval before the hook is called; a hook that returns
 * NULL makes the program see MemoryError.
 */
typedef void *(*pyeval_alloc_fn)(void *ud, void *ptr, size_t osize, size_t nsize);

/* ---- configuration --------------------------------------------------------------- */

/* Output sink: receives bytes written by print() / sys.stdout (stream 1) and
 * sys.stderr (stream 2). Return 0 on success, non-zero to make the write fail. */
typedef int (*pyeval_output_fn)(void *ud, int stream, const char *data, size_t len);

/* Polled at the same points as the wall clock. Return non-zero to stop the run with
 * PYEVAL_INTERRUPTED. */
typedef int (*pyeval_interrupt_fn)(void *ud);

typedef struct pyeval_config {
    /* Limits; 0 means "no limit". pyeval_config_default() fills the CLI defaults. */
    uint64_t max_ops;            /* operation budget per run */
    uint64_t max_memory;         /* bytes, for everything the VM holds */
    uint32_t max_depth;          /* ceiling of the recursion limit: programs start at
                                    min(1000, max_depth), as CPython, and may raise it up to
                                    max_depth with sys.setrecursionlimit; RecursionError at
                                    the limit in force */
    double timeout;              /* wall-clock seconds per run */
    uint64_t max_output;         /* bytes written to the sinks per run */
    uint64_t max_source;         /* bytes of source accepted by pyeval_run */
    uint32_t int_max_str_digits; /* CPython's int<->str digit limit (4300) */

    pyeval_alloc_fn alloc; /* NULL: the C library allocator */
    void *alloc_ud;
    pyeval_output_fn output; /* NULL: stdout / stderr of the process */
    void *output_ud;
    pyeval_interrupt_fn interrupt; /* NULL: none */
    void *interrupt_ud;

    /* Which modules programs may import: comma-separated module names ("math, re").
     * Read by pyeval_new and not kept: the caller owns the strings and may free them
     * once pyeval_new returns. NULL allow_imports: every module; otherwise only the
     * modules listed (an empty string allows none), with their submodules and the
     * packages above them. deny_imports (NULL: none) refuses the modules listed and
     * their submodules, and wins over allow_imports. Names that are not modules are
     * ignored. A refused module raises ModuleNotFoundError as a missing one does. Only
     * the program's own imports (import statements, __import__) are checked: a module
     * that imports another for its own use still works. `sys` may be denied too, but
     * much ordinary code imports it. */
    const char *allow_imports;
    const char *deny_imports;
    /* random: when has_seed is set, every generator the program does not seed itself
     * (the module's, Random()) is seeded from `seed`, so runs are repeatable.
     * SystemRandom and secrets still use host entropy. */
    int has_seed;
    uint64_t seed;
} pyeval_config;

/* Fills *cfg with the defaults documented in README (10M ops, 256 MiB, recursion limit
 * 1000 raisable to 100,000, 30 s, 1 MiB output, 1 MiB source, 4300 digits). Cannot
 * fail. */
void pyeval_config_default(pyeval_config *cfg);

/* ---- lifetime -------------------------------------------------------------------- */

/* Creates a VM. cfg may be NULL for the defaults. Returns NULL only when the
 * allocator cannot provide the VM's initial state. The caller owns the VM. */
pyeval_vm *pyeval_new(const pyeval_config *cfg);

/* Frees the VM and everything it holds. NULL is accepted. */
void pyeval_free(pyeval_vm *vm);

/* ---- running --------------------------------------------------------------------- */

typedef enum pyeval_status {
    PYEVAL_OK = 0,
    PYEVAL_ERROR = 1,      /* an uncaught Python exception (SyntaxError included) */
    PYEVAL_LIMIT_OPS = 10, /* operation budget exhausted */
    PYEVAL_LIMIT_MEMORY = 11,
    PYEVAL_LIMIT_DEPTH = 12, /* C-stack guard; plain deep recursion is RecursionError */
    PYEVAL_LIMIT_TIME = 13,
    PYEVAL_LIMIT_OUTPUT = 14,
    PYEVAL_LIMIT_SOURCE = 15,
    PYEVAL_INTERRUPTED = 16,
    PYEVAL_EXIT = 20,  /* SystemExit was raised; see pyeval_exit_code */
    PYEVAL_FINAL = 21, /* a final-answer host function ended the run */
} pyeval_status;

/* Parses and runs src (len bytes, UTF-8) as a module body in the VM's persistent
 * globals. filename is used in tracebacks ("<string>", "<stdin>", a path). Globals
 * assigned before a failure keep their values and the VM stays usable after any
 * status. Cannot fail in any way other than the returned status. */
pyeval_status pyeval_run(pyeval_vm *vm, const char *src, size_t len, const char *filename);

/* What CPython does at interpreter exit, for a host that runs one program: runs the
 * __del__ methods of the objects still alive (oldest first), under the limits left
 * from the last pyeval_run. Output goes through the output callback; an exception in a
 * __del__ is reported on stderr and ignored. Returns PYEVAL_OK, or the status of a
 * limit hit by a finalizer (in a __del__, in a __str__ it reports, or the output
 * limit while reporting) (pyeval_last_error then describes it: the run's own error,
 * if any, is replaced). If the last run ended at a limit, runs nothing and returns
 * that run's status. */
pyeval_status pyeval_finalize(pyeval_vm *vm);

/* Exit code of the last PYEVAL_EXIT (SystemExit semantics: None -> 0, int -> itself,
 * anything else printed to stderr and 1). */
int pyeval_exit_code(const pyeval_vm *vm);

/* Sets sys.argv for the programs the VM runs from now on (copied; argv[0] is the
 * script path, "-c" or "-", as python3 has it). Without it sys.argv is ['-c'] or
 * [script path]. 0 on success, -1 when out of memory (sys.argv unchanged). */
int pyeval_set_argv(pyeval_vm *vm, int argc, const char *const *argv);

/* A short human-readable name of a status ("operation limit", ...). Static string. */
const char *pyeval_status_name(pyeval_status st);

/* ---- errors and statistics ------------------------------------------------------- */

typedef struct pyeval_error {
    const char *type;      /* exception class name, e.g. "ZeroDivisionError" */
    const char *message;   /* str(exception), may be "" */
    int line;              /* innermost line of the error, 0 if unknown */
    int column;            /* 1-based column, 0 if unknown */
    const char *traceback; /* full text as CPython prints it, ending in '\n' */
} pyeval_error;

/* Describes the error of the last pyeval_run that did not return PYEVAL_OK. All
 * pointers are borrowed from the VM and valid until the next pyeval_run or
 * pyeval_free. Returns 0 if there is such an error, -1 otherwise. */
int pyeval_last_error(const pyeval_vm *vm, pyeval_error *out);

/* Writes the last error's traceback (pyeval_last_error's) to the output sink's stream
 * 2 as the CLI does after an uncaught exception, counted against max_output with the
 * run's output: a text that does not fit in the room left is cut at a character
 * boundary and ends with the line "pyeval: traceback cut at the output limit (N
 * bytes)", which is not counted. Returns 0, or -1 when there is no such error or the
 * sink failed. */
int pyeval_print_error(pyeval_vm *vm);

typedef struct pyeval_stats {
    uint64_t ops;         /* operations charged in the last run */
    uint64_t mem_current; /* bytes held by the VM now */
    uint64_t mem_peak;    /* highest mem_current ever */
    double seconds;       /* wall time of the last run */
    uint64_t output;      /* bytes written by the last run */
} pyeval_stats;

/* Cannot fail. */
void pyeval_get_stats(const pyeval_vm *vm, pyeval_stats *out);

/* Async-signal-safe: asks the running VM to stop at its next poll with
 * PYEVAL_INTERRUPTED. Has no effect on a run that starts later. */
void pyeval_interrupt(pyeval_vm *vm);

/* ---- host functions -------------------------------------------------------------- */

/*
 * Boundary values are deep copies; the host never sees pyeval's objects. The full
 * conversion (bigints, containers, opaque handles) arrives with the extension-module
 * issue; the shape is fixed here so embedders can be written against it.
 */
typedef enum pyeval_kind {
    PYEVAL_NONE,
    PYEVAL_BOOL,
    PYEVAL_INT,    /* fits in int64 */
    PYEVAL_BIGINT, /* decimal text in .str */
    PYEVAL_FLOAT,
    PYEVAL_STR,
    PYEVAL_BYTES,
    PYEVAL_LIST,
    PYEVAL_TUPLE,
    PYEVAL_DICT, /* items[2*i] is a key, items[2*i+1] its value */
    PYEVAL_SET,
    PYEVAL_HANDLE, /* an opaque host object */
} pyeval_kind;

typedef struct pyeval_value pyeval_value;
struct pyeval_value {
    pyeval_kind kind;
    union {
        int b;
        int64_t i;
        double f;
        struct {
            const char *data;
            size_t len;
        } str; /* STR (UTF-8), BYTES, BIGINT */
        struct {
            pyeval_value *items;
            size_t len;
        } seq; /* LIST, TUPLE, SET; DICT holds 2*len items */
        void *handle;
    } u;
};

#define PYEVAL_FN_FINAL 1u /* calling it ends the run with PYEVAL_FINAL */

/* A host callback. args/nargs are positional, kwnames/kwargs/nkw keyword arguments.
 * On success store the result in *result and return 0. To raise, return -1 after
 * setting *exc_type (a builtin exception class name) and *exc_msg (static or owned by
 * the host until the next call). */
typedef int (*pyeval_host_fn)(void *ud, const pyeval_value *args, size_t nargs,
                              const char *const *kwnames, const pyeval_value *kwargs,
                              size_t nkw, pyeval_value *result, const char **exc_type,
                              const char **exc_msg);

/* Binds name in the VM's builtins to a host function. Returns 0, or -1 if out of
 * memory. Calls are implemented by the extension-module issue; until then calling
 * such a function raises NotImplementedError. */
int pyeval_define_function(pyeval_vm *vm, const char *name, pyeval_host_fn fn, void *ud,
                           unsigned flags);

/* ---- parser diagnostics (used by --dump-ast and the checker) ---------------------- */

/* Parses src and writes a readable dump of the AST (after scope resolution) to the
 * output sink's stream 1. Returns PYEVAL_OK or PYEVAL_ERROR (a SyntaxError, which
 * pyeval_last_error describes). */
pyeval_status pyeval_dump_ast(pyeval_vm *vm, const char *src, size_t len,
                              const char *filename);

#ifdef __cplusplus
}
#endif
#endif
