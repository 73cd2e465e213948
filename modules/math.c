/*
 * math.c - the `math` module of CPython 3.11: every function and constant, with
 * CPython's error rules (math_1/math_2/is_error in Modules/mathmodule.c): a NaN result
 * from a non-NaN argument is ValueError "math domain error", an infinite result from a
 * finite argument is OverflowError "math range error" for functions that can overflow
 * and a domain error otherwise. fsum is Shewchuk's exact summation as CPython's;
 * hypot/dist use CPython's vector_norm; log of huge ints goes through a frexp of the
 * int. Integer functions (factorial, comb, perm, isqrt, gcd, lcm) work on big ints and
 * tick the budget in proportion to their work.
 */
#include <errno.h>
#include <float.h>
#include <math.h>
#include <stdint.h>
#include <string.h>
#include <tommath.h>

#include "../builtins/dict.h"
#include "../builtins/float.h"
#include "../builtins/int.h"
#include "../builtins/list.h"
#include "../builtins/str.h"
#include "../builtins/tuple.h"
#include "../builtins/type.h"
#include "../core/intern.h"
#include "../eval/args.h"
#include "../eval/exc.h"
#include "../eval/ops.h"
#include "../eval/vm.h"
#include "registry.h"

#define NOARGS_CHECK(name)                                                                 \
    if (pe_args_one(vm, name, nargs, kwnames) < 0) return PE_NULL
#define RANGE_CHECK(name, lo, hi)                                                          \
    if (pe_args_range(vm, name, nargs, kwnames, lo, hi) < 0) return PE_NULL

static pe_value domain_error(pe_vm *vm) {
    return pe_err_set(vm, PE_EXC_ValueError, "math domain error");
}
static pe_value range_error(pe_vm *vm) {
    return pe_err_set(vm, PE_EXC_OverflowError, "math range error");
}

/* A real number argument as a double: float, int, __float__, __index__; CPython's
 * "must be real number, not X" otherwise. 0 or -1. */
static int as_double(pe_vm *vm, pe_value v, double *out) {
    return pe_float_from_object(vm, v, out);
}

/* CPython's is_error: errno EDOM -> ValueError; ERANGE -> OverflowError unless the
 * result is an underflow (|r| < 1.5). Returns 1 when an exception was raised. */
static int is_error(pe_vm *vm, int err, double r) {
    if (err == EDOM) {
        domain_error(vm);
        return 1;
    }
    if (err == ERANGE) {
        if (fabs(r) < 1.5) return 0;
        range_error(vm);
        return 1;
    }
    return 0;
}

/* math_1: one-argument functions on doubles. */
static pe_value math_1(pe_vm *vm, const pe_value *args, size_t nargs, pe_obj *kwnames,
                       const char *name, double (*fn)(double), int can_overflow) {
    NOARGS_CHECK(name);
    double x;
    if (as_double(vm, args[0], &x) < 0) return PE_NULL;
    errno = 0;
    double r = fn(x);
    int err = 0;
    if (isnan(r) && !isnan(x))
        err = EDOM;
    else if (isinf(r) && isfinite(x))
        err = can_overflow ? ERANGE : EDOM;
    if (err && is_error(vm, err, r)) return PE_NULL;
    return pe_float(r);
}

#define MATH1(pyname, cfn, ovf)                                                            \
    static pe_value m_##pyname(pe_vm *vm, const pe_value *a, size_t n, pe_obj *k) {        \
        return math_1(vm, a, n, k, "math." #pyname, cfn, ovf);                             \
    }
MATH1(acos, acos, 0)
MATH1(acosh, acosh, 0)
MATH1(asin, asin, 0)
MATH1(asinh, asinh, 0)
MATH1(atan, atan, 0)
MATH1(atanh, atanh, 0)
MATH1(cbrt, cbrt, 0)
MATH1(cos, cos, 0)
MATH1(cosh, cosh, 1)
MATH1(erf, erf, 0)
MATH1(erfc, erfc, 0)
MATH1(exp, exp, 1)
MATH1(exp2, exp2, 1)
MATH1(expm1, expm1, 1)
MATH1(fabs, fabs, 0)
MATH1(sin, sin, 0)
MATH1(sinh, sinh, 1)
MATH1(sqrt, sqrt, 0)
MATH1(tan, tan, 0)
MATH1(tanh, tanh, 0)

/*
 * gamma and lgamma as CPython computes them (not the C library's, whose last bits
 * differ): the Lanczos approximation with N=13, g=6.024680040776729583740234375 as a
 * rational function, exact table values for small integers, the reflection formula for
 * negative x through an accurate sin(pi*x). The coefficients are Boost's, as CPython's.
 */
#define LANCZOS_N 13
static const double lanczos_g = 6.024680040776729583740234375;
static const double lanczos_g_minus_half = 5.524680040776729583740234375;
static const double lanczos_num[LANCZOS_N] = {
    23531376880.410759688572007674451636754734846804940,
    42919803642.649098768957899047001988850926355848959,
    35711959237.355668049440185451547166705960488635843,
    17921034426.037209699919755754458931112671403265390,
    6039542586.3520280050642916443072979210699388420708,
    1439720407.3117216736632230727949123939715485786772,
    248874557.86205415651146038641322942321632125127801,
    31426415.585400194380614231628318205362874684987640,
    2876370.6289353724412254090516208496135991145378768,
    186056.26539522349504029498971604569928220784236328,
    8071.6720023658162106380029022722506138218516325024,
    210.82427775157934587250973392071336271166969580291,
    2.5066282746310002701649081771338373386264310793408};
static const double lanczos_den[LANCZOS_N] = {
    0.0,       39916800.0, 120543840.0, 150917976.0, 105258076.0, 45995730.0, 13339535.0,
    2637558.0, 357423.0,   32670.0,     1925.0,      66.0,        1.0};
#define NGAMMA_INTEGRAL 23
static const double gamma_integral[NGAMMA_INTEGRAL] = {1.0,
                                                       1.0,
                                                       2.0,
                                                       6.0,
                                                       24.0,
                                                       120.0,
                                                       720.0,
                                                       5040.0,
                                                       40320.0,
                                                       362880.0,
                                                       3628800.0,
                                                       39916800.0,
                                                       479001600.0,
                                                       6227020800.0,
                                                       87178291200.0,
                                                       1307674368000.0,
                                                       20922789888000.0,
                                                       355687428096000.0,
                                                       6402373705728000.0,
                                                       121645100408832000.0,
                                                       2432902008176640000.0,
                                                       51090942171709440000.0,
                                                       1124000727777607680000.0};
