/*
 * exceptions.h - the exception object (BaseException and every builtin subclass).
 *
 * One C struct serves every exception class. Attributes that only some classes have
 * (StopIteration.value, SystemExit.code, SyntaxError.msg/lineno/..., ImportError.name,
 * NameError.name, AttributeError.name/obj, OSError.errno/strerror/filename/filename2,
 * UnicodeEncodeError.encoding/object/start/end/reason, ...) live in x[], a trailing array
 * whose length is fixed by the class's "family" (the nearest builtin ancestor that adds
 * attributes), so an ordinary ValueError carries none of them.
 *
 * Invariants:
 *   - args is always a tuple (the empty tuple for ValueError()).
 *   - cause/context are PE_NULL (reads as None) or exception instances; context chains
 *     never form a cycle through pe_err_* (CPython's cycle breaking in _PyErr_SetObject).
 *   - tb[0..tb_len) are traceback entries in the order they were recorded: innermost
 *     first. A re-raise (`raise e`) appends the new outer entries after the old ones,
 *     which is exactly CPython's tb_next chain read backwards.
 *   - dict is the instance __dict__ and is the first field after the header (user
 *     subclasses of exceptions have PE_TPF_HAS_DICT and find it there). __notes__
 *     lives in it, as in CPython.
 *   - size is the byte size passed to pe_obj_alloc (user subclasses may be larger).
 *
 * Exception types are created by pe_exceptions_init with flags
 * PE_TPF_EXC_SUBCLASS | PE_TPF_BASETYPE | PE_TPF_GC | PE_TPF_HAS_DICT.
 */
#ifndef PE_EXCEPTIONS_H
#define PE_EXCEPTIONS_H

#include <stddef.h>
#include <stdint.h>

#include "../eval/exc.h"
#include "../eval/object.h"
#include "../eval/traceback.h"
#include "../parser/parse.h"

/* Which extra attributes an exception class carries in x[]. */
typedef enum pe_exc_family {
    PE_EXCF_PLAIN = 0,
    PE_EXCF_STOP_ITERATION, /* value */
    PE_EXCF_SYSTEM_EXIT,    /* code */
    PE_EXCF_IMPORT,         /* msg, name, path */
    PE_EXCF_NAME,           /* name */
    PE_EXCF_ATTRIBUTE,      /* name, obj */
    PE_EXCF_SYNTAX,         /* msg, filename, lineno, offset, text, end_lineno, end_offset,
                               print_file_and_line */
    PE_EXCF_OSERROR,        /* errno, strerror, filename, filename2 */
    PE_EXCF_UNICODE_ENCODE, /* encoding, object, start, end, reason */
    PE_EXCF_UNICODE_DECODE, /* encoding, object, start, end, reason */
    PE_EXCF_UNICODE_TRANSLATE, /* encoding (None), object, start, end, reason */
    PE_EXCF__COUNT
} pe_exc_family;

/* Indices into x[] per family. */
enum {
    PE_EXC_X_VALUE = 0, /* StopIteration.value */
    PE_EXC_X_CODE = 0,  /* SystemExit.code */
    PE_EXC_X_IMPORT_MSG = 0,
    PE_EXC_X_IMPORT_NAME = 1,
    PE_EXC_X_IMPORT_PATH = 2,
    PE_EXC_X_NAME = 0, /* NameError.name, AttributeError.name */
    PE_EXC_X_OBJ = 1,  /* AttributeError.obj */
    PE_EXC_X_MSG = 0,  /* SyntaxError */
    PE_EXC_X_FILENAME = 1,
    PE_EXC_X_LINENO = 2,
    PE_EXC_X_OFFSET = 3,
    PE_EXC_X_TEXT = 4,
    PE_EXC_X_END_LINENO = 5,
    PE_EXC_X_END_OFFSET = 6,
    PE_EXC_X_PRINT_FILE_AND_LINE = 7,
    PE_EXC_X_ERRNO = 0, /* OSError */
    PE_EXC_X_STRERROR = 1,
    PE_EXC_X_OS_FILENAME = 2,
    PE_EXC_X_OS_FILENAME2 = 3,
    PE_EXC_X_ENCODING = 0, /* UnicodeEncodeError / UnicodeDecodeError / ...Translate... */
    PE_EXC_X_OBJECT = 1,
    PE_EXC_X_START = 2,
    PE_EXC_X_END = 3,
    PE_EXC_X_REASON = 4,
    PE_EXC_X_MAX = 8
};

struct pe_ast; /* parser/ast.h: a parsed module */

