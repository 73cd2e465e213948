/*
 * object.h - the heap object header, type objects and reference counting.
 *
 * Memory management is reference counting plus a trial-deletion cycle collector (the
 * QuickJS scheme). Containers (objects whose type has PE_TPF_GC) are linked into the
 * VM's GC list so the collector can find them; it runs only at safe points chosen by
 * the evaluator, so C code never registers roots.
 *
 * Ownership vocabulary used in every header:
 *   "new reference"      the caller owns one reference and must pe_decref it.
 *   "borrowed"           valid while the owner keeps it; pe_incref to keep it longer.
 *   "steals"             the callee takes over the caller's reference, even on failure.
 *
 * Errors: a function returning pe_value returns PE_NULL on failure; one returning int
 * returns -1; one returning a pointer returns NULL. In each case the exception is
 * pending in the VM (eval/exc.h). Such functions are marked PE_MUST_CHECK.
 */
#ifndef PE_OBJECT_H
#define PE_OBJECT_H

#include <stddef.h>
#include <stdint.h>

#include "../parser/opkind.h" /* pe_binop, pe_cmpop for the type slots */
#include "value.h"

#define PE_MUST_CHECK __attribute__((warn_unused_result))

typedef struct pe_vm pe_vm;
typedef struct pe_type pe_type;
typedef struct pe_str pe_str;

struct pe_obj {
    uint32_t rc;     /* reference count */
    uint16_t gc;     /* collector bits (eval/gc.c); 0 when not tracked */
    uint16_t flags;  /* per-object bits owned by the type */
    pe_type *type;   /* a reference is held for heap types (user classes) */
    pe_obj *gc_prev; /* links in vm->gc_objects while tracked */
    pe_obj *gc_next;
};

/* ---- reference counting ------------------------------------------------------------ */

void pe_obj_dealloc(pe_vm *vm, pe_obj *o); /* called when rc reaches 0 */
/* Frees the queue of put-off deallocs (VM teardown; the queue is empty). */
void pe_obj_dealloc_fini(pe_vm *vm);

static inline void pe_obj_incref(pe_obj *o) {
    o->rc++;
}
static inline void pe_obj_decref(pe_vm *vm, pe_obj *o) {
    if (--o->rc == 0) pe_obj_dealloc(vm, o);
}
static inline pe_value pe_incref(pe_value v) {
    if (v.tag == PE_T_OBJ) v.u.o->rc++;
    return v;
}
static inline void pe_decref(pe_vm *vm, pe_value v) {
    if (v.tag == PE_T_OBJ) pe_obj_decref(vm, v.u.o);
}
/* Releases *slot and sets it to PE_NULL. */
static inline void pe_clear(pe_vm *vm, pe_value *slot) {
    pe_value v = *slot;
    *slot = PE_NULL;
    pe_decref(vm, v);
}

/* ---- native call convention -------------------------------------------------------- */

/*
 * Every builtin function and method has this one signature (CPython's vectorcall):
 * args[0..nargs) are positional; when kwnames is a non-NULL tuple of str of length k,
 * args[nargs..nargs+k) are the keyword values in that order. For methods, args[0] is
 * self. All arguments are borrowed. Returns a new reference or PE_NULL with an
 * exception pending.
 */
typedef pe_value (*pe_native_fn)(pe_vm *vm, const pe_value *args, size_t nargs,
                                 pe_obj *kwnames);

/* A builtin method or function table entry. Each builtins/<type>.c has a
 * NULL-terminated table of these for its type's dict; the VM wraps each in a builtin
 * function object at start-up. */
#define PE_METH_STATIC 0x1u /* staticmethod: no self */
#define PE_METH_CLASS  0x2u /* classmethod: args[0] is the type */
#define PE_METH_SLOT                                                                       \
    0x4u /* a dunder CPython implements as a slot: reprs as a slot wrapper */
typedef struct pe_method_def {
    const char *name;
    pe_native_fn fn;
    uint32_t flags;
} pe_method_def;

/* ---- type objects ------------------------------------------------------------------ */

