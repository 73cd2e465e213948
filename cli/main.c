/*
 * main.c - the pyeval command. Uses only include/pyeval.h.
 *
 *   pyeval [options] -c CODE     run CODE ("<string>" in tracebacks)
 *   pyeval [options] FILE        run a file (its path in tracebacks)
 *   pyeval [options] -           run standard input ("<stdin>"); also with no program
 *                                when standard input is not a terminal
 *   pyeval [options] --dump-ast (-c CODE | FILE | -)
 *
 * Exit status: 0 success; 1 uncaught exception (traceback on stderr, as CPython);
 * 2 usage error or unreadable file; 3 a limit stopped the program (one line on stderr
 * naming the limit, its value and the line); SystemExit's code otherwise.
 */
#include <errno.h>
#include <limits.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <unistd.h>

#include "pyeval.h"

#define PE_CLI_EXIT_LIMIT 3

static void pe_cli_usage(FILE *f) {
    fputs("usage: pyeval [options] (-c CODE | FILE | -)\n"
          "\n"
          "Runs Python 3.11 code in a sandbox.\n"
          "\n"
          "options (0 means no limit):\n"
          "  -c CODE              run CODE\n"
          "  -                    read the program from standard input (also the\n"
          "                       default when it is not a terminal)\n"
          "  --max-ops N          operation budget (default 10000000)\n"
          "  --max-memory SIZE    memory limit, e.g. 256M, 1G (default 256M)\n"
          "  --max-depth N        recursion limit ceiling: programs start at min(1000, N)\n"
          "                       and sys.setrecursionlimit may raise it up to N\n"
          "                       (default 100000)\n"
          "  --timeout SECONDS    wall-clock limit (default 30)\n"
          "  --max-output SIZE    limit on printed output (default 1M)\n"
          "  --max-source SIZE    limit on the program's size (default 1M)\n"
          "  --max-host-calls N   calls into the host per run (default 100000; the CLI\n"
          "                       defines no host functions)\n"
          "  --allow-import A,B   let programs import only these modules (and their\n"
          "                       submodules); repeatable, the lists add up\n"
          "  --deny-import X,Y    refuse these modules and their submodules (wins over\n"
          "                       --allow-import); repeatable. Denying sys is allowed,\n"
          "                       but much ordinary code imports it\n"
          "  --seed N             seed the random module's unseeded generators with N, so\n"
          "                       runs are repeatable (default: host entropy)\n"
          "  --fixed-time ISO     start the clock (time.time(), datetime.now(), ...) at\n"
          "                       ISO, e.g. 2024-01-02T03:04:05Z or\n"
          "                       2024-01-02T03:04:05.5+01:00 (UTC when no offset), or\n"
          "                       at epoch seconds; it advances by time.sleep\n"
          "  --mount HOST:VIRTUAL[:ro|rw|overlay]\n"
          "                       make the host directory HOST visible to open(), os,\n"
          "                       pathlib, ... at the absolute path VIRTUAL: ro (the\n"
          "                       default) reads only, rw writes to the host, overlay\n"
          "                       keeps writes in memory; repeatable (docs/files.md)\n"
          "  --stats              print operations, peak memory and time to stderr\n"
          "  --dump-ast           print the syntax tree instead of running\n"
          "  -h, --help           show this help\n"
          "  --version            show the version\n",
          f);
}

/* Parses a non-negative integer; returns 0 on success. */
static int pe_cli_parse_u64(const char *s, uint64_t *out) {
    if (!*s || *s == '-') return -1;
    errno = 0;
    char *end;
    unsigned long long v = strtoull(s, &end, 10);
    if (errno || *end) return -1;
    *out = v;
    return 0;
}

/* Parses a size with an optional K/M/G suffix (powers of 1024; "KiB"/"KB" also
 * accepted). Returns 0 on success. */
