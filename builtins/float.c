/*
 * float.c - the float type. Floats are immediate doubles (value.h); this file holds
 * their operators with CPython's special cases and messages, the shortest round-trip
 * repr, parsing, and the numeric hash shared with int.
 */
#include "float.h"
#include "complex.h"

#include <ctype.h>
#include <errno.h>
#include <float.h>
#include <limits.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "../eval/args.h"
#include "../eval/exc.h"
#include "../eval/ops.h"
#include "../eval/vm.h"
#include "int.h"
#include "str.h"
#include "subclass.h"
#include "tuple.h"
#include "type.h"

/* ---- repr -------------------------------------------------------------------------- */

/* Digits of d rounded to p significant digits; returns the decimal exponent of the
 * first digit. glibc's printf is exact, so "%.*e" is correctly rounded. */
static int pe_float_digits_p(double d, int p, char *digits) {
    char buf[40];
    snprintf(buf, sizeof buf, "%.*e", p - 1, d);
    int n = 0;
    const char *s = buf;
    /* loop-bound: digits: the repr of one double (at most 32 bytes) */
    for (; *s && *s != 'e'; s++)
        if (*s >= '0' && *s <= '9') digits[n++] = *s;
    digits[n] = '\0';
    return atoi(s + 1);
}

/* Does "D.DDDDe<exp10>" (the p digits) parse back to d? Built by hand: snprintf is the
 * dominant cost of repr(float). */
static int pe_float_roundtrips(double d, const char *digits, int p, int exp10) {
    char buf[48];
    size_t k = 0;
    buf[k++] = digits[0];
    buf[k++] = '.';
    memcpy(buf + k, digits + 1, (size_t)p - 1);
    k += (size_t)p - 1;
    buf[k++] = 'e';
    if (exp10 < 0) {
        buf[k++] = '-';
        exp10 = -exp10;
    }
    char e[8];
    int ne = 0;
    /* loop-bound: digits: the exponent of one double */
    do {
        e[ne++] = (char)('0' + exp10 % 10);
        exp10 /= 10;
    } while (exp10);
    /* loop-bound: digits: the exponent of one double */
    while (ne)
        buf[k++] = e[--ne];
    buf[k] = '\0';
    return strtod(buf, NULL) == d;
}

/* Adds delta (+1 or -1) to the last digit of the p-digit string, keeping p digits;
 * adjusts *exp10 when the leading digit carries or borrows. */
static void pe_float_step_digits(char *dig, int p, int *exp10, int delta) {
    int i = p - 1;
    if (delta > 0) {
        /* loop-bound: digits: the 17 digits of one double */
        while (i >= 0 && dig[i] == '9')
            dig[i--] = '0';
        if (i >= 0) {
            dig[i]++;
        } else { /* 99..9 + 1 = 100..0: one more decimal place */
            dig[0] = '1';
            (*exp10)++;
        }
    } else {
        /* loop-bound: digits: the 17 digits of one double */
        while (i >= 0 && dig[i] == '0')
            dig[i--] = '9';
        if (i >= 0) dig[i]--;
        if (dig[0] == '0') { /* 100..0 - 1 = 099..9: shift left, append a 9 */
            memmove(dig, dig + 1, (size_t)p - 1);
            dig[p - 1] = '9';
            (*exp10)--;
        }
    }
}

/* Finds a p-digit decimal that round-trips to d: the correctly rounded one, or, when
 * the rounding interval is lopsided (d a power of two) and that one misses, its
 * neighbour one unit away in the last place. Returns 1 and fills dig/exp10, or 0. */
static int pe_float_try_p(double d, int p, char *dig, int *exp10) {
    *exp10 = pe_float_digits_p(d, p, dig);
    if (pe_float_roundtrips(d, dig, p, *exp10)) return 1;
    /* loop-bound: const: two steps */
    for (int delta = 1; delta >= -1; delta -= 2) {
        char alt[24];
        memcpy(alt, dig, (size_t)p + 1);
        int e = *exp10;
        pe_float_step_digits(alt, p, &e, delta);
        if (alt[0] != '0' && pe_float_roundtrips(d, alt, p, e)) {
            memcpy(dig, alt, (size_t)p + 1);
            *exp10 = e;
            return 1;
        }
    }
    return 0;
}

/*
 * Shortest round-trip digits (what CPython's dtoa mode 0 yields). Normal doubles take
 * the 15/16/17-digit path below. For subnormals the smallest p whose p-digit decimal
 * round-trips is found by binary search over 1..17 (if p works, so does every longer
 * one; 17 always works). Among p-digit candidates the correctly rounded one is the
 * nearest to d, as dtoa chooses.
 */
int pe_float_shortest_digits(double d, char *digits, int *decpt) {
    int lo = 1, hi = 17;
    char best[24];
    int best_exp;
    if (d >= DBL_MIN) {
        /* Normal doubles: every decimal of <= DBL_DIG (15) digits survives a round trip
         * through double, so if a k <= 15 digit string maps to d, printing d with 15
         * digits gives that string padded with zeros. Hence: try 15 digits (trailing
         * zeros stripped below give the shortest), else 16, else 17. */
        if (pe_float_try_p(d, 15, best, &best_exp) ||
            pe_float_try_p(d, 16, best, &best_exp)) {
            hi = 0;
        } else {
            best_exp = pe_float_digits_p(d, 17, best);
            hi = 0;
        }
        lo = hi;
    } else {
        best_exp = pe_float_digits_p(d, 17, best); /* subnormals: binary search */
    }
    /* loop-bound: digits: a bisection over 1..17 digits */
    while (lo < hi) {
        int mid = (lo + hi) / 2;
        char dig[24];
        int e;
        if (pe_float_try_p(d, mid, dig, &e)) {
            hi = mid;
            memcpy(best, dig, sizeof dig);
            best_exp = e;
        } else {
            lo = mid + 1;
        }
    }
    if (hi == 17) best_exp = pe_float_digits_p(d, 17, best); /* 17 digits always work */
    /* strip trailing zeros (e.g. p = 1 can give "1" for 1e16, but longer p give "10") */
    int n = (int)strlen(best);
    /* loop-bound: digits: the 17 digits of one double */
    while (n > 1 && best[n - 1] == '0')
        n--;
    memcpy(digits, best, (size_t)n);
    digits[n] = '\0';
    *decpt = best_exp + 1;
    return n;
}

