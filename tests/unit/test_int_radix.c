/*
 * test_int_radix.c - the int <-> text/bytes conversions of builtins/int_radix.c against
 * libtommath's own (slow, per-digit, but simple) mp_to_radix / mp_read_radix /
 * mp_to_ubin / mp_from_ubin, on pseudo-random numbers of many sizes and on powers of ten
 * around the recursions' split widths; then round trips on numbers too big for the
 * reference, the operation budget, and a failing-allocation sweep.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "builtins/int_radix.h"
#include "eval/exc.h"
#include "eval/vm.h"
#include "pyeval.h"

#include "check.h"

static pe_vm *vm;
static uint64_t seed = 12345;

static uint64_t next(void) {
    seed = seed * 6364136223846793005u + 1442695040888963407u;
    return seed >> 4; /* 60 bits */
}

/* A number of exactly `bits` bits (bits >= 1), random below the top bit; dense or, with
 * `sparse`, mostly zero digits with runs of all-ones. */
static void make(mp_int *m, int bits, int sparse) {
    int used = (bits + MP_DIGIT_BIT - 1) / MP_DIGIT_BIT;
    if (mp_init_size(m, used + 1) != MP_OKAY) abort();
    for (int i = 0; i < used; i++) {
        uint64_t r = next();
        if (sparse) r = (r % 7 == 0) ? ((uint64_t)1 << MP_DIGIT_BIT) - 1 : (r % 5 == 0);
        m->dp[i] = (mp_digit)(r & ((((uint64_t)1) << MP_DIGIT_BIT) - 1));
    }
    int top = bits - (used - 1) * MP_DIGIT_BIT;
    m->dp[used - 1] &= (((mp_digit)1) << top) - 1;
    m->dp[used - 1] |= ((mp_digit)1) << (top - 1);
    m->used = used;
    mp_clamp(m);
}

/* libtommath's decimal/base text of |m|, lowercase, in a malloc'd string. */
static char *reference(const mp_int *m, int base) {
    mp_int a;
    if (mp_init(&a) != MP_OKAY || mp_abs(m, &a) != MP_OKAY) abort();
    int size;
    if (mp_radix_size(&a, base, &size) != MP_OKAY) abort();
    char *s = malloc((size_t)size + 1); // raw-alloc-ok: test scaffolding
    size_t written;
    if (mp_to_radix(&a, s, (size_t)size + 1, &written, base) != MP_OKAY) abort();
    for (char *p = s; *p; p++)
        if (*p >= 'A' && *p <= 'Z') *p = (char)(*p - 'A' + 'a');
    mp_clear(&a);
    return s;
}

/* to_dec against the reference, and parse back; also the power-of-two bases. */
static void check_number(const mp_int *m, int pow2) {
    char *want = reference(m, 10);
    size_t n = 0;
    char *got = pe_int_radix_to_dec(vm, m, &n);
    CHECK(got != NULL);
    if (!got) {
        free(want); // raw-alloc-ok
        return;
    }
    int ok = n == strlen(want) && strcmp(got, want) == 0;
    CHECK(ok);
    if (!ok) fprintf(stderr, "  to_dec of a %d-bit number differs\n", mp_count_bits(m));
    mp_int back;
    CHECK(pe_int_radix_parse(vm, got, n, 10, &back) == 0);
    mp_int a;
    if (mp_init(&a) != MP_OKAY || mp_abs(m, &a) != MP_OKAY) abort();
    CHECK(mp_cmp(&back, &a) == MP_EQ);
    mp_clear(&back);
    pe_mem_free(&vm->mem, got, n + 1);
    free(want); // raw-alloc-ok
    for (int shift = 1; pow2 && shift <= 5; shift++) {
        int base = 1 << shift;
        want = reference(m, base);
        got = pe_int_radix_to_pow2(vm, m, shift, &n);
        CHECK(got && n == strlen(want) && strcmp(got, want) == 0);
        if (got) {
            CHECK(pe_int_radix_parse(vm, got, n, base, &back) == 0);
            CHECK(mp_cmp(&back, &a) == MP_EQ);
            mp_clear(&back);
            pe_mem_free(&vm->mem, got, n + 1);
        }
        free(want); // raw-alloc-ok
    }
    mp_clear(&a);
}

