/*
 * random.c - the `random` module of CPython 3.11. The generator core is here in C:
 * MT19937 with CPython's seeding (init_by_array over the 32-bit words of abs(seed),
 * least significant first), random() from two draws (53 bits), getrandbits(k) as
 * CPython's (words least significant first, the last word keeping its high bits), and
 * getstate/setstate as a tuple of 624 words plus the index. The Python-level methods
 * (randrange, choice, shuffle, sample, choices, the distributions, Random and
 * SystemRandom) are modules/py/random.py, our own code following the algorithms of
 * Lib/random.py step by step, so that every call draws the same words and does the same
 * float arithmetic as CPython: results match bit for bit.
 *
 * The state of one generator lives in a bytearray of MT_STATE_BYTES bytes held by the
 * Random instance (attribute _mt): there is no new builtin type. The C functions check
 * its size on every call, so a program that tampers with it gets ValueError, never a
 * read outside it.
 *
 * Seeds: None seeds from the host's entropy (getrandom(2)) unless the host configured a
 * seed (pyeval_config.has_seed, CLI --seed N); then the k-th entropy seeding of the VM
 * draws from a SplitMix64 stream keyed by (seed, k), so an unseeded program is
 * deterministic across runs. SystemRandom and _urandom always use host entropy.
 */
#include <openssl/sha.h>
#include <stdint.h>
#include <string.h>
#include <sys/random.h>
#include <tommath.h>

#include "../builtins/bytes.h"
#include "../builtins/int.h"
#include "../builtins/str.h"
#include "../builtins/tuple.h"
#include "../eval/args.h"
#include "../eval/exc.h"
#include "../eval/ops.h"
#include "../eval/vm.h"
#include "frozen.h"
#include "registry.h"

#define MT_N           624
#define MT_M           397
#define MT_STATE_BYTES ((MT_N + 1) * 4) /* 624 words, then the index */

typedef struct mt_state {
    uint32_t mt[MT_N];
    uint32_t index; /* invariant: index <= MT_N */
} mt_state;

_Static_assert(sizeof(mt_state) == MT_STATE_BYTES, "mt_state layout");

/* The generator state inside st (a bytearray of MT_STATE_BYTES bytes), or NULL with
 * ValueError pending. Borrowed: valid until Python code runs. */
static mt_state *state_of(pe_vm *vm, pe_value st) {
    if (!pe_bytearray_check(vm, st) || pe_bytearray_len(st) != MT_STATE_BYTES) {
        pe_err_set(vm, PE_EXC_ValueError, "random generator state is corrupted");
        return NULL;
    }
    mt_state *s = (mt_state *)pe_bytearray_obj(st)->data;
    if (s->index > MT_N) s->index = MT_N; /* keeps the invariant against tampering */
    return s;
}

static void mt_init_genrand(mt_state *s, uint32_t seed) {
    s->mt[0] = seed;
    /* loop-bound: const: MT_N */
    for (uint32_t i = 1; i < MT_N; i++)
        s->mt[i] = 1812433253u * (s->mt[i - 1] ^ (s->mt[i - 1] >> 30)) + i;
    s->index = MT_N;
}

/* The reference init_by_array. The caller charged for klen (max(MT_N, klen) steps). */
static void mt_init_by_array(mt_state *s, const uint32_t *key, size_t klen) {
    mt_init_genrand(s, 19650218u);
    size_t i = 1, j = 0;
    /* loop-bound: caller-charged: seed_from_mp ticks for max(MT_N, klen) */
    for (size_t k = MT_N > klen ? MT_N : klen; k; k--) {
        s->mt[i] = (s->mt[i] ^ ((s->mt[i - 1] ^ (s->mt[i - 1] >> 30)) * 1664525u)) +
                   key[j] + (uint32_t)j;
        i++;
        j++;
        if (i >= MT_N) {
            s->mt[0] = s->mt[MT_N - 1];
            i = 1;
        }
        if (j >= klen) j = 0;
    }
    /* loop-bound: const: MT_N */
    for (size_t k = MT_N - 1; k; k--) {
        s->mt[i] = (s->mt[i] ^ ((s->mt[i - 1] ^ (s->mt[i - 1] >> 30)) * 1566083941u)) -
                   (uint32_t)i;
        i++;
        if (i >= MT_N) {
            s->mt[0] = s->mt[MT_N - 1];
            i = 1;
        }
    }
    s->mt[0] = 0x80000000u; /* non-zero initial array */
}

