/*
 * vm.c - creating and destroying a VM (builtin type objects, singletons, namespaces,
 * the value stack), the operation budget's slow path with clock and interrupt polling,
 * and the VM-owned constant list.
 *
 * Start-up order matters and is fixed here:
 *   1. the pe_vm itself through the host allocator;
 *   2. every builtin type object (zeroed pe_type: name, base, flags, an empty dict);
 *   3. the interned names (vm->ids);
 *   4. each builtins file's pe_<type>_init, which fills slots and registers method
 *      tables (made into descriptors on first use: PE_TPF_LAZY_DICT, builtins/type.h);
 *   5. singletons, the builtins namespace, __main__'s globals. MRO and bases tuples
 *      are made when read (PE_TPF_LAZY_MRO, builtins/type.h).
 * The last step seals start-up's objects (eval/gc.h): immortal, and off the
 * collector's list. Teardown breaks every reference cycle of what the program made
 * (pe_gc_free_all), releases the start-up objects it changed (pe_gc_boot_release),
 * and returns start-up's chunk whole.
 */
#include "vm.h"
#include "../core/stack.h"
#include "../core/vfs.h"
#include "cstack.h"

#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "../builtins/bytes.h"
#include "../builtins/complex.h"
#include "../builtins/descr.h"
#include "../builtins/dict.h"
#include "../builtins/exceptions.h"
#include "../builtins/float.h"
#include "../builtins/functions.h"
#include "../builtins/int.h"
#include "../builtins/iter.h"
#include "../builtins/list.h"
#include "../builtins/mappingproxy.h"
#include "../builtins/member.h"
#include "../builtins/none.h"
#include "../builtins/range.h"
#include "../builtins/set.h"
#include "../builtins/slice.h"
#include "../builtins/slotwrap.h"
#include "../builtins/str.h"
#include "../builtins/tbobject.h"
#include "../builtins/tuple.h"
#include "../builtins/type.h"
#include "../builtins/union.h"
#include "../core/intern.h"
#include "../modules/array.h"
#include "../modules/collections.h"
#include "../modules/functools.h"
#include "../modules/io.h"
#include "../modules/itertools.h"
#include "../modules/operator.h"
#include "../modules/registry.h"
#include "../parser/parse.h"
#include "exc.h"
#include "frame.h"
#include "func.h"
#include "gc.h"
#include "host.h"

/* Operations between two polls of the clock and the interrupt flag. */
#define PE_TICK_CHUNK 10000

/* What start-up makes, a little rounded up: the interned names and the builtins
 * namespace's entries. Their tables are sized for it at once rather than doubling
 * (a bigger start-up still works; it only resizes). */
#define PE_BOOT_NAMES    320
#define PE_BOOT_BUILTINS 180

/* Value-stack size for frame slots; deeper stacks fall back to the heap (call.c). */
#define PE_VSTACK_SLOTS 16384

