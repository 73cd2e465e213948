/*
 * hashlib.c - the `hashlib` module of CPython 3.11 on OpenSSL's libcrypto (EVP): md5,
 * sha1, sha224/256/384/512, sha512_224/256, sha3_*, shake_128/256 (digest(length)),
 * md5-sha1, sm3, ripemd160 where the
 * provider has them (blake2b/blake2s, whose parameters OpenSSL 3.0 lacks, are our own:
 * hashlib_blake2.c); new(name, data), algorithms_available/guaranteed, pbkdf2_hmac,
 * and hash objects (_hashlib.HASH, _hashlib.HASHXOF) with update, digest, hexdigest,
 * copy, name, digest_size and block_size. usedforsecurity is accepted and ignored.
 *
 * Limits: hashing charges one op per 64 bytes of input, in chunks of HASH_CHUNK bytes so
 * a long update also meets the time limit between chunks; pbkdf2_hmac charges
 * iterations x output blocks before it starts; shake digests of a length past the
 * memory limit are refused before allocation.
 *
 * Memory: OpenSSL allocates each context itself (CRYPTO_set_mem_functions is
 * process-wide and must run before OpenSSL's first allocation, so it cannot be routed
 * to one VM's pe_mem). Each hash object therefore carries HASH_CTX_CHARGE extra bytes
 * in its own pe_mem allocation, an upper estimate of its OpenSSL context, so the memory
 * limit bounds the contexts a program can hold.
 */
#include <openssl/evp.h>
#include <openssl/objects.h>
#include <stdio.h>
#include <string.h>

#include "../builtins/bytes.h"
#include "../builtins/dict.h"
#include "../builtins/set.h"
#include "../builtins/str.h"
#include "../builtins/type.h"
#include "../eval/args.h"
#include "../eval/exc.h"
#include "../eval/ops.h"
#include "../eval/vm.h"
#include "hashlib_blake2.h"
#include "registry.h"

#define HASH_CHUNK      (64u * 1024u)
#define HASH_CTX_CHARGE 512u

typedef struct hash_algo {
    const char *py;  /* CPython's name (h.name, hashlib.NAME) */
    const char *evp; /* OpenSSL's */
    int guaranteed;  /* in algorithms_guaranteed */
} hash_algo;

static const hash_algo algos[] = {
    {"md5", "MD5", 1},
    {"sha1", "SHA1", 1},
    {"sha224", "SHA224", 1},
    {"sha256", "SHA256", 1},
    {"sha384", "SHA384", 1},
    {"sha512", "SHA512", 1},
    {"sha3_224", "SHA3-224", 1},
    {"sha3_256", "SHA3-256", 1},
    {"sha3_384", "SHA3-384", 1},
    {"sha3_512", "SHA3-512", 1},
    {"shake_128", "SHAKE128", 1},
    {"shake_256", "SHAKE256", 1},
    {"blake2b", "BLAKE2B-512", 1},
    {"blake2s", "BLAKE2S-256", 1},
    {"sha512_224", "SHA512-224", 0},
    {"sha512_256", "SHA512-256", 0},
    {"md5-sha1", "MD5-SHA1", 0},
    {"sm3", "SM3", 0},
    {"ripemd160", "RIPEMD160", 0},
};
#define NALGOS (sizeof algos / sizeof algos[0])

typedef struct pe_hash {
    pe_obj base;
    EVP_MD_CTX *ctx; /* owned; never NULL once the object is made */
    const char *name;
} pe_hash;

static size_t hash_obj_size(void) {
    return sizeof(pe_hash) + HASH_CTX_CHARGE;
}

static void hash_dealloc(pe_vm *vm, pe_obj *o) {
    EVP_MD_CTX_free(((pe_hash *)o)->ctx);
    pe_obj_free(vm, o, hash_obj_size());
}

static int is_xof(const EVP_MD *md) {
    return (EVP_MD_get_flags(md) & EVP_MD_FLAG_XOF) != 0;
}