static uint32_t mt_twist_word(uint32_t a, uint32_t b, uint32_t m) {
    uint32_t y = (a & 0x80000000u) | (b & 0x7fffffffu);
    return m ^ (y >> 1) ^ ((y & 1u) ? 0x9908b0dfu : 0u);
}

/* The next 32-bit output. Cannot fail. */
static uint32_t mt_next(mt_state *s) {
    if (s->index >= MT_N) {
        uint32_t *mt = s->mt;
        int kk;
        /* loop-bound: const: MT_N */
        for (kk = 0; kk < MT_N - MT_M; kk++)
            mt[kk] = mt_twist_word(mt[kk], mt[kk + 1], mt[kk + MT_M]);
        /* loop-bound: const: MT_N */
        for (; kk < MT_N - 1; kk++)
            mt[kk] = mt_twist_word(mt[kk], mt[kk + 1], mt[kk + (MT_M - MT_N)]);
        mt[MT_N - 1] = mt_twist_word(mt[MT_N - 1], mt[0], mt[MT_M - 1]);
        s->index = 0;
    }
    uint32_t y = s->mt[s->index++];
    y ^= y >> 11;
    y ^= (y << 7) & 0x9d2c5680u;
    y ^= (y << 15) & 0xefc60000u;
    y ^= y >> 18;
    return y;
}

static double mt_random(mt_state *s) {
    uint32_t a = mt_next(s) >> 5, b = mt_next(s) >> 6;
    return (a * 67108864.0 + b) * (1.0 / 9007199254740992.0);
}

/* ---- seeding ------------------------------------------------------------------------ */

/* Seeds s from the magnitude of m (CPython: abs(n), 32-bit words, least significant
 * first; zero is one zero word). 0 or -1. */
static int seed_from_mp(pe_vm *vm, mt_state *s, const mp_int *m) {
    size_t bits = (size_t)mp_count_bits(m);
    size_t nwords = bits ? (bits + 31) / 32 : 1;
    if (PE_TICK(vm, (nwords > MT_N ? nwords : MT_N) / 64 + 1) < 0) return -1;
    uint32_t *key = pe_mem_calloc(&vm->mem, nwords, sizeof(uint32_t));
    if (!key) {
        pe_err_nomem(vm);
        return -1;
    }
    size_t written = 0;
    if (bits && mp_pack(key, nwords, &written, MP_LSB_FIRST, sizeof(uint32_t),
                        MP_NATIVE_ENDIAN, 0, m) != MP_OKAY) {
        pe_mem_free(&vm->mem, key, nwords * sizeof(uint32_t));
        pe_err_nomem(vm);
        return -1;
    }
    mt_init_by_array(s, key, nwords);
    pe_mem_free(&vm->mem, key, nwords * sizeof(uint32_t));
    return 0;
}

/* _mt_seed(st, n): seeds from the int n (its absolute value is used). */
static pe_value r_seed(pe_vm *vm, const pe_value *args, size_t nargs, pe_obj *kwnames) {
    if (pe_args_range(vm, "_mt_seed", nargs, kwnames, 2, 2) < 0) return PE_NULL;
    mt_state *s = state_of(vm, args[0]);
    if (!s) return PE_NULL;
    if (!pe_int_check(vm, args[1]))
        return pe_err_set(vm, PE_EXC_TypeError, "_mt_seed needs an int");
    mp_int m;
    if (pe_int_to_mp(vm, args[1], &m) < 0) return PE_NULL;
    int rc = seed_from_mp(vm, s, &m);
    mp_clear(&m);
    return rc < 0 ? PE_NULL : PE_NONE;
}

/* _mt_seed_bytes(st, data): version-2 seeding of str/bytes/bytearray (data is already
 * bytes): the int whose big-endian bytes are data + sha512(data). */
static pe_value r_seed_bytes(pe_vm *vm, const pe_value *args, size_t nargs,
                             pe_obj *kwnames) {
    if (pe_args_range(vm, "_mt_seed_bytes", nargs, kwnames, 2, 2) < 0) return PE_NULL;
    const char *data;
    size_t len;
    if (!pe_bytes_buffer(vm, args[1], &data, &len))
        return pe_err_set(vm, PE_EXC_TypeError, "_mt_seed_bytes needs bytes");
    if (PE_TICK(vm, len / 64 + 1) < 0) return PE_NULL; /* SHA-512 and the unpack */
    size_t total = len + SHA512_DIGEST_LENGTH;
    unsigned char *buf = pe_mem_alloc(&vm->mem, total);
    if (!buf) return pe_err_nomem(vm);
    memcpy(buf, data, len);
    SHA512((const unsigned char *)data, len, buf + len);
    mp_int m;
    pe_value r = PE_NULL;
    if (mp_init(&m) != MP_OKAY) {
        pe_err_nomem(vm);
        goto fail;
    }
    if (mp_unpack(&m, total, MP_MSB_FIRST, 1, MP_BIG_ENDIAN, 0, buf) != MP_OKAY) {
        pe_err_nomem(vm);
        mp_clear(&m);
        goto fail;
    }
    mt_state *s = state_of(vm, args[0]);
    int rc = s ? seed_from_mp(vm, s, &m) : -1;
    mp_clear(&m);
    if (rc == 0) r = PE_NONE;
fail:
    pe_mem_free(&vm->mem, buf, total);
    return r;
}

