/*
 * str.c - the str type.
 */
#include "str.h"

#include <string.h>

#include "../eval/exc.h"
#include "../eval/vm.h"

/* Counts code points in valid UTF-8: every byte that is not a continuation byte starts
 * one. */
static size_t pe_str_count_cp(const char *s, size_t n) {
    size_t cp = 0;
    for (size_t i = 0; i < n; i++) cp += ((unsigned char)s[i] & 0xC0) != 0x80;
    return cp;
}

pe_str *pe_str_new(pe_vm *vm, const char *utf8, size_t size) {
    size_t bytes;
    if (pe_size_add(sizeof(pe_str), size, &bytes) || pe_size_add(bytes, 1, &bytes)) {
        pe_err_nomem(vm);
        return NULL;
    }
    pe_str *s = (pe_str *)pe_obj_alloc(vm, vm->types[PE_TYPE_STR], bytes);
    if (!s) return NULL;
    if (size) memcpy(s->data, utf8, size);
    s->data[size] = '\0';
    s->size = size;
    s->len = pe_str_count_cp(utf8, size);
    s->ascii = s->len == size;
    s->hash = -1;
    return s;
}

pe_value pe_str_value(pe_vm *vm, const char *utf8, size_t size) {
    pe_str *s = pe_str_new(vm, utf8, size);
    return s ? pe_obj_value(&s->base) : PE_NULL;
}

pe_value pe_str_from_cstr(pe_vm *vm, const char *s) { return pe_str_value(vm, s, strlen(s)); }

int pe_str_check(pe_vm *vm, pe_value v) {
    if (v.tag != PE_T_OBJ) return 0;
    pe_type *t = v.u.o->type;
    return t == vm->types[PE_TYPE_STR] || (t && (t->tflags & PE_TPF_STR_SUBCLASS));
}

/* FNV-1a over the bytes, folded away from -1 (the "not computed" marker). Python's
 * str hashes are randomised per process, so no program can depend on the values. */
int64_t pe_str_hash_bytes(const char *s, size_t n) {
    uint64_t h = 1469598103934665603ull;
    for (size_t i = 0; i < n; i++) {
        h ^= (unsigned char)s[i];
        h *= 1099511628211ull;
    }
    int64_t r = (int64_t)(h >> 1);
    return r == -1 ? -2 : r;
}

int64_t pe_str_hash(pe_str *s) {
    if (s->hash == -1) s->hash = pe_str_hash_bytes(s->data, s->size);
    return s->hash;
}

int pe_str_eq(const pe_str *a, const pe_str *b) {
    if (a == b) return 1;
    if (a->interned && b->interned) return 0;
    return a->size == b->size && memcmp(a->data, b->data, a->size) == 0;
}
