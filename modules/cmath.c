/*
 * cmath.c - the `cmath` module of CPython 3.11: every function and constant, with the
 * same results bit for bit (signs of zero included) and the same errors.
 *
 * CPython's rules, which this file follows (Modules/cmathmodule.c is the reference for
 * the algorithms and the special-value data, not the source):
 * - an argument with an infinite or NaN part takes its result from a 7x7 table indexed
 *   by the class of each part (C99 Annex G), except where a finite nonzero imaginary
 *   part decides signs through its cos/sin;
 * - each function reports "invalid" (ValueError "math domain error") or "overflow"
 *   (OverflowError "math range error") as Annex G says; the rest of the algorithms
 *   rescale to avoid spurious overflow and underflow, so the arithmetic here is done in
 *   the same order as CPython's to round the same way.
 * All work is constant per call: no loops, nothing to charge beyond the call itself.
 */
#include <errno.h>
#include <float.h>
#include <math.h>
#include <string.h>

#include "../builtins/complex.h"
#include "../builtins/dict.h"
#include "../builtins/float.h"
#include "../builtins/int.h"
#include "../builtins/subclass.h"
#include "../builtins/tuple.h"
#include "../builtins/type.h"
#include "../eval/args.h"
#include "../eval/exc.h"
#include "../eval/ops.h"
#include "../eval/vm.h"
#include "registry.h"

/* Py_MATH_PI, Py_MATH_E and the logs CPython uses (the same doubles as glibc's). */
#define CM_PI   3.14159265358979323846
#define CM_E    2.7182818284590452354
#define CM_LN2  0.6931471805599453094
#define CM_LN10 2.302585092994045684

/* Beyond these magnitudes the plain formulas could overflow or lose precision: the
 * functions switch to rescaled forms (CPython's CM_LARGE_DOUBLE and friends). */
#define CM_LARGE        (DBL_MAX / 4.)
#define CM_SQRT_LARGE   (sqrt(CM_LARGE))
#define CM_LOG_LARGE    (log(CM_LARGE))
#define CM_SQRT_DBL_MIN (sqrt(DBL_MIN))
/* 2**CM_UP makes a subnormal normal; CM_DOWN = -(CM_UP + 1) / 2 undoes it under sqrt. */
#define CM_UP   (2 * (DBL_MANT_DIG / 2) + 1)
#define CM_DOWN (-(CM_UP + 1) / 2)

typedef struct cx {
    double re, im;
} cx;

/* What a computation signals: nothing, invalid (ValueError), overflow (OverflowError). */
enum { CM_OK = 0, CM_EDOM = 1, CM_ERANGE = 2 };

/* ---- special values ----------------------------------------------------------------- */

/*
 * A table has one string per class of the real part, in the order below; each holds
 * seven cells (one per class of the imaginary part) of two letters, real then
 * imaginary part, separated by spaces:
 *   I inf   i -inf   N nan   Z 0.0   z -0.0   O 1.0   o -1.0
 *   P pi    p -pi    H pi/2  h -pi/2  Q pi/4  q -pi/4  A 3pi/4  a -3pi/4
 *   U a cell for two finite parts, never read.
 */
enum { K_NINF, K_NEG, K_NZERO, K_PZERO, K_POS, K_PINF, K_NAN };

static int class_of(double d) {
    if (isnan(d)) return K_NAN;
    if (isinf(d)) return d > 0 ? K_PINF : K_NINF;
    if (d == 0) return signbit(d) ? K_NZERO : K_PZERO;
    return d > 0 ? K_POS : K_NEG;
}