typedef struct pe_exc {
    pe_obj base;
    pe_value dict;    /* __dict__, PE_NULL until first use (must stay first) */
    pe_value args;    /* tuple */
    pe_value cause;   /* __cause__, PE_NULL = None */
    pe_value context; /* __context__, PE_NULL = None */
    pe_tb_entry *tb;  /* traceback entries, innermost first (pe_mem array) */
    uint32_t tb_len, tb_cap;
    /* The frame (an opaque cookie, see pe_tb_record_frame) that last recorded an entry
     * since the exception was last raised, so that a frame records one entry. */
    const void *tb_frame;
    /* The traceback object __traceback__ last returned (tbobject.h), while it still
     * stands for tb[0..tb_obj_len) == all the entries; PE_NULL otherwise. */
    pe_value tb_obj;
    uint32_t tb_obj_len;
    /* NameError raised by the evaluator: where CPython's print-time "Did you mean"
     * search looks (pe_exc_set_name_error_scope): the function's local variable names
     * (owned by name_ast, of which the exception holds a reference: a traceback entry
     * holding the module may have been dropped when memory ran out) and the frame's
     * globals dict (owned), or NULL/PE_NULL. */
    pe_str *const *name_locals;
    const struct pe_ast *name_ast;
    uint32_t name_nlocals;
    pe_value name_globals;
    uint32_t size;            /* bytes allocated */
    uint8_t family;           /* pe_exc_family */
    uint8_t suppress_context; /* __suppress_context__ */
    uint8_t prealloc;         /* 1 + `which` for a preallocated instance, else 0 */
    pe_value x[];             /* family attributes; PE_NULL reads as None */
} pe_exc;

/* Creates every type of PE_EXC_TYPES into vm->exc_types[] (bases, names, slots,
 * methods) and preallocates the MemoryError and limit-error instances. Called by
 * pyeval_new after the builtin types exist. 0, or -1 when memory runs out. */
int pe_exceptions_init(pe_vm *vm) PE_MUST_CHECK;

/* Called by pyeval_free before the types go. Cannot fail. (The preallocated instances
 * are kept alive with pe_vm_keep, so the VM's constant table releases them.) */
void pe_exceptions_fini(pe_vm *vm);

/* Preallocated instance `which` (PE_PREALLOC_NOMEM, PE_PREALLOC_LIMIT + k), borrowed;
 * PE_NULL before pe_exceptions_init made it. Cannot fail, never allocates. */
pe_value pe_exc_prealloc(pe_vm *vm, int which);

/* For a preallocated instance, its `which` code; -1 for any other exception. Cannot
 * fail. */
int pe_exc_prealloc_which(pe_value exc);

/* Is v an exception instance (instance of BaseException)? Cannot fail. */
int pe_exc_check(pe_vm *vm, pe_value v);

/* Is v a class deriving from BaseException? Cannot fail. */
int pe_exc_type_check(pe_vm *vm, pe_value v);

/* Borrowed view; v must satisfy pe_exc_check. */
static inline pe_exc *pe_exc_obj(pe_value v) {
    return (pe_exc *)v.u.o;
}

/* A new instance of exception class `type` (any subclass of BaseException, user
 * classes included) with args[0..nargs) as its args, WITHOUT calling a user __init__:
 * this is BaseException.__new__ followed by the builtin __init__ of the type's family
 * (StopIteration.value etc. are set). New reference, or PE_NULL with MemoryError. */
pe_value pe_exc_new(pe_vm *vm, pe_type *type, const pe_value *args,
                    size_t nargs) PE_MUST_CHECK;

/* Instance of builtin kind k with args. New reference or PE_NULL. */
pe_value pe_exc_new_kind(pe_vm *vm, pe_exc_kind k, const pe_value *args,
                         size_t nargs) PE_MUST_CHECK;

/* Instance of builtin kind k with one str argument (UTF-8 msg[0..len)). New
 * reference or PE_NULL. */
pe_value pe_exc_new_msg(pe_vm *vm, pe_exc_kind k, const char *msg,
                        size_t len) PE_MUST_CHECK;

/* __cause__ / __context__ of an exception (borrowed; PE_NONE when unset). Cannot fail. */
pe_value pe_exc_get_cause(pe_value exc);
pe_value pe_exc_get_context(pe_value exc);

/* Sets __cause__ (steals `cause`; PE_NULL or PE_NONE clears it) and, as `raise ...
 * from` and the __cause__ setter do, sets __suppress_context__ to True. The caller has
 * checked that cause is None or an exception instance. Cannot fail. */
void pe_exc_set_cause(pe_vm *vm, pe_value exc, pe_value cause);

/* Sets __context__ (steals; PE_NULL/PE_NONE clears). Cannot fail. */
void pe_exc_set_context(pe_vm *vm, pe_value exc, pe_value context);

/* __suppress_context__. Cannot fail. */
int pe_exc_get_suppress_context(pe_value exc);
void pe_exc_set_suppress_context(pe_value exc, int on);

/* Borrowed args tuple. Cannot fail. */
static inline pe_value pe_exc_args(pe_value exc) {
    return pe_exc_obj(exc)->args;
}

/* Borrowed family attribute i (PE_NONE when unset or when the family has no such
 * slot). For StopIteration.value, SystemExit.code, ... Cannot fail. */
