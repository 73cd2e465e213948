/*
 * tbobject.h - traceback objects (e.__traceback__, sys.exc_info()[2]): a read-only view
 * of the entries an exception recorded, with tb_lineno, tb_next and tb_lasti. There is
 * no tb_frame (frames are never exposed, design.md), and tb_lasti is always -1 (there
 * is no bytecode).
 *
 * The head object (the outermost entry, as CPython's __traceback__) owns a copy of the
 * exception's entries, innermost first; tb_next objects share the head's copy and
 * point at the next entry inward. Traceback objects hold no other references, so they
 * are not tracked by the collector.
 */
#ifndef PE_TBOBJECT_H
#define PE_TBOBJECT_H

#include "../eval/object.h"
#include "../eval/traceback.h"

/* Fills the traceback type. 0 or -1. */
int pe_tbobject_init(pe_vm *vm) PE_MUST_CHECK;

/* A head traceback object over a copy of entries[0..n) (n >= 1). New reference or
 * PE_NULL. */
pe_value pe_tbobject_new(pe_vm *vm, const pe_tb_entry *entries, uint32_t n) PE_MUST_CHECK;

/* Is v a traceback object? Cannot fail. */
int pe_tbobject_check(pe_vm *vm, pe_value v);

/* The entries tb stands for (borrowed, innermost first) and their count: the chain
 * from tb inward. Cannot fail. */
const pe_tb_entry *pe_tbobject_entries(pe_value tb, uint32_t *n);

#endif