static double letter_value(char c) {
    switch (c) {
    case 'I': return INFINITY;
    case 'i': return -INFINITY;
    case 'Z': return 0.0;
    case 'z': return -0.0;
    case 'O': return 1.0;
    case 'o': return -1.0;
    case 'P': return CM_PI;
    case 'p': return -CM_PI;
    case 'H': return 0.5 * CM_PI;
    case 'h': return -(0.5 * CM_PI);
    case 'Q': return 0.25 * CM_PI;
    case 'q': return -(0.25 * CM_PI);
    case 'A': return 0.75 * CM_PI;
    case 'a': return -(0.75 * CM_PI);
    default: return NAN; /* 'N', and 'U' (unreachable) */
    }
}

typedef const char *const cm_table[7];

static cx special(cm_table t, cx z) {
    const char *cell = t[class_of(z.re)] + 3 * class_of(z.im);
    return (cx){letter_value(cell[0]), letter_value(cell[1])};
}

static cm_table T_ACOS = {
    "AI PI PI Pi Pi Ai NI", "HI UU UU UU UU Hi NN", "HI UU HZ Hz UU Hi HN",
    "HI UU HZ Hz UU Hi HN", "HI UU UU UU UU Hi NN", "QI ZI ZI Zi Zi Qi NI",
    "NI NN NN NN NN Ni NN",
};
static cm_table T_ACOSH = {
    "Ia Ip Ip IP IP IA IN", "Ih UU UU UU UU IH NN", "Ih UU Zh ZH UU IH NN",
    "Ih UU Zh ZH UU IH NN", "Ih UU UU UU UU IH NN", "Iq Iz Iz IZ IZ IQ IN",
    "IN NN NN NN NN IN NN",
};
static cm_table T_ASINH = {
    "iq iz iz iZ iZ iQ iN", "ih UU UU UU UU iH NN", "ih UU zz zZ UU iH NN",
    "Ih UU Zz ZZ UU IH NN", "Ih UU UU UU UU IH NN", "Iq Iz Iz IZ IZ IQ IN",
    "IN NN Nz NZ NN IN NN",
};
static cm_table T_ATANH = {
    "zh zh zh zH zH zH zN", "zh UU UU UU UU zH NN", "zh UU zz zZ UU zH zN",
    "Zh UU Zz ZZ UU ZH ZN", "Zh UU UU UU UU ZH NN", "Zh Zh Zh ZH ZH ZH ZN",
    "Zh NN NN NN NN ZH NN",
};
static cm_table T_COSH = {
    "IN UU IZ Iz UU IN IN", "NN UU UU UU UU NN NN", "NZ UU OZ Oz UU NZ NZ",
    "NZ UU Oz OZ UU NZ NZ", "NN UU UU UU UU NN NN", "IN UU Iz IZ UU IN IN",
    "NN NN NZ NZ NN NN NN",
};
static cm_table T_EXP = {
    "ZZ UU Zz ZZ UU ZZ ZZ", "NN UU UU UU UU NN NN", "NN UU Oz OZ UU NN NN",
    "NN UU Oz OZ UU NN NN", "NN UU UU UU UU NN NN", "IN UU Iz IZ UU IN IN",
    "NN NN Nz NZ NN NN NN",
};
static cm_table T_LOG = {
    "Ia Ip Ip IP IP IA IN", "Ih UU UU UU UU IH NN", "Ih UU ip iP UU IH NN",
    "Ih UU iz iZ UU IH NN", "Ih UU UU UU UU IH NN", "Iq Iz Iz IZ IZ IQ IN",
    "IN NN NN NN NN IN NN",
};
static cm_table T_SINH = {
    "IN UU iz iZ UU IN IN", "NN UU UU UU UU NN NN", "ZN UU zz zZ UU ZN ZN",
    "ZN UU Zz ZZ UU ZN ZN", "NN UU UU UU UU NN NN", "IN UU Iz IZ UU IN IN",
    "NN NN Nz NZ NN NN NN",
};
static cm_table T_SQRT = {
    "Ii Zi Zi ZI ZI II NI", "Ii UU UU UU UU II NN", "Ii UU Zz ZZ UU II NN",
    "Ii UU Zz ZZ UU II NN", "Ii UU UU UU UU II NN", "Ii Iz Iz IZ IZ II IN",
    "Ii NN NN NN NN II NN",
};
static cm_table T_TANH = {
    "oZ UU oz oZ UU oZ oZ", "NN UU UU UU UU NN NN", "NN UU zz zZ UU NN NN",
    "NN UU Zz ZZ UU NN NN", "NN UU UU UU UU NN NN", "OZ UU Oz OZ UU OZ OZ",
    "NN NN Nz NZ NN NN NN",
};
static cm_table T_RECT = {
    "IN UU iZ iz UU IN IN", "NN UU UU UU UU NN NN", "ZZ UU zZ zz UU ZZ ZZ",
    "ZZ UU Zz ZZ UU ZZ ZZ", "NN UU UU UU UU NN NN", "IN UU Iz IZ UU IN IN",
    "NN NN NZ NZ NN NN NN",
};

