/*
 * decimal.c - the arithmetic core of the `decimal` module over libmpdec: an immutable
 * handle type (decimal._mpd, one mpd_t each) and private functions that convert to
 * and from it and run libmpdec's operations under a context given as a tuple. The
 * classes (Decimal, Context, the signals) are modules/py/decimal.py, which calls these.
 *
 * Contexts: every function that rounds takes `c`, a tuple (prec, rounding, Emax, Emin,
 * clamp) that decimal.py keeps valid. libmpdec runs with no traps: each call returns
 * the result handle when no condition was raised, else a tuple (handle, status) whose
 * status bits (MPD_Inexact, ...) decimal.py turns into flags and trapped signals, as
 * CPython's dec_addstatus does. MPD_Malloc_error alone is handled here: MemoryError
 * (the memory-limit error when pe_mem refused the block).
 *
 * Memory: libmpdec allocates through four process-wide function pointers, set once
 * (pthread_once) to the functions below. Each block carries a 16-byte header naming
 * the pe_mem that paid for it and its size, so freeing a block (a handle's dealloc, at any
 * time) goes back to that VM's accounting; an allocation is charged to the VM whose
 * call is running on this thread (`cur_mem`, set by ENTER/LEAVE around every libmpdec
 * call). With no VM running, allocation fails (MPD_Malloc_error), never falls back to
 * the C library.
 *
 * Limits: each operation charges before the libmpdec call from the operands' and the
 * context's sizes in 19-digit words (see op_cost): linear for additions and
 * comparisons, a product estimate for multiplication and division, and steeper
 * estimates for sqrt and the transcendental functions, measured against CPython 3.11
 * (exp at prec 10,000 takes 2.6 s there, ln 10 s). Results whose size grows past the
 * memory limit fail at libmpdec's allocation, before it writes them.
 */
#include <limits.h>
#include <math.h>
#include <mpdecimal.h>
#include <pthread.h>
#include <stdint.h>
#include <string.h>
#include <tommath.h>

#include "../builtins/int.h"
#include "../builtins/str.h"
#include "../builtins/tuple.h"
#include "../builtins/type.h"
#include "../eval/args.h"
#include "../eval/exc.h"
#include "../eval/ops.h"
#include "../eval/vm.h"
#include "frozen.h"
#include "registry.h"

typedef struct pe_mpd {
    pe_obj base;
    mpd_t *m; /* owned; never NULL once made; never changed after it is returned */
} pe_mpd;

/* ---- libmpdec's allocator ------------------------------------------------------------ */

static _Thread_local pe_mem *cur_mem;

typedef struct {
    pe_mem *mem;
    size_t size;
} mpd_hdr;
_Static_assert(sizeof(mpd_hdr) == 16, "the header keeps 16-byte alignment");

static void *dec_malloc(size_t n) {
    pe_mem *m = cur_mem;
    if (!m || n > SIZE_MAX - sizeof(mpd_hdr)) return NULL;
    mpd_hdr *h = pe_mem_alloc(m, n + sizeof(mpd_hdr));
    if (!h) return NULL;
    h->mem = m;
    h->size = n;
    return h + 1;
}

static void *dec_calloc(size_t a, size_t b) {
    size_t n;
    if (pe_size_mul(a, b, &n)) return NULL;
    void *p = dec_malloc(n ? n : 1);
    if (p) memset(p, 0, n);
    return p;
}

static void *dec_realloc(void *p, size_t n) {
    if (!p) return dec_malloc(n);
    mpd_hdr *h = (mpd_hdr *)p - 1;
    if (n > SIZE_MAX - sizeof(mpd_hdr)) return NULL;
    pe_mem *m = h->mem;
    mpd_hdr *r = pe_mem_realloc(m, h, h->size + sizeof(mpd_hdr), n + sizeof(mpd_hdr));
    if (!r) return NULL;
    r->size = n;
    return r + 1;
}

static void dec_free(void *p) {
    if (!p) return;
    mpd_hdr *h = (mpd_hdr *)p - 1;
    pe_mem_free(h->mem, h, h->size + sizeof(mpd_hdr));
}

static pthread_once_t dec_once = PTHREAD_ONCE_INIT;

static void dec_install(void) {
    mpd_mallocfunc = dec_malloc;
    mpd_callocfunc = dec_calloc;
    mpd_reallocfunc = dec_realloc;
    mpd_free = dec_free;
    mpd_setminalloc(4);
}

/* Routes libmpdec's allocations on this thread to vm until LEAVE. */
#define ENTER(vm)                                                                          \
    pe_mem *saved_mem_ = cur_mem;                                                          \
    cur_mem = &(vm)->mem
#define LEAVE() cur_mem = saved_mem_

/* ---- handles ------------------------------------------------------------------------- */

static void mpd_dealloc(pe_vm *vm, pe_obj *o) {
    pe_mpd *d = (pe_mpd *)o;
    if (d->m) mpd_del(d->m);
    pe_obj_free(vm, o, sizeof(pe_mpd));
}

/* A new handle holding a fresh zero mpd_t. NULL with MemoryError pending. Call between
 * ENTER and LEAVE. */
static pe_mpd *mpd_handle_new(pe_vm *vm) {
    pe_mpd *d = (pe_mpd *)pe_obj_alloc(vm, vm->types[PE_TYPE_DECIMAL_MPD], sizeof(pe_mpd));
    if (!d) return NULL;
    d->m = mpd_qnew();
    if (!d->m) {
        pe_decref(vm, pe_obj_value(&d->base));
        pe_err_nomem(vm);
        return NULL;
    }
    return d;
}

