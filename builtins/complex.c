/*
 * complex.c - the complex type (CPython's Objects/complexobject.c semantics).
 *
 * Binary slots accept int, float and complex in either position: int and float return
 * NotImplemented for complex operands, so the generic layer reaches these slots with
 * the complex on either side.
 */
#include "complex.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../core/intern.h"
#include "../eval/args.h"
#include "../eval/exc.h"
#include "../eval/ops.h"
#include "../eval/vm.h"
#include "float.h"
#include "int.h"
#include "member.h"
#include "str.h"
#include "subclass.h"
#include "tuple.h"
#include "type.h"

typedef struct pe_cplx {
    double re, im;
} pe_cplx;

/* An instance of a user subclass is a wrapper holding a complex (subclass.h). */
int pe_complex_check(pe_vm *vm, pe_value v) {
    return v.tag == PE_T_OBJ && !pe_subclass_is_wrapper(v) &&
           pe_type_is_subtype(v.u.o->type, vm->types[PE_TYPE_COMPLEX]);
}

static pe_value pe_complex_new_type(pe_vm *vm, pe_type *t, double re, double im) {
    pe_complex *c = (pe_complex *)pe_obj_alloc(vm, t, sizeof(pe_complex));
    if (!c) return PE_NULL;
    c->re = re;
    c->im = im;
    return pe_obj_value(&c->base);
}

pe_value pe_complex_new(pe_vm *vm, double re, double im) {
    return pe_complex_new_type(vm, vm->types[PE_TYPE_COMPLEX], re, im);
}

static pe_cplx pe_cval(pe_value v) {
    pe_complex *c = (pe_complex *)v.u.o;
    return (pe_cplx){c->re, c->im};
}

/* Converts an operand: 0 with *out set, 1 when v is not a number (NotImplemented), -1
 * on error (int too large to convert to float). */
static int pe_to_cplx(pe_vm *vm, pe_value v, pe_cplx *out) {
    if (pe_complex_check(vm, v)) {
        *out = pe_cval(v);
        return 0;
    }
    if (v.tag == PE_T_FLOAT || v.tag == PE_T_INT || v.tag == PE_T_BOOL ||
        pe_int_check(vm, v) || pe_float_check(v)) {
        double d;
        int r = pe_float_as_double(vm, v, &d);
        if (r != 0) return r;
        *out = (pe_cplx){d, 0.0};
        return 0;
    }
    return 1;
}

static void pe_complex_dealloc(pe_vm *vm, pe_obj *o) {
    pe_obj_free(vm, o, sizeof(pe_complex));
}

/* ---- repr and hash --------------------------------------------------------------------
 */

/* repr(d) without the ".0" CPython's 'r' format adds to integral floats. */
static int pe_complex_fmt(double d, char *buf, int sign) {
    char tmp[40];
    int n = pe_float_repr_buf(d, tmp);
    if (n >= 2 && tmp[n - 2] == '.' && tmp[n - 1] == '0') tmp[n -= 2] = 0;
    int o = 0;
    if (sign && tmp[0] != '-') buf[o++] = '+';
    memcpy(buf + o, tmp, (size_t)n + 1);
    return o + n;
}

static pe_value pe_complex_repr(pe_vm *vm, pe_value self) {
    pe_cplx c = pe_cval(self);
    char buf[96];
    int n = 0;
    if (c.re == 0.0 && !signbit(c.re)) {
        n = pe_complex_fmt(c.im, buf, 0);
        buf[n++] = 'j';
    } else {
        buf[n++] = '(';
        n += pe_complex_fmt(c.re, buf + n, 0);
        n += pe_complex_fmt(c.im, buf + n, 1);
        buf[n++] = 'j';
        buf[n++] = ')';
    }
    return pe_str_value(vm, buf, (size_t)n);
}

static int pe_complex_hash(pe_vm *vm, pe_value self, int64_t *out) {
    pe_cplx c = pe_cval(self);
    uint64_t hr = (uint64_t)pe_float_hash_value(c.re);
    uint64_t hi = (uint64_t)pe_float_hash_value(c.im);
    uint64_t h = hr + 1000003ULL * hi;
    if (h == (uint64_t)-1) h = (uint64_t)-2;
    *out = (int64_t)h;
    return 0;
}

