/*
 * vm.h - the VM: limits, the allocator, builtin types, interned names, the pending
 * exception, globals that persist across runs, and the frame stack.
 *
 * There is no global mutable state anywhere in pyeval: everything mutable hangs off a
 * pe_vm, so different VMs may run on different threads at once.
 */
#ifndef PE_VM_H
#define PE_VM_H

#include <stdint.h>

#include "../core/mem.h"
#include "exc.h"
#include "object.h"
#include "pyeval.h"

/* Bytes of vm->report_buf, where a limit error's type, message and traceback are
 * recorded for pyeval_last_error without allocating (eval/api.c). */
#define PE_REPORT_RESERVE 8192u

/* Builtin types created at VM start-up: X(ENUM, "name"). vm->types[PE_TYPE_ENUM]. */
#define PE_BUILTIN_TYPES(X)                                                                \
    X(OBJECT, "object")                                                                    \
    X(TYPE, "type")                                                                        \
    X(NONE, "NoneType")                                                                    \
    X(NOTIMPL, "NotImplementedType")                                                       \
    X(ELLIPSIS, "ellipsis")                                                                \
    X(BOOL, "bool")                                                                        \
    X(INT, "int")                                                                          \
    X(FLOAT, "float")                                                                      \
    X(STR, "str")                                                                          \
    X(LIST, "list")                                                                        \
    X(TUPLE, "tuple")                                                                      \
    X(DICT, "dict")                                                                        \
    X(RANGE, "range")                                                                      \
    X(SLICE, "slice")                                                                      \
    X(FUNCTION, "function")                                                                \
    X(BUILTIN_FUNCTION, "builtin_function_or_method")                                      \
    X(METHOD, "method")                                                                    \
    X(CELL, "cell")                                                                        \
    X(LIST_ITER, "list_iterator")                                                          \
    X(TUPLE_ITER, "tuple_iterator")                                                        \
    X(STR_ITER, "str_ascii_iterator")                                                      \
    X(RANGE_ITER, "range_iterator")                                                        \
    X(DICT_KEYITER, "dict_keyiterator")                                                    \
    X(DICT_VALUEITER, "dict_valueiterator")                                                \
    X(DICT_ITEMITER, "dict_itemiterator")                                                  \
    X(DICT_REVKEYITER, "dict_reversekeyiterator")                                          \
    X(DICT_REVVALUEITER, "dict_reversevalueiterator")                                      \
    X(DICT_REVITEMITER, "dict_reverseitemiterator")                                        \
    X(DICT_KEYS, "dict_keys")                                                              \
    X(DICT_VALUES, "dict_values")                                                          \
    X(DICT_ITEMS, "dict_items")                                                            \
    X(MODULE, "module")                                                                    \
    X(ENUMERATE, "enumerate")                                                              \
    X(ZIP, "zip")                                                                          \
    X(MAP, "map")                                                                          \
    X(FILTER, "filter")                                                                    \
    X(REVERSED, "reversed")                                                                \
    X(CALLABLE_ITER, "callable_iterator")                                                  \
    X(GENERATOR, "generator")                                                              \
    X(PROPERTY, "property")                                                                \
    X(CLASSMETHOD, "classmethod")                                                          \
    X(STATICMETHOD, "staticmethod")                                                        \
    X(SUPER, "super")                                                                      \
    X(BYTES, "bytes")                                                                      \
    X(BYTEARRAY, "bytearray")                                                              \
    X(BYTES_ITER, "bytes_iterator")                                                        \
    X(BYTEARRAY_ITER, "bytearray_iterator")                                                \
    X(SET, "set")                                                                          \
    X(FROZENSET, "frozenset")                                                              \
    X(SET_ITER, "set_iterator")                                                            \
    X(COMPLEX, "complex")                                                                  \
    X(MEMBER_DESCR, "member_descriptor")                                                   \
    X(SEQ_ITER, "iterator")                                                                \
    X(GENERIC_ALIAS, "types.GenericAlias")                                                 \
    X(UNION, "types.UnionType")                                                            \
    X(MAPPINGPROXY, "mappingproxy")                                                        \
    X(GETSET_DESCR, "getset_descriptor")                                                   \
    X(TRACEBACK, "traceback")                                                              \
    X(CODE, "code")                                                                        \
    X(ZLIB_COMPRESS, "zlib.Compress")                                                      \
    X(ZLIB_DECOMPRESS, "zlib.Decompress")                                                  \
    X(DEQUE, "collections.deque")                                                          \
    X(DEQUE_ITER, "_collections._deque_iterator")                                          \
    X(DEQUE_REVITER, "_collections._deque_reverse_iterator")                               \
    X(TUPLEGETTER, "_collections._tuplegetter")                                            \
    X(STR_UITER, "str_iterator")                                                           \
    X(LIST_REVITER, "list_reverseiterator")                                                \
    X(LONGRANGE_ITER, "longrange_iterator")                                                \
    X(RE_CODE, "re._pcre2_code")                                                           \
    X(IT_COUNT, "itertools.count")                                                         \
    X(IT_REPEAT, "itertools.repeat")                                                       \
    X(IT_CYCLE, "itertools.cycle")                                                         \
    X(IT_ACCUMULATE, "itertools.accumulate")                                               \
    X(IT_CHAIN, "itertools.chain")                                                         \
    X(IT_COMPRESS, "itertools.compress")                                                   \
    X(IT_DROPWHILE, "itertools.dropwhile")                                                 \
    X(IT_TAKEWHILE, "itertools.takewhile")                                                 \
    X(IT_FILTERFALSE, "itertools.filterfalse")                                             \
    X(IT_STARMAP, "itertools.starmap")                                                     \
    X(IT_ISLICE, "itertools.islice")                                                       \
    X(IT_PAIRWISE, "itertools.pairwise")                                                   \
    X(IT_ZIP_LONGEST, "itertools.zip_longest")                                             \
    X(IT_PRODUCT, "itertools.product")                                                     \
    X(IT_PERMUTATIONS, "itertools.permutations")                                           \
    X(IT_COMBINATIONS, "itertools.combinations")                                           \
    X(IT_CWR, "itertools.combinations_with_replacement")                                   \
    X(IT_GROUPBY, "itertools.groupby")                                                     \
    X(IT_GROUPER, "itertools._grouper")                                                    \
    X(IT_TEE, "itertools._tee")                                                            \
    X(IT_TEE_DATA, "itertools._tee_dataobject")                                            \
    X(OP_ITEMGETTER, "operator.itemgetter")                                                \
    X(OP_ATTRGETTER, "operator.attrgetter")                                                \
    X(OP_METHODCALLER, "operator.methodcaller")                                            \
    X(HASH, "_hashlib.HASH")                                                               \
    X(HASHXOF, "_hashlib.HASHXOF")                                                         \
    X(BLAKE2B, "_blake2.blake2b")                                                          \
    X(BLAKE2S, "_blake2.blake2s")                                                          \
    X(ARRAY, "array.array")                                                                \
    X(ARRAY_ITER, "array.arrayiterator")                                                   \
    X(DECIMAL_MPD, "decimal._mpd")                                                         \
    X(STRINGIO, "_io.StringIO")                                                            \
    X(BYTESIO, "_io.BytesIO")                                                              \
    X(FT_PARTIAL, "functools.partial")                                                     \
    X(FT_KEYWRAPPER, "functools.KeyWrapper")                                               \
    X(FT_LRU_WRAPPER, "functools._lru_cache_wrapper")                                      \
    X(FT_LRU_LINK, "functools._lru_list_elem")                                             \
    X(HOST_HANDLE, "host_handle")