/* The mpd_t of handle v (borrowed), or NULL with TypeError pending: the private
 * functions are reachable from programs, so every handle argument is checked. */
static const mpd_t *mpd_arg(pe_vm *vm, pe_value v) {
    if (pe_is_obj(v) && v.u.o->type == vm->types[PE_TYPE_DECIMAL_MPD])
        return ((pe_mpd *)v.u.o)->m;
    pe_err_format(vm, PE_EXC_TypeError, "expected decimal._mpd, got '%s'",
                  pe_op_typename(vm, v));
    return NULL;
}

/* An int argument that fits int64. 0 or -1 (TypeError / OverflowError pending). */
static int i64_arg(pe_vm *vm, pe_value v, int64_t *out) {
    if (!pe_int_check(vm, v)) {
        pe_err_format(vm, PE_EXC_TypeError, "an integer is required, not '%s'",
                      pe_op_typename(vm, v));
        return -1;
    }
    if (pe_int_as_i64(v, out) != 0) {
        pe_err_set(vm, PE_EXC_OverflowError,
                   "Python int too large to convert to C ssize_t");
        return -1;
    }
    return 0;
}

/* Reads the context tuple (prec, rounding, Emax, Emin, clamp). 0 or -1. */
static int ctx_arg(pe_vm *vm, pe_value t, mpd_context_t *c) {
    int64_t f[5];
    if (!pe_is_obj(t) || t.u.o->type != vm->types[PE_TYPE_TUPLE] || pe_tuple_len(t) != 5) {
        pe_err_set(vm, PE_EXC_TypeError, "expected a context tuple");
        return -1;
    }
    /* loop-bound: const - five fields */
    for (size_t i = 0; i < 5; i++)
        if (i64_arg(vm, pe_tuple_item(t, i), &f[i]) < 0) return -1;
    mpd_maxcontext(c);
    if (f[0] < 1 || f[0] > MPD_MAX_PREC || f[1] < 0 || f[1] >= MPD_ROUND_GUARD ||
        f[2] < 0 || f[2] > MPD_MAX_EMAX || f[3] > 0 || f[3] < MPD_MIN_EMIN || f[4] < 0 ||
        f[4] > 1) {
        pe_err_set(vm, PE_EXC_ValueError, "invalid context tuple");
        return -1;
    }
    c->prec = f[0];
    c->round = (int)f[1];
    c->emax = f[2];
    c->emin = f[3];
    c->clamp = (int)f[4];
    c->traps = 0;
    c->status = 0;
    c->newtrap = 0;
    c->allcr = 1;
    return 0;
}

/* Words of a's coefficient for cost estimates: 1 for the special values, whose len
 * libmpdec does not maintain. */
static mpd_ssize_t words(const mpd_t *a) {
    return mpd_isspecial(a) || a->len < 1 ? 1 : a->len;
}

/* The result of an operation: MemoryError on MPD_Malloc_error, else the handle alone
 * when status is 0, else (handle, status). Steals d. */
static pe_value mpd_result(pe_vm *vm, pe_mpd *d, uint32_t status) {
    pe_value v = pe_obj_value(&d->base);
    if (status & MPD_Malloc_error) {
        pe_decref(vm, v);
        return pe_err_nomem(vm);
    }
    /* Work that writes a result longer than its operands (rotate, shift, quantize or
     * an addition padding to a large precision) is paid after the fact by the words
     * written, which the memory limit bounded. */
    if (PE_TICK(vm, (uint64_t)words(d->m) / 16) < 0) {
        pe_decref(vm, v);
        return PE_NULL;
    }
    if (status == 0) return v;
    pe_value r = pe_tuple_new(vm, 2);
    if (pe_is_null(r)) {
        pe_decref(vm, v);
        return r;
    }
    pe_tuple_set_item(r, 0, v);
    pe_tuple_set_item(r, 1, pe_int((int64_t)status));
    return r;
}

/* ---- charges ------------------------------------------------------------------------- */

static uint64_t sat_u64(double x) {
    return x >= 9.0e18 ? (uint64_t)9e18 : x < 1 ? 1 : (uint64_t)x;
}

static int charge(pe_vm *vm, double ops) {
    return PE_TICK(vm, sat_u64(ops));
}

/* Words of the context's precision. */
static double prec_words(const mpd_context_t *c) {
    return (double)c->prec / MPD_RDIGITS + 1;
}

/* Word products of an n-by-m multiplication: schoolbook below a few hundred words,
 * libmpdec's transforms (n log n) above (measured: a 10**6-digit product takes 70 ms
 * of CPU, charged 700,000 ops). */
static double mul_words(double n, double m) {
    double school = n * m, big = (n + m) * (log2(n + m) + 1) * 24;
    return school < big ? school : big;
}

/* ---- conversions --------------------------------------------------------------------- */

/* _from_str(s): the exact value of an ASCII numeric string (decimal.py has stripped
 * whitespace and underscores and mapped Unicode digits), as Decimal(str) converts
 * under a maximal context. Invalid text gives NaN with MPD_Conversion_syntax. */
