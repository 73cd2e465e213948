/*
 * dict.c - the dict type: CPython's compact, insertion-ordered hash table (see dict.h
 * for the layout and invariants), plus the keys/values/items views and iterators.
 *
 * Any comparison of keys may run Python __eq__, which may mutate the dict. Lookups
 * therefore hold a reference to the key they compare against and restart from scratch
 * when the table's version or entries array changed meanwhile (CPython does the same).
 */
#include "dict.h"
#include "iter.h"

#include <stddef.h>
#include <string.h>

#include "../core/intern.h"
#include "../eval/args.h"
#include "../eval/exc.h"
#include "../eval/gc.h"
#include "../eval/ops.h"
#include "../eval/vm.h"
#include "exceptions.h"
#include "int.h"
#include "list.h"
#include "set.h"
#include "slice.h"
#include "str.h"
#include "tuple.h"
#include "type.h"

#define PE_DICT_EMPTY    (-1)
#define PE_DICT_DUMMY    (-2)
#define PE_DICT_LOG2_MIN 3 /* 8 index slots, 5 usable entries */
#define PE_PERTURB_SHIFT 5

static size_t pe_dict_usable(uint8_t log2) {
    return ((size_t)1 << log2) * 2 / 3;
}

int pe_dict_check(pe_vm *vm, pe_value v) {
    if (v.tag != PE_T_OBJ) return 0;
    pe_type *t = v.u.o->type;
    return t == vm->types[PE_TYPE_DICT] || (t->tflags & PE_TPF_DICT_SUBCLASS);
}

pe_value pe_dict_new(pe_vm *vm) {
    pe_dict *d = (pe_dict *)pe_obj_alloc(vm, vm->types[PE_TYPE_DICT], sizeof(pe_dict));
    if (!d) return PE_NULL;
    return pe_obj_value(&d->base);
}

/* Frees the arrays of a dict whose entries were already released. */
static void pe_dict_free_tables(pe_vm *vm, int32_t *indices, pe_dict_entry *entries,
                                uint8_t log2) {
    if (indices) pe_mem_free(&vm->mem, indices, ((size_t)1 << log2) * sizeof(int32_t));
    if (entries)
        pe_mem_free(&vm->mem, entries, pe_dict_usable(log2) * sizeof(pe_dict_entry));
}

/* A write to a dict a cached type lookup read invalidates the type attribute cache
 * (builtins/type.c, vm.h). Called before the change. */
static inline void type_dict_changed(pe_vm *vm, pe_dict *d) {
    if (d->base.flags & PE_DICT_FLAG_TYPE) vm->type_epoch++;
}

/* Detaches the tables (the dict becomes empty), then releases the old contents. The
 * decrefs may run arbitrary code, which then sees a consistent empty dict. */
void pe_dict_clear(pe_vm *vm, pe_value dv) {
    pe_dict *d = pe_dict_obj(dv);
    type_dict_changed(vm, d);
    int32_t *indices = d->indices;
    pe_dict_entry *entries = d->entries;
    size_t n = d->nentries;
    uint8_t log2 = d->log2_size;
    d->indices = NULL;
    d->entries = NULL;
    d->len = d->nentries = d->entries_cap = 0;
    d->log2_size = 0;
    d->version++;
    /* an entry is {hash, key, value}: release keys and values without deep recursion */
    /* loop-bound: per-object: pe_dict_clear runs once per object */
    for (size_t i = 0; i < n; i++) {
        pe_value kv[2] = {entries[i].key, entries[i].value};
        pe_seq_release(vm, kv, 2);
    }
    pe_dict_free_tables(vm, indices, entries, log2);
}

void pe_dict_release(pe_vm *vm, pe_obj *o) {
    pe_dict *d = (pe_dict *)o;
    type_dict_changed(vm, d); /* the type cache borrows from it */
    d->version++;
    pe_dict_entry *entries = d->entries;
    size_t n = d->nentries;
    int32_t *indices = d->indices;
    uint8_t log2 = d->log2_size;
    d->indices = NULL;
    d->entries = NULL;
    d->len = d->nentries = d->entries_cap = 0;
    d->log2_size = 0;
    /* loop-bound: per-object: pe_dict_release runs once per object */
    for (size_t i = 0; i < n; i++) {
        pe_decref(vm, entries[i].key);
        pe_decref(vm, entries[i].value);
    }
    pe_dict_free_tables(vm, indices, entries, log2);
}

void pe_dict_free_shell(pe_vm *vm, pe_obj *o) {
    pe_dict *d = (pe_dict *)o;
    pe_dict_free_tables(vm, d->indices, d->entries, d->log2_size);
    pe_obj_free(vm, o, sizeof(pe_dict));
}

static void pe_dict_dealloc(pe_vm *vm, pe_obj *o) {
    pe_dict_clear(vm, pe_obj_value(o));
    pe_obj_free(
        vm, o, o->type->basicsize > sizeof(pe_dict) ? o->type->basicsize : sizeof(pe_dict));
}

static void pe_dict_traverse(pe_vm *vm, pe_obj *o, pe_visit_fn visit, void *arg) {
    pe_dict *d = (pe_dict *)o;
    /* loop-bound: per-object: pe_dict_traverse runs once per object */
    for (size_t i = 0; i < d->nentries; i++) {
        pe_dict_entry *e = &d->entries[i];
        if (e->key.tag == PE_T_OBJ) visit(vm, e->key.u.o, arg);
        if (e->value.tag == PE_T_OBJ) visit(vm, e->value.u.o, arg);
    }
}

static void pe_dict_gc_clear(pe_vm *vm, pe_obj *o) {
    pe_dict_clear(vm, pe_obj_value(o));
}

/* ---- hashing and lookup -------------------------------------------------------------- */

static int pe_dict_hash(pe_vm *vm, pe_value key, int64_t *h) {
    if (key.tag == PE_T_OBJ && key.u.o->type == vm->types[PE_TYPE_STR]) {
        *h = pe_str_hash(pe_str_obj(key));
        return 0;
    }
    if (key.tag == PE_T_INT) {
        *h = pe_int_hash_value(key);
        return 0;
    }
    return pe_op_hash(vm, key, h);
}

/* Equality of a stored key with the probe key, without Python code when possible:
 * 1, 0, or -1 on error; 2 means "ask pe_op_eq". */
static int pe_dict_fast_eq(pe_vm *vm, pe_value a, pe_value b) {
    if (pe_is(a, b)) return 1;
    pe_type *st = vm->types[PE_TYPE_STR];
    if (a.tag == PE_T_OBJ && b.tag == PE_T_OBJ && a.u.o->type == st && b.u.o->type == st)
        return pe_str_eq_ticked(vm, pe_str_obj(a), pe_str_obj(b));
    if (a.tag == PE_T_INT && b.tag == PE_T_INT) return 0; /* pe_is covered equality */
    return 2;
}

/*
 * Finds key: returns 1 with *ix (entry index) and *slot (index slot), 0 when missing
 * (*slot is then meaningless), -1 on error.
 */
static int pe_dict_find(pe_vm *vm, pe_dict *d, pe_value key, int64_t hash, size_t *ix,
                        size_t *slot) {
restart:
    if (!d->indices) return 0;
    size_t mask = ((size_t)1 << d->log2_size) - 1;
    uint64_t perturb = (uint64_t)hash;
    size_t i = (size_t)hash & mask;
    unsigned probes = 0;
    for (;;) {
        int32_t e = d->indices[i];
        if (e == PE_DICT_EMPTY) return 0;
        /* one op per 8 probes: a chain of dummies is not bounded by the table's load
         * (d[k] = v; d.popitem() in a loop leaves one more dummy on k's chain each
         * time, as in CPython, and 50,000 rounds walked 10**9 slots uncharged) */
        if (__builtin_expect((++probes & 7) == 0, 0) && PE_TICK(vm, 1) < 0) return -1;
        if (e >= 0) {
            pe_dict_entry *ep = &d->entries[e];
            if (ep->hash == hash) {
                int eq = pe_dict_fast_eq(vm, ep->key, key);
                if (eq < 0) return -1;
                if (eq == 2) {
                    /* keys with one full hash (i * (2**61 - 1), a constant __hash__)
                     * make every lookup walk all of them: each comparison is charged */
                    if (PE_TICK(vm, 1) < 0) return -1;
                    pe_dict_entry *entries = d->entries;
                    uint64_t version = d->version;
                    pe_value k = pe_incref(ep->key);
                    eq = pe_op_eq(vm, k, key);
                    pe_decref(vm, k);
                    if (eq < 0) return -1;
                    if (entries != d->entries || version != d->version ||
                        !pe_is(d->entries[e].key, k))
                        goto restart; /* the table changed under __eq__ */
                }
                if (eq) {
                    *ix = (size_t)e;
                    *slot = i;
                    return 1;
                }
            }
        }
        perturb >>= PE_PERTURB_SHIFT;
        i = (i * 5 + (size_t)perturb + 1) & mask;
    }
}

