/*
 * sizeof.c - CPython 3.11's 64-bit memory figures (sys.getsizeof, __sizeof__) for
 * pyeval's objects. See sizeof.h for the model; the constants are CPython's struct
 * sizes (tp_basicsize) measured on a 64-bit build of 3.11.
 */
#include "sizeof.h"

#include <string.h>

#include "../eval/vm.h"
#include "bytes.h"
#include "dict.h"
#include "int.h"
#include "list.h"
#include "set.h"
#include "str.h"
#include "subclass.h"
#include "tuple.h"
#include "type.h"

/* CPython's GC header and a managed dict's two pointers, before the object. */
#define GC_HEAD      16
#define MANAGED_DICT 16

/* Sizes of CPython structs the formulas below start from. */
#define SZ_INT_HEAD    24 /* PyLongObject up to ob_digit */
#define SZ_ASCII       48 /* PyASCIIObject */
#define SZ_COMPACT     72 /* PyCompactUnicodeObject */
#define SZ_UNICODE     80 /* PyUnicodeObject (str subclass instances) */
#define SZ_STATIC_TYPE 408
#define SZ_HEAP_TYPE   904 /* PyHeapTypeObject and its slots */
#define SZ_CACHED_KEYS 768 /* the shared-key table of a class with managed dicts */
#define SZ_DICT_KEYS   32  /* PyDictKeysObject's header */
#define SZ_GENERATOR   160 /* a generator with a small frame (see differences.md) */

/* One builtin type: its CPython tp_basicsize and whether CPython tracks it (GC). The
 * first entry whose name matches a type or, walking tp_base, one of its builtin
 * ancestors applies (so FileNotFoundError takes OSError's row). */
typedef struct builtin_row {
    const char *name;
    int32_t basic;
    uint8_t gc;
} builtin_row;

static const builtin_row ROWS[] = {
    {"object", 16, 0},
    {"NoneType", 16, 0},
    {"NotImplementedType", 16, 0},
    {"ellipsis", 16, 0},
    {"bool", 24, 0},
    {"int", 24, 0},
    {"float", 24, 0},
    {"complex", 32, 0},
    {"str", SZ_UNICODE, 0},
    {"bytes", 33, 0},
    {"bytearray", 56, 0},
    {"tuple", 24, 1},
    {"list", 40, 1},
    {"dict", 48, 1},
    {"set", 200, 1},
    {"frozenset", 200, 1},
    {"range", 48, 0},
    {"range_iterator", 48, 0},
    {"slice", 40, 1},
    {"type", SZ_STATIC_TYPE, 1},
    {"function", 136, 1},
    {"method", 48, 1},
    {"builtin_function_or_method", 56, 1},
    {"method-wrapper", 32, 1},
    {"wrapper_descriptor", 56, 1},
    {"method_descriptor", 56, 1},
    {"generator", SZ_GENERATOR, 1},
    {"cell", 24, 1},
    {"module", 56, 1},
    {"mappingproxy", 24, 1},
    {"property", 64, 1},
    {"staticmethod", 32, 1},
    {"classmethod", 32, 1},
    {"super", 24, 1},
    {"dict_keys", 24, 1},
    {"dict_values", 24, 1},
    {"dict_items", 24, 1},
    {"dict_keyiterator", 56, 1},
    {"dict_valueiterator", 56, 1},
    {"dict_itemiterator", 56, 1},
    {"dict_reversekeyiterator", 56, 1},
    {"dict_reversevalueiterator", 56, 1},
    {"dict_reverseitemiterator", 56, 1},
    {"set_iterator", 48, 1},
    {"enumerate", 56, 1},
    {"zip", 48, 1},
    {"map", 32, 1},
    {"filter", 32, 1},
    {"reversed", 32, 1},
    {"list_iterator", 32, 1},
    {"list_reverseiterator", 32, 1},
    {"tuple_iterator", 32, 1},
    {"str_iterator", 32, 1},
    {"str_ascii_iterator", 32, 1},
    {"bytes_iterator", 32, 1},
    {"bytearray_iterator", 32, 1},
    {"callable_iterator", 32, 1},
    {"StopIteration", 80, 1},
    {"SystemExit", 80, 1},
    {"NameError", 80, 1},
    {"AttributeError", 88, 1},
    {"ImportError", 96, 1},
    {"OSError", 112, 1},
    {"SyntaxError", 136, 1},
    {"UnicodeDecodeError", 112, 1},
    {"UnicodeEncodeError", 112, 1},
    {"UnicodeTranslateError", 112, 1},
    {"BaseExceptionGroup", 96, 1},
    {"BaseException", 72, 1},
};

