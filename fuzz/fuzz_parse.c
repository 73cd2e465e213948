/*
 * fuzz_parse.c - libFuzzer target: arbitrary bytes through the front end.
 *
 * Every input is parsed (tree-sitter), checked by the tokenizer pass, lowered to the
 * AST, scope-resolved and dumped (pyeval_dump_ast), with a discarding output sink.
 * Whatever the bytes, the outcome must be a status: PYEVAL_OK or a clean error
 * (SyntaxError, RecursionError, MemoryError, a limit). Sanitizers catch the rest, and
 * the PE_DEBUG build aborts in pyeval_free if a byte leaked.
 */
#include <stddef.h>
#include <stdint.h>

#include "pyeval.h"

static int discard(void *ud, int stream, const char *data, size_t len) {
    (void)ud, (void)stream, (void)data, (void)len;
    return 0;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);
int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    pyeval_config cfg;
    pyeval_config_default(&cfg);
    cfg.max_memory = 64u << 20;
    cfg.max_output = 1u << 20;
    cfg.timeout = 10.0;
    cfg.output = discard;
    pyeval_vm *vm = pyeval_new(&cfg);
    if (!vm) return 0;
    (void)pyeval_dump_ast(vm, (const char *)data, size, "<fuzz>");
    pyeval_free(vm);
    return 0;
}