/* Interned names used by C code: X(ID, "text"). vm->ids[PE_ID_ID]. */
#define PE_IDS(X)                                                                          \
    X(init, "__init__")                                                                    \
    X(new, "__new__")                                                                      \
    X(repr, "__repr__")                                                                    \
    X(str, "__str__")                                                                      \
    X(name, "__name__")                                                                    \
    X(qualname, "__qualname__")                                                            \
    X(module, "__module__")                                                                \
    X(doc, "__doc__")                                                                      \
    X(dict, "__dict__")                                                                    \
    X(class_, "__class__")                                                                 \
    X(main, "__main__")                                                                    \
    X(builtins, "builtins")                                                                \
    X(module_name, "<module>")                                                             \
    X(lambda, "<lambda>")                                                                  \
    X(hash, "__hash__")                                                                    \
    X(eq, "__eq__")                                                                        \
    X(ne, "__ne__")                                                                        \
    X(lt, "__lt__")                                                                        \
    X(le, "__le__")                                                                        \
    X(gt, "__gt__")                                                                        \
    X(ge, "__ge__")                                                                        \
    X(bool_, "__bool__")                                                                   \
    X(len, "__len__")                                                                      \
    X(iter, "__iter__")                                                                    \
    X(next, "__next__")                                                                    \
    X(getitem, "__getitem__")                                                              \
    X(setitem, "__setitem__")                                                              \
    X(delitem, "__delitem__")                                                              \
    X(contains, "__contains__")                                                            \
    X(call, "__call__")                                                                    \
    X(getattr, "__getattr__")                                                              \
    X(getattribute, "__getattribute__")                                                    \
    X(setattr, "__setattr__")                                                              \
    X(delattr, "__delattr__")                                                              \
    X(get, "__get__")                                                                      \
    X(set, "__set__")                                                                      \
    X(delete, "__delete__")                                                                \
    X(neg, "__neg__")                                                                      \
    X(pos, "__pos__")                                                                      \
    X(invert, "__invert__")                                                                \
    X(abs, "__abs__")                                                                      \
    X(index, "__index__")                                                                  \
    X(int_, "__int__")                                                                     \
    X(float_, "__float__")                                                                 \
    X(format, "__format__")                                                                \
    X(enter, "__enter__")                                                                  \
    X(exit, "__exit__")                                                                    \
    X(mro, "__mro__")                                                                      \
    X(bases, "__bases__")                                                                  \
    X(base, "__base__")                                                                    \
    X(slots, "__slots__")                                                                  \
    X(class_getitem, "__class_getitem__")                                                  \
    X(set_name, "__set_name__")                                                            \
    X(cause, "__cause__")                                                                  \
    X(context, "__context__")                                                              \
    X(self, "self")

