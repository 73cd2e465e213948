/*
 * exc.h - raising, testing and clearing the pending exception; builtin exception types.
 *
 * The VM has at most one pending exception (vm->exc, an exception instance). Every
 * fallible function that fails leaves one pending (object.h, "Errors").
 *
 * Implicit chaining: pe_err_set/pe_err_format/pe_err_raise (a *new* raise) give the new
 * exception the exception being handled (vm->exc_handled) as its __context__, breaking
 * cycles in the context chain as CPython's _PyErr_SetObject does. pe_err_restore (a
 * re-raise: bare `raise`, the end of a `finally`) does not touch __context__.
 *
 * Limit errors (operations, memory limit, time, output, C stack, source size,
 * interrupt) are raised with pe_err_limit(). Contract:
 *   - they use preallocated instances and need no memory;
 *   - vm->limit != PE_LIMIT_NONE while one is pending; pe_err_matches() returns 0 for
 *     them and pe_exc_matches() is never consulted: the evaluator checks vm->limit
 *     before running any `except` clause (bare `except:` and `except BaseException`
 *     included) or any `finally` / `with` __exit__, and unwinds straight to the top;
 *   - only pe_err_clear() (or pe_err_fetch()) ends one: the top level does this after
 *     reporting. C code that swallows errors (hasattr, dict lookups, ...) must test
 *     pe_err_matches() for the kind it swallows, never clear blindly, or use
 *     pe_err_clear_catchable();
 *   - the run still ends at the limit if some C code clears it anyway: the first limit
 *     of a run is recorded until the next run (pe_err_limit, pe_err_limit_check), and
 *     the run's status is that limit's whatever happens after.
 */
#ifndef PE_EXC_H
#define PE_EXC_H

#include <stdarg.h>

#include "object.h"

/*
 * CPython 3.11's builtin exception hierarchy: X(Name, Base). Order is parents before
 * children. The VM creates one type per entry at start-up: vm->exc_types[PE_EXC_Name].
 */
#define PE_EXC_TYPES(X)                                                                    \
    X(BaseException, BaseException)                                                        \
    X(SystemExit, BaseException)                                                           \
    X(KeyboardInterrupt, BaseException)                                                    \
    X(GeneratorExit, BaseException)                                                        \
    X(Exception, BaseException)                                                            \
    X(StopIteration, Exception)                                                            \
    X(StopAsyncIteration, Exception)                                                       \
    X(ArithmeticError, Exception)                                                          \
    X(FloatingPointError, ArithmeticError)                                                 \
    X(OverflowError, ArithmeticError)                                                      \
    X(ZeroDivisionError, ArithmeticError)                                                  \
    X(AssertionError, Exception)                                                           \
    X(AttributeError, Exception)                                                           \
    X(BufferError, Exception)                                                              \
    X(EOFError, Exception)                                                                 \
    X(ImportError, Exception)                                                              \
    X(ModuleNotFoundError, ImportError)                                                    \
    X(LookupError, Exception)                                                              \
    X(IndexError, LookupError)                                                             \
    X(KeyError, LookupError)                                                               \
    X(MemoryError, Exception)                                                              \
    X(NameError, Exception)                                                                \
    X(UnboundLocalError, NameError)                                                        \
    X(OSError, Exception)                                                                  \
    X(BlockingIOError, OSError)                                                            \
    X(ChildProcessError, OSError)                                                          \
    X(ConnectionError, OSError)                                                            \
    X(BrokenPipeError, ConnectionError)                                                    \
    X(ConnectionAbortedError, ConnectionError)                                             \
    X(ConnectionRefusedError, ConnectionError)                                             \
    X(ConnectionResetError, ConnectionError)                                               \
    X(FileExistsError, OSError)                                                            \
    X(FileNotFoundError, OSError)                                                          \
    X(InterruptedError, OSError)                                                           \
    X(IsADirectoryError, OSError)                                                          \
    X(NotADirectoryError, OSError)                                                         \
    X(PermissionError, OSError)                                                            \
    X(ProcessLookupError, OSError)                                                         \
    X(TimeoutError, OSError)                                                               \
    X(ReferenceError, Exception)                                                           \
    X(RuntimeError, Exception)                                                             \
    X(NotImplementedError, RuntimeError)                                                   \
    X(RecursionError, RuntimeError)                                                        \
    X(SyntaxError, Exception)                                                              \
    X(IndentationError, SyntaxError)                                                       \
    X(TabError, IndentationError)                                                          \
    X(SystemError, Exception)                                                              \
    X(TypeError, Exception)                                                                \
    X(ValueError, Exception)                                                               \
    X(UnicodeError, ValueError)                                                            \
    X(UnicodeDecodeError, UnicodeError)                                                    \
    X(UnicodeEncodeError, UnicodeError)                                                    \
    X(UnicodeTranslateError, UnicodeError)                                                 \
    X(Warning, Exception)                                                                  \
    X(DeprecationWarning, Warning)                                                         \
    X(PendingDeprecationWarning, Warning)                                                  \
    X(RuntimeWarning, Warning)                                                             \
    X(SyntaxWarning, Warning)                                                              \
    X(UserWarning, Warning)                                                                \
    X(FutureWarning, Warning)                                                              \
    X(ImportWarning, Warning)                                                              \
    X(UnicodeWarning, Warning)                                                             \
    X(BytesWarning, Warning)                                                               \
    X(EncodingWarning, Warning)                                                            \
    X(ResourceWarning, Warning)

