/*
 * str.h - the str type: UTF-8 text with a cached code-point length.
 *
 * Invariants:
 *   - data holds `size` bytes of UTF-8 (lone surrogates allowed, encoded as 3-byte
 *     sequences, because Python strings may contain them) followed by a NUL byte;
 *   - len is the number of code points; ascii is 1 iff size == len;
 *   - hash is -1 until computed (CPython-compatible values are not required: hash
 *     randomisation makes them unobservable, but hash(s) must be stable within a VM);
 *   - interned strings are owned by the VM's intern table and live as long as the VM.
 *
 * Indexing an ASCII string is O(1). A non-ASCII string builds, on first index, a
 * sparse table of byte offsets (one per 64 code points), so s[i] in a loop is O(1)
 * amortised rather than O(n) per access.
 */
#ifndef PE_STR_H
#define PE_STR_H

#include <stddef.h>
#include <stdint.h>

#include "../eval/object.h"

struct pe_str {
    pe_obj base;
    int64_t hash;
    size_t len;  /* code points */
    size_t size; /* bytes, excluding the NUL */
    uint8_t ascii;
    uint8_t interned;
    uint32_t *index; /* lazily built offsets table for non-ASCII strings, or NULL */
    char data[];
};

/* New str from `size` bytes of valid UTF-8 (the caller guarantees validity). Returns a
 * new reference, or NULL with MemoryError pending. */
pe_str *pe_str_new(pe_vm *vm, const char *utf8, size_t size) PE_MUST_CHECK;

/* As pe_str_new but returns a pe_value (PE_NULL on failure). */
pe_value pe_str_value(pe_vm *vm, const char *utf8, size_t size) PE_MUST_CHECK;

/* From a NUL-terminated C string of valid UTF-8. New reference or PE_NULL. */
pe_value pe_str_from_cstr(pe_vm *vm, const char *s) PE_MUST_CHECK;

/* Is v a str (or a str subclass instance)? Cannot fail. */
int pe_str_check(pe_vm *vm, pe_value v);

/* Borrowed view of a str value's bytes. v must be a str. Cannot fail. */
static inline pe_str *pe_str_obj(pe_value v) { return (pe_str *)v.u.o; }

/* Hash of a str (cached). Never -1. Cannot fail. */
int64_t pe_str_hash(pe_str *s);

/* The hash pe_str_hash would give a str with these bytes. Cannot fail. */
int64_t pe_str_hash_bytes(const char *s, size_t n);

/* Equality of two str objects by content (pointer-equal interned strings short-cut).
 * Cannot fail. */
int pe_str_eq(const pe_str *a, const pe_str *b);

#endif