/* First EMPTY slot on hash's probe sequence (the table has one: usable < size). */
static size_t pe_dict_empty_slot(const int32_t *indices, uint8_t log2, int64_t hash) {
    size_t mask = ((size_t)1 << log2) - 1;
    uint64_t perturb = (uint64_t)hash;
    size_t i = (size_t)hash & mask;
    /* loop-bound: probe */
    while (indices[i] != PE_DICT_EMPTY) {
        perturb >>= PE_PERTURB_SHIFT;
        i = (i * 5 + (size_t)perturb + 1) & mask;
    }
    return i;
}

/* Rebuilds the table with room for at least `minused` live entries, compacting deleted
 * entries away. 0 or -1 (MemoryError). */
static int pe_dict_resize(pe_vm *vm, pe_dict *d, size_t minused) {
    uint8_t log2 = PE_DICT_LOG2_MIN;
    /* loop-bound: const: at most 40 table sizes */
    while (pe_dict_usable(log2) < minused) {
        if (log2 >= 40) {
            pe_err_nomem(vm);
            return -1;
        }
        log2++;
    }
    size_t size = (size_t)1 << log2, usable = pe_dict_usable(log2);
    int32_t *indices = pe_mem_alloc(&vm->mem, size * sizeof(int32_t));
    if (!indices) {
        pe_err_nomem(vm);
        return -1;
    }
    pe_dict_entry *entries = pe_mem_alloc(&vm->mem, usable * sizeof(pe_dict_entry));
    if (!entries) {
        pe_mem_free(&vm->mem, indices, size * sizeof(int32_t));
        pe_err_nomem(vm);
        return -1;
    }
    memset(indices, 0xff, size * sizeof(int32_t)); /* all PE_DICT_EMPTY */
    /* a start-up dict whose tables leave the chunk must be released alone (gc.h) */
    if ((d->base.gc & PE_GC_BOOT) &&
        !(pe_mem_in_boot(&vm->mem, indices) && pe_mem_in_boot(&vm->mem, entries)))
        pe_gc_boot_dirty(vm, &d->base);
    size_t n = 0;
    /* loop-bound: amortised: resizing is paid for by the insertions that filled the
     * table (each charged) */
    for (size_t i = 0; i < d->nentries; i++) {
        if (pe_is_null(d->entries[i].key)) continue;
        entries[n] = d->entries[i];
        indices[pe_dict_empty_slot(indices, log2, entries[n].hash)] = (int32_t)n;
        n++;
    }
    pe_dict_free_tables(vm, d->indices, d->entries, d->log2_size);
    d->indices = indices;
    d->entries = entries;
    d->log2_size = log2;
    d->entries_cap = usable;
    d->nentries = n;
    d->version++;
    return 0;
}

int pe_dict_reserve(pe_vm *vm, pe_value dv, size_t n) {
    pe_dict *d = pe_dict_obj(dv);
    return d->entries_cap >= n ? 0 : pe_dict_resize(vm, d, n);
}

/* d[key] = value with a precomputed hash; increfs both. 0 or -1. */
static int pe_dict_insert(pe_vm *vm, pe_dict *d, pe_value key, int64_t hash,
                          pe_value value) {
    type_dict_changed(vm, d);
    pe_gc_boot_touch(vm, &d->base); /* a start-up dict may now hold outside objects */
    size_t ix, slot;
    int r = pe_dict_find(vm, d, key, hash, &ix, &slot);
    if (r < 0) return -1;
    if (r > 0) {
        pe_value old = d->entries[ix].value;
        d->entries[ix].value = pe_incref(value);
        pe_decref(vm, old);
        return 0;
    }
    if (d->nentries >= d->entries_cap) {
        /* CPython's growth rate: room for 3x the live entries */
        size_t want = d->len * 3;
        if (want < d->len + 1) want = d->len + 1;
        if (pe_dict_resize(vm, d, want / 2 + 1) < 0) return -1;
    }
    size_t e = d->nentries++;
    d->entries[e].hash = hash;
    d->entries[e].key = pe_incref(key);
    d->entries[e].value = pe_incref(value);
    d->indices[pe_dict_empty_slot(d->indices, d->log2_size, hash)] = (int32_t)e;
    d->len++;
    d->version++;
    return 0;
}

int pe_dict_charge_holes(pe_vm *vm, const pe_dict *d) {
    size_t holes = d->nentries - d->len;
    return holes >= 16 ? PE_TICK(vm, holes / 16) : 0;
}

/* Removes the entry at (ix, slot), handing its references to *key and *value. */
static void pe_dict_unlink(pe_dict *d, size_t ix, size_t slot, pe_value *key,
                           pe_value *value) {
    d->indices[slot] = PE_DICT_DUMMY;
    *key = d->entries[ix].key;
    *value = d->entries[ix].value;
    d->entries[ix].key = PE_NULL;
    d->entries[ix].value = PE_NULL;
    d->len--;
    d->version++;
}

/* ---- public API ---------------------------------------------------------------------- */

int pe_dict_lookup(pe_vm *vm, pe_value dv, pe_value key, pe_value *out) {
    pe_dict *d = pe_dict_obj(dv);
    int64_t h;
    if (pe_dict_hash(vm, key, &h) < 0) return -1;
    size_t ix, slot;
    int r = pe_dict_find(vm, d, key, h, &ix, &slot);
    if (r > 0) *out = d->entries[ix].value;
    return r;
}

pe_value pe_dict_get_str(pe_vm *vm, pe_value dv, pe_str *key) {
    int64_t e = pe_dict_str_index(vm, dv, key);
    return e < 0 ? PE_NULL : pe_dict_obj(dv)->entries[e].value;
}

int64_t pe_dict_str_index(pe_vm *vm, pe_value dv, pe_str *key) {
    pe_dict *d = pe_dict_obj(dv);
    if (!d->indices) return -1;
    int64_t hash = pe_str_hash(key);
    size_t mask = ((size_t)1 << d->log2_size) - 1;
    uint64_t perturb = (uint64_t)hash;
    size_t i = (size_t)hash & mask;
    pe_type *st = vm->types[PE_TYPE_STR];
    /* loop-bound: probe (uncharged, since -1 means "missing" to the name lookups;
     * pe_dict_find charges the same chains when they are built and by any other lookup) */
    for (;;) {
        int32_t e = d->indices[i];
        if (e == PE_DICT_EMPTY) return -1;
        if (e >= 0) {
            pe_dict_entry *ep = &d->entries[e];
            if (ep->hash == hash && ep->key.tag == PE_T_OBJ) {
                pe_obj *k = ep->key.u.o;
                if (k == &key->base) return e;
                if ((k->type == st || (k->type->tflags & PE_TPF_STR_SUBCLASS)) &&
                    pe_str_eq((pe_str *)k, key))
                    return e;
            }
        }
        perturb >>= PE_PERTURB_SHIFT;
        i = (i * 5 + (size_t)perturb + 1) & mask;
    }
}

pe_value pe_dict_get_cstr(pe_vm *vm, pe_value d, const char *key) {
    pe_str *k = pe_intern(vm, key, strlen(key));
    if (!k) return PE_NULL;
    return pe_dict_get_str(vm, d, k);
}

int pe_dict_set(pe_vm *vm, pe_value dv, pe_value key, pe_value value) {
    int64_t h;
    if (pe_dict_hash(vm, key, &h) < 0) return -1;
    return pe_dict_insert(vm, pe_dict_obj(dv), key, h, value);
}

