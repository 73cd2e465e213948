/*
 * value.h - pe_value, the 16-byte tagged value passed by value everywhere.
 *
 * None, bool, small int (int64) and float are immediate: no allocation, no refcount.
 * Everything else is a pointer to a reference-counted heap object (eval/object.h).
 *
 * PE_T_NULL is not a Python value. It means "no value": an unbound local slot, or the
 * error return of a fallible function that returns pe_value (the exception is then
 * pending in the VM, exactly like a NULL PyObject* in CPython).
 *
 * Invariant: an int that fits in int64 is always immediate (PE_T_INT). A bigint object
 * always holds a value outside int64 range, so equality of small ints never needs to
 * look at objects. Arithmetic promotes on overflow (__builtin_*_overflow) and demotes
 * results that fit.
 */
#ifndef PE_VALUE_H
#define PE_VALUE_H

#include <stdbool.h>
#include <stdint.h>

typedef struct pe_obj pe_obj;

typedef enum pe_tag {
    PE_T_NULL = 0,
    PE_T_NONE,
    PE_T_BOOL,
    PE_T_INT,
    PE_T_FLOAT,
    PE_T_OBJ,
} pe_tag;

typedef struct pe_value {
    uint32_t tag; /* pe_tag */
    uint32_t aux; /* FLOAT NaN: identity stamp (see pe_float); otherwise 0 */
    union {
        int64_t i; /* BOOL (0/1), INT */
        double f;  /* FLOAT */
        pe_obj *o; /* OBJ */
    } u;
} pe_value;

_Static_assert(sizeof(pe_value) == 16, "pe_value must stay 16 bytes");

#define PE_NULL  ((pe_value){.tag = PE_T_NULL})
#define PE_NONE  ((pe_value){.tag = PE_T_NONE})
#define PE_TRUE  ((pe_value){.tag = PE_T_BOOL, .u.i = 1})
#define PE_FALSE ((pe_value){.tag = PE_T_BOOL, .u.i = 0})

static inline pe_value pe_int(int64_t i) {
    pe_value v = {.tag = PE_T_INT};
    v.u.i = i;
    return v;
}
/*
 * Floats are immediates, but CPython's containers compare items by identity before
 * equality, which is observable only for NaN: `x = nan; [x] == [x]` is True while
 * `[float('nan')] == [float('nan')]` is False. So each NaN made by pe_float carries a
 * fresh stamp in `aux`, and pe_is compares stamps. The counter is thread-local rather
 * than per VM because pe_float has no VM; it only has to make stamps distinct, and
 * values never move between threads' VMs except by deep copy.
 */
extern _Thread_local uint32_t pe_nan_stamp;
static inline pe_value pe_float(double f) {
    pe_value v = {.tag = PE_T_FLOAT};
    v.u.f = f;
    if (f != f) v.aux = ++pe_nan_stamp;
    return v;
}
static inline pe_value pe_bool(bool b) {
    pe_value v = {.tag = PE_T_BOOL};
    v.u.i = b ? 1 : 0;
    return v;
}
static inline pe_value pe_obj_value(pe_obj *o) {
    pe_value v = {.tag = PE_T_OBJ};
    v.u.o = o;
    return v;
}

static inline bool pe_is_null(pe_value v) {
    return v.tag == PE_T_NULL;
}
static inline bool pe_is_none(pe_value v) {
    return v.tag == PE_T_NONE;
}
static inline bool pe_is_bool(pe_value v) {
    return v.tag == PE_T_BOOL;
}
static inline bool pe_is_smallint(pe_value v) {
    return v.tag == PE_T_INT;
}
static inline bool pe_is_float(pe_value v) {
    return v.tag == PE_T_FLOAT;
}
static inline bool pe_is_obj(pe_value v) {
    return v.tag == PE_T_OBJ;
}

/* Identity (`is`): immediates compare by tag and payload, objects by pointer. */
static inline bool pe_is(pe_value a, pe_value b) {
    if (a.tag != b.tag) return false;
    switch (a.tag) {
    case PE_T_NULL:
    case PE_T_NONE: return true;
    case PE_T_FLOAT: return a.u.i == b.u.i && a.aux == b.aux; /* see pe_float */
    default: return a.u.i == b.u.i;
    }
}

#endif