typedef enum pe_exc_kind {
#define PE_X(name, base) PE_EXC_##name,
    PE_EXC_TYPES(PE_X)
#undef PE_X
        PE_EXC__COUNT
} pe_exc_kind;

/* Limit errors: each maps to a pyeval_status. */
typedef enum pe_limit_kind {
    PE_LIMIT_NONE = 0,
    PE_LIMIT_OPS,
    PE_LIMIT_MEMORY,
    PE_LIMIT_STACK,
    PE_LIMIT_TIME,
    PE_LIMIT_OUTPUT,
    PE_LIMIT_SOURCE,
    PE_LIMIT_INTERRUPT,
    PE_LIMIT_HOST_CALLS, /* max_host_calls (eval/host.c) */
    /* Not a limit: a PYEVAL_FN_FINAL host function ended the run. It unwinds as the
     * limits do (no except, finally or __exit__ runs) and maps to PYEVAL_FINAL. */
    PE_LIMIT_FINAL,
    PE_LIMIT__COUNT
} pe_limit_kind;

/*
 * The VM's preallocated exception instances (builtins/exceptions.c,
 * pe_exc_prealloc()): a MemoryError for allocation failures (PE_PREALLOC_NOMEM) and one
 * instance per limit kind k (PE_PREALLOC_LIMIT + k).
 */
enum {
    PE_PREALLOC_NOMEM = 0,
    PE_PREALLOC_LIMIT = 1,
    PE_PREALLOC__COUNT = PE_PREALLOC_LIMIT + PE_LIMIT__COUNT
};

/* Raise an exception of builtin kind k with message msg (UTF-8, copied). Always
 * returns PE_NULL so callers can `return pe_err_set(...)`. If making the exception
 * runs out of memory, the preallocated MemoryError is raised instead. Like every
 * raising function here, it does nothing while a limit error is pending. */
pe_value pe_err_set(pe_vm *vm, pe_exc_kind k, const char *msg);

/* printf-style message. Besides the C conversions (%s with an optional precision
 * such as %.200s, %d %i %u %x %o %c %p %f %g %e with the l/ll/z length modifiers, %%)
 * it accepts %R (repr of a pe_value argument), %S (str of a pe_value), %T (type name
 * of a pe_value, at most 200 bytes) and %U (a pe_str *), as CPython's PyErr_Format.
 * If a %R/%S conversion raises, that exception is left pending instead; if memory
 * runs out, the preallocated MemoryError. Returns PE_NULL. */
pe_value pe_err_format(pe_vm *vm, pe_exc_kind k, const char *fmt, ...);
pe_value pe_err_vformat(pe_vm *vm, pe_exc_kind k, const char *fmt, va_list ap);

/* The text pe_err_format would give fmt, as a new str (CPython's PyUnicode_FromFormat
 * with the same conversions); PE_NULL with the error pending (a failing %R/%S, or
 * MemoryError). Raises nothing on success. */
pe_value pe_err_format_text(pe_vm *vm, const char *fmt, ...) PE_MUST_CHECK;

