/*
 * dict.h - the dict type: an insertion-ordered compact hash table, as CPython's.
 *
 * Layout: `entries` holds (hash, key, value) in insertion order; deleted entries keep
 * their slot with key == PE_NULL until the next resize compacts them. `indices` is an
 * open-addressing table of 2**log2_size int32 slots (PE_DICT_EMPTY, PE_DICT_DUMMY or
 * an index into entries), probed with CPython's perturbation scheme. Invariants:
 *   - len live entries, nentries <= entries_cap used entry slots (live or deleted);
 *   - entries_cap <= usable(2**log2_size) == 2**log2_size * 2 / 3: equal after a
 *     resize; popitem lowers it by the entry slots it frees, whose index slots stay
 *     DUMMY, so live + dummy index slots never exceed usable;
 *   - version changes on every insertion or deletion (not on a value replacement), so
 *     iterators detect "dictionary changed size during iteration" and lookups that
 *     called Python __eq__ can detect a mutated table and restart.
 *
 * Keys are hashed with pe_op_hash and compared by identity first, then with a str fast
 * path, then pe_op_eq. Any function that may call __hash__/__eq__ can fail.
 */
#ifndef PE_DICT_H
#define PE_DICT_H

#include <stddef.h>
#include <stdint.h>

#include "../eval/object.h"

typedef struct pe_dict_entry {
    int64_t hash;
    pe_value key;   /* owned; PE_NULL for a deleted entry */
    pe_value value; /* owned */
} pe_dict_entry;

/* base.flags: the dict belongs to a type and a cached lookup read it; writes to it
 * invalidate the type attribute cache (vm->type_epoch). */
#define PE_DICT_FLAG_TYPE 0x1u

typedef struct pe_dict {
    pe_obj base;
    size_t len;
    size_t nentries;
    size_t entries_cap;
    uint64_t version;
    int32_t *indices;
    pe_dict_entry *entries;
    uint8_t log2_size;
} pe_dict;

/* Fills dict, its views and iterators. 0 or -1. */
int pe_dict_init(pe_vm *vm) PE_MUST_CHECK;

/* Is v a dict or dict subclass instance? Cannot fail. */
int pe_dict_check(pe_vm *vm, pe_value v);

static inline pe_dict *pe_dict_obj(pe_value v) {
    return (pe_dict *)v.u.o;
}
static inline size_t pe_dict_len(pe_value v) {
    return ((pe_dict *)v.u.o)->len;
}

/* New empty dict. New reference or PE_NULL. */
pe_value pe_dict_new(pe_vm *vm) PE_MUST_CHECK;

/* Makes room in d for n entries in all, so that inserting up to that many resizes no
 * more (start-up's namespaces). 0, or -1 with MemoryError pending. */
int pe_dict_reserve(pe_vm *vm, pe_value d, size_t n) PE_MUST_CHECK;

/* Looks key up: 1 and *out = borrowed value when found, 0 when missing (no exception),
 * -1 on error (unhashable key, __eq__ raised). */
int pe_dict_lookup(pe_vm *vm, pe_value d, pe_value key, pe_value *out) PE_MUST_CHECK;

/* Lookup by str object (any str, interned or not): borrowed value or PE_NULL when
 * missing. Cannot fail (str hashing and comparison cannot raise). */
pe_value pe_dict_get_str(pe_vm *vm, pe_value d, pe_str *key);
/* The index in d's entries of the entry whose key equals the str key, or -1. Cannot
 * fail (str keys compare without running code). The index stays valid until d's
 * version changes; the entry's key is what a cache checks to be sure. */
int64_t pe_dict_str_index(pe_vm *vm, pe_value d, pe_str *key);

/* Lookup by C string (UTF-8, NUL-terminated). Borrowed or PE_NULL; cannot fail. */
pe_value pe_dict_get_cstr(pe_vm *vm, pe_value d, const char *key);

/* d[key] = value. Neither is stolen. 0 or -1 (unhashable, MemoryError, __eq__). */
int pe_dict_set(pe_vm *vm, pe_value d, pe_value key, pe_value value) PE_MUST_CHECK;

/* d[key] = value with a str key (not stolen). 0 or -1 (MemoryError only). */
int pe_dict_set_str(pe_vm *vm, pe_value d, pe_str *key, pe_value value) PE_MUST_CHECK;

/* d[cstr] = value. 0 or -1. */
int pe_dict_set_cstr(pe_vm *vm, pe_value d, const char *key, pe_value value) PE_MUST_CHECK;

/* del d[key]: 0, or -1 with KeyError(key) or another error pending. */
int pe_dict_del(pe_vm *vm, pe_value d, pe_value key) PE_MUST_CHECK;

/* Removes key if present: 1 and *out = the value (new reference) when it was there, 0
 * when missing (no exception), -1 on error. */
int pe_dict_pop(pe_vm *vm, pe_value d, pe_value key, pe_value *out) PE_MUST_CHECK;

/* Iteration in insertion order over live entries: start with *pos = 0; returns 1 and
 * borrowed *key and *value (either pointer may be NULL), or 0 at the end. The dict must not
 * be resized during the loop. Cannot fail. */
int pe_dict_next(pe_value d, size_t *pos, pe_value *key, pe_value *value);
/* Charges a walk over all of d's entry slots for the holes deleted entries left, one
 * op per 16 (docs/architecture.md, "Proportional charges"): per-item charges see only
 * the live entries, and a dict emptied by `del` keeps its entries array (as CPython's
 * does), so d.copy() or repr(d) in a loop crossed 300,000 holes per op. Call before
 * such a walk. 0, or -1 with the operation-limit error pending. */
int pe_dict_charge_holes(pe_vm *vm, const pe_dict *d) PE_MUST_CHECK;

/* VM teardown (eval/gc.h, start-up dicts): drops every key and value and frees the
 * tables, leaving o an empty dict whose own memory is not freed. As pe_dict_clear, but
 * with plain decrefs (no deep recursion to fear: pe_obj_dealloc's nesting guard).
 * Cannot fail. */
void pe_dict_release(pe_vm *vm, pe_obj *o);
/* Frees the tables and the object of a dict whose entries' references were already
 * taken over by the caller (pe_seq_release). Cannot fail. */
void pe_dict_free_shell(pe_vm *vm, pe_obj *o);

/* Removes every entry. Cannot fail. */
void pe_dict_clear(pe_vm *vm, pe_value d);

/* Shallow copy. New reference or PE_NULL. */
pe_value pe_dict_copy(pe_vm *vm, pe_value d) PE_MUST_CHECK;

/* d.update(other) for a dict `other` or a mapping with keys(), or an iterable of pairs
 * (CPython's dict_merge / dict_merge_from_seq2). 0 or -1. */
int pe_dict_update(pe_vm *vm, pe_value d, pe_value other) PE_MUST_CHECK;

/* The repr of a KeyError for key, as CPython raises it: KeyError(key). Returns PE_NULL
 * with the exception pending. */
pe_value pe_dict_key_error(pe_vm *vm, pe_value key);

extern const pe_method_def pe_dict_methods[];

#endif
