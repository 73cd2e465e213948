/*
 * set.c - set, frozenset and their iterator (see set.h for the table's invariants).
 *
 * The algorithms follow CPython's setobject.c step for step where the result is
 * observable: insertion and resizing decide iteration order, and the set operations
 * choose which operand to iterate (and so the result's order) the way CPython does.
 */
#include "set.h"
#include "iter.h"

#include <stddef.h>
#include <string.h>

#include "../eval/args.h"
#include "../eval/exc.h"
#include "../eval/ops.h"
#include "../eval/vm.h"
#include "dict.h"
#include "list.h"
#include "slice.h"
#include "str.h"
#include "subclass.h"
#include "tuple.h"
#include "type.h"

#define PE_SET_MINSIZE       8
#define PE_SET_LINEAR_PROBES 9
#define PE_SET_PERTURB_SHIFT 5

static int pe_set_is_dummy(const pe_set_entry *e) {
    return e->key.tag == PE_T_NULL && e->hash == -1;
}
static int pe_set_is_active(const pe_set_entry *e) {
    return e->key.tag != PE_T_NULL;
}

/* An instance of a user subclass is a wrapper holding a set (subclass.h), not a
 * pe_set: C code sees the set only once it is unwrapped. */
int pe_set_check(pe_vm *vm, pe_value v) {
    return v.tag == PE_T_OBJ && !pe_subclass_is_wrapper(v) &&
           pe_type_is_subtype(v.u.o->type, vm->types[PE_TYPE_SET]);
}
int pe_frozenset_check(pe_vm *vm, pe_value v) {
    return v.tag == PE_T_OBJ && !pe_subclass_is_wrapper(v) &&
           pe_type_is_subtype(v.u.o->type, vm->types[PE_TYPE_FROZENSET]);
}
int pe_anyset_check(pe_vm *vm, pe_value v) {
    return pe_set_check(vm, v) || pe_frozenset_check(vm, v);
}

static pe_set *pe_set_obj(pe_value v) {
    return (pe_set *)v.u.o;
}

static pe_set_entry *pe_set_table_alloc(pe_vm *vm, size_t slots) {
    size_t bytes;
    if (pe_size_mul(slots, sizeof(pe_set_entry), &bytes)) return NULL;
    pe_set_entry *t = pe_mem_alloc(&vm->mem, bytes);
    if (t) memset(t, 0, bytes); /* key PE_NULL (tag 0), hash 0: empty */
    return t;
}
static void pe_set_table_free(pe_vm *vm, pe_set_entry *t, size_t mask) {
    if (t) pe_mem_free(&vm->mem, t, (mask + 1) * sizeof(pe_set_entry));
}

static pe_value pe_set_new_type(pe_vm *vm, pe_type *type) {
    pe_set *s = (pe_set *)pe_obj_alloc(vm, type, sizeof(pe_set));
    if (!s) return PE_NULL;
    s->hash = -1;
    s->mask = PE_SET_MINSIZE - 1;
    s->table = pe_set_table_alloc(vm, PE_SET_MINSIZE);
    if (!s->table) {
        s->mask = 0;
        pe_obj_decref(vm, &s->base);
        return pe_err_nomem(vm);
    }
    return pe_obj_value(&s->base);
}

pe_value pe_set_new(pe_vm *vm, int frozen) {
    return pe_set_new_type(vm, vm->types[frozen ? PE_TYPE_FROZENSET : PE_TYPE_SET]);
}

/* The same kind (set or frozenset) as v, for results of operations on v. */
static pe_value pe_set_new_like(pe_vm *vm, pe_value v) {
    return pe_set_new(vm, pe_frozenset_check(vm, v));
}

static void pe_set_dealloc(pe_vm *vm, pe_obj *o) {
    pe_set *s = (pe_set *)o;
    pe_set_entry *t = s->table;
    size_t mask = s->mask;
    s->table = NULL;
    if (t) {
        /* loop-bound: per-object: pe_set_dealloc runs once per object */
        for (size_t i = 0; i <= mask; i++)
            if (pe_set_is_active(&t[i])) pe_seq_release(vm, &t[i].key, 1);
        pe_set_table_free(vm, t, mask);
    }
    pe_obj_free(vm, o, sizeof(pe_set));
}

static void pe_set_traverse(pe_vm *vm, pe_obj *o, pe_visit_fn visit, void *arg) {
    pe_set *s = (pe_set *)o;
    if (!s->table) return;
    /* loop-bound: per-object: pe_set_traverse runs once per object */
    for (size_t i = 0; i <= s->mask; i++)
        if (s->table[i].key.tag == PE_T_OBJ) visit(vm, s->table[i].key.u.o, arg);
}

/* Empties the set with a fresh minimal table, then releases the old keys (their
 * decrefs may run code that sees a consistent empty set). */
static void pe_set_clear_internal(pe_vm *vm, pe_set *s) {
    pe_set_entry *fresh = pe_set_table_alloc(vm, PE_SET_MINSIZE);
    pe_set_entry *t = s->table;
    size_t mask = s->mask;
    if (fresh) {
        s->table = fresh;
        s->mask = PE_SET_MINSIZE - 1;
    } else {
        /* no memory for a fresh table: empty the old one in place */
        s->table = NULL;
    }
    s->fill = s->used = 0;
    s->finger = 0;
    if (!t) return;
    /* loop-bound: per-object: clearing a set releases its table once */
    for (size_t i = 0; i <= mask; i++) {
        if (pe_set_is_active(&t[i])) {
            pe_value k = t[i].key;
            t[i].key = PE_NULL;
            pe_decref(vm, k);
        }
        t[i].hash = 0;
    }
    if (fresh)
        pe_set_table_free(vm, t, mask);
    else
        s->table = t;
}

static void pe_set_gc_clear(pe_vm *vm, pe_obj *o) {
    pe_set_clear_internal(vm, (pe_set *)o);
}

/* ---- table primitives --------------------------------------------------------------- */

/* Inserts into a table known to hold no equal key and no dummies (CPython's
 * set_insert_clean). Steals nothing: the caller moves the reference. */
static void pe_set_insert_clean(pe_set_entry *table, size_t mask, pe_value key,
                                int64_t hash) {
    uint64_t perturb = (uint64_t)hash;
    size_t i = (size_t)hash & mask;
    pe_set_entry *e;
    /* loop-bound: probe */
    for (;;) {
        e = &table[i];
        if (e->key.tag == PE_T_NULL) goto found;
        if (i + PE_SET_LINEAR_PROBES <= mask) {
            /* loop-bound: const: PE_SET_LINEAR_PROBES */
            for (int j = 0; j < PE_SET_LINEAR_PROBES; j++) {
                e++;
                if (e->key.tag == PE_T_NULL) goto found;
            }
        }
        perturb >>= PE_SET_PERTURB_SHIFT;
        i = (i * 5 + 1 + (size_t)perturb) & mask;
    }
found:
    e->key = key;
    e->hash = hash;
}