static int finite2(cx z) {
    return isfinite(z.re) && isfinite(z.im);
}

/* ---- the functions: each returns its value and sets *err ---------------------------- */

static cx c_sqrt(cx z, int *err) {
    *err = CM_OK;
    if (!finite2(z)) return special(T_SQRT, z);
    if (z.re == 0. && z.im == 0.) return (cx){0., z.im};
    double ax = fabs(z.re), ay = fabs(z.im), s;
    if (ax < DBL_MIN && ay < DBL_MIN) {
        /* both subnormal: scale up so hypot keeps its precision */
        ax = ldexp(ax, CM_UP);
        s = ldexp(sqrt(ax + hypot(ax, ldexp(ay, CM_UP))), CM_DOWN);
    } else {
        ax /= 8.;
        s = 2. * sqrt(ax + hypot(ax, ay / 8.));
    }
    double d = ay / (2. * s);
    if (z.re >= 0.) return (cx){s, copysign(d, z.im)};
    return (cx){d, copysign(s, z.im)};
}

/* log(hypot(x/2, y/2)) + 2 log 2: log|z| for arguments too large to square */
static double log_abs_large(cx z) {
    return log(hypot(z.re / 2., z.im / 2.)) + CM_LN2 * 2.;
}

static cx c_acos(cx z, int *err) {
    *err = CM_OK;
    if (!finite2(z)) return special(T_ACOS, z);
    if (fabs(z.re) > CM_LARGE || fabs(z.im) > CM_LARGE)
        return (cx){atan2(fabs(z.im), z.re), -copysign(log_abs_large(z), z.im)};
    int e;
    cx s1 = c_sqrt((cx){1. - z.re, -z.im}, &e);
    cx s2 = c_sqrt((cx){1. + z.re, z.im}, &e);
    return (cx){2. * atan2(s1.re, s2.re), asinh(s2.re * s1.im - s2.im * s1.re)};
}

static cx c_acosh(cx z, int *err) {
    *err = CM_OK;
    if (!finite2(z)) return special(T_ACOSH, z);
    if (fabs(z.re) > CM_LARGE || fabs(z.im) > CM_LARGE)
        return (cx){log_abs_large(z), atan2(z.im, z.re)};
    int e;
    cx s1 = c_sqrt((cx){z.re - 1., z.im}, &e);
    cx s2 = c_sqrt((cx){z.re + 1., z.im}, &e);
    return (cx){asinh(s1.re * s2.re + s1.im * s2.im), 2. * atan2(s1.im, s2.re)};
}

static cx c_asinh(cx z, int *err) {
    *err = CM_OK;
    if (!finite2(z)) return special(T_ASINH, z);
    if (fabs(z.re) > CM_LARGE || fabs(z.im) > CM_LARGE) {
        double re = z.im >= 0. ? copysign(log_abs_large(z), z.re)
                               : -copysign(log_abs_large(z), -z.re);
        return (cx){re, atan2(z.im, fabs(z.re))};
    }
    int e;
    cx s1 = c_sqrt((cx){1. + z.im, -z.re}, &e);
    cx s2 = c_sqrt((cx){1. - z.im, z.re}, &e);
    return (cx){asinh(s1.re * s2.im - s2.re * s1.im),
                atan2(z.im, s1.re * s2.re - s1.im * s2.im)};
}