typedef enum pe_id {
#define PE_X(e, s) PE_ID_##e,
    PE_IDS(PE_X)
#undef PE_X
        PE_ID__COUNT
} pe_id;

typedef enum pe_type_kind {
#define PE_X(e, s) PE_TYPE_##e,
    PE_BUILTIN_TYPES(PE_X)
#undef PE_X
        PE_TYPE__COUNT
} pe_type_kind;

struct pe_vm {
    pe_mem mem;
    pyeval_config cfg;

    /* builtin types and exception types, owned by the VM */
    pe_type *types[PE_TYPE__COUNT];
    pe_type *exc_types[PE_EXC__COUNT];

    /* singletons that are objects (None/bool/int/float are immediates) */
    pe_value notimpl;  /* NotImplemented */
    pe_value ellipsis; /* Ellipsis */
    /* The empty tuple and bytes, as in CPython every () and b'' is this one object
     * (`() is ()`): owned references, PE_NULL until pe_vm_create makes them, and
     * pe_tuple_new / pe_bytes_alloc allocate fresh ones while they are PE_NULL. The
     * empty str is the immortal interned '' (vm->empty_str, borrowed from the intern
     * table; NULL until interned). */
    pe_value empty_tuple, empty_bytes;
    struct pe_str *empty_str;