static int pe_set_resize(pe_vm *vm, pe_set *s, size_t minused) {
    size_t newsize = PE_SET_MINSIZE;
    /* loop-bound: const: at most 64 doublings */
    while (newsize <= minused) {
        if (newsize > ((size_t)1 << 40)) return pe_err_nomem(vm), -1;
        newsize <<= 1;
    }
    if (pe_mem_would_exceed(&vm->mem, newsize * sizeof(pe_set_entry)))
        return pe_err_nomem(vm), -1;
    pe_set_entry *nt = pe_set_table_alloc(vm, newsize);
    if (!nt) return pe_err_nomem(vm), -1;
    pe_set_entry *old = s->table;
    size_t oldmask = s->mask;
    if (s->used > 256 && PE_TICK(vm, s->used / 16) < 0) {
        pe_set_table_free(vm, nt, newsize - 1);
        return -1;
    }
    /* loop-bound: charged-before: the charge above in pe_set_resize covers this trip
     * count */
    for (size_t i = 0; old && i <= oldmask; i++)
        if (pe_set_is_active(&old[i]))
            pe_set_insert_clean(nt, newsize - 1, old[i].key, old[i].hash);
    s->table = nt;
    s->mask = newsize - 1;
    s->fill = s->used;
    pe_set_table_free(vm, old, oldmask);
    return 0;
}

/* Compares key with the active entry e of s (same hash). 1 equal, 0 not, -1 error, 2
 * when the table changed during __eq__ (the caller restarts). */
static int pe_set_cmp_entry(pe_vm *vm, pe_set *s, pe_set_entry *e, pe_value key) {
    pe_value start = e->key;
    if (pe_is(start, key)) return 1;
    if (start.tag == PE_T_OBJ && key.tag == PE_T_OBJ && pe_str_check(vm, start) &&
        pe_str_check(vm, key) && start.u.o->type == key.u.o->type &&
        start.u.o->type == vm->types[PE_TYPE_STR])
        return pe_str_eq_ticked(vm, pe_str_obj(start), pe_str_obj(key));
    /* keys with one full hash (i * (2**61 - 1), a constant __hash__) make every lookup
     * walk all of them: each comparison is charged */
    if (PE_TICK(vm, 1) < 0) return -1;
    pe_set_entry *table = s->table;
    pe_incref(start);
    int cmp = pe_op_eq(vm, start, key);
    pe_decref(vm, start);
    if (cmp < 0) return -1;
    if (table != s->table || !pe_is(e->key, start)) return 2;
    return cmp;
}

/* CPython's set_add_entry: steals nothing (increfs key when inserted). 0 or -1. */
static int pe_set_add_entry(pe_vm *vm, pe_set *s, pe_value key, int64_t hash) {
restart:;
    size_t mask = s->mask;
    size_t i = (size_t)hash & mask;
    uint64_t perturb = (uint64_t)hash;
    pe_set_entry *freeslot = NULL;
    pe_set_entry *e;
    for (;;) {
        e = &s->table[i];
        size_t probes = (i + PE_SET_LINEAR_PROBES <= mask) ? PE_SET_LINEAR_PROBES : 0;
        do {
            if (e->hash == 0 && e->key.tag == PE_T_NULL) goto found_unused_or_dummy;
            if (e->hash == hash && pe_set_is_active(e)) {
                int c = pe_set_cmp_entry(vm, s, e, key);
                if (c < 0) return -1;
                if (c == 2) goto restart;
                if (c == 1) return 0; /* already present */
                mask = s->mask;
            } else if (pe_set_is_dummy(e)) {
                freeslot = e; /* the last dummy seen wins, as in CPython 3.11 */
            }
            e++;
        } while (probes--);
        perturb >>= PE_SET_PERTURB_SHIFT;
        i = (i * 5 + 1 + (size_t)perturb) & mask;
    }
found_unused_or_dummy:
    if (freeslot) {
        s->used++;
        freeslot->key = pe_incref(key);
        freeslot->hash = hash;
        return 0;
    }
    s->fill++;
    s->used++;
    e->key = pe_incref(key);
    e->hash = hash;
    if (s->fill * 5 < mask * 3) return 0;
    return pe_set_resize(vm, s, s->used > 50000 ? s->used * 2 : s->used * 4);
}

/* Finds key: the active entry, NULL when absent (no exception), or NULL with *err = 1. */
static pe_set_entry *pe_set_lookup(pe_vm *vm, pe_set *s, pe_value key, int64_t hash,
                                   int *err) {
    *err = 0;
restart:;
    size_t mask = s->mask;
    size_t i = (size_t)hash & mask;
    uint64_t perturb = (uint64_t)hash;
    unsigned rounds = 0;
    for (;;) {
        pe_set_entry *e = &s->table[i];
        size_t probes = (i + PE_SET_LINEAR_PROBES <= mask) ? PE_SET_LINEAR_PROBES : 0;
        /* one op per 4 rounds of probes: a chain of dummies is not bounded by the
         * table's load (pe_dict_find says how one grows) */
        if (__builtin_expect((++rounds & 3) == 0, 0) && PE_TICK(vm, 1) < 0) {
            *err = 1;
            return NULL;
        }
        do {
            if (e->hash == 0 && e->key.tag == PE_T_NULL) return NULL;
            if (e->hash == hash && pe_set_is_active(e)) {
                int c = pe_set_cmp_entry(vm, s, e, key);
                if (c < 0) {
                    *err = 1;
                    return NULL;
                }
                if (c == 2) goto restart;
                if (c == 1) return e;
                mask = s->mask;
            }
            e++;
        } while (probes--);
        perturb >>= PE_SET_PERTURB_SHIFT;
        i = (i * 5 + 1 + (size_t)perturb) & mask;
    }
}

/* Hashes key; a set key that is unhashable is hashed as a frozenset (CPython's
 * set_contains_key / set_discard_key fallback): *tmp then owns that frozenset, which
 * the caller uses in place of key and releases. 0 or -1. */
static int pe_set_hash_key(pe_vm *vm, pe_value *key, int64_t *hash, pe_value *tmp) {
    *tmp = PE_NULL;
    if (pe_op_hash(vm, *key, hash) == 0) return 0;
    if (!pe_set_check(vm, *key) || !pe_err_matches(vm, PE_EXC_TypeError)) return -1;
    pe_err_clear(vm);
    *tmp = pe_set_from_iterable(vm, *key, 1);
    if (pe_is_null(*tmp)) return -1;
    *key = *tmp;
    return pe_op_hash(vm, *key, hash);
}

int pe_set_contains(pe_vm *vm, pe_value sv, pe_value key) {
    int64_t hash;
    pe_value tmp;
    if (pe_set_hash_key(vm, &key, &hash, &tmp) < 0) {
        pe_decref(vm, tmp);
        return -1;
    }
    int err;
    pe_set_entry *e = pe_set_lookup(vm, pe_set_obj(sv), key, hash, &err);
    pe_decref(vm, tmp);
    if (err) return -1;
    return e != NULL;
}

static int pe_set_contains_entry(pe_vm *vm, pe_set *s, pe_value key, int64_t hash) {
    int err;
    pe_set_entry *e = pe_set_lookup(vm, s, key, hash, &err);
    if (err) return -1;
    return e != NULL;
}

/* Removes key: 1 when found, 0 when absent, -1 on error. */
static int pe_set_discard_entry(pe_vm *vm, pe_set *s, pe_value key, int64_t hash) {
    int err;
    pe_set_entry *e = pe_set_lookup(vm, s, key, hash, &err);
    if (err) return -1;
    if (!e) return 0;
    pe_value old = e->key;
    e->key = PE_NULL;
    e->hash = -1;
    s->used--;
    pe_decref(vm, old);
    return 1;
}

int pe_set_add(pe_vm *vm, pe_value s, pe_value key) {
    int64_t hash;
    if (pe_op_hash(vm, key, &hash) < 0) return -1;
    return pe_set_add_entry(vm, pe_set_obj(s), key, hash);
}

