/*
 * gc.c - the `gc` module: collect() runs pyeval's cycle collector (eval/gc.h); the
 * rest (modules/py/gc.py) keeps CPython 3.11's interface with plausible values.
 *
 * Differences (docs/modules.md): collect() returns the number of objects the pass
 * freed, which counts pyeval's objects (an instance and its attribute dict may be one
 * object here, two in CPython); disable() is recorded (isenabled() answers False) but
 * the automatic collector keeps running, because the memory limit relies on it;
 * get_objects, get_referrers and get_referents are not offered (they would hand the
 * program every object of the VM).
 */
#include "../eval/gc.h"
#include "../builtins/tuple.h"
#include "../eval/args.h"
#include "../eval/exc.h"
#include "../eval/ops.h"
#include "../eval/vm.h"
#include "frozen.h"
#include "registry.h"

/* collect(generation=2): one full pass. A pass walks every tracked object, so it
 * charges one op per object first: a loop of collect() calls costs what it does. The
 * number freed, or PE_NULL with an error (a limit, or one a finalizer left). */
static pe_value f_collect(pe_vm *vm, const pe_value *args, size_t nargs, pe_obj *kwnames) {
    static const char *const params[] = {"generation", NULL};
    const pe_argspec spec = {"collect", params, 0, 0, 1};
    pe_value v[1];
    if (pe_args_parse(vm, &spec, args, nargs, kwnames, v) < 0) return PE_NULL;
    if (!pe_is_null(v[0])) {
        int64_t g;
        if (pe_op_index_i64(vm, v[0], &g) < 0) return PE_NULL;
        if (g < 0 || g > 2) {
            pe_err_set(vm, PE_EXC_ValueError, "invalid generation");
            return PE_NULL;
        }
    }
    if (PE_TICK(vm, 2 * (vm->gc_count + 1)) < 0) return PE_NULL;
    /* not under a dealloc: the object being freed is still tracked with a count of 0
     * (eval/gc.c pe_gc_maybe_collect) */
    if (vm->dealloc_depth) return pe_int(0);
    /* a pass that runs finalizers (__del__) frees their cycles only in the next one;
     * CPython frees them in the same collection, so collect() runs two */
    size_t n = pe_gc_collect(vm);
    if (!pe_err_occurred(vm)) n += pe_gc_collect(vm);
    vm->gc_collected += n;
    vm->gc_mem_after = vm->mem.current;
    vm->gc_count_after = vm->gc_count;
    if (pe_err_occurred(vm)) return PE_NULL;
    return pe_int((int64_t)n);
}

/* is_tracked(obj): True if obj is a container the collector tracks (start-up objects
 * included). A METH_O function in CPython, with its messages. */
static pe_value f_tracked(pe_vm *vm, const pe_value *args, size_t nargs, pe_obj *kwnames) {
    if (pe_args_nkw(kwnames)) {
        pe_err_set(vm, PE_EXC_TypeError, "gc.is_tracked() takes no keyword arguments");
        return PE_NULL;
    }
    if (nargs != 1) {
        pe_err_format(vm, PE_EXC_TypeError,
                      "gc.is_tracked() takes exactly one argument (%zu given)", nargs);
        return PE_NULL;
    }
    if (!pe_is_obj(args[0])) return PE_FALSE;
    return pe_bool((args[0].u.o->gc & (PE_GC_TRACKED | PE_GC_BOOT | PE_GC_BOOT_DIRTY)) !=
                   0);
}

/* _young(): tracked objects made since the last pass (get_count()[0]). */
static pe_value f_young(pe_vm *vm, const pe_value *args, size_t nargs, pe_obj *kwnames) {
    static const char *const params[] = {NULL};
    const pe_argspec spec = {"_young", params, 0, 0, 0};
    pe_value unused[1];
    if (pe_args_parse(vm, &spec, args, nargs, kwnames, unused) < 0) return PE_NULL;
    size_t n = vm->gc_count > vm->gc_count_after ? vm->gc_count - vm->gc_count_after : 0;
    return pe_int((int64_t)n);
}

static const pe_method_def gc_functions[] = {
    {"collect", f_collect, 0},
    {"is_tracked", f_tracked, 0},
    {"_young", f_young, 0},
    {NULL, NULL, 0},
};

int pe_mod_gc_init(pe_vm *vm, pe_value module, pe_value dict) {
    (void)module;
    if (pe_module_add_functions(vm, dict, gc_functions) < 0) return -1;
    return pe_module_exec_source(vm, dict, "gc", pe_frozen_gc, pe_frozen_gc_len);
}