static pe_value pe_complex_richcmp(pe_vm *vm, pe_value a, pe_value b, pe_cmpop op) {
    if (op != PE_CMP_EQ && op != PE_CMP_NOT_EQ) return pe_incref(vm->notimpl);
    pe_value self = a, other = b;
    if (!pe_complex_check(vm, a)) self = b, other = a;
    pe_cplx x = pe_cval(self);
    int eq;
    if (pe_complex_check(vm, other)) {
        pe_cplx y = pe_cval(other);
        eq = x.re == y.re && x.im == y.im;
    } else if (pe_float_check(other)) {
        eq = x.im == 0.0 && x.re == other.u.f;
    } else if (pe_int_check(vm, other)) {
        /* exact: compare the real part with the int as float does */
        eq = x.im == 0.0 &&
             pe_int_cmp_double(vm, other.tag == PE_T_BOOL ? pe_int(other.u.i) : other,
                               x.re) == 0;
    } else {
        return pe_incref(vm->notimpl);
    }
    return pe_bool(op == PE_CMP_EQ ? eq : !eq);
}

/* ---- arithmetic -------------------------------------------------------------------------
 */

static pe_cplx pe_c_prod(pe_cplx a, pe_cplx b) {
    return (pe_cplx){a.re * b.re - a.im * b.im, a.re * b.im + a.im * b.re};
}

/* Smith's algorithm (CPython's _Py_c_quot); *edom set for division by zero. */
static pe_cplx pe_c_quot(pe_cplx a, pe_cplx b, int *edom) {
    pe_cplx r;
    double abs_br = fabs(b.re), abs_bi = fabs(b.im);
    if (abs_br >= abs_bi) {
        if (abs_br == 0.0) {
            *edom = 1;
            r.re = r.im = 0.0;
        } else {
            double ratio = b.im / b.re, denom = b.re + b.im * ratio;
            r.re = (a.re + a.im * ratio) / denom;
            r.im = (a.im - a.re * ratio) / denom;
        }
    } else if (abs_bi >= abs_br) {
        double ratio = b.re / b.im, denom = b.re * ratio + b.im;
        r.re = (a.re * ratio + a.im) / denom;
        r.im = (a.im * ratio - a.re) / denom;
    } else {
        r.re = r.im = NAN;
    }
    return r;
}

static pe_cplx pe_c_pow(pe_cplx a, pe_cplx b, int *edom) {
    pe_cplx r;
    if (b.re == 0.0 && b.im == 0.0) {
        r.re = 1.0, r.im = 0.0;
    } else if (a.re == 0.0 && a.im == 0.0) {
        if (b.im != 0.0 || b.re < 0.0) *edom = 1;
        r.re = r.im = 0.0;
    } else {
        double vabs = hypot(a.re, a.im), len = pow(vabs, b.re);
        double at = atan2(a.im, a.re), phase = at * b.re;
        if (b.im != 0.0) {
            len /= exp(at * b.im);
            phase += b.im * log(vabs);
        }
        r.re = len * cos(phase);
        r.im = len * sin(phase);
    }
    return r;
}

static pe_cplx pe_c_powu(pe_cplx x, long n) {
    pe_cplx r = {1.0, 0.0}, p = x;
    long mask = 1;
    /* loop-bound: digits: the bits of an exponent that fits in a machine word */
    while (mask > 0 && n >= mask) {
        if (n & mask) r = pe_c_prod(r, p);
        mask <<= 1;
        p = pe_c_prod(p, p);
    }
    return r;
}

static pe_cplx pe_c_powi(pe_cplx x, long n, int *edom) {
    if (n > 0) return pe_c_powu(x, n);
    return pe_c_quot((pe_cplx){1.0, 0.0}, pe_c_powu(x, -n), edom);
}

static pe_value pe_complex_pow_c(pe_vm *vm, pe_cplx a, pe_cplx b) {
    int edom = 0;
    pe_cplx p;
    if (b.im == 0.0 && b.re == floor(b.re) && fabs(b.re) <= 100.0)
        p = pe_c_powi(a, (long)b.re, &edom);
    else
        p = pe_c_pow(a, b, &edom);
    if (edom)
        return pe_err_set(vm, PE_EXC_ZeroDivisionError,
                          "0.0 to a negative or complex power");
    if (isinf(p.re) || isinf(p.im))
        return pe_err_set(vm, PE_EXC_OverflowError, "complex exponentiation");
    return pe_complex_new(vm, p.re, p.im);
}

