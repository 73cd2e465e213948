/*
 * int_radix.c - conversions between int magnitudes and digit text or bytes.
 *
 * libtommath 1.2's own conversions (mp_to_radix, mp_read_radix, mp_to_ubin,
 * mp_from_ubin) divide, multiply or shift the whole number once per digit or byte:
 * quadratic with a large constant, even for power-of-two bases. Instead:
 *   - power-of-two bases and bytes move bits directly (linear);
 *   - decimal output splits x = q * 10**h + r recursively by precomputed powers
 *     10**(LEAF * 2**k) down to leaves of at most LEAF digits, which are converted with
 *     CPython's word method (32-bit chunks folded into base-10**9 words, one native
 *     division by a constant per word). Since 10**h = 5**h * 2**h, the division is
 *     (x >> h) divided by 5**h, a third shorter than 10**h, and r is rebuilt with a
 *     shift; libtommath 1.2 divides by schoolbook, so this saves a constant factor
 *     over a plain quadratic loop;
 *   - text input in any other base b = odd * 2**tz is hi * b**h + lo recursively, with
 *     libtommath's Karatsuba/Toom products (subquadratic), down to leaves read as many
 *     digits per word as fit in a 60-bit digit, one multiply-add pass per word.
 *
 * mp_int's fields (used, alloc, sign, dp) are public in libtommath; a digit holds
 * MP_DIGIT_BIT (60) bits, and a mp_word product fits in unsigned __int128.
 *
 * Budget: work is charged in limb operations at int.c's rate (one tick per 64).
 * Memory: libtommath allocates outside the VM's accounting (int.h), so temporaries are
 * bounded up front with pe_mem_would_exceed; text buffers go through pe_mem.
 */
#include "int_radix.h"

#include <math.h>
#include <string.h>

#include "../core/mem.h"
#include "../eval/exc.h"
#include "../eval/vm.h"

#define PE_RADIX_MASK ((((mp_digit)1) << MP_DIGIT_BIT) - 1)

/* Leaf sizes of the two recursions in digits, and the divisor and quotient size (in
 * 60-bit digits) from which a reciprocal beats mp_div: timed on this machine (str() of
 * 1,000 to 1,000,000 digits; half or double these sizes cost at most 20% more).
 * PE_RADIX_DEC_LEAF_BITS = ceil(log2(10**PE_RADIX_DEC_LEAF)). */
#define PE_RADIX_DEC_LEAF      512
#define PE_RADIX_DEC_LEAF_BITS 1701
#define PE_RADIX_PARSE_LEAF    1024
#define PE_RADIX_BARRETT_LIMBS 16
#define PE_RADIX_DEC_MAX_BITS  ((uint64_t)1 << 30)

#define PE_RADIX_E9 UINT64_C(1000000000)

typedef unsigned __int128 pe_u128;

static const char pe_radix_chars[] = "0123456789abcdefghijklmnopqrstuvwxyz";

/* Charges `work` limb operations to the budget. 0, or -1 with the limit error. */
static int pe_radix_tick(pe_vm *vm, uint64_t work) {
    return work >= 64 ? PE_TICK(vm, work / 64) : 0;
}

/* Limb operations of a product of la- and lb-digit numbers (as int.c counts them). */
static uint64_t pe_radix_mul_work(uint64_t la, uint64_t lb) {
    if (la < 80 || lb < 80) return la * lb;
    return (uint64_t)pow((double)(la + lb), 1.585);
}

/* Refuses up front libtommath temporaries of about `bytes` bytes. 0 or -1. */
static int pe_radix_room(pe_vm *vm, uint64_t bytes) {
    if (pe_mem_would_exceed(&vm->mem, bytes)) {
        pe_err_nomem(vm);
        return -1;
    }
    return 0;
}

static int pe_radix_nomem(pe_vm *vm) {
    pe_err_nomem(vm);
    return -1;
}

