/*
 * heapq.c - the `heapq` module of CPython 3.11. The heap primitives are native and
 * follow Modules/_heapqmodule.c's algorithms (siftdown/siftup with the same comparisons
 * in the same order, so ties and user __lt__ calls match): heappush, heappop, heapify,
 * heapreplace, heappushpop and the max-heap helpers _heapify_max, _heappop_max,
 * _heapreplace_max. nlargest, nsmallest and merge are modules/py/heapq.py, our own
 * Python following Lib/heapq.py's algorithms over these primitives.
 *
 * Safety: a comparison runs Python code that may change the heap. As CPython, after
 * each comparison the list's size is checked ("list changed size during iteration")
 * and items are re-read from the list, never from a saved pointer; the list's item
 * array is only indexed below its current length. Each comparison charges one op.
 */
#include "../builtins/list.h"
#include "../eval/args.h"
#include "../eval/exc.h"
#include "../eval/ops.h"
#include "../eval/vm.h"
#include "frozen.h"
#include "registry.h"

/* a < b, or b < a for the max-heap variants: 1, 0, or -1 with the error pending. Holds
 * references to both across the call (the comparison may drop them from the list). */
static int less(pe_vm *vm, pe_value a, pe_value b, int max) {
    if (PE_TICK(vm, 1) < 0) return -1;
    pe_incref(a);
    pe_incref(b);
    int r = max ? pe_op_compare_bool(vm, PE_CMP_LT, b, a)
                : pe_op_compare_bool(vm, PE_CMP_LT, a, b);
    pe_decref(vm, a);
    pe_decref(vm, b);
    return r;
}

static int changed_size(pe_vm *vm) {
    pe_err_set(vm, PE_EXC_RuntimeError, "list changed size during iteration");
    return -1;
}

static void swap(pe_value heap, size_t i, size_t j) {
    pe_value *items = pe_list_obj(heap)->items;
    pe_value t = items[i];
    items[i] = items[j];
    items[j] = t;
}

/* Moves heap[pos] up towards startpos while it is less than its parent. 0 or -1. */
static int siftdown(pe_vm *vm, pe_value heap, size_t startpos, size_t pos, int max) {
    size_t size = pe_list_len(heap);
    if (pos >= size) {
        pe_err_set(vm, PE_EXC_IndexError, "index out of range");
        return -1;
    }
    /* loop-bound: charged: less() ticks once per level (log2 of the heap's size) */
    while (pos > startpos) {
        size_t parentpos = (pos - 1) >> 1;
        int cmp = less(vm, pe_list_item(heap, pos), pe_list_item(heap, parentpos), max);
        if (cmp < 0) return -1;
        if (size != pe_list_len(heap)) return changed_size(vm);
        if (cmp == 0) break;
        swap(heap, parentpos, pos);
        pos = parentpos;
    }
    return 0;
}

/* Moves the smaller child up from pos to a leaf, then sifts heap[leaf] down (CPython's
 * siftup: fewer comparisons than stopping early). 0 or -1. */
static int siftup(pe_vm *vm, pe_value heap, size_t pos, int max) {
    size_t endpos = pe_list_len(heap), startpos = pos;
    if (pos >= endpos) {
        pe_err_set(vm, PE_EXC_IndexError, "index out of range");
        return -1;
    }
    size_t limit = endpos >> 1;
    /* loop-bound: charged: less() ticks once per level (log2 of the heap's size) */
    while (pos < limit) {
        size_t childpos = 2 * pos + 1;
        if (childpos + 1 < endpos) {
            int cmp = less(vm, pe_list_item(heap, childpos),
                           pe_list_item(heap, childpos + 1), max);
            if (cmp < 0) return -1;
            childpos += (size_t)(cmp ^ 1);
            if (endpos != pe_list_len(heap)) return changed_size(vm);
        } else if (PE_TICK(vm, 1) < 0) {
            return -1;
        }
        swap(heap, childpos, pos);
        pos = childpos;
    }
    return siftdown(vm, heap, startpos, pos, max);
}

/* The heap argument: a list (or subclass); Argument Clinic's "heappop() argument must
 * be list, not tuple" (one-argument functions) or "... argument 1 must be ..." (two). */
static int heap_arg(pe_vm *vm, pe_value heap, const char *name, int two) {
    if (pe_list_check(vm, heap)) return 0;
    pe_err_format(vm, PE_EXC_TypeError, "%s() argument%s must be list, not %s", name,
                  two ? " 1" : "", pe_op_typename(vm, heap));
    return -1;
}

static pe_value h_heappush(pe_vm *vm, const pe_value *args, size_t nargs, pe_obj *kw) {
    if (pe_args_nokw(vm, "_heapq.heappush", kw) < 0 ||
        pe_args_range(vm, "heappush", nargs, kw, 2, 2) < 0 ||
        heap_arg(vm, args[0], "heappush", 1) < 0)
        return PE_NULL;
    if (pe_list_append(vm, args[0], args[1]) < 0) return PE_NULL;
    if (siftdown(vm, args[0], 0, pe_list_len(args[0]) - 1, 0) < 0) return PE_NULL;
    return PE_NONE;
}

/* Removes and returns the last item of a non-empty list. New reference. */
static pe_value pop_last(pe_value heap) {
    pe_list *l = pe_list_obj(heap);
    return l->items[--l->len];
}