pe_value pe_complex_pow_doubles(pe_vm *vm, double are, double aim, double bre, double bim) {
    return pe_complex_pow_c(vm, (pe_cplx){are, aim}, (pe_cplx){bre, bim});
}

#define PE_C_OPERANDS                                                                      \
    pe_cplx x, y;                                                                          \
    int ra = pe_to_cplx(vm, a, &x), rb = pe_to_cplx(vm, b, &y);                            \
    if (ra < 0 || rb < 0) return PE_NULL;                                                  \
    if (ra > 0 || rb > 0) return pe_incref(vm->notimpl)

static pe_value pe_complex_add(pe_vm *vm, pe_value a, pe_value b) {
    PE_C_OPERANDS;
    return pe_complex_new(vm, x.re + y.re, x.im + y.im);
}
static pe_value pe_complex_sub(pe_vm *vm, pe_value a, pe_value b) {
    PE_C_OPERANDS;
    return pe_complex_new(vm, x.re - y.re, x.im - y.im);
}
static pe_value pe_complex_mul(pe_vm *vm, pe_value a, pe_value b) {
    PE_C_OPERANDS;
    pe_cplx r = pe_c_prod(x, y);
    return pe_complex_new(vm, r.re, r.im);
}
static pe_value pe_complex_div(pe_vm *vm, pe_value a, pe_value b) {
    PE_C_OPERANDS;
    int edom = 0;
    pe_cplx r = pe_c_quot(x, y, &edom);
    if (edom) return pe_err_set(vm, PE_EXC_ZeroDivisionError, "complex division by zero");
    return pe_complex_new(vm, r.re, r.im);
}
static pe_value pe_complex_pow(pe_vm *vm, pe_value a, pe_value b) {
    PE_C_OPERANDS;
    return pe_complex_pow_c(vm, x, y);
}

static pe_value pe_complex_neg(pe_vm *vm, pe_value self) {
    pe_cplx c = pe_cval(self);
    return pe_complex_new(vm, -c.re, -c.im);
}
static pe_value pe_complex_pos(pe_vm *vm, pe_value self) {
    pe_cplx c = pe_cval(self);
    if (self.u.o->type == vm->types[PE_TYPE_COMPLEX]) return pe_incref(self);
    return pe_complex_new(vm, c.re, c.im);
}
static pe_value pe_complex_abs(pe_vm *vm, pe_value self) {
    pe_cplx c = pe_cval(self);
    if (isinf(c.re) || isinf(c.im)) return pe_float(INFINITY);
    if (isnan(c.re) || isnan(c.im)) return pe_float(NAN);
    double r = hypot(c.re, c.im);
    if (isinf(r)) return pe_err_set(vm, PE_EXC_OverflowError, "absolute value too large");
    return pe_float(r);
}
static int pe_complex_truth(pe_vm *vm, pe_value self) {
    pe_cplx c = pe_cval(self);
    return c.re != 0.0 || c.im != 0.0;
}

/* ---- construction
 * ------------------------------------------------------------------------ */

static int pe_c_space(char c) {
    return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\v' || c == '\f';
}

/* Parses one float prefix of s (CPython's PyOS_string_to_double with an end pointer):
 * digits, '.', exponent, or inf/infinity/nan, with an optional sign. Returns the end or
 * NULL when no float starts at s. */