/* CPython's name for md: the table's, else OpenSSL's short name (static text). */
static const char *py_name(const EVP_MD *md) {
    int nid = EVP_MD_get_type(md);
    /* loop-bound: const: the algorithm table */
    for (size_t i = 0; i < NALGOS; i++) {
        const EVP_MD *m = EVP_get_digestbyname(algos[i].evp);
        if (m && EVP_MD_get_type(m) == nid) return algos[i].py;
    }
    const char *sn = OBJ_nid2sn(nid);
    return sn ? sn : "unknown";
}

/* The digest for a Python name: the table's names (exact, as CPython's), then OpenSSL's
 * own names (case-insensitive: "SHA256", "sha-256"); NULL if neither. Borrowed
 * (OpenSSL's static table). */
static const EVP_MD *find_md(const char *name, size_t len) {
    if (strlen(name) != len) return NULL; /* an embedded NUL */
    /* loop-bound: const: the algorithm table */
    for (size_t i = 0; i < NALGOS; i++)
        if (!strcmp(name, algos[i].py)) return EVP_get_digestbyname(algos[i].evp);
    return EVP_get_digestbyname(name);
}

/* A new hash object for md. New reference or PE_NULL. */
static pe_value hash_new(pe_vm *vm, const EVP_MD *md) {
    pe_type *t = vm->types[is_xof(md) ? PE_TYPE_HASHXOF : PE_TYPE_HASH];
    pe_hash *h = (pe_hash *)pe_obj_alloc(vm, t, hash_obj_size());
    if (!h) return PE_NULL;
    h->name = py_name(md);
    h->ctx = EVP_MD_CTX_new();
    if (!h->ctx || !EVP_DigestInit_ex(h->ctx, md, NULL)) {
        pe_value v = pe_obj_value(&h->base);
        pe_decref(vm, v);
        return pe_err_set(vm, PE_EXC_ValueError, "unsupported hash type");
    }
    return pe_obj_value(&h->base);
}

/* Hashes data into h, charging one op per 64 bytes chunk by chunk. 0 or -1. */
static int hash_update(pe_vm *vm, pe_hash *h, const char *data, size_t len) {
    /* loop-bound: charged: one tick per 64 bytes of each chunk */
    do {
        size_t n = len < HASH_CHUNK ? len : HASH_CHUNK;
        if (PE_TICK(vm, n / 64 + 1) < 0) return -1;
        if (!EVP_DigestUpdate(h->ctx, data, n)) {
            pe_err_set(vm, PE_EXC_ValueError, "hash update failed");
            return -1;
        }
        data += n;
        len -= n;
    } while (len);
    return 0;
}

/* The bytes of a data argument, with CPython's errors for str and non-buffers. */
static int data_arg(pe_vm *vm, pe_value v, const char **data, size_t *len) {
    if (pe_bytes_buffer(vm, v, data, len)) return 0;
    if (pe_str_check(vm, v))
        pe_err_set(vm, PE_EXC_TypeError, "Strings must be encoded before hashing");
    else
        pe_err_set(vm, PE_EXC_TypeError, "object supporting the buffer API required");
    return -1;
}

/* A new hash of md over the optional data argument (PE_NULL: none). */
static pe_value hash_make(pe_vm *vm, const EVP_MD *md, pe_value data) {
    const char *p = "";
    size_t n = 0;
    if (!pe_is_null(data) && data_arg(vm, data, &p, &n) < 0) return PE_NULL;
    pe_value h = hash_new(vm, md);
    if (pe_is_null(h)) return PE_NULL;
    if (n && hash_update(vm, (pe_hash *)h.u.o, p, n) < 0) {
        pe_decref(vm, h);
        return PE_NULL;
    }
    return h;
}

/* ---- methods ------------------------------------------------------------------------ */

static pe_value m_update(pe_vm *vm, const pe_value *args, size_t nargs, pe_obj *kw) {
    if (pe_args_one(vm, "HASH.update", nargs - 1, kw) < 0) return PE_NULL;
    const char *p;
    size_t n;
    if (data_arg(vm, args[1], &p, &n) < 0) return PE_NULL;
    if (n && hash_update(vm, (pe_hash *)args[0].u.o, p, n) < 0) return PE_NULL;
    return PE_NONE;
}

/* The digest of h so far (h is unchanged: a copy is finalised), len bytes for an XOF.
 * Writes out, which has room for EVP_MAX_MD_SIZE or len bytes. 0 or -1. */