/* The first builtin (non-heap) type on t's tp_base chain. Borrowed; cannot fail. */
static pe_type *builtin_base(pe_type *t) {
    /* loop-bound: mro: the tp_base chain of one class */
    while ((t->tflags & PE_TPF_HEAPTYPE) && t->tbase)
        t = t->tbase;
    return t;
}

/* The row for builtin type b (or its nearest builtin ancestor with one), or NULL. */
static const builtin_row *row_of(pe_type *b) {
    /* loop-bound: mro: the tp_base chain of one builtin type */
    for (; b; b = b->tbase) {
        /* loop-bound: const: the fixed table */
        for (size_t i = 0; i < sizeof ROWS / sizeof ROWS[0]; i++)
            if (strcmp(ROWS[i].name, b->name) == 0) return &ROWS[i];
    }
    return NULL;
}

static int is_named(pe_type *b, const char *name) {
    return strcmp(b->name, name) == 0;
}

/* ---- user classes ------------------------------------------------------------------- */

/* What a user class adds to its builtin base's layout, as CPython's type_new lays it
 * out: 8 bytes per __slots__ name, 8 for a __weakref__ pointer the base lacks (never
 * on bases with items: int, bytes, tuple), and a __dict__ the base lacks, kept before
 * the object (managed) on bases without items, else as an 8-byte pointer. */
typedef struct layout {
    int64_t extra;
    int managed;
} layout;

/* Counts one class's __slots__ value: names, and whether it names __dict__ or
 * __weakref__. 0 or -1 (the budget). */
static int count_slots(pe_vm *vm, pe_value slots, int64_t *n, int *dict, int *weak) {
    if (pe_str_check(vm, slots)) {
        pe_str *s = (pe_str *)slots.u.o;
        if (strcmp(s->data, "__dict__") == 0)
            *dict = 1;
        else if (strcmp(s->data, "__weakref__") == 0)
            *weak = 1;
        else
            (*n)++;
        return 0;
    }
    size_t len;
    const pe_value *items;
    if (pe_tuple_check(vm, slots)) {
        len = pe_tuple_len(slots), items = ((pe_tuple *)slots.u.o)->items;
    } else if (pe_list_check(vm, slots)) {
        len = pe_list_len(slots), items = pe_list_obj(slots)->items;
    } else {
        /* another iterable was consumed when the class was made: count by len() if
         * it has one (a dict of names), else as empty */
        int64_t k = pe_is_obj(slots) && pe_type_of(vm, slots)->len
                        ? pe_type_of(vm, slots)->len(vm, slots)
                        : 0;
        if (k < 0) return -1;
        *n += k;
        return 0;
    }
    if (PE_TICK(vm, len / 16) < 0) return -1;
    /* loop-bound: charged-before: one op per 16 names, above */
    for (size_t i = 0; i < len; i++) {
        if (!pe_str_check(vm, items[i])) continue;
        const char *name = ((pe_str *)items[i].u.o)->data;
        if (strcmp(name, "__dict__") == 0)
            *dict = 1;
        else if (strcmp(name, "__weakref__") == 0)
            *weak = 1;
        else
            (*n)++;
    }
    return 0;
}