int pe_dict_set_str(pe_vm *vm, pe_value dv, pe_str *key, pe_value value) {
    return pe_dict_insert(vm, pe_dict_obj(dv), pe_obj_value(&key->base), pe_str_hash(key),
                          value);
}

int pe_dict_set_cstr(pe_vm *vm, pe_value d, const char *key, pe_value value) {
    pe_str *k = pe_intern(vm, key, strlen(key));
    if (!k) {
        pe_err_nomem(vm);
        return -1;
    }
    return pe_dict_set_str(vm, d, k, value);
}

pe_value pe_dict_key_error(pe_vm *vm, pe_value key) {
    pe_value e = pe_exc_new_kind(vm, PE_EXC_KeyError, &key, 1);
    if (pe_is_null(e)) return PE_NULL;
    pe_err_raise(vm, e);
    pe_decref(vm, e);
    return PE_NULL;
}

int pe_dict_pop(pe_vm *vm, pe_value dv, pe_value key, pe_value *out) {
    pe_dict *d = pe_dict_obj(dv);
    int64_t h;
    if (pe_dict_hash(vm, key, &h) < 0) return -1;
    size_t ix, slot;
    int r = pe_dict_find(vm, d, key, h, &ix, &slot);
    if (r <= 0) return r;
    pe_value k, v;
    type_dict_changed(vm, d);
    pe_dict_unlink(d, ix, slot, &k, &v);
    pe_decref(vm, k);
    *out = v;
    return 1;
}

int pe_dict_del(pe_vm *vm, pe_value d, pe_value key) {
    pe_value v;
    int r = pe_dict_pop(vm, d, key, &v);
    if (r < 0) return -1;
    if (r == 0) {
        pe_dict_key_error(vm, key);
        return -1;
    }
    pe_decref(vm, v);
    return 0;
}

int pe_dict_next(pe_value dv, size_t *pos, pe_value *key, pe_value *value) {
    pe_dict *d = pe_dict_obj(dv);
    size_t i = *pos;
    /* loop-bound: caller-charged: the callers charge per entry, and walks over a whole
     * dict call pe_dict_charge_holes */
    while (i < d->nentries && pe_is_null(d->entries[i].key))
        i++;
    if (i >= d->nentries) {
        *pos = i;
        return 0;
    }
    if (key) *key = d->entries[i].key;
    if (value) *value = d->entries[i].value;
    *pos = i + 1;
    return 1;
}

pe_value pe_dict_copy(pe_vm *vm, pe_value dv) {
    pe_dict *d = pe_dict_obj(dv);
    /* copying, and later freeing, costs about as much per entry as four loop steps */
    if (d->len > 16 && PE_TICK(vm, d->len / 4) < 0) return PE_NULL;
    if (pe_dict_charge_holes(vm, d) < 0) return PE_NULL;
    pe_value r = pe_dict_new(vm);
    if (pe_is_null(r)) return PE_NULL;
    if (d->len == 0) return r;
    pe_dict *o = pe_dict_obj(r);
    if (pe_dict_resize(vm, o, d->len) < 0) goto fail;
    /* loop-bound: charged-before: the charge above in pe_dict_copy covers this trip
     * count */
    for (size_t i = 0; i < d->nentries; i++) {
        pe_dict_entry *e = &d->entries[i];
        if (pe_is_null(e->key)) continue;
        size_t k = o->nentries++;
        o->entries[k].hash = e->hash;
        o->entries[k].key = pe_incref(e->key);
        o->entries[k].value = pe_incref(e->value);
        o->indices[pe_dict_empty_slot(o->indices, o->log2_size, e->hash)] = (int32_t)k;
        o->len++;
    }
    return r;
fail:
    pe_decref(vm, r);
    return PE_NULL;
}

/* Merges from an iterable of key/value pairs (dict_merge_from_seq2). */
static int pe_dict_merge_seq2(pe_vm *vm, pe_value d, pe_value seq) {
    pe_value it = pe_op_iter(vm, seq);
    if (pe_is_null(it)) return -1;
    for (size_t n = 0;; n++) {
        pe_value item = pe_op_next(vm, it);
        if (pe_is_null(item)) break;
        pe_value pair = PE_NULL;
        pe_type *t = pe_type_of(vm, item);
        if (pe_tuple_check(vm, item) || pe_list_check(vm, item)) {
            pair = pe_incref(item);
        } else if (t->iter) {
            pair = pe_tuple_from_iterable(vm, item);
        } else {
            pe_err_format(
                vm, PE_EXC_TypeError,
                "cannot convert dictionary update sequence element #%zu to a sequence", n);
        }
        pe_decref(vm, item);
        if (pe_is_null(pair)) goto fail;
        size_t len = pe_list_check(vm, pair) ? pe_list_len(pair) : pe_tuple_len(pair);
        if (len != 2) {
            pe_decref(vm, pair);
            pe_err_format(
                vm, PE_EXC_ValueError,
                "dictionary update sequence element #%zu has length %zu; 2 is required", n,
                len);
            goto fail;
        }
        if (PE_TICK(vm, 1) < 0) {
            pe_decref(vm, pair);
            goto fail;
        }
        pe_value k =
            pe_list_check(vm, pair) ? pe_list_item(pair, 0) : pe_tuple_item(pair, 0);
        pe_value v =
            pe_list_check(vm, pair) ? pe_list_item(pair, 1) : pe_tuple_item(pair, 1);
        int rc = pe_dict_set(vm, d, k, v);
        pe_decref(vm, pair);
        if (rc < 0) goto fail;
    }
    pe_decref(vm, it);
    return pe_err_occurred(vm) ? -1 : 0;
fail:
    pe_decref(vm, it);
    return -1;
}

int pe_dict_update(pe_vm *vm, pe_value d, pe_value other) {
    if (pe_dict_check(vm, other)) {
        if (other.u.o == d.u.o) return 0;
        pe_dict *o = pe_dict_obj(other);
        if (pe_dict_charge_holes(vm, o) < 0) return -1;
        /* key hashes are known: insert without rehashing; the source cannot change here
         * except through __eq__ of colliding keys, so re-check bounds each step */
        for (size_t i = 0; i < o->nentries; i++) {
            pe_dict_entry e = o->entries[i];
            if (pe_is_null(e.key)) continue;
            if (PE_TICK(vm, 1) < 0) return -1;
            pe_incref(e.key);
            pe_incref(e.value);
            int rc = pe_dict_insert(vm, pe_dict_obj(d), e.key, e.hash, e.value);
            pe_decref(vm, e.key);
            pe_decref(vm, e.value);
            if (rc < 0) return -1;
        }
        return 0;
    }
    pe_str *kname = pe_intern(vm, "keys", 4);
    if (!kname) {
        pe_err_nomem(vm);
        return -1;
    }
    pe_value keys = pe_object_lookup_attr(vm, other, kname);
    if (pe_is_null(keys)) {
        if (pe_err_occurred(vm)) return -1;
        return pe_dict_merge_seq2(vm, d, other);
    }
    /* a mapping: for k in other.keys(): d[k] = other[k] */
    pe_value ks = pe_op_call(vm, keys, NULL, 0, NULL);
    pe_decref(vm, keys);
    if (pe_is_null(ks)) return -1;
    pe_value it = pe_op_iter(vm, ks);
    pe_decref(vm, ks);
    if (pe_is_null(it)) return -1;
    for (;;) {
        pe_value k = pe_op_next(vm, it);
        if (pe_is_null(k)) break;
        pe_value v = PE_TICK(vm, 1) < 0 ? PE_NULL : pe_op_getitem(vm, other, k);
        int rc = pe_is_null(v) ? -1 : pe_dict_set(vm, d, k, v);
        pe_decref(vm, k);
        pe_decref(vm, v);
        if (rc < 0) {
            pe_decref(vm, it);
            return -1;
        }
    }
    pe_decref(vm, it);
    return pe_err_occurred(vm) ? -1 : 0;
}

/* ---- type slots ---------------------------------------------------------------------- */

