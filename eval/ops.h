/*
 * ops.h - the generic abstract-object layer (CPython's Objects/abstract.c and
 * object.c): every operation the evaluator and the builtins perform on a value of
 * unknown type goes through here, so the NotImplemented/reflected-operand protocol,
 * the comparison fallbacks and CPython's error messages live in one place.
 *
 * All arguments are borrowed. Functions returning pe_value return a new reference or
 * PE_NULL with an exception pending; int-returning ones return -1 with an exception
 * pending (0/1 otherwise). Every function here can fail unless it says otherwise.
 *
 * Type slots (object.h) do the type-specific work; user classes get slots that
 * dispatch to their dunders (builtins/type.c).
 */
#ifndef PE_OPS_H
#define PE_OPS_H

#include "object.h"

/* a OP b, with CPython's binary_op1 rules: if type(b) is a proper subclass of type(a)
 * and overrides the slot, b's reflected slot goes first; NotImplemented from both
 * sides gives "unsupported operand type(s) for +: 'int' and 'str'". */
pe_value pe_op_binary(pe_vm *vm, pe_binop op, pe_value a, pe_value b) PE_MUST_CHECK;

/* As pe_op_binary, but returns NotImplemented (new reference) instead of raising when
 * neither operand handles the operation (CPython's binary_op1). */
pe_value pe_op_binary_notimpl(pe_vm *vm, pe_binop op, pe_value a, pe_value b) PE_MUST_CHECK;

/* a OP= b: the in-place slot first, then pe_op_binary; the message says "+=". */
pe_value pe_op_inplace(pe_vm *vm, pe_binop op, pe_value a, pe_value b) PE_MUST_CHECK;

/* -a, +a, ~a ("bad operand type for unary -: 'str'"), not a. */
pe_value pe_op_unary(pe_vm *vm, pe_unaryop op, pe_value a) PE_MUST_CHECK;

/* Rich comparison a OP b for ==, !=, <, <=, >, >= (is/in are not rich comparisons:
 * use pe_is and pe_op_contains). Reflected-operand rules as CPython's do_richcompare;
 * == and != fall back to identity; ordering gives "'<' not supported between instances
 * of 'int' and 'str'". Returns whatever the slot returned (not necessarily a bool). */
pe_value pe_op_compare(pe_vm *vm, pe_cmpop op, pe_value a, pe_value b) PE_MUST_CHECK;

/* pe_op_compare followed by truth: 0/1, or -1. For ==/!= identical operands give the
 * identity answer without calling __eq__ (PyObject_RichCompareBool), which is what
 * containers (list.index, `in`, dict keys) must use. */
int pe_op_compare_bool(pe_vm *vm, pe_cmpop op, pe_value a, pe_value b) PE_MUST_CHECK;

/* Shorthand for pe_op_compare_bool(vm, PE_CMP_EQ, a, b). */
int pe_op_eq(pe_vm *vm, pe_value a, pe_value b) PE_MUST_CHECK;

/* bool(v): __bool__, then __len__, else true. 0/1 or -1. */
int pe_op_truth(pe_vm *vm, pe_value v) PE_MUST_CHECK;

/* repr(v) and str(v) as str objects (new references). The default repr is
 * "<T object at 0x...>"; the default str is the repr. */
pe_value pe_op_repr(pe_vm *vm, pe_value v) PE_MUST_CHECK;
pe_value pe_op_str(pe_vm *vm, pe_value v) PE_MUST_CHECK;

/* Recursion guard for reprs of containers (Py_ReprEnter/Py_ReprLeave): enter returns
 * 1 if o is already being repr'd further up (print "[...]" / "{...}"), 0 if it was
 * entered, -1 on memory failure. Call leave only after enter returned 0. */
int pe_op_repr_enter(pe_vm *vm, pe_obj *o) PE_MUST_CHECK;
void pe_op_repr_leave(pe_vm *vm, pe_obj *o);

/* hash(v): 0 and *out set, or -1 ("unhashable type: 'list'"). Never produces -1 as a
 * hash value (as CPython). */
int pe_op_hash(pe_vm *vm, pe_value v, int64_t *out) PE_MUST_CHECK;

/* len(v): >= 0, or -1 ("object of type 'int' has no len()"). */
int64_t pe_op_len(pe_vm *vm, pe_value v) PE_MUST_CHECK;

/* v.name (name need not be interned, but lookups are fastest when it is).
 * AttributeError: "'int' object has no attribute 'x'". */
