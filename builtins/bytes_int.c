/*
 * bytes_int.c - int.to_bytes and int.from_bytes (registered in int's method table),
 * kept with bytes because they are conversions between the two.
 */
#include <string.h>

#include "../eval/args.h"
#include "../eval/exc.h"
#include "../eval/ops.h"
#include "../eval/vm.h"
#include "bytes_impl.h"
#include "int.h"
#include "int_radix.h"
#include "str.h"

/* byteorder argument: 1 big, 0 little, -1 with the error pending. */
static int pe_bi_order(pe_vm *vm, pe_value v, const char *fname) {
    if (pe_is_null(v)) return 1;
    if (!pe_str_check(vm, v)) {
        pe_err_format(vm, PE_EXC_TypeError, "%s() argument 'byteorder' must be str, not %s",
                      fname, pe_op_typename(vm, v));
        return -1;
    }
    const char *s = pe_str_obj(v)->data;
    if (!strcmp(s, "big")) return 1;
    if (!strcmp(s, "little")) return 0;
    pe_err_set(vm, PE_EXC_ValueError, "byteorder must be either 'little' or 'big'");
    return -1;
}

static void pe_bi_reverse(unsigned char *p, size_t n) {
    /* loop-bound: caller-charged: int.to_bytes/from_bytes charge the buffer they build */
    for (size_t i = 0, j = n; i + 1 < j; i++, j--) {
        unsigned char t = p[i];
        p[i] = p[j - 1];
        p[j - 1] = t;
    }
}

pe_value pe_bytes_int_to_bytes(pe_vm *vm, const pe_value *args, size_t nargs, pe_obj *kw) {
    static const char *const params[] = {"length", "byteorder", "signed", NULL};
    static const pe_argspec spec = {"to_bytes", params, 0, 0, 2};
    pe_value a[3];
    if (pe_args_parse(vm, &spec, args + 1, nargs - 1, kw, a) < 0) return PE_NULL;
    int64_t length = 1;
    if (!pe_is_null(a[0]) && pe_op_index_i64(vm, a[0], &length) < 0) return PE_NULL;
    if (length < 0)
        return pe_err_set(vm, PE_EXC_ValueError, "length argument must be non-negative");
    int big = pe_bi_order(vm, a[1], "to_bytes");
    if (big < 0) return PE_NULL;
    int sign = 0;
    if (!pe_is_null(a[2]) && (sign = pe_op_truth(vm, a[2])) < 0) return PE_NULL;
    if ((uint64_t)length > ((uint64_t)1 << 32) ||
        pe_mem_would_exceed(&vm->mem, (uint64_t)length + 64))
        return pe_err_nomem(vm);
    pe_value self = args[0].tag == PE_T_BOOL ? pe_int(args[0].u.i) : args[0];
    int neg = pe_int_sign(self) < 0;
    if (neg && !sign)
        return pe_err_set(vm, PE_EXC_OverflowError,
                          "can't convert negative int to unsigned");
    /* bits needed: unsigned bit_length, or for signed one more (two's complement) */
    uint64_t bits = pe_int_bit_length(self);
    if (sign) {
        if (!neg)
            bits += 1;
        else {
            /* -2**(k) fits in k+1 bits; other negatives need bit_length(|v|) + 1 */
            mp_int m;
            if (pe_int_to_mp(vm, self, &m) < 0) return PE_NULL;
            int pow2 = mp_count_bits(&m) > 0;
            /* |v| is a power of two iff it has one set bit */
            if (pow2) {
                mp_int t;
                if (mp_init(&t) != MP_OKAY || mp_abs(&m, &t) != MP_OKAY ||
                    mp_sub_d(&t, 1, &t) != MP_OKAY) {
                    mp_clear(&t);
                    mp_clear(&m);
                    return pe_err_nomem(vm);
                }
                pow2 = mp_count_bits(&t) < mp_count_bits(&m);
                mp_clear(&t);
            }
            mp_clear(&m);
            bits += pow2 ? 0 : 1;
            if (bits == 0) bits = 1;
        }
    }
    if (bits > (uint64_t)length * 8)
        return pe_err_set(vm, PE_EXC_OverflowError, "int too big to convert");
    if (PE_TICK(vm, length / 64) < 0) return PE_NULL;
    pe_value r = pe_bytes_alloc(vm, (size_t)length);
    if (pe_is_null(r) || length == 0) return r;
    unsigned char *out = (unsigned char *)pe_bytes_obj(r)->data;
    mp_int m;
    if (pe_int_to_mp(vm, self, &m) < 0) {
        pe_decref(vm, r);
        return PE_NULL;
    }
    mp_err err = MP_OKAY;
    if (neg) {
        /* two's complement: 2**(8*length) + v */
        mp_int p;
        err = mp_init(&p);
        if (err == MP_OKAY) err = mp_2expt(&p, (int)(length * 8));
        if (err == MP_OKAY) err = mp_add(&p, &m, &m);
        mp_clear(&p);
    }
    /* bits <= 8 * length was checked above, and 2**(8*length) + v < 2**(8*length) */
    if (err == MP_OKAY) pe_int_radix_to_ubin(&m, out, (size_t)length);
    mp_clear(&m);
    if (err != MP_OKAY) {
        pe_decref(vm, r);
        return pe_err_nomem(vm);
    }
    if (!big) pe_bi_reverse(out, (size_t)length);
    return r;
}