static const char *pe_c_float(const char *s, double *out) {
    const char *p = s;
    if (*p == '+' || *p == '-') p++;
    const char *q = p;
    if (!strncasecmp(q, "infinity", 8))
        q += 8;
    else if (!strncasecmp(q, "inf", 3))
        q += 3;
    else if (!strncasecmp(q, "nan", 3))
        q += 3;
    else {
        int digits = 0;
        /* loop-bound: caller-charged: pe_complex_from_str charges the string before
         * parsing */
        while (*q >= '0' && *q <= '9')
            q++, digits++;
        if (*q == '.') {
            q++;
            /* loop-bound: caller-charged: pe_complex_from_str charges the string before
             * parsing */
            while (*q >= '0' && *q <= '9')
                q++, digits++;
        }
        if (!digits) return NULL;
        if (*q == 'e' || *q == 'E') {
            const char *e = q + 1;
            if (*e == '+' || *e == '-') e++;
            if (*e >= '0' && *e <= '9') {
                /* loop-bound: caller-charged: pe_complex_from_str charges the string
                 * before parsing */
                while (*e >= '0' && *e <= '9')
                    e++;
                q = e;
            }
        }
    }
    char buf[512];
    size_t n = (size_t)(q - s);
    if (n >= sizeof buf) {
        /* very long literals: strtod on the original (digits only, so safe) */
        char *end;
        *out = strtod(s, &end);
        return q;
    }
    memcpy(buf, s, n);
    buf[n] = 0;
    *out = strtod(buf, NULL);
    return q;
}

/* complex(str). New reference or PE_NULL (ValueError). */
static pe_value pe_complex_from_str(pe_vm *vm, pe_type *t, pe_value sv) {
    pe_str *st = pe_str_obj(sv);
    if (st->size >= 64 && PE_TICK(vm, st->size / 64) < 0) return PE_NULL; /* one scan */
    /* underscores are allowed only between digits; they are dropped first */
    char *buf = pe_mem_alloc(&vm->mem, st->size + 1);
    if (!buf) return pe_err_nomem(vm);
    size_t n = 0;
    int bad_us = 0;
    /* loop-bound: charged-before: the charge above in pe_complex_from_str covers this
     * trip count */
    for (size_t i = 0; i < st->size; i++) {
        char c = st->data[i];
        if (c == '_') {
            int prev = i > 0 && st->data[i - 1] >= '0' && st->data[i - 1] <= '9';
            int next = i + 1 < st->size && st->data[i + 1] >= '0' && st->data[i + 1] <= '9';
            if (!prev || !next) bad_us = 1;
            continue;
        }
        buf[n++] = c;
    }
    buf[n] = 0;
    pe_value r = PE_NULL;
    if (bad_us) {
        pe_err_format(vm, PE_EXC_ValueError, "could not convert string to complex: %R", sv);
        goto out;
    }
    const char *s = buf, *end = buf + n;
    /* loop-bound: charged-before: the charge above in pe_complex_from_str covers this
     * trip count */
    while (s < end && pe_c_space(*s))
        s++;
    /* loop-bound: charged-before: the charge above in pe_complex_from_str covers this
     * trip count */
    while (end > s && pe_c_space(end[-1]))
        end--;
    int paren = 0;
    if (s < end && *s == '(') {
        if (end[-1] != ')') goto malformed;
        paren = 1;
        s++, end--;
        /* loop-bound: charged-before: the charge above in pe_complex_from_str covers
         * this trip count */
        while (s < end && pe_c_space(*s))
            s++;
        /* loop-bound: charged-before: the charge above in pe_complex_from_str covers
         * this trip count */
        while (end > s && pe_c_space(end[-1]))
            end--;
    }
    (void)paren;
    *(char *)end = 0;
    double x = 0.0, y = 0.0, z;
    const char *p = pe_c_float(s, &z);
    if (p) {
        if (*p == '+' || *p == '-') {
            /* <float><signed-float>j or <float><sign>j */
            x = z;
            const char *q = pe_c_float(p, &y);
            if (!q) {
                y = *p == '+' ? 1.0 : -1.0;
                q = p + 1;
            }
            if (*q != 'j' && *q != 'J') goto malformed;
            p = q + 1;
        } else if (*p == 'j' || *p == 'J') {
            y = z;
            p++;
        } else {
            x = z;
        }
    } else {
        /* <sign>j or j */
        p = s;
        y = 1.0;
        if (*p == '+' || *p == '-') {
            if (*p == '-') y = -1.0;
            p++;
        }
        if (*p != 'j' && *p != 'J') goto malformed;
        p++;
    }
    if (p != end) goto malformed;
    r = pe_complex_new_type(vm, t, x, y);
    goto out;
malformed:
    pe_err_set(vm, PE_EXC_ValueError, "complex() arg is a malformed string");
out:
    pe_mem_free(&vm->mem, buf, st->size + 1);
    return r;
}