static const double m_pi = 3.141592653589793238462643383279502884197;
static const double m_logpi = 1.144729885849400174143427351353058711647;

static double lanczos_sum(double x) {
    double num = 0.0, den = 0.0;
    if (x < 5.0) {
        /* loop-bound: const: LANCZOS_N */
        for (int i = LANCZOS_N; --i >= 0;) {
            num = num * x + lanczos_num[i];
            den = den * x + lanczos_den[i];
        }
    } else {
        /* loop-bound: const: LANCZOS_N */
        for (int i = 0; i < LANCZOS_N; i++) {
            num = num / x + lanczos_num[i];
            den = den / x + lanczos_den[i];
        }
    }
    return num / den;
}

/* sin(pi*x), accurate near integers, for finite x */
static double sinpi(double x) {
    double y = fmod(fabs(x), 2.0), r = 0.0;
    switch ((int)round(2.0 * y)) {
    case 0: r = sin(m_pi * y); break;
    case 1: r = cos(m_pi * (y - 0.5)); break;
    case 2: r = sin(m_pi * (1.0 - y)); break;
    case 3: r = -cos(m_pi * (y - 1.5)); break;
    case 4: r = sin(m_pi * (y - 2.0)); break;
    }
    return copysign(1.0, x) * r;
}

/* *err gets EDOM or ERANGE as CPython's m_tgamma sets errno */
static double tgamma_py(double x, int *err) {
    if (!isfinite(x)) {
        if (isnan(x) || x > 0.0) return x;
        *err = EDOM;
        return NAN;
    }
    if (x == 0.0) {
        *err = EDOM;
        return copysign(HUGE_VAL, x);
    }
    if (x == floor(x)) {
        if (x < 0.0) {
            *err = EDOM;
            return NAN;
        }
        if (x <= NGAMMA_INTEGRAL) return gamma_integral[(int)x - 1];
    }
    double absx = fabs(x), r, z;
    if (absx < 1e-20) {
        r = 1.0 / x;
        if (isinf(r)) *err = ERANGE;
        return r;
    }
    if (absx > 200.0) {
        if (x < 0.0) return 0.0 / sinpi(x);
        *err = ERANGE;
        return HUGE_VAL;
    }
    double y = absx + lanczos_g_minus_half;
    /* the rounding error of y, to correct the pow/exp below (volatile: the
     * expression must not be simplified to zero) */
    volatile double q;
    if (absx > lanczos_g_minus_half) {
        q = y - absx;
        z = q - lanczos_g_minus_half;
    } else {
        q = y - lanczos_g_minus_half;
        z = q - absx;
    }
    z = z * lanczos_g / y;
    if (x < 0.0) {
        r = -m_pi / sinpi(absx) / absx * exp(y) / lanczos_sum(absx);
        r -= z * r;
        if (absx < 140.0) {
            r /= pow(y, absx - 0.5);
        } else {
            double sp = pow(y, absx / 2.0 - 0.25);
            r /= sp;
            r /= sp;
        }
    } else {
        r = lanczos_sum(absx) / exp(y);
        r += z * r;
        if (absx < 140.0) {
            r *= pow(y, absx - 0.5);
        } else {
            double sp = pow(y, absx / 2.0 - 0.25);
            r *= sp;
            r *= sp;
        }
    }
    if (isinf(r)) *err = ERANGE;
    return r;
}

static double lgamma_py(double x, int *err) {
    if (!isfinite(x)) return isnan(x) ? x : HUGE_VAL;
    if (x == floor(x) && x <= 2.0) {
        if (x <= 0.0) {
            *err = EDOM;
            return HUGE_VAL;
        }
        return 0.0;
    }
    double absx = fabs(x);
    if (absx < 1e-20) return -log(absx);
    double r = log(lanczos_sum(absx)) - lanczos_g;
    r += (absx - 0.5) * (log(absx + lanczos_g - 0.5) - 1);
    if (x < 0.0) r = m_logpi - log(fabs(sinpi(absx))) - log(absx) - r;
    if (isinf(r)) *err = ERANGE;
    return r;
}

static pe_value gamma_common(pe_vm *vm, const pe_value *args, size_t nargs, pe_obj *kwnames,
                             const char *name, double (*fn)(double, int *)) {
    NOARGS_CHECK(name);
    double x;
    if (as_double(vm, args[0], &x) < 0) return PE_NULL;
    int err = 0;
    double r = fn(x, &err);
    /* CPython's math_1a: only the function's own errno decides */
    if (err && is_error(vm, err, r)) return PE_NULL;
    return pe_float(r);
}
static pe_value m_gamma(pe_vm *vm, const pe_value *a, size_t n, pe_obj *k) {
    return gamma_common(vm, a, n, k, "math.gamma", tgamma_py);
}
static pe_value m_lgamma(pe_vm *vm, const pe_value *a, size_t n, pe_obj *k) {
    return gamma_common(vm, a, n, k, "math.lgamma", lgamma_py);
}

/* ---- two-argument double functions ------------------------------------------------- */

static int two_doubles(pe_vm *vm, const pe_value *args, size_t nargs, pe_obj *kwnames,
                       const char *name, double *x, double *y) {
    if (pe_args_range(vm, name, nargs, kwnames, 2, 2) < 0) return -1;
    if (as_double(vm, args[0], x) < 0 || as_double(vm, args[1], y) < 0) return -1;
    return 0;
}

static pe_value m_atan2(pe_vm *vm, const pe_value *args, size_t nargs, pe_obj *kwnames) {
    double x, y;
    if (two_doubles(vm, args, nargs, kwnames, "atan2", &y, &x) < 0) return PE_NULL;
    return pe_float(atan2(y, x));
}

static pe_value m_copysign(pe_vm *vm, const pe_value *args, size_t nargs, pe_obj *kwnames) {
    double x, y;
    if (two_doubles(vm, args, nargs, kwnames, "copysign", &x, &y) < 0) return PE_NULL;
    return pe_float(copysign(x, y));
}

static pe_value m_fmod(pe_vm *vm, const pe_value *args, size_t nargs, pe_obj *kwnames) {
    double x, y;
    if (two_doubles(vm, args, nargs, kwnames, "fmod", &x, &y) < 0) return PE_NULL;
    if (isinf(y) && isfinite(x)) return pe_float(x);
    double r = fmod(x, y);
    if (isnan(r) && !isnan(x) && !isnan(y)) return domain_error(vm);
    return pe_float(r);
}