int pe_float_repr_buf(double d, char *buf) {
    if (isnan(d)) return (int)(strcpy(buf, "nan"), 3);
    if (isinf(d))
        return d > 0 ? (int)(strcpy(buf, "inf"), 3) : (int)(strcpy(buf, "-inf"), 4);
    char *p = buf;
    if (signbit(d)) {
        *p++ = '-';
        d = -d;
    }
    if (d == 0) {
        strcpy(p, "0.0");
        return (int)(p - buf) + 3;
    }
    char dig[24];
    int decpt;
    int n = pe_float_shortest_digits(d, dig, &decpt);
    if (decpt <= -4 || decpt > 16) {
        /* exponent form: d[.ddd]e+XX (at least two exponent digits) */
        *p++ = dig[0];
        if (n > 1) {
            *p++ = '.';
            memcpy(p, dig + 1, (size_t)n - 1);
            p += n - 1;
        }
        int e = decpt - 1;
        p += sprintf(p, "e%c%02d", e < 0 ? '-' : '+', e < 0 ? -e : e);
    } else if (decpt <= 0) {
        *p++ = '0';
        *p++ = '.';
        /* loop-bound: digits: repr's exponent range (-4..16) */
        for (int i = 0; i < -decpt; i++)
            *p++ = '0';
        memcpy(p, dig, (size_t)n);
        p += n;
    } else if (decpt >= n) {
        memcpy(p, dig, (size_t)n);
        p += n;
        /* loop-bound: digits: repr's exponent range (-4..16) */
        for (int i = n; i < decpt; i++)
            *p++ = '0';
        *p++ = '.';
        *p++ = '0';
    } else {
        memcpy(p, dig, (size_t)decpt);
        p += decpt;
        *p++ = '.';
        memcpy(p, dig + decpt, (size_t)(n - decpt));
        p += n - decpt;
    }
    *p = '\0';
    return (int)(p - buf);
}

pe_value pe_float_repr(pe_vm *vm, pe_value v) {
    char buf[40];
    int n = pe_float_repr_buf(v.u.f, buf);
    return pe_str_value(vm, buf, (size_t)n);
}

/* ---- hash -------------------------------------------------------------------------- */

#define PE_HASH_BITS    61
#define PE_HASH_MODULUS (((uint64_t)1 << PE_HASH_BITS) - 1)

/* CPython's _Py_HashDouble: the value of d reduced modulo 2**61 - 1, built 28 bits of
 * mantissa at a time; equal to the int hash for integral d. */
int64_t pe_float_hash_value(double d) {
    if (!isfinite(d)) {
        if (isinf(d)) return d > 0 ? 314159 : -314159;
        return 0;
    }
    int e;
    double m = frexp(d, &e);
    int sign = 1;
    if (m < 0) {
        sign = -1;
        m = -m;
    }
    uint64_t x = 0;
    /* loop-bound: digits: the mantissa bits of one double */
    while (m) {
        x = ((x << 28) & PE_HASH_MODULUS) | x >> (PE_HASH_BITS - 28);
        m *= 268435456.0; /* 2**28 */
        e -= 28;
        uint64_t y = (uint64_t)m;
        m -= (double)y;
        x += y;
        if (x >= PE_HASH_MODULUS) x -= PE_HASH_MODULUS;
    }
    e = e >= 0 ? e % PE_HASH_BITS : PE_HASH_BITS - 1 - ((-1 - e) % PE_HASH_BITS);
    x = ((x << e) & PE_HASH_MODULUS) | x >> (PE_HASH_BITS - e);
    int64_t h = (int64_t)x * sign;
    return h == -1 ? -2 : h;
}

static int pe_float_hash_slot(pe_vm *vm, pe_value self, int64_t *out) {
    (void)vm;
    *out = pe_float_hash_value(self.u.f);
    return 0;
}

/* ---- parsing ----------------------------------------------------------------------- */

static int pe_isdigit(char c) {
    return c >= '0' && c <= '9';
}

static int pe_ci_eq(const char *s, size_t n, const char *word) {
    size_t k = strlen(word);
    if (n != k) return 0;
    /* loop-bound: const: comparison with a fixed short word (inf, nan, infinity) */
    for (size_t i = 0; i < n; i++)
        if ((s[i] | 0x20) != word[i]) return 0;
    return 1;
}

static pe_value pe_float_from_ascii(pe_vm *vm, const char *s0, size_t n0, pe_value orig);

pe_value pe_float_from_text(pe_vm *vm, const char *s0, size_t n0, pe_value orig) {
    /* non-ASCII text: Unicode digits and spaces count, as in CPython */
    for (size_t i = 0; i < n0; i++) {
        if ((unsigned char)s0[i] < 0x80) continue;
        char *buf = pe_mem_alloc(&vm->mem, n0);
        if (!buf) return pe_err_nomem(vm);
        size_t n = pe_unicode_to_ascii_number(s0, n0, buf);
        pe_value str = pe_incref(orig);
        if (pe_is_null(str)) str = pe_str_value(vm, s0, n0);
        pe_value r = pe_is_null(str) ? PE_NULL : pe_float_from_ascii(vm, buf, n, str);
        pe_decref(vm, str);
        pe_mem_free(&vm->mem, buf, n0);
        return r;
    }
    return pe_float_from_ascii(vm, s0, n0, orig);
}

static pe_value pe_float_from_ascii(pe_vm *vm, const char *s0, size_t n0, pe_value orig) {
    if (n0 >= 64 && PE_TICK(vm, n0 / 64) < 0) return PE_NULL; /* scanned and parsed */
    const char *s = pe_str_skip_space(s0, s0 + n0);
    const char *end = pe_str_skip_space_back(s, s0 + n0);
    size_t n = (size_t)(end - s);
    char small[128];
    char *buf = small;
    size_t cap = n + 1;
    if (cap > sizeof small) {
        buf = pe_mem_alloc(&vm->mem, cap);
        if (!buf) return pe_err_nomem(vm);
    }
    /* Validate Python's float grammar while copying without underscores: an underscore
     * must sit between two digits. */
    size_t k = 0, i = 0;
    int ok = 1;
    double result = 0;
    const char *body = s;
    int neg = 0;
    if (i < n && (s[i] == '+' || s[i] == '-')) {
        neg = s[i] == '-';
        buf[k++] = s[i++];
    }
    body = s + i;
    size_t blen = n - i;
    if (pe_ci_eq(body, blen, "inf") || pe_ci_eq(body, blen, "infinity")) {
        result = neg ? -INFINITY : INFINITY;
        goto done;
    }
    if (pe_ci_eq(body, blen, "nan")) {
        result = neg ? -NAN : NAN;
        goto done;
    }
    int ndig = 0, state = 0; /* 0 int part, 1 fraction, 2 exponent */
    int expdig = 0;
    /* loop-bound: charged-before: the charge above in pe_float_from_ascii covers this
     * trip count */
    for (; i < n && ok; i++) {
        char c = s[i];
        if (pe_isdigit(c)) {
            buf[k++] = c;
            if (state == 2)
                expdig++;
            else
                ndig++;
        } else if (c == '_') {
            ok = i > 0 && pe_isdigit(s[i - 1]) && i + 1 < n && pe_isdigit(s[i + 1]);
        } else if (c == '.' && state == 0) {
            state = 1;
            buf[k++] = c;
        } else if ((c == 'e' || c == 'E') && state < 2 && ndig > 0) {
            state = 2;
            buf[k++] = c;
            if (i + 1 < n && (s[i + 1] == '+' || s[i + 1] == '-')) buf[k++] = s[++i];
        } else {
            ok = 0;
        }
    }
    if (!ok || ndig == 0 || (state == 2 && expdig == 0)) goto invalid;
    buf[k] = '\0';
    result = strtod(buf, NULL); /* correctly rounded; overflow gives inf as in Python */
done:
    if (buf != small) pe_mem_free(&vm->mem, buf, cap);
    return pe_float(result);
invalid:
    if (buf != small) pe_mem_free(&vm->mem, buf, cap);
    {
        pe_value str = pe_incref(orig);
        if (pe_is_null(str)) {
            str = pe_str_value(vm, s0, n0);
            if (pe_is_null(str)) return PE_NULL;
        }
        pe_value r = pe_str_repr_limited(vm, str, 0);
        pe_decref(vm, str);
        if (pe_is_null(r)) return PE_NULL;
        pe_err_format(vm, PE_EXC_ValueError, "could not convert string to float: %s",
                      pe_str_obj(r)->data);
        pe_decref(vm, r);
        return PE_NULL;
    }
}