static int final_into(pe_vm *vm, pe_hash *h, unsigned char *out, size_t len) {
    EVP_MD_CTX *c = EVP_MD_CTX_new();
    int ok = c && EVP_MD_CTX_copy_ex(c, h->ctx);
    if (ok) {
        if (is_xof(EVP_MD_CTX_get0_md(h->ctx)))
            ok = EVP_DigestFinalXOF(c, out, len);
        else
            ok = EVP_DigestFinal_ex(c, out, NULL);
    }
    EVP_MD_CTX_free(c);
    if (!ok) pe_err_nomem(vm);
    return ok ? 0 : -1;
}

/* digest()/hexdigest() of a fixed-size hash. */
static pe_value fixed_digest(pe_vm *vm, const pe_value *args, size_t nargs, pe_obj *kw,
                             const char *name, int hex) {
    if (pe_args_noargs(vm, name, nargs - 1, kw) < 0) return PE_NULL;
    pe_hash *h = (pe_hash *)args[0].u.o;
    unsigned char md[EVP_MAX_MD_SIZE];
    if (final_into(vm, h, md, 0) < 0) return PE_NULL;
    size_t n = (size_t)EVP_MD_CTX_get_size(h->ctx);
    if (!hex) return pe_bytes_new(vm, (const char *)md, n);
    char buf[2 * EVP_MAX_MD_SIZE];
    static const char digits[] = "0123456789abcdef";
    /* loop-bound: const: at most EVP_MAX_MD_SIZE bytes */
    for (size_t i = 0; i < n; i++) {
        buf[2 * i] = digits[md[i] >> 4];
        buf[2 * i + 1] = digits[md[i] & 15];
    }
    return pe_str_value(vm, buf, 2 * n);
}

static pe_value m_digest(pe_vm *vm, const pe_value *a, size_t n, pe_obj *k) {
    return fixed_digest(vm, a, n, k, "HASH.digest", 0);
}
static pe_value m_hexdigest(pe_vm *vm, const pe_value *a, size_t n, pe_obj *k) {
    return fixed_digest(vm, a, n, k, "HASH.hexdigest", 1);
}

/* digest(length)/hexdigest(length) of a shake hash: the length is refused past the
 * memory limit before anything is allocated; one op per 64 bytes produced. */
static pe_value xof_digest(pe_vm *vm, const pe_value *args, size_t nargs, pe_obj *kw,
                           const char *fname, int hex) {
    static const char *const params[] = {"length", NULL};
    const pe_argspec spec = {fname, params, 1, 0, 1};
    pe_value v[1];
    if (pe_args_parse(vm, &spec, args + 1, nargs - 1, kw, v) < 0) return PE_NULL;
    int64_t len;
    if (pe_op_index_i64(vm, v[0], &len) < 0) return PE_NULL;
    if (len < 0 || (uint64_t)len > SIZE_MAX / 4 ||
        pe_mem_would_exceed(&vm->mem, (uint64_t)len * (hex ? 3 : 2) + 64))
        return pe_err_nomem(vm);
    if (PE_TICK(vm, (uint64_t)len / 64 + 1) < 0) return PE_NULL;
    pe_value b = pe_bytes_alloc(vm, (size_t)len);
    if (pe_is_null(b)) return PE_NULL;
    if (len && final_into(vm, (pe_hash *)args[0].u.o,
                          (unsigned char *)pe_bytes_obj(b)->data, (size_t)len) < 0) {
        pe_decref(vm, b);
        return PE_NULL;
    }
    if (!hex) return b;
    pe_value r = pe_op_call_method(vm, b, "hex", NULL, 0);
    pe_decref(vm, b);
    return r;
}

static pe_value x_digest(pe_vm *vm, const pe_value *a, size_t n, pe_obj *k) {
    return xof_digest(vm, a, n, k, "digest", 0);
}
static pe_value x_hexdigest(pe_vm *vm, const pe_value *a, size_t n, pe_obj *k) {
    return xof_digest(vm, a, n, k, "hexdigest", 1);
}