/* A number argument of complex(): complex, __complex__, or anything float() takes
 * (floats, ints, __float__, __index__). 0, 1 (not a number), -1. */
static int pe_c_number_arg(pe_vm *vm, pe_value v, pe_cplx *out, int *was_complex) {
    *was_complex = 0;
    if (pe_complex_check(vm, v)) {
        *out = pe_cval(v);
        *was_complex = 1;
        return 0;
    }
    pe_str *cname = pe_intern(vm, "__complex__", 11);
    if (!cname) return pe_err_nomem(vm), -1;
    pe_value m = pe_type_lookup(vm, pe_type_of(vm, v), cname);
    if (!pe_is_null(m)) {
        pe_value r = pe_op_call_method(vm, v, "__complex__", NULL, 0);
        if (pe_is_null(r)) return -1;
        if (!pe_complex_check(vm, r)) {
            pe_err_format(vm, PE_EXC_TypeError,
                          "__complex__ returned non-complex (type %s)",
                          pe_op_typename(vm, r));
            pe_decref(vm, r);
            return -1;
        }
        *out = pe_cval(r);
        *was_complex = 1;
        pe_decref(vm, r);
        return 0;
    }
    if (pe_float_check(v) || pe_int_check(vm, v)) return pe_to_cplx(vm, v, out);
    pe_type *t = pe_type_of(vm, v);
    if (!pe_is_null(pe_type_lookup(vm, t, vm->ids[PE_ID_float_]))) {
        pe_value f = pe_op_call_method(vm, v, "__float__", NULL, 0);
        if (pe_is_null(f)) return -1;
        if (!pe_float_check(f)) {
            pe_err_format(vm, PE_EXC_TypeError, "%s.__float__ returned non-float (type %s)",
                          pe_op_typename(vm, v), pe_op_typename(vm, f));
            pe_decref(vm, f);
            return -1;
        }
        *out = (pe_cplx){f.u.f, 0.0};
        pe_decref(vm, f);
        return 0;
    }
    if (!pe_is_null(pe_type_lookup(vm, t, vm->ids[PE_ID_index]))) {
        pe_value i = pe_op_index(vm, v);
        if (pe_is_null(i)) return -1;
        int r = pe_to_cplx(vm, i, out);
        pe_decref(vm, i);
        return r;
    }
    return 1;
}

int pe_complex_as_parts(pe_vm *vm, pe_value v, double *re, double *im) {
    pe_cplx c;
    int was_complex;
    int r = pe_c_number_arg(vm, v, &c, &was_complex);
    if (r == 0) *re = c.re, *im = c.im;
    return r;
}

int pe_complex_quot_parts(double ar, double ai, double br, double bi, double *rr,
                          double *ri) {
    int edom = 0;
    pe_cplx q = pe_c_quot((pe_cplx){ar, ai}, (pe_cplx){br, bi}, &edom);
    *rr = q.re, *ri = q.im;
    return edom;
}

static pe_value pe_complex_new_slot(pe_vm *vm, pe_type *type, const pe_value *args,
                                    size_t nargs, pe_obj *kwnames) {
    static const char *const params[] = {"real", "imag", NULL};
    pe_argspec spec = {"complex", params, 0, 0, 2};
    pe_value a[2];
    if (pe_args_parse(vm, &spec, args, nargs, kwnames, a) < 0) return PE_NULL;
    pe_value r = pe_is_null(a[0]) ? a[0] : pe_str_arg(vm, a[0]), i = a[1];
    if (pe_is_null(r)) {
        if (pe_is_null(i)) return pe_complex_new_type(vm, type, 0.0, 0.0);
        r = pe_int(0);
    }
    if (pe_str_check(vm, r)) {
        if (!pe_is_null(i))
            return pe_err_set(vm, PE_EXC_TypeError,
                              "complex() can't take second arg if first is a string");
        return pe_complex_from_str(vm, type, r);
    }
    if (!pe_is_null(i) && pe_str_check(vm, i))
        return pe_err_set(vm, PE_EXC_TypeError, "complex() second arg can't be a string");
    if (pe_is_null(i) && pe_is_obj(r) && r.u.o->type == vm->types[PE_TYPE_COMPLEX] &&
        type == vm->types[PE_TYPE_COMPLEX])
        return pe_incref(r);
    pe_cplx cr, ci = {0.0, 0.0};
    int rc_was = 0, ic_was = 0;
    int k = pe_c_number_arg(vm, r, &cr, &rc_was);
    if (k < 0) return PE_NULL;
    if (k > 0)
        return pe_err_format(
            vm, PE_EXC_TypeError,
            "complex() first argument must be a string or a number, not '%s'",
            pe_op_typename(vm, r));
    if (!pe_is_null(i)) {
        k = pe_c_number_arg(vm, i, &ci, &ic_was);
        if (k < 0) return PE_NULL;
        if (k > 0)
            return pe_err_format(vm, PE_EXC_TypeError,
                                 "complex() second argument must be a number, not '%s'",
                                 pe_op_typename(vm, i));
    }
    /* real + imag*1j, with CPython's care for signed zeros */
    double re = cr.re, im = cr.im;
    if (ic_was) re -= ci.im;
    if (!pe_is_null(i)) im = rc_was ? im + ci.re : ci.re;
    return pe_complex_new_type(vm, type, re, im);
}