/* Raise an arbitrary exception value: an instance (borrowed) or a class (instantiated
 * with no arguments), as `raise v`. Returns PE_NULL. */
pe_value pe_err_raise(pe_vm *vm, pe_value exc);

/* MemoryError for a failed allocation. If the failure came from the memory limit
 * (vm->mem.limit_hit), raises the uncatchable memory-limit error instead. PE_NULL. */
pe_value pe_err_nomem(pe_vm *vm);

/* A request for a result of predictable size that can never be granted (a `**`, `<<`
 * or repetition whose size alone is past the limit): the uncatchable memory-limit error
 * when the VM has a memory limit, else MemoryError as CPython raises it. PE_NULL. */
pe_value pe_err_too_big(pe_vm *vm);

/*
 * Raise an uncatchable limit error. Returns PE_NULL. Cannot allocate.
 *
 * The first limit error of a run is also recorded (vm->limit_hit_kind) and stays in
 * force until the next run starts (pe_vm_budget_reset), even after C code clears the
 * pending error (a __del__ or generator cleanup run from a decref, whose caller cannot
 * fail): every later PE_TICK takes the slow path and raises it again, and no __del__,
 * generator cleanup or Python function starts. A later call, whatever its k, raises
 * the recorded kind again and keeps the traceback entries of the first hit, so the
 * report names the first limit and its line.
 */
pe_value pe_err_limit(pe_vm *vm, pe_limit_kind k);

/* The limit hit in this run (recorded by pe_err_limit), or PE_LIMIT_NONE. Cannot
 * fail. */
pe_limit_kind pe_err_limit_hit(const pe_vm *vm);

/* 0 when no limit was hit in this run; else -1 with the recorded limit error pending
 * (raised again if something cleared it). For C code about to run sandboxed code, or
 * about to report success after running some (a void path may have swallowed the
 * limit). Cannot allocate. */
int pe_err_limit_check(pe_vm *vm);

/* For code about to handle the pending exception (an except clause, a finally block,
 * __exit__): 1 when it must not, because a limit error is pending or a limit was hit
 * in this run. In the second case the recorded limit replaces the pending exception:
 * one raised by C code after it cleared the limit must not be caught. Cannot fail. */
int pe_err_unwinding_limit(pe_vm *vm);

/* The uncatchable error that unwinds a suspended generator body without running its
 * cleanup (gen_kill, eval/gen.c): the source-size limit's preallocated instance,
 * which is free while bodies run, made pending without recording a limit for the run.
 * Returns PE_NULL. Cannot allocate. */
pe_value pe_err_kill(pe_vm *vm);

/* Is an uncatchable limit error pending? Cannot fail. */
int pe_err_is_limit(const pe_vm *vm);

/* `raise exc from cause` (both borrowed): exc as for pe_err_raise; cause is an
 * instance, a class (instantiated with no arguments) or None, else TypeError
 * "exception causes must derive from BaseException". Sets __cause__ and
 * __suppress_context__. Returns PE_NULL. */
pe_value pe_err_raise_from(pe_vm *vm, pe_value exc, pe_value cause);

/* Clears the pending exception unless it is a limit error. Returns 0 if it cleared
 * (or nothing was pending), -1 if a limit error stays pending. */
int pe_err_clear_catchable(pe_vm *vm) PE_MUST_CHECK;

/* Borrowed pending exception instance (PE_NULL if none). Cannot fail. */
pe_value pe_err_peek(const pe_vm *vm);

/* Is an exception pending? Cannot fail. */
int pe_err_occurred(const pe_vm *vm);

/* Is the pending exception an instance of builtin kind k (and not a limit error)?
 * Cannot fail. */
int pe_err_matches(pe_vm *vm, pe_exc_kind k);

/* Drop the pending exception. Cannot fail. */
void pe_err_clear(pe_vm *vm);

/* Take the pending exception (new reference; PE_NULL if none) and clear it. */
pe_value pe_err_fetch(pe_vm *vm);

/* Make exc (stolen) the pending exception, unchanged: a re-raise. If exc is a limit
 * error's preallocated instance, the limit becomes pending again. PE_NULL clears. */
void pe_err_restore(pe_vm *vm, pe_value exc);

#endif