/* atanh for finite z with z.re >= 0 (or -0.0): the odd function's other half is
 * its negation. */
static cx atanh_right(cx z, int *err) {
    double ay = fabs(z.im);
    if (z.re > CM_SQRT_LARGE || ay > CM_SQRT_LARGE) {
        /* |z| large: atanh(z) ~ 1/z +- i pi/2 */
        double h = hypot(z.re / 2., z.im / 2.);
        return (cx){z.re / 4. / h / h, copysign(CM_PI / 2., z.im)};
    }
    if (z.re == 1. && ay < CM_SQRT_DBL_MIN) {
        if (ay == 0.) {
            *err = CM_EDOM; /* the pole at 1 */
            return (cx){INFINITY, z.im};
        }
        return (cx){-log(sqrt(ay) / sqrt(hypot(ay, 2.))),
                    copysign(atan2(2., -ay) / 2, z.im)};
    }
    double d = (1 - z.re) * (1 - z.re) + ay * ay;
    return (cx){log1p(4. * z.re / d) / 4.,
                -atan2(-2. * z.im, (1 - z.re) * (1 + z.re) - ay * ay) / 2.};
}

static cx c_atanh(cx z, int *err) {
    *err = CM_OK;
    if (!finite2(z)) return special(T_ATANH, z);
    if (z.re < 0.) {
        cx r = atanh_right((cx){-z.re, -z.im}, err);
        return (cx){-r.re, -r.im};
    }
    return atanh_right(z, err);
}

/* i*z, and the rotation back, for the functions defined through their hyperbolic
 * partners: asin(z) = -i asinh(iz), and so on. */
static cx times_i(cx z) {
    return (cx){-z.im, z.re};
}
static cx times_minus_i(cx z) {
    return (cx){z.im, -z.re};
}

static cx c_asin(cx z, int *err) {
    return times_minus_i(c_asinh(times_i(z), err));
}
static cx c_atan(cx z, int *err) {
    return times_minus_i(c_atanh(times_i(z), err));
}

static int overflowed(cx r) {
    return isinf(r.re) || isinf(r.im) ? CM_ERANGE : CM_OK;
}

static cx c_cosh(cx z, int *err) {
    if (!finite2(z)) {
        cx r;
        if (isinf(z.re) && isfinite(z.im) && z.im != 0.) {
            double s = copysign(INFINITY, sin(z.im));
            r = (cx){copysign(INFINITY, cos(z.im)), z.re > 0 ? s : -s};
        } else {
            r = special(T_COSH, z);
        }
        *err = isinf(z.im) && !isnan(z.re) ? CM_EDOM : CM_OK;
        return r;
    }
    cx r;
    if (fabs(z.re) > CM_LOG_LARGE) {
        /* cosh(x) overflows before cosh(z) does: take a factor e out */
        double x1 = z.re - copysign(1., z.re);
        r = (cx){cos(z.im) * cosh(x1) * CM_E, sin(z.im) * sinh(x1) * CM_E};
    } else {
        r = (cx){cos(z.im) * cosh(z.re), sin(z.im) * sinh(z.re)};
    }
    *err = overflowed(r);
    return r;
}

static cx c_cos(cx z, int *err) {
    return c_cosh(times_i(z), err);
}