static pe_value d_from_str(pe_vm *vm, const pe_value *args, size_t nargs, pe_obj *kw) {
    if (pe_args_range(vm, "_from_str", nargs, kw, 1, 1) < 0) return PE_NULL;
    if (!pe_str_check(vm, args[0])) return pe_err_set(vm, PE_EXC_TypeError, "expected str");
    pe_str *s = pe_str_obj(pe_str_arg(vm, args[0]));
    if (charge(vm, 1 + (double)s->size / 64) < 0) return PE_NULL;
    ENTER(vm);
    pe_mpd *d = mpd_handle_new(vm);
    uint32_t status = 0;
    if (d) {
        if (strlen(s->data) != s->size) {
            mpd_seterror(d->m, MPD_Conversion_syntax, &status);
        } else {
            mpd_context_t c;
            mpd_maxcontext(&c);
            mpd_qset_string(d->m, s->data, &c, &status);
            /* exact or nothing, as CPython's PyDecType_FromCStringExact: an exponent
             * beyond the maximal context is InvalidOperation */
            if (status & (MPD_Inexact | MPD_Rounded | MPD_Clamped) &&
                !(status & MPD_Malloc_error))
                mpd_seterror(d->m, MPD_Invalid_operation, &status);
            status &= MPD_Errors | MPD_Malloc_error;
        }
    }
    LEAVE();
    return d ? mpd_result(vm, d, status) : PE_NULL;
}

/* _from_int(i): the exact value of an int, imported 16 bits at a time. */
static pe_value d_from_int(pe_vm *vm, const pe_value *args, size_t nargs, pe_obj *kw) {
    if (pe_args_range(vm, "_from_int", nargs, kw, 1, 1) < 0) return PE_NULL;
    int64_t small;
    if (!pe_int_check(vm, args[0])) return pe_err_set(vm, PE_EXC_TypeError, "expected int");
    mpd_context_t c;
    mpd_maxcontext(&c);
    uint32_t status = 0;
    if (pe_int_as_i64(args[0], &small) == 0 && small > INT64_MIN) {
        ENTER(vm);
        pe_mpd *d = mpd_handle_new(vm);
        if (d) mpd_qset_i64(d->m, small, &c, &status);
        LEAVE();
        return d ? mpd_result(vm, d, status) : PE_NULL;
    }
    /* libmpdec's import multiplies the whole result by 2**16 per input word: 16-bit
     * words times the result's 19-digit words, one op per 16 (measured: a 20,000-digit
     * int takes 15 ms of CPU, charged 270,000 ops). */
    double bits = (double)pe_int_bit_length(args[0]);
    if (charge(vm, 1 + (bits / 16 + 1) * (bits * 0.30103 / MPD_RDIGITS + 1) / 16) < 0)
        return PE_NULL;
    mp_int m;
    if (pe_int_to_mp(vm, args[0], &m) < 0) return PE_NULL;
    size_t n = mp_pack_count(&m, 0, sizeof(uint16_t)), written = 0;
    uint16_t *buf = pe_mem_alloc(&vm->mem, (n ? n : 1) * sizeof(uint16_t));
    if (!buf) {
        mp_clear(&m);
        return pe_err_nomem(vm);
    }
    pe_mpd *d = NULL;
    if (mp_pack(buf, n, &written, MP_LSB_FIRST, sizeof(uint16_t), MP_NATIVE_ENDIAN, 0,
                &m) == MP_OKAY) {
        ENTER(vm);
        d = mpd_handle_new(vm);
        if (d)
            mpd_qimport_u16(d->m, buf, written, mp_isneg(&m) ? MPD_NEG : MPD_POS, 65536, &c,
                            &status);
        LEAVE();
    } else {
        pe_err_nomem(vm);
    }
    pe_mem_free(&vm->mem, buf, (n ? n : 1) * sizeof(uint16_t));
    mp_clear(&m);
    return d ? mpd_result(vm, d, status) : PE_NULL;
}

/* Is the coefficient zero or absent (an infinity, a NaN without payload, whose words
 * libmpdec leaves unset)? */
static int no_coeff(const mpd_t *a) {
    return mpd_isinfinite(a) || a->digits == 0 || a->len == 0 || mpd_iszerocoeff(a);
}

/* _coeff(h): the coefficient of a finite handle (or a NaN's payload) as a
 * non-negative int, exported 16 bits at a time. */
static pe_value d_coeff(pe_vm *vm, const pe_value *args, size_t nargs, pe_obj *kw) {
    if (pe_args_range(vm, "_coeff", nargs, kw, 1, 1) < 0) return PE_NULL;
    const mpd_t *a = mpd_arg(vm, args[0]);
    if (!a) return PE_NULL;
    if (no_coeff(a)) return pe_int(0);
    /* libmpdec's export divides the whole coefficient by 2**16 per output word
     * (measured: 20,000 digits take 20 ms of CPU, charged 277,000 ops). */
    double w = (double)a->len;
    if (charge(vm, 1 + w * w / 4) < 0) return PE_NULL;
    uint32_t status = 0;
    uint16_t *out = NULL;
    /* The coefficient alone, as a positive integer (exponent 0), over a's words. */
    mpd_t tmp = {MPD_STATIC | MPD_CONST_DATA, 0, a->digits, a->len, a->alloc, a->data};
    ENTER(vm);
    size_t n = mpd_qexport_u16(&out, 0, 65536, &tmp, &status);
    LEAVE();
    if (n == SIZE_MAX || !out) return pe_err_nomem(vm);
    mp_int m;
    pe_value r = PE_NULL;
    if (mp_init(&m) == MP_OKAY) {
        if (mp_unpack(&m, n, MP_LSB_FIRST, sizeof(uint16_t), MP_NATIVE_ENDIAN, 0, out) ==
            MP_OKAY)
            r = pe_int_from_mp(vm, &m);
        else
            mp_clear(&m);
    }
    dec_free(out);
    return pe_is_null(r) && !pe_err_occurred(vm) ? pe_err_nomem(vm) : r;
}