int pe_set_next(pe_value sv, size_t *pos, pe_value *key, int64_t *hash) {
    pe_set *s = pe_set_obj(sv);
    /* loop-bound: caller-charged: the callers charge per key, and walks over a whole set
     * call pe_set_charge_holes */
    while (*pos <= s->mask) {
        pe_set_entry *e = &s->table[(*pos)++];
        if (pe_set_is_active(e)) {
            *key = e->key;
            if (hash) *hash = e->hash;
            return 1;
        }
    }
    return 0;
}

/* ---- update ------------------------------------------------------------------------- */

int pe_set_charge_holes(pe_vm *vm, const pe_set *s) {
    size_t holes = s->mask + 1 - s->used;
    return holes >= 64 ? PE_TICK(vm, holes / 16) : 0;
}

/* CPython's set_merge: adding every key of set `o` to s. */
static int pe_set_merge(pe_vm *vm, pe_set *s, pe_set *o) {
    if (o->used == 0) return 0;
    if (pe_set_charge_holes(vm, o) < 0) return -1;
    if ((s->fill + o->used) * 5 >= s->mask * 3 &&
        pe_set_resize(vm, s, (s->used + o->used) * 2) < 0)
        return -1;
    if (PE_TICK(vm, o->used / 4 + 1) < 0) return -1;
    if (s->fill == 0 && s->mask == o->mask && o->fill == o->used) {
        /* loop-bound: charged-before: the charge above in pe_set_merge covers this trip
         * count */
        for (size_t i = 0; i <= o->mask; i++) {
            if (pe_set_is_active(&o->table[i])) {
                s->table[i].key = pe_incref(o->table[i].key);
                s->table[i].hash = o->table[i].hash;
            }
        }
        s->fill = o->fill;
        s->used = o->used;
        return 0;
    }
    if (s->fill == 0) {
        s->fill = s->used = o->used;
        /* loop-bound: charged-before: the charge above in pe_set_merge covers this trip
         * count */
        for (size_t i = 0; i <= o->mask; i++)
            if (pe_set_is_active(&o->table[i]))
                pe_set_insert_clean(s->table, s->mask, pe_incref(o->table[i].key),
                                    o->table[i].hash);
        return 0;
    }
    /* o may be s itself or change under __eq__: walk a snapshot of its keys */
    /* loop-bound: charged-before: the charge above in pe_set_merge covers this trip
     * count */
    for (size_t i = 0; i <= o->mask; i++) {
        if (!pe_set_is_active(&o->table[i])) continue;
        pe_value k = pe_incref(o->table[i].key);
        int rc = pe_set_add_entry(vm, s, k, o->table[i].hash);
        pe_decref(vm, k);
        if (rc < 0) return -1;
        if (i > o->mask) break;
    }
    return 0;
}

int pe_set_update(pe_vm *vm, pe_value sv, pe_value other) {
    pe_set *s = pe_set_obj(sv);
    if (pe_anyset_check(vm, other)) return pe_set_merge(vm, s, pe_set_obj(other));
    if (pe_is_obj(other) && other.u.o->type == vm->types[PE_TYPE_DICT]) {
        pe_dict *d = pe_dict_obj(other);
        if ((s->fill + d->len) * 5 >= s->mask * 3 &&
            pe_set_resize(vm, s, (s->used + d->len) * 2) < 0)
            return -1;
        if (pe_dict_charge_holes(vm, d) < 0) return -1;
        uint64_t version = d->version;
        for (size_t i = 0; i < d->nentries; i++) {
            pe_dict_entry *e = &d->entries[i];
            if (e->key.tag == PE_T_NULL) continue;
            pe_value k = pe_incref(e->key);
            int rc = pe_set_add_entry(vm, s, k, e->hash);
            pe_decref(vm, k);
            if (rc < 0 || PE_TICK(vm, 1) < 0) return -1;
            if (d->version != version) {
                pe_err_set(vm, PE_EXC_RuntimeError,
                           "dictionary changed size during iteration");
                return -1;
            }
        }
        return 0;
    }
    pe_value it = pe_op_iter(vm, other);
    if (pe_is_null(it)) return -1;
    for (;;) {
        pe_value k = pe_op_next(vm, it);
        if (pe_is_null(k)) break;
        int rc = pe_set_add(vm, sv, k);
        pe_decref(vm, k);
        if (rc < 0 || PE_TICK(vm, 1) < 0) goto fail;
    }
    if (pe_err_occurred(vm)) goto fail;
    pe_decref(vm, it);
    return 0;
fail:
    pe_decref(vm, it);
    return -1;
}

pe_value pe_set_from_iterable(pe_vm *vm, pe_value iterable, int frozen) {
    pe_value s = pe_set_new(vm, frozen);
    if (pe_is_null(s) || pe_is_null(iterable)) return s;
    if (pe_set_update(vm, s, iterable) < 0) {
        pe_decref(vm, s);
        return PE_NULL;
    }
    return s;
}

/* A copy of set v of kind `frozen` (CPython's make_new_set(type, v)). */
static pe_value pe_set_copy_as(pe_vm *vm, pe_value v, int frozen) {
    return pe_set_from_iterable(vm, v, frozen);
}

/* ---- repr, hash, len, iter ---------------------------------------------------------- */

static pe_value pe_set_repr(pe_vm *vm, pe_value self) {
    pe_set *s = pe_set_obj(self);
    const char *tname = self.u.o->type->name;
    int exact_set = self.u.o->type == vm->types[PE_TYPE_SET];
    if (s->used == 0) return pe_err_format_text(vm, "%s()", tname);
    if (pe_set_charge_holes(vm, s) < 0) return PE_NULL;
    int rec = pe_op_repr_enter(vm, self.u.o);
    if (rec < 0) return PE_NULL;
    if (rec > 0) return pe_err_format_text(vm, "%s(...)", tname);
    /* keys are collected first: a __repr__ may mutate the set */
    pe_value keys = pe_tuple_new(vm, s->used);
    pe_strbuf b;
    pe_strbuf_init(&b, vm);
    if (pe_is_null(keys)) goto fail;
    size_t pos = 0, k = 0;
    pe_value key;
    /* loop-bound: charged-after: repr charges each key it writes (and
     * pe_set_charge_holes above charged the table) */
    while (pe_set_next(self, &pos, &key, NULL))
        pe_tuple_set_item(keys, k++, pe_incref(key));
    if (!exact_set && (pe_strbuf_addc(&b, tname) < 0 || pe_strbuf_add(&b, "(", 1) < 0))
        goto fail;
    if (pe_strbuf_add(&b, "{", 1) < 0) goto fail;
    for (size_t i = 0; i < k; i++) {
        if (i && pe_strbuf_add(&b, ", ", 2) < 0) goto fail;
        if (pe_strbuf_add_repr(&b, pe_tuple_obj(keys)->items[i]) < 0) goto fail;
    }
    if (pe_strbuf_add(&b, "}", 1) < 0) goto fail;
    if (!exact_set && pe_strbuf_add(&b, ")", 1) < 0) goto fail;
    pe_decref(vm, keys);
    pe_op_repr_leave(vm, self.u.o);
    return pe_strbuf_finish(&b);
fail:
    pe_decref(vm, keys);
    pe_op_repr_leave(vm, self.u.o);
    pe_strbuf_free(&b);
    return PE_NULL;
}

static uint64_t pe_set_shuffle(uint64_t h) {
    return ((h ^ 89869747ULL) ^ (h << 16)) * 3644798167ULL;
}