/* `count` (<= 32) bits of |m| starting at bit `off`; bits past the top read as 0. */
static uint64_t pe_radix_bits(const mp_int *m, uint64_t off, unsigned count) {
    uint64_t li = off / MP_DIGIT_BIT;
    unsigned sh = (unsigned)(off % MP_DIGIT_BIT);
    if (li >= (uint64_t)m->used) return 0;
    uint64_t v = (uint64_t)m->dp[li] >> sh;
    if (sh + count > MP_DIGIT_BIT && li + 1 < (uint64_t)m->used)
        v |= (uint64_t)m->dp[li + 1] << (MP_DIGIT_BIT - sh);
    return v & (((uint64_t)1 << count) - 1);
}

/* Value of one validated digit character (0-9, a-z, A-Z). */
static unsigned pe_radix_digit(unsigned char c) {
    if (c <= '9') return (unsigned)(c - '0');
    return (unsigned)((c | 0x20) - 'a' + 10);
}

/* ---- decimal output ----------------------------------------------------------------- */

/* Words of base 10**9 needed for a number of at most `bits` bits, plus slack. */
static size_t pe_radix_e9_words(uint64_t bits) {
    return (size_t)((double)bits * 0.30102999566398120 / 9) + 3;
}

/* Writes x (0 <= x < 10**w) as exactly w digits, zero-padded, to out[0..w). pout has
 * room for pe_radix_e9_words(bits of x) words. CPython's method: the 32-bit chunks of
 * x, most significant first, are folded into little-endian base-10**9 words; every
 * intermediate z = word * 2**32 + carry < 10**9 * 2**32 fits in 64 bits, and the
 * division is by a constant. */
static int pe_radix_dec_leaf(pe_vm *vm, const mp_int *x, char *out, size_t w,
                             uint64_t *pout) {
    uint64_t nc = ((uint64_t)mp_count_bits(x) + 31) / 32;
    size_t size = 0;
    /* loop-bound: digits: radix conversion leaves; pe_int_radix_to_dec charges the
     * conversion estimate up front */
    for (uint64_t i = nc; i-- > 0;) {
        uint64_t hi = pe_radix_bits(x, 32 * i, 32);
        /* loop-bound: digits: radix conversion leaves; pe_int_radix_to_dec charges the
         * conversion estimate up front */
        for (size_t j = 0; j < size; j++) {
            uint64_t z = pout[j] << 32 | hi;
            hi = z / PE_RADIX_E9;
            pout[j] = z - hi * PE_RADIX_E9;
        }
        /* loop-bound: digits: one limb */
        while (hi) {
            pout[size++] = hi % PE_RADIX_E9;
            hi /= PE_RADIX_E9;
        }
    }
    /* x < 10**w: whatever does not fit in w digits is leading zeros */
    char *p = out + w;
    /* loop-bound: digits: radix conversion leaves; pe_int_radix_to_dec charges the
     * conversion estimate up front */
    for (size_t j = 0; j < size && p > out; j++) {
        uint64_t d = pout[j];
        /* loop-bound: const */
        for (int k = 0; k < 9 && p > out; k++) {
            *--p = (char)('0' + d % 10);
            d /= 10;
        }
    }
    memset(out, '0', (size_t)(p - out));
    /* one step handles 32 bits against 9 digits: about a quarter of a limb operation */
    return pe_radix_tick(vm, nc * size / 4);
}

/* Reciprocals make the big divisions of the decimal recursion cost two products each
 * (Toom-3 in libtommath) instead of a schoolbook division.
 *
 * pe_radix_recip: *y ~ 2**(bits(d) + p) / d, within 2 (d > 0, p >= 1). Only the top
 * p + 64 bits of d matter (the truncation moves the result by less than 2**-62).
 * Small p: one exact division. Otherwise one Newton step from z ~ 2**(n + h) / d with
 * h = p/2 + 32: with e = 2**(n + h) - d*z (= d * delta for z's error delta),
 *   y = z * 2**(p - h) + (z * e) >> (n + 2h - p)
 * is 2**(n + p) / d - 2**(p - h) * delta**2 / (2**(n + h) / d), off by at most
 * 9 * 2**(p - 2h) = 9 * 2**-64 plus the two roundings: within 2 again. */