static int pe_cli_parse_size(const char *s, uint64_t *out) {
    if (!*s || *s == '-') return -1;
    errno = 0;
    char *end;
    unsigned long long v = strtoull(s, &end, 10);
    if (errno || end == s) return -1;
    uint64_t mul = 1;
    if (*end) {
        switch (*end) {
        case 'k':
        case 'K': mul = 1ull << 10; break;
        case 'm':
        case 'M': mul = 1ull << 20; break;
        case 'g':
        case 'G': mul = 1ull << 30; break;
        default: return -1;
        }
        end++;
        if (*end == 'i') end++;
        if (*end == 'B' || *end == 'b') end++;
        if (*end) return -1;
    }
    if (v > UINT64_MAX / mul) return -1;
    *out = v * mul;
    return 0;
}

static int pe_cli_parse_seconds(const char *s, double *out) {
    if (!*s || *s == '-') return -1;
    errno = 0;
    char *end;
    double v = strtod(s, &end);
    if (errno || *end || !(v >= 0)) return -1;
    *out = v;
    return 0;
}

/* Reads exactly `n` decimal digits at *s into *out, advancing *s. 0, or -1. */
static int pe_cli_digits(const char **s, int n, long *out) {
    long v = 0;
    for (int i = 0; i < n; i++) { /* loop-bound: n <= 4 digits */
        if ((*s)[i] < '0' || (*s)[i] > '9') return -1;
        v = v * 10 + ((*s)[i] - '0');
    }
    *s += n;
    *out = v;
    return 0;
}

/* Days from 1970-01-01 to the proleptic Gregorian date y-m-d (m, d in range). */
static long pe_cli_days_from_civil(long y, long m, long d) {
    y -= m <= 2;
    long era = (y >= 0 ? y : y - 399) / 400;
    long yoe = y - era * 400;
    long doy = (153 * (m + (m > 2 ? -3 : 9)) + 2) / 5 + d - 1;
    long doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
    return era * 146097 + doe - 719468;
}

/* Parses --fixed-time: YYYY-MM-DD[(T| )HH:MM[:SS[.fraction]]][Z|(+|-)HH:MM], a time
 * without an offset being UTC (the sandbox's local zone), or plain epoch seconds
 * ("1700000000.5"). *out: seconds since the epoch. 0, or -1 when malformed. */
static int pe_cli_parse_fixed_time(const char *s, double *out) {
    long y, mo, d, h = 0, mi = 0, sec = 0, oh = 0, om = 0;
    double frac = 0;
    int sign = 0;
    if (strlen(s) < 10 || s[4] != '-') { /* epoch seconds */
        errno = 0;
        char *end;
        double v = strtod(s, &end);
        if (errno || end == s || *end || !isfinite(v)) return -1;
        *out = v;
        return 0;
    }
    if (pe_cli_digits(&s, 4, &y) || *s++ != '-' || pe_cli_digits(&s, 2, &mo) ||
        *s++ != '-' || pe_cli_digits(&s, 2, &d))
        return -1;
    static const int mdays[] = {31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31};
    int leap = (y % 4 == 0 && y % 100 != 0) || y % 400 == 0;
    if (y < 1 || mo < 1 || mo > 12 || d < 1 || d > mdays[mo - 1] ||
        (mo == 2 && d == 29 && !leap))
        return -1;
    if (*s == 'T' || *s == ' ') {
        s++;
        if (pe_cli_digits(&s, 2, &h) || *s++ != ':' || pe_cli_digits(&s, 2, &mi)) return -1;
        if (*s == ':') {
            s++;
            if (pe_cli_digits(&s, 2, &sec)) return -1;
            if (*s == '.' || *s == ',') {
                /* up to 9 digits (nanoseconds) count, as one division, so .25 is exact */
                long num = 0, den = 1;
                if (s[1] < '0' || s[1] > '9') return -1;
                for (s++; *s >= '0' && *s <= '9'; s++) { /* loop-bound: argv string */
                    if (den < 1000000000L) {
                        num = num * 10 + (*s - '0');
                        den *= 10;
                    }
                }
                frac = (double)num / (double)den;
            }
        }
        if (h > 23 || mi > 59 || sec > 59) return -1;
    }
    if (*s == 'Z' || *s == 'z') {
        s++;
    } else if (*s == '+' || *s == '-') {
        sign = *s++ == '-' ? -1 : 1;
        if (pe_cli_digits(&s, 2, &oh)) return -1;
        if (*s == ':') s++;
        if (pe_cli_digits(&s, 2, &om) || oh > 23 || om > 59) return -1;
    }
    if (*s) return -1;
    double t = (double)pe_cli_days_from_civil(y, mo, d) * 86400.0 +
               (double)(h * 3600 + mi * 60 + sec) + frac;
    *out = t - sign * (double)(oh * 3600 + om * 60);
    return 0;
}