/* ---- arithmetic -------------------------------------------------------------------- */

int pe_float_as_double(pe_vm *vm, pe_value v, double *out) {
    switch (v.tag) {
    case PE_T_FLOAT: *out = v.u.f; return 0;
    case PE_T_INT:
    case PE_T_BOOL: *out = (double)v.u.i; return 0;
    case PE_T_OBJ:
        if (pe_int_check(vm, v)) return pe_int_as_double(vm, v, out);
        return 1;
    default: return 1;
    }
}

int pe_float_from_object(pe_vm *vm, pe_value v, double *out) {
    int r = pe_float_as_double(vm, pe_subclass_unwrap(v), out);
    if (r <= 0) return r;
    pe_type *t = pe_type_of(vm, v);
    if (!pe_is_null(pe_type_lookup(vm, t, vm->ids[PE_ID_float_]))) {
        pe_value f = pe_op_call_method(vm, v, "__float__", NULL, 0);
        if (pe_is_null(f)) return -1;
        if (!pe_is_float(f)) {
            pe_err_format(vm, PE_EXC_TypeError, "%s.__float__ returned non-float (type %s)",
                          t->name, pe_op_typename(vm, f));
            pe_decref(vm, f);
            return -1;
        }
        *out = f.u.f;
        return 0;
    }
    if (!pe_is_null(pe_type_lookup(vm, t, vm->ids[PE_ID_index]))) {
        pe_value i = pe_op_index(vm, v);
        if (pe_is_null(i)) return -1;
        r = pe_int_as_double(vm, i, out);
        pe_decref(vm, i);
        return r;
    }
    pe_err_format(vm, PE_EXC_TypeError, "must be real number, not %s",
                  pe_op_typename(vm, v));
    return -1;
}

static int pe_double_is_odd_integer(double x) {
    return fmod(fabs(x), 2.0) == 1.0;
}

pe_value pe_float_pow(pe_vm *vm, double iv, double iw) {
    if (iw == 0) return pe_float(1.0);
    if (isnan(iv)) return pe_float(iv);
    if (isnan(iw)) return pe_float(iv == 1.0 ? 1.0 : iw);
    if (isinf(iw)) {
        iv = fabs(iv);
        if (iv == 1.0) return pe_float(1.0);
        if ((iw > 0) == (iv > 1.0)) return pe_float(fabs(iw));
        return pe_float(0.0);
    }
    if (isinf(iv)) {
        int odd = pe_double_is_odd_integer(iw);
        if (iw > 0) return pe_float(odd ? iv : fabs(iv));
        return pe_float(odd ? copysign(0.0, iv) : 0.0);
    }
    if (iv == 0.0) {
        int odd = pe_double_is_odd_integer(iw);
        if (iw < 0.0)
            return pe_err_set(vm, PE_EXC_ZeroDivisionError,
                              "0.0 cannot be raised to a negative power");
        return pe_float(odd ? iv : 0.0);
    }
    int negate = 0;
    if (iv < 0.0) {
        if (iw != floor(iw)) /* CPython delegates to complex ** complex here */
            return pe_complex_pow_doubles(vm, iv, 0.0, iw, 0.0);
        iv = -iv;
        negate = pe_double_is_odd_integer(iw);
    }
    if (iv == 1.0) return pe_float(negate ? -1.0 : 1.0);
    errno = 0;
    double ix = pow(iv, iw);
    if (negate) ix = -ix;
    if (isinf(ix))
        return pe_err_set(vm, PE_EXC_OverflowError,
                          "(34, 'Numerical result out of range')");
    return pe_float(ix);
}

int pe_float_divmod(pe_vm *vm, double vx, double wx, double *q, double *r, int which) {
    static const char *const msgs[] = {"float floor division by zero", "float modulo",
                                       "float divmod()"};
    if (wx == 0.0) {
        pe_err_set(vm, PE_EXC_ZeroDivisionError, msgs[which]);
        return -1;
    }
    double mod = fmod(vx, wx);
    double div = (vx - mod) / wx;
    if (mod) {
        /* the remainder takes the divisor's sign */
        if ((wx < 0) != (mod < 0)) {
            mod += wx;
            div -= 1.0;
        }
    } else {
        mod = copysign(0.0, wx);
    }
    double floordiv;
    if (div) {
        floordiv = floor(div);
        if (div - floordiv > 0.5) floordiv += 1.0;
    } else {
        floordiv = copysign(0.0, vx / wx);
    }
    if (q) *q = floordiv;
    if (r) *r = mod;
    return 0;
}

/* Converts both operands; 1 when either is not a real number (NotImplemented). */
static int pe_float_operands(pe_vm *vm, pe_value a, pe_value b, double *x, double *y) {
    int r = pe_float_as_double(vm, a, x);
    if (r != 0) return r;
    return pe_float_as_double(vm, b, y);
}

static pe_value pe_notimpl(pe_vm *vm) {
    return pe_incref(vm->notimpl);
}

#define PE_FLOAT_BINSLOT(name, body)                                                       \
    static pe_value name(pe_vm *vm, pe_value a, pe_value b) {                              \
        double x, y;                                                                       \
        int rc = pe_float_operands(vm, a, b, &x, &y);                                      \
        if (rc < 0) return PE_NULL;                                                        \
        if (rc > 0) return pe_notimpl(vm);                                                 \
        body                                                                               \
    }

PE_FLOAT_BINSLOT(pe_float_add, return pe_float(x + y);)
PE_FLOAT_BINSLOT(pe_float_sub, return pe_float(x - y);)
PE_FLOAT_BINSLOT(pe_float_mul, return pe_float(x * y);)
PE_FLOAT_BINSLOT(pe_float_div, {
    if (y == 0.0) return pe_err_set(vm, PE_EXC_ZeroDivisionError, "float division by zero");
    return pe_float(x / y);
})
PE_FLOAT_BINSLOT(pe_float_floordiv, {
    double q;
    if (pe_float_divmod(vm, x, y, &q, NULL, 0) < 0) return PE_NULL;
    return pe_float(q);
})
PE_FLOAT_BINSLOT(pe_float_mod, {
    if (y == 0.0) return pe_err_set(vm, PE_EXC_ZeroDivisionError, "float modulo");
    double mod = fmod(x, y);
    if (mod) {
        if ((y < 0) != (mod < 0)) mod += y;
    } else {
        mod = copysign(0.0, y);
    }
    return pe_float(mod);
})
PE_FLOAT_BINSLOT(pe_float_powslot, return pe_float_pow(vm, x, y);)