static pe_value m_remainder(pe_vm *vm, const pe_value *args, size_t nargs,
                            pe_obj *kwnames) {
    double x, y;
    if (two_doubles(vm, args, nargs, kwnames, "remainder", &x, &y) < 0) return PE_NULL;
    if (isnan(x)) return pe_float(x);
    if (isnan(y)) return pe_float(y);
    if (isinf(x) || y == 0) return domain_error(vm);
    if (isinf(y)) return pe_float(x);
    return pe_float(remainder(x, y));
}

static pe_value m_pow(pe_vm *vm, const pe_value *args, size_t nargs, pe_obj *kwnames) {
    double x, y, r;
    if (two_doubles(vm, args, nargs, kwnames, "pow", &x, &y) < 0) return PE_NULL;
    int err = 0;
    if (!isfinite(x) || !isfinite(y)) {
        if (isnan(x))
            r = y == 0.0 ? 1.0 : x;
        else if (isnan(y))
            r = x == 1.0 ? 1.0 : y;
        else if (isinf(x)) {
            int odd_y = isfinite(y) && fmod(fabs(y), 2.0) == 1.0;
            if (y > 0.)
                r = odd_y ? x : fabs(x);
            else if (y == 0.)
                r = 1.;
            else
                r = odd_y ? copysign(0., x) : 0.;
        } else {
            if (fabs(x) == 1.0)
                r = 1.;
            else if (y > 0. && fabs(x) > 1.0)
                r = y;
            else if (y < 0. && fabs(x) < 1.0)
                r = -y;
            else
                r = 0.;
        }
    } else {
        r = pow(x, y);
        if (!isfinite(r)) {
            if (isnan(r))
                err = EDOM;
            else if (x == 0.)
                err = EDOM;
            else
                err = ERANGE;
        }
    }
    if (err && is_error(vm, err, r)) return PE_NULL;
    return pe_float(r);
}

static pe_value m_nextafter(pe_vm *vm, const pe_value *args, size_t nargs,
                            pe_obj *kwnames) {
    double x, y;
    if (two_doubles(vm, args, nargs, kwnames, "nextafter", &x, &y) < 0) return PE_NULL;
    return pe_float(nextafter(x, y));
}

static pe_value m_ulp(pe_vm *vm, const pe_value *args, size_t nargs, pe_obj *kwnames) {
    NOARGS_CHECK("math.ulp");
    double x;
    if (as_double(vm, args[0], &x) < 0) return PE_NULL;
    if (isnan(x)) return pe_float(x);
    x = fabs(x);
    if (isinf(x)) return pe_float(x);
    double x2 = nextafter(x, INFINITY);
    if (isinf(x2)) {
        x2 = nextafter(x, -INFINITY);
        return pe_float(x - x2);
    }
    return pe_float(x2 - x);
}

static pe_value m_degrees(pe_vm *vm, const pe_value *args, size_t nargs, pe_obj *kwnames) {
    NOARGS_CHECK("math.degrees");
    double x;
    if (as_double(vm, args[0], &x) < 0) return PE_NULL;
    return pe_float(x * (180.0 / 3.141592653589793238462643383279502884));
}

static pe_value m_radians(pe_vm *vm, const pe_value *args, size_t nargs, pe_obj *kwnames) {
    NOARGS_CHECK("math.radians");
    double x;
    if (as_double(vm, args[0], &x) < 0) return PE_NULL;
    return pe_float(x * (3.141592653589793238462643383279502884 / 180.0));
}

static pe_value pred(pe_vm *vm, const pe_value *args, size_t nargs, pe_obj *kwnames,
                     const char *name, int which) {
    NOARGS_CHECK(name);
    double x;
    if (as_double(vm, args[0], &x) < 0) return PE_NULL;
    return pe_bool(which == 0 ? isfinite(x) : which == 1 ? isinf(x) : isnan(x));
}
static pe_value m_isfinite(pe_vm *vm, const pe_value *a, size_t n, pe_obj *k) {
    return pred(vm, a, n, k, "math.isfinite", 0);
}
static pe_value m_isinf(pe_vm *vm, const pe_value *a, size_t n, pe_obj *k) {
    return pred(vm, a, n, k, "math.isinf", 1);
}
static pe_value m_isnan(pe_vm *vm, const pe_value *a, size_t n, pe_obj *k) {
    return pred(vm, a, n, k, "math.isnan", 2);
}

static pe_value m_isclose(pe_vm *vm, const pe_value *args, size_t nargs, pe_obj *kwnames) {
    static const char *const params[] = {"a", "b", "rel_tol", "abs_tol", NULL};
    static const pe_argspec spec = {"isclose", params, 2, 0, 2};
    pe_value a[4];
    if (pe_args_parse(vm, &spec, args, nargs, kwnames, a) < 0) return PE_NULL;
    double x, y, rel = 1e-09, abs_ = 0.0;
    if (as_double(vm, a[0], &x) < 0 || as_double(vm, a[1], &y) < 0) return PE_NULL;
    if (!pe_is_null(a[2]) && as_double(vm, a[2], &rel) < 0) return PE_NULL;
    if (!pe_is_null(a[3]) && as_double(vm, a[3], &abs_) < 0) return PE_NULL;
    if (rel < 0.0 || abs_ < 0.0)
        return pe_err_set(vm, PE_EXC_ValueError, "tolerances must be non-negative");
    if (x == y) return PE_TRUE;
    if (isinf(x) || isinf(y)) return PE_FALSE;
    double diff = fabs(y - x);
    return pe_bool(((diff <= fabs(rel * y)) || (diff <= fabs(rel * x))) || (diff <= abs_));
}

static pe_value m_frexp(pe_vm *vm, const pe_value *args, size_t nargs, pe_obj *kwnames) {
    NOARGS_CHECK("math.frexp");
    double x;
    if (as_double(vm, args[0], &x) < 0) return PE_NULL;
    int e = 0;
    double m = x;
    if (!isnan(x) && !isinf(x)) m = frexp(x, &e);
    return pe_tuple_pack2(vm, pe_float(m), pe_int(e));
}

static pe_value m_modf(pe_vm *vm, const pe_value *args, size_t nargs, pe_obj *kwnames) {
    NOARGS_CHECK("math.modf");
    double x;
    if (as_double(vm, args[0], &x) < 0) return PE_NULL;
    if (isinf(x)) return pe_tuple_pack2(vm, pe_float(copysign(0., x)), pe_float(x));
    double ip;
    double fp = modf(x, &ip);
    return pe_tuple_pack2(vm, pe_float(fp), pe_float(ip));
}