/* ---- attributes and methods
 * --------------------------------------------------------------- */

static pe_value pe_complex_getattr(pe_vm *vm, pe_value self, pe_str *name) {
    if (name->size == 4 && memcmp(name->data, "real", 4) == 0)
        return pe_float(pe_cval(self).re);
    if (name->size == 4 && memcmp(name->data, "imag", 4) == 0)
        return pe_float(pe_cval(self).im);
    return pe_object_generic_getattr(vm, self, name);
}

static pe_value pe_complex_m_conjugate(pe_vm *vm, const pe_value *args, size_t nargs,
                                       pe_obj *kw) {
    if (pe_args_noargs(vm, "complex.conjugate", nargs - 1, kw) < 0) return PE_NULL;
    pe_cplx c = pe_cval(args[0]);
    return pe_complex_new(vm, c.re, -c.im);
}

static pe_value pe_complex_m_complex(pe_vm *vm, const pe_value *args, size_t nargs,
                                     pe_obj *kw) {
    if (pe_args_noargs(vm, "complex.__complex__", nargs - 1, kw) < 0) return PE_NULL;
    pe_cplx c = pe_cval(args[0]);
    if (args[0].u.o->type == vm->types[PE_TYPE_COMPLEX]) return pe_incref(args[0]);
    return pe_complex_new(vm, c.re, c.im);
}

static pe_value pe_complex_m_getnewargs(pe_vm *vm, const pe_value *args, size_t nargs,
                                        pe_obj *kw) {
    if (pe_args_noargs(vm, "complex.__getnewargs__", nargs - 1, kw) < 0) return PE_NULL;
    pe_cplx c = pe_cval(args[0]);
    return pe_tuple_pack2(vm, pe_float(c.re), pe_float(c.im));
}

/* One part of a formatted complex: repr-style digits (type 0 without precision) or
 * float.__format__ with the part's own spec. Appends to b. 0 or -1. */
static int pe_complex_fmt_part(pe_vm *vm, pe_strbuf *b, double d, const pe_fmtspec *sp,
                               char sign) {
    if (sp->type == 0 && sp->precision < 0) {
        char buf[48];
        int n = pe_complex_fmt(d, buf + 1, 0);
        char *p = buf + 1;
        if (p[0] != '-' && (sign == '+' || sign == ' ')) *--p = sign, n++;
        return pe_strbuf_add(b, p, (size_t)n);
    }
    char spec[64];
    int k = 0;
    if (sign) spec[k++] = sign;
    if (sp->z) spec[k++] = 'z';
    if (sp->alt) spec[k++] = '#';
    if (sp->grouping) spec[k++] = sp->grouping;
    if (sp->precision >= 0)
        k += snprintf(spec + k, sizeof spec - (size_t)k, ".%lld", (long long)sp->precision);
    spec[k++] = sp->type ? sp->type : 'g';
    pe_value r = pe_float_format(vm, d, spec, (size_t)k);
    if (pe_is_null(r)) return -1;
    int rc = pe_strbuf_add_str(b, r);
    pe_decref(vm, r);
    return rc;
}