double pe_vm_now(void) {
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

/* ---- the operation budget ----------------------------------------------------------- */

/* Starts a fresh chunk of at most PE_TICK_CHUNK operations, never past max_ops. */
static void pe_vm_refill(pe_vm *vm) {
    int64_t chunk = PE_TICK_CHUNK;
    if (vm->cfg.max_ops) {
        uint64_t left =
            vm->ops_used >= vm->cfg.max_ops ? 0 : vm->cfg.max_ops - vm->ops_used;
        if (left < (uint64_t)chunk) chunk = (int64_t)left;
    }
    vm->ops_chunk = chunk;
    vm->ops_left = chunk;
}

void pe_vm_budget_reset(pe_vm *vm) {
    vm->ops_used = 0;
    vm->output_used = 0;
    vm->interrupt_flag = 0;
    vm->limit_hit_kind = PE_LIMIT_NONE;
    vm->run_start = pe_vm_now();
    pe_vm_refill(vm);
}

uint64_t pe_vm_ops_used(const pe_vm *vm) {
    return vm->ops_used + (uint64_t)(vm->ops_chunk - (vm->ops_left < 0 ? 0 : vm->ops_left));
}

/*
 * Called when ops_left went negative: the chunk is used up (plus the overshoot of the
 * last PE_TICK). Accounts it, enforces max_ops exactly, and polls the wall clock and
 * the interrupt flag/callback.
 */
int pe_tick_slow(pe_vm *vm) {
    if (vm->limit_hit_kind != PE_LIMIT_NONE) {
        /* a limit was hit in this run: it is raised again (if C code cleared it) and
         * the budget stays empty, so every later tick comes here (pe_err_limit) */
        pe_err_limit_check(vm);
        vm->ops_left = -1;
        return -1;
    }
    if (vm->limit != PE_LIMIT_NONE) {
        /* only a generator kill's unwinding error (pe_err_kill) is pending unrecorded */
        vm->ops_left = 0;
        return -1;
    }
    vm->ops_used += (uint64_t)(vm->ops_chunk - vm->ops_left);
    vm->ops_chunk = 0;
    vm->ops_left = 0;
    if (vm->cfg.max_ops && vm->ops_used > vm->cfg.max_ops) {
        vm->ops_used = vm->cfg.max_ops;
        pe_err_limit(vm, PE_LIMIT_OPS);
        return -1;
    }
    if (vm->interrupt_flag ||
        (vm->cfg.interrupt && vm->cfg.interrupt(vm->cfg.interrupt_ud))) {
        pe_err_limit(vm, PE_LIMIT_INTERRUPT);
        return -1;
    }
    if (pe_vm_check_time(vm) < 0) return -1;
    pe_vm_refill(vm);
    return 0;
}

int pe_vm_check_time(pe_vm *vm) {
    if (vm->cfg.timeout > 0 && pe_vm_now() - vm->run_start > vm->cfg.timeout) {
        pe_err_limit(vm, PE_LIMIT_TIME);
        return -1;
    }
    return 0;
}

/* ---- constants ---------------------------------------------------------------------- */

/* Appends v (stolen, also on failure) to a growable array of owned values, first
 * sized `first`. 0, or -1 with MemoryError pending. */
static int keep_value(pe_vm *vm, pe_value **arr, size_t *n, size_t *cap, size_t first,
                      pe_value v) {
    if (*n == *cap) {
        size_t ncap = *cap ? *cap * 2 : first;
        pe_value *nv = pe_mem_realloc(&vm->mem, *arr, *cap * sizeof *nv, ncap * sizeof *nv);
        if (!nv) {
            pe_decref(vm, v);
            pe_err_nomem(vm);
            return -1;
        }
        *arr = nv;
        *cap = ncap;
    }
    (*arr)[(*n)++] = v;
    return 0;
}

int pe_vm_keep(pe_vm *vm, pe_value v) {
    return keep_value(vm, &vm->consts, &vm->nconsts, &vm->consts_cap, 64, v);
}

/* A parsed module with its reference count and owned values. The pe_ast comes first,
 * so a pe_ast pointer is its unit's address. */
typedef struct ast_unit {
    pe_ast ast;
    size_t refs;
    size_t index;   /* position in vm->asts */
    pe_value *kept; /* owned references to values cached in the tree's nodes */
    size_t nkept, kept_cap;
    int file;   /* pe_vm_ast_set_file */
    int frozen; /* pe_vm_ast_set_frozen */
    /* the mortal names its parse interned, one reference each: an open-addressing
     * set (by the str's hash, load at most 1/2) so repeated identifiers cost one slot */
    pe_str **names;
    uint32_t names_cap, names_len;
} ast_unit;

static ast_unit *unit_of(const pe_ast *ast) {
    return (ast_unit *)(uintptr_t)ast;
}

pe_ast *pe_vm_ast_new(pe_vm *vm) {
    if (vm->nasts == vm->asts_cap) {
        size_t ncap = vm->asts_cap ? vm->asts_cap * 2 : 8;
        pe_ast **nv = pe_mem_realloc(&vm->mem, vm->asts, vm->asts_cap * sizeof *nv,
                                     ncap * sizeof *nv);
        if (!nv) return NULL;
        vm->asts = nv;
        vm->asts_cap = ncap;
    }
    ast_unit *u = pe_mem_calloc(&vm->mem, 1, sizeof *u);
    if (!u) return NULL;
    u->refs = 1;
    u->index = vm->nasts;
    vm->asts[vm->nasts++] = &u->ast;
    return &u->ast;
}

void pe_vm_ast_incref(const pe_ast *ast) {
    if (ast) unit_of(ast)->refs++;
}

/* Drops the values cached in the tree and the names it owns (before its nodes go, or
 * at VM teardown while the objects are still whole). */
static void unit_release_kept(pe_vm *vm, ast_unit *u) {
    pe_value *kept = u->kept;
    size_t n = u->nkept, cap = u->kept_cap;
    u->kept = NULL;
    u->nkept = u->kept_cap = 0;
    /* loop-bound: per-object: unit_release_kept runs once per object */
    for (size_t i = 0; i < n; i++)
        pe_decref(vm, kept[i]);
    pe_mem_free(&vm->mem, kept, cap * sizeof *kept);
    pe_str **names = u->names;
    uint32_t ncap = u->names_cap;
    u->names = NULL;
    u->names_cap = u->names_len = 0;
    /* loop-bound: source: the names one parse interned */
    for (uint32_t i = 0; i < ncap; i++)
        if (names[i]) pe_obj_decref(vm, &names[i]->base);
    pe_mem_free(&vm->mem, names, (size_t)ncap * sizeof *names);
}

/* Adds s to u's name set unless present. 1 if added, 0 if already there, -1 when
 * memory ran out (nothing pending). */
static int unit_add_name(pe_vm *vm, ast_unit *u, pe_str *s) {
    if ((u->names_len + 1) * 2 > u->names_cap) {
        uint32_t ncap = u->names_cap ? u->names_cap * 2 : 64;
        pe_str **nv = pe_mem_calloc(&vm->mem, ncap, sizeof *nv);
        if (!nv) return -1;
        /* loop-bound: source: the names one parse interned (amortised growth) */
        for (uint32_t i = 0; i < u->names_cap; i++) {
            pe_str *e = u->names[i];
            if (!e) continue;
            uint32_t j = (uint32_t)e->hash & (ncap - 1);
            /* loop-bound: probe */
            while (nv[j])
                j = (j + 1) & (ncap - 1);
            nv[j] = e;
        }
        pe_mem_free(&vm->mem, u->names, (size_t)u->names_cap * sizeof *nv);
        u->names = nv;
        u->names_cap = ncap;
    }
    uint32_t mask = u->names_cap - 1, j = (uint32_t)s->hash & mask;
    /* loop-bound: probe */
    for (; u->names[j]; j = (j + 1) & mask)
        if (u->names[j] == s) return 0;
    u->names[j] = s;
    u->names_len++;
    return 1;
}

pe_str *pe_intern_for_ast(pe_vm *vm, const pe_ast *ast, const char *s, size_t n) {
    pe_str *r = pe_intern_new(vm, s, n);
    if (!r || r->interned == PE_STR_IMMORTAL) {
        /* the table's own reference keeps an immortal name */
        if (r) pe_obj_decref(vm, &r->base);
        return r;
    }
    int added = unit_add_name(vm, unit_of(ast), r);
    /* added: the set keeps our reference; otherwise it already holds one (r stays
     * alive) or memory ran out (r may go, and NULL is returned) */
    if (added <= 0) pe_obj_decref(vm, &r->base);
    return added < 0 ? NULL : r;
}

static void unit_free(pe_vm *vm, ast_unit *u) {
    unit_release_kept(vm, u);
    pe_ast_free(&u->ast);
    size_t last = --vm->nasts;
    if (u->index != last) {
        vm->asts[u->index] = vm->asts[last];
        unit_of(vm->asts[u->index])->index = u->index;
    }
    pe_mem_free(&vm->mem, u, sizeof *u);
}

void pe_vm_ast_decref(pe_vm *vm, const pe_ast *ast) {
    if (!ast) return;
    ast_unit *u = unit_of(ast);
    if (--u->refs == 0) unit_free(vm, u);
}

void pe_vm_ast_set_file(const pe_ast *ast) {
    unit_of(ast)->file = 1;
}

void pe_vm_ast_set_frozen(const pe_ast *ast) {
    unit_of(ast)->frozen = 1;
}

int pe_vm_ast_is_frozen(const pe_ast *ast) {
    return ast && unit_of(ast)->frozen;
}

int pe_vm_ast_is_file(const pe_ast *ast) {
    return ast && unit_of(ast)->file;
}

int pe_vm_ast_keep(pe_vm *vm, const pe_ast *ast, pe_value v) {
    if (!ast) return pe_vm_keep(vm, v);
    ast_unit *u = unit_of(ast);
    return keep_value(vm, &u->kept, &u->nkept, &u->kept_cap, 4, v);
}

/* ---- builtin types ------------------------------------------------------------------ */

static const char *const pe_type_names[PE_TYPE__COUNT] = {
#define PE_X(e, s) s,
    PE_BUILTIN_TYPES(PE_X)
#undef PE_X
};

/* Static shape of each builtin type: its base and flags. Slots come from the inits. */
static void pe_vm_type_shape(pe_vm *vm, pe_type_kind k, pe_type *t) {
    pe_type *object = vm->types[PE_TYPE_OBJECT];
    t->tbase = k == PE_TYPE_OBJECT ? NULL : object;
    switch (k) {
    case PE_TYPE_OBJECT: t->tflags |= PE_TPF_BASETYPE; break;
    case PE_TYPE_TYPE: t->tflags |= PE_TPF_BASETYPE | PE_TPF_TYPE_SUBCLASS; break;
    case PE_TYPE_INT: t->tflags |= PE_TPF_BASETYPE | PE_TPF_INT_SUBCLASS; break;
    case PE_TYPE_BOOL:
        t->tbase = vm->types[PE_TYPE_INT];
        t->tflags |= PE_TPF_INT_SUBCLASS;
        break;
    case PE_TYPE_FLOAT: t->tflags |= PE_TPF_BASETYPE | PE_TPF_FLOAT_SUBCLASS; break;
    case PE_TYPE_STR: t->tflags |= PE_TPF_BASETYPE | PE_TPF_STR_SUBCLASS; break;
    case PE_TYPE_LIST: t->tflags |= PE_TPF_BASETYPE | PE_TPF_LIST_SUBCLASS; break;
    case PE_TYPE_TUPLE: t->tflags |= PE_TPF_BASETYPE | PE_TPF_TUPLE_SUBCLASS; break;
    case PE_TYPE_DICT: t->tflags |= PE_TPF_BASETYPE | PE_TPF_DICT_SUBCLASS; break;
    default: break;
    }
    /* immutable once made (tuples keep their items inline): start-up's instances stay
     * clean (eval/gc.h) */
    if (k == PE_TYPE_TUPLE || k == PE_TYPE_BUILTIN_FUNCTION || k == PE_TYPE_GETSET_DESCR ||
        k == PE_TYPE_MEMBER_DESCR)
        t->tflags |= PE_TPF_BOOT_FROZEN;
}

static int pe_vm_create_types(pe_vm *vm) {
    /* loop-bound: setup */
    for (int k = 0; k < PE_TYPE__COUNT; k++) {
        pe_type *t = pe_mem_calloc(&vm->mem, 1, sizeof(pe_type));
        if (!t) return -1;
        t->base.rc = 1;
        t->name = pe_type_names[k];
        /* object and type are in every class's MRO: filled at once */
        if (k != PE_TYPE_OBJECT && k != PE_TYPE_TYPE) t->tflags |= PE_TPF_LAZY_DICT;
        /* __mro__ and __bases__ are made when read (builtins/type.h) */
        t->tflags |= PE_TPF_LAZY_MRO;
        t->dict = PE_NULL;
        t->mro = PE_NULL;
        t->bases = PE_NULL;
        vm->types[k] = t;
    }
    /* loop-bound: setup */
    for (int k = 0; k < PE_TYPE__COUNT; k++) {
        vm->types[k]->base.type = vm->types[PE_TYPE_TYPE];
        pe_vm_type_shape(vm, (pe_type_kind)k, vm->types[k]);
    }
    return 0;
}

static int pe_vm_create_dicts(pe_vm *vm) {
    /* loop-bound: setup */
    for (int k = 0; k < PE_TYPE__COUNT; k++) {
        if (pe_is_obj(vm->types[k]->dict)) continue;
        vm->types[k]->dict = pe_dict_new(vm);
        if (pe_is_null(vm->types[k]->dict)) return -1;
    }
    return 0;
}

static const char *const pe_id_texts[PE_ID__COUNT] = {
#define PE_X(e, s) s,
    PE_IDS(PE_X)
#undef PE_X
};

/* Their sizes and hashes, once per process (core/intern.h, pe_name_hash). */
static pe_name_hash pe_id_hashes[PE_ID__COUNT];
static pthread_once_t pe_id_hashes_once = PTHREAD_ONCE_INIT;
static void pe_id_hashes_init(void) {
    /* loop-bound: const */
    for (int i = 0; i < PE_ID__COUNT; i++)
        pe_name_hash_of(pe_id_texts[i], &pe_id_hashes[i]);
}

static int pe_vm_intern_ids(pe_vm *vm) {
    pthread_once(&pe_id_hashes_once, pe_id_hashes_init);
    /* loop-bound: const */
    for (int i = 0; i < PE_ID__COUNT; i++) {
        vm->ids[i] = pe_intern_hashed(vm, pe_id_texts[i], &pe_id_hashes[i]);
        if (!vm->ids[i]) return -1;
    }
    return 0;
}

/* Releases a type object's references and memory (builtin and exception types). */
static void pe_vm_type_free(pe_vm *vm, pe_type *t, int sealed) {
    if (!t) return;
    pe_value *fields[3] = {&t->dict, &t->mro, &t->bases};
    /* loop-bound: const */
    for (int i = 0; i < 3; i++)
        if (!sealed || (pe_is_obj(*fields[i]) && !pe_mem_in_boot(&vm->mem, fields[i]->u.o)))
            pe_clear(vm, fields[i]);
}

/* ---- create / destroy --------------------------------------------------------------- */

/* sys.modules['__main__'] is a module whose namespace is the program's globals, as in
 * CPython: code that finds a class's module through sys.modules[cls.__module__]
 * (dataclasses reading string annotations, typing) sees the program's names. The
 * module holds a reference to vm->globals; pe_vm_destroy clears both. 0 or -1. */
static int main_module_init(pe_vm *vm) {
    pe_value m = pe_module_new(vm, "__main__");
    if (pe_is_null(m)) return -1;
    pe_module *mod = (pe_module *)m.u.o;
    pe_value old = mod->dict;
    mod->dict = pe_incref(vm->globals);
    pe_decref(vm, old);
    int r = pe_dict_set_str(vm, vm->modules, vm->ids[PE_ID_main], m);
    pe_decref(vm, m);
    return r;
}

_Static_assert(offsetof(pe_vm, mem) == 0, "pe_vm_mem / pe_vm_of_mem (core/intern.h)");

/* The empty singletons (see vm->empty_tuple). Made while they are PE_NULL, so these
 * calls allocate; afterwards every empty result is one of them. Returns 0 or -1. */
static int pe_vm_make_empties(pe_vm *vm) {
    pe_str *e = pe_intern(vm, "", 0);
    if (!e) return -1;
    vm->empty_tuple = pe_tuple_new(vm, 0);
    vm->empty_bytes = pe_bytes_alloc(vm, 0);
    if (pe_is_null(vm->empty_tuple) || pe_is_null(vm->empty_bytes)) return -1;
    vm->empty_str = e;
    return 0;
}

pe_vm *pe_vm_create(const pyeval_config *cfg) {
    pe_mem m;
    pe_mem_init(&m, cfg->alloc, cfg->alloc_ud, cfg->max_memory);
    pe_vm *vm = pe_mem_alloc(&m, sizeof *vm);
    if (!vm) return NULL;
    /* all but the type attribute cache, whose entries are live only once written
     * (vm->mcache_live) */
    size_t cache_at = offsetof(pe_vm, mcache), cache_end = cache_at + sizeof vm->mcache;
    memset(vm, 0, cache_at);
    memset((char *)vm + cache_end, 0, sizeof *vm - cache_end);
    vm->mem = m;
    /* what start-up makes comes from one chunk, freed whole by pe_vm_destroy */
    pe_mem_boot_begin(&vm->mem);
    vm->cfg = *cfg;
    vm->type_epoch = 1;
    /* cfg.max_depth is the host's ceiling; a program starts at CPython's default
     * recursion limit (or the ceiling if lower) and sys.setrecursionlimit may raise it
     * up to the ceiling. vm->cfg.max_depth is the limit in force. */
    vm->max_depth_host = cfg->max_depth;
    vm->recursion_limit = cfg->max_depth && cfg->max_depth < PE_DEFAULT_RECURSION_LIMIT
                              ? cfg->max_depth
                              : PE_DEFAULT_RECURSION_LIMIT;
    vm->cfg.max_depth = vm->recursion_limit;
    vm->notimpl = vm->ellipsis = vm->exc = vm->builtins = vm->globals = PE_NULL;
    vm->empty_tuple = vm->empty_bytes = PE_NULL;
    vm->exc_handled = PE_NULL;
    /* start-up is not limited: the limit applies to what programs allocate */
    uint64_t limit = vm->mem.limit;
    vm->mem.limit = 0;
    /* nor charged: a long probe chain in a type dict ticks (pe_dict_find), and the
     * clock has not started; pe_vm_budget_reset below starts the real budget */
    vm->ops_chunk = vm->ops_left = INT64_MAX / 2;
    /* until the end of start-up: method tables wait (builtins/type.h) and tracked
     * objects are born old (eval/gc.c) */
    vm->boot_lazy = 1;

    /* Every object made during start-up must be freeable if a later step fails, so the
     * types of the first objects (builtin functions, dicts, strs) get their slots before
     * any instance exists: functions (slots only), then dict with its own type dict,
     * then str, then everything else. */
    if (pe_intern_reserve(vm, PE_BOOT_NAMES) < 0 || pe_vm_create_types(vm) < 0 ||
        pe_func_init(vm) < 0)
        goto fail;
    /* a slots-only pass of the dict and str inits (pe_type_add_methods does nothing
     * while boot_slots_only is set); the real pass below registers their methods */
    vm->boot_slots_only = 1;
    int boot = pe_dict_init(vm) < 0 || pe_str_init(vm) < 0;
    vm->boot_slots_only = 0;
    if (boot) goto fail;
    if (pe_vm_create_dicts(vm) < 0) goto fail;
    if (pe_dict_init(vm) < 0 || pe_str_init(vm) < 0) goto fail;
    if (pe_vm_intern_ids(vm) < 0) goto fail;
    /* created before the inits so pe_exceptions_init can publish the classes */
    vm->builtins = pe_dict_new(vm);
    if (pe_is_null(vm->builtins) || pe_dict_reserve(vm, vm->builtins, PE_BOOT_BUILTINS) < 0)
        goto fail;
    if (pe_object_init(vm) < 0 || pe_type_init(vm) < 0 || pe_none_init(vm) < 0 ||
        pe_int_init(vm) < 0 || pe_bool_init(vm) < 0 || pe_float_init(vm) < 0 ||
        pe_list_init(vm) < 0 || pe_tuple_init(vm) < 0 || pe_range_init(vm) < 0 ||
        pe_slice_init(vm) < 0 || pe_exceptions_init(vm) < 0 || pe_iter_init(vm) < 0 ||
        pe_descr_init(vm) < 0 || pe_member_init(vm) < 0 || pe_union_init(vm) < 0 ||
        pe_mappingproxy_init(vm) < 0 || pe_tbobject_init(vm) < 0 ||
        pe_genexp_init(vm) < 0 || pe_registry_init(vm) < 0 ||
        pe_mod_itertools_types_init(vm) < 0 || pe_mod_operator_types_init(vm) < 0)
        goto fail;
    if (pe_bytes_init(vm) < 0 || pe_bytearray_init(vm) < 0 || pe_set_init(vm) < 0 ||
        pe_complex_init(vm) < 0 || pe_deque_init(vm) < 0 || pe_tuplegetter_init(vm) < 0 ||
        pe_array_init(vm) < 0 || pe_handle_init(vm) < 0)
        goto fail;
    if (pe_mod_io_types_init(vm) < 0 || pe_mod_functools_types_init(vm) < 0) goto fail;
    /* only once tuple and bytes have their slots: pe_vm_destroy releases the
     * singletons through their type's dealloc */
    if (pe_vm_make_empties(vm) < 0) goto fail;
    /* CPython's inherit_slots: a type defining neither tp_hash nor tp_richcompare
     * inherits object's identity hash (iterators, generators, property, ...); one that
     * defines only the comparison (list, slice, dict_keys) stays unhashable. */
    /* loop-bound: setup */
    for (int k = 0; k < PE_TYPE__COUNT; k++)
        if (!vm->types[k]->hash && !vm->types[k]->richcmp)
            vm->types[k]->hash = vm->types[PE_TYPE_OBJECT]->hash;
    if (pe_functions_init(vm) < 0) goto fail;
    if (pe_slotwrap_init(vm) < 0) goto fail;

    vm->globals = pe_dict_new(vm);
    if (pe_is_null(vm->globals)) goto fail;
    if (pe_dict_set_str(vm, vm->globals, vm->ids[PE_ID_name],
                        pe_obj_value(&vm->ids[PE_ID_main]->base)) < 0 ||
        pe_dict_set_str(vm, vm->globals, vm->ids[PE_ID_doc], PE_NONE) < 0 ||
        /* a script's __package__ is None, shadowing the builtins' '' */
        pe_dict_set_cstr(vm, vm->globals, "__package__", PE_NONE) < 0)
        goto fail;
    if (main_module_init(vm) < 0) goto fail;

    vm->vstack = pe_mem_alloc(&vm->mem, PE_VSTACK_SLOTS * sizeof(pe_value));
    if (!vm->vstack) goto fail;
    vm->vstack_top = vm->vstack;
    vm->vstack_end = vm->vstack + PE_VSTACK_SLOTS;
    vm->report_buf = pe_mem_alloc(&vm->mem, PE_REPORT_RESERVE);
    if (!vm->report_buf) goto fail;
    vm->boot_lazy = 0;
    pe_mem_boot_end(&vm->mem);
    pe_gc_boot_seal(vm); /* start-up's objects become immortal (eval/gc.h) */
    vm->mem.limit = limit;
    vm->mem.limit_hit = 0;
    vm->gc_threshold = vm->gc_count * 2 > 10000 ? vm->gc_count * 2 : 10000;
    vm->gc_full_mem = vm->mem.current; /* the base of the between-runs policy (api.c) */
    pe_vm_budget_reset(vm);
    vm->type_epoch++; /* start-up filled type dicts before every flag was set */
    return vm;
fail:
    pe_err_clear(vm);
    pe_vm_destroy(vm);
    return NULL;
}

void pe_vm_clear_error(pe_vm *vm) {
    /* a size of 0: the text is in report_buf */
    if (vm->err_type_sz) pe_mem_free(&vm->mem, vm->err_type, vm->err_type_sz);
    if (vm->err_msg_sz) pe_mem_free(&vm->mem, vm->err_msg, vm->err_msg_sz);
    if (vm->err_tb_sz) pe_mem_free(&vm->mem, vm->err_tb, vm->err_tb_sz);
    vm->err_type = vm->err_msg = vm->err_tb = NULL;
    vm->err_type_sz = vm->err_msg_sz = vm->err_tb_sz = 0;
    vm->has_error = 0;
    vm->err_line = vm->err_col = 0;
}

/* Empties one of the VM's namespaces (globals, sys.modules, builtins) at teardown.
 * Sealed, it is a start-up dict: emptied only if the program changed it, and the VM
 * keeps pointing at it (it is immortal), so that a generator's cleanup that runs as
 * the program's objects go still finds its globals and builtins, empty or not. */
static void namespace_release(pe_vm *vm, pe_value *slot, int sealed) {
    if (!pe_is_obj(*slot)) return;
    if (!sealed) {
        pe_dict_clear(vm, *slot);
        pe_clear(vm, slot);
    } else if (slot->u.o->gc & PE_GC_BOOT_DIRTY) {
        pe_dict_release(vm, slot->u.o);
    }
}

void pe_vm_destroy(pe_vm *vm) {
    if (!vm) return;
    /* Sealed (eval/gc.h): start-up's objects stay whole until the chunk goes; only
     * what the program made, and the start-up objects it changed, are freed. */
    int sealed = vm->boot_len != 0;
    vm->boot_closing = sealed;
    if (!sealed) {
        /* a failed start-up: its objects go back to the collector's list */
        pe_gc_boot_unseal(vm);
        vm->boot_lazy = 0;
    }
    pe_err_clear(vm);
    pe_vm_clear_error(vm);
    /* Globals and builtins first (they hold the user's objects), then every remaining
     * cycle is broken, then the VM's own structures go. */
    pe_clear(vm, &vm->final_value);
    pe_clear(vm, &vm->last_value);
    pe_clear(vm, &vm->dc_cache);
    namespace_release(vm, &vm->globals, sealed);
    namespace_release(vm, &vm->modules, sealed);
    pe_clear(vm, &vm->sys_argv);
    pe_vfs_destroy(vm);
    /* loop-bound: setup */
    for (size_t i = 0; i < vm->nconsts; i++)
        pe_clear(vm, &vm->consts[i]);
    /* loop-bound: setup */
    for (size_t i = 0; i < vm->nasts; i++)
        unit_release_kept(vm, unit_of(vm->asts[i]));
    pe_mem_free(&vm->mem, vm->consts, vm->consts_cap * sizeof *vm->consts);
    pe_cstack_release(vm);
    vm->consts = NULL;
    namespace_release(vm, &vm->builtins, sealed);
    /* the VM's references only: holders still alive drop theirs below */
    pe_clear(vm, &vm->empty_tuple);
    pe_clear(vm, &vm->empty_bytes);
    vm->empty_str = NULL;
    if (sealed) pe_gc_boot_clear(vm); /* the other changed start-up objects */
    pe_gc_free_all(vm);
    if (sealed) {
        pe_mem_boot_teardown(&vm->mem);
        pe_gc_boot_release(vm);
    }
    if (vm->exc_types[0]) pe_exceptions_fini(vm);
    pe_clear(vm, &vm->notimpl);
    pe_clear(vm, &vm->ellipsis);
    /* sealed, the types' dicts, MROs and bases made by start-up go with the chunk;
     * those made later (lazily: PE_TPF_LAZY_MRO, PE_TPF_LAZY_DICT) are released here */
    /* loop-bound: setup */
    for (int k = 0; k < PE_EXC__COUNT; k++)
        pe_vm_type_free(vm, vm->exc_types[k], sealed);
    /* loop-bound: setup */
    for (int k = 0; k < PE_TYPE__COUNT; k++)
        pe_vm_type_free(vm, vm->types[k], sealed);
    pe_gc_free_all(vm);
    pe_gc_boot_release(vm); /* none left, unless a dealloc above changed one */
    pe_type_cache_clear(vm);
    pe_intern_free(vm);
    /* exception types are objects (tracked, builtins/exceptions.c); builtin types are
     * plain pe_mem blocks (pe_vm_create_types) */
    /* (sealed, those in the chunk go with it) */
    /* loop-bound: setup */
    for (int k = 0; k < PE_EXC__COUNT; k++)
        if (vm->exc_types[k] && !(sealed && pe_mem_in_boot(&vm->mem, vm->exc_types[k])))
            pe_obj_free(vm, &vm->exc_types[k]->base, sizeof(pe_type));
    /* loop-bound: setup */
    for (int k = 0; k < PE_TYPE__COUNT; k++)
        if (vm->types[k] && !(sealed && pe_mem_in_boot(&vm->mem, vm->types[k])))
            pe_mem_free(&vm->mem, vm->types[k], sizeof(pe_type));
    /* modules a leaked reference still holds */
    /* loop-bound: setup */
    while (vm->nasts)
        unit_free(vm, unit_of(vm->asts[vm->nasts - 1]));
    pe_mem_free(&vm->mem, vm->asts, vm->asts_cap * sizeof *vm->asts);
    pe_host_fini(vm);
    pe_mem_free(&vm->mem, vm->repr_stack, vm->repr_cap * sizeof *vm->repr_stack);
    pe_mem_free(&vm->mem, vm->vstack, PE_VSTACK_SLOTS * sizeof(pe_value));
    pe_mem_free(&vm->mem, vm->report_buf, PE_REPORT_RESERVE);
    pe_obj_dealloc_fini(vm);
    pe_mem m = vm->mem;
    pe_mem_free(&m, vm, sizeof *vm);
    pe_mem_boot_release(&m); /* every block in it was freed above */
#ifdef PE_DEBUG
    /* every byte must have come back: a leak here is a reference-counting bug */
    if (m.current != 0) {
        fprintf(stderr, "pyeval: %llu bytes still allocated after pyeval_free\n",
                (unsigned long long)m.current);
        abort();
    }
#endif
}

/* ---- output ----------------------------------------------------------------------- */

/* Hands bytes to the host's sink (or the process's streams). 0, or -1 on failure. */
static int pe_vm_sink(pe_vm *vm, int stream, const char *data, size_t n) {
    if (vm->cfg.output)
        return vm->cfg.output(vm->cfg.output_ud, stream, data, n) == 0 ? 0 : -1;
    FILE *fp = stream == 2 ? stderr : stdout;
    return fwrite(data, 1, n, fp) == n ? 0 : -1;
}

int pe_vm_write_note(pe_vm *vm, int stream, const char *data, size_t len) {
    return len ? pe_vm_sink(vm, stream, data, len) : 0;
}

int pe_vm_write(pe_vm *vm, int stream, const char *data, size_t len) {
    size_t n = len;
    int over = 0;
    if (vm->cfg.max_output) {
        uint64_t room = vm->output_used >= vm->cfg.max_output
                            ? 0
                            : vm->cfg.max_output - vm->output_used;
        if (n > room) {
            n = (size_t)room;
            over = 1;
        }
    }
    if (n) {
        if (pe_vm_sink(vm, stream, data, n) != 0) {
            pe_err_set(vm, PE_EXC_OSError, "output write failed");
            return -1;
        }
        vm->output_used += n;
    }
    if (over) {
        pe_err_limit(vm, PE_LIMIT_OUTPUT);
        return -1;
    }
    return 0;
}

int pe_stack_exhausted(const pe_vm *vm) {
    char probe;
    return vm && (uintptr_t)&probe < vm->stack_limit;
}