/* _info(h): (flags, exp, digits, adjusted, zero) where flags has libmpdec's MPD_NEG
 * 1, MPD_INF 2, MPD_NAN 4, MPD_SNAN 8 bits and zero says the coefficient is 0. */
static pe_value d_info(pe_vm *vm, const pe_value *args, size_t nargs, pe_obj *kw) {
    if (pe_args_range(vm, "_info", nargs, kw, 1, 1) < 0) return PE_NULL;
    const mpd_t *a = mpd_arg(vm, args[0]);
    if (!a) return PE_NULL;
    pe_value r = pe_tuple_new(vm, 5);
    if (pe_is_null(r)) return r;
    pe_tuple_set_item(r, 0, pe_int(a->flags & (MPD_NEG | MPD_INF | MPD_NAN | MPD_SNAN)));
    pe_tuple_set_item(r, 1, pe_int(a->exp));
    pe_tuple_set_item(r, 2, pe_int(a->digits));
    pe_tuple_set_item(r, 3, pe_int(mpd_isspecial(a) ? 0 : mpd_adjexp(a)));
    pe_tuple_set_item(r, 4, pe_bool(no_coeff(a)));
    return r;
}

/* _digits(h): the coefficient's digits (a NaN's payload; "0" for none) as a str. */
static pe_value d_digits(pe_vm *vm, const pe_value *args, size_t nargs, pe_obj *kw) {
    if (pe_args_range(vm, "_digits", nargs, kw, 1, 1) < 0) return PE_NULL;
    const mpd_t *a = mpd_arg(vm, args[0]);
    if (!a) return PE_NULL;
    if (no_coeff(a)) return pe_str_from_cstr(vm, "0");
    if (charge(vm, 1 + (double)a->digits / 64) < 0) return PE_NULL;
    mpd_t tmp = {MPD_STATIC | MPD_CONST_DATA, 0, a->digits, a->len, a->alloc, a->data};
    char *s = NULL;
    ENTER(vm);
    mpd_ssize_t n = mpd_to_sci_size(&s, &tmp, 0);
    LEAVE();
    if (n < 0 || !s) return pe_err_nomem(vm);
    pe_value r = pe_str_value(vm, s, (size_t)n);
    dec_free(s);
    return r;
}

/* _to_str(h, capitals, eng): to_sci_string / to_eng_string. The text is at most the
 * digits plus the exponent's, so it is charged by the digits. */
static pe_value d_to_str(pe_vm *vm, const pe_value *args, size_t nargs, pe_obj *kw) {
    if (pe_args_range(vm, "_to_str", nargs, kw, 3, 3) < 0) return PE_NULL;
    const mpd_t *a = mpd_arg(vm, args[0]);
    if (!a) return PE_NULL;
    if (charge(vm, 1 + (double)a->digits / 64) < 0) return PE_NULL;
    int caps = pe_op_truth(vm, args[1]), eng = caps < 0 ? 0 : pe_op_truth(vm, args[2]);
    if (caps < 0 || eng < 0) return PE_NULL;
    char *s = NULL;
    ENTER(vm);
    mpd_ssize_t n = eng ? mpd_to_eng_size(&s, a, caps) : mpd_to_sci_size(&s, a, caps);
    LEAVE();
    if (n < 0 || !s) return pe_err_nomem(vm);
    pe_value r = pe_str_value(vm, s, (size_t)n);
    dec_free(s);
    return r;
}

/* _format(h, spec, c, capitals): __format__ through libmpdec's format mini-language. The
 * text has at most the digits, the zeros an exponent or a precision asks for, the width and
 * the separators; that bound is refused by the memory limit before formatting. */
static pe_value d_format(pe_vm *vm, const pe_value *args, size_t nargs, pe_obj *kw) {
    if (pe_args_range(vm, "_format", nargs, kw, 4, 4) < 0) return PE_NULL;
    const mpd_t *a = mpd_arg(vm, args[0]);
    mpd_context_t c;
    if (!a || ctx_arg(vm, args[2], &c) < 0) return PE_NULL;
    if (!pe_str_check(vm, args[1])) return pe_err_set(vm, PE_EXC_TypeError, "expected str");
    pe_str *fs = pe_str_obj(pe_str_arg(vm, args[1]));
    mpd_spec_t spec;
    int caps = pe_op_truth(vm, args[3]);
    if (caps < 0) return PE_NULL;
    if (strlen(fs->data) != fs->size || !mpd_parse_fmt_str(&spec, fs->data, caps))
        return pe_err_set(vm, PE_EXC_ValueError, "invalid format string");
    double exp = mpd_isspecial(a) ? 0 : fabs((double)a->exp) + fabs((double)mpd_adjexp(a));
    double bound = (double)a->digits + exp + (double)spec.min_width +
                   (spec.prec > 0 ? (double)spec.prec : 0) + 64;
    bound += bound / 2; /* thousands separators */
    if (pe_mem_would_exceed(&vm->mem, sat_u64(bound * 2))) return pe_err_nomem(vm);
    if (charge(vm, 1 + bound / 64) < 0) return PE_NULL;
    uint32_t status = 0;
    ENTER(vm);
    char *s = mpd_qformat_spec(a, &spec, &c, &status);
    LEAVE();
    if (!s) {
        if (status & MPD_Malloc_error) return pe_err_nomem(vm);
        return pe_err_set(vm, PE_EXC_ValueError, "invalid format string");
    }
    pe_value r = pe_str_value(vm, s, strlen(s));
    dec_free(s);
    return r;
}