/* Method tables a builtin type's init may defer (pe_type_add_methods); more are made at
 * once. */
#define PE_TYPE_LAZY_MAX 4

#define PE_TPF_GC             0x0001u /* instances may hold references: tracked by the collector */
#define PE_TPF_BASETYPE       0x0002u /* may be subclassed */
#define PE_TPF_HEAPTYPE       0x0004u /* a class made by a class statement or type() */
#define PE_TPF_HAS_DICT       0x0008u /* instances carry an attribute dict */
#define PE_TPF_INT_SUBCLASS   0x0100u /* fast isinstance bits, as CPython's */
#define PE_TPF_FLOAT_SUBCLASS 0x0200u
#define PE_TPF_STR_SUBCLASS   0x0400u
#define PE_TPF_LIST_SUBCLASS  0x0800u
#define PE_TPF_TUPLE_SUBCLASS 0x1000u
#define PE_TPF_DICT_SUBCLASS  0x2000u
#define PE_TPF_EXC_SUBCLASS   0x4000u /* BaseException and subclasses */
#define PE_TPF_TYPE_SUBCLASS  0x8000u
/* Builtin types whose instances start-up may make and that never change once made
 * (eval/gc.h): such an instance stays clean after the seal. Set in eval/vm.c. */
#define PE_TPF_BOOT_FROZEN 0x00400000u

typedef void (*pe_visit_fn)(pe_vm *vm, pe_obj *child, void *arg);

/*
 * A type. Builtin types are created per VM at start-up (no global mutable state: the
 * refcount and dict of a type object are mutable), so slot tables are static const
 * data but type objects are not. A NULL slot means "not supported" and the generic
 * operation raises CPython's TypeError for it. A user class gets slots that dispatch
 * to its dunder methods.
 *
 * Slot conventions (all arguments borrowed, results new references):
 *   binop[op](vm, a, b)  numeric protocol: return PE_NOTIMPL-like value
 *                        (vm's NotImplemented singleton) if it does not handle the
 *                        operand types; the generic layer (eval/ops.c) tries the
 *                        reflected slot and raises "unsupported operand type(s)".
 *   richcmp(vm, a, b, op) same NotImplemented protocol, CPython's fallback rules in the
 *                        generic layer.
 *   hash: returns 0 and sets *out, or -1 ("unhashable type: 'list'").
 *   len: returns >= 0, or -1.
 *   truth: returns 0/1, or -1.
 *   iternext: returns a new reference, or PE_NULL with no exception pending when the
 *             iterator is exhausted (no StopIteration object is made on the fast
 *             path), or PE_NULL with an exception pending on error.
 *   setattr/setitem: value PE_NULL means delete.
 */
struct pe_type {
    pe_obj base;
    const char *name;        /* tp_name, e.g. "int", "list", "MyClass" (heap types: the text
                                of name_str) */
    struct pe_str *name_str; /* heap types: the interned name (a reference), else NULL */
    uint32_t tflags;         /* PE_TPF_* */
    uint32_t basicsize; /* bytes of a fixed-size instance (0 for variable-size types) */
    pe_type *tbase;     /* primary base (tp_base), NULL only for object */
    pe_value bases;     /* tuple of types */
    pe_value mro;       /* tuple of types, self first */
    pe_value dict;      /* dict: methods, attributes, dunders */
    pe_value qualname;  /* heap types: __qualname__ (str); PE_NULL for builtin types */

    void (*dealloc)(pe_vm *vm, pe_obj *self);
    void (*traverse)(pe_vm *vm, pe_obj *self, pe_visit_fn visit, void *arg);
    void (*clear)(pe_vm *vm, pe_obj *self); /* drop references, for the collector */

    pe_value (*repr)(pe_vm *vm, pe_value self);
    pe_value (*str)(pe_vm *vm, pe_value self);
    int (*hash)(pe_vm *vm, pe_value self, int64_t *out);
    pe_value (*richcmp)(pe_vm *vm, pe_value a, pe_value b, pe_cmpop op);
    int (*truth)(pe_vm *vm, pe_value self);
    int64_t (*len)(pe_vm *vm, pe_value self);