static cx c_sinh(cx z, int *err) {
    if (!finite2(z)) {
        cx r;
        if (isinf(z.re) && isfinite(z.im) && z.im != 0.) {
            double c = copysign(INFINITY, cos(z.im));
            r = (cx){z.re > 0 ? c : -c, copysign(INFINITY, sin(z.im))};
        } else {
            r = special(T_SINH, z);
        }
        *err = isinf(z.im) && !isnan(z.re) ? CM_EDOM : CM_OK;
        return r;
    }
    cx r;
    if (fabs(z.re) > CM_LOG_LARGE) {
        double x1 = z.re - copysign(1., z.re);
        r = (cx){cos(z.im) * sinh(x1) * CM_E, sin(z.im) * cosh(x1) * CM_E};
    } else {
        r = (cx){cos(z.im) * sinh(z.re), sin(z.im) * cosh(z.re)};
    }
    *err = overflowed(r);
    return r;
}

static cx c_sin(cx z, int *err) {
    return times_minus_i(c_sinh(times_i(z), err));
}

static cx c_tanh(cx z, int *err) {
    if (!finite2(z)) {
        cx r;
        if (isinf(z.re) && isfinite(z.im) && z.im != 0.)
            r = (cx){z.re > 0 ? 1.0 : -1.0, copysign(0., 2. * sin(z.im) * cos(z.im))};
        else
            r = special(T_TANH, z);
        *err = isinf(z.im) && isfinite(z.re) ? CM_EDOM : CM_OK;
        return r;
    }
    *err = CM_OK;
    if (fabs(z.re) > CM_LOG_LARGE) {
        /* 1 - tanh(x)**2 ~ 4 exp(-2|x|), without overflowing cosh */
        return (cx){copysign(1., z.re), 4. * sin(z.im) * cos(z.im) * exp(-2. * fabs(z.re))};
    }
    double tx = tanh(z.re), ty = tan(z.im), cx_ = 1. / cosh(z.re);
    double txty = tx * ty, denom = 1. + txty * txty;
    return (cx){tx * (1. + ty * ty) / denom, ((ty / denom) * cx_) * cx_};
}

static cx c_tan(cx z, int *err) {
    return times_minus_i(c_tanh(times_i(z), err));
}

static cx c_exp(cx z, int *err) {
    if (!finite2(z)) {
        cx r;
        if (isinf(z.re) && isfinite(z.im) && z.im != 0.) {
            double big = z.re > 0 ? INFINITY : 0.;
            r = (cx){copysign(big, cos(z.im)), copysign(big, sin(z.im))};
        } else {
            r = special(T_EXP, z);
        }
        *err =
            isinf(z.im) && (isfinite(z.re) || (isinf(z.re) && z.re > 0)) ? CM_EDOM : CM_OK;
        return r;
    }
    cx r;
    if (z.re > CM_LOG_LARGE) {
        double l = exp(z.re - 1.);
        r = (cx){l * cos(z.im) * CM_E, l * sin(z.im) * CM_E};
    } else {
        double l = exp(z.re);
        r = (cx){l * cos(z.im), l * sin(z.im)};
    }
    *err = overflowed(r);
    return r;
}

static cx c_log(cx z, int *err) {
    *err = CM_OK;
    if (!finite2(z)) return special(T_LOG, z);
    double ax = fabs(z.re), ay = fabs(z.im), re;
    if (ax > CM_LARGE || ay > CM_LARGE) {
        re = log(hypot(ax / 2., ay / 2.)) + CM_LN2;
    } else if (ax < DBL_MIN && ay < DBL_MIN) {
        if (ax == 0. && ay == 0.) {
            *err = CM_EDOM; /* log(0): the pole */
            return (cx){-INFINITY, atan2(z.im, z.re)};
        }
        /* |z| subnormal: rescale so hypot keeps its precision */
        re = log(hypot(ldexp(ax, DBL_MANT_DIG), ldexp(ay, DBL_MANT_DIG))) -
             DBL_MANT_DIG * CM_LN2;
    } else {
        double h = hypot(ax, ay);
        if (0.71 <= h && h <= 1.73) {
            /* |z| near 1: log1p of |z|**2 - 1, computed without cancellation */
            double am = ax > ay ? ax : ay, an = ax > ay ? ay : ax;
            re = log1p((am - 1) * (am + 1) + an * an) / 2.;
        } else {
            re = log(h);
        }
    }
    return (cx){re, atan2(z.im, z.re)};
}

