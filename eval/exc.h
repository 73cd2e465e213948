/*
 * exc.h - raising, testing and clearing the pending exception; builtin exception types.
 *
 * The VM has at most one pending exception (vm->exc, an exception instance). Every
 * fallible function that fails leaves one pending (object.h, "Errors"). Limit errors
 * (operations, memory limit, time, output, C stack, interrupt) are raised with
 * pe_err_limit(): they use preallocated instances, need no memory, and are not matched
 * by any `except` clause and do not run `finally` blocks.
 */
#ifndef PE_EXC_H
#define PE_EXC_H

#include <stdarg.h>

#include "object.h"

/*
 * CPython 3.11's builtin exception hierarchy: X(Name, Base). Order is parents before
 * children. The VM creates one type per entry at start-up: vm->exc_types[PE_EXC_Name].
 */
#define PE_EXC_TYPES(X)                                                                  \
    X(BaseException, BaseException)                                                      \
    X(SystemExit, BaseException)                                                         \
    X(KeyboardInterrupt, BaseException)                                                  \
    X(GeneratorExit, BaseException)                                                      \
    X(Exception, BaseException)                                                          \
    X(StopIteration, Exception)                                                          \
    X(StopAsyncIteration, Exception)                                                     \
    X(ArithmeticError, Exception)                                                        \
    X(FloatingPointError, ArithmeticError)                                               \
    X(OverflowError, ArithmeticError)                                                    \
    X(ZeroDivisionError, ArithmeticError)                                                \
    X(AssertionError, Exception)                                                         \
    X(AttributeError, Exception)                                                         \
    X(BufferError, Exception)                                                            \
    X(EOFError, Exception)                                                               \
    X(ImportError, Exception)                                                            \
    X(ModuleNotFoundError, ImportError)                                                  \
    X(LookupError, Exception)                                                            \
    X(IndexError, LookupError)                                                           \
    X(KeyError, LookupError)                                                             \
    X(MemoryError, Exception)                                                            \
    X(NameError, Exception)                                                              \
    X(UnboundLocalError, NameError)                                                      \
    X(OSError, Exception)                                                                \
    X(BlockingIOError, OSError)                                                          \
    X(ChildProcessError, OSError)                                                        \
    X(ConnectionError, OSError)                                                          \
    X(BrokenPipeError, ConnectionError)                                                  \
    X(ConnectionAbortedError, ConnectionError)                                           \
    X(ConnectionRefusedError, ConnectionError)                                           \
    X(ConnectionResetError, ConnectionError)                                             \
    X(FileExistsError, OSError)                                                          \
    X(FileNotFoundError, OSError)                                                        \
    X(InterruptedError, OSError)                                                         \
    X(IsADirectoryError, OSError)                                                        \
    X(NotADirectoryError, OSError)                                                       \
    X(PermissionError, OSError)                                                          \
    X(ProcessLookupError, OSError)                                                       \
    X(TimeoutError, OSError)                                                             \
    X(ReferenceError, Exception)                                                         \
    X(RuntimeError, Exception)                                                           \
    X(NotImplementedError, RuntimeError)                                                 \
    X(RecursionError, RuntimeError)                                                      \
    X(SyntaxError, Exception)                                                            \
    X(IndentationError, SyntaxError)                                                     \
    X(TabError, IndentationError)                                                        \
    X(SystemError, Exception)                                                            \
    X(TypeError, Exception)                                                              \
    X(ValueError, Exception)                                                             \
    X(UnicodeError, ValueError)                                                          \
    X(UnicodeDecodeError, UnicodeError)                                                  \
    X(UnicodeEncodeError, UnicodeError)                                                  \
    X(UnicodeTranslateError, UnicodeError)                                               \
    X(Warning, Exception)                                                                \
    X(DeprecationWarning, Warning)                                                       \
    X(PendingDeprecationWarning, Warning)                                                \
    X(RuntimeWarning, Warning)                                                           \
    X(SyntaxWarning, Warning)                                                            \
    X(UserWarning, Warning)                                                              \
    X(FutureWarning, Warning)                                                            \
    X(ImportWarning, Warning)                                                            \
    X(UnicodeWarning, Warning)                                                           \
    X(BytesWarning, Warning)                                                             \
    X(EncodingWarning, Warning)                                                          \
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
} pe_limit_kind;

/* Raise an exception of builtin kind k with message msg (UTF-8, copied). Always
 * returns PE_NULL so callers can `return pe_err_set(...)`. If making the exception
 * runs out of memory, the preallocated MemoryError is raised instead. */
pe_value pe_err_set(pe_vm *vm, pe_exc_kind k, const char *msg);

/* printf-style message. Besides the C conversions (%s %d %ld %lld %zu %zd %c %%) it
 * accepts %R (repr of a pe_value argument) and %S (str of a pe_value) and %T (type
 * name of a pe_value), as CPython's PyErr_Format's %R/%S and "%.200s" of tp_name.
 * Returns PE_NULL. */
pe_value pe_err_format(pe_vm *vm, pe_exc_kind k, const char *fmt, ...);
pe_value pe_err_vformat(pe_vm *vm, pe_exc_kind k, const char *fmt, va_list ap);

/* Raise an arbitrary exception value: an instance (borrowed) or a class (instantiated
 * with no arguments), as `raise v`. Returns PE_NULL. */
pe_value pe_err_raise(pe_vm *vm, pe_value exc);

/* MemoryError for a failed allocation. If the failure came from the memory limit
 * (vm->mem.limit_hit), raises the uncatchable memory-limit error instead. PE_NULL. */
pe_value pe_err_nomem(pe_vm *vm);

/* Raise an uncatchable limit error. Returns PE_NULL. */
pe_value pe_err_limit(pe_vm *vm, pe_limit_kind k);

/* Is an exception pending? Cannot fail. */
int pe_err_occurred(const pe_vm *vm);

/* Is the pending exception an instance of builtin kind k (and not a limit error)?
 * Cannot fail. */
int pe_err_matches(pe_vm *vm, pe_exc_kind k);

/* Drop the pending exception. Cannot fail. */
void pe_err_clear(pe_vm *vm);

/* Take the pending exception (new reference; PE_NULL if none) and clear it. */
pe_value pe_err_fetch(pe_vm *vm);

/* Make exc (stolen) the pending exception. */
void pe_err_restore(pe_vm *vm, pe_value exc);

#endif
