/*
 * int.c - the int type: int64 immediates with overflow promotion to libtommath
 * bigints, and CPython's semantics for every operator (signs of // and %, correctly
 * rounded true division, exact comparison with floats, the numeric hash, the
 * 4300-digit conversion limit).
 *
 * Every operation takes a fast path when both operands are immediates and the result
 * cannot overflow (checked with __builtin_*_overflow); otherwise both operands are
 * viewed as mp_ints (an immediate gets a stack mp_int borrowing a local digit array,
 * so the slow path allocates nothing for its inputs) and the result is demoted when it
 * fits (value.h invariant).
 */
#include "int.h"

#include <float.h>
#include <limits.h>
#include <math.h>
#include <string.h>

#include "../eval/args.h"
#include "../eval/exc.h"
#include "../eval/ops.h"
#include "../eval/vm.h"
#include "bytes.h"
#include "float.h"
#include "int_radix.h"
#include "str.h"
#include "tuple.h"
#include "type.h"

#define DIGIT_MASK ((((mp_digit)1) << MP_DIGIT_BIT) - 1)

/* Upper bound on the bit length of any int we create: libtommath counts bits in an
 * int, and 2**31 bits is already 256 MiB. */
#define PE_INT_MAX_BITS ((uint64_t)INT_MAX - 2 * MP_DIGIT_BIT)

/* ---- memory accounting for libtommath digit storage --------------------------------- */

/*
 * libtommath mallocs its digits itself (see int.h). We charge each bigint object's
 * digit array to the VM's counter while the object lives, so the memory limit and the
 * stats see it. The allocation itself already happened inside libtommath; only the
 * bookkeeping is adjusted here.
 */
static void pe_int_account(pe_vm *vm, int64_t ndigits) {
    int64_t bytes = ndigits * (int64_t)sizeof(mp_digit);
    vm->mem.current = (uint64_t)((int64_t)vm->mem.current + bytes);
    if (vm->mem.current > vm->mem.peak) vm->mem.peak = vm->mem.current;
}

/* Below this many digit operations (well under a second) the clock is not read. */
#define PE_INT_TIMED_WORK ((uint64_t)1 << 28)

/* Refuses, before calling libtommath, a result of about `bits` bits (plus working
 * room) that would pass the memory limit or our absolute cap. Also charges ticks in
 * proportion to the work (`work` digit operations). 0 or -1 with an error pending. */
static int pe_int_reserve(pe_vm *vm, uint64_t bits, uint64_t work) {
    if (bits > PE_INT_MAX_BITS) {
        pe_err_too_big(vm);
        return -1;
    }
    uint64_t bytes = (bits / MP_DIGIT_BIT + 4) * sizeof(mp_digit) * 2;
    if (pe_mem_would_exceed(&vm->mem, bytes)) {
        pe_err_nomem(vm);
        return -1;
    }
    if (work > 64 && PE_TICK(vm, work / 64) < 0) return -1;
    /* One libtommath call cannot be interrupted, so the wall clock is only read before
     * it. With the operation budget off (0) but a time limit set, refuse a call whose
     * work alone would outlast the time left, at an optimistic 1e9 digit operations
     * per second (measured: about 4e8 for Toom-Cook products of millions of digits). */
    if (vm->cfg.timeout > 0 && work > PE_INT_TIMED_WORK &&
        (double)work / 1e9 > vm->cfg.timeout - (pe_vm_now() - vm->run_start)) {
        pe_err_limit(vm, PE_LIMIT_TIME);
        return -1;
    }
    return 0;
}

/* Digit operations of a product of la- and lb-digit numbers: schoolbook for small
 * operands, Karatsuba's n**1.585 beyond libtommath's cutoff. */
static uint64_t pe_int_mul_work(uint64_t la, uint64_t lb) {
    if (la < 80 || lb < 80) return la * lb;
    return (uint64_t)pow((double)(la + lb), 1.585);
}

static pe_value pe_int_mperr(pe_vm *vm, mp_err e) {
    (void)e; /* MP_MEM in practice; MP_VAL cannot happen for inputs we validated */
    return pe_err_nomem(vm);
}

/* ---- views: any int as (small) or (mp_int) ----------------------------------------- */

typedef struct pe_intv {
    int big; /* 1: m is valid; 0: i is valid */
    int64_t i;
    const mp_int *m;
    mp_int tmp; /* stack mp_int for an immediate, digits in d[] */
    mp_digit d[2];
} pe_intv;

static inline int pe_int_isbigobj(pe_value v) {
    return v.tag == PE_T_OBJ && v.u.o->type && (v.u.o->type->tflags & PE_TPF_INT_SUBCLASS);
}

int pe_int_check(pe_vm *vm, pe_value v) {
    (void)vm;
    return v.tag == PE_T_INT || v.tag == PE_T_BOOL || pe_int_isbigobj(v);
}

int pe_int_check_exact(pe_vm *vm, pe_value v) {
    return v.tag == PE_T_INT ||
           (v.tag == PE_T_OBJ && v.u.o->type == vm->types[PE_TYPE_INT]);
}

/* v must satisfy pe_int_check. */
static void pe_int_view(pe_value v, pe_intv *out) {
    if (v.tag == PE_T_OBJ) {
        out->big = 1;
        out->m = &((pe_bigint *)v.u.o)->m;
    } else {
        out->big = 0;
        out->i = v.u.i;
        out->m = NULL;
    }
}

static inline uint64_t pe_u64_abs(int64_t i) {
    return i < 0 ? (uint64_t)0 - (uint64_t)i : (uint64_t)i;
}

/* The view as an mp_int (valid while *v lives and is not moved). */
static const mp_int *pe_intv_mp(pe_intv *v) {
    if (v->big) return v->m;
    uint64_t mag = pe_u64_abs(v->i);
    v->d[0] = (mp_digit)(mag & DIGIT_MASK);
    v->d[1] = (mp_digit)(mag >> MP_DIGIT_BIT);
    v->tmp.dp = v->d;
    v->tmp.alloc = 2;
    v->tmp.used = v->d[1] ? 2 : (v->d[0] ? 1 : 0);
    v->tmp.sign = v->i < 0 ? MP_NEG : MP_ZPOS;
    v->m = &v->tmp;
    return v->m;
}

static int pe_mp_sign(const mp_int *m) {
    if (m->used == 0) return 0;
    return m->sign == MP_NEG ? -1 : 1;
}

static int pe_int_is_odd(pe_value v) {
    if (v.tag != PE_T_OBJ) return (int)(v.u.i & 1);
    return mp_isodd(&((pe_bigint *)v.u.o)->m) == MP_YES;
}

int pe_int_sign(pe_value v) {
    if (v.tag != PE_T_OBJ) return (v.u.i > 0) - (v.u.i < 0);
    return pe_mp_sign(&((pe_bigint *)v.u.o)->m);
}

static uint64_t pe_mp_bits(const mp_int *m) {
    return (uint64_t)mp_count_bits(m);
}

uint64_t pe_int_bit_length(pe_value v) {
    if (v.tag != PE_T_OBJ) {
        uint64_t mag = pe_u64_abs(v.u.i);
        return mag ? 64 - (uint64_t)__builtin_clzll(mag) : 0;
    }
    return pe_mp_bits(&((pe_bigint *)v.u.o)->m);
}

/* Does m fit in int64? Sets *out if so. */
static int pe_mp_fits_i64(const mp_int *m, int64_t *out) {
    if (m->used > 2) return 0;
    int bits = mp_count_bits(m);
    uint64_t mag = mp_get_mag_u64(m);
    if (bits <= 63) {
        *out = m->sign == MP_NEG ? -(int64_t)mag : (int64_t)mag;
        return 1;
    }
    if (bits == 64 && m->sign == MP_NEG && mag == (uint64_t)1 << 63) {
        *out = INT64_MIN;
        return 1;
    }
    return 0;
}

int pe_int_as_i64(pe_value v, int64_t *out) {
    if (v.tag != PE_T_OBJ) {
        *out = v.u.i;
        return 0;
    }
    const mp_int *m = &((pe_bigint *)v.u.o)->m;
    if (pe_mp_fits_i64(m, out)) return 0;
    *out = m->sign == MP_NEG ? INT64_MIN : INT64_MAX;
    return 1;
}

/* ---- construction ---------------------------------------------------------------------
 */

pe_value pe_int_from_mp(pe_vm *vm, mp_int *m) {
    int64_t i;
    if (pe_mp_fits_i64(m, &i)) {
        mp_clear(m);
        return pe_int(i);
    }
    pe_bigint *b = (pe_bigint *)pe_obj_alloc(vm, vm->types[PE_TYPE_INT], sizeof(pe_bigint));
    if (!b) {
        mp_clear(m);
        return PE_NULL;
    }
    b->m = *m; /* move: the object now owns the digits */
    pe_int_account(vm, b->m.alloc);
    return pe_obj_value(&b->base);
}

int pe_int_to_mp(pe_vm *vm, pe_value v, mp_int *out) {
    pe_intv iv;
    pe_int_view(v, &iv);
    if (mp_init_copy(out, pe_intv_mp(&iv)) != MP_OKAY) {
        pe_err_nomem(vm);
        return -1;
    }
    return 0;
}

static void pe_int_dealloc(pe_vm *vm, pe_obj *o) {
    pe_bigint *b = (pe_bigint *)o;
    pe_int_account(vm, -(int64_t)b->m.alloc);
    mp_clear(&b->m);
    pe_obj_free(vm, o, o->type->basicsize ? o->type->basicsize : sizeof(pe_bigint));
}

/* Starts a result mp_int with room for `digits` digits. */
static int pe_mp_start(pe_vm *vm, mp_int *r, uint64_t digits) {
    if (digits < 2) digits = 2;
    if (mp_init_size(r, (int)digits) != MP_OKAY) {
        pe_err_nomem(vm);
        return -1;
    }
    return 0;
}

/* ---- generic bigint binary operation ------------------------------------------------ */

typedef enum pe_bigop {
    PE_BIG_ADD,
    PE_BIG_SUB,
    PE_BIG_MUL,
    PE_BIG_AND,
    PE_BIG_OR,
    PE_BIG_XOR
} pe_bigop;