/* _hash(h): CPython's numeric hash of a finite value: coefficient * 10**exp modulo
 * 2**61 - 1, with 10's inverse for negative exponents, the sign applied, -1 -> -2. */
#define HASH_MOD   ((uint64_t)0x1FFFFFFFFFFFFFFF)
#define HASH_INV10 ((uint64_t)2075258708292324556)

static uint64_t mulmod(uint64_t a, uint64_t b) {
    return (uint64_t)(((unsigned __int128)a * b) % HASH_MOD);
}

static uint64_t powmod(uint64_t b, uint64_t e) {
    uint64_t r = 1;
    /* loop-bound: digits - the bits of one exponent word */
    while (e) {
        if (e & 1) r = mulmod(r, b);
        b = mulmod(b, b);
        e >>= 1;
    }
    return r;
}

static pe_value d_hash(pe_vm *vm, const pe_value *args, size_t nargs, pe_obj *kw) {
    if (pe_args_range(vm, "_hash", nargs, kw, 1, 1) < 0) return PE_NULL;
    const mpd_t *a = mpd_arg(vm, args[0]);
    if (!a) return PE_NULL;
    if (mpd_isspecial(a)) return pe_err_set(vm, PE_EXC_ValueError, "special value");
    if (PE_TICK(vm, 1 + (uint64_t)a->len / 16) < 0) return PE_NULL;
    uint64_t h = 0, base = 10000000000000000000ULL % HASH_MOD;
    /* loop-bound: charged-before - the coefficient's words */
    for (mpd_ssize_t i = a->len; i-- > 0;)
        h = (mulmod(h, base) + a->data[i] % HASH_MOD) % HASH_MOD;
    int64_t e = a->exp;
    h = mulmod(h, e >= 0 ? powmod(10, (uint64_t)e) : powmod(HASH_INV10, (uint64_t)-e));
    int64_t r = mpd_isnegative(a) ? -(int64_t)h : (int64_t)h;
    return pe_int(r == -1 ? -2 : r);
}

/* ---- operations ---------------------------------------------------------------------- */

/* Unary operations, numbered as decimal.py's _U_* constants. */
enum {
    U_ABS,
    U_MINUS,
    U_PLUS,
    U_SQRT,
    U_EXP,
    U_LN,
    U_LOG10,
    U_LOGB,
    U_NEXT_MINUS,
    U_NEXT_PLUS,
    U_REDUCE,
    U_TOINT,
    U_TOINTX,
    U_INVERT,
    U_COPY_ABS,
    U_COPY_NEG,
    U_FLOOR,
    U_CEIL,
    U_TRUNC,
    U_FINALIZE,
    U_COUNT
};

/* Binary operations, numbered as decimal.py's _B_* constants. */
enum {
    B_ADD,
    B_SUB,
    B_MUL,
    B_DIV,
    B_DIVINT,
    B_REM,
    B_REMNEAR,
    B_POW,
    B_QUANT,
    B_CMP,
    B_CMPSIG,
    B_CMPTOT,
    B_CMPTOTMAG,
    B_MAX,
    B_MIN,
    B_MAXMAG,
    B_MINMAG,
    B_NEXTTOWARD,
    B_COPYSIGN,
    B_AND,
    B_OR,
    B_XOR,
    B_ROTATE,
    B_SHIFT,
    B_SCALEB,
    B_COUNT
};

/* Estimated ops of a transcendental function at the context's precision P (words),
 * from CPU time under pyeval (one op ~ 100 ns): ln, the slowest, takes 20 us at prec
 * 28 and 0.9 s at prec 5,000, exp 3 s at prec 10,000; 12 * P**2.5 stays above them. */
static double transcendental_cost(const mpd_context_t *c) {
    double p = prec_words(c) + 1;
    return 12 * p * p * sqrt(p);
}

/* sqrt: 0.11 s of CPU at prec 20,000, 0.67 s at prec 100,000. */
static double sqrt_cost(const mpd_context_t *c) {
    double p = prec_words(c) + 1, quad = 8 * p * p, big = 40 * p * sqrt(p);
    return quad < big ? quad : big;
}

static double unary_cost(int op, const mpd_t *a, const mpd_context_t *c) {
    double la = (double)words(a);
    switch (op) {
    case U_SQRT: return 1 + la / 16 + sqrt_cost(c);
    case U_EXP:
    case U_LN:
    case U_LOG10: return 1 + la / 16 + transcendental_cost(c);
    default: return 1 + la / 16;
    }
}

