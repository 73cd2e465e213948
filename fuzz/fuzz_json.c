/*
 * fuzz_json.c - libFuzzer target: arbitrary bytes as a JSON document.
 *
 * The input, decoded as UTF-8 with replacement characters, goes to json.loads as a str;
 * a document that parses is encoded again (dumps with and without indent, ensure_ascii
 * off, sort_keys) and the encoding must be stable: dumps(loads(dumps(v))) == dumps(v).
 * An AssertionError (the encoding changed) aborts; every other outcome (a
 * JSONDecodeError, a RecursionError, a limit) is a clean end. Limits as fuzz_run's.
 *
 * Importing json parses and runs its Python (modules/py/json.py), which costs far more
 * than one document, so one VM with json imported serves RENEW inputs in turn and is
 * then freed (pyeval_free must get every byte back: PE_DEBUG) and made again. Each
 * input only reads the json module and rebinds the same four globals, so what it does
 * does not depend on the inputs before it: a crash still reproduces from its input.
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

#define RENEW 128

/* the previous input's values go first, so that they never count toward this one's
 * memory limit */
static const char prologue[] = "d = v = s = t = None\n"
                               "d = bytes.fromhex('";
static const char epilogue[] =
    "').decode('utf-8', 'replace')\n"
    "try:\n"
    "    v = json.loads(d)\n"
    "except (ValueError, RecursionError):\n"
    "    pass\n"
    "else:\n"
    "    s = json.dumps(v)\n"
    "    assert json.dumps(json.loads(s)) == s, s\n"
    "    t = json.dumps(v, indent=1, sort_keys=True, ensure_ascii=False)\n"
    "    assert json.dumps(json.loads(t), indent=1, sort_keys=True,\n"
    "                      ensure_ascii=False) == t, t\n";

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);
int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    static const char hex[] = "0123456789abcdef";
    size_t len = sizeof prologue - 1 + 2 * size + sizeof epilogue - 1;
    char *src = malloc(len);
    if (!src) return 0;
    char *p = src;
    memcpy(p, prologue, sizeof prologue - 1);
    p += sizeof prologue - 1;
    for (size_t i = 0; i < size; i++) {
        *p++ = hex[data[i] >> 4];
        *p++ = hex[data[i] & 15];
    }
    memcpy(p, epilogue, sizeof epilogue - 1);

    static pyeval_vm *vm;
    static unsigned runs;
    if (vm && ++runs % RENEW == 0) {
        pyeval_free(vm);
        vm = NULL;
    }
    if (!vm) {
        pyeval_config cfg;
        pyeval_config_default(&cfg);
        cfg.max_ops = 200000;
        cfg.max_memory = 16u << 20;
        cfg.max_depth = 100;
        cfg.max_output = 64u << 10;
        cfg.timeout = 2.0;
        cfg.output = discard;
        vm = pyeval_new(&cfg);
        static const char import[] = "import json\n";
        if (vm && pyeval_run(vm, import, sizeof import - 1, "<import>") != PYEVAL_OK) {
            /* only the 2 s time limit can stop it (a loaded machine): try again */
            pyeval_free(vm);
            vm = NULL;
        }
        if (!vm) {
            free(src);
            return 0;
        }
    }
    pyeval_status st = pyeval_run(vm, src, len, "<fuzz_json>");
    free(src);
    pyeval_error err;
    if (st == PYEVAL_ERROR && pyeval_last_error(vm, &err) == 0 && err.type &&
        !strcmp(err.type, "AssertionError"))
        abort(); /* json.dumps is not stable over its own output */
    return 0;
}