    /* the pending exception (an exception instance) or PE_NULL */
    pe_value exc;
    pe_limit_kind limit; /* set while a limit error is pending */
    /* The first limit hit in this run (pe_err_limit), kept until the next run starts
     * (pe_vm_budget_reset) even when the pending error is cleared: while it is set the
     * budget stays empty (ops_left < 0, so PE_TICK raises it again), no __del__,
     * generator cleanup or Python function starts, and the run ends with its status. */
    pe_limit_kind limit_hit_kind;

    /* interned names: an open-addressing set of pe_str* (eval/intern.c) */
    pe_str **intern_tab;
    uint32_t intern_cap, intern_len;
    /* the immortal names made after the seal (eval/gc.h): teardown releases these
     * and never walks the table, whose start-up names go with the chunk */
    pe_str **intern_late;
    uint32_t intern_late_len, intern_late_cap;

    /* operation budget: ops counts down in PE_TICK; ops_used is for stats */
    int64_t ops_left;
    uint64_t ops_used;

    /* collector: every tracked container (eval/gc.c) */
    pe_obj *gc_objects;
    size_t gc_count;       /* objects in gc_objects */
    size_t gc_threshold;   /* pe_gc_maybe_collect runs a pass when gc_count exceeds it */
    uint64_t gc_collected; /* objects freed by the collector, for tests and stats */
    uint64_t gc_full_mem;  /* mem.current after the last full pass between runs */
    uint64_t gc_mem_after; /* mem.current after the last pass pe_gc_maybe_collect ran */
    size_t gc_count_after; /* gc_count then */
    /* Start-up objects (eval/gc.h): once sealed (pe_gc_boot_seal), every object in
     * [boot_lo, boot_lo + boot_len) is immortal; boot_len is 0 before the seal and when
     * it was refused. boot_dirty: the start-up objects that may hold references or
     * blocks outside the chunk. boot_spill: start-up made an object outside the chunk,
     * so the seal is refused. */
    uintptr_t boot_lo;
    size_t boot_len;
    pe_obj *boot_dirty;
    int boot_closing; /* pyeval_free of a sealed VM has begun (pe_gc_boot_clear follows) */
    int boot_spill;

    /* ---- evaluator state (eval/vm.c, eval/call.c, eval/api.c) ---------------------- */

    /* names the evaluator and builtins look up often, interned at start-up:
     * vm->ids[PE_ID_init] is "__init__" (see PE_IDS) */
    pe_str *ids[PE_ID__COUNT];
    /* "__add__", "__radd__", "__iadd__" ... per binary operator (builtins/type.c) */
    pe_str *op_ids[PE_OP__COUNT][3];

    pe_value builtins; /* dict: the builtins namespace */
    pe_value globals;  /* dict: __main__'s globals, persistent across runs */

    struct pe_frame *frame; /* innermost running frame, NULL between runs */
    uint32_t depth;         /* Python call depth (RecursionError at cfg.max_depth) */
#define PE_DEFAULT_RECURSION_LIMIT 1000u /* CPython's sys.getrecursionlimit() */
#define PE_IMPORT_MAX              256u /* room for the registry's modules (modules/registry.c) */
    uintptr_t stack_limit; /* C-stack addresses below this are the uncatchable limit */
    char *cstack_cache;    /* a free C-stack segment kept for reuse (eval/cstack.c) */
    /* Deallocation nesting and the objects whose dealloc was put off because it was
     * nested too deep (pe_obj_dealloc in eval/object.c, CPython's trashcan). */
    uint32_t dealloc_depth;
    struct pe_obj **dealloc_later;
    size_t dealloc_later_len, dealloc_later_cap;