static pe_value pe_dict_repr(pe_vm *vm, pe_value self) {
    pe_dict *d = pe_dict_obj(self);
    if (d->len == 0) return pe_str_value(vm, "{}", 2);
    if (pe_dict_charge_holes(vm, d) < 0) return PE_NULL;
    int rec = pe_op_repr_enter(vm, self.u.o);
    if (rec < 0) return PE_NULL;
    if (rec > 0) return pe_str_value(vm, "{...}", 5);
    pe_strbuf b;
    pe_strbuf_init(&b, vm);
    if (pe_strbuf_add(&b, "{", 1) < 0) goto fail;
    int first = 1;
    for (size_t i = 0; i < d->nentries; i++) {
        pe_dict_entry *e = &d->entries[i];
        if (pe_is_null(e->key)) continue;
        pe_value k = pe_incref(e->key), v = pe_incref(e->value);
        int rc = (first ? 0 : pe_strbuf_add(&b, ", ", 2));
        if (rc == 0) rc = pe_strbuf_add_repr(&b, k);
        if (rc == 0) rc = pe_strbuf_add(&b, ": ", 2);
        if (rc == 0) rc = pe_strbuf_add_repr(&b, v);
        pe_decref(vm, k);
        pe_decref(vm, v);
        if (rc < 0) goto fail;
        first = 0;
    }
    if (pe_strbuf_add(&b, "}", 1) < 0) goto fail;
    pe_op_repr_leave(vm, self.u.o);
    return pe_strbuf_finish(&b);
fail:
    pe_op_repr_leave(vm, self.u.o);
    pe_strbuf_free(&b);
    return PE_NULL;
}

/* Equal when the same keys map to equal values (order does not matter). */
static int pe_dict_equal(pe_vm *vm, pe_value a, pe_value b) {
    pe_dict *x = pe_dict_obj(a), *y = pe_dict_obj(b);
    if (x->len != y->len) return 0;
    if (pe_dict_charge_holes(vm, x) < 0) return -1;
    for (size_t i = 0; i < x->nentries; i++) {
        pe_dict_entry *e = &x->entries[i];
        if (pe_is_null(e->key)) continue;
        if (PE_TICK(vm, 1) < 0) return -1;
        pe_value k = pe_incref(e->key), v = pe_incref(e->value);
        pe_value w;
        int r = pe_dict_lookup(vm, b, k, &w);
        if (r > 0) {
            pe_incref(w);
            r = pe_op_eq(vm, v, w);
            pe_decref(vm, w);
        }
        pe_decref(vm, k);
        pe_decref(vm, v);
        if (r <= 0) return r;
    }
    return 1;
}

static pe_value pe_dict_richcmp(pe_vm *vm, pe_value a, pe_value b, pe_cmpop op) {
    if (!pe_dict_check(vm, a) || !pe_dict_check(vm, b) ||
        (op != PE_CMP_EQ && op != PE_CMP_NOT_EQ))
        return pe_incref(vm->notimpl);
    if (pe_seq_enter_recursive(vm, " in comparison") < 0) return PE_NULL;
    int eq = pe_dict_equal(vm, a, b);
    pe_seq_leave_recursive(vm);
    if (eq < 0) return PE_NULL;
    return pe_bool(op == PE_CMP_EQ ? eq : !eq);
}

static int64_t pe_dict_len_slot(pe_vm *vm, pe_value self) {
    return (int64_t)pe_dict_len(self);
}
static int pe_dict_truth(pe_vm *vm, pe_value self) {
    return pe_dict_len(self) != 0;
}

static pe_value pe_dict_getitem(pe_vm *vm, pe_value self, pe_value key) {
    pe_value v;
    int r = pe_dict_lookup(vm, self, key, &v);
    if (r < 0) return PE_NULL;
    if (r > 0) return pe_incref(v);
    if (self.u.o->type != vm->types[PE_TYPE_DICT]) {
        /* dict subclasses may define __missing__ */
        pe_str *name = pe_intern(vm, "__missing__", 11);
        pe_value m = name ? pe_type_lookup(vm, self.u.o->type, name) : PE_NULL;
        if (!pe_is_null(m)) {
            pe_value args[2] = {self, key};
            return pe_op_call(vm, m, args, 2, NULL);
        }
    }
    return pe_dict_key_error(vm, key);
}

static int pe_dict_setitem(pe_vm *vm, pe_value self, pe_value key, pe_value value) {
    if (pe_is_null(value)) return pe_dict_del(vm, self, key);
    return pe_dict_set(vm, self, key, value);
}

static int pe_dict_contains(pe_vm *vm, pe_value self, pe_value key) {
    pe_value v;
    return pe_dict_lookup(vm, self, key, &v);
}

static pe_value pe_dict_or(pe_vm *vm, pe_value a, pe_value b) {
    if (!pe_dict_check(vm, a) || !pe_dict_check(vm, b)) return pe_incref(vm->notimpl);
    pe_value r = pe_dict_copy(vm, a);
    if (pe_is_null(r)) return PE_NULL;
    if (pe_dict_update(vm, r, b) < 0) {
        pe_decref(vm, r);
        return PE_NULL;
    }
    return r;
}

static pe_value pe_dict_ior(pe_vm *vm, pe_value a, pe_value b) {
    if (!pe_dict_check(vm, a)) return pe_incref(vm->notimpl);
    if (pe_dict_update(vm, a, b) < 0) return PE_NULL;
    return pe_incref(a);
}

/* dict(mapping_or_iterable=(), **kwargs) */
/* As list: the exact dict type is built here; a subclass instance starts empty and is
 * filled by dict.__init__. */
static pe_value pe_dict_new_slot(pe_vm *vm, pe_type *type, const pe_value *args,
                                 size_t nargs, pe_obj *kwnames) {
    if (type != vm->types[PE_TYPE_DICT]) {
        size_t size = type->basicsize > sizeof(pe_dict) ? type->basicsize : sizeof(pe_dict);
        pe_obj *o = pe_obj_alloc(vm, type, size);
        return o ? pe_obj_value(o) : PE_NULL;
    }
    if (nargs > 1)
        return pe_err_format(vm, PE_EXC_TypeError,
                             "dict expected at most 1 argument, got %zu", nargs);
    pe_value d = pe_dict_new(vm);
    if (pe_is_null(d)) return PE_NULL;
    if (nargs == 1 && pe_dict_update(vm, d, args[0]) < 0) goto fail;
    size_t nkw = pe_args_nkw(kwnames);
    /* loop-bound: caller-charged: the keyword arguments of one call, each charged when
     * evaluated or unpacked */
    for (size_t i = 0; i < nkw; i++)
        if (pe_dict_set_str(vm, d, pe_args_kwname(kwnames, i), args[nargs + i]) < 0)
            goto fail;
    return d;
fail:
    pe_decref(vm, d);
    return PE_NULL;
}

/* ---- views and iterators ------------------------------------------------------------- */

typedef enum { PE_DV_KEYS, PE_DV_VALUES, PE_DV_ITEMS } pe_dv_kind;

typedef struct pe_dict_view {
    pe_obj base;
    pe_value dict; /* owned */
} pe_dict_view;

typedef struct pe_dict_iter {
    pe_obj base;
    pe_value dict; /* owned; PE_NULL once exhausted */
    size_t pos;    /* next entry index (forward) or one past it (reverse) */
    size_t used;   /* d->len when the iterator was made */
    size_t left;   /* items still to produce */
    uint8_t kind;  /* pe_dv_kind */
    uint8_t reverse;
} pe_dict_iter;
_Static_assert(offsetof(pe_dict_iter, dict) == offsetof(pe_ref_iter, ref),
               "pe_dict_iter must start like pe_ref_iter (builtins/iter.h)");

static pe_type *pe_dv_type(pe_vm *vm, pe_dv_kind k) {
    return vm->types[k == PE_DV_KEYS     ? PE_TYPE_DICT_KEYS
                     : k == PE_DV_VALUES ? PE_TYPE_DICT_VALUES
                                         : PE_TYPE_DICT_ITEMS];
}

static pe_value pe_dict_view_new(pe_vm *vm, pe_value d, pe_dv_kind k) {
    pe_dict_view *v = (pe_dict_view *)pe_obj_alloc(vm, pe_dv_type(vm, k), sizeof *v);
    if (!v) return PE_NULL;
    v->dict = pe_incref(d);
    return pe_obj_value(&v->base);
}