/* The layout of user class t over its builtin base b. 0 or -1 (the budget). */
static int user_layout(pe_vm *vm, pe_type *t, pe_type *b, layout *out) {
    int64_t nslots = 0;
    int dict = 0, weak = 0;
    pe_value mro = t->mro;
    size_t n = pe_tuple_len(mro);
    /* loop-bound: mro: the classes of one MRO */
    for (size_t i = 0; i < n; i++) {
        pe_type *c = (pe_type *)pe_tuple_item(mro, i).u.o;
        if (!(c->tflags & PE_TPF_HEAPTYPE)) continue;
        pe_value slots = pe_dict_get_cstr(vm, c->dict, "__slots__");
        if (pe_is_null(slots)) {
            dict = weak = 1;
            continue;
        }
        if (count_slots(vm, slots, &nslots, &dict, &weak) < 0) return -1;
    }
    int items = is_named(b, "int") || is_named(b, "bool") || is_named(b, "bytes") ||
                is_named(b, "tuple");
    int base_dict = (b->tflags & PE_TPF_EXC_SUBCLASS) || is_named(b, "function") ||
                    is_named(b, "module") || is_named(b, "type");
    int base_weak = is_named(b, "set") || is_named(b, "frozenset") || is_named(b, "type") ||
                    is_named(b, "function") || is_named(b, "generator");
    out->extra = 8 * nslots;
    if (weak && !base_weak && !items) out->extra += 8;
    out->managed = dict && !base_dict && !items;
    if (dict && !base_dict && items) out->extra += 8;
    return 0;
}

/* ---- the variable-size builtins ----------------------------------------------------- */

static int64_t int_figure(pe_value v) {
    uint64_t bits = pe_int_bit_length(v);
    uint64_t digits = (bits + 29) / 30;
    return SZ_INT_HEAD + 4 * (int64_t)(digits ? digits : 1);
}

/* Bytes per code point of s at CPython's narrowest kind: 1 (latin-1), 2 or 4. */
static int str_kind(pe_vm *vm, pe_str *s, int *kind) {
    *kind = 1;
    if (s->ascii) return 0;
    if (PE_TICK(vm, s->size / 64) < 0) return -1;
    unsigned char top = 0;
    /* loop-bound: charged-before: one op per 64 bytes, above */
    for (size_t i = 0; i < s->size; i++) {
        unsigned char c = (unsigned char)s->data[i];
        if (c > top) top = c;
    }
    /* UTF-8 lead bytes: C2-C3 encode U+0080-U+00FF, up to EF the BMP, F0+ the rest */
    *kind = top < 0xC4 ? 1 : top < 0xF0 ? 2 : 4;
    return 0;
}

static int str_figure(pe_vm *vm, pe_str *s, int exact, int64_t *out) {
    int kind;
    if (str_kind(vm, s, &kind) < 0) return -1;
    int64_t units = ((int64_t)s->len + 1) * kind;
    if (!exact)
        *out = SZ_UNICODE + units; /* subclasses are not compact */
    else if (s->ascii)
        *out = SZ_ASCII + units;
    else
        *out = SZ_COMPACT + units;
    return 0;
}

/* A dict's key table, as _PyDict_KeysSize: header, index bytes, and the usable
 * entries (16 bytes each while every key is an exact str, else 24). 0 or -1. */
static int dict_keys_figure(pe_vm *vm, pe_dict *d, int64_t *out) {
    *out = 0;
    if (!d->indices) return 0; /* CPython's shared empty keys: not counted */
    int64_t size = (int64_t)1 << d->log2_size;
    int width = d->log2_size < 8 ? 1 : d->log2_size < 16 ? 2 : d->log2_size < 32 ? 4 : 8;
    int64_t usable = (size << 1) / 3;
    if (PE_TICK(vm, d->nentries / 16) < 0) return -1;
    int unicode = 1;
    /* loop-bound: charged-before: one op per 16 entries, above */
    for (size_t i = 0; i < d->nentries && unicode; i++) {
        pe_value k = d->entries[i].key;
        if (!pe_is_null(k) && pe_type_of(vm, k) != vm->types[PE_TYPE_STR]) unicode = 0;
    }
    *out = SZ_DICT_KEYS + size * width + usable * (unicode ? 16 : 24);
    return 0;
}