static cx c_log10(cx z, int *err) {
    cx r = c_log(z, err);
    return (cx){r.re / CM_LN10, r.im / CM_LN10};
}

/* CPython's _Py_c_abs: inf if either part is infinite (even with a NaN), *err =
 * CM_ERANGE when hypot of finite parts overflows. */
static double c_abs(cx z, int *err) {
    *err = CM_OK;
    if (isinf(z.re)) return fabs(z.re);
    if (isinf(z.im)) return fabs(z.im);
    if (isnan(z.re) || isnan(z.im)) return NAN;
    double r = hypot(z.re, z.im);
    if (isinf(r)) *err = CM_ERANGE;
    return r;
}

static cx c_rect(double r, double phi, int *err) {
    *err = CM_OK;
    if (!isfinite(r) || !isfinite(phi)) {
        cx z;
        if (isinf(r) && isfinite(phi) && phi != 0.) {
            double c = copysign(INFINITY, cos(phi)), s = copysign(INFINITY, sin(phi));
            z = r > 0 ? (cx){c, s} : (cx){-c, -s};
        } else {
            z = special(T_RECT, (cx){r, phi});
        }
        if (r != 0. && !isnan(r) && isinf(phi)) *err = CM_EDOM;
        return z;
    }
    /* phi == 0 (either sign): r * phi gives the zero's sign without sin() */
    if (phi == 0.0) return (cx){r, r * phi};
    return (cx){r * cos(phi), r * sin(phi)};
}

/* ---- the Python interface ----------------------------------------------------------- */

static pe_value raise_for(pe_vm *vm, int err) {
    if (err == CM_EDOM) return pe_err_set(vm, PE_EXC_ValueError, "math domain error");
    return pe_err_set(vm, PE_EXC_OverflowError, "math range error");
}

/* An argument as PyComplex_AsCComplex takes it. 0 or -1. */
static int arg_complex(pe_vm *vm, pe_value v, cx *out) {
    int r = pe_complex_as_parts(vm, v, &out->re, &out->im);
    if (r == 1)
        pe_err_format(vm, PE_EXC_TypeError, "must be real number, not %s",
                      pe_op_typename(vm, v));
    return r == 0 ? 0 : -1;
}

/* An argument as PyFloat_AsDouble takes it: float, int, __float__, __index__ (a
 * complex is refused even though complex() would take it). 0 or -1. */
static int arg_double(pe_vm *vm, pe_value v, double *out) {
    return pe_float_from_object(vm, v, out);
}

static pe_value complex_result(pe_vm *vm, cx r, int err) {
    if (err) return raise_for(vm, err);
    return pe_complex_new(vm, r.re, r.im);
}

/* cmath.NAME(z): one argument, no keywords. */
static pe_value cm_unary(pe_vm *vm, const pe_value *args, size_t nargs, pe_obj *kwnames,
                         const char *name, cx (*fn)(cx, int *)) {
    if (pe_args_one(vm, name, nargs, kwnames) < 0) return PE_NULL;
    cx z;
    if (arg_complex(vm, args[0], &z) < 0) return PE_NULL;
    int err;
    cx r = fn(z, &err);
    return complex_result(vm, r, err);
}

#define CMATH1(pyname)                                                                     \
    static pe_value cm_##pyname(pe_vm *vm, const pe_value *a, size_t n, pe_obj *k) {       \
        return cm_unary(vm, a, n, k, "cmath." #pyname, c_##pyname);                        \
    }