/* Reads a stream into a buffer the caller frees: all of it, or with a source limit
 * (`limit` > 0) at most limit + 1 bytes, enough for pyeval_run to refuse it, so a
 * huge or endless file (/dev/zero) never fills the host's memory. NULL on error. */
static char *pe_cli_slurp(FILE *f, uint64_t limit, size_t *len) {
    size_t cap = 1 << 16, n = 0;
    char *buf = malloc(cap); // raw-alloc-ok: the CLI is outside the VM
    if (!buf) return NULL;
    for (;;) {
        if (n == cap) {
            char *nb = realloc(buf, cap *= 2); // raw-alloc-ok
            if (!nb) {
                free(buf); // raw-alloc-ok
                return NULL;
            }
            buf = nb;
        }
        size_t want = cap - n;
        if (limit && limit < SIZE_MAX && want > limit + 1 - n)
            want = (size_t)(limit + 1 - n);
        size_t got = want ? fread(buf + n, 1, want, f) : 0;
        n += got;
        if (got == 0) break;
    }
    if (ferror(f)) {
        free(buf); // raw-alloc-ok
        return NULL;
    }
    *len = n;
    return buf;
}

/* The output sink: the process's stdout and stderr, remembering whether the last byte
 * written to stderr ended a line, so a limit report never continues a partial line. */
static int pe_cli_stderr_midline;

static int pe_cli_write(void *ud, int stream, const char *data, size_t len) {
    (void)ud;
    FILE *fp = stream == 2 ? stderr : stdout;
    if (stream == 2 && len) pe_cli_stderr_midline = data[len - 1] != '\n';
    return fwrite(data, 1, len, fp) == len ? 0 : -1;
}

/* Appends a comma-separated list to *acc (malloc'd, NULL at first), so a repeated
 * option adds up. 0, or -1 when out of memory. */
static int pe_cli_add_list(char **acc, const char *item) {
    size_t old = *acc ? strlen(*acc) : 0, n = strlen(item);
    char *p = realloc(*acc, old + 1 + n + 1); // raw-alloc-ok: the CLI is outside the VM
    if (!p) return -1;
    if (old) p[old++] = ',';
    memcpy(p + old, item, n + 1);
    *acc = p;
    return 0;
}

static void pe_cli_report_limit(pyeval_vm *vm, pyeval_status st, const pyeval_config *cfg) {
    pyeval_error err;
    int line = pyeval_last_error(vm, &err) == 0 ? err.line : 0;
    char value[64] = "";
    switch (st) {
    case PYEVAL_LIMIT_OPS:
        snprintf(value, sizeof value, " (%llu operations)",
                 (unsigned long long)cfg->max_ops);
        break;
    case PYEVAL_LIMIT_MEMORY:
        snprintf(value, sizeof value, " (%llu bytes)", (unsigned long long)cfg->max_memory);
        break;
    case PYEVAL_LIMIT_TIME:
        snprintf(value, sizeof value, " (%g seconds)", cfg->timeout);
        break;
    case PYEVAL_LIMIT_OUTPUT:
        snprintf(value, sizeof value, " (%llu bytes)", (unsigned long long)cfg->max_output);
        break;
    case PYEVAL_LIMIT_SOURCE:
        snprintf(value, sizeof value, " (%llu bytes)", (unsigned long long)cfg->max_source);
        break;
    case PYEVAL_LIMIT_HOST_CALLS:
        snprintf(value, sizeof value, " (%llu calls)",
                 (unsigned long long)cfg->max_host_calls);
        break;
    default: break;
    }
    if (pe_cli_stderr_midline) fputc('\n', stderr);
    if (line > 0)
        fprintf(stderr, "pyeval: %s exceeded%s at line %d\n", pyeval_status_name(st), value,
                line);
    else
        fprintf(stderr, "pyeval: %s exceeded%s\n", pyeval_status_name(st), value);
}

