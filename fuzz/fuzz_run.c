/*
 * fuzz_run.c - libFuzzer target: arbitrary source run under tight limits.
 *
 * Limits as issue 4 asks: 100k operations, 16 MB, recursion ceiling 100, 64 KiB of
 * output, 2 s of wall time. A fresh VM per input, so a crash reproduces from its
 * input alone; after the run the same VM must run a second small program (the VM
 * survives any status), then pyeval_free must get every byte back (PE_DEBUG aborts
 * otherwise).
 */
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "pyeval.h"

static int discard(void *ud, int stream, const char *data, size_t len) {
    (void)ud, (void)stream, (void)data, (void)len;
    return 0;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);
int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    pyeval_config cfg;
    pyeval_config_default(&cfg);
    cfg.max_ops = 100000;
    cfg.max_memory = 16u << 20;
    cfg.max_depth = 100;
    cfg.max_output = 64u << 10;
    cfg.timeout = 2.0;
    cfg.output = discard;
    pyeval_vm *vm = pyeval_new(&cfg);
    if (!vm) return 0;
    (void)pyeval_run(vm, (const char *)data, size, "<fuzz>");
    /* literals and operators only: the first run may have rebound any global name */
    static const char after[] = "x_after = {'a': [1, 2.5, 'b' * 3] * 4}\n";
    pyeval_status st = pyeval_run(vm, after, sizeof after - 1, "<after>");
    /* the VM must stay usable after any outcome of the first run; only memory may run
     * short, since the first run's globals can hold up to the limit */
    pyeval_error err;
    int short_of_memory = st == PYEVAL_LIMIT_MEMORY ||
                          (st == PYEVAL_ERROR && pyeval_last_error(vm, &err) == 0 &&
                           err.type && !strcmp(err.type, "MemoryError"));
    if (st != PYEVAL_OK && !short_of_memory) abort();
    pyeval_free(vm);
    return 0;
}