static void test_random_decimal(void) {
    static const int sizes[] = {1,    2,    59,   60,    61,    63,    64,    65,   100,
                                1000, 1700, 1701, 1702,  2000,  3402,  3403,  3500, 6803,
                                6804, 7000, 9000, 13607, 14000, 14300, 20000, 30000};
    for (size_t i = 0; i < sizeof sizes / sizeof sizes[0]; i++)
        for (int sparse = 0; sparse < 2; sparse++) {
            mp_int m;
            make(&m, sizes[i], sparse);
            check_number(&m, sizes[i] < 20000);
            m.sign = MP_NEG; /* the magnitude is converted */
            size_t n;
            char *got = pe_int_radix_to_dec(vm, &m, &n);
            CHECK(got && got[0] != '-');
            if (got) pe_mem_free(&vm->mem, got, n + 1);
            mp_clear(&m);
        }
    mp_int z;
    if (mp_init(&z) != MP_OKAY) abort();
    size_t n;
    char *got = pe_int_radix_to_dec(vm, &z, &n);
    CHECK(got && n == 1 && strcmp(got, "0") == 0);
    if (got) pe_mem_free(&vm->mem, got, n + 1);
    got = pe_int_radix_to_pow2(vm, &z, 4, &n);
    CHECK(got && n == 1 && strcmp(got, "0") == 0);
    if (got) pe_mem_free(&vm->mem, got, n + 1);
    mp_clear(&z);
}

/* 10**k - 1, 10**k, 10**k + 1 around the widths 512 * 2**j where the recursion splits,
 * and 2**k +- 1 (all-ones and one-then-zeros digits). */
static void test_boundaries(void) {
    static const int ks[] = {9,    18,   19,   36,   511,  512,  513,  1023, 1024,
                             1025, 2047, 2048, 2049, 4095, 4096, 4097, 8192, 8193};
    for (size_t i = 0; i < sizeof ks / sizeof ks[0]; i++) {
        mp_int p, t;
        if (mp_init_multi(&p, &t, NULL) != MP_OKAY) abort();
        mp_set(&p, 10);
        if (mp_expt_u32(&p, (uint32_t)ks[i], &p) != MP_OKAY) abort();
        for (int d = -1; d <= 1; d++) {
            if (mp_copy(&p, &t) != MP_OKAY) abort();
            if (d < 0 && mp_decr(&t) != MP_OKAY) abort();
            if (d > 0 && mp_incr(&t) != MP_OKAY) abort();
            check_number(&t, 0);
        }
        if (mp_2expt(&p, ks[i] * 3) != MP_OKAY) abort();
        for (int d = -1; d <= 1; d++) {
            if (mp_copy(&p, &t) != MP_OKAY) abort();
            if (d < 0 && mp_decr(&t) != MP_OKAY) abort();
            if (d > 0 && mp_incr(&t) != MP_OKAY) abort();
            check_number(&t, ks[i] < 3000);
        }
        mp_clear_multi(&p, &t, NULL);
    }
}

/* Every base 2..36 against mp_read_radix, with upper- and lowercase letters. */
static void test_parse_bases(void) {
    static const size_t lens[] = {1, 12, 13, 100, 1023, 1024, 1025, 2049, 4100};
    static const char digs[] = "0123456789abcdefghijklmnopqrstuvwxyz";
    char *s = malloc(4101); // raw-alloc-ok
    for (int base = 2; base <= 36; base++)
        for (size_t i = 0; i < sizeof lens / sizeof lens[0]; i++) {
            size_t n = lens[i];
            for (size_t j = 0; j < n; j++) {
                char c = digs[next() % (uint64_t)base];
                s[j] = (j & 1) && c >= 'a' ? (char)(c - 'a' + 'A') : c;
            }
            s[n] = '\0';
            mp_int want, got;
            if (mp_init(&want) != MP_OKAY || mp_read_radix(&want, s, base) != MP_OKAY)
                abort();
            CHECK(pe_int_radix_parse(vm, s, n, base, &got) == 0);
            int ok = mp_cmp(&want, &got) == MP_EQ;
            CHECK(ok);
            if (!ok) fprintf(stderr, "  parse of %zu digits in base %d differs\n", n, base);
            mp_clear_multi(&want, &got, NULL);
        }
    free(s); // raw-alloc-ok
}