static pe_value m_ldexp(pe_vm *vm, const pe_value *args, size_t nargs, pe_obj *kwnames) {
    RANGE_CHECK("ldexp", 2, 2);
    double x;
    if (as_double(vm, args[0], &x) < 0) return PE_NULL;
    if (!pe_int_check(vm, args[1]))
        return pe_err_set(vm, PE_EXC_TypeError,
                          "Expected an int as second argument to ldexp.");
    int64_t e;
    if (pe_int_as_i64(args[1], &e)) e = e > 0 ? INT64_MAX : INT64_MIN;
    if (x == 0. || !isfinite(x)) return pe_float(x);
    if (e > INT32_MAX) return range_error(vm);
    if (e < INT32_MIN) return pe_float(copysign(0., x));
    double r = ldexp(x, (int)e);
    if (isinf(r)) return range_error(vm);
    return pe_float(r);
}

/* ---- ceil / floor / trunc ------------------------------------------------------------ */

static pe_value rounding(pe_vm *vm, const pe_value *args, size_t nargs, pe_obj *kwnames,
                         const char *name, const char *dunder, double (*fn)(double)) {
    NOARGS_CHECK(name);
    pe_value v = args[0];
    if (pe_is_float(v)) return pe_int_from_double(vm, fn(v.u.f));
    if (pe_is_bool(v)) return pe_int(v.u.i);
    if (pe_int_check_exact(vm, v)) return pe_incref(v);
    pe_type *t = pe_type_of(vm, v);
    pe_str *dn = pe_intern(vm, dunder, strlen(dunder));
    if (!dn) return pe_err_nomem(vm);
    if (!pe_is_null(pe_type_lookup(vm, t, dn)))
        return pe_op_call_method(vm, v, dunder, NULL, 0);
    if (fn == trunc)
        return pe_err_format(vm, PE_EXC_TypeError,
                             "type %s doesn't define __trunc__ method", t->name);
    double x;
    if (as_double(vm, v, &x) < 0) return PE_NULL;
    return pe_int_from_double(vm, fn(x));
}
static pe_value m_ceil(pe_vm *vm, const pe_value *a, size_t n, pe_obj *k) {
    return rounding(vm, a, n, k, "math.ceil", "__ceil__", ceil);
}
static pe_value m_floor(pe_vm *vm, const pe_value *a, size_t n, pe_obj *k) {
    return rounding(vm, a, n, k, "math.floor", "__floor__", floor);
}
static pe_value m_trunc(pe_vm *vm, const pe_value *a, size_t n, pe_obj *k) {
    return rounding(vm, a, n, k, "math.trunc", "__trunc__", trunc);
}

/* ---- logarithms ---------------------------------------------------------------------- */

/* m_log and friends: CPython's special-value handling; *err gets EDOM. */
static double log_checked(double x, double (*fn)(double), int *err) {
    if (isfinite(x)) {
        if (x > 0) return fn(x);
        *err = EDOM;
        return x == 0 ? -INFINITY : NAN;
    }
    if (isnan(x) || x > 0) return x;
    *err = EDOM;
    return NAN;
}

/* frexp of a positive int of any size: x in [0.5, 1), v == x * 2**e (correctly
 * rounded). 0 or -1. */
static int int_frexp(pe_vm *vm, pe_value v, double *x, int64_t *e) {
    uint64_t bits = pe_int_bit_length(v);
    /* a copy and a shift of every digit: one op per 64 digits (docs/architecture.md) */
    if (PE_TICK(vm, bits / (64 * 60)) < 0) return -1;
    mp_int m, q;
    if (pe_int_to_mp(vm, v, &m) < 0) return -1;
    if (mp_init(&q) != MP_OKAY) {
        mp_clear(&m);
        pe_err_nomem(vm);
        return -1;
    }
    int shift = (int)(bits - 64);
    int sticky = 0;
    if (mp_div_2d(&m, shift, &q, &m) != MP_OKAY) {
        mp_clear(&m);
        mp_clear(&q);
        pe_err_nomem(vm);
        return -1;
    }
    sticky = !mp_iszero(&m);
    uint64_t top = mp_get_u64(&q);
    mp_clear(&m);
    mp_clear(&q);
    /* round the 64 bits to 53 half-even, with the sticky bit below them */
    uint64_t lowmask = (1ull << 11) - 1, half = 1ull << 10;
    uint64_t low = top & lowmask;
    top &= ~lowmask;
    if (low > half || (low == half && (sticky || (top & (1ull << 11))))) top += 1ull << 11;
    int64_t ex = (int64_t)bits;
    double d;
    if (top == 0) { /* carried out of 64 bits */
        d = 0.5;
        ex += 1;
    } else {
        d = ldexp((double)top, -64);
    }
    *x = d;
    *e = ex;
    return 0;
}

static pe_value loghelper(pe_vm *vm, pe_value arg, double (*fn)(double)) {
    if (pe_int_check(vm, arg) && !pe_is_bool(arg)) {
        if (pe_int_sign(arg) <= 0) return domain_error(vm);
        double x;
        if (pe_int_bit_length(arg) <= 1000) {
            if (pe_int_as_double(vm, arg, &x) < 0) return PE_NULL;
            return pe_float(fn(x));
        }
        int64_t e;
        if (int_frexp(vm, arg, &x, &e) < 0) return PE_NULL;
        return pe_float(fn(x) + fn(2.0) * (double)e);
    }
    double x;
    if (as_double(vm, arg, &x) < 0) return PE_NULL;
    int err = 0;
    double r = log_checked(x, fn, &err);
    if (err) return domain_error(vm);
    return pe_float(r);
}

static pe_value m_log(pe_vm *vm, const pe_value *args, size_t nargs, pe_obj *kwnames) {
    if (pe_args_nokw(vm, "log", kwnames) < 0) return PE_NULL;
    if (nargs < 1 || nargs > 2)
        return pe_err_set(vm, PE_EXC_TypeError, "math.log requires 1 to 2 arguments");
    pe_value num = loghelper(vm, args[0], log);
    if (pe_is_null(num) || nargs == 1) return num;
    pe_value den = loghelper(vm, args[1], log);
    if (pe_is_null(den)) return den;
    if (den.u.f == 0.0)
        return pe_err_set(vm, PE_EXC_ZeroDivisionError, "float division by zero");
    return pe_float(num.u.f / den.u.f);
}
static pe_value m_log2(pe_vm *vm, const pe_value *args, size_t nargs, pe_obj *kwnames) {
    NOARGS_CHECK("math.log2");
    return loghelper(vm, args[0], log2);
}
static pe_value m_log10(pe_vm *vm, const pe_value *args, size_t nargs, pe_obj *kwnames) {
    NOARGS_CHECK("math.log10");
    return loghelper(vm, args[0], log10);
}
static pe_value m_log1p(pe_vm *vm, const pe_value *args, size_t nargs, pe_obj *kwnames) {
    NOARGS_CHECK("math.log1p");
    double x;
    if (as_double(vm, args[0], &x) < 0) return PE_NULL;
    if (x <= -1.0) return domain_error(vm);
    return pe_float(log1p(x));
}

