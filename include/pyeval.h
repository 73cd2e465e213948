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
    /* Calls into the host per run (host functions and lookups); 0: no limit. */
    uint64_t max_host_calls;
    /* time: when has_fixed_time is set, time.time(), time.time_ns() and datetime's
     * now(), today() and utcnow() start at fixed_time (seconds since the epoch) at the
     * start of each run and advance only with the run's own time.sleep, so runs are
     * repeatable. time.monotonic and time.perf_counter stay real. */
    int has_fixed_time;
    double fixed_time;
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
    PYEVAL_LIMIT_HOST_CALLS = 17,
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
    uint64_t host_calls;  /* host functions and lookups called by the last run */
} pyeval_stats;

/* Cannot fail. */
void pyeval_get_stats(const pyeval_vm *vm, pyeval_stats *out);

/* Async-signal-safe: asks the running VM to stop at its next poll with
 * PYEVAL_INTERRUPTED. Has no effect on a run that starts later. */
void pyeval_interrupt(pyeval_vm *vm);

/* ---- boundary values ------------------------------------------------------------- */

/*
 * Values cross between host and VM as deep copies; the host never sees pyeval's
 * objects and the VM never sees the host's. A pyeval_value tree handed to the VM is
 * read and copied at once (the VM keeps no pointer into it). A tree handed to the
 * host by the VM is either borrowed for the duration of a callback, or a new tree the
 * host frees with pyeval_value_free.
 *
 * Strings are UTF-8 with an explicit length and need not be NUL-terminated, except
 * where a field says "C string".
 *
 * Both directions (pyeval 0.1):
 *   - nesting deeper than the recursion limit in force (1000 unless the program raised
 *     it) is refused with ValueError, and so is a container that contains itself;
 *   - each node costs one operation (big strings one per 4 KiB), VM values count
 *     against max_memory, and so does the size of a tree made for the host (a bigger
 *     one is refused with MemoryError);
 *   - STR text that is not valid UTF-8 is refused with UnicodeDecodeError, and a sandbox
 *     str holding a lone surrogate with ValueError; BIGINT text is an optional '-' and
 *     decimal digits, of any length (the 4300-digit str limit does not apply);
 *   - subclasses of int, float, str, bytes, tuple, list, dict, set cross as their base
 *     kind (bool stays BOOL); an int subclass instance is INT/BIGINT, not BOOL.
 * A HANDLE becomes a sandbox `host_handle`: repr and print show its text; it compares
 * and hashes by identity, has no attributes, copy.copy/deepcopy return it unchanged and
 * pickling refuses it.
 */
typedef enum pyeval_kind {
    PYEVAL_NONE,
    PYEVAL_BOOL,
    PYEVAL_INT,    /* fits in int64: u.i */
    PYEVAL_BIGINT, /* u.str: decimal text, optional leading '-' */
    PYEVAL_FLOAT,
    PYEVAL_STR,
    PYEVAL_BYTES,
    PYEVAL_LIST,
    PYEVAL_TUPLE,
    PYEVAL_DICT, /* u.seq.items[2*i] is a key, items[2*i+1] its value; len counts pairs */
    PYEVAL_SET,
    PYEVAL_HANDLE,    /* an opaque host object: u.handle */
    PYEVAL_COMPLEX,   /* u.c */
    PYEVAL_BYTEARRAY, /* u.str */
    PYEVAL_FROZENSET, /* u.seq */
    /* A value of a known structured type, rebuilt as the other side's equivalent
     * (u.obj). u.obj.type (C string) is one of
     *   "datetime.date", "datetime.time", "datetime.datetime", "datetime.timedelta",
     *   "datetime.timezone": u.obj.fields is a TUPLE of the constructor's positional
     *     arguments in CPython's order (date: y, m, d; time: h, mi, s, us, tzinfo;
     *     datetime: y, m, d, h, mi, s, us, tzinfo; timedelta: days, seconds,
     *     microseconds; timezone: offset timedelta, name or None); tzinfo is NONE or a
     *     datetime.timezone; fold is not carried.
     *   "namedtuple", "dataclass": u.obj.name (C string) is the class name and
     *     u.obj.fields a DICT of field name -> value in declaration order.
     *   "builtin_type": u.obj.name (C string) names a builtin class, and the value is
     *     that class itself (int, str, dict, ValueError, ...: a name the builtins
     *     module binds to a builtin class); u.obj.fields is a NONE value. Each side
     *     gives back its own class of that name, so `type(x) is int` holds on both.
     * The VM rebuilds a namedtuple as collections.namedtuple(name, fields)(...), a
     * dataclass as an instance of dataclasses.make_dataclass(name, fields) (one class
     * per name and field list per VM), and the datetime types as its own datetime
     * module's. */
    PYEVAL_OBJECT,
    /* VM -> host only: a sandbox object with no boundary form (a function, a class, an
     * instance of a class the program defined). u.opaque carries its type name and
     * repr (both borrowed or owned like the rest of the tree). The host cannot pass
     * it back in (it is refused as a TypeError). */
    PYEVAL_OPAQUE,
} pyeval_kind;