/* Applies one --mount HOST:VIRTUAL[:ro|rw|overlay]. 0, or -1 after saying why. */
static int pe_cli_mount(pyeval_vm *vm, const char *spec) {
    char buf[4096];
    if (strlen(spec) >= sizeof buf) goto bad;
    strcpy(buf, spec);
    pyeval_mount_mode mode = PYEVAL_MOUNT_RO;
    char *last = strrchr(buf, ':');
    if (!last || last == buf) goto bad;
    static const struct {
        const char *name;
        pyeval_mount_mode mode;
    } modes[] = {{"ro", PYEVAL_MOUNT_RO},
                 {"rw", PYEVAL_MOUNT_RW},
                 {"overlay", PYEVAL_MOUNT_OVERLAY}};
    for (size_t i = 0; i < sizeof modes / sizeof *modes; i++) {
        if (!strcmp(last + 1, modes[i].name)) {
            mode = modes[i].mode;
            *last = 0;
            last = strrchr(buf, ':');
            break;
        }
    }
    if (!last || last == buf || last[1] != '/') goto bad;
    *last = 0;
    if (pyeval_mount(vm, buf, last + 1, mode) < 0) {
        fprintf(stderr,
                "pyeval: cannot mount '%s' (not a readable directory, or a bad "
                "virtual path)\n",
                buf);
        return -1;
    }
    return 0;
bad:
    fprintf(stderr,
            "pyeval: bad value for --mount: %s (HOST:VIRTUAL[:ro|rw|overlay], "
            "VIRTUAL absolute)\n",
            spec);
    return -1;
}