    /* The type attribute cache (pe_type_lookup, builtins/type.c): (type, name) ->
     * the value found along the MRO, or PE_NULL for "not found", borrowed from the
     * type's dict. An entry is valid only while its epoch equals type_epoch, which is
     * bumped whenever anything a lookup depends on may change: a write to a dict that
     * a cached lookup consulted (such dicts carry PE_DICT_FLAG_TYPE), a type's MRO
     * being set, a type being freed (its address may be reused). Starts at 1, so a
     * zeroed entry never matches. Each entry holds a reference to its name (names
     * can be mortal, core/intern.h), dropped when the entry is reused or by
     * pe_type_cache_clear at teardown. Names longer than PE_MCACHE_MAX_NAME bytes are
     * not cached, so what the cache keeps alive stays small.
     * pe_vm_create leaves the entries unwritten (zeroing them was 40 KB per VM): an
     * entry is read only when its bit in mcache_live is set, which its first use
     * does after writing it whole. */
    uint64_t type_epoch;
    uint64_t mcache_live[1024 / 64];
    struct pe_mcache_entry {
        uint64_t epoch;
        const void *type;
        pe_str *name; /* a reference (or NULL): see pe_type_cache_clear */
        pe_value value;
    } mcache[1024];
#define PE_MCACHE_MAX_NAME 64

    /* value stack for frame slots: [vstack, vstack_top) in use, up to vstack_end */
    pe_value *vstack, *vstack_top, *vstack_end;

    /* The exception being handled by the innermost active `except` block
     * (sys.exc_info()[1]), borrowed from that block; PE_NULL outside handlers. A newly
     * raised exception takes it as its __context__; bare `raise` re-raises it. */
    pe_value exc_handled;

    /* operation budget bookkeeping for pe_tick_slow: ops_left counts down inside a chunk
     * of ops_chunk operations; ops_used totals the finished chunks */
    int64_t ops_chunk;
    double run_start;            /* monotonic seconds at the start of the run */
    double run_seconds;          /* duration of the last run */
    volatile int interrupt_flag; /* set by pyeval_interrupt (async-signal-safe) */
    uint64_t output_used;        /* bytes written by this run */

    /* every parsed module still alive (reference-counted: pe_vm_ast_new), so that
     * pyeval_free releases those a leaked reference or a cycle still holds */
    struct pe_ast **asts;
    size_t nasts, asts_cap;

    /* values the VM owns for its lifetime (pe_vm_keep: the preallocated exceptions) */
    pe_value *consts;
    size_t nconsts, consts_cap;

    /* method-defs of host functions (pyeval_define_function), each allocated with its
     * name right after it: sizeof(pe_method_def) + strlen(name) + 1 bytes */
    pe_method_def **hostdefs;
    size_t nhost, host_cap;

    /* objects whose repr is in progress (pe_op_repr_enter) */
    pe_obj **repr_stack;
    size_t repr_len, repr_cap;

    /* pyeval_last_error: text owned through pe_mem (sizes kept for freeing); a size
     * of 0 means the text lives in report_buf and is not freed on its own */
    int has_error;
    char *err_type, *err_msg, *err_tb;
    size_t err_type_sz, err_msg_sz, err_tb_sz;
    /* PE_REPORT_RESERVE bytes allocated at start-up: a limit error's record is written
     * here, so reporting a limit (the memory limit above all) needs no allocation */
    char *report_buf;
    int err_line, err_col;
    int exit_code;
    pyeval_status final_status; /* set by a final-answer host function */
    int boot_slots_only;        /* start-up: pe_type_add_methods registers nothing (vm.c) */
    int boot_lazy; /* start-up: method tables of PE_TPF_LAZY_DICT types are deferred */
    /* modules/registry.c: name -> module object (the sandbox's sys.modules) */
    pe_value modules;
    /* modules/registry.c: the modules this VM can import (PE_MODULES' table; a unit
     * test may swap it), NULL-terminated, static */
    const struct pe_module_def *registry;
    /* modules/registry.c: the host's import policy, parsed from pyeval_config at
     * creation: import_denied[i] for the registry's i-th module; import_restricted when
     * an allow list was given (names outside the registry are then refused too) */
    unsigned char import_denied[PE_IMPORT_MAX];
    unsigned char import_restricted;
    /* modules/sys.c: sys.argv as the host gave it (the CLI's script path or "-c") */
    pe_value sys_argv;
    /* The recursion limit: recursion_limit is what sys.getrecursionlimit reports
     * (PE_DEFAULT_RECURSION_LIMIT at start), max_depth_host the host's cfg.max_depth
     * (0: no ceiling). Invariant: cfg.max_depth == min(recursion_limit, ceiling), the
     * depth at which RecursionError is raised. */
    uint32_t recursion_limit, max_depth_host;
    /* modules/random.c: entropy seedings drawn from the host seed (cfg.has_seed) */
    uint64_t random_seedings;