typedef struct pyeval_value pyeval_value;
struct pyeval_value {
    pyeval_kind kind;
    union {
        int b;
        int64_t i;
        double f;
        struct {
            double re, im;
        } c;
        struct {
            const char *data;
            size_t len;
        } str; /* STR (UTF-8), BYTES, BYTEARRAY, BIGINT */
        struct {
            pyeval_value *items;
            size_t len;
        } seq; /* LIST, TUPLE, SET, FROZENSET; DICT holds 2*len items */
        struct {
            void *ptr;        /* the host's object, never dereferenced by the VM */
            const char *repr; /* what repr() and print show in the sandbox */
            size_t repr_len;
        } handle;
        struct {
            const char *type; /* C string, see PYEVAL_OBJECT */
            const char *name; /* C string or NULL */
            pyeval_value *fields;
        } obj;
        struct {
            const char *type_name; /* C string: type(x).__name__ */
            const char *repr;
            size_t repr_len;
        } opaque;
    } u;
};

/* Frees a tree the VM returned as new (pyeval_get_global, pyeval_last_value,
 * pyeval_final_value, pyeval_list_globals). NULL is accepted; a pointer that is not
 * such a tree's root is ignored. Such a tree is host memory (malloc, not the VM's
 * allocator) and may outlive the VM. Cannot fail. */
void pyeval_value_free(pyeval_vm *vm, pyeval_value *v);

/*
 * Handle lifetime. Each sandbox object made from a PYEVAL_HANDLE value calls
 * retain(ud, ptr) when it is created and release(ud, ptr) when it dies or the VM is
 * freed; both may be NULL. release may be called while the VM runs (from the thread
 * running it) and must not call back into the VM. A handle passed back to the host
 * (a host function's argument, a global read) carries the same ptr, borrowed.
 */
typedef struct pyeval_handle_ops {
    void (*retain)(void *ud, void *ptr);
    void (*release)(void *ud, void *ptr);
    void *ud;
} pyeval_handle_ops;

/* Sets the handle callbacks (before any handle enters the VM). Cannot fail. */
void pyeval_set_handle_ops(pyeval_vm *vm, const pyeval_handle_ops *ops);

/* ---- host functions -------------------------------------------------------------- */

#define PYEVAL_FN_FINAL 1u /* calling it ends the run with PYEVAL_FINAL */

/*
 * A host callback. args/nargs are positional, kwnames/kwargs/nkw keyword arguments,
 * all borrowed for the duration of the call. An argument the boundary cannot carry (a
 * sandbox function, a recursive list) is refused in the sandbox with TypeError or
 * ValueError before the callback runs.
 *
 * On success store the result in *result and return 0. The tree stays the host's: the
 * VM copies it before the callback's caller resumes and never frees it, so the host
 * may reuse or free that memory at its next callback or after the run.
 *
 * To raise, return -1 after setting *exc_type (a C string naming the exception class,
 * e.g. "ValueError") and *exc_msg (C string; both static or owned by the host until
 * the next callback). A name that is one of the sandbox's builtin exception classes
 * raises that class with the message; any other name raises
 * RuntimeError("<function name>: <message>"). Either is catchable in the sandbox. A
 * NULL message is "". An argument that cannot cross raises in the sandbox, before the
 * callback runs, TypeError "NAME() argument 2: a 'function' object cannot be passed
 * to the host" (or "argument 'kw'"), or ValueError for a recursive or too deep value.
 *
 * The host may call pyeval_interrupt from a callback; it may not call any other
 * function on the same VM.
 */