/* recursion-bound: digits: the levels of a reciprocal's Newton iteration (log of the
 * size), charged by the conversion's estimate up front */
static mp_err pe_radix_recip(const mp_int *d, int p, mp_int *y) {
    int n = mp_count_bits(d), cut = n - (p + 64);
    mp_int dt, z, e, t;
    mp_err err = mp_init_multi(&dt, &z, &e, &t, NULL);
    if (err != MP_OKAY) return err;
    if (cut > 0) {
        err = mp_div_2d(d, cut, &dt, NULL);
        n -= cut;
    } else {
        err = mp_copy(d, &dt);
    }
    if (err != MP_OKAY) goto out;
    if (p <= 512) {
        err = mp_2expt(&t, n + p);
        if (err == MP_OKAY) err = mp_div(&t, &dt, y, NULL);
        goto out;
    }
    int h = p / 2 + 32;
    err = pe_radix_recip(&dt, h, &z);
    if (err == MP_OKAY) err = mp_mul(&dt, &z, &e);
    if (err == MP_OKAY) err = mp_2expt(&t, n + h);
    if (err == MP_OKAY) err = mp_sub(&t, &e, &e);
    if (err == MP_OKAY) err = mp_mul(&z, &e, &e);
    if (err == MP_OKAY) err = mp_div_2d(&e, n + 2 * h - p, &e, NULL);
    if (err == MP_OKAY) err = mp_mul_2d(&z, p - h, y);
    if (err == MP_OKAY) err = mp_add(y, &e, y);
out:
    mp_clear_multi(&dt, &z, &e, &t, NULL);
    return err;
}

/* q = a / d, r = a % d for 0 <= a < 2**(bits(d) + p), with y = pe_radix_recip(d, p):
 * the estimate (a >> cut) * y >> (bits(d) + p - cut) is within 3 of q (y's error adds
 * at most 2 * a / 2**(bits(d) + p) < 2, the truncation of a under 2**-62, the floor 1),
 * so a few corrections finish; mp_div is the safety net should they not. */
static mp_err pe_radix_divrem(const mp_int *a, const mp_int *d, const mp_int *y, int p,
                              mp_int *q, mp_int *r) {
    int n = mp_count_bits(d), cut = n > 64 ? n - 64 : 0;
    mp_int t;
    mp_err err = mp_init(&t);
    if (err != MP_OKAY) return err;
    err = mp_div_2d(a, cut, &t, NULL);
    if (err == MP_OKAY) err = mp_mul(&t, y, &t);
    if (err == MP_OKAY) err = mp_div_2d(&t, n + p - cut, q, NULL);
    if (err == MP_OKAY) err = mp_mul(q, d, &t);
    if (err == MP_OKAY) err = mp_sub(a, &t, r);
    mp_clear(&t);
    /* loop-bound: const: at most a few correction steps of one division */
    for (int i = 0; err == MP_OKAY && mp_isneg(r); i++) {
        if (i == 8) return mp_div(a, d, q, r);
        err = mp_add(r, d, r);
        if (err == MP_OKAY) err = mp_decr(q);
    }
    /* loop-bound: const: at most a few correction steps of one division */
    for (int i = 0; err == MP_OKAY && mp_cmp_mag(r, d) != MP_LT; i++) {
        if (i == 8) return mp_div(a, d, q, r);
        err = mp_sub(r, d, r);
        if (err == MP_OKAY) err = mp_incr(q);
    }
    return err;
}