static void pe_dict_view_dealloc(pe_vm *vm, pe_obj *o) {
    pe_clear(vm, &((pe_dict_view *)o)->dict);
    pe_obj_free(vm, o, sizeof(pe_dict_view));
}

static void pe_dict_view_traverse(pe_vm *vm, pe_obj *o, pe_visit_fn visit, void *arg) {
    pe_dict_view *v = (pe_dict_view *)o;
    if (pe_is_obj(v->dict)) visit(vm, v->dict.u.o, arg);
}

static pe_value pe_dict_iter_make(pe_vm *vm, pe_value d, pe_dv_kind k, int reverse) {
    /* six types with one layout and the same slots, for CPython's type names */
    static const pe_type_kind kinds[2][3] = {
        {PE_TYPE_DICT_KEYITER, PE_TYPE_DICT_VALUEITER, PE_TYPE_DICT_ITEMITER},
        {PE_TYPE_DICT_REVKEYITER, PE_TYPE_DICT_REVVALUEITER, PE_TYPE_DICT_REVITEMITER}};
    pe_type *t = vm->types[kinds[reverse ? 1 : 0][k == PE_DV_KEYS     ? 0
                                                  : k == PE_DV_VALUES ? 1
                                                                      : 2]];
    pe_dict_iter *it = (pe_dict_iter *)pe_obj_alloc(vm, t, sizeof *it);
    if (!it) return PE_NULL;
    pe_dict *dd = pe_dict_obj(d);
    it->dict = pe_incref(d);
    it->kind = (uint8_t)k;
    it->reverse = (uint8_t)reverse;
    it->pos = reverse ? dd->nentries : 0;
    it->used = dd->len;
    it->left = dd->len;
    return pe_obj_value(&it->base);
}

static pe_value pe_dict_iter_next(pe_vm *vm, pe_value self) {
    pe_dict_iter *it = (pe_dict_iter *)self.u.o;
    if (pe_is_null(it->dict)) return PE_NULL;
    pe_dict *d = pe_dict_obj(it->dict);
    if (d->len != it->used) {
        it->used = (size_t)-1; /* stay broken, as CPython */
        pe_clear(vm, &it->dict);
        return pe_err_set(vm, PE_EXC_RuntimeError,
                          "dictionary changed size during iteration");
    }
    size_t i = it->pos;
    pe_dict_entry *e = NULL;
    if (it->reverse) {
        /* loop-bound: charged-after: the holes crossed are charged right after (one op
         * per 16) */
        while (i > 0 && i <= d->nentries && pe_is_null(d->entries[i - 1].key))
            i--;
    } else {
        /* loop-bound: charged-after: the holes crossed are charged right after (one op
         * per 16) */
        while (i < d->nentries && pe_is_null(d->entries[i].key))
            i++;
    }
    /* the holes deleted entries left are charged, one op per 16 crossed: a dict
     * emptied by `del` keeps its entries array (as in CPython), and next(iter(d)) in a
     * loop crossed all of them each time for one op */
    size_t holes = it->reverse ? it->pos - i : i - it->pos;
    if (holes >= 16) {
        it->pos = i;
        if (PE_TICK(vm, holes / 16) < 0) return PE_NULL;
    }
    if (it->reverse) {
        if (i > 0 && i <= d->nentries) e = &d->entries[--i];
    } else {
        if (i < d->nentries) e = &d->entries[i++];
    }
    if (!e) {
        pe_clear(vm, &it->dict);
        return PE_NULL;
    }
    if (it->left == 0) {
        pe_clear(vm, &it->dict);
        return pe_err_set(vm, PE_EXC_RuntimeError,
                          "dictionary keys changed during iteration");
    }
    it->pos = i;
    it->left--;
    switch ((pe_dv_kind)it->kind) {
    case PE_DV_KEYS: return pe_incref(e->key);
    case PE_DV_VALUES: return pe_incref(e->value);
    default: return pe_tuple_pack2(vm, e->key, e->value);
    }
}

static pe_value pe_dict_iter_m_length_hint(pe_vm *vm, const pe_value *args, size_t nargs,
                                           pe_obj *kw) {
    if (pe_args_noargs_of(vm, args[0], "__length_hint__", nargs - 1, kw) < 0)
        return PE_NULL;
    pe_dict_iter *it = (pe_dict_iter *)args[0].u.o;
    if (pe_is_null(it->dict) || pe_dict_len(it->dict) != it->used) return pe_int(0);
    return pe_int((int64_t)it->left);
}

static const pe_method_def pe_dict_iter_methods[] = {
    {"__length_hint__", pe_dict_iter_m_length_hint, 0},
    {NULL, NULL, 0},
};

static pe_value pe_dict_iter_slot(pe_vm *vm, pe_value self) {
    return pe_dict_iter_make(vm, self, PE_DV_KEYS, 0);
}

static pe_dv_kind pe_dict_view_kind(pe_vm *vm, pe_value v) {
    pe_type *t = v.u.o->type;
    return t == vm->types[PE_TYPE_DICT_KEYS]     ? PE_DV_KEYS
           : t == vm->types[PE_TYPE_DICT_VALUES] ? PE_DV_VALUES
                                                 : PE_DV_ITEMS;
}

static pe_value pe_dict_view_iter(pe_vm *vm, pe_value self) {
    return pe_dict_iter_make(vm, ((pe_dict_view *)self.u.o)->dict,
                             pe_dict_view_kind(vm, self), 0);
}

static int64_t pe_dict_view_len(pe_vm *vm, pe_value self) {
    return (int64_t)pe_dict_len(((pe_dict_view *)self.u.o)->dict);
}

static pe_value pe_dict_view_repr(pe_vm *vm, pe_value self) {
    pe_dv_kind k = pe_dict_view_kind(vm, self);
    static const char *const names[] = {"dict_keys(", "dict_values(", "dict_items("};
    int rec = pe_op_repr_enter(vm, self.u.o);
    if (rec < 0) return PE_NULL;
    if (rec > 0) return pe_str_value(vm, "...", 3);
    pe_value list = pe_list_from_iterable(vm, self);
    pe_value r = PE_NULL;
    if (!pe_is_null(list)) {
        pe_strbuf b;
        pe_strbuf_init(&b, vm);
        if (pe_strbuf_addc(&b, names[k]) == 0 && pe_strbuf_add_repr(&b, list) == 0 &&
            pe_strbuf_add(&b, ")", 1) == 0)
            r = pe_strbuf_finish(&b);
        else
            pe_strbuf_free(&b);
        pe_decref(vm, list);
    }
    pe_op_repr_leave(vm, self.u.o);
    return r;
}

static int pe_dict_view_contains(pe_vm *vm, pe_value self, pe_value item) {
    pe_value d = ((pe_dict_view *)self.u.o)->dict;
    pe_dv_kind k = pe_dict_view_kind(vm, self);
    if (k == PE_DV_KEYS) return pe_dict_contains(vm, d, item);
    if (k == PE_DV_ITEMS) {
        if (!pe_tuple_check(vm, item) || pe_tuple_len(item) != 2) return 0;
        pe_value v;
        int r = pe_dict_lookup(vm, d, pe_tuple_item(item, 0), &v);
        if (r <= 0) return r;
        pe_incref(v);
        r = pe_op_eq(vm, v, pe_tuple_item(item, 1));
        pe_decref(vm, v);
        return r;
    }
    /* values: linear search */
    pe_value it = pe_dict_iter_make(vm, d, PE_DV_VALUES, 0);
    if (pe_is_null(it)) return -1;
    int found = 0;
    for (;;) {
        pe_value v = pe_dict_iter_next(vm, it);
        if (pe_is_null(v)) {
            if (pe_err_occurred(vm)) found = -1;
            break;
        }
        found = PE_TICK(vm, 1) < 0 ? -1 : pe_op_eq(vm, v, item);
        pe_decref(vm, v);
        if (found != 0) break;
    }
    pe_decref(vm, it);
    return found;
}

/* ---- set operations of keys and items views (CPython's dictviews_*) ------------------ */

static int pe_dv_setlike(pe_vm *vm, pe_value v) {
    if (!pe_is_obj(v)) return 0;
    pe_type *t = v.u.o->type;
    return t == vm->types[PE_TYPE_DICT_KEYS] || t == vm->types[PE_TYPE_DICT_ITEMS];
}