pe_value pe_exc_attr(pe_value exc, pe_exc_family family, unsigned i);

/* Sets family attribute i (borrowed value, increfed) if exc's family is `family`.
 * Cannot fail. Used e.g. to set NameError.name / AttributeError.name and obj. */
void pe_exc_set_attr(pe_vm *vm, pe_value exc, pe_exc_family family, unsigned i, pe_value v);

/*
 * For a NameError the evaluator raises for identifier `name`: sets .name and records
 * where the traceback's "Did you mean" search looks, as CPython's print-time search of
 * the innermost frame does: varnames[0..nvarnames) (the function's local variable
 * names in co_varnames order, parameters first; owned by the parsed module `ast`, of
 * which a reference is kept; none for module code), then `globals` (the frame's
 * globals dict, a reference is kept), then builtins. Cheap: nothing is searched unless
 * the exception is printed. Cannot fail.
 */
void pe_exc_set_name_error_scope(pe_vm *vm, pe_value exc, pe_str *name,
                                 const struct pe_ast *ast, pe_str *const *varnames,
                                 size_t nvarnames, pe_value globals);

/* Does exception instance exc match the `except` clause value cls (a class or a tuple
 * of classes; as in CPython 3.11 a nested tuple is rejected)? 1/0, or -1 with TypeError
 * "catching classes that do not inherit from BaseException is not allowed" pending. */
int pe_exc_matches(pe_vm *vm, pe_value exc, pe_value cls) PE_MUST_CHECK;

/* Appends a traceback entry to exc. If memory runs out the entry is dropped silently
 * (reporting must never fail). Cannot fail. */
void pe_exc_tb_append(pe_vm *vm, pe_value exc, const pe_tb_entry *e);

/* exc.__traceback__: None, or the traceback object of its entries (the same object
 * while no entry is added). New reference or PE_NULL (MemoryError). */
pe_value pe_exc_get_traceback(pe_vm *vm, pe_value exc) PE_MUST_CHECK;

/* Drops every traceback entry of exc (with_traceback(None)). Cannot fail. */
void pe_exc_tb_clear(pe_vm *vm, pe_value exc);

/* str(exc) as CPython's BaseException.__str__ and its subclasses' (KeyError's repr of
 * a single key, ImportError's msg, SyntaxError's "msg (file, line N)", OSError's
 * "[Errno N] text: 'file'"), for builtin classes; a user class's __str__ is reached
 * through pe_op_str instead. New reference or PE_NULL. */
pe_value pe_exc_str(pe_vm *vm, pe_value exc) PE_MUST_CHECK;

/* repr(exc): "ValueError('x')", "KeyError('a')", "ValueError()", "E(1, 2)". New
 * reference or PE_NULL. */
pe_value pe_exc_repr(pe_vm *vm, pe_value exc) PE_MUST_CHECK;

/*
 * SyntaxError (or IndentationError / TabError, from err->type) built from a parser
 * error plus the text of the offending line (line_text[0..line_len), including its
 * newline when the source has one; NULL when unknown). filename is the one given to
 * pe_parse. The attributes are those CPython sets: msg, filename, lineno, offset,
 * text, end_lineno, end_offset. text ends in "\n" for source compiled from a str (as
 * CPython's string tokenizer adds it) and is the line as given for a file.
 * err->col/end_col are 1-based character offsets; CPython 3.11 reports byte offsets
 * instead when the source came from a file or stdin (anything but "<string>"), and so
 * does this function. New reference, or PE_NULL with MemoryError pending.
 */
pe_value pe_exc_syntax_error_new(pe_vm *vm, const pe_syntax_error *err,
                                 const char *filename, const char *line_text,
                                 size_t line_len) PE_MUST_CHECK;

/* The same with explicit offset units: char_offsets = 1 keeps err's character offsets
 * (compile()/exec() of a str), 0 converts them to byte offsets (a file). */
pe_value pe_exc_syntax_error_new_ex(pe_vm *vm, const pe_syntax_error *err,
                                    const char *filename, const char *line_text,
                                    size_t line_len, int char_offsets) PE_MUST_CHECK;

/* The name CPython prints for an exception's class in the last traceback line: the
 * __qualname__, prefixed by "module." unless the module is builtins or __main__.
 * Writes at most cap-1 bytes plus NUL to buf. Cannot fail. */
void pe_exc_type_display_name(pe_vm *vm, pe_type *type, char *buf, size_t cap);

/* CPython's "Did you mean" candidate search (Python/suggestions.c): the candidate
 * closest to name by its weighted Levenshtein distance, within CPython's cutoffs, or
 * NULL. cands are borrowed str objects. Cannot fail (uses a small stack buffer; names
 * longer than CPython's MAX_STRING_SIZE give NULL, as CPython). */
pe_str *pe_exc_suggest(pe_str *name, pe_str *const *cands, size_t ncands);

#endif
