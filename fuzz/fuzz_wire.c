/*
 * fuzz_wire.c - libFuzzer target: arbitrary bytes as a worker message body
 * (worker/wire.h), the input both sides of an isolated session treat as hostile.
 *
 * Each input is decoded as a value tree (with every handle id known, so the decoder
 * goes past them) and as a NEW message's config. A tree that decodes is encoded again
 * and must decode to the same bytes (the encoding is canonical for what the decoder
 * accepts). Sanitizers catch overreads and leaks; the decoder's own bounds (lengths
 * against the bytes left, PE_WIRE_MAX_DEPTH) keep each input's cost proportional.
 */
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "pyeval.h"
#include "worker/wire.h"

static int any_handle(void *ud, uint64_t id, void **ptr) {
    (void)ud;
    *ptr = (void *)(uintptr_t)id;
    return id ? 0 : -1;
}

static uint64_t same_id(void *ud, void *ptr) {
    (void)ud;
    return (uint64_t)(uintptr_t)ptr;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);
int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    pe_wire_in in;
    pyeval_value v;
    pe_wire_in_init(&in, data, size);
    in.handle_ptr = any_handle;
    if (pe_wire_get_value(&in, &v) == 0) {
        size_t used = in.pos;
        pe_wire_out o = {0};
        o.handle_id = same_id;
        pe_wire_begin(&o, 0);
        pe_wire_put_value(&o, &v);
        /* a float NaN's bits and every other field come back as they went */
        if (pe_wire_finish(&o) != 0 || o.len - 5 != used || memcmp(o.data + 5, data, used))
            abort();
        pe_wire_out_free(&o);
        pe_wire_value_clear(&v);
    }
    pyeval_config cfg;
    pe_wire_in_init(&in, data, size);
    (void)pe_wire_get_config(&in, &cfg);
    return 0;
}