static pe_value m_copy(pe_vm *vm, const pe_value *args, size_t nargs, pe_obj *kw) {
    if (pe_args_noargs(vm, "HASH.copy", nargs - 1, kw) < 0) return PE_NULL;
    pe_hash *h = (pe_hash *)args[0].u.o;
    pe_value c = hash_new(vm, EVP_MD_CTX_get0_md(h->ctx));
    if (pe_is_null(c)) return PE_NULL;
    if (!EVP_MD_CTX_copy_ex(((pe_hash *)c.u.o)->ctx, h->ctx)) {
        pe_decref(vm, c);
        return pe_err_nomem(vm);
    }
    return c;
}

static pe_value hash_getattr(pe_vm *vm, pe_value self, pe_str *name) {
    pe_hash *h = (pe_hash *)self.u.o;
    const EVP_MD *md = EVP_MD_CTX_get0_md(h->ctx);
    if (name->size == 4 && !memcmp(name->data, "name", 4))
        return pe_str_from_cstr(vm, h->name);
    if (name->size == 11 && !memcmp(name->data, "digest_size", 11))
        return pe_int(is_xof(md) ? 0 : EVP_MD_get_size(md));
    if (name->size == 10 && !memcmp(name->data, "block_size", 10))
        return pe_int(EVP_MD_get_block_size(md));
    return pe_object_generic_getattr(vm, self, name);
}

static pe_value hash_repr(pe_vm *vm, pe_value self) {
    pe_hash *h = (pe_hash *)self.u.o;
    char buf[128];
    snprintf(buf, sizeof buf, "<%s %s object @ %p>", h->name, pe_type_of(vm, self)->name,
             (void *)h);
    return pe_str_from_cstr(vm, buf);
}

static const pe_method_def hash_methods[] = {
    {"update", m_update, 0}, {"digest", m_digest, 0}, {"hexdigest", m_hexdigest, 0},
    {"copy", m_copy, 0},     {NULL, NULL, 0},
};
static const pe_method_def xof_methods[] = {
    {"update", m_update, 0}, {"digest", x_digest, 0}, {"hexdigest", x_hexdigest, 0},
    {"copy", m_copy, 0},     {NULL, NULL, 0},
};

/* ---- module functions --------------------------------------------------------------- */

static const EVP_MD *md_or_error(pe_vm *vm, pe_value name) {
    if (!pe_str_check(vm, name)) {
        pe_err_set(vm, PE_EXC_TypeError, "name must be a string");
        return NULL;
    }
    pe_str *s = pe_str_obj(pe_str_arg(vm, name));
    const EVP_MD *md = find_md(s->data, s->size);
    if (!md) pe_err_format(vm, PE_EXC_ValueError, "unsupported hash type %s", s->data);
    return md;
}

/* new(name, data=b'', *, usedforsecurity=True). hashlib.new passes data to _hashlib.new
 * positionally, so its own parameter name `string` always collides. */
static pe_value f_new(pe_vm *vm, const pe_value *args, size_t nargs, pe_obj *kw) {
    static const char *const params[] = {"name", "data", "usedforsecurity", "string", NULL};
    static const pe_argspec spec = {"new", params, 1, 0, 2};
    pe_value v[4];
    if (nargs == 0 && pe_args_nkw(kw) == 0) /* the message of hashlib.py's wrapper */
        return pe_err_set(vm, PE_EXC_TypeError,
                          "__hash_new() missing 1 required positional argument: 'name'");
    if (nargs >= 1 && pe_str_check(vm, args[0])) {
        /* hashlib.new hands blake2 names to the blake2 classes, with every keyword */
        pe_str *n = pe_str_obj(pe_str_arg(vm, args[0]));
        int b = !strcmp(n->data, "blake2b"), s2 = !strcmp(n->data, "blake2s");
        if (b || s2) {
            pe_type *t = vm->types[b ? PE_TYPE_BLAKE2B : PE_TYPE_BLAKE2S];
            return pe_op_call(vm, pe_obj_value(&t->base), args + 1, nargs - 1, kw);
        }
    }
    if (pe_args_parse(vm, &spec, args, nargs, kw, v) < 0) return PE_NULL;
    if (!pe_is_null(v[3]))
        return pe_err_set(vm, PE_EXC_TypeError,
                          "argument for new() given by name ('string') and position (2)");
    const EVP_MD *md = md_or_error(vm, v[0]);
    if (!md) return PE_NULL;
    return hash_make(vm, md, v[1]);
}