/* set(self), built from the dict itself for a keys view of an exact dict
 * (dictviews_to_set): the set's dict path presizes the table, which shows in the
 * order. New reference or PE_NULL. */
static pe_value pe_dv_to_set(pe_vm *vm, pe_value self) {
    pe_value left = self;
    if (pe_is_obj(self) && self.u.o->type == vm->types[PE_TYPE_DICT_KEYS]) {
        pe_value d = ((pe_dict_view *)self.u.o)->dict;
        if (d.u.o->type == vm->types[PE_TYPE_DICT]) left = d;
    }
    return pe_set_from_iterable(vm, left, 0);
}

static pe_value pe_dv_or(pe_vm *vm, pe_value a, pe_value b) {
    pe_value r = pe_dv_to_set(vm, a);
    if (pe_is_null(r)) return PE_NULL;
    if (pe_set_update(vm, r, b) < 0) {
        pe_decref(vm, r);
        return PE_NULL;
    }
    return r;
}

static pe_value pe_dv_call_on_set(pe_vm *vm, pe_value a, pe_value b, const char *meth) {
    pe_value r = pe_dv_to_set(vm, a);
    if (pe_is_null(r)) return PE_NULL;
    pe_value t = pe_op_call_method(vm, r, meth, &b, 1);
    if (pe_is_null(t)) {
        pe_decref(vm, r);
        return PE_NULL;
    }
    pe_decref(vm, t);
    return r;
}

static pe_value pe_dv_sub(pe_vm *vm, pe_value a, pe_value b) {
    return pe_dv_call_on_set(vm, a, b, "difference_update");
}

static int pe_dv_contains_view(pe_vm *vm, pe_value view, pe_value item);

static pe_value pe_dv_and(pe_vm *vm, pe_value self, pe_value other) {
    if (!pe_dv_setlike(vm, self)) {
        pe_value t = self;
        self = other, other = t;
    }
    int64_t len_self = (int64_t)pe_dict_len(((pe_dict_view *)self.u.o)->dict);
    if (pe_is_obj(other) && other.u.o->type == vm->types[PE_TYPE_SET]) {
        int64_t lo = pe_op_len(vm, other);
        if (lo < 0) return PE_NULL;
        if (len_self <= lo) return pe_op_call_method(vm, other, "intersection", &self, 1);
    }
    if (pe_dv_setlike(vm, other) &&
        (int64_t)pe_dict_len(((pe_dict_view *)other.u.o)->dict) > len_self) {
        pe_value t = self;
        self = other, other = t;
    }
    pe_value result = pe_set_new(vm, 0);
    if (pe_is_null(result)) return PE_NULL;
    pe_value it = pe_op_iter(vm, other);
    if (pe_is_null(it)) goto fail;
    for (;;) {
        pe_value k = pe_op_next(vm, it);
        if (pe_is_null(k)) break;
        int rc = pe_dv_contains_view(vm, self, k);
        if (rc > 0) rc = pe_set_add(vm, result, k);
        pe_decref(vm, k);
        if (rc < 0 || PE_TICK(vm, 1) < 0) {
            pe_decref(vm, it);
            goto fail;
        }
    }
    pe_decref(vm, it);
    if (pe_err_occurred(vm)) goto fail;
    return result;
fail:
    pe_decref(vm, result);
    return PE_NULL;
}

/* items() ^ items(): CPython's dictitems_xor (pairs of other first, then self's rest). */
static pe_value pe_dv_items_xor(pe_vm *vm, pe_value self, pe_value other) {
    pe_value d2 = ((pe_dict_view *)other.u.o)->dict;
    pe_value tmp = pe_dict_copy(vm, ((pe_dict_view *)self.u.o)->dict);
    pe_value result = PE_NULL, rest = PE_NULL;
    if (pe_is_null(tmp)) return PE_NULL;
    result = pe_set_new(vm, 0);
    if (pe_is_null(result) || pe_dict_charge_holes(vm, pe_dict_obj(d2)) < 0) goto fail;
    for (size_t i = 0; i < pe_dict_obj(d2)->nentries; i++) {
        pe_dict_entry *e = &pe_dict_obj(d2)->entries[i];
        if (pe_is_null(e->key)) continue;
        pe_value key = pe_incref(e->key), val2 = pe_incref(e->value), val1;
        int found = pe_dict_lookup(vm, tmp, key, &val1), del = 0, rc = 0;
        if (found > 0) {
            pe_incref(val1);
            del = pe_op_eq(vm, val1, val2);
            pe_decref(vm, val1);
        }
        if (found < 0 || del < 0) rc = -1;
        if (rc == 0 && !del) {
            pe_value pair = pe_tuple_pack2(vm, key, val2);
            rc = pe_is_null(pair) ? -1 : pe_set_add(vm, result, pair);
            pe_decref(vm, pair);
        }
        if (rc == 0 && del) rc = pe_dict_del(vm, tmp, key);
        pe_decref(vm, key);
        pe_decref(vm, val2);
        if (rc < 0 || PE_TICK(vm, 1) < 0) goto fail;
    }
    rest = pe_dict_view_new(vm, tmp, PE_DV_ITEMS);
    if (pe_is_null(rest) || pe_set_update(vm, result, rest) < 0) goto fail;
    pe_decref(vm, rest);
    pe_decref(vm, tmp);
    return result;
fail:
    pe_decref(vm, rest);
    pe_decref(vm, tmp);
    pe_decref(vm, result);
    return PE_NULL;
}

static pe_value pe_dv_xor(pe_vm *vm, pe_value a, pe_value b) {
    if (pe_is_obj(a) && pe_is_obj(b) && a.u.o->type == vm->types[PE_TYPE_DICT_ITEMS] &&
        b.u.o->type == vm->types[PE_TYPE_DICT_ITEMS])
        return pe_dv_items_xor(vm, a, b);
    return pe_dv_call_on_set(vm, a, b, "symmetric_difference_update");
}

/* Every item of a is in b (all_contained_in). 1, 0, -1. */
static int pe_dv_all_in(pe_vm *vm, pe_value a, pe_value b) {
    pe_value it = pe_op_iter(vm, a);
    if (pe_is_null(it)) return -1;
    int r = 1;
    for (;;) {
        pe_value k = pe_op_next(vm, it);
        if (pe_is_null(k)) {
            if (pe_err_occurred(vm)) r = -1;
            break;
        }
        int c = PE_TICK(vm, 1) < 0 ? -1 : pe_op_contains(vm, b, k);
        pe_decref(vm, k);
        if (c <= 0) {
            r = c;
            break;
        }
    }
    pe_decref(vm, it);
    return r;
}

static pe_value pe_dv_richcmp(pe_vm *vm, pe_value self, pe_value other, pe_cmpop op) {
    if (!pe_dv_setlike(vm, self) ||
        (!pe_anyset_check(vm, other) && !pe_dv_setlike(vm, other)))
        return pe_incref(vm->notimpl);
    int64_t n = pe_op_len(vm, self), m;
    if (n < 0 || (m = pe_op_len(vm, other)) < 0) return PE_NULL;
    int r = 0;
    switch (op) {
    case PE_CMP_EQ:
    case PE_CMP_NOT_EQ:
        r = n == m ? pe_dv_all_in(vm, self, other) : 0;
        if (r >= 0 && op == PE_CMP_NOT_EQ) r = !r;
        break;
    case PE_CMP_LT: r = n < m ? pe_dv_all_in(vm, self, other) : 0; break;
    case PE_CMP_LT_E: r = n <= m ? pe_dv_all_in(vm, self, other) : 0; break;
    case PE_CMP_GT: r = n > m ? pe_dv_all_in(vm, other, self) : 0; break;
    case PE_CMP_GT_E: r = n >= m ? pe_dv_all_in(vm, other, self) : 0; break;
    default: return pe_incref(vm->notimpl);
    }
    return r < 0 ? PE_NULL : pe_bool(r);
}