/* CPython's frozenset_hash. */
static int pe_frozenset_hash(pe_vm *vm, pe_value self, int64_t *out) {
    pe_set *s = pe_set_obj(self);
    if (s->hash != -1) {
        *out = s->hash;
        return 0;
    }
    uint64_t h = 0;
    /* loop-bound: per-object: the hash of a frozenset is computed once and cached */
    for (size_t i = 0; i <= s->mask; i++)
        if (pe_set_is_active(&s->table[i])) h ^= pe_set_shuffle((uint64_t)s->table[i].hash);
    h ^= ((uint64_t)s->used + 1) * 1927868237ULL;
    h ^= (h >> 11) ^ (h >> 25);
    h = h * 69069U + 907133923ULL;
    if (h == (uint64_t)-1) h = 590923713ULL;
    s->hash = (int64_t)h;
    *out = s->hash;
    return 0;
}

static int64_t pe_set_len_slot(pe_vm *vm, pe_value self) {
    return (int64_t)pe_set_obj(self)->used;
}

typedef struct pe_set_iter {
    pe_obj base;
    pe_value set; /* owned; PE_NULL when exhausted */
    size_t pos, used, len;
} pe_set_iter;
_Static_assert(offsetof(pe_set_iter, set) == offsetof(pe_ref_iter, ref),
               "pe_set_iter must start like pe_ref_iter (builtins/iter.h)");

static pe_value pe_set_iter_new(pe_vm *vm, pe_value self) {
    pe_set_iter *it =
        (pe_set_iter *)pe_obj_alloc(vm, vm->types[PE_TYPE_SET_ITER], sizeof *it);
    if (!it) return PE_NULL;
    it->set = pe_incref(self);
    it->used = it->len = pe_set_obj(self)->used;
    return pe_obj_value(&it->base);
}

static pe_value pe_set_iter_next(pe_vm *vm, pe_value self) {
    pe_set_iter *it = (pe_set_iter *)self.u.o;
    if (pe_is_null(it->set)) return PE_NULL;
    pe_set *s = pe_set_obj(it->set);
    if (it->used != s->used) {
        it->used = (size_t)-1; /* stays broken, as CPython's si_used = -1 */
        return pe_err_set(vm, PE_EXC_RuntimeError, "Set changed size during iteration");
    }
    pe_value key;
    size_t start = it->pos;
    int more = pe_set_next(it->set, &it->pos, &key, NULL);
    /* the free and dummy slots crossed are charged, one op per 16: a set emptied by
     * discard keeps its table (as in CPython), and next(iter(s)) in a loop crossed all
     * of it each time for one op */
    if (it->pos - start >= 16 && PE_TICK(vm, (it->pos - start) / 16) < 0) {
        if (more) it->pos--; /* key is returned by the next call */
        return PE_NULL;
    }
    if (more) {
        it->len--;
        return pe_incref(key);
    }
    pe_clear(vm, &it->set);
    return PE_NULL;
}

static pe_value pe_set_iter_m_length_hint(pe_vm *vm, const pe_value *args, size_t nargs,
                                          pe_obj *kw) {
    if (pe_args_noargs_of(vm, args[0], "__length_hint__", nargs - 1, kw) < 0)
        return PE_NULL;
    pe_set_iter *it = (pe_set_iter *)args[0].u.o;
    if (pe_is_null(it->set) || it->used != pe_set_obj(it->set)->used) return pe_int(0);
    return pe_int((int64_t)it->len);
}

static int pe_set_contains_slot(pe_vm *vm, pe_value self, pe_value key) {
    return pe_set_contains(vm, self, key);
}

/* ---- algebra (CPython's operand choices) --------------------------------------------- */

/* A set holding other's keys when other is not a set (for the operations that need
 * lookups in it); otherwise other itself. New reference. */
static pe_value pe_set_as_set(pe_vm *vm, pe_value other) {
    if (pe_anyset_check(vm, other)) return pe_incref(other);
    return pe_set_from_iterable(vm, other, 0);
}