/* complex.__format__ (CPython's format_complex_internal). */
static pe_value pe_complex_m_format(pe_vm *vm, const pe_value *args, size_t nargs,
                                    pe_obj *kw) {
    if (pe_args_one(vm, "complex.__format__", nargs - 1, kw) < 0) return PE_NULL;
    if (!pe_str_check(vm, pe_str_arg(vm, args[1])))
        return pe_err_format(vm, PE_EXC_TypeError,
                             "__format__() argument must be str, not %s",
                             pe_str_badarg_name(vm, args[1]));
    pe_str *spec = pe_str_obj(pe_str_arg(vm, args[1]));
    if (spec->size == 0) return pe_op_str(vm, args[0]);
    pe_fmtspec sp;
    if (pe_fmtspec_parse(vm, spec->data, spec->size, '>', 0, "complex", &sp) < 0)
        return PE_NULL;
    /* CPython checks the fill first: '=+010' and '0<5' are refused for zero padding */
    if (sp.fill == '0')
        return pe_err_set(vm, PE_EXC_ValueError,
                          "Zero padding is not allowed in complex format specifier");
    if (sp.align == '=')
        return pe_err_set(vm, PE_EXC_ValueError,
                          "'=' alignment flag is not allowed in complex format specifier");
    if (sp.type && !strchr("eEfFgGn", sp.type))
        return pe_err_format(vm, PE_EXC_ValueError,
                             "Unknown format code '%c' for object of type 'complex'",
                             sp.type);
    if (sp.type == 'n') sp.type = 'g';
    pe_cplx c = pe_cval(args[0]);
    int skip_re = 0, parens = 0;
    if (sp.type == 0) {
        if (c.re == 0.0 && !signbit(c.re))
            skip_re = 1;
        else
            parens = 1;
    }
    pe_strbuf body;
    pe_strbuf_init(&body, vm);
    if (parens && pe_strbuf_add(&body, "(", 1) < 0) goto fail;
    if (!skip_re &&
        pe_complex_fmt_part(vm, &body, c.re, &sp, sp.sign == '-' ? 0 : sp.sign) < 0)
        goto fail;
    if (pe_complex_fmt_part(vm, &body, c.im, &sp,
                            skip_re ? (sp.sign == '-' ? 0 : sp.sign) : '+') < 0)
        goto fail;
    if (pe_strbuf_add(&body, "j", 1) < 0) goto fail;
    if (parens && pe_strbuf_add(&body, ")", 1) < 0) goto fail;
    pe_strbuf out;
    pe_strbuf_init(&out, vm);
    if (pe_fmt_pad(&out, &sp, body.p, body.len, body.len, 0) < 0) {
        pe_strbuf_free(&out);
        goto fail;
    }
    pe_strbuf_free(&body);
    return pe_strbuf_finish(&out);
fail:
    pe_strbuf_free(&body);
    return PE_NULL;
}

static const pe_method_def pe_complex_methods[] = {
    {"conjugate", pe_complex_m_conjugate, 0},
    {"__complex__", pe_complex_m_complex, 0},
    {"__getnewargs__", pe_complex_m_getnewargs, 0},
    {"__format__", pe_complex_m_format, 0},
    {NULL, NULL, 0},
};

int pe_complex_init(pe_vm *vm) {
    pe_type *t = vm->types[PE_TYPE_COMPLEX];
    t->tflags |= PE_TPF_BASETYPE;
    t->dealloc = pe_complex_dealloc;
    t->repr = pe_complex_repr;
    t->hash = pe_complex_hash;
    t->richcmp = pe_complex_richcmp;
    t->truth = pe_complex_truth;
    t->binop[PE_OP_ADD] = pe_complex_add;
    t->binop[PE_OP_SUB] = pe_complex_sub;
    t->binop[PE_OP_MULT] = pe_complex_mul;
    t->binop[PE_OP_DIV] = pe_complex_div;
    t->binop[PE_OP_POW] = pe_complex_pow;
    t->neg = pe_complex_neg;
    t->pos = pe_complex_pos;
    t->abs = pe_complex_abs;
    t->new_ = pe_complex_new_slot;
    t->getattr = pe_complex_getattr;
    static const char *const members[] = {"imag", "real", NULL};
    if (pe_getset_add_computed(vm, t, members, PE_GETSET_MEMBER) < 0) return -1;
    return pe_type_add_methods(vm, t, pe_complex_methods);
}