typedef struct pe_radix_dec {
    pe_vm *vm;
    mp_int *pow5;   /* pow5[k] = 5**(PE_RADIX_DEC_LEAF << k) */
    mp_int *recip;  /* recip[k] = pe_radix_recip(pow5[k], pe_radix_dec_prec(k)) once
                     * computed (on first use: recip[k].used != 0) */
    uint64_t *pout; /* leaf scratch for PE_RADIX_DEC_LEAF_BITS-bit numbers */
} pe_radix_dec;

/* Bits of a quotient when splitting by 10**h, h = LEAF << k: q < 10**h. */
static int pe_radix_dec_prec(int k) {
    return (int)((double)((uint64_t)PE_RADIX_DEC_LEAF << k) * 3.3219280948873623) + 2;
}

/* Writes x (0 <= x < 10**(LEAF << k)) as exactly LEAF << k digits to out. Consumes x
 * (cleared on every path), so the pending remainders along the recursion are all the
 * memory held: about one more copy of the number. 0 or -1. */
/* recursion-bound: digits: the levels of the conversion tree (log of the size), charged
 * by pe_int_radix_to_dec's estimate up front */
static int pe_radix_dec_rec(pe_radix_dec *c, mp_int *x, int k, char *out) {
    size_t w = (size_t)PE_RADIX_DEC_LEAF << k;
    if (k == 0 || mp_count_bits(x) <= PE_RADIX_DEC_LEAF_BITS) {
        int rc = pe_radix_dec_leaf(c->vm, x, out, w, c->pout);
        mp_clear(x);
        return rc;
    }
    /* x = q * 10**h + r: with x = a * 2**h + b and a = q * 5**h + r5, r = r5 * 2**h + b */
    size_t h = w / 2;
    const mp_int *d = &c->pow5[k - 1];
    /* a reciprocal pays off only when both divisor and quotient are long */
    int64_t qlen = (int64_t)x->used - (int64_t)(h / MP_DIGIT_BIT) - (int64_t)d->used;
    int bar = d->used >= PE_RADIX_BARRETT_LIMBS && qlen >= PE_RADIX_BARRETT_LIMBS;
    uint64_t work = bar ? 3 * pe_radix_mul_work((uint64_t)d->used, (uint64_t)d->used)
                        : (uint64_t)x->used * (uint64_t)d->used;
    if (pe_radix_tick(c->vm, work) < 0) {
        mp_clear(x);
        return -1;
    }
    mp_int *y = &c->recip[k - 1];
    if (bar && y->used == 0) {
        /* Newton's steps: about four products of the final size */
        uint64_t l = (uint64_t)d->used;
        if (pe_radix_tick(c->vm, 4 * pe_radix_mul_work(l, l)) < 0) {
            mp_clear(x);
            return -1;
        }
        if (pe_radix_recip(d, pe_radix_dec_prec(k - 1), y) != MP_OKAY) {
            mp_clear(x);
            return pe_radix_nomem(c->vm);
        }
    }
    mp_int q, r, b;
    if (mp_init_multi(&q, &r, &b, NULL) != MP_OKAY) {
        mp_clear(x);
        return pe_radix_nomem(c->vm);
    }
    mp_err e = mp_div_2d(x, (int)h, x, &b);
    /* x < 10**w, so x >> h < 5**h * 10**h < 2**(bits(5**h) + prec) */
    if (e == MP_OKAY)
        e = bar ? pe_radix_divrem(x, d, y, pe_radix_dec_prec(k - 1), &q, &r)
                : mp_div(x, d, &q, &r);
    mp_clear(x);
    if (e == MP_OKAY) e = mp_mul_2d(&r, (int)h, &r);
    if (e == MP_OKAY) e = mp_add(&r, &b, &r);
    mp_clear(&b);
    if (e != MP_OKAY) {
        mp_clear_multi(&q, &r, NULL);
        return pe_radix_nomem(c->vm);
    }
    if (pe_radix_dec_rec(c, &q, k - 1, out) < 0) {
        mp_clear(&r);
        return -1;
    }
    return pe_radix_dec_rec(c, &r, k - 1, out + h);
}