static int64_t set_table_figure(pe_set *s) {
    size_t slots = s->mask + 1;
    return slots > 8 ? (int64_t)slots * 16 : 0; /* up to 8: the struct's smalltable */
}

/* A type object's own figure: static types are a PyTypeObject; a class is a
 * PyHeapTypeObject, with the shared-key table of its instances' managed dicts. */
static int type_figure(pe_vm *vm, pe_type *t, int64_t *out) {
    if (!(t->tflags & PE_TPF_HEAPTYPE)) {
        *out = SZ_STATIC_TYPE;
        return 0;
    }
    layout lay;
    if (user_layout(vm, t, builtin_base(t), &lay) < 0) return -1;
    *out = SZ_HEAP_TYPE + (lay.managed ? SZ_CACHED_KEYS : 0);
    return 0;
}

/* The figure of v's builtin layout b; *sized is set when the figure counts the type's
 * basicsize (so a subclass's additions apply), as CPython's __sizeof__ methods do
 * for all but int and str. */
static int builtin_figure(pe_vm *vm, pe_value v, pe_type *b, int exact, int64_t *out,
                          int *sized) {
    pe_value u = pe_subclass_unwrap(v);
    *sized = 1;
    if (is_named(b, "int") || is_named(b, "bool")) {
        *sized = 0;
        *out = int_figure(u);
        return 0;
    }
    if (is_named(b, "str")) {
        *sized = 0;
        return str_figure(vm, (pe_str *)u.u.o, exact, out);
    }
    if (is_named(b, "type")) return type_figure(vm, (pe_type *)v.u.o, out);
    const builtin_row *row = row_of(b);
    int64_t basic = row ? row->basic : 16;
    if (is_named(b, "bytes"))
        basic += (int64_t)((pe_bytes *)u.u.o)->len;
    else if (is_named(b, "tuple"))
        basic += 8 * (int64_t)pe_tuple_len(u);
    else if (is_named(b, "list"))
        basic += 8 * (int64_t)pe_list_obj(v)->cap;
    else if (is_named(b, "set") || is_named(b, "frozenset"))
        basic += set_table_figure((pe_set *)v.u.o);
    else if (is_named(b, "bytearray")) {
        pe_bytearray *ba = (pe_bytearray *)u.u.o;
        basic += ba->data ? (int64_t)ba->cap + 1 : 0; /* CPython's alloc counts the NUL */
    } else if (is_named(b, "dict")) {
        int64_t keys;
        if (dict_keys_figure(vm, pe_dict_obj(v), &keys) < 0) return -1;
        basic += keys;
    }
    *out = basic;
    return 0;
}

int pe_sizeof_basic(pe_vm *vm, pe_value v, int64_t *out) {
    switch (v.tag) {
    case PE_T_NONE: *out = 16; return 0;
    case PE_T_BOOL: *out = 28; return 0;
    case PE_T_FLOAT: *out = 24; return 0;
    case PE_T_INT: *out = int_figure(v); return 0;
    default: break;
    }
    pe_type *t = pe_type_of(vm, v);
    pe_type *b = builtin_base(t);
    int sized;
    if (builtin_figure(vm, v, b, t == b, out, &sized) < 0) return -1;
    if (t == b || !sized) return 0;
    layout lay;
    if (user_layout(vm, t, b, &lay) < 0) return -1;
    *out += lay.extra;
    return 0;
}

int pe_sizeof_preheader(pe_vm *vm, pe_type *t, int64_t *out) {
    if (t->tflags & PE_TPF_HEAPTYPE) {
        /* every class CPython 3.11 makes is GC-tracked */
        layout lay;
        if (user_layout(vm, t, builtin_base(t), &lay) < 0) return -1;
        *out = GC_HEAD + (lay.managed ? MANAGED_DICT : 0);
        return 0;
    }
    const builtin_row *row = row_of(t);
    int gc = row ? row->gc : (t->tflags & PE_TPF_GC) != 0;
    *out = gc ? GC_HEAD : 0;
    return 0;
}