static pe_value pe_dv_m_isdisjoint(pe_vm *vm, const pe_value *args, size_t nargs,
                                   pe_obj *kw) {
    if (pe_args_one(vm, "isdisjoint", nargs - 1, kw) < 0) return PE_NULL;
    pe_value self = args[0], other = args[1];
    if (pe_is(self, other))
        return pe_bool(pe_dict_len(((pe_dict_view *)self.u.o)->dict) == 0);
    /* iterate the smaller when other is sized and set-like */
    pe_value a = self, b = other;
    if ((pe_anyset_check(vm, other) || pe_dv_setlike(vm, other))) {
        int64_t n = pe_op_len(vm, self), m = pe_op_len(vm, other);
        if (n < 0 || m < 0) return PE_NULL;
        if (m > n) a = other, b = self;
    }
    /* iterate b, look up in a */
    pe_value it = pe_op_iter(vm, b);
    if (pe_is_null(it)) return PE_NULL;
    for (;;) {
        pe_value k = pe_op_next(vm, it);
        if (pe_is_null(k)) break;
        int c = PE_TICK(vm, 1) < 0 ? -1 : pe_op_contains(vm, a, k);
        pe_decref(vm, k);
        if (c != 0) {
            pe_decref(vm, it);
            return c < 0 ? PE_NULL : PE_FALSE;
        }
    }
    pe_decref(vm, it);
    if (pe_err_occurred(vm)) return PE_NULL;
    return PE_TRUE;
}

/* view.mapping: a read-only proxy in CPython; here the dict itself (documented gap). */
static pe_value pe_dv_getattr(pe_vm *vm, pe_value self, pe_str *name) {
    if (name->size == 7 && memcmp(name->data, "mapping", 7) == 0)
        return pe_err_set(vm, PE_EXC_NotImplementedError,
                          "dict view .mapping (a mappingproxy) is not supported");
    return pe_object_generic_getattr(vm, self, name);
}

static pe_value pe_dict_view_m_reversed(pe_vm *vm, const pe_value *args, size_t nargs,
                                        pe_obj *kw) {
    if (pe_args_noargs_of(vm, args[0], "__reversed__", nargs - 1, kw) < 0) return PE_NULL;
    return pe_dict_iter_make(vm, ((pe_dict_view *)args[0].u.o)->dict,
                             pe_dict_view_kind(vm, args[0]), 1);
}

static const pe_method_def pe_dict_view_methods[] = {
    {"__reversed__", pe_dict_view_m_reversed, 0},
    {NULL, NULL, 0},
};

static const pe_method_def pe_dict_setview_methods[] = {
    {"isdisjoint", pe_dv_m_isdisjoint, 0},
    {NULL, NULL, 0},
};

static int pe_dv_contains_view(pe_vm *vm, pe_value view, pe_value item) {
    return pe_dict_view_contains(vm, view, item);
}

/* ---- methods ------------------------------------------------------------------------- */

static pe_value pe_dict_m_keys(pe_vm *vm, const pe_value *args, size_t nargs, pe_obj *kw) {
    if (pe_args_noargs(vm, "dict.keys", nargs - 1, kw) < 0) return PE_NULL;
    return pe_dict_view_new(vm, args[0], PE_DV_KEYS);
}
static pe_value pe_dict_m_values(pe_vm *vm, const pe_value *args, size_t nargs,
                                 pe_obj *kw) {
    if (pe_args_noargs(vm, "dict.values", nargs - 1, kw) < 0) return PE_NULL;
    return pe_dict_view_new(vm, args[0], PE_DV_VALUES);
}
static pe_value pe_dict_m_items(pe_vm *vm, const pe_value *args, size_t nargs, pe_obj *kw) {
    if (pe_args_noargs(vm, "dict.items", nargs - 1, kw) < 0) return PE_NULL;
    return pe_dict_view_new(vm, args[0], PE_DV_ITEMS);
}

static pe_value pe_dict_m_get(pe_vm *vm, const pe_value *args, size_t nargs, pe_obj *kw) {
    if (pe_args_range(vm, "get", nargs - 1, kw, 1, 2) < 0) return PE_NULL;
    pe_value v;
    int r = pe_dict_lookup(vm, args[0], args[1], &v);
    if (r < 0) return PE_NULL;
    if (r > 0) return pe_incref(v);
    return nargs > 2 ? pe_incref(args[2]) : PE_NONE;
}

static pe_value pe_dict_m_setdefault(pe_vm *vm, const pe_value *args, size_t nargs,
                                     pe_obj *kw) {
    if (pe_args_range(vm, "setdefault", nargs - 1, kw, 1, 2) < 0) return PE_NULL;
    pe_value dflt = nargs > 2 ? args[2] : PE_NONE;
    int64_t h;
    if (pe_dict_hash(vm, args[1], &h) < 0) return PE_NULL;
    pe_dict *d = pe_dict_obj(args[0]);
    size_t ix, slot;
    int r = pe_dict_find(vm, d, args[1], h, &ix, &slot);
    if (r < 0) return PE_NULL;
    if (r > 0) return pe_incref(d->entries[ix].value);
    if (pe_dict_insert(vm, d, args[1], h, dflt) < 0) return PE_NULL;
    return pe_incref(dflt);
}

static pe_value pe_dict_m_pop(pe_vm *vm, const pe_value *args, size_t nargs, pe_obj *kw) {
    if (pe_args_range(vm, "pop", nargs - 1, kw, 1, 2) < 0) return PE_NULL;
    pe_value v;
    int r = pe_dict_pop(vm, args[0], args[1], &v);
    if (r < 0) return PE_NULL;
    if (r > 0) return v;
    if (nargs > 2) return pe_incref(args[2]);
    return pe_dict_key_error(vm, args[1]);
}

/* LIFO: the last live entry goes; later insertions reuse its entry slot. */
static pe_value pe_dict_m_popitem(pe_vm *vm, const pe_value *args, size_t nargs,
                                  pe_obj *kw) {
    if (pe_args_noargs(vm, "dict.popitem", nargs - 1, kw) < 0) return PE_NULL;
    pe_dict *d = pe_dict_obj(args[0]);
    if (d->len == 0) {
        pe_value msg = pe_str_from_cstr(vm, "popitem(): dictionary is empty");
        if (pe_is_null(msg)) return PE_NULL;
        pe_dict_key_error(vm, msg);
        pe_decref(vm, msg);
        return PE_NULL;
    }
    size_t ix = d->nentries;
    /* loop-bound: per-object (the trailing holes crossed here are cut off below, so each
     * deleted entry is crossed once) */
    while (ix > 0 && pe_is_null(d->entries[ix - 1].key))
        ix--;
    ix--;
    pe_value result = pe_tuple_new(vm, 2);
    if (pe_is_null(result)) return PE_NULL;
    /* find the index slot that points at entry ix: its chain, charged as in
     * pe_dict_find */
    size_t mask = ((size_t)1 << d->log2_size) - 1;
    uint64_t perturb = (uint64_t)d->entries[ix].hash;
    size_t i = (size_t)d->entries[ix].hash & mask;
    unsigned probes = 0;
    while (d->indices[i] != (int32_t)ix) {
        if ((++probes & 7) == 0 && PE_TICK(vm, 1) < 0) {
            pe_decref(vm, result);
            return PE_NULL;
        }
        perturb >>= PE_PERTURB_SHIFT;
        i = (i * 5 + (size_t)perturb + 1) & mask;
    }
    pe_value k, v;
    type_dict_changed(vm, d);
    pe_dict_unlink(d, ix, i, &k, &v);
    /* The entry slots from ix on are free again, but their index slots stay DUMMY: give
     * up as much capacity (CPython's dk_usable), so live + dummy slots stay below the
     * table size and probing always meets an EMPTY slot. Without it, alternating
     * d[k] = v and d.popitem() filled the table with dummies and probing never ended. */
    d->entries_cap -= d->nentries - ix;
    d->nentries = ix;
    pe_tuple_set_item(result, 0, k);
    pe_tuple_set_item(result, 1, v);
    return result;
}

static pe_value pe_dict_m_update(pe_vm *vm, const pe_value *args, size_t nargs,
                                 pe_obj *kwnames) {
    if (nargs > 2)
        return pe_err_format(vm, PE_EXC_TypeError,
                             "update expected at most 1 argument, got %zu", nargs - 1);
    if (nargs == 2 && pe_dict_update(vm, args[0], args[1]) < 0) return PE_NULL;
    size_t nkw = pe_args_nkw(kwnames);
    /* loop-bound: caller-charged: the keyword arguments of one call, each charged when
     * evaluated or unpacked */
    for (size_t i = 0; i < nkw; i++)
        if (pe_dict_set_str(vm, args[0], pe_args_kwname(kwnames, i), args[nargs + i]) < 0)
            return PE_NULL;
    return PE_NONE;
}