/* The named constructors: openssl_md5(string=b'', *, usedforsecurity=True). */
static pe_value named(pe_vm *vm, const pe_value *args, size_t nargs, pe_obj *kw, int i,
                      const char *fname) {
    static const char *const params[] = {"string", "usedforsecurity", NULL};
    const pe_argspec spec = {fname, params, 0, 0, 1};
    pe_value v[2];
    if (pe_args_parse(vm, &spec, args, nargs, kw, v) < 0) return PE_NULL;
    const EVP_MD *md = EVP_get_digestbyname(algos[i].evp);
    if (!md)
        return pe_err_format(vm, PE_EXC_ValueError, "unsupported hash type %s",
                             algos[i].py);
    return hash_make(vm, md, v[0]);
}

#define NAMED(py, idx)                                                                     \
    static pe_value f_##py(pe_vm *vm, const pe_value *a, size_t n, pe_obj *k) {            \
        return named(vm, a, n, k, idx, "openssl_" #py);                                    \
    }
NAMED(md5, 0)
NAMED(sha1, 1)
NAMED(sha224, 2)
NAMED(sha256, 3)
NAMED(sha384, 4)
NAMED(sha512, 5)
NAMED(sha3_224, 6)
NAMED(sha3_256, 7)
NAMED(sha3_384, 8)
NAMED(sha3_512, 9)
NAMED(shake_128, 10)
NAMED(shake_256, 11)

/* pbkdf2_hmac(hash_name, password, salt, iterations, dklen=None). The work
 * (iterations x output blocks HMACs) is charged before it starts; dklen past the
 * memory limit is refused. */
static pe_value f_pbkdf2_hmac(pe_vm *vm, const pe_value *args, size_t nargs, pe_obj *kw) {
    static const char *const params[] = {"hash_name",  "password", "salt",
                                         "iterations", "dklen",    NULL};
    static const pe_argspec spec = {"pbkdf2_hmac", params, 4, 0, 5};
    pe_value v[5];
    if (pe_args_parse(vm, &spec, args, nargs, kw, v) < 0) return PE_NULL;
    if (!pe_str_check(vm, v[0])) {
        return pe_err_format(vm, PE_EXC_TypeError,
                             "pbkdf2_hmac() argument 'hash_name' must be str, not %s",
                             pe_op_typename(vm, v[0]));
    }
    const char *pw, *salt;
    size_t pwlen, saltlen;
    /* loop-bound: const: two arguments */
    for (int k = 1; k <= 2; k++) {
        if (!pe_bytes_buffer(vm, v[k], k == 1 ? &pw : &salt, k == 1 ? &pwlen : &saltlen))
            return pe_err_format(vm, PE_EXC_TypeError,
                                 "a bytes-like object is required, not '%s'",
                                 pe_op_typename(vm, v[k]));
    }
    int64_t iters, dklen = -1;
    if (pe_op_index_i64(vm, v[3], &iters) < 0) return PE_NULL;
    if (iters < 1)
        return pe_err_set(vm, PE_EXC_ValueError, "iteration value must be greater than 0.");
    if (iters > INT32_MAX)
        return pe_err_set(vm, PE_EXC_OverflowError, "iteration value is too great.");
    if (!pe_is_null(v[4]) && !pe_is_none(v[4])) {
        if (pe_op_index_i64(vm, v[4], &dklen) < 0) return PE_NULL;
        if (dklen < 1)
            return pe_err_set(vm, PE_EXC_ValueError, "key length must be greater than 0.");
        if (dklen > INT32_MAX)
            return pe_err_set(vm, PE_EXC_OverflowError, "key length is too great.");
    }
    pe_str *hn = pe_str_obj(pe_str_arg(vm, v[0]));
    const EVP_MD *md = find_md(hn->data, hn->size);
    if (!md || is_xof(md))
        return pe_err_format(vm, PE_EXC_ValueError, "unsupported hash type %s", hn->data);
    if (dklen < 0) dklen = EVP_MD_get_size(md);
    uint64_t blocks = ((uint64_t)dklen + (uint64_t)EVP_MD_get_size(md) - 1) /
                      (uint64_t)EVP_MD_get_size(md);
    if (pe_mem_would_exceed(&vm->mem, (uint64_t)dklen + 64)) return pe_err_nomem(vm);
    if (PE_TICK(vm, blocks * (uint64_t)iters + (pwlen + saltlen) / 64) < 0) return PE_NULL;
    pe_value out = pe_bytes_alloc(vm, (size_t)dklen);
    if (pe_is_null(out)) return PE_NULL;
    if (!PKCS5_PBKDF2_HMAC(pw, (int)pwlen, (const unsigned char *)salt, (int)saltlen,
                           (int)iters, md, (int)dklen,
                           (unsigned char *)pe_bytes_obj(out)->data)) {
        pe_decref(vm, out);
        return pe_err_nomem(vm);
    }
    return out;
}