/* The recursion from the top: x (a copy of |m|) into out[0..LEAF << k). */
static int pe_radix_dec_tree(pe_vm *vm, const mp_int *m, int k, char *out, uint64_t *pout) {
    pe_radix_dec c = {vm, NULL, NULL, pout};
    size_t tsize = 2 * (size_t)k * sizeof(mp_int);
    int rc = -1, ninit = 0;
    c.pow5 = pe_mem_alloc(&vm->mem, tsize);
    if (!c.pow5) return pe_radix_nomem(vm);
    c.recip = c.pow5 + k;
    mp_err e = MP_OKAY;
    /* loop-bound: digits: the levels of the conversion tree (log of the size) */
    for (; ninit < 2 * k && e == MP_OKAY; ninit++)
        e = mp_init(&c.pow5[ninit]);
    if (e != MP_OKAY) goto nomem;
    mp_set(&c.pow5[0], 5);
    if ((e = mp_expt_u32(&c.pow5[0], PE_RADIX_DEC_LEAF, &c.pow5[0])) != MP_OKAY) goto nomem;
    /* loop-bound: digits: the levels of the conversion tree (log of the size) */
    for (int i = 1; i < k; i++) {
        uint64_t l = (uint64_t)c.pow5[i - 1].used;
        if (pe_radix_tick(vm, pe_radix_mul_work(l, l)) < 0) goto fail;
        if ((e = mp_sqr(&c.pow5[i - 1], &c.pow5[i])) != MP_OKAY) goto nomem;
    }
    mp_int x;
    if ((e = mp_init_copy(&x, m)) != MP_OKAY) goto nomem;
    x.sign = MP_ZPOS;
    rc = pe_radix_dec_rec(&c, &x, k, out);
    goto fail;
nomem:
    pe_err_nomem(vm);
fail:
    /* loop-bound: digits: the levels of the conversion tree (log of the size) */
    for (int i = 0; i < ninit; i++)
        mp_clear(&c.pow5[i]);
    pe_mem_free(&vm->mem, c.pow5, tsize);
    return rc;
}

char *pe_int_radix_to_dec(pe_vm *vm, const mp_int *m, size_t *n) {
    uint64_t bits = (uint64_t)mp_count_bits(m);
    /* libtommath takes bit counts as int: the reciprocal of the top split works with
     * about 1.7 * bits bits, which must stay below INT_MAX (2**30 bits is 128 MiB) */
    if (bits > PE_RADIX_DEC_MAX_BITS) {
        pe_err_nomem(vm);
        return NULL;
    }
    /* |m| < 2**bits <= 10**(bits * log10(2)); the + 2 absorbs the rounding */
    uint64_t dmax = (uint64_t)((double)bits * 0.30102999566398120) + 2;
    uint64_t leafbits = bits;
    int k = 0;
    size_t w = (size_t)dmax;
    if (bits > PE_RADIX_DEC_LEAF_BITS) {
        /* loop-bound: digits: the levels of the conversion tree (log of the size) */
        while (((uint64_t)PE_RADIX_DEC_LEAF << k) < dmax)
            k++;
        w = (size_t)PE_RADIX_DEC_LEAF << k;
        leafbits = PE_RADIX_DEC_LEAF_BITS;
        /* the copy of |m|, the powers (< 2 copies), the pending remainders (< 1 copy),
         * and mp_div's working numbers (a few copies of the current piece) */
        if (pe_radix_room(vm, bits) < 0) return NULL;
    }
    size_t psize = pe_radix_e9_words(leafbits) * sizeof(uint64_t);
    uint64_t *pout = pe_mem_alloc(&vm->mem, psize);
    char *buf = pout ? pe_mem_alloc(&vm->mem, w + 1) : NULL;
    if (!buf) {
        pe_mem_free(&vm->mem, pout, psize);
        pe_err_nomem(vm);
        return NULL;
    }
    int rc = k == 0 ? pe_radix_dec_leaf(vm, m, buf, w, pout)
                    : pe_radix_dec_tree(vm, m, k, buf, pout);
    pe_mem_free(&vm->mem, pout, psize);
    if (rc < 0) {
        pe_mem_free(&vm->mem, buf, w + 1);
        return NULL;
    }
    size_t skip = 0;
    /* loop-bound: digits: the leading zeros of one leaf */
    while (skip + 1 < w && buf[skip] == '0')
        skip++;
    size_t len = w - skip;
    memmove(buf, buf + skip, len);
    buf[len] = '\0';
    if (len != w) {
        char *q = pe_mem_realloc(&vm->mem, buf, w + 1, len + 1);
        if (!q) {
            pe_mem_free(&vm->mem, buf, w + 1);
            pe_err_nomem(vm);
            return NULL;
        }
        buf = q;
    }
    *n = len;
    return buf;
}