    pe_value (*getattr)(pe_vm *vm, pe_value self, pe_str *name);
    int (*setattr)(pe_vm *vm, pe_value self, pe_str *name, pe_value value);
    pe_value (*call)(pe_vm *vm, pe_value self, const pe_value *args, size_t nargs,
                     pe_obj *kwnames);

    pe_value (*iter)(pe_vm *vm, pe_value self);
    pe_value (*iternext)(pe_vm *vm, pe_value self);
    pe_value (*getitem)(pe_vm *vm, pe_value self, pe_value key);
    int (*setitem)(pe_vm *vm, pe_value self, pe_value key, pe_value value);
    int (*contains)(pe_vm *vm, pe_value self, pe_value item); /* 0/1, -1 */

    pe_value (*binop[PE_OP__COUNT])(pe_vm *vm, pe_value a, pe_value b);
    pe_value (*ibinop[PE_OP__COUNT])(pe_vm *vm, pe_value a, pe_value b); /* in-place */
    pe_value (*neg)(pe_vm *vm, pe_value self);
    pe_value (*pos)(pe_vm *vm, pe_value self);
    pe_value (*invert)(pe_vm *vm, pe_value self);
    pe_value (*abs)(pe_vm *vm, pe_value self);
    pe_value (*index)(pe_vm *vm, pe_value self); /* __index__: returns an int */

    /* Called as the type: type(...)(args). NULL for types that cannot be created from
       Python code. */
    pe_value (*new_)(pe_vm *vm, pe_type *type, const pe_value *args, size_t nargs,
                     pe_obj *kwnames);

    /* Descriptor protocol (added for property/classmethod/staticmethod and user classes
     * with __get__/__set__): descr_get(vm, descr, obj, type) is tp_descr_get (obj is
     * PE_NULL for class access); descr_set(vm, descr, obj, value) is tp_descr_set
     * (value PE_NULL deletes) and makes the descriptor a data descriptor. */
    pe_value (*descr_get)(pe_vm *vm, pe_value descr, pe_value obj, pe_type *type);
    int (*descr_set)(pe_vm *vm, pe_value descr, pe_value obj, pe_value value);

    /* Byte offset of the instance __dict__ slot (a pe_value) for PE_TPF_HAS_DICT types;
     * 0 means "right after the object header" (user classes of object, exceptions).
     * User subclasses of list/dict put it after the builtin's struct. */
    uint32_t dictoffset;

    /* Builtin types with PE_TPF_LAZY_DICT (builtins/type.h): the method tables
     * registered at start-up whose descriptors are not made yet, in registration
     * order. Empty once the dict is filled. */
    const pe_method_def *lazy_defs[PE_TYPE_LAZY_MAX];
    uint8_t nlazy;
    /* The same for the computed-attribute lists of pe_getset_add_computed
     * (builtins/member.h): each list's names and its pe_getset_kind. */
    uint8_t nlazy_getsets;
    uint8_t lazy_getset_kinds[PE_TYPE_LAZY_MAX];
    const char *const *lazy_getsets[PE_TYPE_LAZY_MAX];
};

/* The type of any value. Borrowed; cannot fail. (eval/object.c) */
pe_type *pe_type_of(pe_vm *vm, pe_value v);

/* Allocates a zeroed object of `size` bytes with rc 1 and the given type, tracked by
 * the collector when the type has PE_TPF_GC. Returns NULL with MemoryError pending.
 * Heap types are increfed. */
pe_obj *pe_obj_alloc(pe_vm *vm, pe_type *type, size_t size) PE_MUST_CHECK;

/* Frees the memory of an object whose references were already released (for use in
 * dealloc slots). size must equal the size passed to pe_obj_alloc. */
void pe_obj_free(pe_vm *vm, pe_obj *o, size_t size);

/* isinstance by MRO (no __instancecheck__). Cannot fail. */
int pe_type_is_subtype(const pe_type *a, const pe_type *b);

#endif