static pe_value pe_int_big_binop(pe_vm *vm, pe_bigop op, pe_value a, pe_value b) {
    pe_intv va, vb;
    pe_int_view(a, &va);
    pe_int_view(b, &vb);
    const mp_int *ma = pe_intv_mp(&va), *mb = pe_intv_mp(&vb);
    uint64_t ba = pe_mp_bits(ma), bb = pe_mp_bits(mb);
    uint64_t bits = (ba > bb ? ba : bb) + 1, work = (uint64_t)(ma->used + mb->used);
    if (op == PE_BIG_MUL) {
        bits = ba + bb;
        work = pe_int_mul_work((uint64_t)ma->used, (uint64_t)mb->used);
    }
    if (pe_int_reserve(vm, bits, work) < 0) return PE_NULL;
    mp_int r;
    if (pe_mp_start(vm, &r, bits / MP_DIGIT_BIT + 1) < 0) return PE_NULL;
    mp_err e;
    switch (op) {
    case PE_BIG_ADD: e = mp_add(ma, mb, &r); break;
    case PE_BIG_SUB: e = mp_sub(ma, mb, &r); break;
    case PE_BIG_MUL: e = mp_mul(ma, mb, &r); break;
    case PE_BIG_AND: e = mp_and(ma, mb, &r); break;
    case PE_BIG_OR: e = mp_or(ma, mb, &r); break;
    default: e = mp_xor(ma, mb, &r); break;
    }
    if (e != MP_OKAY) {
        mp_clear(&r);
        return pe_int_mperr(vm, e);
    }
    return pe_int_from_mp(vm, &r);
}

pe_value pe_int_add(pe_vm *vm, pe_value a, pe_value b) {
    int64_t r;
    if (a.tag != PE_T_OBJ && b.tag != PE_T_OBJ && !__builtin_add_overflow(a.u.i, b.u.i, &r))
        return pe_int(r);
    return pe_int_big_binop(vm, PE_BIG_ADD, a, b);
}

pe_value pe_int_sub(pe_vm *vm, pe_value a, pe_value b) {
    int64_t r;
    if (a.tag != PE_T_OBJ && b.tag != PE_T_OBJ && !__builtin_sub_overflow(a.u.i, b.u.i, &r))
        return pe_int(r);
    return pe_int_big_binop(vm, PE_BIG_SUB, a, b);
}

pe_value pe_int_mul(pe_vm *vm, pe_value a, pe_value b) {
    int64_t r;
    if (a.tag != PE_T_OBJ && b.tag != PE_T_OBJ && !__builtin_mul_overflow(a.u.i, b.u.i, &r))
        return pe_int(r);
    return pe_int_big_binop(vm, PE_BIG_MUL, a, b);
}

static pe_value pe_int_bitop(pe_vm *vm, pe_bigop op, pe_value a, pe_value b) {
    if (a.tag != PE_T_OBJ && b.tag != PE_T_OBJ) {
        int64_t x = a.u.i, y = b.u.i;
        return pe_int(op == PE_BIG_AND ? (x & y) : op == PE_BIG_OR ? (x | y) : (x ^ y));
    }
    return pe_int_big_binop(vm, op, a, b);
}

/* ---- division ------------------------------------------------------------------------ */

/*
 * Floor division and modulo: truncating division, then, when the remainder is non-zero
 * and its sign differs from the divisor's, q -= 1 and r += b (Python's rule: the
 * remainder takes the divisor's sign). want: 1 quotient, 2 remainder, 3 both.
 */
/*
 * Truncated division (mp_div's contract: q = a / b rounded toward zero, r = a - q*b with
 * a's sign) of a long dividend by a much shorter divisor, block by block from the top:
 * with the running remainder r < |b|, (r * B**len + block) / |b| < B**len, so each
 * block's quotient fills exactly its own digits of q. Every mp_div call sees at most
 * len + b->used digits, so the whole costs O(a->used * (len + b->used)) instead of
 * mp_div's pass over all of a per quotient digit.
 */
static mp_err pe_mp_div_blocks(const mp_int *a, const mp_int *b, mp_int *q, mp_int *r) {
    int n = a->used, blk = b->used > 16 ? b->used : 16;
    mp_int bp = *b; /* read-only view of |b| */
    bp.sign = MP_ZPOS;
    mp_int cur, qc, tq;
    mp_err e = mp_init_multi(&cur, &qc, NULL);
    if (e != MP_OKAY) return e;
    if ((e = mp_init_size(&tq, n)) != MP_OKAY) {
        mp_clear_multi(&cur, &qc, NULL);
        return e;
    }
    memset(tq.dp, 0, (size_t)n * sizeof(mp_digit));
    /* loop-bound: digits: the limbs of a division whose product was charged by
     * pe_int_reserve */
    for (int hi = n; hi > 0 && e == MP_OKAY;) {
        int len = hi % blk ? hi % blk : blk, lo = hi - len;
        mp_int piece; /* read-only view of a's digits lo..hi */
        piece.used = piece.alloc = len;
        piece.sign = MP_ZPOS;
        piece.dp = a->dp + lo;
        mp_clamp(&piece);
        e = mp_lshd(&cur, len);
        if (e == MP_OKAY) e = mp_add(&cur, &piece, &cur);
        if (e == MP_OKAY) e = mp_div(&cur, &bp, &qc, &cur);
        if (e == MP_OKAY && qc.used > len) e = MP_VAL; /* cannot happen (see above) */
        if (e == MP_OKAY) memcpy(tq.dp + lo, qc.dp, (size_t)qc.used * sizeof(mp_digit));
        hi = lo;
    }
    if (e == MP_OKAY) {
        tq.used = n;
        mp_clamp(&tq);
        if (tq.used && a->sign != b->sign) tq.sign = MP_NEG;
        if (cur.used) cur.sign = a->sign;
        mp_exch(&tq, q);
        mp_exch(&cur, r);
    }
    mp_clear_multi(&cur, &qc, &tq, NULL);
    return e;
}

mp_err pe_int_mp_div(const mp_int *a, const mp_int *b, mp_int *q, mp_int *r) {
    if (a->used >= 4 * b->used && a->used - b->used >= 32)
        return pe_mp_div_blocks(a, b, q, r);
    return mp_div(a, b, q, r);
}

/*
 * Floor division of an int by a nonzero divisor of one libtommath digit (|b| < 2**60),
 * in one pass: libtommath's mp_div costs a pass over the dividend per quotient digit
 * (quadratic) whatever the divisor's size, while mp_div_d divides digit by digit.
 * mp_div_d truncates: quotient sign(a) * (|a| / |b|), remainder magnitude |a| % |b|.
 */
static int pe_int_divmod_digit(pe_vm *vm, pe_value a, int64_t b, int want, pe_value *q,
                               pe_value *r) {
    pe_intv va;
    pe_int_view(a, &va);
    const mp_int *ma = pe_intv_mp(&va);
    /* a hardware division per digit: charged as four digit operations */
    if (pe_int_reserve(vm, pe_mp_bits(ma) + 1, (uint64_t)ma->used * 4) < 0) return -1;
    mp_int mq;
    if (mp_init(&mq) != MP_OKAY) {
        pe_err_nomem(vm);
        return -1;
    }
    mp_digit rd;
    mp_err e = mp_div_d(ma, (mp_digit)pe_u64_abs(b), (want & 1) ? &mq : NULL, &rd);
    int aneg = ma->sign == MP_NEG;
    int64_t rr = aneg ? -(int64_t)rd : (int64_t)rd;
    if (e == MP_OKAY && b < 0 && (want & 1)) e = mp_neg(&mq, &mq);
    if (rd != 0 && aneg != (b < 0)) {
        if (e == MP_OKAY && (want & 1)) e = mp_decr(&mq);
        rr += b;
    }
    if (e != MP_OKAY) {
        mp_clear(&mq);
        pe_int_mperr(vm, e);
        return -1;
    }
    if (want & 1) {
        *q = pe_int_from_mp(vm, &mq);
        if (pe_is_null(*q)) return -1;
    } else {
        mp_clear(&mq);
    }
    if (want & 2) *r = pe_int(rr);
    return 0;
}

static int pe_int_divmod_impl(pe_vm *vm, pe_value a, pe_value b, int want, pe_value *q,
                              pe_value *r, const char *zeromsg) {
    if (pe_int_sign(b) == 0) {
        pe_err_set(vm, PE_EXC_ZeroDivisionError, zeromsg);
        return -1;
    }
    if (a.tag != PE_T_OBJ && b.tag != PE_T_OBJ && !(a.u.i == INT64_MIN && b.u.i == -1)) {
        int64_t x = a.u.i, y = b.u.i, qq = x / y, rr = x % y;
        if (rr != 0 && ((rr < 0) != (y < 0))) {
            qq -= 1;
            rr += y;
        }
        if (want & 1) *q = pe_int(qq);
        if (want & 2) *r = pe_int(rr);
        return 0;
    }
    if (b.tag != PE_T_OBJ && pe_u64_abs(b.u.i) <= DIGIT_MASK)
        return pe_int_divmod_digit(vm, a, b.u.i, want, q, r);
    pe_intv va, vb;
    pe_int_view(a, &va);
    pe_int_view(b, &vb);
    const mp_int *ma = pe_intv_mp(&va), *mb = pe_intv_mp(&vb);
    if (pe_int_reserve(vm, pe_mp_bits(ma) + 1, (uint64_t)ma->used * (uint64_t)mb->used) < 0)
        return -1;
    mp_int mq, mr;
    if (pe_mp_start(vm, &mq, (uint64_t)ma->used + 1) < 0) return -1;
    if (pe_mp_start(vm, &mr, (uint64_t)mb->used + 1) < 0) {
        mp_clear(&mq);
        return -1;
    }
    mp_err e = pe_int_mp_div(ma, mb, &mq, &mr);
    if (e == MP_OKAY && mr.used != 0 && (mr.sign != mb->sign)) {
        e = mp_decr(&mq);
        if (e == MP_OKAY) e = mp_add(&mr, mb, &mr);
    }
    if (e != MP_OKAY) {
        mp_clear_multi(&mq, &mr, NULL);
        pe_int_mperr(vm, e);
        return -1;
    }
    pe_value vq = PE_NULL, vr = PE_NULL;
    if (want & 1) {
        vq = pe_int_from_mp(vm, &mq);
        if (pe_is_null(vq)) {
            mp_clear(&mr);
            return -1;
        }
    } else {
        mp_clear(&mq);
    }
    if (want & 2) {
        vr = pe_int_from_mp(vm, &mr);
        if (pe_is_null(vr)) {
            pe_decref(vm, vq);
            return -1;
        }
    } else {
        mp_clear(&mr);
    }
    if (want & 1) *q = vq;
    if (want & 2) *r = vr;
    return 0;
}

pe_value pe_int_floordiv(pe_vm *vm, pe_value a, pe_value b) {
    pe_value q;
    if (pe_int_divmod_impl(vm, a, b, 1, &q, NULL, "integer division or modulo by zero") < 0)
        return PE_NULL;
    return q;
}