/* ---- power-of-two bases and bytes ---------------------------------------------------- */

char *pe_int_radix_to_pow2(pe_vm *vm, const mp_int *m, int shift, size_t *n) {
    uint64_t bits = (uint64_t)mp_count_bits(m);
    size_t nd = bits ? (size_t)((bits + (uint64_t)shift - 1) / (uint64_t)shift) : 1;
    if (pe_radix_tick(vm, nd / 8) < 0) return NULL;
    char *p = pe_mem_alloc(&vm->mem, nd + 1);
    if (!p) {
        pe_err_nomem(vm);
        return NULL;
    }
    /* loop-bound: caller-charged: the digits of the result, charged by pe_int_reserve
     * before conversion */
    for (size_t i = 0; i < nd; i++)
        p[nd - 1 - i] = pe_radix_chars[pe_radix_bits(m, (uint64_t)i * (uint64_t)shift,
                                                     (unsigned)shift)];
    p[nd] = '\0';
    *n = nd;
    return p;
}

void pe_int_radix_to_ubin(const mp_int *m, unsigned char *out, size_t len) {
    /* loop-bound: caller-charged: the digits of the result, charged by pe_int_reserve
     * before conversion */
    for (size_t i = 0; i < len; i++)
        out[len - 1 - i] = (unsigned char)pe_radix_bits(m, (uint64_t)i * 8, 8);
}

/* Packs n units of `shift` bits, most significant first (text digits when `text`,
 * else bytes), into *out. Linear. */
static int pe_radix_pack(pe_vm *vm, const unsigned char *s, size_t n, int shift, int text,
                         mp_int *out) {
    uint64_t bits = (uint64_t)n * (uint64_t)shift;
    if (bits / MP_DIGIT_BIT + 2 > (uint64_t)INT32_MAX) return pe_radix_nomem(vm);
    int limbs = (int)(bits / MP_DIGIT_BIT) + 1;
    if (pe_radix_room(vm, (uint64_t)limbs * sizeof(mp_digit)) < 0) return -1;
    if (pe_radix_tick(vm, n / 8) < 0) return -1;
    if (mp_init_size(out, limbs) != MP_OKAY) return pe_radix_nomem(vm);
    mp_digit *dp = out->dp;
    memset(dp, 0, (size_t)limbs * sizeof(mp_digit));
    uint64_t pos = 0;
    /* loop-bound: caller-charged: the digits parsed, charged by the parse before packing */
    for (size_t i = n; i-- > 0; pos += (uint64_t)shift) {
        mp_digit v = text ? pe_radix_digit(s[i]) : s[i];
        uint64_t li = pos / MP_DIGIT_BIT;
        unsigned sh = (unsigned)(pos % MP_DIGIT_BIT);
        dp[li] |= (v << sh) & PE_RADIX_MASK;
        /* a unit straddling two digits: bits >= pos + shift > (li + 1) * 60, so
         * limbs = bits / 60 + 1 > li + 1 */
        if (sh + (unsigned)shift > MP_DIGIT_BIT) dp[li + 1] |= v >> (MP_DIGIT_BIT - sh);
    }
    out->used = limbs;
    out->sign = MP_ZPOS;
    mp_clamp(out);
    return 0;
}