/* ---- fsum, hypot, dist, prod ------------------------------------------------------------
 */

static pe_value m_fsum(pe_vm *vm, const pe_value *args, size_t nargs, pe_obj *kwnames) {
    NOARGS_CHECK("math.fsum");
    pe_value it = pe_op_iter(vm, args[0]);
    if (pe_is_null(it)) return it;
    double small[32], *p = small;
    size_t n = 0, cap = 32;
    double special_sum = 0.0, inf_sum = 0.0;
    pe_value res = PE_NULL;
    for (;;) {
        pe_value item = pe_op_next(vm, it);
        if (pe_is_null(item)) {
            if (pe_err_occurred(vm)) goto out;
            break;
        }
        double x;
        int r = as_double(vm, item, &x);
        pe_decref(vm, item);
        if (r < 0 || PE_TICK(vm, n + 1) < 0) goto out;
        double xsave = x;
        size_t i = 0;
        /* loop-bound: charged-before: the charge above in m_fsum covers this trip count */
        for (size_t j = 0; j < n; j++) {
            double y = p[j];
            if (fabs(x) < fabs(y)) {
                double t = x;
                x = y;
                y = t;
            }
            double hi = x + y;
            double yr = hi - x;
            double lo = y - yr;
            if (lo != 0.0) p[i++] = lo;
            x = hi;
        }
        n = i;
        if (x != 0.0) {
            if (!isfinite(x)) {
                if (isfinite(xsave)) {
                    pe_err_set(vm, PE_EXC_OverflowError, "intermediate overflow in fsum");
                    goto out;
                }
                if (isinf(xsave)) inf_sum += xsave;
                special_sum += xsave;
                n = 0;
            } else {
                if (n == cap) {
                    size_t ncap = cap * 2;
                    double *np = pe_mem_alloc(&vm->mem, ncap * sizeof *np);
                    if (!np) {
                        pe_err_nomem(vm);
                        goto out;
                    }
                    memcpy(np, p, n * sizeof *np);
                    if (p != small) pe_mem_free(&vm->mem, p, cap * sizeof *p);
                    p = np;
                    cap = ncap;
                }
                p[n++] = x;
            }
        }
    }
    if (special_sum != 0.0) {
        if (isnan(inf_sum))
            pe_err_set(vm, PE_EXC_ValueError, "-inf + inf in fsum");
        else
            res = pe_float(special_sum);
        goto out;
    }
    double hi = 0.0;
    if (n > 0) {
        double x, y, yr, lo = 0.0;
        hi = p[--n];
        /* loop-bound: charged-before: the charge above in m_fsum covers this trip count */
        while (n > 0) {
            x = hi;
            y = p[--n];
            hi = x + y;
            yr = hi - x;
            lo = y - yr;
            if (lo != 0.0) break;
        }
        if (n > 0 && ((lo < 0.0 && p[n - 1] < 0.0) || (lo > 0.0 && p[n - 1] > 0.0))) {
            y = lo * 2.0;
            x = hi + y;
            yr = x - hi;
            if (y == yr) hi = x;
        }
    }
    res = pe_float(hi);
out:
    if (p != small) pe_mem_free(&vm->mem, p, cap * sizeof *p);
    pe_decref(vm, it);
    return res;
}

/* CPython 3.11's vector_norm: an accurate Euclidean norm of n non-negative values. */
/* recursion-bound: const: recurses at most once (after scaling, the exponent is in
 * range) */
static double vector_norm(size_t n, double *vec, double max, int found_nan) {
    if (isinf(max)) return max;
    if (found_nan) return NAN;
    if (max == 0.0 || n <= 1) return max;
    int max_e;
    frexp(max, &max_e);
    if (max_e < -1023) {
        /* loop-bound: caller-charged: hypot/dist charge their n arguments (as unpacked
         * or as tuple items) */
        for (size_t i = 0; i < n; i++)
            vec[i] /= DBL_MIN;
        return DBL_MIN * vector_norm(n, vec, max / DBL_MIN, found_nan);
    }
    double scale = ldexp(1.0, -max_e);
    double csum = 1.0, frac1 = 0.0, frac2 = 0.0;
    /* loop-bound: caller-charged: hypot/dist charge their n arguments (as unpacked or as
     * tuple items) */
    for (size_t i = 0; i < n; i++) {
        double x = vec[i] * scale;
        double hi = x * x, lo = fma(x, x, -hi);
        double s = csum + hi;
        frac2 += (csum - s) + hi;
        csum = s;
        frac1 += lo;
    }
    double h = sqrt(csum - 1.0 + (frac1 + frac2));
    double phi = -h * h, plo = fma(-h, h, -phi);
    double s = csum + phi;
    frac2 += (csum - s) + phi;
    csum = s;
    frac1 += plo;
    double x = csum - 1.0 + (frac1 + frac2);
    h += x / (2.0 * h);
    return h / scale;
}

static pe_value m_hypot(pe_vm *vm, const pe_value *args, size_t nargs, pe_obj *kwnames) {
    if (pe_args_nokw(vm, "math.hypot", kwnames) < 0) return PE_NULL;
    double small[16], *vec = small;
    if (nargs > 16) {
        vec = pe_mem_alloc(&vm->mem, nargs * sizeof *vec);
        if (!vec) return pe_err_nomem(vm);
    }
    double max = 0.0;
    int found_nan = 0;
    pe_value res = PE_NULL;
    /* loop-bound: caller-charged: the arguments of one call, each charged when evaluated
     * or unpacked */
    for (size_t i = 0; i < nargs; i++) {
        double x;
        if (as_double(vm, args[i], &x) < 0) goto out;
        x = fabs(x);
        vec[i] = x;
        found_nan |= isnan(x);
        if (x > max) max = x;
    }
    res = pe_float(vector_norm(nargs, vec, max, found_nan));
out:
    if (vec != small) pe_mem_free(&vm->mem, vec, nargs * sizeof *vec);
    return res;
}