pe_value pe_int_mod(pe_vm *vm, pe_value a, pe_value b) {
    pe_value r;
    if (pe_int_divmod_impl(vm, a, b, 2, NULL, &r, "integer modulo by zero") < 0)
        return PE_NULL;
    return r;
}

int pe_int_divmod(pe_vm *vm, pe_value a, pe_value b, pe_value out[2]) {
    return pe_int_divmod_impl(vm, a, b, 3, &out[0], &out[1],
                              "integer division or modulo by zero");
}

/* Bits [start, start+count) of |m| (count <= 64) as an integer. */
static uint64_t pe_mp_getbits(const mp_int *m, uint64_t start, unsigned count) {
    uint64_t r = 0;
    /* loop-bound: digits: at most count bits of one int, charged by the caller's
     * pe_int_reserve */
    for (unsigned k = 0; k < count;) {
        uint64_t bit = start + k;
        uint64_t di = bit / MP_DIGIT_BIT;
        unsigned off = (unsigned)(bit % MP_DIGIT_BIT);
        if (di >= (uint64_t)m->used) break;
        unsigned take = MP_DIGIT_BIT - off;
        if (take > count - k) take = count - k;
        uint64_t chunk =
            (uint64_t)(m->dp[di] >> off) & ((take == 64) ? ~0ull : ((1ull << take) - 1));
        r |= chunk << k;
        k += take;
    }
    return r;
}

/* Are any of the low `nbits` bits of |m| set? */
static int pe_mp_lowbits_nonzero(const mp_int *m, uint64_t nbits) {
    uint64_t full = nbits / MP_DIGIT_BIT;
    /* loop-bound: digits: the limbs of one int, charged by the shift that calls it */
    for (uint64_t i = 0; i < full && i < (uint64_t)m->used; i++)
        if (m->dp[i]) return 1;
    unsigned rest = (unsigned)(nbits % MP_DIGIT_BIT);
    if (rest && full < (uint64_t)m->used && (m->dp[full] & (((mp_digit)1 << rest) - 1)))
        return 1;
    return 0;
}

/*
 * int -> double with round-half-even (CPython's _PyLong_Frexp + rounding): take the top
 * DBL_MANT_DIG + 2 bits, fold the rest into a sticky bit, round off two bits.
 */
static int pe_mp_to_double(const mp_int *m, double *out) {
    uint64_t nbits = pe_mp_bits(m);
    if (nbits <= DBL_MANT_DIG) {
        double d = (double)pe_mp_getbits(m, 0, (unsigned)nbits);
        *out = m->sign == MP_NEG ? -d : d;
        return 0;
    }
    if (nbits > DBL_MAX_EXP) return -1;
    uint64_t shift = nbits - (DBL_MANT_DIG + 2);
    uint64_t x = pe_mp_getbits(m, shift, DBL_MANT_DIG + 2);
    if (pe_mp_lowbits_nonzero(m, shift)) x |= 1;
    if ((x & 2) && (x & 5)) x += 2;
    x &= ~(uint64_t)3;
    double d = ldexp((double)x, (int)shift);
    if (isinf(d)) return -1;
    *out = m->sign == MP_NEG ? -d : d;
    return 0;
}

int pe_int_as_double(pe_vm *vm, pe_value v, double *out) {
    if (v.tag != PE_T_OBJ) {
        *out = (double)v.u.i; /* the C conversion rounds to nearest-even */
        return 0;
    }
    if (pe_mp_to_double(&((pe_bigint *)v.u.o)->m, out) < 0) {
        pe_err_set(vm, PE_EXC_OverflowError, "int too large to convert to float");
        return -1;
    }
    return 0;
}

/*
 * True division, correctly rounded (CPython's long_true_divide): when both operands are
 * exactly representable as doubles the hardware division is correctly rounded already.
 * Otherwise scale a by 2**-shift so that the integer quotient has DBL_MANT_DIG + 2 or
 * + 3 bits, divide, fold the remainder into a sticky bit, and round half-even once.
 */
pe_value pe_int_truediv(pe_vm *vm, pe_value a, pe_value b) {
    if (pe_int_sign(b) == 0)
        return pe_err_set(vm, PE_EXC_ZeroDivisionError, "division by zero");
    const int64_t lim = (int64_t)1 << DBL_MANT_DIG;
    if (a.tag != PE_T_OBJ && b.tag != PE_T_OBJ && a.u.i >= -lim && a.u.i <= lim &&
        b.u.i >= -lim && b.u.i <= lim)
        return pe_float((double)a.u.i / (double)b.u.i);
    int negate = (pe_int_sign(a) < 0) != (pe_int_sign(b) < 0);
    if (pe_int_sign(a) == 0) return pe_float(negate ? -0.0 : 0.0);
    pe_intv va, vb;
    pe_int_view(a, &va);
    pe_int_view(b, &vb);
    const mp_int *ma = pe_intv_mp(&va), *mb = pe_intv_mp(&vb);
    int64_t abits = (int64_t)pe_mp_bits(ma), bbits = (int64_t)pe_mp_bits(mb);
    int64_t diff = abits - bbits;
    if (diff > DBL_MAX_EXP)
        return pe_err_set(vm, PE_EXC_OverflowError,
                          "integer division result too large for a float");
    if (diff < DBL_MIN_EXP - DBL_MANT_DIG - 1) return pe_float(negate ? -0.0 : 0.0);
    int64_t shift = (diff > DBL_MIN_EXP ? diff : DBL_MIN_EXP) - DBL_MANT_DIG - 2;
    if (pe_int_reserve(vm, (uint64_t)(abits + (shift < 0 ? -shift : 0)) + 64,
                       (uint64_t)ma->used * (uint64_t)mb->used) < 0)
        return PE_NULL;
    mp_int x, q, r;
    if (mp_init_multi(&x, &q, &r, NULL) != MP_OKAY) return pe_err_nomem(vm);
    int inexact = 0;
    mp_err e;
    mp_int aabs = *ma;
    aabs.sign = MP_ZPOS; /* read-only alias of |a| */
    mp_int babs = *mb;
    babs.sign = MP_ZPOS;
    if (shift <= 0) {
        e = mp_mul_2d(&aabs, (int)-shift, &x);
    } else {
        inexact = pe_mp_lowbits_nonzero(&aabs, (uint64_t)shift);
        e = mp_div_2d(&aabs, (int)shift, &x, NULL);
    }
    if (e == MP_OKAY) e = mp_div(&x, &babs, &q, &r);
    if (e != MP_OKAY) {
        mp_clear_multi(&x, &q, &r, NULL);
        return pe_int_mperr(vm, e);
    }
    if (r.used) inexact = 1;
    int64_t xbits = (int64_t)pe_mp_bits(&q);
    uint64_t qv = pe_mp_getbits(&q, 0, 64);
    mp_clear_multi(&x, &q, &r, NULL);
    int64_t extra =
        (xbits > DBL_MIN_EXP - shift ? xbits : DBL_MIN_EXP - shift) - DBL_MANT_DIG;
    uint64_t mask = (uint64_t)1 << (extra - 1);
    uint64_t low = qv | (uint64_t)inexact;
    if ((low & mask) && (low & (3 * mask - 1))) qv += mask;
    qv &= ~(2 * mask - 1);
    double dx = (double)qv;
    if (shift + xbits >= DBL_MAX_EXP &&
        (shift + xbits > DBL_MAX_EXP || dx == ldexp(1.0, (int)xbits)))
        return pe_err_set(vm, PE_EXC_OverflowError,
                          "integer division result too large for a float");
    double res = ldexp(dx, (int)shift);
    return pe_float(negate ? -res : res);
}

/* ---- power ------------------------------------------------------------------------- */

pe_value pe_int_pow(pe_vm *vm, pe_value a, pe_value b) {
    if (pe_int_sign(b) < 0) {
        double fa, fb;
        if (pe_int_as_double(vm, a, &fa) < 0 || pe_int_as_double(vm, b, &fb) < 0)
            return PE_NULL;
        return pe_float_pow(vm, fa, fb);
    }
    /* a in {0, 1, -1} gives small results for any exponent */
    if (a.tag != PE_T_OBJ && (a.u.i == 0 || a.u.i == 1 || a.u.i == -1)) {
        if (a.u.i == 1) return pe_int(1);
        if (a.u.i == 0) return pe_int(pe_int_sign(b) == 0 ? 1 : 0);
        int odd = b.tag == PE_T_OBJ ? mp_isodd(&((pe_bigint *)b.u.o)->m) : (int)(b.u.i & 1);
        return pe_int(odd ? -1 : 1);
    }
    if (b.tag == PE_T_OBJ) return pe_err_too_big(vm);
    uint64_t e = (uint64_t)b.u.i;
    if (a.tag != PE_T_OBJ) {
        /* square-and-multiply in int64 while it does not overflow */
        int64_t base = a.u.i, acc = 1;
        uint64_t k = e;
        int ok = 1;
        /* loop-bound: digits: the bits of an exponent that fits in a machine word */
        while (k) {
            if ((k & 1) && __builtin_mul_overflow(acc, base, &acc)) {
                ok = 0;
                break;
            }
            k >>= 1;
            if (k && __builtin_mul_overflow(base, base, &base)) {
                ok = 0;
                break;
            }
        }
        if (ok) return pe_int(acc);
    }
    pe_intv va;
    pe_int_view(a, &va);
    const mp_int *ma = pe_intv_mp(&va);
    uint64_t abits = pe_mp_bits(ma);
    /* |a|**e has at most abits * e bits */
    if (e > PE_INT_MAX_BITS || (abits && abits * e / abits != e) ||
        abits * e > PE_INT_MAX_BITS)
        return pe_err_too_big(vm);
    uint64_t rbits = abits * e;
    if (pe_int_reserve(vm, rbits,
                       2 * pe_int_mul_work(rbits / MP_DIGIT_BIT / 2 + 1,
                                           rbits / MP_DIGIT_BIT / 2 + 1)) < 0)
        return PE_NULL;
    mp_int r;
    if (pe_mp_start(vm, &r, rbits / MP_DIGIT_BIT + 1) < 0) return PE_NULL;
    mp_err err = mp_expt_u32(ma, (uint32_t)e, &r);
    if (err != MP_OKAY) {
        mp_clear(&r);
        return pe_int_mperr(vm, err);
    }
    return pe_int_from_mp(vm, &r);
}