typedef int (*pyeval_host_fn)(void *ud, const pyeval_value *args, size_t nargs,
                              const char *const *kwnames, const pyeval_value *kwargs,
                              size_t nkw, pyeval_value *result, const char **exc_type,
                              const char **exc_msg);

/*
 * Binds name in the VM's builtins to a host function (a global of the same name
 * shadows it, as with any builtin). Every call counts against max_host_calls. With
 * PYEVAL_FN_FINAL a call first runs fn (which may be NULL: the value is then the
 * first positional argument, or None) and then ends the run with PYEVAL_FINAL, an end
 * that sandboxed code cannot catch (no except or finally clause runs); the value is
 * read with pyeval_final_value. Defining a name again replaces the function (also in
 * references the program already holds). Without PYEVAL_FN_FINAL a NULL fn makes a
 * stub whose calls return None (still counted). Returns 0, or -1 if out of memory,
 * name is NULL, or it is called from a host function or during a run outside a
 * lookup. After PYEVAL_FINAL, pyeval_last_error
 * describes the end as RuntimeError "final answer given".
 */
int pyeval_define_function(pyeval_vm *vm, const char *name, pyeval_host_fn fn, void *ud,
                           unsigned flags);

/*
 * Lazy names: called when a program loads a global name that is bound neither in the
 * globals nor in the builtins, before NameError is raised. Return
 *   0  not known: NameError as usual;
 *   1  *out holds a value, which is bound as a global of that name and used;
 *   2  the callback defined the name with pyeval_define_function (the one VM call
 *      allowed here), and the load is retried once;
 *  -1  raise, with *exc_type / *exc_msg as for a host function.
 * Each call counts against max_host_calls. *out follows the host-function result
 * rule. The lookup is called at most once per name while the name stays unbound: a
 * value (1) is bound in the globals of the code loading it (the VM's globals for the
 * program's code), so later loads find it without the callback. Any other return
 * value raises SystemError.
 */
typedef int (*pyeval_lookup_fn)(void *ud, const char *name, size_t len, pyeval_value *out,
                                const char **exc_type, const char **exc_msg);
/* Sets or clears (fn NULL) the lookup callback. Cannot fail. */
void pyeval_set_lookup(pyeval_vm *vm, pyeval_lookup_fn fn, void *ud);

/* ---- globals and results --------------------------------------------------------- */

/* Binds a copy of *v as the global `name` (C string). 0, or -1 with the reason in
 * pyeval_last_error (out of memory, an OPAQUE or malformed value). Not during a run. */
int pyeval_set_global(pyeval_vm *vm, const char *name, const pyeval_value *v);

/* *out = a new tree copied from the global `name`; a value with no boundary form
 * becomes PYEVAL_OPAQUE, and a recursive container is refused. An OPAQUE's repr runs
 * the object's __repr__ under a budget of 100,000 operations and the run's other
 * limits; one that fails or hits a limit gives "<TypeName object>". Namedtuples,
 * dataclass instances (fields from __dataclass_fields__, values read from the
 * instance __dict__) and exact datetime values become PYEVAL_OBJECT. Returns 1 on success,
 * 0 if the name is not bound, -1 on failure (out of memory, recursion; reason in
 * pyeval_last_error). Not during a run. */
int pyeval_get_global(pyeval_vm *vm, const char *name, pyeval_value **out);

/* Unbinds a global. 1 if it was bound, 0 if not. Not during a run. */
int pyeval_del_global(pyeval_vm *vm, const char *name);