static void run_unary(int op, mpd_t *r, const mpd_t *a, mpd_context_t *c, uint32_t *st) {
    switch (op) {
    case U_ABS: mpd_qabs(r, a, c, st); break;
    case U_MINUS: mpd_qminus(r, a, c, st); break;
    case U_PLUS: mpd_qplus(r, a, c, st); break;
    case U_SQRT: mpd_qsqrt(r, a, c, st); break;
    case U_EXP: mpd_qexp(r, a, c, st); break;
    case U_LN: mpd_qln(r, a, c, st); break;
    case U_LOG10: mpd_qlog10(r, a, c, st); break;
    case U_LOGB: mpd_qlogb(r, a, c, st); break;
    case U_NEXT_MINUS: mpd_qnext_minus(r, a, c, st); break;
    case U_NEXT_PLUS: mpd_qnext_plus(r, a, c, st); break;
    case U_REDUCE: mpd_qreduce(r, a, c, st); break;
    case U_TOINT: mpd_qround_to_int(r, a, c, st); break;
    case U_TOINTX: mpd_qround_to_intx(r, a, c, st); break;
    case U_INVERT: mpd_qinvert(r, a, c, st); break;
    case U_COPY_ABS: mpd_qcopy_abs(r, a, st); break;
    case U_COPY_NEG: mpd_qcopy_negate(r, a, st); break;
    case U_FLOOR: mpd_qfloor(r, a, c, st); break;
    case U_CEIL: mpd_qceil(r, a, c, st); break;
    case U_TRUNC: mpd_qtrunc(r, a, c, st); break;
    default:
        /* create_decimal: a's value rounded into the context; a NaN whose payload does
         * not fit is a conversion error (CPython's PyDecType_FromDecimal) */
        if (mpd_isnan(a) && a->digits > c->prec - c->clamp) {
            mpd_seterror(r, MPD_Conversion_syntax, st);
        } else if (mpd_qcopy(r, a, st)) {
            mpd_qfinalize(r, c, st);
        }
        break;
    }
}

/* _op1(op, c, a) -> result handle, or (handle, status). */
static pe_value d_op1(pe_vm *vm, const pe_value *args, size_t nargs, pe_obj *kw) {
    if (pe_args_range(vm, "_op1", nargs, kw, 3, 3) < 0) return PE_NULL;
    int64_t op;
    mpd_context_t c;
    if (i64_arg(vm, args[0], &op) < 0 || ctx_arg(vm, args[1], &c) < 0) return PE_NULL;
    const mpd_t *a = mpd_arg(vm, args[2]);
    if (!a) return PE_NULL;
    if (op < 0 || op >= U_COUNT) return pe_err_set(vm, PE_EXC_ValueError, "bad operation");
    if (charge(vm, unary_cost((int)op, a, &c)) < 0) return PE_NULL;
    uint32_t status = 0;
    ENTER(vm);
    pe_mpd *d = mpd_handle_new(vm);
    if (d) run_unary((int)op, d->m, a, &c, &status);
    LEAVE();
    return d ? mpd_result(vm, d, status) : PE_NULL;
}

/* Words of the integer part of a / b, bounded by the precision (libmpdec gives
 * DivisionImpossible beyond it). */
static double quot_words(const mpd_t *a, const mpd_t *b, const mpd_context_t *c) {
    if (mpd_isspecial(a) || mpd_isspecial(b) || mpd_iszero(b)) return 1;
    double d = ((double)mpd_adjexp(a) - (double)mpd_adjexp(b)) / MPD_RDIGITS + 2;
    double p = prec_words(c);
    return d < 1 ? 1 : d > p ? p : d;
}

/* Words of an integral exponent's result a**b, when b is a small integer; else the
 * precision. */
static double pow_words(const mpd_t *a, const mpd_t *b, const mpd_context_t *c,
                        double *bits) {
    double p = prec_words(c);
    *bits = 64;
    if (mpd_isspecial(b) || !mpd_isinteger(b) || mpd_adjexp(b) > 17) return p;
    int64_t e = words(a);
    uint32_t st = 0;
    int64_t v = mpd_qget_ssize(b, &st);
    if (st) return p;
    double ae = fabs((double)v);
    *bits = log2(ae + 1) + 1;
    double r = (double)e * ae + 1;
    return r < p ? r : p;
}

static double binary_cost(int op, const mpd_t *a, const mpd_t *b, const mpd_context_t *c) {
    double la = (double)words(a), lb = (double)words(b), lin = 1 + (la + lb) / 16;
    double bits, w;
    switch (op) {
    case B_MUL: return lin + mul_words(la, lb) / 64;
    case B_DIV: return lin + 2 * mul_words(prec_words(c) + la, lb + 1) / 64;
    case B_DIVINT:
    case B_REM:
    case B_REMNEAR: return lin + 2 * mul_words(quot_words(a, b, c), lb + 1) / 64;
    case B_POW:
        w = pow_words(a, b, c, &bits);
        if (bits < 64) return lin + 2 * bits * mul_words(w + 1, w + 1) / 64;
        return lin + 2 * transcendental_cost(c);
    default: return lin;
    }
}