static pe_value pe_float_neg(pe_vm *vm, pe_value a) {
    return pe_float(-a.u.f);
}
static pe_value pe_float_pos(pe_vm *vm, pe_value a) {
    return a;
}
static pe_value pe_float_abs(pe_vm *vm, pe_value a) {
    return pe_float(fabs(a.u.f));
}
static int pe_float_truth(pe_vm *vm, pe_value a) {
    return a.u.f != 0.0;
}

static pe_value pe_float_cmp_result(int c, pe_cmpop op) {
    switch (op) {
    case PE_CMP_EQ: return pe_bool(c == 0);
    case PE_CMP_NOT_EQ: return pe_bool(c != 0);
    case PE_CMP_LT: return pe_bool(c < 0);
    case PE_CMP_LT_E: return pe_bool(c <= 0);
    case PE_CMP_GT: return pe_bool(c > 0);
    case PE_CMP_GT_E: return pe_bool(c >= 0);
    default: return PE_FALSE;
    }
}

/* a is a float; b a float or an int (compared exactly, never through a rounded
 * conversion). NaN is unordered: only != holds. */
static pe_value pe_float_richcmp(pe_vm *vm, pe_value a, pe_value b, pe_cmpop op) {
    /* an int or float subclass compares by its value, as float_richcompare reads it
     * (the dispatcher has already given an overriding subclass its reflected turn) */
    a = pe_subclass_unwrap(a);
    b = pe_subclass_unwrap(b);
    if (a.tag != PE_T_FLOAT) {
        /* reflected call with a float on the right */
        if (b.tag != PE_T_FLOAT || !pe_int_check(vm, a)) return pe_notimpl(vm);
        int c = pe_int_cmp_double(vm, a.tag == PE_T_BOOL ? pe_int(a.u.i) : a, b.u.f);
        if (c == 2) return pe_bool(op == PE_CMP_NOT_EQ);
        return pe_float_cmp_result(c, op);
    }
    double x = a.u.f;
    if (b.tag == PE_T_FLOAT) {
        double y = b.u.f;
        switch (op) {
        case PE_CMP_EQ: return pe_bool(x == y);
        case PE_CMP_NOT_EQ: return pe_bool(x != y);
        case PE_CMP_LT: return pe_bool(x < y);
        case PE_CMP_LT_E: return pe_bool(x <= y);
        case PE_CMP_GT: return pe_bool(x > y);
        case PE_CMP_GT_E: return pe_bool(x >= y);
        default: return PE_FALSE;
        }
    }
    if (pe_int_check(vm, b)) {
        int c = pe_int_cmp_double(vm, b.tag == PE_T_BOOL ? pe_int(b.u.i) : b, x);
        if (c == 2) return pe_bool(op == PE_CMP_NOT_EQ);
        return pe_float_cmp_result(-c, op);
    }
    return pe_notimpl(vm);
}

/* float(x=0.0) */
static pe_value pe_float_new(pe_vm *vm, pe_type *type, const pe_value *args, size_t nargs,
                             pe_obj *kwnames) {
    (void)type;
    if (pe_args_nokw(vm, "float", kwnames) < 0) return PE_NULL;
    if (pe_args_range(vm, "float", nargs, kwnames, 0, 1) < 0) return PE_NULL;
    if (nargs == 0) return pe_float(0.0);
    pe_value x = args[0];
    if (pe_str_check(vm, x)) {
        pe_str *s = pe_str_obj(x);
        return pe_float_from_text(vm, s->data, s->size, x);
    }
    double d;
    int rc = pe_float_as_double(vm, x, &d);
    if (rc < 0) return PE_NULL;
    if (rc == 0) return pe_float(d);
    /* __float__ / __index__ of other objects: issue 3 (through the index slot now) */
    pe_type *t = pe_type_of(vm, x);
    if (t && t->index) {
        pe_value i = t->index(vm, x);
        if (pe_is_null(i)) return PE_NULL;
        rc = pe_float_as_double(vm, i, &d);
        pe_decref(vm, i);
        if (rc < 0) return PE_NULL;
        return pe_float(d);
    }
    return pe_err_format(vm, PE_EXC_TypeError,
                         "float() argument must be a string or a real number, not '%s'",
                         pe_op_typename(vm, x));
}

/* ---- methods ----------------------------------------------------------------------- */

static pe_value pe_float_m_is_integer(pe_vm *vm, const pe_value *args, size_t nargs,
                                      pe_obj *kw) {
    if (pe_args_noargs(vm, "float.is_integer", nargs - 1, kw) < 0) return PE_NULL;
    double d = args[0].u.f;
    return pe_bool(isfinite(d) && floor(d) == d);
}

static pe_value pe_float_m_conjugate(pe_vm *vm, const pe_value *args, size_t nargs,
                                     pe_obj *kw) {
    if (pe_args_noargs(vm, "float.conjugate", nargs - 1, kw) < 0) return PE_NULL;
    return args[0];
}

/* as_integer_ratio: d = m * 2**e with m integral; reduce powers of two. */
static pe_value pe_float_m_as_integer_ratio(pe_vm *vm, const pe_value *args, size_t nargs,
                                            pe_obj *kw) {
    if (pe_args_noargs(vm, "float.as_integer_ratio", nargs - 1, kw) < 0) return PE_NULL;
    double d = args[0].u.f;
    if (isinf(d))
        return pe_err_set(vm, PE_EXC_OverflowError,
                          "cannot convert Infinity to integer ratio");
    if (isnan(d))
        return pe_err_set(vm, PE_EXC_ValueError, "cannot convert NaN to integer ratio");
    int e;
    double m = frexp(d, &e);
    /* loop-bound: const */
    for (int i = 0; i < 300 && m != floor(m); i++) {
        m *= 2.0;
        e--;
    }
    pe_value num = pe_int_from_double(vm, m);
    if (pe_is_null(num)) return PE_NULL;
    pe_value den = pe_int(1);
    pe_value t;
    if (e > 0) {
        pe_type *it = vm->types[PE_TYPE_INT];
        t = it->binop[PE_OP_LSHIFT](vm, num, pe_int(e));
        pe_decref(vm, num);
        if (pe_is_null(t)) return PE_NULL;
        num = t;
    } else if (e < 0) {
        pe_type *it = vm->types[PE_TYPE_INT];
        den = it->binop[PE_OP_LSHIFT](vm, pe_int(1), pe_int(-e));
        if (pe_is_null(den)) {
            pe_decref(vm, num);
            return PE_NULL;
        }
    }
    t = pe_tuple_pack2(vm, num, den);
    pe_decref(vm, num);
    pe_decref(vm, den);
    return t;
}

/*
 * round(x, n) for n != None, as CPython's double_round: the decimal nearest to the
 * exact binary value of x with n digits after the point (n may be negative), ties to
 * even, then converted back. "%.1100f" prints the exact expansion of any double (at
 * most 1074 fractional digits), so the rounding is done once, on exact digits.
 */