/* so & other, result of so's kind. */
static pe_value pe_set_intersection(pe_vm *vm, pe_value so, pe_value other) {
    pe_value result = pe_set_new_like(vm, so);
    if (pe_is_null(result)) return PE_NULL;
    if (pe_anyset_check(vm, other)) {
        pe_value a = so, b = other;
        if (pe_set_len(b) > pe_set_len(a)) a = other, b = so;
        /* iterate b (the smaller), look up in a */
        if (pe_set_charge_holes(vm, pe_set_obj(b)) < 0) goto fail;
        pe_incref(b);
        for (size_t i = 0; i <= pe_set_obj(b)->mask; i++) {
            pe_set_entry *e = &pe_set_obj(b)->table[i];
            if (!pe_set_is_active(e)) continue;
            pe_value k = pe_incref(e->key);
            int64_t h = e->hash;
            int rc = pe_set_contains_entry(vm, pe_set_obj(a), k, h);
            if (rc > 0) rc = pe_set_add_entry(vm, pe_set_obj(result), k, h);
            pe_decref(vm, k);
            if (rc < 0 || PE_TICK(vm, 1) < 0) {
                pe_decref(vm, b);
                goto fail;
            }
        }
        pe_decref(vm, b);
        return result;
    }
    pe_value it = pe_op_iter(vm, other);
    if (pe_is_null(it)) goto fail;
    for (;;) {
        pe_value k = pe_op_next(vm, it);
        if (pe_is_null(k)) break;
        int64_t h;
        int rc = pe_op_hash(vm, k, &h);
        if (rc == 0) rc = pe_set_contains_entry(vm, pe_set_obj(so), k, h);
        if (rc > 0) rc = pe_set_add_entry(vm, pe_set_obj(result), k, h);
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

/* s -= other in place (set_difference_update_internal). 0 or -1. */
static int pe_set_difference_update_internal(pe_vm *vm, pe_value sv, pe_value other) {
    pe_set *s = pe_set_obj(sv);
    if (pe_is(sv, other)) {
        pe_set_clear_internal(vm, s);
        return 0;
    }
    if (pe_anyset_check(vm, other)) {
        if (pe_set_charge_holes(vm, pe_set_obj(other)) < 0) return -1;
        pe_incref(other);
        for (size_t i = 0; i <= pe_set_obj(other)->mask; i++) {
            pe_set_entry *e = &pe_set_obj(other)->table[i];
            if (!pe_set_is_active(e)) continue;
            pe_value k = pe_incref(e->key);
            int rc = pe_set_discard_entry(vm, s, k, e->hash);
            pe_decref(vm, k);
            if (rc < 0 || PE_TICK(vm, 1) < 0) {
                pe_decref(vm, other);
                return -1;
            }
        }
        pe_decref(vm, other);
    } else {
        pe_value it = pe_op_iter(vm, other);
        if (pe_is_null(it)) return -1;
        for (;;) {
            pe_value k = pe_op_next(vm, it);
            if (pe_is_null(k)) break;
            int64_t h;
            pe_value tmp;
            pe_value key = k;
            int rc = pe_set_hash_key(vm, &key, &h, &tmp);
            if (rc == 0) rc = pe_set_discard_entry(vm, s, key, h);
            pe_decref(vm, tmp);
            pe_decref(vm, k);
            if (rc < 0 || PE_TICK(vm, 1) < 0) {
                pe_decref(vm, it);
                return -1;
            }
        }
        pe_decref(vm, it);
        if (pe_err_occurred(vm)) return -1;
    }
    /* many dummies: shrink, as CPython does */
    if ((s->fill - s->used) * 5 < s->mask) return 0;
    return pe_set_resize(vm, s, s->used > 50000 ? s->used * 2 : s->used * 4);
}

static pe_value pe_set_difference(pe_vm *vm, pe_value so, pe_value other) {
    size_t other_size;
    int is_dict = pe_is_obj(other) && other.u.o->type == vm->types[PE_TYPE_DICT];
    if (pe_anyset_check(vm, other))
        other_size = pe_set_len(other);
    else if (is_dict)
        other_size = pe_dict_len(other);
    else
        other_size = (size_t)-1;
    if (other_size == (size_t)-1 || (pe_set_len(so) >> 2) > other_size) {
        pe_value r = pe_set_copy_as(vm, so, pe_frozenset_check(vm, so));
        if (pe_is_null(r)) return PE_NULL;
        if (pe_set_difference_update_internal(vm, r, other) < 0) {
            pe_decref(vm, r);
            return PE_NULL;
        }
        return r;
    }
    pe_value result = pe_set_new_like(vm, so);
    if (pe_is_null(result)) return PE_NULL;
    if (pe_set_charge_holes(vm, pe_set_obj(so)) < 0) {
        pe_decref(vm, result);
        return PE_NULL;
    }
    pe_incref(so);
    for (size_t i = 0; i <= pe_set_obj(so)->mask; i++) {
        pe_set_entry *e = &pe_set_obj(so)->table[i];
        if (!pe_set_is_active(e)) continue;
        pe_value k = pe_incref(e->key);
        int64_t h = e->hash;
        int rc;
        if (is_dict) {
            pe_value dummy;
            rc = pe_dict_lookup(vm, other, k, &dummy);
        } else {
            rc = pe_set_contains_entry(vm, pe_set_obj(other), k, h);
        }
        if (rc == 0) rc = pe_set_add_entry(vm, pe_set_obj(result), k, h);
        pe_decref(vm, k);
        if (rc < 0 || PE_TICK(vm, 1) < 0) {
            pe_decref(vm, so);
            pe_decref(vm, result);
            return PE_NULL;
        }
    }
    pe_decref(vm, so);
    return result;
}

/* s ^= other in place (set_symmetric_difference_update). 0 or -1. */
static int pe_set_symdiff_update(pe_vm *vm, pe_value sv, pe_value other) {
    pe_set *s = pe_set_obj(sv);
    if (pe_is(sv, other)) {
        pe_set_clear_internal(vm, s);
        return 0;
    }
    pe_value o;
    if (pe_is_obj(other) && other.u.o->type == vm->types[PE_TYPE_DICT]) {
        pe_dict *d = pe_dict_obj(other);
        if (pe_dict_charge_holes(vm, d) < 0) return -1;
        for (size_t i = 0; i < d->nentries; i++) {
            pe_dict_entry *e = &d->entries[i];
            if (e->key.tag == PE_T_NULL) continue;
            pe_value k = pe_incref(e->key);
            int64_t h = e->hash;
            int rc = pe_set_discard_entry(vm, s, k, h);
            if (rc == 0) rc = pe_set_add_entry(vm, s, k, h);
            pe_decref(vm, k);
            if (rc < 0 || PE_TICK(vm, 1) < 0) return -1;
        }
        return 0;
    }
    o = pe_anyset_check(vm, other) ? pe_incref(other) : pe_set_from_iterable(vm, other, 0);
    if (pe_is_null(o)) return -1;
    if (pe_set_charge_holes(vm, pe_set_obj(o)) < 0) {
        pe_decref(vm, o);
        return -1;
    }
    for (size_t i = 0; i <= pe_set_obj(o)->mask; i++) {
        pe_set_entry *e = &pe_set_obj(o)->table[i];
        if (!pe_set_is_active(e)) continue;
        pe_value k = pe_incref(e->key);
        int64_t h = e->hash;
        int rc = pe_set_discard_entry(vm, s, k, h);
        if (rc == 0) rc = pe_set_add_entry(vm, s, k, h);
        pe_decref(vm, k);
        if (rc < 0 || PE_TICK(vm, 1) < 0) {
            pe_decref(vm, o);
            return -1;
        }
    }
    pe_decref(vm, o);
    return 0;
}

static pe_value pe_set_symmetric_difference(pe_vm *vm, pe_value so, pe_value other) {
    pe_value r = pe_set_copy_as(vm, other, pe_frozenset_check(vm, so));
    if (pe_is_null(r)) return PE_NULL;
    if (pe_set_symdiff_update(vm, r, so) < 0) {
        pe_decref(vm, r);
        return PE_NULL;
    }
    return r;
}

/* so <= other for a set other: 1, 0, -1. */
static int pe_set_issubset_set(pe_vm *vm, pe_value so, pe_value other) {
    if (pe_set_len(so) > pe_set_len(other)) return 0;
    if (pe_set_charge_holes(vm, pe_set_obj(so)) < 0) return -1;
    pe_incref(so);
    int r = 1;
    for (size_t i = 0; i <= pe_set_obj(so)->mask; i++) {
        pe_set_entry *e = &pe_set_obj(so)->table[i];
        if (!pe_set_is_active(e)) continue;
        pe_value k = pe_incref(e->key);
        int rc = pe_set_contains_entry(vm, pe_set_obj(other), k, e->hash);
        pe_decref(vm, k);
        if (rc <= 0 || PE_TICK(vm, 1) < 0) {
            r = rc < 0 || pe_err_occurred(vm) ? -1 : 0;
            break;
        }
    }
    pe_decref(vm, so);
    return r;
}

static pe_value pe_set_richcmp(pe_vm *vm, pe_value a, pe_value b, pe_cmpop op) {
    if (!pe_anyset_check(vm, a) || !pe_anyset_check(vm, b)) return pe_incref(vm->notimpl);
    size_t n = pe_set_len(a), m = pe_set_len(b);
    int r;
    switch (op) {
    case PE_CMP_EQ:
    case PE_CMP_NOT_EQ:
        if (n != m) return pe_bool(op == PE_CMP_NOT_EQ);
        if (pe_set_obj(a)->hash != -1 && pe_set_obj(b)->hash != -1 &&
            pe_set_obj(a)->hash != pe_set_obj(b)->hash)
            return pe_bool(op == PE_CMP_NOT_EQ);
        r = pe_set_issubset_set(vm, a, b);
        if (r < 0) return PE_NULL;
        return pe_bool(op == PE_CMP_EQ ? r : !r);
    case PE_CMP_LT_E: r = pe_set_issubset_set(vm, a, b); break;
    case PE_CMP_GT_E: r = pe_set_issubset_set(vm, b, a); break;
    case PE_CMP_LT: r = n < m ? pe_set_issubset_set(vm, a, b) : 0; break;
    case PE_CMP_GT: r = n > m ? pe_set_issubset_set(vm, b, a) : 0; break;
    default: return pe_incref(vm->notimpl);
    }
    if (r < 0) return PE_NULL;
    return pe_bool(r);
}

/* ---- operators ---------------------------------------------------------------------- */

static pe_value pe_set_or(pe_vm *vm, pe_value a, pe_value b) {
    if (!pe_anyset_check(vm, a) || !pe_anyset_check(vm, b)) return pe_incref(vm->notimpl);
    pe_value r = pe_set_copy_as(vm, a, pe_frozenset_check(vm, a));
    if (pe_is_null(r)) return PE_NULL;
    if (!pe_is(a, b) && pe_set_update(vm, r, b) < 0) {
        pe_decref(vm, r);
        return PE_NULL;
    }
    return r;
}
static pe_value pe_set_and(pe_vm *vm, pe_value a, pe_value b) {
    if (!pe_anyset_check(vm, a) || !pe_anyset_check(vm, b)) return pe_incref(vm->notimpl);
    return pe_set_intersection(vm, a, b);
}
static pe_value pe_set_sub(pe_vm *vm, pe_value a, pe_value b) {
    if (!pe_anyset_check(vm, a) || !pe_anyset_check(vm, b)) return pe_incref(vm->notimpl);
    return pe_set_difference(vm, a, b);
}
static pe_value pe_set_xor(pe_vm *vm, pe_value a, pe_value b) {
    if (!pe_anyset_check(vm, a) || !pe_anyset_check(vm, b)) return pe_incref(vm->notimpl);
    return pe_set_symmetric_difference(vm, a, b);
}

/* In-place forms: mutate a set (frozensets have none: `fs |= x` rebinds via `|`). */
static pe_value pe_set_ior(pe_vm *vm, pe_value a, pe_value b) {
    if (!pe_set_check(vm, a) || !pe_anyset_check(vm, b)) return pe_incref(vm->notimpl);
    if (pe_set_update(vm, a, b) < 0) return PE_NULL;
    return pe_incref(a);
}
/* Replaces the contents of set a with those of set r (consumed). */
static void pe_set_swap_bodies(pe_vm *vm, pe_value a, pe_value r) {
    pe_set *x = pe_set_obj(a), *y = pe_set_obj(r);
    pe_set tmp = *x;
    x->fill = y->fill, x->used = y->used, x->mask = y->mask, x->table = y->table;
    x->finger = 0;
    y->fill = tmp.fill, y->used = tmp.used, y->mask = tmp.mask, y->table = tmp.table;
    pe_decref(vm, r);
}
static pe_value pe_set_iand(pe_vm *vm, pe_value a, pe_value b) {
    if (!pe_set_check(vm, a) || !pe_anyset_check(vm, b)) return pe_incref(vm->notimpl);
    pe_value r = pe_set_intersection(vm, a, b);
    if (pe_is_null(r)) return PE_NULL;
    pe_set_swap_bodies(vm, a, r);
    return pe_incref(a);
}
static pe_value pe_set_isub(pe_vm *vm, pe_value a, pe_value b) {
    if (!pe_set_check(vm, a) || !pe_anyset_check(vm, b)) return pe_incref(vm->notimpl);
    if (pe_set_difference_update_internal(vm, a, b) < 0) return PE_NULL;
    return pe_incref(a);
}
static pe_value pe_set_ixor(pe_vm *vm, pe_value a, pe_value b) {
    if (!pe_set_check(vm, a) || !pe_anyset_check(vm, b)) return pe_incref(vm->notimpl);
    if (pe_set_symdiff_update(vm, a, b) < 0) return PE_NULL;
    return pe_incref(a);
}

/* ---- construction ------------------------------------------------------------------- */

static pe_value pe_set_new_slot(pe_vm *vm, pe_type *type, const pe_value *args,
                                size_t nargs, pe_obj *kwnames) {
    int frozen = pe_type_is_subtype(type, vm->types[PE_TYPE_FROZENSET]);
    const char *name = frozen ? "frozenset" : "set";
    if (pe_args_nokw(vm, name, kwnames) < 0) return PE_NULL;
    if (pe_args_range(vm, name, nargs, kwnames, 0, 1) < 0) return PE_NULL;
    if (frozen && nargs == 1 && pe_is_obj(args[0]) &&
        args[0].u.o->type == vm->types[PE_TYPE_FROZENSET] && type == args[0].u.o->type)
        return pe_incref(args[0]);
    pe_value s = pe_set_new_type(vm, type);
    if (pe_is_null(s) || nargs == 0) return s;
    if (pe_set_update(vm, s, args[0]) < 0) {
        pe_decref(vm, s);
        return PE_NULL;
    }
    return s;
}

/* ---- methods ------------------------------------------------------------------------ */

static pe_value pe_set_m_add(pe_vm *vm, const pe_value *args, size_t nargs, pe_obj *kw) {
    if (pe_args_one(vm, "set.add", nargs - 1, kw) < 0) return PE_NULL;
    if (pe_set_add(vm, args[0], args[1]) < 0) return PE_NULL;
    return PE_NONE;
}

static pe_value pe_set_m_clear(pe_vm *vm, const pe_value *args, size_t nargs, pe_obj *kw) {
    if (pe_args_noargs(vm, "set.clear", nargs - 1, kw) < 0) return PE_NULL;
    pe_set_clear_internal(vm, pe_set_obj(args[0]));
    return PE_NONE;
}

/* set.__init__(self, iterable=()): empties the set, then updates it (CPython's
 * set_init); the constructor of a set subclass leaves the filling to it. */
static pe_value pe_set_m_init(pe_vm *vm, const pe_value *args, size_t nargs, pe_obj *kw) {
    if (pe_args_nokw(vm, "set", kw) < 0) return PE_NULL;
    if (pe_args_range(vm, "set", nargs - 1, kw, 0, 1) < 0) return PE_NULL;
    pe_set_clear_internal(vm, pe_set_obj(args[0]));
    if (nargs > 1 && pe_set_update(vm, args[0], args[1]) < 0) return PE_NULL;
    return PE_NONE;
}

static pe_value pe_set_m_copy(pe_vm *vm, const pe_value *args, size_t nargs, pe_obj *kw) {
    int frozen = pe_frozenset_check(vm, args[0]);
    if (pe_args_noargs(vm, frozen ? "frozenset.copy" : "set.copy", nargs - 1, kw) < 0)
        return PE_NULL;
    if (frozen && args[0].u.o->type == vm->types[PE_TYPE_FROZENSET])
        return pe_incref(args[0]);
    return pe_set_copy_as(vm, args[0], frozen);
}

/* discard / remove: remove raises KeyError(key) */
static pe_value pe_set_discard_impl(pe_vm *vm, const pe_value *args, size_t nargs,
                                    pe_obj *kw, int remove) {
    if (pe_args_one(vm, remove ? "set.remove" : "set.discard", nargs - 1, kw) < 0)
        return PE_NULL;
    pe_value key = args[1], tmp;
    int64_t h;
    if (pe_set_hash_key(vm, &key, &h, &tmp) < 0) {
        pe_decref(vm, tmp);
        return PE_NULL;
    }
    int rc = pe_set_discard_entry(vm, pe_set_obj(args[0]), key, h);
    pe_decref(vm, tmp);
    if (rc < 0) return PE_NULL;
    if (rc == 0 && remove) return pe_dict_key_error(vm, args[1]);
    return PE_NONE;
}
static pe_value pe_set_m_discard(pe_vm *vm, const pe_value *a, size_t n, pe_obj *k) {
    return pe_set_discard_impl(vm, a, n, k, 0);
}
static pe_value pe_set_m_remove(pe_vm *vm, const pe_value *a, size_t n, pe_obj *k) {
    return pe_set_discard_impl(vm, a, n, k, 1);
}

static pe_value pe_set_m_pop(pe_vm *vm, const pe_value *args, size_t nargs, pe_obj *kw) {
    if (pe_args_noargs(vm, "set.pop", nargs - 1, kw) < 0) return PE_NULL;
    pe_set *s = pe_set_obj(args[0]);
    if (s->used == 0) return pe_err_set(vm, PE_EXC_KeyError, "pop from an empty set");
    pe_set_entry *e = s->table + (s->finger & s->mask);
    size_t crossed = 0;
    /* loop-bound: charged-after: the slots crossed are charged right after (one op per
     * 16) */
    while (!pe_set_is_active(e)) {
        e++;
        crossed++;
        if (e > s->table + s->mask) e = s->table;
    }
    /* charged as in pe_set_iter_next: after discards the finger can cross most of the
     * table on each pop (s.add(x); s.pop() in a loop) */
    if (crossed >= 16) {
        s->finger = (size_t)(e - s->table);
        if (PE_TICK(vm, crossed / 16) < 0) return PE_NULL;
    }
    pe_value key = e->key;
    e->key = PE_NULL;
    e->hash = -1;
    s->used--;
    s->finger = (size_t)(e - s->table) + 1;
    return key;
}

static pe_value pe_set_m_update(pe_vm *vm, const pe_value *args, size_t nargs, pe_obj *kw) {
    if (pe_args_nokw(vm, "set.update", kw) < 0) return PE_NULL;
    /* loop-bound: caller-charged: the arguments of one call, each charged when it was
     * evaluated or unpacked */
    for (size_t i = 1; i < nargs; i++)
        if (pe_set_update(vm, args[0], args[i]) < 0) return PE_NULL;
    return PE_NONE;
}

static pe_value pe_set_m_union(pe_vm *vm, const pe_value *args, size_t nargs, pe_obj *kw) {
    if (pe_args_nokw(vm, "union", kw) < 0) return PE_NULL;
    pe_value r = pe_set_copy_as(vm, args[0], pe_frozenset_check(vm, args[0]));
    if (pe_is_null(r)) return PE_NULL;
    /* loop-bound: caller-charged: the arguments of one call, each charged when it was
     * evaluated or unpacked */
    for (size_t i = 1; i < nargs; i++) {
        if (pe_is(args[i], args[0])) continue;
        if (pe_set_update(vm, r, args[i]) < 0) {
            pe_decref(vm, r);
            return PE_NULL;
        }
    }
    return r;
}

static pe_value pe_set_m_intersection(pe_vm *vm, const pe_value *args, size_t nargs,
                                      pe_obj *kw) {
    if (pe_args_nokw(vm, "intersection", kw) < 0) return PE_NULL;
    if (nargs == 1) return pe_set_copy_as(vm, args[0], pe_frozenset_check(vm, args[0]));
    pe_value r = pe_incref(args[0]);
    /* loop-bound: caller-charged: the arguments of one call, each charged when it was
     * evaluated or unpacked */
    for (size_t i = 1; i < nargs; i++) {
        pe_value n = pe_set_intersection(vm, r, args[i]);
        pe_decref(vm, r);
        if (pe_is_null(n)) return PE_NULL;
        r = n;
    }
    return r;
}

static pe_value pe_set_m_intersection_update(pe_vm *vm, const pe_value *args, size_t nargs,
                                             pe_obj *kw) {
    pe_value r = pe_set_m_intersection(vm, args, nargs, kw);
    if (pe_is_null(r)) return PE_NULL;
    if (pe_is(r, args[0])) {
        pe_decref(vm, r);
        return PE_NONE;
    }
    pe_set_swap_bodies(vm, args[0], r);
    return PE_NONE;
}

static pe_value pe_set_m_difference(pe_vm *vm, const pe_value *args, size_t nargs,
                                    pe_obj *kw) {
    if (pe_args_nokw(vm, "difference", kw) < 0) return PE_NULL;
    if (nargs == 1) return pe_set_copy_as(vm, args[0], pe_frozenset_check(vm, args[0]));
    pe_value r = pe_set_difference(vm, args[0], args[1]);
    if (pe_is_null(r)) return PE_NULL;
    /* loop-bound: caller-charged: the arguments of one call, each charged when it was
     * evaluated or unpacked */
    for (size_t i = 2; i < nargs; i++) {
        if (pe_set_difference_update_internal(vm, r, args[i]) < 0) {
            pe_decref(vm, r);
            return PE_NULL;
        }
    }
    return r;
}

static pe_value pe_set_m_difference_update(pe_vm *vm, const pe_value *args, size_t nargs,
                                           pe_obj *kw) {
    if (pe_args_nokw(vm, "difference_update", kw) < 0) return PE_NULL;
    /* loop-bound: caller-charged: the arguments of one call, each charged when it was
     * evaluated or unpacked */
    for (size_t i = 1; i < nargs; i++)
        if (pe_set_difference_update_internal(vm, args[0], args[i]) < 0) return PE_NULL;
    return PE_NONE;
}

static pe_value pe_set_m_symmetric_difference(pe_vm *vm, const pe_value *args, size_t nargs,
                                              pe_obj *kw) {
    if (pe_args_one(vm, "symmetric_difference", nargs - 1, kw) < 0) return PE_NULL;
    return pe_set_symmetric_difference(vm, args[0], args[1]);
}

static pe_value pe_set_m_symmetric_difference_update(pe_vm *vm, const pe_value *args,
                                                     size_t nargs, pe_obj *kw) {
    if (pe_args_one(vm, "symmetric_difference_update", nargs - 1, kw) < 0) return PE_NULL;
    if (pe_set_symdiff_update(vm, args[0], args[1]) < 0) return PE_NULL;
    return PE_NONE;
}

static pe_value pe_set_m_issubset(pe_vm *vm, const pe_value *args, size_t nargs,
                                  pe_obj *kw) {
    if (pe_args_one(vm, "issubset", nargs - 1, kw) < 0) return PE_NULL;
    pe_value o = pe_set_as_set(vm, args[1]);
    if (pe_is_null(o)) return PE_NULL;
    int r = pe_set_issubset_set(vm, args[0], o);
    pe_decref(vm, o);
    return r < 0 ? PE_NULL : pe_bool(r);
}

static pe_value pe_set_m_issuperset(pe_vm *vm, const pe_value *args, size_t nargs,
                                    pe_obj *kw) {
    if (pe_args_one(vm, "issuperset", nargs - 1, kw) < 0) return PE_NULL;
    if (pe_anyset_check(vm, args[1])) {
        int r = pe_set_issubset_set(vm, args[1], args[0]);
        return r < 0 ? PE_NULL : pe_bool(r);
    }
    pe_value it = pe_op_iter(vm, args[1]);
    if (pe_is_null(it)) return PE_NULL;
    for (;;) {
        /* one op per item: a range iterator does not tick by itself */
        if (PE_TICK(vm, 1) < 0) {
            pe_decref(vm, it);
            return PE_NULL;
        }
        pe_value k = pe_op_next(vm, it);
        if (pe_is_null(k)) break;
        int rc = pe_set_contains(vm, args[0], k);
        pe_decref(vm, k);
        if (rc <= 0) {
            pe_decref(vm, it);
            return rc < 0 ? PE_NULL : PE_FALSE;
        }
    }
    pe_decref(vm, it);
    if (pe_err_occurred(vm)) return PE_NULL;
    return PE_TRUE;
}

static pe_value pe_set_m_isdisjoint(pe_vm *vm, const pe_value *args, size_t nargs,
                                    pe_obj *kw) {
    if (pe_args_one(vm, "isdisjoint", nargs - 1, kw) < 0) return PE_NULL;
    pe_value so = args[0], other = args[1];
    if (pe_anyset_check(vm, other)) {
        pe_value a = so, b = other; /* iterate the smaller (b) */
        if (pe_set_len(b) > pe_set_len(a)) a = other, b = so;
        if (pe_set_charge_holes(vm, pe_set_obj(b)) < 0) return PE_NULL;
        /* loop-bound: charged-before: pe_set_charge_holes and the per-key lookups */
        for (size_t i = 0; i <= pe_set_obj(b)->mask; i++) {
            pe_set_entry *e = &pe_set_obj(b)->table[i];
            if (!pe_set_is_active(e)) continue;
            pe_value k = pe_incref(e->key);
            int rc = pe_set_contains_entry(vm, pe_set_obj(a), k, e->hash);
            pe_decref(vm, k);
            if (rc != 0) return rc < 0 ? PE_NULL : PE_FALSE;
        }
        return PE_TRUE;
    }
    pe_value it = pe_op_iter(vm, other);
    if (pe_is_null(it)) return PE_NULL;
    for (;;) {
        /* one op per item: {-1}.isdisjoint(range(10**10)) ran for ever uncharged */
        if (PE_TICK(vm, 1) < 0) {
            pe_decref(vm, it);
            return PE_NULL;
        }
        pe_value k = pe_op_next(vm, it);
        if (pe_is_null(k)) break;
        int rc = pe_set_contains(vm, so, k);
        pe_decref(vm, k);
        if (rc != 0) {
            pe_decref(vm, it);
            return rc < 0 ? PE_NULL : PE_FALSE;
        }
    }
    pe_decref(vm, it);
    if (pe_err_occurred(vm)) return PE_NULL;
    return PE_TRUE;
}

static pe_value pe_set_m_contains(pe_vm *vm, const pe_value *args, size_t nargs,
                                  pe_obj *kw) {
    int frozen = pe_type_is_subtype(pe_type_of(vm, args[0]), vm->types[PE_TYPE_FROZENSET]);
    if (pe_args_one(vm, frozen ? "frozenset.__contains__" : "set.__contains__", nargs - 1,
                    kw) < 0)
        return PE_NULL;
    int r = pe_set_contains(vm, args[0], args[1]);
    return r < 0 ? PE_NULL : pe_bool(r);
}

static const pe_method_def pe_set_methods[] = {
    {"__init__", pe_set_m_init, 0},
    {"add", pe_set_m_add, 0},
    {"clear", pe_set_m_clear, 0},
    {"copy", pe_set_m_copy, 0},
    {"discard", pe_set_m_discard, 0},
    {"remove", pe_set_m_remove, 0},
    {"pop", pe_set_m_pop, 0},
    {"update", pe_set_m_update, 0},
    {"union", pe_set_m_union, 0},
    {"intersection", pe_set_m_intersection, 0},
    {"intersection_update", pe_set_m_intersection_update, 0},
    {"difference", pe_set_m_difference, 0},
    {"difference_update", pe_set_m_difference_update, 0},
    {"symmetric_difference", pe_set_m_symmetric_difference, 0},
    {"symmetric_difference_update", pe_set_m_symmetric_difference_update, 0},
    {"issubset", pe_set_m_issubset, 0},
    {"issuperset", pe_set_m_issuperset, 0},
    {"isdisjoint", pe_set_m_isdisjoint, 0},
    {"__contains__", pe_set_m_contains, 0},
    {NULL, NULL, 0},
};

static const pe_method_def pe_frozenset_methods[] = {
    {"copy", pe_set_m_copy, 0},
    {"union", pe_set_m_union, 0},
    {"intersection", pe_set_m_intersection, 0},
    {"difference", pe_set_m_difference, 0},
    {"symmetric_difference", pe_set_m_symmetric_difference, 0},
    {"issubset", pe_set_m_issubset, 0},
    {"issuperset", pe_set_m_issuperset, 0},
    {"isdisjoint", pe_set_m_isdisjoint, 0},
    {"__contains__", pe_set_m_contains, 0},
    {NULL, NULL, 0},
};

static const pe_method_def pe_set_iter_methods[] = {
    {"__length_hint__", pe_set_iter_m_length_hint, 0},
    {NULL, NULL, 0},
};

int pe_set_init(pe_vm *vm) {
    /* loop-bound: setup */
    for (int k = 0; k < 2; k++) {
        pe_type *t = vm->types[k ? PE_TYPE_FROZENSET : PE_TYPE_SET];
        t->tflags |= PE_TPF_GC | PE_TPF_BASETYPE;
        t->dealloc = pe_set_dealloc;
        t->traverse = pe_set_traverse;
        t->clear = pe_set_gc_clear;
        t->repr = pe_set_repr;
        t->richcmp = pe_set_richcmp;
        t->len = pe_set_len_slot;
        t->contains = pe_set_contains_slot;
        t->iter = pe_set_iter_new;
        t->binop[PE_OP_BITOR] = pe_set_or;
        t->binop[PE_OP_BITAND] = pe_set_and;
        t->binop[PE_OP_SUB] = pe_set_sub;
        t->binop[PE_OP_BITXOR] = pe_set_xor;
        t->new_ = pe_set_new_slot;
        if (!t->getattr) t->getattr = pe_object_generic_getattr;
    }
    pe_type *s = vm->types[PE_TYPE_SET];
    s->ibinop[PE_OP_BITOR] = pe_set_ior;
    s->ibinop[PE_OP_BITAND] = pe_set_iand;
    s->ibinop[PE_OP_SUB] = pe_set_isub;
    s->ibinop[PE_OP_BITXOR] = pe_set_ixor;
    vm->types[PE_TYPE_FROZENSET]->hash = pe_frozenset_hash;
    pe_type *it = vm->types[PE_TYPE_SET_ITER];
    it->tflags |= PE_TPF_GC;
    it->basicsize = sizeof(pe_set_iter);
    it->dealloc = pe_ref_iter_dealloc;
    it->traverse = pe_ref_iter_traverse;
    it->clear = pe_ref_iter_clear;
    it->iter = pe_ref_iter_self;
    it->iternext = pe_set_iter_next;
    if (!it->getattr) it->getattr = pe_object_generic_getattr;
    if (pe_type_add_methods(vm, it, pe_set_iter_methods) < 0 ||
        pe_type_add_methods(vm, s, pe_set_methods) < 0)
        return -1;
    return pe_type_add_methods(vm, vm->types[PE_TYPE_FROZENSET], pe_frozenset_methods);
}

pe_value pe_set_display(pe_vm *vm, pe_value list, int fold) {
    pe_value tmp = PE_NULL;
    pe_value s = pe_set_new(vm, fold);
    if (pe_is_null(s)) return PE_NULL;
    /* loop-bound: source: the items of one set display */
    for (size_t i = 0; i < pe_list_len(list); i++) {
        if (pe_set_add(vm, s, pe_list_item(list, i)) < 0) goto fail;
    }
    if (!fold) return s;
    /* CPython's compiler re-creates a folded frozenset constant from the first one's
     * iteration order while merging constants (_PyCode_ConstantKey); for int and str
     * items that is all that decides the order (checked against python3 by fuzzing) */
    /* loop-bound: const */
    for (int round = 0; round < 1; round++) {
        tmp = s;
        s = pe_set_new(vm, 1);
        if (pe_is_null(s)) goto fail;
        size_t pos = 0;
        pe_value key;
        int64_t h;
        /* loop-bound: source: the items of one set display */
        while (pe_set_next(tmp, &pos, &key, &h))
            if (pe_set_add_entry(vm, pe_set_obj(s), key, h) < 0) goto fail;
        pe_clear(vm, &tmp);
    }
    tmp = s;
    s = pe_set_new(vm, 0);
    if (pe_is_null(s) || pe_set_merge(vm, pe_set_obj(s), pe_set_obj(tmp)) < 0) goto fail;
    pe_decref(vm, tmp);
    return s;
fail:
    pe_decref(vm, tmp);
    pe_decref(vm, s);
    return PE_NULL;
}
