/*
 * fuzz_re.c - libFuzzer target: the `re` module on an arbitrary pattern and subject.
 *
 * Input: byte 0 picks the flags, then the pattern up to the first NUL byte, then the
 * subject. The target writes a program that compiles the pattern as bytes and as str
 * (latin-1 and UTF-8 decodings) and runs every matching function on the subject, under
 * tight limits (100k operations, 16 MiB, 2 s). One VM serves every input: importing re
 * parses its Python (modules/py/re.py), which under ASan costs far more than an input,
 * so the VM imports it once and each input starts with re.purge() (the pattern cache
 * is the only state an input leaves), which keeps a crash reproducible from its input. The
 * program catches the errors a pattern may rightly raise (re.error, and the engine's
 * ValueError for patterns PCRE2 cannot take); anything else escaping (an IndexError from
 * the translator, a RuntimeError from the engine) is a bug and aborts, as do crashes, leaks
 * (PE_DEBUG) and hangs.
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

static const char prog_head[] =
    "import re\n"
    "def run(p, s, f):\n"
    "    try:\n"
    "        r = re.compile(p, f)\n"
    "    except (re.error, ValueError, OverflowError, RecursionError):\n"
    "        return\n"
    "    r.search(s); r.match(s); r.fullmatch(s); r.findall(s); r.split(s, 3)\n"
    "    [m.span() for m in r.finditer(s)]\n"
    "    m = r.search(s, 1)\n"
    "    if m:\n"
    "        m.groups(); m.groupdict(); m.lastindex; repr(m); m.regs\n"
    "    try:\n"
    "        r.subn(s[:8], s)\n"
    "    except (re.error, IndexError):\n"
    "        pass\n"
    "    r.sub(lambda m: m.group()[:1], s)\n";

/* Appends data as the text of a bytes literal: b'\xNN...'. */
static size_t put_bytes(char *out, const uint8_t *data, size_t n) {
    size_t k = 0;
    out[k++] = 'b';
    out[k++] = '\'';
    /* loop-bound: fuzz input, at most -max_len bytes */
    for (size_t i = 0; i < n; i++)
        k += (size_t)sprintf(out + k, "\\x%02x", data[i]);
    out[k++] = '\'';
    return k;
}

/* The VM every input runs on, with re imported and run() defined; NULL if it could not
 * be made. */
static pyeval_vm *shared_vm(void) {
    static pyeval_vm *vm;
    if (vm) return vm;
    pyeval_config cfg;
    pyeval_config_default(&cfg);
    cfg.max_ops = 100000;
    cfg.max_memory = 16u << 20;
    cfg.max_depth = 200;
    cfg.max_output = 64u << 10;
    cfg.timeout = 2.0;
    cfg.output = discard;
    vm = pyeval_new(&cfg);
    if (vm &&
        pyeval_run(vm, prog_head, sizeof prog_head - 1, "<fuzz_re_setup>") != PYEVAL_OK)
        abort();
    return vm;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);
int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    if (size < 1 || size > 4096) return 0;
    /* flags: I M S X A from the low bits (A only with bytes and str alike) */
    static const int bits[] = {2, 8, 16, 64, 256};
    int flags = 0;
    /* loop-bound: const */
    for (int i = 0; i < 5; i++)
        if (data[0] & (1 << i)) flags |= bits[i];
    const uint8_t *pat = data + 1;
    const uint8_t *nul = memchr(pat, 0, size - 1);
    size_t plen = nul ? (size_t)(nul - pat) : size - 1;
    const uint8_t *subj = nul ? nul + 1 : pat;
    size_t slen = nul ? size - 1 - plen - 1 : plen;

    char *prog = malloc(sizeof prog_head + 8 * size + 512);
    if (!prog) return 0;
    size_t k = 0;
    k += (size_t)sprintf(prog + k, "re.purge()\nP = ");
    k += put_bytes(prog + k, pat, plen);
    k += (size_t)sprintf(prog + k, "\nS = ");
    k += put_bytes(prog + k, subj, slen);
    k += (size_t)sprintf(
        prog + k,
        "\nrun(P, S, %d)\n"
        "run(P.decode('latin-1'), S.decode('latin-1'), %d)\n"
        "run(P.decode('utf-8', 'replace'), S.decode('utf-8', 'replace'), %d)\n",
        flags, flags, flags);

    pyeval_vm *vm = shared_vm();
    if (!vm) {
        free(prog);
        return 0;
    }
    pyeval_status st = pyeval_run(vm, prog, k, "<fuzz_re>");
    pyeval_error err;
    if (st == PYEVAL_ERROR && pyeval_last_error(vm, &err) == 0 && err.type &&
        strcmp(err.type, "MemoryError") != 0) {
        fprintf(stderr, "fuzz_re: %s: %s\n%s", err.type, err.message ? err.message : "",
                err.traceback ? err.traceback : "");
        abort();
    }
    free(prog);
    return 0;
}