/* Fills buf with n bytes of host entropy. 0, or -1 with OSError pending. */
static int host_entropy(pe_vm *vm, void *buf, size_t n) {
    size_t done = 0;
    while (done < n) {
        if (PE_TICK(vm, 1) < 0) return -1; /* each getrandom returns > 0 bytes or fails */
        ssize_t got = getrandom((char *)buf + done, n - done, 0);
        if (got < 0) {
            pe_err_set(vm, PE_EXC_OSError, "the host's entropy source failed");
            return -1;
        }
        done += (size_t)got;
    }
    return 0;
}

static uint64_t splitmix64(uint64_t *x) {
    uint64_t z = (*x += 0x9e3779b97f4a7c15ull);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
    return z ^ (z >> 31);
}

/* _mt_seed_entropy(st): seeds as CPython does for None (624 words of entropy through
 * init_by_array); from the host seed's stream when the host set one. */
static pe_value r_seed_entropy(pe_vm *vm, const pe_value *args, size_t nargs,
                               pe_obj *kwnames) {
    if (pe_args_range(vm, "_mt_seed_entropy", nargs, kwnames, 1, 1) < 0) return PE_NULL;
    mt_state *s = state_of(vm, args[0]);
    if (!s || PE_TICK(vm, MT_N / 64) < 0) return PE_NULL;
    uint32_t key[MT_N];
    if (vm->cfg.has_seed) {
        uint64_t x = vm->cfg.seed ^ (0x6a09e667f3bcc909ull * ++vm->random_seedings);
        /* loop-bound: const: MT_N */
        for (int i = 0; i < MT_N; i++)
            key[i] = (uint32_t)(splitmix64(&x) >> 32);
    } else if (host_entropy(vm, key, sizeof key) < 0) {
        return PE_NULL;
    }
    mt_init_by_array(s, key, MT_N);
    return PE_NONE;
}

/* _urandom(n): n bytes of host entropy (SystemRandom, secrets). */
static pe_value r_urandom(pe_vm *vm, const pe_value *args, size_t nargs, pe_obj *kwnames) {
    if (pe_args_range(vm, "_urandom", nargs, kwnames, 1, 1) < 0) return PE_NULL;
    int64_t n;
    if (pe_op_index_i64(vm, args[0], &n) < 0) return PE_NULL;
    if (n < 0) return pe_err_set(vm, PE_EXC_ValueError, "negative argument not allowed");
    if (pe_mem_would_exceed(&vm->mem, (uint64_t)n + 64)) return pe_err_nomem(vm);
    if (PE_TICK(vm, (uint64_t)n / 64 + 1) < 0) return PE_NULL;
    pe_value b = pe_bytes_alloc(vm, (size_t)n);
    if (pe_is_null(b)) return PE_NULL;
    if (host_entropy(vm, pe_bytes_obj(b)->data, (size_t)n) < 0) {
        pe_decref(vm, b);
        return PE_NULL;
    }
    return b;
}

/* ---- drawing ------------------------------------------------------------------------ */

static pe_value r_random(pe_vm *vm, const pe_value *args, size_t nargs, pe_obj *kwnames) {
    if (pe_args_range(vm, "_mt_random", nargs, kwnames, 1, 1) < 0) return PE_NULL;
    mt_state *s = state_of(vm, args[0]);
    if (!s) return PE_NULL;
    return pe_float(mt_random(s));
}

/* k random bits as an int (k >= 0). The result's size is refused before allocation when
 * it would pass the memory limit; one op per 64 words drawn. New reference or PE_NULL. */