/* Bytes both ways against libtommath's, with zero padding. */
static void test_bytes(void) {
    static const int sizes[] = {1, 7, 8, 9, 60, 64, 120, 121, 1000, 65536};
    for (size_t i = 0; i < sizeof sizes / sizeof sizes[0]; i++) {
        mp_int m, back;
        make(&m, sizes[i], 0);
        size_t n = mp_ubin_size(&m), written;
        unsigned char *want = malloc(n + 3), *got = malloc(n + 3); // raw-alloc-ok
        memset(want, 0, 3);
        if (mp_to_ubin(&m, want + 3, n, &written) != MP_OKAY) abort();
        pe_int_radix_to_ubin(&m, got, n + 3);
        CHECK(memcmp(want, got, n + 3) == 0);
        CHECK(pe_int_radix_from_ubin(vm, got, n + 3, &back) == 0);
        CHECK(mp_cmp(&m, &back) == MP_EQ);
        mp_clear_multi(&m, &back, NULL);
        free(want); // raw-alloc-ok
        free(got);  // raw-alloc-ok
    }
    mp_int z;
    CHECK(pe_int_radix_from_ubin(vm, (const unsigned char *)"\0\0", 2, &z) == 0);
    CHECK(mp_iszero(&z));
    mp_clear(&z);
}

/* Numbers too big for the quadratic reference: decimal round trips. */
static void test_big_round_trips(void) {
    static const int sizes[] = {100000, 333333, 1000000};
    for (size_t i = 0; i < sizeof sizes / sizeof sizes[0]; i++) {
        mp_int m, back;
        make(&m, sizes[i], (int)i == 1);
        size_t n;
        char *s = pe_int_radix_to_dec(vm, &m, &n);
        CHECK(s != NULL);
        if (!s) continue;
        CHECK(s[0] != '0');
        CHECK(pe_int_radix_parse(vm, s, n, 10, &back) == 0);
        CHECK(mp_cmp(&m, &back) == MP_EQ);
        pe_mem_free(&vm->mem, s, n + 1);
        mp_clear_multi(&m, &back, NULL);
    }
}

/* A long conversion ends at the operation budget with the limit error, no leak. */
static void test_budget(void) {
    pyeval_config cfg;
    pyeval_config_default(&cfg);
    cfg.max_ops = 100000;
    pe_vm *small = pyeval_new(&cfg);
    CHECK(small != NULL);
    if (!small) return;
    mp_int m, r;
    make(&m, 2000000, 0);
    uint64_t before = small->mem.current;
    size_t n;
    CHECK(pe_int_radix_to_dec(small, &m, &n) == NULL && pe_err_is_limit(small));
    CHECK(small->mem.current == before);
    pe_err_clear(small);
    pyeval_free(small);
    small = pyeval_new(&cfg);
    if (!small) return;
    before = small->mem.current;
    char *s = malloc(600001); // raw-alloc-ok
    memset(s, '7', 600000);
    CHECK(pe_int_radix_parse(small, s, 600000, 10, &r) < 0 && pe_err_is_limit(small));
    CHECK(small->mem.current == before);
    free(s); // raw-alloc-ok
    mp_clear(&m);
    pyeval_free(small);
}

/* Every allocation in turn fails: an error or a correct result, never a crash or leak. */
static void test_alloc_failures(void) {
    mp_int m;
    make(&m, 40000, 0);
    char *want = reference(&m, 10);
    uint64_t before = vm->mem.current;
    int done = 0;
    for (uint64_t k = 1; k < 200 && !done; k++) {
        vm->mem.nallocs = 0;
        vm->mem.fail_at = k;
        size_t n;
        char *got = pe_int_radix_to_dec(vm, &m, &n);
        vm->mem.fail_at = 0;
        if (got) {
            CHECK(strcmp(got, want) == 0);
            pe_mem_free(&vm->mem, got, n + 1);
            done = 1;
        } else {
            CHECK(pe_err_occurred(vm));
            pe_err_clear(vm);
        }
        CHECK(vm->mem.current == before);
    }
    CHECK(done);
    free(want); // raw-alloc-ok
    mp_clear(&m);
}

int main(void) {
    pyeval_config cfg;
    pyeval_config_default(&cfg);
    cfg.max_ops = 0;
    vm = pyeval_new(&cfg);
    if (!vm) {
        fprintf(stderr, "pyeval_new failed\n");
        return 1;
    }
    test_random_decimal();
    test_boundaries();
    test_parse_bases();
    test_bytes();
    test_big_round_trips();
    test_budget();
    test_alloc_failures();
    pyeval_free(vm);
    return pe_check_summary();
}