static void run_binary(int op, mpd_t *r, const mpd_t *a, const mpd_t *b, mpd_context_t *c,
                       uint32_t *st) {
    switch (op) {
    case B_ADD: mpd_qadd(r, a, b, c, st); break;
    case B_SUB: mpd_qsub(r, a, b, c, st); break;
    case B_MUL: mpd_qmul(r, a, b, c, st); break;
    case B_DIV: mpd_qdiv(r, a, b, c, st); break;
    case B_DIVINT: mpd_qdivint(r, a, b, c, st); break;
    case B_REM: mpd_qrem(r, a, b, c, st); break;
    case B_REMNEAR: mpd_qrem_near(r, a, b, c, st); break;
    case B_POW: mpd_qpow(r, a, b, c, st); break;
    case B_QUANT: mpd_qquantize(r, a, b, c, st); break;
    case B_CMP: mpd_qcompare(r, a, b, c, st); break;
    case B_CMPSIG: mpd_qcompare_signal(r, a, b, c, st); break;
    case B_CMPTOT: mpd_compare_total(r, a, b); break;
    case B_CMPTOTMAG: mpd_compare_total_mag(r, a, b); break;
    case B_MAX: mpd_qmax(r, a, b, c, st); break;
    case B_MIN: mpd_qmin(r, a, b, c, st); break;
    case B_MAXMAG: mpd_qmax_mag(r, a, b, c, st); break;
    case B_MINMAG: mpd_qmin_mag(r, a, b, c, st); break;
    case B_NEXTTOWARD: mpd_qnext_toward(r, a, b, c, st); break;
    case B_COPYSIGN: mpd_qcopy_sign(r, a, b, st); break;
    case B_AND: mpd_qand(r, a, b, c, st); break;
    case B_OR: mpd_qor(r, a, b, c, st); break;
    case B_XOR: mpd_qxor(r, a, b, c, st); break;
    case B_ROTATE: mpd_qrotate(r, a, b, c, st); break;
    case B_SHIFT: mpd_qshift(r, a, b, c, st); break;
    default: mpd_qscaleb(r, a, b, c, st); break;
    }
}

/* _op2(op, c, a, b) -> result handle, or (handle, status). */
static pe_value d_op2(pe_vm *vm, const pe_value *args, size_t nargs, pe_obj *kw) {
    if (pe_args_range(vm, "_op2", nargs, kw, 4, 4) < 0) return PE_NULL;
    int64_t op;
    mpd_context_t c;
    if (i64_arg(vm, args[0], &op) < 0 || ctx_arg(vm, args[1], &c) < 0) return PE_NULL;
    const mpd_t *a = mpd_arg(vm, args[2]), *b = a ? mpd_arg(vm, args[3]) : NULL;
    if (!b) return PE_NULL;
    if (op < 0 || op >= B_COUNT) return pe_err_set(vm, PE_EXC_ValueError, "bad operation");
    if (charge(vm, binary_cost((int)op, a, b, &c)) < 0) return PE_NULL;
    uint32_t status = 0;
    ENTER(vm);
    pe_mpd *d = mpd_handle_new(vm);
    if (d) run_binary((int)op, d->m, a, b, &c, &status);
    LEAVE();
    return d ? mpd_result(vm, d, status) : PE_NULL;
}

/* _divmod(c, a, b) -> (q, r, status). */
static pe_value d_divmod(pe_vm *vm, const pe_value *args, size_t nargs, pe_obj *kw) {
    if (pe_args_range(vm, "_divmod", nargs, kw, 3, 3) < 0) return PE_NULL;
    mpd_context_t c;
    if (ctx_arg(vm, args[0], &c) < 0) return PE_NULL;
    const mpd_t *a = mpd_arg(vm, args[1]), *b = a ? mpd_arg(vm, args[2]) : NULL;
    if (!b) return PE_NULL;
    if (charge(vm, binary_cost(B_DIVINT, a, b, &c) * 2) < 0) return PE_NULL;
    uint32_t status = 0;
    ENTER(vm);
    pe_mpd *q = mpd_handle_new(vm), *r = q ? mpd_handle_new(vm) : NULL;
    if (r) mpd_qdivmod(q->m, r->m, a, b, &c, &status);
    LEAVE();
    pe_value t = PE_NULL;
    if (r && !(status & MPD_Malloc_error)) t = pe_tuple_new(vm, 3);
    if (pe_is_null(t)) {
        if (q) pe_decref(vm, pe_obj_value(&q->base));
        if (r) pe_decref(vm, pe_obj_value(&r->base));
        return r && !(status & MPD_Malloc_error) ? PE_NULL : pe_err_nomem(vm);
    }
    pe_tuple_set_item(t, 0, pe_obj_value(&q->base));
    pe_tuple_set_item(t, 1, pe_obj_value(&r->base));
    pe_tuple_set_item(t, 2, pe_int((int64_t)status));
    return t;
}

/* _op3(op, c, a, b, x): op 0 is fma(a, b, x), op 1 is pow(a, b, x). */
static pe_value d_op3(pe_vm *vm, const pe_value *args, size_t nargs, pe_obj *kw) {
    if (pe_args_range(vm, "_op3", nargs, kw, 5, 5) < 0) return PE_NULL;
    int64_t op;
    mpd_context_t c;
    if (i64_arg(vm, args[0], &op) < 0 || ctx_arg(vm, args[1], &c) < 0) return PE_NULL;
    const mpd_t *a = mpd_arg(vm, args[2]), *b = a ? mpd_arg(vm, args[3]) : NULL;
    const mpd_t *x = b ? mpd_arg(vm, args[4]) : NULL;
    if (!x) return PE_NULL;
    if (op != 0 && op != 1) return pe_err_set(vm, PE_EXC_ValueError, "bad operation");
    double la = (double)words(a), lb = (double)words(b), lx = (double)words(x);
    double cost =
        op == 0 ? 1 + (la + lb + lx) / 16 + mul_words(la, lb) / 64
                /* modular power: one product and reduction per exponent bit */
                : 1 + 4 * (lb * MPD_RDIGITS * 3.33 + 1) * mul_words(lx + 1, lx + 1) / 64;
    if (charge(vm, cost) < 0) return PE_NULL;
    uint32_t status = 0;
    ENTER(vm);
    pe_mpd *d = mpd_handle_new(vm);
    if (d) {
        if (op == 0)
            mpd_qfma(d->m, a, b, x, &c, &status);
        else
            mpd_qpowmod(d->m, a, b, x, &c, &status);
    }
    LEAVE();
    return d ? mpd_result(vm, d, status) : PE_NULL;
}