int main(int argc, char **argv) {
    pyeval_config cfg;
    pyeval_config_default(&cfg);
    const char *code = NULL, *path = NULL;
    int prog_argc = 0; /* arguments after the program, for sys.argv */
    int dump = 0, stats = 0;
    /* --allow-import / --deny-import, joined by ','; static, so that the usage-error
     * exits below leave them reachable (no leak report) */
    static char *allow, *deny;
    /* --mount values (argv strings), applied once the VM exists */
    const char *mounts[64];
    int nmounts = 0;

    for (int i = 1; i < argc; i++) {
        const char *a = argv[i];
        const char *val = NULL;
        /* options that take a value accept "--opt V" and "--opt=V" */
        const char *eq = strchr(a, '=');
        char name[32] = "";
        if (a[0] == '-' && a[1] == '-' && eq && (size_t)(eq - a) < sizeof name) {
            memcpy(name, a, (size_t)(eq - a));
            name[eq - a] = '\0';
            val = eq + 1;
        } else if (strlen(a) < sizeof name) {
            strcpy(name, a);
        }
#define PE_CLI_VALUE()                                                                     \
    do {                                                                                   \
        if (!val) {                                                                        \
            if (i + 1 >= argc) {                                                           \
                fprintf(stderr, "pyeval: option %s needs a value\n", name);                \
                return 2;                                                                  \
            }                                                                              \
            val = argv[++i];                                                               \
        }                                                                                  \
    } while (0)
        int bad = 0;
        if (code || path) {
            prog_argc = argc - i; /* everything after the program is its argv */
            break;
        } else if (!strcmp(a, "-h") || !strcmp(a, "--help")) {
            pe_cli_usage(stdout);
            return 0;
        } else if (!strcmp(a, "--version")) {
            printf("pyeval %s (Python 3.11 semantics)\n", PYEVAL_VERSION);
            return 0;
        } else if (!strcmp(a, "-c")) {
            if (i + 1 >= argc) {
                fputs("pyeval: -c needs an argument\n", stderr);
                return 2;
            }
            code = argv[++i];
        } else if (!strcmp(name, "--max-ops")) {
            PE_CLI_VALUE();
            bad = pe_cli_parse_u64(val, &cfg.max_ops);
        } else if (!strcmp(name, "--max-memory")) {
            PE_CLI_VALUE();
            bad = pe_cli_parse_size(val, &cfg.max_memory);
        } else if (!strcmp(name, "--max-depth")) {
            uint64_t d;
            PE_CLI_VALUE();
            bad = pe_cli_parse_u64(val, &d) || d > 1000000;
            cfg.max_depth = (uint32_t)d;
        } else if (!strcmp(name, "--timeout")) {
            PE_CLI_VALUE();
            bad = pe_cli_parse_seconds(val, &cfg.timeout);
        } else if (!strcmp(name, "--max-output")) {
            PE_CLI_VALUE();
            bad = pe_cli_parse_size(val, &cfg.max_output);
        } else if (!strcmp(name, "--max-source")) {
            PE_CLI_VALUE();
            bad = pe_cli_parse_size(val, &cfg.max_source);
        } else if (!strcmp(name, "--max-host-calls")) {
            PE_CLI_VALUE();
            bad = pe_cli_parse_u64(val, &cfg.max_host_calls);
        } else if (!strcmp(name, "--allow-import")) {
            PE_CLI_VALUE();
            if (pe_cli_add_list(&allow, val) < 0) return 2;
        } else if (!strcmp(name, "--deny-import")) {
            PE_CLI_VALUE();
            if (pe_cli_add_list(&deny, val) < 0) return 2;
        } else if (!strcmp(name, "--seed")) {
            PE_CLI_VALUE();
            bad = pe_cli_parse_u64(val, &cfg.seed);
            cfg.has_seed = !bad;
        } else if (!strcmp(name, "--fixed-time")) {
            PE_CLI_VALUE();
            bad = pe_cli_parse_fixed_time(val, &cfg.fixed_time);
            cfg.has_fixed_time = !bad;
        } else if (!strcmp(name, "--mount")) {
            PE_CLI_VALUE();
            if (nmounts == (int)(sizeof mounts / sizeof *mounts)) {
                fputs("pyeval: too many --mount options\n", stderr);
                return 2;
            }
            mounts[nmounts++] = val;
        } else if (!strcmp(a, "--stats")) {
            stats = 1;
        } else if (!strcmp(a, "--dump-ast")) {
            dump = 1;
        } else if (!strcmp(a, "-")) {
            path = "-";
        } else if (a[0] == '-') {
            fprintf(stderr, "pyeval: unknown option %s\n", a);
            pe_cli_usage(stderr);
            return 2;
        } else {
            path = a;
        }
        if (bad) {
            fprintf(stderr, "pyeval: bad value for %s: %s\n", name, val);
            return 2;
        }
#undef PE_CLI_VALUE
    }
    /* as CPython: with no program, standard input is the program unless it is a
     * terminal (where the REPL will be) */
    if (!code && !path && !isatty(STDIN_FILENO)) path = "-";
    if (!code && !path) {
        fputs("pyeval: no program given (the REPL is not available yet)\n", stderr);
        pe_cli_usage(stderr);
        return 2;
    }

    char *buf = NULL;
    size_t len = 0;
    const char *filename;
    static char abspath[PATH_MAX + 1];
    if (code) {
        filename = "<string>";
        len = strlen(code);
    } else if (!strcmp(path, "-")) {
        filename = "<stdin>";
        buf = pe_cli_slurp(stdin, cfg.max_source, &len);
        if (!buf) {
            fputs("pyeval: cannot read standard input\n", stderr);
            return 2;
        }
    } else {
        /* CPython 3.9+ makes the script path absolute (without resolving symlinks), and
         * tracebacks and SyntaxError messages show that form. */
        if (path[0] != '/' && getcwd(abspath, sizeof abspath) &&
            strlen(abspath) + 1 + strlen(path) < sizeof abspath) {
            strcat(abspath, "/");
            strcat(abspath, path);
            filename = abspath;
        } else {
            filename = path;
        }
        FILE *f = fopen(path, "rb");
        if (!f) {
            fprintf(stderr, "pyeval: can't open file '%s': [Errno %d] %s\n", path, errno,
                    strerror(errno));
            return 2;
        }
        buf = pe_cli_slurp(f, cfg.max_source, &len);
        fclose(f);
        if (!buf) {
            fprintf(stderr, "pyeval: cannot read '%s'\n", path);
            return 2;
        }
    }

    cfg.output = pe_cli_write;
    cfg.allow_imports = allow;
    cfg.deny_imports = deny;
    pyeval_vm *vm = pyeval_new(&cfg);
    /* pyeval_new keeps no pointer to the lists */
    free(allow); // raw-alloc-ok
    free(deny);  // raw-alloc-ok
    allow = deny = NULL;
    if (!vm) {
        fputs("pyeval: cannot create the interpreter (out of memory)\n", stderr);
        free(buf); // raw-alloc-ok
        return 2;
    }
    /* sys.argv as python3 builds it: the program's name, then its arguments */
    const char **pargv = calloc((size_t)prog_argc + 1, sizeof *pargv); // raw-alloc-ok
    if (pargv) {
        pargv[0] = code ? "-c" : path;
        for (int k = 0; k < prog_argc; k++)
            pargv[k + 1] = argv[argc - prog_argc + k];
    }
    if (!pargv || pyeval_set_argv(vm, prog_argc + 1, pargv) < 0) {
        fputs("pyeval: cannot set sys.argv (out of memory)\n", stderr);
        free(pargv); // raw-alloc-ok
        pyeval_free(vm);
        free(buf); // raw-alloc-ok
        return 2;
    }
    free(pargv); // raw-alloc-ok
    for (int k = 0; k < nmounts; k++) {
        if (pe_cli_mount(vm, mounts[k]) < 0) {
            pyeval_free(vm);
            free(buf); // raw-alloc-ok
            return 2;
        }
    }
    const char *src = code ? code : buf;
    pyeval_status st =
        dump ? pyeval_dump_ast(vm, src, len, filename) : pyeval_run(vm, src, len, filename);
    fflush(stdout);

    /* CPython runs the __del__ methods left at exit after printing the traceback; a
     * limit hit by one of them ends the program with that limit's status */
    if (!dump && (st == PYEVAL_OK || st == PYEVAL_ERROR || st == PYEVAL_EXIT)) {
        /* counted as the program's output: cut at the output limit (pyeval.h) */
        if (st == PYEVAL_ERROR) (void)pyeval_print_error(vm);
        /* a limit hit by a finalizer (its output, a __str__ it reports) ends the run
         * with that limit's status */
        pyeval_status fst = pyeval_finalize(vm);
        if (fst != PYEVAL_OK) st = fst;
        fflush(stdout);
    }

    int rc = 0;
    switch (st) {
    case PYEVAL_OK: rc = 0; break;
    case PYEVAL_ERROR: rc = 1; break; /* the traceback was printed above */
    case PYEVAL_EXIT: rc = pyeval_exit_code(vm); break;
    case PYEVAL_FINAL: rc = 0; break;
    default:
        pe_cli_report_limit(vm, st, &cfg);
        rc = PE_CLI_EXIT_LIMIT;
        break;
    }
    if (stats) {
        pyeval_stats s;
        pyeval_get_stats(vm, &s);
        fprintf(stderr, "pyeval: ops=%llu peak_memory=%llu time=%.6fs output=%llu\n",
                (unsigned long long)s.ops, (unsigned long long)s.mem_peak, s.seconds,
                (unsigned long long)s.output);
    }
    pyeval_free(vm);
    free(buf); // raw-alloc-ok
    return rc;
}