static pe_value getrandbits(pe_vm *vm, mt_state *s, uint64_t k) {
    if (k == 0) return pe_int(0);
    if (k <= 32) return pe_int(mt_next(s) >> (32 - k));
    if (k <= 63) {
        uint64_t lo = mt_next(s);
        uint64_t hi = mt_next(s) >> (64 - k);
        return pe_int((int64_t)(hi << 32 | lo));
    }
    uint64_t words = (k - 1) / 32 + 1;
    if (pe_mem_would_exceed(&vm->mem, words * 8 + 64)) return pe_err_nomem(vm);
    if (PE_TICK(vm, words / 64 + 1) < 0) return PE_NULL;
    uint32_t *w = pe_mem_alloc(&vm->mem, words * sizeof(uint32_t));
    if (!w) return pe_err_nomem(vm);
    /* loop-bound: charged-before: words / 64 ticks above */
    for (uint64_t i = 0; i < words; i++, k -= 32) {
        uint32_t r = mt_next(s);
        if (k < 32) r >>= 32 - k; /* the last word keeps its high bits */
        w[i] = r;
    }
    mp_int m;
    pe_value res = PE_NULL;
    if (mp_init(&m) != MP_OKAY || mp_unpack(&m, words, MP_LSB_FIRST, sizeof(uint32_t),
                                            MP_NATIVE_ENDIAN, 0, w) != MP_OKAY) {
        mp_clear(&m);
        pe_err_nomem(vm);
    } else {
        res = pe_int_from_mp(vm, &m);
    }
    pe_mem_free(&vm->mem, w, words * sizeof(uint32_t));
    return res;
}

/* k as CPython's getrandbits(k: int) takes it: an index, "number of bits must be
 * non-negative", OverflowError past a C int... 0 or -1. */
static int bits_arg(pe_vm *vm, pe_value v, uint64_t *k) {
    pe_value i = pe_op_index(vm, v);
    if (pe_is_null(i)) return -1;
    int64_t n;
    int big = pe_int_as_i64(i, &n);
    pe_decref(vm, i);
    if (big || n > INT32_MAX || n < INT32_MIN) {
        pe_err_set(vm, PE_EXC_OverflowError, "Python int too large to convert to C int");
        return -1;
    }
    if (n < 0) {
        pe_err_set(vm, PE_EXC_ValueError, "number of bits must be non-negative");
        return -1;
    }
    *k = (uint64_t)n;
    return 0;
}

static pe_value r_getrandbits(pe_vm *vm, const pe_value *args, size_t nargs,
                              pe_obj *kwnames) {
    if (pe_args_range(vm, "_mt_getrandbits", nargs, kwnames, 2, 2) < 0) return PE_NULL;
    uint64_t k;
    if (bits_arg(vm, args[1], &k) < 0) return PE_NULL;
    mt_state *s = state_of(vm, args[0]);
    if (!s) return PE_NULL;
    return getrandbits(vm, s, k);
}

/* _mt_randbelow(st, n): Lib/random.py's _randbelow_with_getrandbits for an int n > 0:
 * k = n.bit_length(), draw getrandbits(k) until below n. Native for n < 2**63. */
static pe_value r_randbelow(pe_vm *vm, const pe_value *args, size_t nargs,
                            pe_obj *kwnames) {
    if (pe_args_range(vm, "_mt_randbelow", nargs, kwnames, 2, 2) < 0) return PE_NULL;
    mt_state *s = state_of(vm, args[0]);
    if (!s) return PE_NULL;
    pe_value n = args[1];
    uint64_t k = pe_int_bit_length(n);
    int64_t small;
    if (pe_is_smallint(n) && pe_int_as_i64(n, &small) == 0 && small > 0) {
        /* loop-bound: each draw succeeds with probability > 1/2; ticked per retry */
        for (;;) {
            pe_value r = getrandbits(vm, s, k);
            if (r.u.i < small) return r;
            if (PE_TICK(vm, 1) < 0) return PE_NULL;
        }
    }
    /* loop-bound: each draw succeeds with probability > 1/2; ticked per retry */
    for (;;) {
        pe_value r = getrandbits(vm, s, k);
        if (pe_is_null(r)) return PE_NULL;
        if (pe_int_cmp(r, n) < 0) return r;
        pe_decref(vm, r);
        if (PE_TICK(vm, 1) < 0) return PE_NULL;
    }
}

/* ---- state -------------------------------------------------------------------------- */