CMATH1(acos)
CMATH1(acosh)
CMATH1(asin)
CMATH1(asinh)
CMATH1(atan)
CMATH1(atanh)
CMATH1(cos)
CMATH1(cosh)
CMATH1(exp)
CMATH1(log10)
CMATH1(sin)
CMATH1(sinh)
CMATH1(sqrt)
CMATH1(tan)
CMATH1(tanh)

/* log(z[, base]). As CPython's, each log sets the error state afresh, so only the
 * base's log (when given) and the division decide the error: log(0, 2) is -inf+nanj. */
static pe_value cm_log(pe_vm *vm, const pe_value *args, size_t nargs, pe_obj *kwnames) {
    if (pe_args_nokw(vm, "cmath.log", kwnames) < 0 ||
        pe_args_range(vm, "log", nargs, kwnames, 1, 2) < 0)
        return PE_NULL;
    cx z, b;
    if (arg_complex(vm, args[0], &z) < 0) return PE_NULL;
    int err;
    cx r = c_log(z, &err);
    if (nargs == 2) {
        if (arg_complex(vm, args[1], &b) < 0) return PE_NULL;
        cx lb = c_log(b, &err);
        if (pe_complex_quot_parts(r.re, r.im, lb.re, lb.im, &r.re, &r.im)) err = CM_EDOM;
    }
    return complex_result(vm, r, err);
}

static pe_value cm_phase(pe_vm *vm, const pe_value *args, size_t nargs, pe_obj *kwnames) {
    if (pe_args_one(vm, "cmath.phase", nargs, kwnames) < 0) return PE_NULL;
    cx z;
    if (arg_complex(vm, args[0], &z) < 0) return PE_NULL;
    /* CPython reports the C library's errno here: glibc's atan2 sets ERANGE when the
     * angle underflows (phase(2+5e-324j) is OverflowError "math range error"). */
    errno = 0;
    double phi = atan2(z.im, z.re);
    if (errno == EDOM || errno == ERANGE)
        return raise_for(vm, errno == EDOM ? CM_EDOM : CM_ERANGE);
    return pe_float(phi);
}

static pe_value cm_polar(pe_vm *vm, const pe_value *args, size_t nargs, pe_obj *kwnames) {
    if (pe_args_one(vm, "cmath.polar", nargs, kwnames) < 0) return PE_NULL;
    cx z;
    if (arg_complex(vm, args[0], &z) < 0) return PE_NULL;
    double phi = atan2(z.im, z.re);
    int err;
    double r = c_abs(z, &err);
    if (err) return raise_for(vm, err);
    return pe_tuple_pack2(vm, pe_float(r), pe_float(phi));
}

static pe_value cm_rect(pe_vm *vm, const pe_value *args, size_t nargs, pe_obj *kwnames) {
    if (pe_args_nokw(vm, "cmath.rect", kwnames) < 0 ||
        pe_args_range(vm, "rect", nargs, kwnames, 2, 2) < 0)
        return PE_NULL;
    double r, phi;
    if (arg_double(vm, args[0], &r) < 0 || arg_double(vm, args[1], &phi) < 0)
        return PE_NULL;
    int err;
    cx z = c_rect(r, phi, &err);
    return complex_result(vm, z, err);
}