pe_value pe_int_powmod(pe_vm *vm, pe_value a, pe_value b, pe_value m) {
    int ms = pe_int_sign(m);
    if (ms == 0) return pe_err_set(vm, PE_EXC_ValueError, "pow() 3rd argument cannot be 0");
    pe_intv va, vb, vm_;
    pe_int_view(a, &va);
    pe_int_view(b, &vb);
    pe_int_view(m, &vm_);
    const mp_int *ma = pe_intv_mp(&va), *mb = pe_intv_mp(&vb), *mm = pe_intv_mp(&vm_);
    uint64_t mbits = pe_mp_bits(mm);
    if (pe_int_reserve(vm, mbits * 2 + pe_mp_bits(ma),
                       (uint64_t)mm->used * mm->used * (pe_mp_bits(mb) + 1)) < 0)
        return PE_NULL;
    /* a negative exponent inverts first: a binary extended gcd, one pass over the
     * digits per bit of the modulus */
    if (pe_mp_sign(mb) < 0 && pe_int_reserve(vm, 0, mbits * (uint64_t)mm->used) < 0)
        return PE_NULL;
    mp_int base, mod, r, ex;
    if (mp_init_multi(&base, &mod, &r, &ex, NULL) != MP_OKAY) return pe_err_nomem(vm);
    mp_err e = mp_abs(mm, &mod);
    /* base in [0, |m|): a huge base is reduced by the block division */
    if (e == MP_OKAY) e = pe_int_mp_div(ma, &mod, &r, &base);
    if (e == MP_OKAY && mp_isneg(&base)) e = mp_add(&base, &mod, &base);
    if (e == MP_OKAY) e = mp_abs(mb, &ex);
    if (e == MP_OKAY && pe_mp_sign(mb) < 0) {
        e = mp_invmod(&base, &mod, &base);
        if (e == MP_VAL) {
            mp_clear_multi(&base, &mod, &r, &ex, NULL);
            return pe_err_set(vm, PE_EXC_ValueError,
                              "base is not invertible for the given modulus");
        }
    }
    if (e == MP_OKAY) {
        if (mp_cmp_d(&mod, 1) == MP_EQ)
            mp_zero(&r);
        else
            e = mp_exptmod(&base, &ex, &mod, &r);
    }
    /* Python's result has the modulus's sign */
    if (e == MP_OKAY && ms < 0 && r.used) e = mp_sub(&r, &mod, &r);
    mp_clear_multi(&base, &mod, &ex, NULL);
    if (e != MP_OKAY) {
        mp_clear(&r);
        return pe_int_mperr(vm, e);
    }
    return pe_int_from_mp(vm, &r);
}

/* ---- shifts ------------------------------------------------------------------------ */

static pe_value pe_int_lshift(pe_vm *vm, pe_value a, pe_value b) {
    int bs = pe_int_sign(b);
    if (bs < 0) return pe_err_set(vm, PE_EXC_ValueError, "negative shift count");
    if (pe_int_sign(a) == 0) return pe_int(0);
    if (b.tag == PE_T_OBJ) return pe_err_too_big(vm);
    uint64_t n = (uint64_t)b.u.i;
    if (a.tag != PE_T_OBJ && n < 63) {
        int64_t r;
        if (!__builtin_mul_overflow(a.u.i, (int64_t)1 << n, &r)) return pe_int(r);
    }
    pe_intv va;
    pe_int_view(a, &va);
    const mp_int *ma = pe_intv_mp(&va);
    uint64_t bits = pe_mp_bits(ma) + n;
    if (n > PE_INT_MAX_BITS || bits > PE_INT_MAX_BITS) return pe_err_too_big(vm);
    if (pe_int_reserve(vm, bits, bits / MP_DIGIT_BIT) < 0) return PE_NULL;
    mp_int r;
    if (pe_mp_start(vm, &r, bits / MP_DIGIT_BIT + 1) < 0) return PE_NULL;
    mp_err e = mp_mul_2d(ma, (int)n, &r);
    if (e != MP_OKAY) {
        mp_clear(&r);
        return pe_int_mperr(vm, e);
    }
    return pe_int_from_mp(vm, &r);
}

static pe_value pe_int_rshift(pe_vm *vm, pe_value a, pe_value b) {
    int bs = pe_int_sign(b);
    if (bs < 0) return pe_err_set(vm, PE_EXC_ValueError, "negative shift count");
    int as = pe_int_sign(a);
    uint64_t abits = pe_int_bit_length(a);
    if (b.tag == PE_T_OBJ || (uint64_t)b.u.i >= abits) return pe_int(as < 0 ? -1 : 0);
    uint64_t n = (uint64_t)b.u.i;
    if (a.tag != PE_T_OBJ) return pe_int(a.u.i >> n); /* arithmetic shift floors */
    pe_intv va;
    pe_int_view(a, &va);
    const mp_int *ma = pe_intv_mp(&va);
    if (pe_int_reserve(vm, abits, abits / MP_DIGIT_BIT) < 0) return PE_NULL;
    mp_int r;
    if (pe_mp_start(vm, &r, (abits - n) / MP_DIGIT_BIT + 2) < 0) return PE_NULL;
    mp_err e = mp_signed_rsh(ma, (int)n, &r);
    if (e != MP_OKAY) {
        mp_clear(&r);
        return pe_int_mperr(vm, e);
    }
    return pe_int_from_mp(vm, &r);
}

/* ---- unary ------------------------------------------------------------------------- */

static pe_value pe_int_unary_big(pe_vm *vm, pe_value a, int op) {
    pe_intv va;
    pe_int_view(a, &va);
    const mp_int *ma = pe_intv_mp(&va);
    if (pe_int_reserve(vm, pe_mp_bits(ma) + 1, (uint64_t)ma->used) < 0) return PE_NULL;
    mp_int r;
    if (pe_mp_start(vm, &r, (uint64_t)ma->used + 1) < 0) return PE_NULL;
    mp_err e = op == 0 ? mp_neg(ma, &r) : op == 1 ? mp_abs(ma, &r) : mp_complement(ma, &r);
    if (e != MP_OKAY) {
        mp_clear(&r);
        return pe_int_mperr(vm, e);
    }
    return pe_int_from_mp(vm, &r);
}

pe_value pe_int_neg(pe_vm *vm, pe_value a) {
    if (a.tag != PE_T_OBJ && a.u.i != INT64_MIN) return pe_int(-a.u.i);
    return pe_int_unary_big(vm, a, 0);
}

pe_value pe_int_abs(pe_vm *vm, pe_value a) {
    if (a.tag != PE_T_OBJ && a.u.i != INT64_MIN) return pe_int(a.u.i < 0 ? -a.u.i : a.u.i);
    return pe_int_unary_big(vm, a, 1);
}

pe_value pe_int_invert(pe_vm *vm, pe_value a) {
    if (a.tag != PE_T_OBJ) return pe_int(~a.u.i);
    return pe_int_unary_big(vm, a, 2);
}

static pe_value pe_int_pos(pe_vm *vm, pe_value a) {
    if (a.tag == PE_T_BOOL) return pe_int(a.u.i);
    if (pe_int_check_exact(vm, a)) return pe_incref(a);
    /* int subclass instance: +x is an exact int */
    pe_intv va;
    pe_int_view(a, &va);
    mp_int r;
    if (mp_init_copy(&r, pe_intv_mp(&va)) != MP_OKAY) return pe_err_nomem(vm);
    return pe_int_from_mp(vm, &r);
}

/* ---- comparison and hashing --------------------------------------------------------- */

int pe_int_cmp(pe_value a, pe_value b) {
    if (a.tag != PE_T_OBJ && b.tag != PE_T_OBJ) return (a.u.i > b.u.i) - (a.u.i < b.u.i);
    pe_intv va, vb;
    pe_int_view(a, &va);
    pe_int_view(b, &vb);
    return mp_cmp(pe_intv_mp(&va), pe_intv_mp(&vb));
}

/*
 * Exact int/float comparison (CPython's float_richcompare idea): compare signs, then
 * bit lengths against the float's binary exponent; with equal exponents |d| >= 2**53
 * is an integer, so its 53-bit mantissa is compared with the top bits of |v| and any
 * remaining low bits of v decide.
 */
int pe_int_cmp_double(pe_vm *vm, pe_value v, double d) {
    (void)vm;
    if (isnan(d)) return 2;
    if (isinf(d)) return d > 0 ? -1 : 1;
    const int64_t lim = (int64_t)1 << DBL_MANT_DIG;
    if (v.tag != PE_T_OBJ && v.u.i >= -lim && v.u.i <= lim) {
        double x = (double)v.u.i;
        return (x > d) - (x < d);
    }
    int vs = pe_int_sign(v); /* non-zero here */
    int ds = (d > 0) - (d < 0);
    if (vs != ds) return vs > ds ? 1 : -1;
    /* same sign: compare magnitudes, then flip for negatives */
    int e;
    double fr = frexp(fabs(d), &e); /* |d| = fr * 2**e, fr in [0.5, 1) */
    pe_intv vv;
    pe_int_view(v, &vv);
    const mp_int *m = pe_intv_mp(&vv);
    int64_t nb = (int64_t)pe_mp_bits(m);
    int magcmp;
    if (nb != e) {
        magcmp = nb < e ? -1 : 1;
    } else {
        /* nb == e >= 54: |d| is an integer with a 53-bit mantissa */
        uint64_t mant = (uint64_t)ldexp(fr, DBL_MANT_DIG);
        uint64_t top = pe_mp_getbits(m, (uint64_t)(e - DBL_MANT_DIG), DBL_MANT_DIG);
        if (top != mant)
            magcmp = top < mant ? -1 : 1;
        else
            magcmp = pe_mp_lowbits_nonzero(m, (uint64_t)(e - DBL_MANT_DIG)) ? 1 : 0;
    }
    return vs < 0 ? -magcmp : magcmp;
}

#define PE_HASH_BITS    61
#define PE_HASH_MODULUS (((uint64_t)1 << PE_HASH_BITS) - 1)

/*
 * CPython's numeric hash: |v| mod (2**61 - 1) with v's sign, -1 mapped to -2. For a
 * bigint the digits are folded from the top: x = x * 2**60 + digit (mod P), where
 * multiplying by 2**s mod P is a 61-bit rotation.
 */
int64_t pe_int_hash_value(pe_value v) {
    if (v.tag != PE_T_OBJ) {
        int64_t i = v.u.i;
        uint64_t mag = pe_u64_abs(i) % PE_HASH_MODULUS;
        int64_t h = i < 0 ? -(int64_t)mag : (int64_t)mag;
        return h == -1 ? -2 : h;
    }
    const mp_int *m = &((pe_bigint *)v.u.o)->m;
    uint64_t x = 0;
    /* loop-bound: caller-charged: int hash charges the limb count before the walk */
    for (int k = m->used - 1; k >= 0; k--) {
        x = ((x << MP_DIGIT_BIT) & PE_HASH_MODULUS) | (x >> (PE_HASH_BITS - MP_DIGIT_BIT));
        x += (uint64_t)m->dp[k];
        if (x >= PE_HASH_MODULUS) x -= PE_HASH_MODULUS;
    }
    int64_t h = m->sign == MP_NEG ? -(int64_t)x : (int64_t)x;
    return h == -1 ? -2 : h;
}