/* _cmp(a, b): -1, 0, 1, or 2 when either is a NaN (unordered). */
static pe_value d_cmp(pe_vm *vm, const pe_value *args, size_t nargs, pe_obj *kw) {
    if (pe_args_range(vm, "_cmp", nargs, kw, 2, 2) < 0) return PE_NULL;
    const mpd_t *a = mpd_arg(vm, args[0]), *b = a ? mpd_arg(vm, args[1]) : NULL;
    if (!b) return PE_NULL;
    if (charge(vm, 1 + (double)(words(a) + words(b)) / 16) < 0) return PE_NULL;
    uint32_t status = 0;
    int r = mpd_qcmp(a, b, &status);
    return pe_int(r == INT_MAX ? 2 : r);
}

/* _same_quantum(a, b) -> bool. */
static pe_value d_same_quantum(pe_vm *vm, const pe_value *args, size_t nargs, pe_obj *kw) {
    if (pe_args_range(vm, "_same_quantum", nargs, kw, 2, 2) < 0) return PE_NULL;
    const mpd_t *a = mpd_arg(vm, args[0]), *b = a ? mpd_arg(vm, args[1]) : NULL;
    if (!b) return PE_NULL;
    return pe_bool(mpd_same_quantum(a, b));
}

/* _class(h, c): number_class() text. */
static pe_value d_class(pe_vm *vm, const pe_value *args, size_t nargs, pe_obj *kw) {
    if (pe_args_range(vm, "_class", nargs, kw, 2, 2) < 0) return PE_NULL;
    const mpd_t *a = mpd_arg(vm, args[0]);
    mpd_context_t c;
    if (!a || ctx_arg(vm, args[1], &c) < 0) return PE_NULL;
    return pe_str_from_cstr(vm, mpd_class(a, &c));
}

/* _with_exp(h, exp): h's coefficient and sign with exponent exp (for tuples and
 * floats; decimal.py checks the range). */
static pe_value d_with_exp(pe_vm *vm, const pe_value *args, size_t nargs, pe_obj *kw) {
    if (pe_args_range(vm, "_with_exp", nargs, kw, 2, 2) < 0) return PE_NULL;
    const mpd_t *a = mpd_arg(vm, args[0]);
    int64_t e;
    if (!a || i64_arg(vm, args[1], &e) < 0) return PE_NULL;
    if (mpd_isspecial(a) || e > MPD_MAX_EMAX - a->digits + 1 || e < MPD_MIN_ETINY)
        return pe_err_set(vm, PE_EXC_ValueError, "exponent out of range");
    if (charge(vm, 1 + (double)words(a) / 16) < 0) return PE_NULL;
    uint32_t status = 0;
    ENTER(vm);
    pe_mpd *d = mpd_handle_new(vm);
    if (d && mpd_qcopy(d->m, a, &status)) d->m->exp = e;
    LEAVE();
    return d ? mpd_result(vm, d, status) : PE_NULL;
}

/* Gives Decimal and Context (classes of decimal.py) the names CPython's C types have
 * ("decimal.Decimal"), which messages such as "unsupported operand type(s)" use. Only
 * names from this static table are accepted (t->name must outlive the class). */
static pe_value d_set_c_name(pe_vm *vm, const pe_value *args, size_t nargs, pe_obj *kw) {
    static const char *const names[] = {"decimal.Decimal", "decimal.Context", NULL};
    return pe_module_set_c_name(vm, args, nargs, kw, names);
}

static const pe_method_def decimal_functions[] = {
    {"_digits", d_digits, 0},
    {"_set_c_name", d_set_c_name, 0},
    {"_from_str", d_from_str, 0},
    {"_from_int", d_from_int, 0},
    {"_coeff", d_coeff, 0},
    {"_info", d_info, 0},
    {"_to_str", d_to_str, 0},
    {"_format", d_format, 0},
    {"_hash", d_hash, 0},
    {"_op1", d_op1, 0},
    {"_op2", d_op2, 0},
    {"_op3", d_op3, 0},
    {"_divmod", d_divmod, 0},
    {"_cmp", d_cmp, 0},
    {"_same_quantum", d_same_quantum, 0},
    {"_class", d_class, 0},
    {"_with_exp", d_with_exp, 0},
    {NULL, NULL, 0},
};

int pe_mod_decimal_init(pe_vm *vm, pe_value module, pe_value dict) {
    (void)module;
    pthread_once(&dec_once, dec_install);
    pe_type *t = vm->types[PE_TYPE_DECIMAL_MPD];
    if (!t->dealloc) {
        t->basicsize = sizeof(pe_mpd);
        t->dealloc = mpd_dealloc;
    }
    if (pe_module_add_functions(vm, dict, decimal_functions) < 0) return -1;
    return pe_module_exec_source(vm, dict, "decimal", pe_frozen_decimal,
                                 pe_frozen_decimal_len);
}
