/*
 * intern.h - interned names.
 *
 * Identifiers, attribute names and keyword names are interned, so two names are equal
 * iff their pe_str pointers are equal: at any time the table holds at most one str per
 * text, and every str whose `interned` field is nonzero is the one in the table.
 *
 * Two kinds (docs/architecture.md, "Interned names"):
 *   - immortal (PE_STR_IMMORTAL): names from the C code (vm->ids, vm->op_ids, builtin
 *     method and module names, "__slots__" ...), a bounded set. The table holds one
 *     reference, so they live until pyeval_free and may be held without references.
 *     pe_intern returns these;
 *   - mortal (PE_STR_MORTAL): names made at run time from data (parsed identifiers,
 *     getattr/hasattr/setattr/delattr names, __import__ names, format-field attribute
 *     names, __name__ assignments, type() names, __slots__ entries). The table does
 *     NOT own them: whoever keeps such a name keeps a reference (a parsed module owns
 *     one to each name its parse interned: pe_intern_for_ast), and the
 *     str's dealloc removes it from the table. pe_intern_new returns these.
 * Interning an existing mortal name with pe_intern makes it immortal. A cache keyed by
 * a name's address must hold a reference to the name (the type attribute cache does),
 * since a freed name's address can be reused by a different name.
 *
 * The interface lives in core/ so parser/ can intern names without seeing eval/; the
 * names are pe_str objects, so the table itself is built in eval/intern.c (and
 * pe_intern_for_ast in eval/vm.c). parser/ only holds the results as opaque pointers.
 */
#ifndef PE_INTERN_H
#define PE_INTERN_H

#include <stddef.h>

#include "mem.h"

typedef struct pe_vm pe_vm;
typedef struct pe_str pe_str;

/* A VM's allocator, and back: pe_vm's first member is its pe_mem (asserted in
 * eval/vm.c), so parser/ can charge a parse to the VM and recover the VM from an
 * arena's allocator without seeing eval/. Cannot fail. */
static inline pe_mem *pe_vm_mem(pe_vm *vm) {
    return (pe_mem *)(void *)vm;
}
static inline pe_vm *pe_vm_of_mem(pe_mem *m) {
    return (pe_vm *)(void *)m;
}

/* The immortal interned str equal to the `n` bytes of UTF-8 at s (need not be
 * NUL-terminated). Borrowed (owned by the table until pyeval_free). Only for names
 * from a bounded set (C constants): every call may keep a name forever. Returns NULL
 * on allocation failure with no exception set; the caller reports out-of-memory. */
pe_str *pe_intern(pe_vm *vm, const char *s, size_t n);

/* The size and hash of a name of a static table, computed once per process (start-up
 * interns the same few hundred names in every VM; hashing them was a tenth of
 * pyeval_new). Each table's owner fills its array under its own pthread_once; the
 * arrays are read-only after, so VMs on any thread may read them. */
typedef struct pe_name_hash {
    int64_t hash;
    uint32_t size;
} pe_name_hash;
/* Fills out[i] for the NUL-terminated text. Cannot fail. */
void pe_name_hash_of(const char *text, pe_name_hash *out);

/* pe_intern of text with its pe_name_hash (which must be text's). Same result and
 * failure. */
pe_str *pe_intern_hashed(pe_vm *vm, const char *text, const pe_name_hash *h);

/* The interned str equal to the `n` bytes at s, as a NEW reference: mortal if it was
 * not interned yet, so it is freed (and leaves the table) once its last reference
 * goes. For names that come from data. Returns NULL on allocation failure with no
 * exception set. O(1) amortised. */
pe_str *pe_intern_new(pe_vm *vm, const char *s, size_t n);

/* The interned str equal to s (any str), as a NEW reference, as pe_intern_new; when
 * there is none yet and s is an exact str, s itself becomes the (mortal) interned
 * name, so a name computed at run time costs no copy and a str used as a name again
 * and again is looked up once. Returns NULL on allocation failure with no exception
 * set. O(1) amortised. */
pe_str *pe_intern_str(pe_vm *vm, pe_str *s);

/* The interned str for the `n` bytes at s, for the parse of `ast`: borrowed, valid as
 * long as ast is (ast owns one reference to each mortal name its parse interned,
 * whatever the number of occurrences; immortal names are the table's). Returns NULL
 * on allocation failure with no exception set. Defined in eval/vm.c, which owns the
 * module's bookkeeping. */
struct pe_ast;
pe_str *pe_intern_for_ast(pe_vm *vm, const struct pe_ast *ast, const char *s, size_t n);

/* Removes a mortal interned str from the table (its dealloc, rc 0). Cannot fail. */
void pe_intern_forget(pe_vm *vm, pe_str *s);

/* Shrinks the table once fewer than 1/8 of its slots are used (after many mortal
 * names died), so the memory comes back to the run's budget. Also done by every
 * intern; pyeval_run calls it at the end of a run. Cannot fail: without the memory
 * for the smaller table, the table stays as it is and nothing is reported. */
void pe_intern_trim(pe_vm *vm);

/* Sizes the empty table for at least n names (start-up: one allocation instead of a
 * resize at each doubling; the table is not shrunk while vm->boot_lazy is set). 0, or
 * -1 when the allocation failed (nothing pending; the table grows as usual later). */
int pe_intern_reserve(pe_vm *vm, uint32_t n);

/* NUL-terminated text of an interned (or any) str and its byte length. Borrowed;
 * cannot fail. */
const char *pe_intern_text(const pe_str *s, size_t *size);

/* Frees the table and drops its references to the immortal names (VM teardown only;
 * mortal names still alive then are only unlinked). */
void pe_intern_free(pe_vm *vm);

#endif