static pe_value m_dist(pe_vm *vm, const pe_value *args, size_t nargs, pe_obj *kwnames) {
    RANGE_CHECK("dist", 2, 2);
    pe_value p = PE_NULL, q = PE_NULL, res = PE_NULL;
    double *vec = NULL;
    size_t n = 0;
    p = pe_tuple_from_iterable(vm, args[0]);
    if (pe_is_null(p)) goto out;
    q = pe_tuple_from_iterable(vm, args[1]);
    if (pe_is_null(q)) goto out;
    n = pe_tuple_len(p);
    if (n != pe_tuple_len(q)) {
        pe_err_set(vm, PE_EXC_ValueError,
                   "both points must have the same number of dimensions");
        goto out;
    }
    vec = pe_mem_alloc(&vm->mem, (n ? n : 1) * sizeof *vec);
    if (!vec) {
        pe_err_nomem(vm);
        goto out;
    }
    double max = 0.0;
    int found_nan = 0;
    /* loop-bound: caller-charged: the tuple items, charged when the tuples were built */
    for (size_t i = 0; i < n; i++) {
        double a, b;
        if (as_double(vm, pe_tuple_item(p, i), &a) < 0 ||
            as_double(vm, pe_tuple_item(q, i), &b) < 0)
            goto out;
        double x = fabs(a - b);
        vec[i] = x;
        found_nan |= isnan(x);
        if (x > max) max = x;
    }
    res = pe_float(vector_norm(n, vec, max, found_nan));
out:
    if (vec) pe_mem_free(&vm->mem, vec, (n ? n : 1) * sizeof *vec);
    pe_decref(vm, p);
    pe_decref(vm, q);
    return res;
}

static pe_value m_prod(pe_vm *vm, const pe_value *args, size_t nargs, pe_obj *kwnames) {
    static const char *const params[] = {"", "start", NULL};
    static const pe_argspec spec = {"prod", params, 1, 1, 1};
    pe_value a[2];
    if (pe_args_parse(vm, &spec, args, nargs, kwnames, a) < 0) return PE_NULL;
    pe_value acc = pe_is_null(a[1]) ? pe_int(1) : pe_incref(a[1]);
    pe_value it = pe_op_iter(vm, a[0]);
    if (pe_is_null(it)) {
        pe_decref(vm, acc);
        return it;
    }
    for (;;) {
        pe_value x = pe_op_next(vm, it);
        if (pe_is_null(x)) {
            if (pe_err_occurred(vm)) pe_clear(vm, &acc);
            break;
        }
        pe_value r = PE_TICK(vm, 1) < 0 ? PE_NULL : pe_op_binary(vm, PE_OP_MULT, acc, x);
        pe_decref(vm, x);
        pe_decref(vm, acc);
        acc = r;
        if (pe_is_null(acc)) break;
    }
    pe_decref(vm, it);
    return acc;
}

/* ---- integer functions -----------------------------------------------------------------
 */

/* An int argument through __index__ (floats refused with CPython's message). New
 * reference or PE_NULL. */
static pe_value as_int(pe_vm *vm, pe_value v) {
    if (pe_is_float(v))
        return pe_err_set(vm, PE_EXC_TypeError,
                          "'float' object cannot be interpreted as an integer");
    pe_value r = pe_op_index(vm, v);
    if (pe_is_null(r)) return r;
    if (pe_is_bool(r)) return pe_int(r.u.i);
    return r;
}

/* gcd(|a|, |b|) into c (initialised); a and b are clobbered. Euclid's steps first, while
 * they shrink the numbers fast (a long quotient, as in gcd(x, x // 12345 + 1), costs one
 * block division): libtommath's binary mp_gcd takes O(bits) passes however lopsided the
 * inputs. Once steps shrink by a few bits only (random inputs), mp_gcd finishes. Ticks
 * each step by its size and mp_gcd by its quadratic cost. 0, or -1 with an error. */
static int gcd_mp(pe_vm *vm, mp_int *a, mp_int *b, mp_int *c) {
    mp_int q, r;
    if (mp_init_multi(&q, &r, NULL) != MP_OKAY) {
        pe_err_nomem(vm);
        return -1;
    }
    mp_err e = MP_OKAY;
    a->sign = b->sign = MP_ZPOS;
    if (mp_cmp_mag(a, b) == MP_LT) mp_exch(a, b);
    for (int slow = 0; !mp_iszero(b) && slow < 4;) {
        /* a long quotient is divided in blocks of about b->used + 16 digits */
        uint64_t ql = (uint64_t)(a->used - b->used + 1), bl = (uint64_t)b->used + 16;
        uint64_t steps = (ql < bl ? ql : bl) * (uint64_t)a->used;
        if (PE_TICK(vm, steps / 8 + 1) < 0) goto fail;
        if ((e = pe_int_mp_div(a, b, &q, &r)) != MP_OKAY) goto nomem;
        if (mp_count_bits(a) - mp_count_bits(&r) < 64) slow++;
        mp_exch(a, b); /* (a, b) = (b, a % b) */
        mp_exch(b, &r);
    }
    if (mp_iszero(b)) {
        e = mp_copy(a, c);
    } else {
        uint64_t n = (uint64_t)a->used + (uint64_t)b->used;
        if (PE_TICK(vm, n * n / 8 + 1) < 0) goto fail;
        e = mp_gcd(a, b, c);
    }
    if (e != MP_OKAY) goto nomem;
    mp_clear_multi(&q, &r, NULL);
    return 0;
nomem:
    pe_err_nomem(vm);
fail:
    mp_clear_multi(&q, &r, NULL);
    return -1;
}

static pe_value int_gcd(pe_vm *vm, pe_value a, pe_value b) {
    int64_t x, y;
    if (!pe_int_as_i64(a, &x) && !pe_int_as_i64(b, &y) && x != INT64_MIN &&
        y != INT64_MIN) {
        x = x < 0 ? -x : x;
        y = y < 0 ? -y : y;
        /* loop-bound: digits: Euclid on two machine words (at most 92 steps) */
        while (y) {
            int64_t t = x % y;
            x = y;
            y = t;
        }
        return pe_int(x);
    }
    mp_int ma, mb, mc;
    if (pe_int_to_mp(vm, a, &ma) < 0) return PE_NULL;
    if (pe_int_to_mp(vm, b, &mb) < 0) {
        mp_clear(&ma);
        return PE_NULL;
    }
    if (mp_init(&mc) != MP_OKAY) {
        mp_clear(&ma);
        mp_clear(&mb);
        return pe_err_nomem(vm);
    }
    int rc = gcd_mp(vm, &ma, &mb, &mc);
    mp_clear(&ma);
    mp_clear(&mb);
    if (rc < 0) {
        mp_clear(&mc);
        return PE_NULL;
    }
    return pe_int_from_mp(vm, &mc);
}

