/*
 * list.h - the list type: a growable array of owned references.
 *
 * Invariant: items[0..len) are non-NULL owned references; cap >= len; items is NULL
 * iff cap == 0. Any call into Python code (comparison, __eq__, key=) may mutate the
 * list, so code that loops over items re-reads len and items after every such call.
 */
#ifndef PE_LIST_H
#define PE_LIST_H

#include <stddef.h>
#include <stdint.h>

#include "../eval/object.h"

typedef struct pe_list {
    pe_obj base;
    size_t len, cap;
    pe_value *items;
} pe_list;

/* Fills the list and list_iterator types. 0 or -1. */
int pe_list_init(pe_vm *vm) PE_MUST_CHECK;

/* Is v a list or list subclass instance? Cannot fail. */
int pe_list_check(pe_vm *vm, pe_value v);

static inline pe_list *pe_list_obj(pe_value v) {
    return (pe_list *)v.u.o;
}
static inline size_t pe_list_len(pe_value v) {
    return ((pe_list *)v.u.o)->len;
}
/* Borrowed item i (i < len). Cannot fail. */
static inline pe_value pe_list_item(pe_value v, size_t i) {
    return ((pe_list *)v.u.o)->items[i];
}

/* New empty list with room for cap items. New reference or PE_NULL. */
pe_value pe_list_new(pe_vm *vm, size_t cap) PE_MUST_CHECK;

/* New list holding copies (increfed) of items[0..n). New reference or PE_NULL. */
pe_value pe_list_from_array(pe_vm *vm, const pe_value *items, size_t n) PE_MUST_CHECK;

/* list(iterable). New reference or PE_NULL. */
pe_value pe_list_from_iterable(pe_vm *vm, pe_value iterable) PE_MUST_CHECK;

/* Appends item (borrowed; the list takes its own reference). 0 or -1 (MemoryError). */
int pe_list_append(pe_vm *vm, pe_value list, pe_value item) PE_MUST_CHECK;

/* Appends item, stealing the reference (also on failure). 0 or -1. */
int pe_list_append_steal(pe_vm *vm, pe_value list, pe_value item) PE_MUST_CHECK;

/* list.extend(iterable). 0 or -1. */
int pe_list_extend(pe_vm *vm, pe_value list, pe_value iterable) PE_MUST_CHECK;

/* Stable in-place sort; key is a callable or PE_NULL/None. CPython's "list modified
 * during sort" ValueError. 0 or -1. */
int pe_list_sort(pe_vm *vm, pe_value list, pe_value key, int reverse) PE_MUST_CHECK;

/* list.sort(*, key=None, reverse=False) on list, with its arguments as given (nargs
 * positional, then the values named by kw): CPython's parsing, reverse a C int.
 * sorted() calls it after building its list, as CPython does. 0 or -1. */
int pe_list_sort_call(pe_vm *vm, pe_value list, const pe_value *args, size_t nargs,
                      pe_obj *kw) PE_MUST_CHECK;

/* A new tuple with the list's items. New reference or PE_NULL. */
pe_value pe_list_as_tuple(pe_vm *vm, pe_value list) PE_MUST_CHECK;

extern const pe_method_def pe_list_methods[];

#endif