    /* ---- the host boundary (eval/boundary.c, eval/host.c) --------------------------- */
    uint64_t host_calls;  /* host functions and lookups called by this run */
    int in_host;          /* a host callback is running: the VM refuses re-entry */
    int final_set;        /* final_value holds a PYEVAL_FN_FINAL answer of the last run */
    pe_value final_value; /* that answer (a reference), PE_NULL otherwise */
    pe_value last_value; /* PYEVAL_RUN_LAST_VALUE: the last statement's value, or PE_NULL */
    const void *last_node; /* the EXPR_STMT node whose value is kept (eval_stmt.c) */
    pyeval_lookup_fn lookup;
    void *lookup_ud;
    pyeval_handle_ops handle_ops;
    /* dataclasses.make_dataclass classes made for boundary OBJECT values, keyed by
     * (name, field names) (a dict; PE_NULL until the first) */
    pe_value dc_cache;
    /* time: the fixed clock's offset, advanced by time.sleep (cfg.has_fixed_time) */
    double fixed_time_slept;
    /* core/vfs.c: the virtual file tree, mounts, cwd and os.environ; NULL until first
     * used */
    struct pe_vfs *vfs;
};

/* pe_type_of (eval/object.h) inlined for the code that sees the VM's layout: it is on
 * every operator's path. object.c defines the out-of-line function as (pe_type_of). */
static inline pe_type *pe_type_of_inline(pe_vm *vm, pe_value v) {
    switch ((pe_tag)v.tag) {
    case PE_T_OBJ: return v.u.o->type;
    case PE_T_INT: return vm->types[PE_TYPE_INT];
    case PE_T_FLOAT: return vm->types[PE_TYPE_FLOAT];
    case PE_T_BOOL: return vm->types[PE_TYPE_BOOL];
    case PE_T_NONE: return vm->types[PE_TYPE_NONE];
    case PE_T_NULL: break;
    }
    return NULL;
}
#define pe_type_of(vm, v) pe_type_of_inline((vm), (v))

/*
 * PE_TICK charges n operations; it evaluates to 0 normally and to -1 with the
 * operation-limit error pending. Placed at loop back-edges, calls and comprehension
 * steps, and in builtins in proportion to their work. The slow path (eval/vm.c) also
 * polls the wall clock and the interrupt flag, so the clock is read every N ticks and
 * never per node.
 */
int pe_tick_slow(pe_vm *vm) PE_MUST_CHECK;

/* Reads the clock: 0, or -1 with the time-limit error pending when the run's time is
 * up. For work the operation budget does not see often enough (pe_tick_slow calls
 * it every N ticks). */
int pe_vm_check_time(pe_vm *vm) PE_MUST_CHECK;

/* ---- VM lifetime and run bookkeeping (eval/vm.c) ---- */

/* Creates a VM from a complete config (builtin types, namespaces, ...). NULL when the
 * allocator fails. */
pe_vm *pe_vm_create(const pyeval_config *cfg);
/* Frees everything; NULL accepted. In PE_DEBUG builds aborts if any byte leaked. */
void pe_vm_destroy(pe_vm *vm);
/* Monotonic clock in seconds. Cannot fail. */
double pe_vm_now(void);
/* Starts a run: operation/output counters to zero, clock started, no limit hit yet.
 * Cannot fail. */
