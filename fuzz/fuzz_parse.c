/*
 * fuzz_parse.c - libFuzzer target: arbitrary bytes through the front end.
 *
 * Every input is parsed (tree-sitter), checked by the tokenizer pass, lowered to the
 * AST, scope-resolved and dumped (pyeval_dump_ast), with a discarding output sink;
 * then compiled from bytes (`compile(b'\x..', ...)`: the path of bytes that are not
 * valid UTF-8, read token by token as CPython's string tokenizer does).
 * Whatever the bytes, the outcome must be a status: PYEVAL_OK or a clean error
 * (SyntaxError, RecursionError, MemoryError, a limit). Sanitizers catch the rest, and
 * the PE_DEBUG build aborts in pyeval_free if a byte leaked.
 */
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
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
    cfg.max_memory = 64u << 20;
    cfg.max_output = 1u << 20;
    cfg.timeout = 10.0;
    cfg.output = discard;
    pyeval_vm *vm = pyeval_new(&cfg);
    if (!vm) return 0;
    (void)pyeval_dump_ast(vm, (const char *)data, size, "<fuzz>");
    /* the same bytes given to compile() as a bytes literal */
    static const char head[] = "compile(b'", tail[] = "', 'fuzz.py', 'exec')";
    char *src = malloc(sizeof head + 4 * size + sizeof tail); // raw-alloc-ok: the host's
    if (src) {
        size_t n = sizeof head - 1;
        memcpy(src, head, n);
        for (size_t i = 0; i < size; i++) {
            snprintf(src + n, 5, "\\x%02x", data[i]);
            n += 4;
        }
        memcpy(src + n, tail, sizeof tail - 1);
        n += sizeof tail - 1;
        (void)pyeval_run(vm, src, n, "<fuzz>");
        free(src); // raw-alloc-ok
    }
    pyeval_free(vm);
    return 0;
}
