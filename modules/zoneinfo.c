/*
 * zoneinfo.c - the `zoneinfo` module of CPython 3.11 (PEP 615), with the IANA database
 * compiled in (modules/zoneinfo_db.h): ZoneInfo("America/New_York") reads no host file.
 * The classes are sandbox Python (modules/py/zoneinfo.py), which parses the TZif bytes
 * as CPython parses a zone file. Here are the two things Python cannot do:
 *   _tzfile(key)  the zone's TZif bytes (a new bytes object), or None if no such key;
 *   _tzkeys()     every key, as a tuple of str in sorted order.
 */
#include <string.h>

#include "../builtins/bytes.h"
#include "../builtins/str.h"
#include "../builtins/tuple.h"
#include "../eval/args.h"
#include "../eval/exc.h"
#include "../eval/vm.h"
#include "frozen.h"
#include "registry.h"
#include "zoneinfo_db.h"

/* The table entry for key[0:n], or NULL. A binary search over the sorted keys
 * (log2 of ~600 keys). Cannot fail. */
static const pe_tzdb_zone *zi_find(const char *key, size_t n) {
    size_t lo = 0, hi = pe_tzdb_nzones;
    while (lo < hi) { /* loop-bound: const table, log2 of its keys */
        size_t mid = lo + (hi - lo) / 2;
        const char *k = pe_tzdb_zones[mid].key;
        size_t kn = strlen(k);
        int c = memcmp(k, key, kn < n ? kn : n);
        if (c == 0) c = kn < n ? -1 : kn > n ? 1 : 0;
        if (c == 0) return &pe_tzdb_zones[mid];
        if (c < 0)
            lo = mid + 1;
        else
            hi = mid;
    }
    return NULL;
}

/* _tzfile(key): the zone's TZif bytes (new bytes), None (no such key), or PE_NULL with
 * TypeError (key not a str) or MemoryError pending. */
static pe_value zi_tzfile(pe_vm *vm, const pe_value *args, size_t nargs, pe_obj *kwnames) {
    if (pe_args_one(vm, "_tzfile", nargs, kwnames)) return PE_NULL;
    if (!pe_str_check(vm, args[0]))
        return pe_err_set(vm, PE_EXC_TypeError, "_tzfile() argument must be str");
    pe_str *s = pe_str_obj(pe_str_arg(vm, args[0]));
    const pe_tzdb_zone *z = zi_find(s->data, s->size);
    if (!z) return PE_NONE;
    if (PE_TICK(vm, 1 + z->len / 64)) return PE_NULL; /* one op per 64 bytes copied */
    return pe_bytes_new(vm, (const char *)pe_tzdb_blob + z->offset, z->len);
}

/* _tzkeys(): a new tuple of every key (new str each), or PE_NULL with MemoryError or a
 * limit pending. One op per key. */
static pe_value zi_tzkeys(pe_vm *vm, const pe_value *args, size_t nargs, pe_obj *kwnames) {
    (void)args;
    if (pe_args_noargs(vm, "_tzkeys", nargs, kwnames)) return PE_NULL;
    pe_value t = pe_tuple_new(vm, pe_tzdb_nzones);
    if (pe_is_null(t)) return PE_NULL;
    for (size_t i = 0; i < pe_tzdb_nzones; i++) {
        if (PE_TICK(vm, 1)) goto fail;
        pe_value k = pe_str_from_cstr(vm, pe_tzdb_zones[i].key);
        if (pe_is_null(k)) goto fail;
        pe_tuple_set_item(t, i, k);
    }
    return t;
fail:
    pe_decref(vm, t);
    return PE_NULL;
}

static const pe_method_def zi_functions[] = {
    {"_tzfile", zi_tzfile, 0},
    {"_tzkeys", zi_tzkeys, 0},
    {NULL, NULL, 0},
};

int pe_mod_zoneinfo_init(pe_vm *vm, pe_value module, pe_value dict) {
    (void)module;
    if (pe_module_add_functions(vm, dict, zi_functions)) return -1;
    return pe_module_exec_source(vm, dict, "zoneinfo", pe_frozen_zoneinfo,
                                 pe_frozen_zoneinfo_len);
}