pe_value pe_bytes_int_from_bytes(pe_vm *vm, const pe_value *args, size_t nargs,
                                 pe_obj *kw) {
    static const char *const params[] = {"bytes", "byteorder", "signed", NULL};
    static const pe_argspec spec = {"from_bytes", params, 1, 0, 2};
    pe_value a[3];
    if (pe_args_parse(vm, &spec, args + 1, nargs - 1, kw, a) < 0) return PE_NULL;
    int big = pe_bi_order(vm, a[1], "from_bytes");
    if (big < 0) return PE_NULL;
    int sign = 0;
    if (!pe_is_null(a[2]) && (sign = pe_op_truth(vm, a[2])) < 0) return PE_NULL;
    const char *d;
    size_t n;
    pe_value tmp = PE_NULL;
    if (!pe_bytes_buffer(vm, a[0], &d, &n)) {
        if (pe_str_check(vm, a[0]))
            return pe_err_set(vm, PE_EXC_TypeError, "cannot convert 'str' object to bytes");
        tmp = pe_op_call(vm, pe_obj_value(&vm->types[PE_TYPE_BYTES]->base), &a[0], 1, NULL);
        if (pe_is_null(tmp)) return PE_NULL;
        d = pe_bytes_data(tmp), n = pe_bytes_len(tmp);
    }
    pe_value r = PE_NULL;
    unsigned char *buf = pe_mem_alloc(&vm->mem, n + 1);
    if (!buf) {
        pe_decref(vm, tmp);
        return pe_err_nomem(vm);
    }
    if (n) memcpy(buf, d, n);
    if (!big) pe_bi_reverse(buf, n);
    if (PE_TICK(vm, n / 64) < 0) goto out;
    mp_int m;
    if (pe_int_radix_from_ubin(vm, buf, n, &m) < 0) goto out;
    if (sign && n && (buf[0] & 0x80)) {
        mp_int p;
        mp_err err = mp_init(&p);
        if (err == MP_OKAY) err = mp_2expt(&p, (int)(n * 8));
        if (err == MP_OKAY) err = mp_sub(&m, &p, &m);
        mp_clear(&p);
        if (err != MP_OKAY) {
            mp_clear(&m);
            pe_err_nomem(vm);
            goto out;
        }
    }
    r = pe_int_from_mp(vm, &m);
    /* int subclasses: cls(value), as CPython */
    if (!pe_is_null(r) && args[0].u.o != &vm->types[PE_TYPE_INT]->base) {
        pe_value c = pe_op_call(vm, args[0], &r, 1, NULL);
        pe_decref(vm, r);
        r = c;
    }
out:
    pe_mem_free(&vm->mem, buf, n + 1);
    pe_decref(vm, tmp);
    return r;
}