static double pe_float_round_digits(double x, int64_t n) {
    if (!isfinite(x) || x == 0.0) return x;
    if (n > 323) return x;
    if (n < -308) return 0.0 * x;
    static const int FRAC = 1100;
    char buf[1500];
    int len = snprintf(buf, sizeof buf, "%.*f", FRAC, fabs(x));
    char *dot = strchr(buf, '.');
    int ilen = (int)(dot - buf);
    /* digits as one string without the point: D = I F, point after ilen digits */
    char dig[1500];
    memcpy(dig, buf, (size_t)ilen);
    memcpy(dig + ilen, dot + 1, (size_t)(len - ilen - 1));
    int nd = len - 1;
    int keep = ilen + (int)n; /* number of leading digits kept */
    char out[1600];
    if (keep < 0) return 0.0 * x;
    int up = 0;
    if (keep < nd) {
        char first = dig[keep];
        int rest_nonzero = 0;
        /* loop-bound: caller-charged: the digits '%.Nf' produced, charged N/16 before
         * formatting */
        for (int i = keep + 1; i < nd && !rest_nonzero; i++)
            rest_nonzero = dig[i] != '0';
        if (first > '5' || (first == '5' && rest_nonzero))
            up = 1;
        else if (first == '5')
            up = keep > 0 && ((dig[keep - 1] - '0') & 1);
    }
    /* the kept digits, plus one carry position in front */
    out[0] = '0';
    memcpy(out + 1, dig, (size_t)keep);
    int ol = keep + 1;
    if (up) {
        int i = ol - 1;
        /* loop-bound: caller-charged: the digits '%.Nf' produced, charged N/16 before
         * formatting */
        while (i >= 0 && out[i] == '9')
            out[i--] = '0';
        if (i >= 0) out[i]++;
    }
    /* scale: the kept digits stand for value * 10**(ilen - keep) */
    out[ol] = '\0';
    char num[1700];
    snprintf(num, sizeof num, "%se%d", out, ilen - keep);
    double r = strtod(num, NULL);
    return x < 0 ? -r : r;
}

static pe_value pe_float_m_round(pe_vm *vm, const pe_value *args, size_t nargs,
                                 pe_obj *kw) {
    if (pe_args_range(vm, "__round__", nargs - 1, kw, 0, 1) < 0) return PE_NULL;
    double x = args[0].u.f;
    if (nargs < 2 || pe_is_none(args[1])) {
        double r = round(x);
        if (fabs(x - r) == 0.5) r = 2.0 * round(x / 2.0); /* ties to even */
        return pe_int_from_double(vm, r);
    }
    int64_t n;
    if (pe_op_index_i64(vm, args[1], &n) < 0) {
        if (!pe_err_matches(vm, PE_EXC_OverflowError)) return PE_NULL;
        pe_err_clear(vm);
        n = pe_int_sign(args[1]) > 0 ? INT64_MAX : INT64_MIN;
    }
    return pe_float(pe_float_round_digits(x, n));
}

static pe_value pe_float_m_trunc(pe_vm *vm, const pe_value *args, size_t nargs,
                                 pe_obj *kw) {
    if (pe_args_noargs(vm, "float.__trunc__", nargs - 1, kw) < 0) return PE_NULL;
    return pe_int_from_double(vm, args[0].u.f);
}
static pe_value pe_float_m_floor(pe_vm *vm, const pe_value *args, size_t nargs,
                                 pe_obj *kw) {
    if (pe_args_noargs(vm, "float.__floor__", nargs - 1, kw) < 0) return PE_NULL;
    return pe_int_from_double(vm, floor(args[0].u.f));
}
static pe_value pe_float_m_ceil(pe_vm *vm, const pe_value *args, size_t nargs, pe_obj *kw) {
    if (pe_args_noargs(vm, "float.__ceil__", nargs - 1, kw) < 0) return PE_NULL;
    return pe_int_from_double(vm, ceil(args[0].u.f));
}
static pe_value pe_float_m_float(pe_vm *vm, const pe_value *args, size_t nargs,
                                 pe_obj *kw) {
    if (pe_args_wrapper(vm, "__float__", nargs - 1, kw, 0) < 0) return PE_NULL;
    return pe_float(args[0].u.f);
}
/* __int__ is a slot wrapper, __trunc__ a METH_NOARGS method: same result, two wordings */
static pe_value pe_float_m_int(pe_vm *vm, const pe_value *args, size_t nargs, pe_obj *kw) {
    if (pe_args_wrapper(vm, "__int__", nargs - 1, kw, 0) < 0) return PE_NULL;
    return pe_int_from_double(vm, args[0].u.f);
}

/* divmod(x, y) with "float divmod()" as the zero-division message */
static pe_value pe_float_divmod_impl(pe_vm *vm, pe_value a, pe_value b) {
    double x, y, q, r;
    int rc = pe_float_operands(vm, a, b, &x, &y);
    if (rc < 0) return PE_NULL;
    if (rc > 0) return pe_notimpl(vm);
    if (pe_float_divmod(vm, x, y, &q, &r, 2) < 0) return PE_NULL;
    return pe_tuple_pack2(vm, pe_float(q), pe_float(r));
}
static pe_value pe_float_m_divmod(pe_vm *vm, const pe_value *args, size_t nargs,
                                  pe_obj *kw) {
    if (pe_args_wrapper(vm, "__divmod__", nargs - 1, kw, 1) < 0) return PE_NULL;
    return pe_float_divmod_impl(vm, args[0], args[1]);
}
static pe_value pe_float_m_rdivmod(pe_vm *vm, const pe_value *args, size_t nargs,
                                   pe_obj *kw) {
    if (pe_args_wrapper(vm, "__rdivmod__", nargs - 1, kw, 1) < 0) return PE_NULL;
    return pe_float_divmod_impl(vm, args[1], args[0]);
}

/* ---- formatting ---------------------------------------------------------------------- */

int64_t pe_float_print_digits(char t, int alt, int64_t prec) {
    return (t == 'g' || t == 'G') && !alt && prec > PE_FLOAT_EXACT_PREC
               ? PE_FLOAT_EXACT_PREC
               : prec;
}

size_t pe_float_print(char *buf, size_t cap, char t, int alt, int64_t prec, double a) {
    char fmt[8] = "%";
    size_t k = 1;
    if (alt) fmt[k++] = '#';
    fmt[k++] = '.';
    fmt[k++] = '*';
    fmt[k++] = t;
    fmt[k] = '\0';
    int asked = prec > PE_FLOAT_EXACT_PREC ? PE_FLOAT_EXACT_PREC : (int)prec;
    int n = snprintf(buf, cap, fmt, asked, a);
    size_t len = n < 0 ? 0 : (size_t)n;
    if (prec <= PE_FLOAT_EXACT_PREC || !isfinite(a) || ((t == 'g' || t == 'G') && !alt))
        return len;
    size_t pad = (size_t)(prec - PE_FLOAT_EXACT_PREC);
    char *e = t == 'f' || t == 'F' ? NULL : strpbrk(buf, "eE");
    size_t at = e ? (size_t)(e - buf) : len;
    memmove(buf + at + pad, buf + at, len - at + 1);
    memset(buf + at, '0', pad);
    return len + pad;
}

/*
 * The presentation type omitted but a precision given: CPython formats like 'g' with
 * Py_DTSF_ADD_DOT_0, which switches to exponent notation one digit earlier (decimal
 * point position > precision - 1) and keeps a ".0" on integral fixed-point results.
 * a >= 0 and finite; rewrites buf and returns the new length.
 */
