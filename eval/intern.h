/*
 * intern.h - interned names.
 *
 * Identifiers, attribute names and keyword names are interned at lowering, so two
 * names are equal iff their pe_str pointers are equal. Interned strings are owned by
 * the VM's table and live until pyeval_free, so AST nodes and caches may hold them
 * without references.
 */
#ifndef PE_INTERN_H
#define PE_INTERN_H

#include <stddef.h>

typedef struct pe_vm pe_vm;
typedef struct pe_str pe_str;

/* The interned str equal to the `n` bytes of UTF-8 at s (need not be NUL-terminated).
 * Borrowed (owned by the VM). Returns NULL on allocation failure with no exception
 * set (callable from the parser); the caller reports out-of-memory. */
pe_str *pe_intern(pe_vm *vm, const char *s, size_t n);

/* NUL-terminated text of an interned (or any) str and its byte length. Borrowed;
 * cannot fail. */
const char *pe_intern_text(const pe_str *s, size_t *size);

/* Frees the table and every interned string (VM teardown only). */
void pe_intern_free(pe_vm *vm);

#endif