#define CMATH_PRED(pyname, expr)                                                           \
    static pe_value cm_##pyname(pe_vm *vm, const pe_value *args, size_t nargs,             \
                                pe_obj *kwnames) {                                         \
        if (pe_args_one(vm, "cmath." #pyname, nargs, kwnames) < 0) return PE_NULL;         \
        cx z;                                                                              \
        if (arg_complex(vm, args[0], &z) < 0) return PE_NULL;                              \
        return pe_bool(expr);                                                              \
    }
CMATH_PRED(isfinite, isfinite(z.re) && isfinite(z.im))
CMATH_PRED(isinf, isinf(z.re) || isinf(z.im))
CMATH_PRED(isnan, isnan(z.re) || isnan(z.im))

/* isclose(a, b, *, rel_tol=1e-09, abs_tol=0.0): CPython's "weak" test on |a - b|. */
static pe_value cm_isclose(pe_vm *vm, const pe_value *args, size_t nargs, pe_obj *kwnames) {
    static const char *const params[] = {"a", "b", "rel_tol", "abs_tol", NULL};
    static const pe_argspec spec = {"isclose", params, 2, 0, 2};
    pe_value a[4];
    if (pe_args_parse(vm, &spec, args, nargs, kwnames, a) < 0) return PE_NULL;
    cx x, y;
    double rel = 1e-09, abs_tol = 0.0;
    if (arg_complex(vm, a[0], &x) < 0 || arg_complex(vm, a[1], &y) < 0) return PE_NULL;
    if (!pe_is_null(a[2]) && arg_double(vm, a[2], &rel) < 0) return PE_NULL;
    if (!pe_is_null(a[3]) && arg_double(vm, a[3], &abs_tol) < 0) return PE_NULL;
    if (rel < 0.0 || abs_tol < 0.0)
        return pe_err_set(vm, PE_EXC_ValueError, "tolerances must be non-negative");
    if (x.re == y.re && x.im == y.im) return PE_TRUE;
    if (isinf(x.re) || isinf(x.im) || isinf(y.re) || isinf(y.im)) return PE_FALSE;
    int e;
    double diff = c_abs((cx){x.re - y.re, x.im - y.im}, &e);
    return pe_bool(diff <= rel * c_abs(y, &e) || diff <= rel * c_abs(x, &e) ||
                   diff <= abs_tol);
}

static const pe_method_def cmath_functions[] = {
    {"acos", cm_acos, 0},       {"acosh", cm_acosh, 0},       {"asin", cm_asin, 0},
    {"asinh", cm_asinh, 0},     {"atan", cm_atan, 0},         {"atanh", cm_atanh, 0},
    {"cos", cm_cos, 0},         {"cosh", cm_cosh, 0},         {"exp", cm_exp, 0},
    {"isclose", cm_isclose, 0}, {"isfinite", cm_isfinite, 0}, {"isinf", cm_isinf, 0},
    {"isnan", cm_isnan, 0},     {"log", cm_log, 0},           {"log10", cm_log10, 0},
    {"phase", cm_phase, 0},     {"polar", cm_polar, 0},       {"rect", cm_rect, 0},
    {"sin", cm_sin, 0},         {"sinh", cm_sinh, 0},         {"sqrt", cm_sqrt, 0},
    {"tan", cm_tan, 0},         {"tanh", cm_tanh, 0},         {NULL, NULL, 0},
};

static int set_complex(pe_vm *vm, pe_value dict, const char *name, double re, double im) {
    pe_value c = pe_complex_new(vm, re, im);
    if (pe_is_null(c)) return -1;
    int r = pe_dict_set_cstr(vm, dict, name, c);
    pe_decref(vm, c);
    return r;
}

int pe_mod_cmath_init(pe_vm *vm, pe_value module, pe_value dict) {
    (void)module;
    if (pe_module_add_functions(vm, dict, cmath_functions) < 0) return -1;
    if (pe_dict_set_cstr(vm, dict, "pi", pe_float(CM_PI)) < 0 ||
        pe_dict_set_cstr(vm, dict, "e", pe_float(CM_E)) < 0 ||
        pe_dict_set_cstr(vm, dict, "tau", pe_float(2 * CM_PI)) < 0 ||
        pe_dict_set_cstr(vm, dict, "inf", pe_float(INFINITY)) < 0 ||
        pe_dict_set_cstr(vm, dict, "nan", pe_float(fabs(NAN))) < 0 ||
        set_complex(vm, dict, "infj", 0.0, INFINITY) < 0 ||
        set_complex(vm, dict, "nanj", 0.0, fabs(NAN)) < 0)
        return -1;
    return 0;
}