static size_t pe_float_general_dot0(char *buf, size_t cap, double a, int64_t prec,
                                    int alt) {
    int64_t p = prec == 0 ? 1 : prec;
    /* the decimal point position after rounding to p digits: rounding past the exact
     * digits changes nothing, so PE_FLOAT_EXACT_PREC digits tell it for any p */
    char tmp[PE_FLOAT_EXACT_PREC + 32];
    int tp = p - 1 > PE_FLOAT_EXACT_PREC ? PE_FLOAT_EXACT_PREC : (int)(p - 1);
    snprintf(tmp, sizeof tmp, "%.*e", tp, a);
    int64_t decpt = atoi(strchr(tmp, 'e') + 1) + 1;
    size_t len;
    if (decpt <= -4 || decpt > p - 1) {
        /* without '#' the zeros past the exact digits are stripped: not printed */
        int64_t q = !alt && p - 1 > PE_FLOAT_EXACT_PREC ? PE_FLOAT_EXACT_PREC : p - 1;
        len = pe_float_print(buf, cap, 'e', alt, q, a);
        if (!alt) {
            /* strip zeros (and a bare point) from the mantissa */
            char *e = strchr(buf, 'e');
            char *m = e;
            if (memchr(buf, '.', (size_t)(e - buf))) {
                /* loop-bound: digits: a %g buffer of one double (precision <= 17
                 * significant digits) */
                while (m > buf && m[-1] == '0')
                    m--;
                if (m > buf && m[-1] == '.') m--;
                memmove(m, e, strlen(e) + 1);
            }
            len = strlen(buf);
        }
    } else {
        int64_t q = p - decpt > 0 ? p - decpt : 0;
        if (!alt && q > PE_FLOAT_EXACT_PREC) q = PE_FLOAT_EXACT_PREC;
        len = pe_float_print(buf, cap, 'f', 0, q, a);
        if (!alt && memchr(buf, '.', len)) {
            /* loop-bound: digits: a %g buffer of one double (precision <= 17 significant
             * digits) */
            while (len > 0 && buf[len - 1] == '0')
                len--;
            if (len > 0 && buf[len - 1] == '.') len--;
            buf[len] = '\0';
        }
        if (!memchr(buf, '.', len)) {
            memcpy(buf + len, ".0", 3);
            len += 2;
        }
    }
    return len;
}

pe_value pe_float_format(pe_vm *vm, double d, const char *spec, size_t n) {
    char small[512];
    if (n == 0) return pe_float_repr(vm, pe_float(d));
    pe_fmtspec sp;
    if (pe_fmtspec_parse(vm, spec, n, '>', 0, "float", &sp) < 0) return PE_NULL;
    char t = sp.type;
    switch (t) {
    case 0:
    case 'e':
    case 'E':
    case 'f':
    case 'F':
    case 'g':
    case 'G':
    case 'n':
    case '%': break;
    default:
        if (t > 32 && t < 127)
            return pe_err_format(vm, PE_EXC_ValueError,
                                 "Unknown format code '%c' for object of type 'float'", t);
        return pe_err_format(vm, PE_EXC_ValueError,
                             "Unknown format code '\\x%x' for object of type 'float'",
                             (unsigned)(unsigned char)t);
    }
    int add_dot0 = t == 0, pct = t == '%';
    int64_t prec = sp.precision;
    if (t == 0) t = prec < 0 ? 'r' : 'g';
    if (t == 'n') t = 'g';
    if (pct) {
        t = 'f';
        d *= 100;
    }
    if (prec < 0) prec = 6;
    if (prec > INT_MAX) return pe_err_set(vm, PE_EXC_ValueError, "precision too big");
    int neg = signbit(d) && !isnan(d);
    double a = fabs(d);
    int64_t shown = pe_float_print_digits(t, sp.alt, prec);
    /* printing the digits is multi-precision work in the C library */
    if (PE_TICK(vm, (uint64_t)shown / 16) < 0) return PE_NULL;
    /* the unsigned text of the number */
    size_t cap = (size_t)shown + 420;
    char *buf = cap <= sizeof small ? small : pe_mem_alloc(&vm->mem, cap);
    if (!buf) return pe_err_nomem(vm);
    size_t len;
    if (isinf(a) || isnan(a)) {
        int upper = t == 'E' || t == 'F' || t == 'G';
        len = (size_t)snprintf(
            buf, cap, "%s", isinf(a) ? (upper ? "INF" : "inf") : (upper ? "NAN" : "nan"));
    } else if (t == 'r') {
        len = (size_t)pe_float_repr_buf(a, buf);
        char *e = strchr(buf, 'e');
        if (sp.alt && e && !memchr(buf, '.', (size_t)(e - buf))) {
            /* '#' keeps a decimal point: 1e+16 -> 1.e+16 */
            memmove(e + 1, e, strlen(e) + 1);
            *e = '.';
            len++;
        }
    } else if (add_dot0) {
        len = pe_float_general_dot0(buf, cap, a, prec, sp.alt);
    } else {
        len = pe_float_print(buf, cap, t, sp.alt, prec, a);
    }
    if (sp.z && neg) {
        /* negative zero after rounding becomes positive with 'z' */
        int allzero = 1;
        /* loop-bound: charged-before: the charge above in pe_float_format covers this
         * trip count */
        for (size_t i = 0; i < len && buf[i] != 'e' && buf[i] != 'E'; i++)
            if (buf[i] >= '1' && buf[i] <= '9') allzero = 0;
        if (allzero && !isinf(a)) neg = 0;
    }
    if (pct) buf[len++] = '%', buf[len] = '\0';
    /* split: leading digits (grouped) and the rest */
    size_t ndig = 0;
    /* loop-bound: charged-before: the charge above in pe_float_format covers this trip
     * count */
    while (ndig < len && buf[ndig] >= '0' && buf[ndig] <= '9')
        ndig++;
    pe_strbuf body, b;
    pe_strbuf_init(&body, vm);
    pe_strbuf_init(&b, vm);
    int rc = 0;
    if (neg)
        rc = pe_strbuf_add(&body, "-", 1);
    else if (sp.sign == '+' || sp.sign == ' ')
        rc = pe_strbuf_add(&body, &sp.sign, 1);
    size_t signlen = body.len;
    size_t rest = (size_t)(len - ndig);
    size_t minwidth = 0;
    if (sp.align == '=' && sp.fill == '0' && sp.width > (int64_t)(signlen + rest))
        minwidth = (size_t)sp.width - signlen - rest;
    if (rc == 0) {
        if ((sp.grouping || minwidth) && ndig > 0)
            rc = pe_fmt_group(&body, buf, (size_t)ndig, sp.grouping, 3, minwidth);
        else
            rc = pe_strbuf_add(&body, buf, (size_t)ndig);
    }
    if (rc == 0) rc = pe_strbuf_add(&body, buf + ndig, rest);
    if (buf != small) pe_mem_free(&vm->mem, buf, cap);
    if (rc == 0)
        rc = pe_fmt_pad(&b, &sp, body.p ? body.p : "", body.len, body.len, signlen);
    pe_strbuf_free(&body);
    if (rc < 0) {
        pe_strbuf_free(&b);
        return PE_NULL;
    }
    return pe_strbuf_finish(&b);
}

