/*
 * io.c - the `io` module: StringIO and BytesIO (in-memory streams with CPython 3.11's
 * methods and messages) and the class names programs test with isinstance (IOBase,
 * TextIOBase, TextIOWrapper, BufferedIOBase, RawIOBase, UnsupportedOperation). There is
 * no file system, so no file classes.
 *
 * The streams are C types (io_stringio.c, io_bytesio.c); modules/py/io.py derives
 * io.StringIO and io.BytesIO from them and from the io ABCs, which come from
 * sys.stdout's class so that isinstance(sys.stdout, io.TextIOBase) holds. This file
 * holds what both streams share.
 */
#include "io.h"

#include <string.h>

#include "../builtins/dict.h"
#include "../builtins/int.h"
#include "../builtins/type.h"
#include "../core/intern.h"
#include "../eval/exc.h"
#include "../eval/ops.h"
#include "../eval/vm.h"
#include "frozen.h"
#include "registry.h"

int pe_io_size_arg(pe_vm *vm, pe_value v, int64_t *out) {
    *out = -1;
    if (pe_is_null(v) || pe_is_none(v)) return 0;
    if (!pe_int_check(vm, v) && !pe_type_of(vm, v)->index) {
        pe_err_format(vm, PE_EXC_TypeError, "argument should be integer or None, not '%s'",
                      pe_op_typename(vm, v));
        return -1;
    }
    if (pe_op_index_i64(vm, v, out) == 0) return 0;
    if (pe_err_matches(vm, PE_EXC_OverflowError)) {
        pe_err_clear(vm);
        pe_err_set(vm, PE_EXC_OverflowError,
                   "cannot fit 'int' into an index-sized integer");
    }
    return -1;
}

size_t pe_io_grow(pe_vm *vm, size_t cap, size_t need) {
    size_t ncap = cap < 64 ? 64 : cap * 2;
    if (ncap < need) ncap = need;
    const pe_mem *m = &vm->mem;
    if (m->limit) {
        /* read the accounting directly: pe_mem_would_exceed would mark a refusal */
        uint64_t room = m->limit > m->current ? m->limit - m->current : 0;
        if (ncap - cap > room) ncap = cap + (size_t)(room / 2);
        if (ncap < need) ncap = need;
    }
    return ncap;
}

int pe_io_reserve(pe_vm *vm, char **buf, size_t *cap, size_t need) {
    if (need <= *cap) return 0;
    if (need > ((size_t)1 << 46) || pe_mem_would_exceed(&vm->mem, need - *cap)) {
        pe_err_too_big(vm);
        return -1;
    }
    size_t ncap = pe_io_grow(vm, *cap, need);
    char *nb = pe_mem_realloc(&vm->mem, *buf, *cap, ncap);
    if (!nb) {
        pe_err_nomem(vm);
        return -1;
    }
    *buf = nb;
    *cap = ncap;
    return 0;
}

pe_value pe_io_err_closed(pe_vm *vm, int dot) {
    return pe_err_set(vm, PE_EXC_ValueError,
                      dot ? "I/O operation on closed file."
                          : "I/O operation on closed file");
}

int pe_io_method_is_builtin(pe_vm *vm, pe_value self, pe_type *base, const char *name) {
    pe_type *t = pe_type_of(vm, self);
    if (t == base) return 1;
    pe_str *key = pe_intern(vm, name, strlen(name));
    if (!key) return 0;
    pe_value found = pe_type_lookup(vm, t, key);
    pe_value bd = pe_type_dict(vm, base);
    if (pe_is_null(bd)) return 0;
    pe_value own = pe_dict_get_str(vm, bd, key);
    return !pe_is_null(found) && pe_is(found, own);
}

int pe_mod_io_types_init(pe_vm *vm) {
    if (pe_io_stringio_init(vm) < 0) return -1;
    return pe_io_bytesio_init(vm);
}

int pe_mod_io_init(pe_vm *vm, pe_value module, pe_value dict) {
    (void)module;
    if (pe_dict_set_cstr(vm, dict, "_StringIO",
                         pe_obj_value(&vm->types[PE_TYPE_STRINGIO]->base)) < 0 ||
        pe_dict_set_cstr(vm, dict, "_BytesIO",
                         pe_obj_value(&vm->types[PE_TYPE_BYTESIO]->base)) < 0)
        return -1;
    return pe_module_exec_source(vm, dict, "io", pe_frozen_io, pe_frozen_io_len);
}