int pe_int_radix_from_ubin(pe_vm *vm, const unsigned char *p, size_t n, mp_int *out) {
    return pe_radix_pack(vm, p, n, 8, 0, out);
}

/* ---- text input --------------------------------------------------------------------- */

/* Value of s[0..n) into *out (initialised here), reading k digits per pass where
 * base**k < 2**60: each pass is dp = dp * base**g + (value of the next g digits) in one
 * sweep. Every carry stays below 2**60 since dp[j] * mult + carry < 2**120. */
static int pe_radix_parse_leaf(pe_vm *vm, const char *s, size_t n, int base, mp_int *out) {
    unsigned k = 1;
    /* loop-bound: digits: powers of one base within a limb */
    for (mp_digit bk = (mp_digit)base; bk <= PE_RADIX_MASK / (mp_digit)base;
         bk *= (mp_digit)base)
        k++;
    /* base**n < 2**(6n) for base <= 64 */
    unsigned bitsper = 1;
    /* loop-bound: digits: bits of one base */
    while ((1 << bitsper) < base)
        bitsper++;
    uint64_t bits = (uint64_t)n * bitsper;
    if (bits / MP_DIGIT_BIT + 2 > (uint64_t)INT32_MAX) return pe_radix_nomem(vm);
    int limbs = (int)(bits / MP_DIGIT_BIT) + 2;
    if (mp_init_size(out, limbs) != MP_OKAY) return pe_radix_nomem(vm);
    mp_digit *dp = out->dp;
    int used = 0;
    size_t i = 0, g = n % k ? n % k : k;
    /* loop-bound: caller-charged: pe_int_radix_parse charges the digit count up front */
    for (; i < n; g = k) {
        mp_digit val = 0, mult = 1;
        /* loop-bound: caller-charged: pe_int_radix_parse charges the digit count up
         * front */
        for (size_t e = i + g; i < e; i++) {
            val = val * (mp_digit)base + pe_radix_digit((unsigned char)s[i]);
            mult *= (mp_digit)base;
        }
        mp_digit carry = val;
        /* loop-bound: caller-charged: pe_int_radix_parse charges the digit count up
         * front */
        for (int j = 0; j < used; j++) {
            pe_u128 t = (pe_u128)dp[j] * mult + carry;
            dp[j] = (mp_digit)t & PE_RADIX_MASK;
            carry = (mp_digit)(t >> MP_DIGIT_BIT);
        }
        if (carry) dp[used++] = carry;
    }
    out->used = used;
    out->sign = MP_ZPOS;
    mp_clamp(out);
    if (pe_radix_tick(vm, (uint64_t)(n / k + 1) * (uint64_t)used / 2) < 0) {
        mp_clear(out);
        return -1;
    }
    return 0;
}

typedef struct pe_radix_parse {
    pe_vm *vm;
    int base;
    unsigned tz;  /* base = odd * 2**tz */
    mp_int *podd; /* podd[j] = odd**(PE_RADIX_PARSE_LEAF << j) */
} pe_radix_parse;

/* Value of s[0..n) into *out: hi * base**h + lo with h = LEAF << j the largest such
 * below n, and base**h = odd**h * 2**(tz * h). j starts at an index valid for n. */
/* recursion-bound: digits: the levels of the parse tree (log of the size), charged by
 * pe_int_radix_parse's estimate up front */