static pe_value m_gcd(pe_vm *vm, const pe_value *args, size_t nargs, pe_obj *kwnames) {
    if (pe_args_nokw(vm, "math.gcd", kwnames) < 0) return PE_NULL;
    pe_value acc = pe_int(0);
    /* loop-bound: caller-charged: the arguments of one call, each charged when evaluated
     * or unpacked */
    for (size_t i = 0; i < nargs; i++) {
        pe_value x = as_int(vm, args[i]);
        if (pe_is_null(x)) goto fail;
        pe_value g = int_gcd(vm, acc, x);
        pe_decref(vm, x);
        pe_decref(vm, acc);
        acc = g;
        if (pe_is_null(acc)) return acc;
    }
    return acc;
fail:
    pe_decref(vm, acc);
    return PE_NULL;
}

static pe_value m_lcm(pe_vm *vm, const pe_value *args, size_t nargs, pe_obj *kwnames) {
    if (pe_args_nokw(vm, "math.lcm", kwnames) < 0) return PE_NULL;
    pe_value acc = pe_int(1);
    /* loop-bound: caller-charged: the arguments of one call, each charged when evaluated
     * or unpacked */
    for (size_t i = 0; i < nargs; i++) {
        pe_value x = as_int(vm, args[i]);
        if (pe_is_null(x)) goto fail;
        pe_value r;
        if (pe_int_sign(acc) == 0 || pe_int_sign(x) == 0) {
            r = pe_int(0);
        } else {
            pe_value g = int_gcd(vm, acc, x);
            pe_value q = pe_is_null(g) ? PE_NULL : pe_int_floordiv(vm, acc, g);
            pe_value m = pe_is_null(q) ? PE_NULL : pe_int_mul(vm, q, x);
            r = pe_is_null(m) ? PE_NULL : pe_int_abs(vm, m);
            pe_decref(vm, g);
            pe_decref(vm, q);
            pe_decref(vm, m);
        }
        pe_decref(vm, x);
        pe_decref(vm, acc);
        acc = r;
        if (pe_is_null(acc)) return acc;
    }
    return acc;
fail:
    pe_decref(vm, acc);
    return PE_NULL;
}

/* floor(sqrt(n)) for n >= 0 into r (initialised), by CPython's recursion: a holds the
 * top d + 1 bits' square root within one, and each step doubles the precision with one
 * division of the next bits of n by a (invariant (a-1)**2 < n >> 2(c-d) < (a+1)**2).
 * libtommath's mp_sqrt is Newton's method from a poor start, with a full-size division
 * per step: 25 times slower on 50,000-digit numbers. */
static mp_err isqrt_mp(const mp_int *n, mp_int *r) {
    if (mp_iszero(n)) {
        mp_zero(r);
        return MP_OKAY;
    }
    int c = (mp_count_bits(n) - 1) / 2, cb = 0, d = 0;
    /* loop-bound: digits: the bits of one machine word */
    while ((c >> cb) != 0)
        cb++;
    mp_int t, q;
    mp_err e = mp_init_multi(&t, &q, NULL);
    if (e != MP_OKAY) return e;
    mp_set(r, 1);
    /* loop-bound: digits: the bits of log2(n) (Newton steps of isqrt) */
    for (int s = cb - 1; s >= 0 && e == MP_OKAY; s--) {
        int prev = d;
        d = c >> s;
        e = mp_div_2d(n, 2 * c - prev - d + 1, &t, NULL);
        if (e == MP_OKAY) e = mp_div(&t, r, &q, NULL);
        if (e == MP_OKAY) e = mp_mul_2d(r, d - prev - 1, r);
        if (e == MP_OKAY) e = mp_add(r, &q, r);
    }
    if (e == MP_OKAY) e = mp_sqr(r, &t);
    if (e == MP_OKAY && mp_cmp(&t, n) == MP_GT) e = mp_decr(r);
    mp_clear_multi(&t, &q, NULL);
    return e;
}

static pe_value m_isqrt(pe_vm *vm, const pe_value *args, size_t nargs, pe_obj *kwnames) {
    NOARGS_CHECK("math.isqrt");
    pe_value n = as_int(vm, args[0]);
    if (pe_is_null(n)) return n;
    if (pe_int_sign(n) < 0) {
        pe_decref(vm, n);
        return pe_err_set(vm, PE_EXC_ValueError, "isqrt() argument must be nonnegative");
    }
    mp_int m, r;
    int rc = pe_int_to_mp(vm, n, &m);
    pe_decref(vm, n);
    if (rc < 0) return PE_NULL;
    if (PE_TICK(vm, (uint64_t)m.used * m.used / 4 + 1) < 0 || mp_init(&r) != MP_OKAY) {
        mp_clear(&m);
        return pe_err_occurred(vm) ? PE_NULL : pe_err_nomem(vm);
    }
    mp_err e = isqrt_mp(&m, &r);
    mp_clear(&m);
    if (e != MP_OKAY) {
        mp_clear(&r);
        return pe_err_nomem(vm);
    }
    return pe_int_from_mp(vm, &r);
}

/* Product of the integers lo..hi-1 stepping by one, by binary splitting so the
 * multiplications stay balanced. New reference or PE_NULL. */
static pe_value range_product(pe_vm *vm, pe_value lo, uint64_t count) {
    if (count == 0) return pe_int(1);
    if (count == 1) return pe_incref(lo);
    if (PE_TICK(vm, 1) < 0 || pe_vm_check_stack(vm) < 0) return PE_NULL;
    uint64_t half = count / 2;
    pe_value a = range_product(vm, lo, half);
    if (pe_is_null(a)) return a;
    pe_value mid = pe_int_add(vm, lo, pe_int((int64_t)half));
    pe_value b = pe_is_null(mid) ? PE_NULL : range_product(vm, mid, count - half);
    pe_decref(vm, mid);
    if (pe_is_null(b)) {
        pe_decref(vm, a);
        return b;
    }
    uint64_t words = (pe_int_bit_length(a) + pe_int_bit_length(b)) / 60;
    pe_value r = PE_TICK(vm, words / 8) < 0 ? PE_NULL : pe_int_mul(vm, a, b);
    pe_decref(vm, a);
    pe_decref(vm, b);
    return r;
}

static pe_value m_factorial(pe_vm *vm, const pe_value *args, size_t nargs,
                            pe_obj *kwnames) {
    NOARGS_CHECK("math.factorial");
    pe_value n = as_int(vm, args[0]);
    if (pe_is_null(n)) return n;
    int64_t x;
    int big = pe_int_as_i64(n, &x);
    int neg = pe_int_sign(n) < 0;
    pe_decref(vm, n);
    if (neg)
        return pe_err_set(vm, PE_EXC_ValueError,
                          "factorial() not defined for negative values");
    if (big)
        return pe_err_set(vm, PE_EXC_OverflowError,
                          "factorial() argument should not exceed 9223372036854775807");
    /* log2(n!) < n*log2(n): refuse a result that cannot fit before computing it */
    double bits = x > 1 ? (double)x * log2((double)x) : 1;
    if (pe_mem_would_exceed(&vm->mem, (uint64_t)(bits / 8) + 64)) return pe_err_nomem(vm);
    if (x < 2) return pe_int(1);
    return range_product(vm, pe_int(2), (uint64_t)x - 1);
}