static const pe_method_def hashlib_functions[] = {
    {"new", f_new, 0},
    {"md5", f_md5, 0},
    {"sha1", f_sha1, 0},
    {"sha224", f_sha224, 0},
    {"sha256", f_sha256, 0},
    {"sha384", f_sha384, 0},
    {"sha512", f_sha512, 0},
    {"sha3_224", f_sha3_224, 0},
    {"sha3_256", f_sha3_256, 0},
    {"sha3_384", f_sha3_384, 0},
    {"sha3_512", f_sha3_512, 0},
    {"shake_128", f_shake_128, 0},
    {"shake_256", f_shake_256, 0},
    {"pbkdf2_hmac", f_pbkdf2_hmac, 0},
    {NULL, NULL, 0},
};

/* Fills the two hash types' slots and methods. The types outlive the module, so a
 * second import finds them done; an import that failed part way (MemoryError) left the
 * last method ("copy") unregistered and is completed by the next. */
static int init_types(pe_vm *vm) {
    pe_type *t = vm->types[PE_TYPE_HASH], *x = vm->types[PE_TYPE_HASHXOF];
    if (!pe_is_null(pe_dict_get_cstr(vm, x->dict, "copy"))) return 0;
    pe_type *both[2] = {t, x};
    /* loop-bound: const: two types */
    for (int i = 0; i < 2; i++) {
        both[i]->basicsize = sizeof(pe_hash);
        both[i]->dealloc = hash_dealloc;
        both[i]->getattr = hash_getattr;
        both[i]->repr = hash_repr;
    }
    if (pe_type_add_methods(vm, t, hash_methods) < 0) return -1;
    return pe_type_add_methods(vm, x, xof_methods);
}

/* algorithms_guaranteed (all = 0) or algorithms_available (all = 1) as a set. */
static pe_value algo_set(pe_vm *vm, int all) {
    pe_value s = pe_set_new(vm, 0);
    if (pe_is_null(s)) return PE_NULL;
    /* loop-bound: const: the algorithm table */
    for (size_t i = 0; i < NALGOS; i++) {
        if (!all && !algos[i].guaranteed) continue;
        if (all && !EVP_get_digestbyname(algos[i].evp)) continue;
        pe_value n = pe_str_from_cstr(vm, algos[i].py);
        if (pe_is_null(n) || pe_set_add(vm, s, n) < 0) {
            if (!pe_is_null(n)) pe_decref(vm, n);
            pe_decref(vm, s);
            return PE_NULL;
        }
        pe_decref(vm, n);
    }
    return s;
}

int pe_mod_hashlib_init(pe_vm *vm, pe_value module, pe_value dict) {
    (void)module;
    if (init_types(vm) < 0 || pe_module_add_functions(vm, dict, hashlib_functions) < 0 ||
        pe_hashlib_blake2_init(vm, dict) < 0)
        return -1;
    static const char *const set_names[2] = {"algorithms_guaranteed",
                                             "algorithms_available"};
    /* loop-bound: const: two sets */
    for (int all = 0; all < 2; all++) {
        pe_value s = algo_set(vm, all);
        if (pe_is_null(s)) return -1;
        int rc = pe_dict_set_cstr(vm, dict, set_names[all], s);
        pe_decref(vm, s);
        if (rc < 0) return -1;
    }
    return 0;
}