static int pe_int_hash_slot(pe_vm *vm, pe_value self, int64_t *out) {
    if (self.tag == PE_T_OBJ && PE_TICK(vm, ((pe_bigint *)self.u.o)->m.used / 64) < 0)
        return -1;
    *out = pe_int_hash_value(self);
    return 0;
}

/* ---- conversion to and from text ---------------------------------------------------- */

static uint32_t pe_int_max_digits(pe_vm *vm) {
    return vm->cfg.int_max_str_digits;
}

/* Decimal text of an int64 into buf (at least 21 bytes), not NUL-terminated; returns
 * the length. (snprintf is a measurable cost in str(i) loops.) */
static size_t pe_int_format_i64(int64_t i, char *buf) {
    char tmp[24];
    size_t n = 0;
    uint64_t m = pe_u64_abs(i);
    /* loop-bound: digits: the 20 digits of an int64 */
    do {
        tmp[n++] = (char)('0' + m % 10);
        m /= 10;
    } while (m);
    size_t k = 0;
    if (i < 0) buf[k++] = '-';
    /* loop-bound: digits: the 20 digits of an int64 */
    while (n)
        buf[k++] = tmp[--n];
    return k;
}

char *pe_int_to_decimal(pe_vm *vm, pe_value v, size_t *n) {
    char small[32];
    if (v.tag != PE_T_OBJ) {
        int len = snprintf(small, sizeof small, "%lld", (long long)v.u.i);
        char *p = pe_mem_alloc(&vm->mem, (size_t)len + 1);
        if (!p) {
            pe_err_nomem(vm);
            return NULL;
        }
        memcpy(p, small, (size_t)len + 1);
        *n = (size_t)len;
        return p;
    }
    const mp_int *m = &((pe_bigint *)v.u.o)->m;
    uint32_t maxd = pe_int_max_digits(vm);
    uint64_t bits = pe_mp_bits(m);
    /* |v| >= 2**(bits-1): more than maxd digits whenever (bits-1)*log10(2) >= maxd */
    if (maxd && (double)(bits - 1) * 0.30102999566398120 >= (double)maxd + 1) goto toolong;
    /* the conversion ticks the budget for its own work */
    if (pe_int_reserve(vm, bits * 2, 0) < 0) return NULL;
    size_t len;
    char *p = pe_int_radix_to_dec(vm, m, &len);
    if (!p) return NULL;
    if (maxd && len > maxd) {
        pe_mem_free(&vm->mem, p, len + 1);
        goto toolong;
    }
    if (mp_isneg(m)) {
        char *q = pe_mem_realloc(&vm->mem, p, len + 1, len + 2);
        if (!q) {
            pe_mem_free(&vm->mem, p, len + 1);
            pe_err_nomem(vm);
            return NULL;
        }
        p = q;
        memmove(p + 1, p, len + 1);
        p[0] = '-';
        len++;
    }
    *n = len;
    return p;
toolong:
    pe_err_format(vm, PE_EXC_ValueError,
                  "Exceeds the limit (%u digits) for integer string conversion; use "
                  "sys.set_int_max_str_digits() to increase the limit",
                  (unsigned)maxd);
    return NULL;
}

pe_value pe_int_repr(pe_vm *vm, pe_value v) {
    if (v.tag != PE_T_OBJ) {
        char buf[24];
        size_t len = pe_int_format_i64(v.u.i, buf);
        return pe_str_value(vm, buf, len);
    }
    size_t n;
    char *p = pe_int_to_decimal(vm, v, &n);
    if (!p) return PE_NULL;
    pe_value s = pe_str_value(vm, p, n);
    pe_mem_free(&vm->mem, p, n + 1);
    return s;
}

static pe_value pe_int_repr_slot(pe_vm *vm, pe_value v) {
    if (v.tag == PE_T_BOOL) return pe_int_repr(vm, pe_int(v.u.i));
    return pe_int_repr(vm, v);
}

static int pe_digit_value(unsigned char c) {
    if (c >= '0' && c <= '9') return c - '0';
    if (c >= 'a' && c <= 'z') return c - 'a' + 10;
    if (c >= 'A' && c <= 'Z') return c - 'A' + 10;
    return 99;
}

static pe_value pe_int_invalid_literal(pe_vm *vm, const char *s, size_t n, int base,
                                       pe_value orig) {
    if (pe_is_obj(orig) && !pe_str_check(vm, orig)) {
        /* bytes or bytearray text: CPython shows the bytes repr, b'..' for a bytearray
         * too, cut at 200 characters (%.200R) */
        pe_value r = pe_bytes_repr_data(vm, s, n, "b", "");
        if (pe_is_null(r)) return PE_NULL;
        pe_str *rs = pe_str_obj(r); /* ASCII: bytes are characters */
        char cut[201];
        size_t k = rs->size < 200 ? rs->size : 200;
        memcpy(cut, rs->data, k);
        cut[k] = '\0';
        pe_err_format(vm, PE_EXC_ValueError, "invalid literal for int() with base %d: %s",
                      base, cut);
        pe_decref(vm, r);
        return PE_NULL;
    }
    pe_value str = pe_incref(orig);
    if (pe_is_null(str)) {
        str = pe_str_value(vm, s, n);
        if (pe_is_null(str)) return PE_NULL;
    }
    pe_value r = pe_str_repr_limited(vm, str, 200);
    pe_decref(vm, str);
    if (pe_is_null(r)) return PE_NULL;
    pe_err_format(vm, PE_EXC_ValueError, "invalid literal for int() with base %d: %s", base,
                  pe_str_obj(r)->data);
    pe_decref(vm, r);
    return PE_NULL;
}

static pe_value pe_int_from_ascii(pe_vm *vm, const char *s0, size_t n0, int base,
                                  pe_value orig);

/* int(b'..', base): CPython parses the bytes as ASCII text (PyLong_FromString), so only
 * ASCII whitespace surrounds the number and no byte is a Unicode digit or space: a byte
 * past ASCII or one of \x1c-\x1f (str spaces, not bytes spaces) makes the literal
 * invalid. orig is the bytes or bytearray (borrowed), for the message. */
static pe_value pe_int_from_bytes_text(pe_vm *vm, const char *s, size_t n, int base,
                                       pe_value orig) {
    if (n >= 64 && PE_TICK(vm, n / 64) < 0) return PE_NULL;
    /* loop-bound: charged-before: the charge above covers the bytes */
    for (size_t i = 0; i < n; i++) {
        unsigned char c = (unsigned char)s[i];
        if (c >= 0x80 || (c >= 0x1c && c <= 0x1f))
            return pe_int_invalid_literal(vm, s, n, base, orig);
    }
    return pe_int_from_ascii(vm, s, n, base, orig);
}

pe_value pe_int_from_text(pe_vm *vm, const char *s0, size_t n0, int base, pe_value orig) {
    /* non-ASCII text: Unicode digits and spaces count, as in CPython */
    for (size_t i = 0; i < n0; i++) {
        if ((unsigned char)s0[i] < 0x80) continue;
        char *buf = pe_mem_alloc(&vm->mem, n0);
        if (!buf) return pe_err_nomem(vm);
        size_t n = pe_unicode_to_ascii_number(s0, n0, buf);
        pe_value str = pe_incref(orig);
        if (pe_is_null(str)) str = pe_str_value(vm, s0, n0);
        pe_value r = pe_is_null(str) ? PE_NULL : pe_int_from_ascii(vm, buf, n, base, str);
        pe_decref(vm, str);
        pe_mem_free(&vm->mem, buf, n0);
        return r;
    }
    return pe_int_from_ascii(vm, s0, n0, base, orig);
}

static pe_value pe_int_from_ascii(pe_vm *vm, const char *s0, size_t n0, int base,
                                  pe_value orig) {
    /* the text is scanned and copied once whatever the base (a decimal conversion also
     * ticks for its own multiplications) */
    if (n0 >= 64 && PE_TICK(vm, n0 / 64) < 0) return PE_NULL;
    const char *s = s0, *end = s0 + n0;
    s = pe_str_skip_space(s, end);
    end = pe_str_skip_space_back(s, end);
    int neg = 0;
    if (s < end && (*s == '+' || *s == '-')) neg = *s++ == '-';
    int orig_base = base;
    int zero_prefix_only = 0; /* base 0 literal starting with 0: only zeros allowed */
    if (s + 1 < end && s[0] == '0') {
        char c = (char)(s[1] | 0x20);
        int pb = c == 'x' ? 16 : c == 'o' ? 8 : c == 'b' ? 2 : 0;
        if (pb && (base == 0 || base == pb)) {
            base = pb;
            s += 2;
            /* one underscore may follow the prefix: 0x_1f */
            if (s < end && *s == '_') s++;
            if (s >= end) goto invalid;
        }
    }
    if (base == 0) {
        base = 10;
        if (s < end && *s == '0') zero_prefix_only = 1;
    }
    /* collect digits without underscores; an underscore must sit between digits */
    size_t cap = (size_t)(end - s) + 2;
    char small[64]; /* short literals (the common case) need no allocation */
    char *buf = cap <= sizeof small ? small : pe_mem_alloc(&vm->mem, cap);
    if (!buf) return pe_err_nomem(vm);
    size_t nd = 0;
    if (neg) buf[nd++] = '-';
    int prev_us = 1; /* treat start as after an underscore: no leading '_' */
    const char *p = s;
    /* loop-bound: charged-before: the charge above in pe_int_from_ascii covers this trip
     * count */
    for (; p < end; p++) {
        unsigned char c = (unsigned char)*p;
        if (c == '_') {
            if (prev_us) break;
            prev_us = 1;
            continue;
        }
        if (pe_digit_value(c) >= base) break;
        if (zero_prefix_only && c != '0') break;
        buf[nd++] = (char)c;
        prev_us = 0;
    }
    size_t ndigits = nd - (size_t)neg;
    if (p != end || prev_us || ndigits == 0) {
        if (buf != small) pe_mem_free(&vm->mem, buf, cap);
        base = orig_base;
        goto invalid;
    }
    buf[nd] = '\0';
    uint32_t maxd = pe_int_max_digits(vm);
    if ((base & (base - 1)) != 0 && maxd && ndigits > maxd) {
        if (buf != small) pe_mem_free(&vm->mem, buf, cap);
        return pe_err_format(vm, PE_EXC_ValueError,
                             "Exceeds the limit (%u digits) for integer string conversion: "
                             "value has %zu digits; use sys.set_int_max_str_digits() to "
                             "increase the limit",
                             (unsigned)maxd, ndigits);
    }
    /* fast path: accumulate in uint64 */
    uint64_t acc = 0;
    int ovf = 0;
    /* loop-bound: charged-before: the charge above in pe_int_from_ascii covers this trip
     * count */
    for (size_t i = (size_t)neg; i < nd && !ovf; i++)
        ovf = __builtin_mul_overflow(acc, (uint64_t)base, &acc) ||
              __builtin_add_overflow(acc, (uint64_t)pe_digit_value((unsigned char)buf[i]),
                                     &acc);
    if (!ovf && (acc <= (uint64_t)INT64_MAX || (neg && acc == (uint64_t)1 << 63))) {
        if (buf != small) pe_mem_free(&vm->mem, buf, cap);
        return pe_int(neg ? (int64_t)(0 - acc) : (int64_t)acc);
    }
    uint64_t bits = (uint64_t)(ndigits * log2((double)base)) + 2;
    /* the conversion ticks the budget for its own work */
    if (pe_int_reserve(vm, bits, 0) < 0) {
        if (buf != small) pe_mem_free(&vm->mem, buf, cap);
        return PE_NULL;
    }
    mp_int m;
    int rc = pe_int_radix_parse(vm, buf + neg, ndigits, base, &m);
    if (buf != small) pe_mem_free(&vm->mem, buf, cap);
    if (rc < 0) return PE_NULL;
    if (neg && mp_neg(&m, &m) != MP_OKAY) {
        mp_clear(&m);
        return pe_err_nomem(vm);
    }
    return pe_int_from_mp(vm, &m);
invalid:
    return pe_int_invalid_literal(vm, s0, n0, orig_base, orig);
}

