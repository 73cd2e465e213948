/*
 * array.h - the array module: array.array and its iterator (modules/array.c holds the
 * type, its storage, conversions and sequence slots; modules/array_methods.c the named
 * methods and the module).
 *
 * Invariants of a pe_array:
 *   - `data` holds `cap` items of `isize` bytes each (pe_mem), `len` of them in use;
 *     data is NULL when cap == 0;
 *   - items are stored in the host's native layout (x86-64: little-endian, CPython's
 *     sizes: b/B 1, u 4, h/H 2, i/I 4, l/L/q/Q 8, f 4, d 8), so tobytes/frombytes are
 *     plain copies and agree with CPython byte for byte;
 *   - a 'u' item is a code point stored as uint32; values past U+10FFFF can only come
 *     from frombytes and are refused when read as text (tounicode, repr), as in
 *     CPython;
 *   - an array holds no object references, so it is not tracked by the collector.
 * A user subclass's instances are pe_array structs followed by their __dict__ slot
 * (array.array is a layout base like list and deque, builtins/type.c), so every
 * function here works on them as they are.
 */
#ifndef PE_ARRAY_H
#define PE_ARRAY_H

#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include "../eval/object.h"

typedef struct pe_array {
    pe_obj base;
    char tc;           /* typecode */
    unsigned char isz; /* item size in bytes */
    size_t len, cap;   /* items in use, items allocated */
    char *data;        /* cap * isz bytes, NULL when cap == 0 */
} pe_array;

/* One converted item, in the array's own representation: the first isz bytes of
 * `bytes` are what gets stored. */
typedef union pe_array_item {
    unsigned char bytes[8];
    int8_t i8;
    uint8_t u8;
    int16_t i16;
    uint16_t u16;
    int32_t i32;
    uint32_t u32;
    int64_t i64;
    uint64_t u64;
    float f;
    double d;
} pe_array_item;

/* Copies one item of sz bytes (1, 2, 4 or 8): constant-size copies, which compilers
 * turn into single moves (a memcpy of a variable size is a call per item). */
static inline void pe_array_move1(char *dst, const char *src, size_t sz) {
    switch (sz) {
    case 1: *dst = *src; break;
    case 2: memcpy(dst, src, 2); break;
    case 4: memcpy(dst, src, 4); break;
    default: memcpy(dst, src, 8); break;
    }
}

/* Fills array.array and array.arrayiterator (slots and methods); called from
 * pe_vm_create before the slot wrappers are made. 0 or -1. */
int pe_array_init(pe_vm *vm) PE_MUST_CHECK;

/* v as an array (an instance of array.array or a subclass), or NULL when v is no array.
 * Borrowed; cannot fail. */
pe_array *pe_array_of(pe_vm *vm, pe_value v);

/* The buffer protocol as pyeval has it (pe_bytes_buffer): when v is an array, sets
 * *data (borrowed; invalidated by any change to the array) and *len in bytes and
 * returns 1; otherwise returns 0. Cannot fail. */
int pe_array_buffer(pe_vm *vm, pe_value v, const char **data, size_t *len);

/* Item size of typecode tc, 0 when tc is not a valid typecode. Cannot fail. */
size_t pe_array_itemsize(char tc);

/* A new empty exact array of typecode tc (valid) with room for n items. New reference
 * or PE_NULL (MemoryError, the memory limit). */
pe_value pe_array_new(pe_vm *vm, char tc, size_t n) PE_MUST_CHECK;

/* Makes room for at least `need` items (over-allocating for appends when `grow`).
 * 0, or -1 with MemoryError pending (refused before allocating when past the limit). */
int pe_array_reserve(pe_vm *vm, pe_array *a, size_t need, int grow) PE_MUST_CHECK;

/* Converts v to an item of typecode tc with CPython 3.11's messages (TypeError,
 * OverflowError). May run Python code (__index__, __float__). 0 or -1. */
int pe_array_convert(pe_vm *vm, char tc, pe_value v, pe_array_item *out) PE_MUST_CHECK;

/* Item i (< len) as a new int, float or one-character str. New reference or PE_NULL. */
pe_value pe_array_get(pe_vm *vm, const pe_array *a, size_t i) PE_MUST_CHECK;

/* Appends v converted to the array's type. 0 or -1 (nothing appended). */
int pe_array_append(pe_vm *vm, pe_array *a, pe_value v) PE_MUST_CHECK;

/* Appends n raw bytes (a multiple of the item size), charged one op per 256 bytes
 * before copying. data must not point into a's own buffer unless it was reserved
 * first. 0 or -1. */
int pe_array_append_raw(pe_vm *vm, pe_array *a, const char *data, size_t n) PE_MUST_CHECK;

/* Appends the items of any iterable (an array of the same typecode is copied as raw
 * bytes; a different one is refused as CPython's extend does only when `same_kind`).
 * Items converted before a failure stay appended, as in CPython. 0 or -1. */
int pe_array_extend_iter(pe_vm *vm, pe_array *a, pe_value src) PE_MUST_CHECK;

/* Code point of 'u' item i, validated: 0 with *out, or -1 with ValueError
 * ("character U+... is not in range [U+0000; U+10ffff]"). */
int pe_array_codepoint(pe_vm *vm, const pe_array *a, size_t i, uint32_t *out) PE_MUST_CHECK;

/* a.tounicode() for a 'u' array: new str or PE_NULL. */
pe_value pe_array_tounicode(pe_vm *vm, const pe_array *a) PE_MUST_CHECK;

/* Appends the code points of str s to a 'u' array. 0 or -1. */
int pe_array_fromunicode(pe_vm *vm, pe_array *a, pe_value s) PE_MUST_CHECK;

/* Linear search for x (==) in items [start, stop): the index, -1 when absent, -2 with
 * an error pending. One op per item. */
int64_t pe_array_find(pe_vm *vm, pe_array *a, pe_value x, int64_t start,
                      int64_t stop) PE_MUST_CHECK;

/* a.count(x): the number of items == x, or -1 with an error pending. One op per item. */
int64_t pe_array_count(pe_vm *vm, pe_array *a, pe_value x) PE_MUST_CHECK;

/* A copy of a (exact array type). New reference or PE_NULL. */
pe_value pe_array_copy(pe_vm *vm, const pe_array *a) PE_MUST_CHECK;

/* Drops items [i, i + n) (i + n <= len), moving the tail down. Charged one op per 256
 * bytes moved. 0 or -1 (nothing changed). */
int pe_array_delete(pe_vm *vm, pe_array *a, size_t i, size_t n) PE_MUST_CHECK;

/* The method table (array_methods.c) and the iterator type's setup. */
extern const pe_method_def pe_array_methods[];
int pe_array_iter_init(pe_vm *vm) PE_MUST_CHECK;

#endif