static pe_value heappop(pe_vm *vm, const char *name, const char *qname,
                        const pe_value *args, size_t nargs, pe_obj *kw, int max) {
    if (pe_args_one(vm, qname, nargs, kw) < 0 || heap_arg(vm, args[0], name, 0) < 0)
        return PE_NULL;
    pe_value heap = args[0];
    if (pe_list_len(heap) == 0)
        return pe_err_set(vm, PE_EXC_IndexError, "index out of range");
    pe_value last = pop_last(heap);
    if (pe_list_len(heap) == 0) return last;
    pe_value top = pe_list_item(heap, 0);
    pe_list_obj(heap)->items[0] = last;
    if (siftup(vm, heap, 0, max) < 0) {
        pe_decref(vm, top);
        return PE_NULL;
    }
    return top;
}

static pe_value heapreplace(pe_vm *vm, const char *name, const char *qname,
                            const pe_value *args, size_t nargs, pe_obj *kw, int max) {
    if (pe_args_nokw(vm, qname, kw) < 0 || pe_args_range(vm, name, nargs, kw, 2, 2) < 0 ||
        heap_arg(vm, args[0], name, 1) < 0)
        return PE_NULL;
    pe_value heap = args[0];
    if (pe_list_len(heap) == 0)
        return pe_err_set(vm, PE_EXC_IndexError, "index out of range");
    pe_value top = pe_list_item(heap, 0);
    pe_incref(args[1]);
    pe_list_obj(heap)->items[0] = args[1];
    if (siftup(vm, heap, 0, max) < 0) {
        pe_decref(vm, top);
        return PE_NULL;
    }
    return top;
}

static pe_value h_heappushpop(pe_vm *vm, const pe_value *args, size_t nargs, pe_obj *kw) {
    if (pe_args_nokw(vm, "_heapq.heappushpop", kw) < 0 ||
        pe_args_range(vm, "heappushpop", nargs, kw, 2, 2) < 0 ||
        heap_arg(vm, args[0], "heappushpop", 1) < 0)
        return PE_NULL;
    pe_value heap = args[0], item = args[1];
    if (pe_list_len(heap) == 0) {
        pe_incref(item);
        return item;
    }
    int cmp = less(vm, pe_list_item(heap, 0), item, 0);
    if (cmp < 0) return PE_NULL;
    if (cmp == 0) {
        pe_incref(item);
        return item;
    }
    if (pe_list_len(heap) == 0)
        return pe_err_set(vm, PE_EXC_IndexError, "index out of range");
    pe_value top = pe_list_item(heap, 0);
    pe_incref(item);
    pe_list_obj(heap)->items[0] = item;
    if (siftup(vm, heap, 0, 0) < 0) {
        pe_decref(vm, top);
        return PE_NULL;
    }
    return top;
}

static pe_value heapify(pe_vm *vm, const char *name, const char *qname,
                        const pe_value *args, size_t nargs, pe_obj *kw, int max) {
    if (pe_args_one(vm, qname, nargs, kw) < 0 || heap_arg(vm, args[0], name, 0) < 0)
        return PE_NULL;
    pe_value heap = args[0];
    /* loop-bound: charged-by: siftup ticks per comparison and per level */
    for (size_t i = pe_list_len(heap) >> 1; i-- > 0;)
        if (siftup(vm, heap, i, max) < 0) return PE_NULL;
    return PE_NONE;
}

static pe_value h_heappop(pe_vm *vm, const pe_value *a, size_t n, pe_obj *k) {
    return heappop(vm, "heappop", "_heapq.heappop", a, n, k, 0);
}
static pe_value h_heappop_max(pe_vm *vm, const pe_value *a, size_t n, pe_obj *k) {
    return heappop(vm, "_heappop_max", "_heapq._heappop_max", a, n, k, 1);
}
static pe_value h_heapreplace(pe_vm *vm, const pe_value *a, size_t n, pe_obj *k) {
    return heapreplace(vm, "heapreplace", "_heapq.heapreplace", a, n, k, 0);
}
static pe_value h_heapreplace_max(pe_vm *vm, const pe_value *a, size_t n, pe_obj *k) {
    return heapreplace(vm, "_heapreplace_max", "_heapq._heapreplace_max", a, n, k, 1);
}
static pe_value h_heapify(pe_vm *vm, const pe_value *a, size_t n, pe_obj *k) {
    return heapify(vm, "heapify", "_heapq.heapify", a, n, k, 0);
}
static pe_value h_heapify_max(pe_vm *vm, const pe_value *a, size_t n, pe_obj *k) {
    return heapify(vm, "_heapify_max", "_heapq._heapify_max", a, n, k, 1);
}

static const pe_method_def heapq_functions[] = {
    {"heappush", h_heappush, 0},
    {"heappop", h_heappop, 0},
    {"heapify", h_heapify, 0},
    {"heapreplace", h_heapreplace, 0},
    {"heappushpop", h_heappushpop, 0},
    {"_heappop_max", h_heappop_max, 0},
    {"_heapreplace_max", h_heapreplace_max, 0},
    {"_heapify_max", h_heapify_max, 0},
    {NULL, NULL, 0},
};

int pe_mod_heapq_init(pe_vm *vm, pe_value module, pe_value dict) {
    (void)module;
    if (pe_module_add_functions(vm, dict, heapq_functions) < 0) return -1;
    return pe_module_exec_source(vm, dict, "heapq", pe_frozen_heapq, pe_frozen_heapq_len);
}