pe_value pe_int_from_double(pe_vm *vm, double d) {
    if (isnan(d))
        return pe_err_set(vm, PE_EXC_ValueError, "cannot convert float NaN to integer");
    if (isinf(d))
        return pe_err_set(vm, PE_EXC_OverflowError,
                          "cannot convert float infinity to integer");
    double t = trunc(d);
    if (t >= -9223372036854775808.0 && t < 9223372036854775808.0) return pe_int((int64_t)t);
    mp_int m;
    if (mp_init(&m) != MP_OKAY) return pe_err_nomem(vm);
    if (mp_set_double(&m, t) != MP_OKAY) {
        mp_clear(&m);
        return pe_err_nomem(vm);
    }
    return pe_int_from_mp(vm, &m);
}

/* ---- type slots -------------------------------------------------------------------- */

static pe_value pe_notimpl(pe_vm *vm) {
    return pe_incref(vm->notimpl);
}

/* bools take part as the ints 0 and 1 */
static inline pe_value pe_int_unbool(pe_value v) {
    return v.tag == PE_T_BOOL ? pe_int(v.u.i) : v;
}

#define PE_INT_BINSLOT(name, call)                                                         \
    static pe_value name(pe_vm *vm, pe_value a, pe_value b) {                              \
        if (!pe_int_check(vm, a) || !pe_int_check(vm, b)) return pe_notimpl(vm);           \
        return call(vm, pe_int_unbool(a), pe_int_unbool(b));                               \
    }

PE_INT_BINSLOT(pe_int_slot_add, pe_int_add)
PE_INT_BINSLOT(pe_int_slot_sub, pe_int_sub)
PE_INT_BINSLOT(pe_int_slot_mul, pe_int_mul)
/* // and % of two immediates skip the generic divmod: a positive power-of-two divisor
 * is a shift or a mask (floor semantics match two's complement), others one native
 * division with CPython's sign fix-up. */
static pe_value pe_int_slot_floordiv(pe_vm *vm, pe_value a, pe_value b) {
    if (a.tag == PE_T_INT && b.tag == PE_T_INT && b.u.i > 0) {
        int64_t x = a.u.i, y = b.u.i;
        if ((y & (y - 1)) == 0) return pe_int(x >> __builtin_ctzll((uint64_t)y));
        int64_t qq = x / y;
        return pe_int(qq - (x % y < 0));
    }
    if (!pe_int_check(vm, a) || !pe_int_check(vm, b)) return pe_notimpl(vm);
    return pe_int_floordiv(vm, pe_int_unbool(a), pe_int_unbool(b));
}

static pe_value pe_int_slot_mod(pe_vm *vm, pe_value a, pe_value b) {
    if (a.tag == PE_T_INT && b.tag == PE_T_INT && b.u.i > 0) {
        int64_t x = a.u.i, y = b.u.i;
        if ((y & (y - 1)) == 0) return pe_int(x & (y - 1));
        int64_t rr = x % y;
        return pe_int(rr < 0 ? rr + y : rr);
    }
    if (!pe_int_check(vm, a) || !pe_int_check(vm, b)) return pe_notimpl(vm);
    return pe_int_mod(vm, pe_int_unbool(a), pe_int_unbool(b));
}
PE_INT_BINSLOT(pe_int_slot_truediv, pe_int_truediv)
PE_INT_BINSLOT(pe_int_slot_pow, pe_int_pow)
PE_INT_BINSLOT(pe_int_slot_lshift, pe_int_lshift)
PE_INT_BINSLOT(pe_int_slot_rshift, pe_int_rshift)

static pe_value pe_int_slot_and(pe_vm *vm, pe_value a, pe_value b) {
    if (!pe_int_check(vm, a) || !pe_int_check(vm, b)) return pe_notimpl(vm);
    return pe_int_bitop(vm, PE_BIG_AND, pe_int_unbool(a), pe_int_unbool(b));
}
static pe_value pe_int_slot_or(pe_vm *vm, pe_value a, pe_value b) {
    if (!pe_int_check(vm, a) || !pe_int_check(vm, b)) return pe_notimpl(vm);
    return pe_int_bitop(vm, PE_BIG_OR, pe_int_unbool(a), pe_int_unbool(b));
}
static pe_value pe_int_slot_xor(pe_vm *vm, pe_value a, pe_value b) {
    if (!pe_int_check(vm, a) || !pe_int_check(vm, b)) return pe_notimpl(vm);
    return pe_int_bitop(vm, PE_BIG_XOR, pe_int_unbool(a), pe_int_unbool(b));
}

static pe_value pe_int_slot_neg(pe_vm *vm, pe_value a) {
    return pe_int_neg(vm, pe_int_unbool(a));
}
static pe_value pe_int_slot_abs(pe_vm *vm, pe_value a) {
    return pe_int_abs(vm, pe_int_unbool(a));
}
static pe_value pe_int_slot_invert(pe_vm *vm, pe_value a) {
    return pe_int_invert(vm, pe_int_unbool(a));
}
static pe_value pe_int_slot_index(pe_vm *vm, pe_value a) {
    return pe_int_pos(vm, a);
}

static int pe_int_truth(pe_vm *vm, pe_value v) {
    (void)vm;
    return pe_int_sign(v) != 0;
}