/* dict.__init__(self, mapping_or_iterable=(), **kwargs): an update. */
static pe_value pe_dict_m_init(pe_vm *vm, const pe_value *args, size_t nargs,
                               pe_obj *kwnames) {
    if (nargs > 2)
        return pe_err_format(vm, PE_EXC_TypeError,
                             "dict expected at most 1 argument, got %zu", nargs - 1);
    return pe_dict_m_update(vm, args, nargs, kwnames);
}

static pe_value pe_dict_m_copy(pe_vm *vm, const pe_value *args, size_t nargs, pe_obj *kw) {
    if (pe_args_noargs(vm, "dict.copy", nargs - 1, kw) < 0) return PE_NULL;
    return pe_dict_copy(vm, args[0]);
}

static pe_value pe_dict_m_clear(pe_vm *vm, const pe_value *args, size_t nargs, pe_obj *kw) {
    if (pe_args_noargs(vm, "dict.clear", nargs - 1, kw) < 0) return PE_NULL;
    pe_dict_clear(vm, args[0]);
    return PE_NONE;
}

static pe_value pe_dict_m_contains(pe_vm *vm, const pe_value *args, size_t nargs,
                                   pe_obj *kw) {
    if (pe_args_one(vm, "dict.__contains__", nargs - 1, kw) < 0) return PE_NULL;
    int r = pe_dict_contains(vm, args[0], args[1]);
    return r < 0 ? PE_NULL : pe_bool(r);
}

static pe_value pe_dict_m_getitem(pe_vm *vm, const pe_value *args, size_t nargs,
                                  pe_obj *kw) {
    if (pe_args_one(vm, "dict.__getitem__", nargs - 1, kw) < 0) return PE_NULL;
    return pe_dict_getitem(vm, args[0], args[1]);
}

static pe_value pe_dict_m_reversed(pe_vm *vm, const pe_value *args, size_t nargs,
                                   pe_obj *kw) {
    if (pe_args_noargs(vm, "dict.__reversed__", nargs - 1, kw) < 0) return PE_NULL;
    return pe_dict_iter_make(vm, args[0], PE_DV_KEYS, 1);
}

/* dict.fromkeys(iterable, value=None): a classmethod (args[0] is the class) */
static pe_value pe_dict_m_fromkeys(pe_vm *vm, const pe_value *args, size_t nargs,
                                   pe_obj *kw) {
    if (pe_args_range(vm, "fromkeys", nargs - 1, kw, 1, 2) < 0) return PE_NULL;
    pe_value value = nargs > 2 ? args[2] : PE_NONE;
    pe_value d = pe_op_call(vm, args[0], NULL, 0, NULL);
    if (pe_is_null(d)) return PE_NULL;
    pe_value it = pe_op_iter(vm, args[1]);
    if (pe_is_null(it)) goto fail;
    for (;;) {
        pe_value k = pe_op_next(vm, it);
        if (pe_is_null(k)) break;
        int rc = PE_TICK(vm, 1) < 0     ? -1
                 : pe_dict_check(vm, d) ? pe_dict_set(vm, d, k, value)
                                        : pe_op_setitem(vm, d, k, value);
        pe_decref(vm, k);
        if (rc < 0) {
            pe_decref(vm, it);
            goto fail;
        }
    }
    pe_decref(vm, it);
    if (pe_err_occurred(vm)) goto fail;
    return d;
fail:
    pe_decref(vm, d);
    return PE_NULL;
}

/* The other dunders (__setitem__, __len__, __iter__, ...) are slot wrappers
 * (builtins/slotwrap.c). */

const pe_method_def pe_dict_methods[] = {
    {"keys", pe_dict_m_keys, 0},
    {"values", pe_dict_m_values, 0},
    {"items", pe_dict_m_items, 0},
    {"get", pe_dict_m_get, 0},
    {"setdefault", pe_dict_m_setdefault, 0},
    {"pop", pe_dict_m_pop, 0},
    {"popitem", pe_dict_m_popitem, 0},
    {"update", pe_dict_m_update, 0},
    {"copy", pe_dict_m_copy, 0},
    {"clear", pe_dict_m_clear, 0},
    {"fromkeys", pe_dict_m_fromkeys, PE_METH_CLASS},
    {"__contains__", pe_dict_m_contains, 0},
    {"__getitem__", pe_dict_m_getitem, 0},
    {"__reversed__", pe_dict_m_reversed, 0},
    {"__init__", pe_dict_m_init, 0},
    {NULL, NULL, 0},
};

int pe_dict_init(pe_vm *vm) {
    pe_type *t = vm->types[PE_TYPE_DICT];
    t->tflags |= PE_TPF_GC | PE_TPF_BASETYPE | PE_TPF_DICT_SUBCLASS;
    t->basicsize = sizeof(pe_dict);
    t->dealloc = pe_dict_dealloc;
    t->traverse = pe_dict_traverse;
    t->clear = pe_dict_gc_clear;
    t->repr = pe_dict_repr;
    t->richcmp = pe_dict_richcmp;
    t->truth = pe_dict_truth;
    t->len = pe_dict_len_slot;
    t->getitem = pe_dict_getitem;
    t->setitem = pe_dict_setitem;
    t->contains = pe_dict_contains;
    t->iter = pe_dict_iter_slot;
    t->binop[PE_OP_BITOR] = pe_dict_or;
    t->ibinop[PE_OP_BITOR] = pe_dict_ior;
    t->new_ = pe_dict_new_slot;
    if (!t->getattr) t->getattr = pe_object_generic_getattr;
    pe_type_kind views[3] = {PE_TYPE_DICT_KEYS, PE_TYPE_DICT_VALUES, PE_TYPE_DICT_ITEMS};
    /* loop-bound: setup */
    for (int i = 0; i < 3; i++) {
        pe_type *v = vm->types[views[i]];
        v->tflags |= PE_TPF_GC;
        v->dealloc = pe_dict_view_dealloc;
        v->traverse = pe_dict_view_traverse;
        v->repr = pe_dict_view_repr;
        v->len = pe_dict_view_len;
        v->iter = pe_dict_view_iter;
        v->contains = pe_dict_view_contains;
        v->getattr = pe_dv_getattr;
        if (pe_type_add_methods(vm, v, pe_dict_view_methods) < 0) return -1;
        if (views[i] == PE_TYPE_DICT_VALUES) continue;
        v->richcmp = pe_dv_richcmp;
        v->binop[PE_OP_BITOR] = pe_dv_or;
        v->binop[PE_OP_BITAND] = pe_dv_and;
        v->binop[PE_OP_SUB] = pe_dv_sub;
        v->binop[PE_OP_BITXOR] = pe_dv_xor;
        if (pe_type_add_methods(vm, v, pe_dict_setview_methods) < 0) return -1;
    }
    static const pe_type_kind iters[] = {
        PE_TYPE_DICT_KEYITER,    PE_TYPE_DICT_VALUEITER,    PE_TYPE_DICT_ITEMITER,
        PE_TYPE_DICT_REVKEYITER, PE_TYPE_DICT_REVVALUEITER, PE_TYPE_DICT_REVITEMITER};
    /* loop-bound: setup */
    for (size_t i = 0; i < sizeof iters / sizeof iters[0]; i++) {
        pe_type *it = vm->types[iters[i]];
        it->tflags |= PE_TPF_GC;
        it->basicsize = sizeof(pe_dict_iter);
        it->dealloc = pe_ref_iter_dealloc;
        it->traverse = pe_ref_iter_traverse;
        it->clear = pe_ref_iter_clear;
        it->iter = pe_ref_iter_self;
        it->iternext = pe_dict_iter_next;
        if (!it->getattr) it->getattr = pe_object_generic_getattr;
        if (pe_type_add_methods(vm, it, pe_dict_iter_methods) < 0) return -1;
    }
    return pe_type_add_methods(vm, t, pe_dict_methods);
}