static pe_value pe_float_m_format(pe_vm *vm, const pe_value *args, size_t nargs,
                                  pe_obj *kw) {
    if (pe_args_one(vm, "float.__format__", nargs - 1, kw) < 0) return PE_NULL;
    if (!pe_str_check(vm, pe_str_arg(vm, args[1])))
        return pe_err_format(vm, PE_EXC_TypeError,
                             "__format__() argument must be str, not %s",
                             pe_str_badarg_name(vm, args[1]));
    pe_str *spec = pe_str_obj(pe_str_arg(vm, args[1]));
    return pe_float_format(vm, args[0].u.f, spec->data, spec->size);
}

/* Data attributes: real (the value) and imag (0.0). */
static pe_value pe_float_getattr(pe_vm *vm, pe_value self, pe_str *name) {
    if (name->size == 4 && memcmp(name->data, "real", 4) == 0) return self;
    if (name->size == 4 && memcmp(name->data, "imag", 4) == 0) return pe_float(0.0);
    return pe_object_generic_getattr(vm, self, name);
}

/* float.hex(): [-]0x1.<13 hex digits>p<exp>, as CPython (0x0.<...> for subnormals). */
static pe_value pe_float_m_hex(pe_vm *vm, const pe_value *args, size_t nargs, pe_obj *kw) {
    if (pe_args_noargs(vm, "float.hex", nargs - 1, kw) < 0) return PE_NULL;
    double x = args[0].u.f;
    char buf[64];
    if (isnan(x) || isinf(x)) return pe_float_repr(vm, args[0]);
    if (x == 0.0) return pe_str_from_cstr(vm, signbit(x) ? "-0x0.0p+0" : "0x0.0p+0");
    int e;
    double m = frexp(fabs(x), &e);                           /* m in [0.5, 1) */
    int shift = 1 - (e > DBL_MIN_EXP ? 0 : DBL_MIN_EXP - e); /* subnormals keep a 0. lead */
    m = ldexp(m, shift);
    e -= shift;
    char *p = buf;
    if (x < 0) *p++ = '-';
    int lead = (int)m;
    m -= lead;
    p += sprintf(p, "0x%d.", lead);
    char digits[16];
    int nd = 0;
    /* loop-bound: const */
    for (int i = 0; i < 13; i++) {
        m *= 16.0;
        int dgt = (int)m;
        m -= dgt;
        digits[nd++] = "0123456789abcdef"[dgt];
    }
    memcpy(p, digits, (size_t)nd);
    p += nd;
    sprintf(p, "p%+d", e);
    return pe_str_from_cstr(vm, buf);
}

/* The value of one hex digit, or -1. */
static int hex_digit(char c) {
    if (c >= '0' && c <= '9') return c - '0';
    if (c >= 'a' && c <= 'f') return c - 'a' + 10;
    if (c >= 'A' && c <= 'F') return c - 'A' + 10;
    return -1;
}

static int ascii_space(char c) {
    return c == ' ' || (c >= '\t' && c <= '\r');
}

/* Case-insensitive match of the word w at p (NUL-terminated); its length or 0. */
static size_t match_word(const char *p, const char *w) {
    size_t n = strlen(w);
    return strncasecmp(p, w, n) == 0 ? n : 0;
}

/* The parsed hex coefficient of float.fromhex, as CPython keeps it: with a point, end
 * is the last character (a digit, or the point itself in "1."); without, one past the
 * last digit. coeff_digit(j) is then the j-th least significant digit, skipping the
 * point. */
typedef struct {
    const char *end;
    int64_t fdigits; /* digits after the point */
} hex_coeff;

static int coeff_digit(const hex_coeff *c, int64_t j) {
    return hex_digit(*(j < c->fdigits ? c->end - j : c->end - 1 - j));
}

/* Rounds the ndigits-digit coefficient times 2**exp to a double, half to even, as
 * CPython's float_fromhex. *x is the magnitude; 1 when it overflows. top_exp is one
 * more than the exponent of the coefficient's top bit. */
static int hex_round(const hex_coeff *c, int64_t ndigits, int64_t exp, int64_t top_exp,
                     double *x) {
    int64_t lsb = (top_exp > DBL_MIN_EXP ? top_exp : DBL_MIN_EXP) - DBL_MANT_DIG;
    *x = 0.0;
    if (exp >= lsb) { /* exact */
        /* loop-bound: caller-charged: pe_float_m_fromhex charges the string before
         * parsing */
        for (int64_t i = ndigits - 1; i >= 0; i--)
            *x = 16.0 * *x + coeff_digit(c, i);
        *x = ldexp(*x, (int)exp);
        return 0;
    }
    /* key_digit holds the first bit rounded away, half_eps is that bit */
    int half_eps = 1 << (int)((lsb - exp - 1) % 4);
    int64_t key_digit = (lsb - exp - 1) / 4;
    /* loop-bound: caller-charged: pe_float_m_fromhex charges the string before parsing */
    for (int64_t i = ndigits - 1; i > key_digit; i--)
        *x = 16.0 * *x + coeff_digit(c, i);
    int digit = coeff_digit(c, key_digit);
    *x = 16.0 * *x + (double)(digit & (16 - 2 * half_eps));
    if (digit & half_eps) {
        /* round up if any lower bit is set, or the kept lsb is odd */
        int up = (digit & (3 * half_eps - 1)) != 0 ||
                 (half_eps == 8 && key_digit + 1 < ndigits &&
                  (coeff_digit(c, key_digit + 1) & 1));
        /* loop-bound: caller-charged: pe_float_m_fromhex charges the string before
         * parsing */
        for (int64_t i = key_digit - 1; !up && i >= 0; i--)
            up = coeff_digit(c, i) != 0;
        if (up) {
            *x += 2 * half_eps;
            if (top_exp == DBL_MAX_EXP && *x == ldexp((double)(2 * half_eps), DBL_MANT_DIG))
                return 1; /* rounded up to 2**DBL_MAX_EXP */
        }
    }
    *x = ldexp(*x, (int)(exp + 4 * key_digit));
    return 0;
}

/* The number of hex digits fromhex accepts (CPython's bound for a 64-bit long): below
 * it, an exponent past +-INT64_MAX/2 surely over- or underflows, and exp +- 4*ndigits
 * stays inside int64. */
#define HEX_MAX_DIGITS ((DBL_MIN_EXP - DBL_MANT_DIG - INT64_MIN / 2) / 4)

/* Parses s (NUL-terminated, size bytes) as float.fromhex does: CPython's float_fromhex,
 * any number of digits, exactly rounded. 0, or -1 with ValueError/OverflowError. */