static pe_value pe_cmp_result(int c, pe_cmpop op) {
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

static pe_value pe_int_richcmp(pe_vm *vm, pe_value a, pe_value b, pe_cmpop op) {
    if (!pe_int_check(vm, a)) return pe_notimpl(vm);
    if (a.tag == PE_T_OBJ && b.tag == PE_T_OBJ && pe_int_check(vm, b)) {
        /* two bigints: the digits are compared from the top, up to all of them */
        int la = ((pe_bigint *)a.u.o)->m.used, lb = ((pe_bigint *)b.u.o)->m.used;
        if (la == lb && PE_TICK(vm, la / 64) < 0) return PE_NULL;
    }
    if (pe_int_check(vm, b))
        return pe_cmp_result(pe_int_cmp(pe_int_unbool(a), pe_int_unbool(b)), op);
    if (b.tag == PE_T_FLOAT) {
        int c = pe_int_cmp_double(vm, pe_int_unbool(a), b.u.f);
        if (c == 2) return pe_bool(op == PE_CMP_NOT_EQ);
        return pe_cmp_result(c, op);
    }
    return pe_notimpl(vm);
}

/* int(x=0, base=10) */
static pe_value pe_int_new(pe_vm *vm, pe_type *type, const pe_value *args, size_t nargs,
                           pe_obj *kwnames) {
    (void)type; /* int subclasses are created by the class machinery (issue 3) */
    static const char *const params[] = {"", "base", NULL};
    static const pe_argspec spec = {"int", params, 0, 1, 2};
    pe_value a[2] = {PE_NULL, PE_NULL};
    size_t nkw = pe_args_nkw(kwnames);
    if (nargs + nkw > 2)
        return pe_err_format(vm, PE_EXC_TypeError,
                             "int() takes at most 2 arguments (%zu given)", nargs + nkw);
    if (nargs == 1 && !kwnames)
        a[0] = args[0]; /* the common int(x) */
    else if (pe_args_parse(vm, &spec, args, nargs, kwnames, a) < 0)
        return PE_NULL;
    pe_value x = a[0];
    if (pe_is_null(x)) {
        if (!pe_is_null(a[1]))
            return pe_err_set(vm, PE_EXC_TypeError, "int() missing string argument");
        return pe_int(0);
    }
    if (!pe_is_null(a[1])) {
        int64_t base;
        if (!pe_int_check(vm, a[1]))
            return pe_err_format(vm, PE_EXC_TypeError,
                                 "'%s' object cannot be interpreted as an integer",
                                 pe_op_typename(vm, a[1]));
        if (pe_int_as_i64(pe_int_unbool(a[1]), &base) ||
            (base != 0 && (base < 2 || base > 36)))
            return pe_err_set(vm, PE_EXC_ValueError,
                              "int() base must be >= 2 and <= 36, or 0");
        x = pe_str_arg(vm, x); /* a str subclass stands for its str */
        const char *bd;
        size_t bn;
        if (!pe_str_check(vm, x) && pe_bytes_buffer(vm, x, &bd, &bn))
            return pe_int_from_bytes_text(vm, bd, bn, (int)base, x);
        if (!pe_str_check(vm, x))
            return pe_err_set(vm, PE_EXC_TypeError,
                              "int() can't convert non-string with explicit base");
        pe_str *s = pe_str_obj(x);
        return pe_int_from_text(vm, s->data, s->size, (int)base, x);
    }
    if (x.tag == PE_T_INT) return x;
    if (x.tag == PE_T_BOOL) return pe_int(x.u.i);
    if (x.tag == PE_T_FLOAT) return pe_int_from_double(vm, x.u.f);
    if (pe_int_check(vm, x)) return pe_int_pos(vm, x);
    if (pe_str_check(vm, x)) {
        pe_str *s = pe_str_obj(x);
        return pe_int_from_text(vm, s->data, s->size, 10, x);
    }
    /* objects with __int__ / __index__ / __trunc__ (issue 3: via the type's slots) */
    pe_type *t = pe_type_of(vm, x);
    if (t && t->index) return t->index(vm, x);
    const char *bd;
    size_t bn;
    if (pe_bytes_buffer(vm, x, &bd, &bn)) return pe_int_from_bytes_text(vm, bd, bn, 10, x);
    return pe_err_format(vm, PE_EXC_TypeError,
                         "int() argument must be a string, a bytes-like object or a real "
                         "number, not '%s'",
                         pe_op_typename(vm, x));
}

/* ---- formatting ---------------------------------------------------------------------- */

/* Digits of |v| in base 2, 8, 10 or 16 (lowercase) into a pe_mem buffer; *n gets the
 * length, the caller frees n + 1 bytes. Decimal honours the digit limit. NULL with an
 * exception pending. */
static char *pe_int_digits(pe_vm *vm, pe_value v, int base, size_t *n) {
    pe_value a = pe_int_sign(v) < 0 ? pe_int_neg(vm, v) : pe_incref(v);
    if (pe_is_null(a)) return NULL;
    char *p = NULL;
    if (base == 10) {
        p = pe_int_to_decimal(vm, a, n);
    } else if (a.tag != PE_T_OBJ) {
        char buf[80];
        uint64_t m = (uint64_t)a.u.i;
        int len = 0;
        /* loop-bound: charged-before: the charge above in pe_int_digits covers this trip
         * count */
        do {
            buf[len++] = "0123456789abcdef"[m % (uint64_t)base];
            m /= (uint64_t)base;
        } while (m);
        p = pe_mem_alloc(&vm->mem, (size_t)len + 1);
        if (!p)
            pe_err_nomem(vm);
        else {
            /* loop-bound: charged-before: the charge above in pe_int_digits covers this
             * trip count */
            for (int i = 0; i < len; i++)
                p[i] = buf[len - 1 - i];
            p[len] = '\0';
            *n = (size_t)len;
        }
    } else {
        int shift = base == 2 ? 1 : base == 8 ? 3 : 4;
        p = pe_int_radix_to_pow2(vm, &((pe_bigint *)a.u.o)->m, shift, n);
    }
    pe_decref(vm, a);
    return p;
}

pe_value pe_int_format_base(pe_vm *vm, pe_value v, int base) {
    v = pe_int_unbool(v);
    size_t n;
    char *d = pe_int_digits(vm, v, base, &n);
    if (!d) return PE_NULL;
    pe_strbuf b;
    pe_strbuf_init(&b, vm);
    const char *prefix = base == 2 ? "0b" : base == 8 ? "0o" : base == 16 ? "0x" : "";
    int rc = 0;
    if (pe_int_sign(v) < 0) rc = pe_strbuf_add(&b, "-", 1);
    if (rc == 0) rc = pe_strbuf_addc(&b, prefix);
    if (rc == 0) rc = pe_strbuf_add(&b, d, n);
    pe_mem_free(&vm->mem, d, n + 1);
    if (rc < 0) {
        pe_strbuf_free(&b);
        return PE_NULL;
    }
    return pe_strbuf_finish(&b);
}

pe_value pe_int_format(pe_vm *vm, pe_value v, const char *spec, size_t n) {
    pe_fmtspec sp;
    if (n == 0) return pe_op_str(vm, v); /* format(True, '') == 'True' */
    const char *tname = pe_op_typename(vm, v);
    v = pe_int_unbool(v);
    if (pe_fmtspec_parse(vm, spec, n, '>', 'd', tname, &sp) < 0) return PE_NULL;
    switch (sp.type) {
    case 'e':
    case 'E':
    case 'f':
    case 'F':
    case 'g':
    case 'G':
    case '%': {
        double d;
        if (pe_int_as_double(vm, v, &d) < 0) return PE_NULL;
        return pe_float_format(vm, d, spec, n);
    }
    case 0:
    case 'd':
    case 'n':
    case 'b':
    case 'o':
    case 'x':
    case 'X':
    case 'c': break;
    default:
        if (sp.type > 32 && sp.type < 127)
            return pe_err_format(vm, PE_EXC_ValueError,
                                 "Unknown format code '%c' for object of type '%s'",
                                 sp.type, tname);
        return pe_err_format(vm, PE_EXC_ValueError,
                             "Unknown format code '\\x%x' for object of type '%s'",
                             (unsigned)(unsigned char)sp.type, tname);
    }
    if (sp.precision >= 0)
        return pe_err_set(vm, PE_EXC_ValueError,
                          "Precision not allowed in integer format specifier");
    if (sp.z)
        return pe_err_set(
            vm, PE_EXC_ValueError,
            "Negative zero coercion (z) not allowed in integer format specifier");
    pe_strbuf b;
    pe_strbuf_init(&b, vm);
    pe_strbuf body;
    pe_strbuf_init(&body, vm);
    if (sp.type == 'c') {
        if (sp.sign)
            return pe_err_set(vm, PE_EXC_ValueError,
                              "Sign not allowed with integer format specifier 'c'");
        if (sp.alt)
            return pe_err_set(
                vm, PE_EXC_ValueError,
                "Alternate form (#) not allowed with integer format specifier 'c'");
        int64_t c;
        if (pe_int_as_i64(v, &c))
            return pe_err_set(vm, PE_EXC_OverflowError,
                              "Python int too large to convert to C long");
        if (c < 0 || c > 0x10FFFF)
            return pe_err_set(vm, PE_EXC_OverflowError, "%c arg not in range(0x110000)");
        char enc[4];
        size_t l = pe_utf8_encode((int32_t)c, enc);
        if (pe_fmt_pad(&b, &sp, enc, l, 1, 0) < 0) goto fail;
        return pe_strbuf_finish(&b);
    }
    int base = sp.type == 'b'                       ? 2
               : sp.type == 'o'                     ? 8
               : (sp.type == 'x' || sp.type == 'X') ? 16
                                                    : 10;
    size_t nd;
    char *digits = pe_int_digits(vm, v, base, &nd);
    if (!digits) return PE_NULL;
    if (sp.type == 'X')
        /* loop-bound: charged-before: the charge above in pe_int_format covers this trip
         * count */
        for (size_t i = 0; i < nd; i++)
            if (digits[i] >= 'a' && digits[i] <= 'f')
                digits[i] = (char)(digits[i] - 'a' + 'A');
    /* sign and prefix, then the (grouped, maybe zero-padded) digits */
    int neg = pe_int_sign(v) < 0;
    int rc = 0;
    if (neg)
        rc = pe_strbuf_add(&body, "-", 1);
    else if (sp.sign == '+' || sp.sign == ' ')
        rc = pe_strbuf_add(&body, &sp.sign, 1);
    if (rc == 0 && sp.alt && base != 10) {
        char pre[2] = {'0', sp.type == 'X' ? 'X' : sp.type};
        rc = pe_strbuf_add(&body, pre, 2);
    }
    size_t signlen = body.len;
    size_t minwidth = 0;
    if (sp.align == '=' && sp.fill == '0' && sp.width > (int64_t)signlen)
        minwidth = (size_t)sp.width - signlen;
    if (rc == 0) {
        char sep = sp.grouping;
        if (sp.type == 'n') sep = 0;
        if (sep || minwidth)
            rc = pe_fmt_group(&body, digits, nd, sep, base == 10 ? 3 : 4, minwidth);
        else
            rc = pe_strbuf_add(&body, digits, nd);
    }
    pe_mem_free(&vm->mem, digits, nd + 1);
    if (rc < 0) goto fail;
    if (pe_fmt_pad(&b, &sp, body.p ? body.p : "", body.len, body.len, signlen) < 0)
        goto fail;
    pe_strbuf_free(&body);
    return pe_strbuf_finish(&b);
fail:
    pe_strbuf_free(&body);
    pe_strbuf_free(&b);
    return PE_NULL;
}

static pe_value pe_int_m_format(pe_vm *vm, const pe_value *args, size_t nargs, pe_obj *kw) {
    if (pe_args_one(vm, "int.__format__", nargs - 1, kw) < 0) return PE_NULL;
    if (!pe_str_check(vm, pe_str_arg(vm, args[1])))
        return pe_err_format(vm, PE_EXC_TypeError,
                             "__format__() argument must be str, not %s",
                             pe_str_badarg_name(vm, args[1]));
    pe_str *spec = pe_str_obj(pe_str_arg(vm, args[1]));
    return pe_int_format(vm, args[0], spec->data, spec->size);
}

/* ---- methods ----------------------------------------------------------------------- */

static pe_value pe_int_m_bit_length(pe_vm *vm, const pe_value *args, size_t nargs,
                                    pe_obj *kw) {
    if (pe_args_noargs(vm, "int.bit_length", nargs - 1, kw) < 0) return PE_NULL;
    return pe_int((int64_t)pe_int_bit_length(pe_int_unbool(args[0])));
}

static pe_value pe_int_m_bit_count(pe_vm *vm, const pe_value *args, size_t nargs,
                                   pe_obj *kw) {
    if (pe_args_noargs(vm, "int.bit_count", nargs - 1, kw) < 0) return PE_NULL;
    pe_value v = pe_int_unbool(args[0]);
    if (v.tag != PE_T_OBJ) return pe_int(__builtin_popcountll(pe_u64_abs(v.u.i)));
    const mp_int *m = &((pe_bigint *)v.u.o)->m;
    if (PE_TICK(vm, m->used / 64) < 0) return PE_NULL;
    int64_t c = 0;
    /* loop-bound: charged-before: the charge above in pe_int_m_bit_count covers this
     * trip count */
    for (int i = 0; i < m->used; i++)
        c += __builtin_popcountll((unsigned long long)m->dp[i]);
    return pe_int(c);
}

static pe_value pe_int_m_conjugate(pe_vm *vm, const pe_value *args, size_t nargs,
                                   pe_obj *kw) {
    if (pe_args_noargs(vm, "int.conjugate", nargs - 1, kw) < 0) return PE_NULL;
    return pe_int_pos(vm, args[0]);
}

/* The methods that return the int itself, each under its own name in its messages:
 * METH_NOARGS ones ("int.__ceil__() takes no arguments") and slot wrappers
 * (__int__, __index__: "expected 0 arguments, got 1"). */
#define PE_INT_SELF(fname, text, check)                                                    \
    static pe_value fname(pe_vm *vm, const pe_value *args, size_t nargs, pe_obj *kw) {     \
        if (check(vm, text, nargs - 1, kw) < 0) return PE_NULL;                            \
        return pe_int_pos(vm, args[0]);                                                    \
    }
static int int_slot0(pe_vm *vm, const char *name, size_t nargs, pe_obj *kw) {
    return pe_args_wrapper(vm, name, nargs, kw, 0);
}
PE_INT_SELF(pe_int_m_trunc, "int.__trunc__", pe_args_noargs)
PE_INT_SELF(pe_int_m_floor, "int.__floor__", pe_args_noargs)
PE_INT_SELF(pe_int_m_ceil, "int.__ceil__", pe_args_noargs)
PE_INT_SELF(pe_int_m_int, "__int__", int_slot0)
PE_INT_SELF(pe_int_m_index, "__index__", int_slot0)
#undef PE_INT_SELF

/* round(x, n): n >= 0 leaves an int unchanged; n < 0 rounds to a multiple of 10**-n,
 * ties to even. */
static pe_value pe_int_m_round(pe_vm *vm, const pe_value *args, size_t nargs, pe_obj *kw) {
    if (pe_args_range(vm, "__round__", nargs - 1, kw, 0, 1) < 0) return PE_NULL;
    pe_value x = pe_int_unbool(args[0]);
    /* round(x, None) calls __round__() with no argument; int.__round__(x, None) itself
     * wants an index, as CPython's */
    if (nargs < 2) return pe_int_pos(vm, x);
    pe_value nv = pe_op_index(vm, args[1]);
    if (pe_is_null(nv)) return PE_NULL;
    if (pe_int_sign(nv) >= 0) {
        pe_decref(vm, nv);
        return pe_int_pos(vm, x);
    }
    pe_value k = pe_int_neg(vm, nv);
    pe_decref(vm, nv);
    if (pe_is_null(k)) return PE_NULL;
    pe_value p = pe_int_pow(vm, pe_int(10), k);
    pe_decref(vm, k);
    if (pe_is_null(p)) return PE_NULL;
    pe_value qr[2];
    if (pe_int_divmod(vm, x, p, qr) < 0) {
        pe_decref(vm, p);
        return PE_NULL;
    }
    /* compare 2r with p: above half rounds up, exactly half rounds to the even q */
    pe_value r2 = pe_int_add(vm, qr[1], qr[1]);
    pe_value result = PE_NULL;
    if (!pe_is_null(r2)) {
        int c = pe_int_cmp(r2, p);
        int odd = pe_int_is_odd(qr[0]);
        pe_value q = qr[0];
        if (c > 0 || (c == 0 && odd))
            q = pe_int_add(vm, qr[0], pe_int(1));
        else
            pe_incref(q);
        if (!pe_is_null(q)) {
            result = pe_int_mul(vm, q, p);
            pe_decref(vm, q);
        }
        pe_decref(vm, r2);
    }
    pe_decref(vm, qr[0]);
    pe_decref(vm, qr[1]);
    pe_decref(vm, p);
    return result;
}

static pe_value pe_int_m_as_integer_ratio(pe_vm *vm, const pe_value *args, size_t nargs,
                                          pe_obj *kw) {
    if (pe_args_noargs(vm, "int.as_integer_ratio", nargs - 1, kw) < 0) return PE_NULL;
    pe_value n = pe_int_pos(vm, args[0]);
    if (pe_is_null(n)) return PE_NULL;
    pe_value t = pe_tuple_pack2(vm, n, pe_int(1));
    pe_decref(vm, n);
    return t;
}

static pe_value pe_int_m_float(pe_vm *vm, const pe_value *args, size_t nargs, pe_obj *kw) {
    if (pe_args_wrapper(vm, "__float__", nargs - 1, kw, 0) < 0) return PE_NULL;
    double d;
    if (pe_int_as_double(vm, pe_int_unbool(args[0]), &d) < 0) return PE_NULL;
    return pe_float(d);
}

static pe_value pe_int_m_divmod(pe_vm *vm, const pe_value *args, size_t nargs, pe_obj *kw) {
    if (pe_args_wrapper(vm, "__divmod__", nargs - 1, kw, 1) < 0) return PE_NULL;
    if (!pe_int_check(vm, args[1])) return pe_notimpl(vm);
    pe_value qr[2];
    if (pe_int_divmod(vm, pe_int_unbool(args[0]), pe_int_unbool(args[1]), qr) < 0)
        return PE_NULL;
    pe_value t = pe_tuple_pack2(vm, qr[0], qr[1]);
    pe_decref(vm, qr[0]);
    pe_decref(vm, qr[1]);
    return t;
}

static pe_value pe_int_m_rdivmod(pe_vm *vm, const pe_value *args, size_t nargs,
                                 pe_obj *kw) {
    if (pe_args_wrapper(vm, "__rdivmod__", nargs - 1, kw, 1) < 0) return PE_NULL;
    if (!pe_int_check(vm, args[1])) return pe_notimpl(vm);
    pe_value swapped[2] = {args[1], args[0]};
    return pe_int_m_divmod(vm, swapped, 2, kw);
}

const pe_method_def pe_int_methods[] = {
    {"bit_length", pe_int_m_bit_length, 0},
    {"bit_count", pe_int_m_bit_count, 0},
    {"conjugate", pe_int_m_conjugate, 0},
    {"__index__", pe_int_m_index, PE_METH_SLOT},
    {"__int__", pe_int_m_int, PE_METH_SLOT},
    {"__trunc__", pe_int_m_trunc, 0},
    {"__floor__", pe_int_m_floor, 0},
    {"__ceil__", pe_int_m_ceil, 0},
    {"__round__", pe_int_m_round, 0},
    {"as_integer_ratio", pe_int_m_as_integer_ratio, 0},
    {"__format__", pe_int_m_format, 0},
    {"__float__", pe_int_m_float, PE_METH_SLOT},
    {"__divmod__", pe_int_m_divmod, PE_METH_SLOT},
    {"__rdivmod__", pe_int_m_rdivmod, PE_METH_SLOT},
    {"to_bytes", pe_bytes_int_to_bytes, 0},
    {"from_bytes", pe_bytes_int_from_bytes, PE_METH_CLASS},
    {NULL, NULL, 0},
};

/* Data attributes of ints: real, numerator (the int itself), imag (0), denominator (1). */
static pe_value pe_int_getattr(pe_vm *vm, pe_value self, pe_str *name) {
    const char *n = name->data;
    if (name->size == 4 && (memcmp(n, "real", 4) == 0 || memcmp(n, "imag", 4) == 0))
        return n[0] == 'r' ? pe_int_pos(vm, self) : pe_int(0);
    if (name->size == 9 && memcmp(n, "numerator", 9) == 0) return pe_int_pos(vm, self);
    if (name->size == 11 && memcmp(n, "denominator", 11) == 0) return pe_int(1);
    return pe_object_generic_getattr(vm, self, name);
}

static void pe_int_fill_slots(pe_type *t) {
    t->repr = pe_int_repr_slot;
    t->str = pe_int_repr_slot;
    t->hash = pe_int_hash_slot;
    t->richcmp = pe_int_richcmp;
    t->truth = pe_int_truth;
    t->binop[PE_OP_ADD] = pe_int_slot_add;
    t->binop[PE_OP_SUB] = pe_int_slot_sub;
    t->binop[PE_OP_MULT] = pe_int_slot_mul;
    t->binop[PE_OP_FLOORDIV] = pe_int_slot_floordiv;
    t->binop[PE_OP_MOD] = pe_int_slot_mod;
    t->binop[PE_OP_DIV] = pe_int_slot_truediv;
    t->binop[PE_OP_POW] = pe_int_slot_pow;
    t->binop[PE_OP_LSHIFT] = pe_int_slot_lshift;
    t->binop[PE_OP_RSHIFT] = pe_int_slot_rshift;
    t->binop[PE_OP_BITAND] = pe_int_slot_and;
    t->binop[PE_OP_BITOR] = pe_int_slot_or;
    t->binop[PE_OP_BITXOR] = pe_int_slot_xor;
    t->neg = pe_int_slot_neg;
    t->pos = pe_int_pos;
    t->abs = pe_int_slot_abs;
    t->invert = pe_int_slot_invert;
    t->index = pe_int_slot_index;
    t->getattr = pe_int_getattr;
}

int pe_int_init(pe_vm *vm) {
    pe_type *t = vm->types[PE_TYPE_INT];
    pe_int_fill_slots(t);
    t->tflags |= PE_TPF_BASETYPE | PE_TPF_INT_SUBCLASS;
    t->basicsize = sizeof(pe_bigint);
    t->dealloc = pe_int_dealloc;
    t->new_ = pe_int_new;
    return pe_type_add_methods(vm, t, pe_int_methods);
}

/* ---- bool -------------------------------------------------------------------------- */

static pe_value pe_bool_repr(pe_vm *vm, pe_value v) {
    return pe_str_from_cstr(vm, v.u.i ? "True" : "False");
}

/* & | ^ of two bools is a bool; anything else falls back to int's rules. */
#define PE_BOOL_BITSLOT(name, op, intslot)                                                 \
    static pe_value name(pe_vm *vm, pe_value a, pe_value b) {                              \
        if (a.tag == PE_T_BOOL && b.tag == PE_T_BOOL)                                      \
            return pe_bool((a.u.i op b.u.i) != 0);                                         \
        return intslot(vm, a, b);                                                          \
    }
PE_BOOL_BITSLOT(pe_bool_and, &, pe_int_slot_and)
PE_BOOL_BITSLOT(pe_bool_or, |, pe_int_slot_or)
PE_BOOL_BITSLOT(pe_bool_xor, ^, pe_int_slot_xor)

static pe_value pe_bool_new(pe_vm *vm, pe_type *type, const pe_value *args, size_t nargs,
                            pe_obj *kwnames) {
    (void)type;
    if (pe_args_nokw(vm, "bool", kwnames) < 0) return PE_NULL;
    if (pe_args_range(vm, "bool", nargs, kwnames, 0, 1) < 0) return PE_NULL;
    if (nargs == 0) return PE_FALSE;
    int t = pe_op_truth(vm, args[0]);
    if (t < 0) return PE_NULL;
    return pe_bool(t);
}

int pe_bool_init(pe_vm *vm) {
    pe_type *t = vm->types[PE_TYPE_BOOL];
    pe_int_fill_slots(t);
    t->tflags |= PE_TPF_INT_SUBCLASS;
    t->tflags &= ~PE_TPF_BASETYPE; /* "type 'bool' is not an acceptable base type" */
    t->repr = pe_bool_repr;
    t->str = pe_bool_repr;
    t->binop[PE_OP_BITAND] = pe_bool_and;
    t->binop[PE_OP_BITOR] = pe_bool_or;
    t->binop[PE_OP_BITXOR] = pe_bool_xor;
    t->new_ = pe_bool_new;
    return 0;
}