void pe_vm_budget_reset(pe_vm *vm);
/* Operations charged since the last pe_vm_budget_reset. Cannot fail. */
uint64_t pe_vm_ops_used(const pe_vm *vm);
/*
 * Parsed modules are reference-counted, so the tree of a one-line exec() is freed when
 * the exec returns (a loop of 200,000 execs kept 400 MB before). Holders of a
 * reference: the run or exec()/eval() parsing it while it runs, each function and
 * generator expression made from its nodes, each code object, each traceback entry
 * pointing into it. A frame borrows its module from the function or run that owns it.
 * Values cached in its nodes (constants, keyword-name tuples) are owned by the module
 * (pe_vm_ast_keep) and released with it.
 */
struct pe_ast;
/* A zeroed pe_ast holding one reference, for pe_parse to fill. NULL when memory runs
 * out (nothing pending). Free with pe_vm_ast_decref, also after a failed parse. */
struct pe_ast *pe_vm_ast_new(pe_vm *vm) PE_MUST_CHECK;
/* Adds a reference to ast (NULL accepted). Cannot fail. */
void pe_vm_ast_incref(const struct pe_ast *ast);
/* Drops a reference (NULL accepted); the last one frees the tree, its source and the
 * values cached in it. Cannot fail. */
void pe_vm_ast_decref(pe_vm *vm, const struct pe_ast *ast);
/* Hands ast a reference to v, a value cached in one of its nodes (steals v, also on
 * failure). With ast NULL the VM keeps it instead. 0, or -1 with MemoryError
 * pending. */
int pe_vm_ast_keep(pe_vm *vm, const struct pe_ast *ast, pe_value v) PE_MUST_CHECK;
/* Marks ast as a program file's (pyeval_run with a filename that is not "<...>"): the
 * only source CPython's linecache finds, so the only one whose lines tracebacks show
 * (not "<string>", "<stdin>", exec/eval/compile strings, frozen modules). Cannot
 * fail. */
void pe_vm_ast_set_file(const struct pe_ast *ast);
/* Whether ast was marked so (0 for NULL). Cannot fail. */
int pe_vm_ast_is_file(const struct pe_ast *ast);
/* Marks ast as a frozen module's body (modules/registry.c, pe_module_exec_source):
 * imports made by its code are the module's own, which the host's import policy does
 * not check. No program-made tree is ever marked (compile()'s filename cannot do it).
 * Cannot fail. */
void pe_vm_ast_set_frozen(const struct pe_ast *ast);
/* Whether ast was marked so (0 for NULL). Cannot fail. */
int pe_vm_ast_is_frozen(const struct pe_ast *ast);
/* Drops the recorded pyeval_last_error. Cannot fail. */
void pe_vm_clear_error(pe_vm *vm);

/* Writes output bytes to stream 1 (stdout) or 2 (stderr) through cfg.output, counting
 * them against cfg.max_output (the uncatchable output limit when exceeded; the part
 * that fits is written first). 0, or -1 with an exception pending (the limit error, or
 * OSError when the sink reports failure). */
int pe_vm_write(pe_vm *vm, int stream, const char *data, size_t len) PE_MUST_CHECK;

/* Writes one of pyeval's own diagnostic lines (a report's cut line) through cfg.output
 * without counting it against max_output, as the CLI's limit line is not counted.
 * 0, or -1 when the sink failed (nothing pending). */
int pe_vm_write_note(pe_vm *vm, int stream, const char *data, size_t len);

/* Hands a reference to the VM for its lifetime (steals v, also on failure). 0, or -1
 * with MemoryError pending. (eval/vm.c) */
int pe_vm_keep(pe_vm *vm, pe_value v) PE_MUST_CHECK;

/* The uncatchable C-stack guard: 0, or -1 with the stack limit error pending. Call at
 * every point where C recursion can grow without a Python call in between. */
static inline int pe_vm_check_stack(pe_vm *vm) {
    char probe;
    if ((uintptr_t)&probe >= vm->stack_limit) return 0;
    (void)pe_err_limit(vm, PE_LIMIT_STACK);
    return -1;
}
#define PE_TICK(vm, n) (((vm)->ops_left -= (int64_t)(n)) < 0 ? pe_tick_slow(vm) : 0)

#endif