static int parse_hex_float(pe_vm *vm, const char *s, size_t size, double *out) {
    const char *s_end = s + size;
    double x = 0.0;
    int negate = 0;
    /* loop-bound: caller-charged: pe_float_m_fromhex charges the string before parsing */
    while (ascii_space(*s))
        s++;
    const char *q = s + (*s == '+' || *s == '-');
    size_t w = match_word(q, "infinity");
    if (!w) w = match_word(q, "inf");
    if (!w) w = match_word(q, "nan");
    if (w) {
        x = tolower((unsigned char)*q) == 'n' ? NAN : INFINITY;
        negate = *s == '-';
        s = q + w;
        goto finished;
    }
    negate = *s == '-';
    s = q;
    if (s[0] == '0' && (s[1] == 'x' || s[1] == 'X')) s += 2;
    const char *coeff_start = s;
    /* loop-bound: caller-charged: pe_float_m_fromhex charges the string before parsing */
    while (hex_digit(*s) >= 0)
        s++;
    const char *point = s;
    if (*s == '.') {
        s++;
        /* loop-bound: caller-charged: pe_float_m_fromhex charges the string before
         * parsing */
        while (hex_digit(*s) >= 0)
            s++;
    }
    hex_coeff c = {*point == '.' ? s - 1 : s, 0};
    c.fdigits = (int64_t)(c.end - point);
    int64_t ndigits = (int64_t)(c.end - coeff_start);
    if (ndigits == 0) goto parse_error;
    if (ndigits > HEX_MAX_DIGITS) {
        pe_err_set(vm, PE_EXC_ValueError, "hexadecimal string too long to convert");
        return -1;
    }
    int64_t exp = 0;
    if (*s == 'p' || *s == 'P') {
        s++;
        const char *exp_start = s;
        if (*s == '-' || *s == '+') s++;
        if (!(*s >= '0' && *s <= '9')) goto parse_error;
        /* loop-bound: caller-charged: pe_float_m_fromhex charges the string before
         * parsing */
        while (*s >= '0' && *s <= '9')
            s++;
        exp = strtoll(exp_start, NULL, 10); /* saturates, as CPython's strtol */
    }
    /* leading zeros go; far out of range exponents over- or underflow at once */
    /* loop-bound: caller-charged: pe_float_m_fromhex charges the string before parsing */
    while (ndigits > 0 && coeff_digit(&c, ndigits - 1) == 0)
        ndigits--;
    if (ndigits == 0 || exp < INT64_MIN / 2) {
        x = 0.0;
        goto finished;
    }
    if (exp > INT64_MAX / 2) goto overflow;
    exp -= 4 * c.fdigits;
    int64_t top_exp = exp + 4 * (ndigits - 1);
    /* loop-bound: digits: the bits of one hex digit */
    for (int d = coeff_digit(&c, ndigits - 1); d != 0; d /= 2)
        top_exp++;
    if (top_exp < DBL_MIN_EXP - DBL_MANT_DIG) {
        x = 0.0;
        goto finished;
    }
    if (top_exp > DBL_MAX_EXP) goto overflow;
    if (hex_round(&c, ndigits, exp, top_exp, &x)) goto overflow;
finished:
    /* loop-bound: caller-charged: pe_float_m_fromhex charges the string before parsing */
    while (ascii_space(*s))
        s++;
    if (s != s_end) goto parse_error;
    *out = negate ? -x : x;
    return 0;
overflow:
    pe_err_set(vm, PE_EXC_OverflowError,
               "hexadecimal value too large to represent as a float");
    return -1;
parse_error:
    pe_err_set(vm, PE_EXC_ValueError, "invalid hexadecimal floating-point string");
    return -1;
}

/* float.fromhex(s): a classmethod; a subclass gets cls(value), as in CPython. */
static pe_value pe_float_m_fromhex(pe_vm *vm, const pe_value *args, size_t nargs,
                                   pe_obj *kw) {
    if (pe_args_one(vm, "float.fromhex", nargs - 1, kw) < 0) return PE_NULL;
    if (!pe_str_check(vm, args[1]))
        return pe_err_format(vm, PE_EXC_TypeError, "must be str, not %s",
                             pe_op_typename(vm, args[1]));
    pe_str *s = pe_str_obj(args[1]);
    if (PE_TICK(vm, s->size / 64) < 0) return PE_NULL; /* scanned, then read per digit */
    double d;
    if (parse_hex_float(vm, s->data, s->size, &d) < 0) return PE_NULL;
    pe_value r = pe_float(d);
    if (args[0].u.o == &vm->types[PE_TYPE_FLOAT]->base) return r;
    return pe_op_call(vm, args[0], &r, 1, NULL);
}

/* float.__getformat__(typestr): how this machine stores doubles and floats (x86-64 and
 * every machine pyeval builds for: IEEE, little-endian). A classmethod. */
static pe_value pe_float_m_getformat(pe_vm *vm, const pe_value *args, size_t nargs,
                                     pe_obj *kw) {
    if (pe_args_one(vm, "float.__getformat__", nargs - 1, kw) < 0) return PE_NULL;
    if (!pe_str_check(vm, args[1]))
        return pe_err_format(vm, PE_EXC_TypeError,
                             "__getformat__() argument must be str, not %s",
                             pe_op_typename(vm, args[1]));
    const char *s = pe_str_obj(args[1])->data;
    if (strcmp(s, "double") && strcmp(s, "float"))
        return pe_err_set(vm, PE_EXC_ValueError,
                          "__getformat__() argument 1 must be 'double' or 'float'");
    return pe_str_from_cstr(vm, "IEEE, little-endian");
}

const pe_method_def pe_float_methods[] = {
    {"__getformat__", pe_float_m_getformat, PE_METH_CLASS},
    {"is_integer", pe_float_m_is_integer, 0},
    {"conjugate", pe_float_m_conjugate, 0},
    {"as_integer_ratio", pe_float_m_as_integer_ratio, 0},
    {"__round__", pe_float_m_round, 0},
    {"hex", pe_float_m_hex, 0},
    {"fromhex", pe_float_m_fromhex, PE_METH_CLASS},
    {"__format__", pe_float_m_format, 0},
    {"__trunc__", pe_float_m_trunc, 0},
    {"__int__", pe_float_m_int, PE_METH_SLOT},
    {"__floor__", pe_float_m_floor, 0},
    {"__ceil__", pe_float_m_ceil, 0},
    {"__float__", pe_float_m_float, PE_METH_SLOT},
    {"__divmod__", pe_float_m_divmod, PE_METH_SLOT},
    {"__rdivmod__", pe_float_m_rdivmod, PE_METH_SLOT},
    {NULL, NULL, 0},
};

int pe_float_init(pe_vm *vm) {
    pe_type *t = vm->types[PE_TYPE_FLOAT];
    t->tflags |= PE_TPF_BASETYPE | PE_TPF_FLOAT_SUBCLASS;
    t->repr = pe_float_repr;
    t->str = pe_float_repr;
    t->hash = pe_float_hash_slot;
    t->richcmp = pe_float_richcmp;
    t->truth = pe_float_truth;
    t->binop[PE_OP_ADD] = pe_float_add;
    t->binop[PE_OP_SUB] = pe_float_sub;
    t->binop[PE_OP_MULT] = pe_float_mul;
    t->binop[PE_OP_DIV] = pe_float_div;
    t->binop[PE_OP_FLOORDIV] = pe_float_floordiv;
    t->binop[PE_OP_MOD] = pe_float_mod;
    t->binop[PE_OP_POW] = pe_float_powslot;
    t->neg = pe_float_neg;
    t->pos = pe_float_pos;
    t->abs = pe_float_abs;
    t->new_ = pe_float_new;
    t->getattr = pe_float_getattr;
    return pe_type_add_methods(vm, t, pe_float_methods);
}