/* perm(n, k) = n*(n-1)*...*(n-k+1); comb = perm / k!. */
static pe_value perm_comb(pe_vm *vm, const pe_value *args, size_t nargs, pe_obj *kwnames,
                          int comb) {
    const char *name = comb ? "comb" : "perm";
    if (pe_args_range(vm, name, nargs, kwnames, comb ? 2 : 1, 2) < 0) return PE_NULL;
    pe_value n = as_int(vm, args[0]), k = PE_NULL, r = PE_NULL;
    if (pe_is_null(n)) return n;
    if (nargs == 1 || pe_is_none(args[1])) {
        pe_decref(vm, n);
        return m_factorial(vm, args, 1, NULL);
    }
    k = as_int(vm, args[1]);
    if (pe_is_null(k)) goto out;
    if (pe_int_sign(n) < 0) {
        pe_err_set(vm, PE_EXC_ValueError, "n must be a non-negative integer");
        goto out;
    }
    if (pe_int_sign(k) < 0) {
        pe_err_set(vm, PE_EXC_ValueError, "k must be a non-negative integer");
        goto out;
    }
    if (pe_int_cmp(k, n) > 0) {
        r = pe_int(0);
        goto out;
    }
    if (comb) {
        /* comb(n, k) == comb(n, n-k): use the smaller k */
        pe_value nk = pe_int_sub(vm, n, k);
        if (pe_is_null(nk)) goto out;
        if (pe_int_cmp(nk, k) < 0) {
            pe_decref(vm, k);
            k = nk;
        } else {
            pe_decref(vm, nk);
        }
    }
    int64_t kk;
    if (pe_int_as_i64(k, &kk)) {
        pe_err_format(vm, PE_EXC_OverflowError, "k must not exceed %lld",
                      (long long)INT64_MAX);
        goto out;
    }
    double est = (double)kk * (double)pe_int_bit_length(n);
    if (pe_mem_would_exceed(&vm->mem, (uint64_t)(est / 8) + 64)) {
        pe_err_nomem(vm);
        goto out;
    }
    pe_value lo = pe_int_sub(vm, n, pe_int(kk - 1));
    if (pe_is_null(lo)) goto out;
    pe_value p = range_product(vm, lo, (uint64_t)kk);
    pe_decref(vm, lo);
    if (pe_is_null(p) || !comb) {
        r = p;
        goto out;
    }
    pe_value f = range_product(vm, pe_int(1), (uint64_t)kk);
    if (pe_is_null(f)) {
        pe_decref(vm, p);
        goto out;
    }
    r = pe_int_floordiv(vm, p, f);
    pe_decref(vm, p);
    pe_decref(vm, f);
out:
    pe_decref(vm, n);
    pe_decref(vm, k);
    return r;
}
static pe_value m_perm(pe_vm *vm, const pe_value *a, size_t n, pe_obj *k) {
    return perm_comb(vm, a, n, k, 0);
}
static pe_value m_comb(pe_vm *vm, const pe_value *a, size_t n, pe_obj *k) {
    return perm_comb(vm, a, n, k, 1);
}

static const pe_method_def math_functions[] = {
    {"acos", m_acos, 0},
    {"acosh", m_acosh, 0},
    {"asin", m_asin, 0},
    {"asinh", m_asinh, 0},
    {"atan", m_atan, 0},
    {"atan2", m_atan2, 0},
    {"atanh", m_atanh, 0},
    {"cbrt", m_cbrt, 0},
    {"ceil", m_ceil, 0},
    {"comb", m_comb, 0},
    {"copysign", m_copysign, 0},
    {"cos", m_cos, 0},
    {"cosh", m_cosh, 0},
    {"degrees", m_degrees, 0},
    {"dist", m_dist, 0},
    {"erf", m_erf, 0},
    {"erfc", m_erfc, 0},
    {"exp", m_exp, 0},
    {"exp2", m_exp2, 0},
    {"expm1", m_expm1, 0},
    {"fabs", m_fabs, 0},
    {"factorial", m_factorial, 0},
    {"floor", m_floor, 0},
    {"fmod", m_fmod, 0},
    {"frexp", m_frexp, 0},
    {"fsum", m_fsum, 0},
    {"gamma", m_gamma, 0},
    {"gcd", m_gcd, 0},
    {"hypot", m_hypot, 0},
    {"isclose", m_isclose, 0},
    {"isfinite", m_isfinite, 0},
    {"isinf", m_isinf, 0},
    {"isnan", m_isnan, 0},
    {"isqrt", m_isqrt, 0},
    {"lcm", m_lcm, 0},
    {"ldexp", m_ldexp, 0},
    {"lgamma", m_lgamma, 0},
    {"log", m_log, 0},
    {"log10", m_log10, 0},
    {"log1p", m_log1p, 0},
    {"log2", m_log2, 0},
    {"modf", m_modf, 0},
    {"nextafter", m_nextafter, 0},
    {"perm", m_perm, 0},
    {"pow", m_pow, 0},
    {"prod", m_prod, 0},
    {"radians", m_radians, 0},
    {"remainder", m_remainder, 0},
    {"sin", m_sin, 0},
    {"sinh", m_sinh, 0},
    {"sqrt", m_sqrt, 0},
    {"tan", m_tan, 0},
    {"tanh", m_tanh, 0},
    {"trunc", m_trunc, 0},
    {"ulp", m_ulp, 0},
    {NULL, NULL, 0},
};

int pe_mod_math_init(pe_vm *vm, pe_value module, pe_value dict) {
    (void)module;
    if (pe_module_add_functions(vm, dict, math_functions) < 0) return -1;
    if (pe_dict_set_cstr(vm, dict, "pi", pe_float(3.141592653589793)) < 0 ||
        pe_dict_set_cstr(vm, dict, "e", pe_float(2.718281828459045)) < 0 ||
        pe_dict_set_cstr(vm, dict, "tau", pe_float(6.283185307179586)) < 0 ||
        pe_dict_set_cstr(vm, dict, "inf", pe_float(INFINITY)) < 0 ||
        pe_dict_set_cstr(vm, dict, "nan", pe_float(NAN)) < 0)
        return -1;
    return 0;
}