/* *out = a new LIST of STR: the names of the globals a program bound (not the dunder
 * names pyeval itself sets, such as __name__ and __builtins__: every __x__ name is
 * left out), in binding order. 0 or -1 (out of memory). Not during a run. */
int pyeval_list_globals(pyeval_vm *vm, pyeval_value **out);

/*
 * After a pyeval_run whose options asked for it (PYEVAL_RUN_LAST_VALUE): when the
 * last statement of the program is an expression statement that ran, its value (it
 * is not printed, and not bound to `_`). *out = a new tree as pyeval_get_global gives,
 * or NULL when there is no such value. Returns 0, or -1 on failure. Valid until the
 * next run.
 */
int pyeval_last_value(pyeval_vm *vm, pyeval_value **out);

/* After PYEVAL_FINAL: *out = a new tree of the final answer. 0, or -1 (none or out of
 * memory). */
int pyeval_final_value(pyeval_vm *vm, pyeval_value **out);

#define PYEVAL_RUN_LAST_VALUE 1u /* keep the last expression statement's value */

/* pyeval_run with flags (PYEVAL_RUN_*). Same guarantees as pyeval_run. */
pyeval_status pyeval_run_ex(pyeval_vm *vm, const char *src, size_t len,
                            const char *filename, unsigned flags);

/* ---- virtual files --------------------------------------------------------------- */

/*
 * Each VM has a file tree that sandboxed open(), io, os, os.path, pathlib and shutil
 * see, and nothing else: in-memory files, plus mounts of host directories. Paths here
 * are absolute virtual paths (C strings, '/'-separated). In-memory bytes count
 * against max_memory. None of these may be called during a run.
 */

/* Creates or replaces an in-memory file (parent directories are made). 0, or -1
 * (out of memory, a path that names a directory or lies inside a read-only mount). */
int pyeval_fs_write(pyeval_vm *vm, const char *path, const void *data, size_t len);

/* *data = a copy of the file's bytes (malloc'd; the host frees it with free()), *len
 * its size. Reads through mounts too. 0, or -1 (no such file, a directory, an I/O
 * error). */
int pyeval_fs_read(pyeval_vm *vm, const char *path, void **data, size_t *len);

/* Removes a file or an empty directory. 0, or -1. */
int pyeval_fs_remove(pyeval_vm *vm, const char *path);

/* Makes a directory and its parents. 0, or -1. */
int pyeval_fs_mkdir(pyeval_vm *vm, const char *path);

/* *out = a new LIST of STR, the entry names of a directory (sorted). 0, or -1. */
int pyeval_fs_list(pyeval_vm *vm, const char *path, pyeval_value **out);

/* 1 file, 2 directory, 0 missing. */
int pyeval_fs_stat(pyeval_vm *vm, const char *path, uint64_t *size);

/* Makes path (a directory of the tree, a mount's included) the sandbox's working
 * directory, which starts at "/": programs' relative paths start there. 0, or -1 (no
 * such directory, out of memory). */
int pyeval_fs_chdir(pyeval_vm *vm, const char *path);

typedef enum pyeval_mount_mode {
    PYEVAL_MOUNT_RO = 0,      /* reads only */
    PYEVAL_MOUNT_RW = 1,      /* reads and writes reach the host directory */
    PYEVAL_MOUNT_OVERLAY = 2, /* reads from the host; writes stay in memory */
} pyeval_mount_mode;

/* Mounts the host directory host_path at virtual_path. The directory is opened now and
 * every later access is resolved beneath that descriptor: no "..", absolute symlink or
 * symlink out of the mount, /proc or NUL byte can reach anything else. 0, or -1
 * (host_path is not a readable directory, out of memory). */
int pyeval_mount(pyeval_vm *vm, const char *host_path, const char *virtual_path,
                 pyeval_mount_mode mode);

/* Sets (value non-NULL) or removes an entry of the sandbox's os.environ, which
 * starts empty. 0, or -1. */
int pyeval_setenv(pyeval_vm *vm, const char *name, const char *value);

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