pe_value pe_op_getattr(pe_vm *vm, pe_value v, pe_str *name) PE_MUST_CHECK;
/* Same by C string (interns it). */
pe_value pe_op_getattr_cstr(pe_vm *vm, pe_value v, const char *name) PE_MUST_CHECK;
/* v.name = value; value PE_NULL deletes. 0 or -1. */
int pe_op_setattr(pe_vm *vm, pe_value v, pe_str *name, pe_value value) PE_MUST_CHECK;

/* v[key] ("'int' object is not subscriptable"), v[key] = value, del v[key]. */
pe_value pe_op_getitem(pe_vm *vm, pe_value v, pe_value key) PE_MUST_CHECK;
int pe_op_setitem(pe_vm *vm, pe_value v, pe_value key, pe_value value) PE_MUST_CHECK;
int pe_op_delitem(pe_vm *vm, pe_value v, pe_value key) PE_MUST_CHECK;

/* iter(v) ("'int' object is not iterable"). */
pe_value pe_op_iter(pe_vm *vm, pe_value v) PE_MUST_CHECK;

/* next(it): new reference; PE_NULL with NO exception pending when the iterator is
 * exhausted (a StopIteration raised by user code is swallowed into that too); PE_NULL
 * with an exception pending on error. Test with pe_err_occurred(vm). */
pe_value pe_op_next(pe_vm *vm, pe_value it) PE_MUST_CHECK;

/* item in container: the contains slot, else iteration with pe_op_eq
 * ("argument of type 'int' is not iterable"). 0/1 or -1. */
int pe_op_contains(pe_vm *vm, pe_value container, pe_value item) PE_MUST_CHECK;

/* callable(args..., **kw) with the native convention of object.h
 * ("'int' object is not callable"). Charges one tick and checks the depth limits. */
pe_value pe_op_call(pe_vm *vm, pe_value callable, const pe_value *args, size_t nargs,
                    pe_obj *kwnames) PE_MUST_CHECK;

/* Calls a method by name: getattr then call; args exclude self. */
pe_value pe_op_call_method(pe_vm *vm, pe_value self, const char *name, const pe_value *args,
                           size_t nargs) PE_MUST_CHECK;

/* Calls a special method the way CPython's _PyObject_LookupSpecial does: looked up on
 * type(self) only and bound to self, so format(SomeClass) runs type.__format__, not the
 * class's own unbound __format__. AttributeError when the type lacks it. New reference
 * or PE_NULL. */
pe_value pe_op_call_special(pe_vm *vm, pe_value self, const char *name,
                            const pe_value *args, size_t nargs) PE_MUST_CHECK;

/* operator.index(v) as an int value (small or big), "'str' object cannot be
 * interpreted as an integer". */
pe_value pe_op_index(pe_vm *vm, pe_value v) PE_MUST_CHECK;

/* operator.index(v) that must fit in int64 (OverflowError "Python int too large to
 * convert to C ssize_t", CPython's for its Py_ssize_t arguments). 0 or -1. */
int pe_op_index_i64(pe_vm *vm, pe_value v, int64_t *out) PE_MUST_CHECK;
/* The same for CPython's C int arguments (expandtabs' tabsize, hex's bytes_per_sep, ...):
 * OverflowError "Python int too large to convert to C int" outside INT_MIN..INT_MAX. */
int pe_op_index_int(pe_vm *vm, pe_value v, int64_t *out) PE_MUST_CHECK;
/* operator.index(v) clamped to int64 (CPython's slice indices: tuple.index(x, 10**30)).
 * 0 or -1 (only when v has no __index__ or it raises). */
int pe_op_index_clamped(pe_vm *vm, pe_value v, int64_t *out) PE_MUST_CHECK;

/* The low 32 bits of operator.index(v), any sign or size (CPython's
 * unsigned_int(bitwise=True) converter: crc32's running value). 0, or -1 with
 * TypeError when v has no __index__. */
int pe_op_index_low32(pe_vm *vm, pe_value v, uint32_t *out) PE_MUST_CHECK;

/* isinstance(v, t) for one type object, by MRO. Cannot fail. */
int pe_op_isinstance(pe_vm *vm, pe_value v, pe_type *t);

/* The type name of a value, as used in messages ("int", "NoneType"). Borrowed;
 * cannot fail. */
const char *pe_op_typename(pe_vm *vm, pe_value v);

#endif