static int pe_radix_parse_rec(pe_radix_parse *c, const char *s, size_t n, int j,
                              mp_int *out) {
    if (n <= PE_RADIX_PARSE_LEAF) return pe_radix_parse_leaf(c->vm, s, n, c->base, out);
    /* loop-bound: digits: the levels of the parse tree (log of the size) */
    while (j > 0 && ((size_t)PE_RADIX_PARSE_LEAF << j) >= n)
        j--;
    size_t h = (size_t)PE_RADIX_PARSE_LEAF << j;
    mp_int hi, lo;
    if (pe_radix_parse_rec(c, s, n - h, j, &hi) < 0) return -1;
    if (pe_radix_parse_rec(c, s + (n - h), h, j, &lo) < 0) {
        mp_clear(&hi);
        return -1;
    }
    const mp_int *p = &c->podd[j];
    mp_err e = MP_OKAY;
    if (pe_radix_tick(c->vm, pe_radix_mul_work((uint64_t)hi.used, (uint64_t)p->used)) < 0)
        goto fail;
    e = mp_mul(&hi, p, &hi);
    if (e == MP_OKAY && c->tz) e = mp_mul_2d(&hi, (int)(c->tz * h), &hi);
    if (e == MP_OKAY) e = mp_add(&hi, &lo, &hi);
    if (e != MP_OKAY) {
        pe_err_nomem(c->vm);
        goto fail;
    }
    mp_clear(&lo);
    *out = hi;
    return 0;
fail:
    mp_clear_multi(&hi, &lo, NULL);
    return -1;
}

int pe_int_radix_parse(pe_vm *vm, const char *s, size_t n, int base, mp_int *out) {
    if ((base & (base - 1)) == 0) {
        int shift = 0;
        /* loop-bound: digits: bits of one base */
        while ((1 << shift) < base)
            shift++;
        return pe_radix_pack(vm, (const unsigned char *)s, n, shift, 1, out);
    }
    if (n <= PE_RADIX_PARSE_LEAF) return pe_radix_parse_leaf(vm, s, n, base, out);
    pe_radix_parse c = {vm, base, 0, NULL};
    /* loop-bound: digits: bits of one base */
    while (!((base >> c.tz) & 1))
        c.tz++;
    int k = 1; /* table entries: j = 0 .. k-1 with LEAF << j < n */
    /* loop-bound: digits: the levels of the parse tree (log of the size) */
    while (((size_t)PE_RADIX_PARSE_LEAF << k) < n)
        k++;
    /* the result, the powers (< 2 results) and the pending partial values (< 1) */
    if (pe_radix_room(vm, (uint64_t)n * 4) < 0) return -1;
    size_t tsize = (size_t)k * sizeof(mp_int);
    c.podd = pe_mem_alloc(&vm->mem, tsize);
    if (!c.podd) return pe_radix_nomem(vm);
    int rc = -1, ninit = 0;
    mp_err e = MP_OKAY;
    /* loop-bound: digits: the levels of the parse tree (log of the size) */
    for (; ninit < k && e == MP_OKAY; ninit++)
        e = mp_init(&c.podd[ninit]);
    if (e == MP_OKAY) {
        mp_set(&c.podd[0], (mp_digit)(base >> c.tz));
        e = mp_expt_u32(&c.podd[0], PE_RADIX_PARSE_LEAF, &c.podd[0]);
    }
    /* loop-bound: digits: the levels of the parse tree (log of the size) */
    for (int i = 1; i < k && e == MP_OKAY; i++) {
        uint64_t l = (uint64_t)c.podd[i - 1].used;
        if (pe_radix_tick(vm, pe_radix_mul_work(l, l)) < 0) goto out;
        e = mp_sqr(&c.podd[i - 1], &c.podd[i]);
    }
    if (e != MP_OKAY) {
        pe_err_nomem(vm);
        goto out;
    }
    rc = pe_radix_parse_rec(&c, s, n, k - 1, out);
out:
    /* loop-bound: digits: the levels of the parse tree (log of the size) */
    for (int i = 0; i < ninit; i++)
        mp_clear(&c.podd[i]);
    pe_mem_free(&vm->mem, c.podd, tsize);
    return rc;
}