static pe_value r_getstate(pe_vm *vm, const pe_value *args, size_t nargs, pe_obj *kwnames) {
    if (pe_args_range(vm, "_mt_getstate", nargs, kwnames, 1, 1) < 0) return PE_NULL;
    mt_state *s = state_of(vm, args[0]);
    if (!s) return PE_NULL;
    pe_value t = pe_tuple_new(vm, MT_N + 1);
    if (pe_is_null(t)) return PE_NULL;
    /* loop-bound: const: MT_N */
    for (int i = 0; i < MT_N; i++)
        pe_tuple_set_item(t, i, pe_int(s->mt[i]));
    pe_tuple_set_item(t, MT_N, pe_int(s->index));
    return t;
}

/* One word of a state tuple as CPython's PyLong_AsUnsignedLong then a cast to 32 bits.
 * 0 or -1. */
static int state_word(pe_vm *vm, pe_value v, uint32_t *out) {
    if (!pe_int_check(vm, v)) {
        pe_err_set(vm, PE_EXC_TypeError, "an integer is required");
        return -1;
    }
    if (pe_int_sign(v) < 0) {
        pe_err_set(vm, PE_EXC_OverflowError,
                   "can't convert negative value to unsigned int");
        return -1;
    }
    if (pe_int_bit_length(v) > 64) {
        pe_err_set(vm, PE_EXC_OverflowError,
                   "Python int too large to convert to C unsigned long");
        return -1;
    }
    mp_int m;
    if (pe_int_to_mp(vm, v, &m) < 0) return -1;
    *out = (uint32_t)mp_get_mag_u64(&m);
    mp_clear(&m);
    return 0;
}

static pe_value r_setstate(pe_vm *vm, const pe_value *args, size_t nargs, pe_obj *kwnames) {
    if (pe_args_range(vm, "_mt_setstate", nargs, kwnames, 2, 2) < 0) return PE_NULL;
    pe_value t = args[1];
    if (!pe_tuple_check(vm, t))
        return pe_err_set(vm, PE_EXC_TypeError, "state vector must be a tuple");
    if (pe_tuple_len(t) != MT_N + 1)
        return pe_err_set(vm, PE_EXC_ValueError, "state vector is the wrong size");
    mt_state tmp;
    /* loop-bound: const: MT_N */
    for (int i = 0; i < MT_N; i++)
        if (state_word(vm, pe_tuple_item(t, i), &tmp.mt[i]) < 0) return PE_NULL;
    pe_value iv = pe_op_index(vm, pe_tuple_item(t, MT_N));
    if (pe_is_null(iv)) return PE_NULL;
    int64_t index;
    int big = pe_int_as_i64(iv, &index);
    pe_decref(vm, iv);
    if (big) {
        return pe_err_set(vm, PE_EXC_OverflowError,
                          "Python int too large to convert to C long");
    }
    if (index < 0 || index > MT_N)
        return pe_err_set(vm, PE_EXC_ValueError, "invalid state");
    tmp.index = (uint32_t)index;
    mt_state *s = state_of(vm, args[0]);
    if (!s) return PE_NULL;
    *s = tmp;
    return PE_NONE;
}

static pe_value r_new(pe_vm *vm, const pe_value *args, size_t nargs, pe_obj *kwnames) {
    if (pe_args_range(vm, "_mt_new", nargs, kwnames, 0, 0) < 0) return PE_NULL;
    mt_state s;
    mt_init_genrand(&s, 5489u); /* seeded for real by Random.__init__ */
    return pe_bytearray_new(vm, (const char *)&s, sizeof s);
}

/* _index(v): operator.index, for randrange's argument checks. */
static pe_value r_index(pe_vm *vm, const pe_value *args, size_t nargs, pe_obj *kwnames) {
    if (pe_args_range(vm, "_index", nargs, kwnames, 1, 1) < 0) return PE_NULL;
    return pe_op_index(vm, args[0]);
}

static const pe_method_def random_functions[] = {
    {"_index", r_index, 0},
    {"_mt_new", r_new, 0},
    {"_mt_seed", r_seed, 0},
    {"_mt_seed_bytes", r_seed_bytes, 0},
    {"_mt_seed_entropy", r_seed_entropy, 0},
    {"_mt_random", r_random, 0},
    {"_mt_getrandbits", r_getrandbits, 0},
    {"_mt_randbelow", r_randbelow, 0},
    {"_mt_getstate", r_getstate, 0},
    {"_mt_setstate", r_setstate, 0},
    {"_urandom", r_urandom, 0},
    {NULL, NULL, 0},
};

int pe_mod_random_init(pe_vm *vm, pe_value module, pe_value dict) {
    (void)module;
    if (pe_module_add_functions(vm, dict, random_functions) < 0) return -1;
    return pe_module_exec_source(vm, dict, "random", pe_frozen_random,
                                 pe_frozen_random_len);
}
