/*
 * test_import.c - packages and submodules (eval/import.c), which the build's own
 * registry has none of yet: each VM here imports from a table of its own
 * (pe_registry_use_table) whose modules reuse real inits under dotted names.
 *
 *   pkg            a package (pkg_init: x = 1)
 *   pkg.sub        a package too (keyword's init)
 *   pkg.sub.deep   math's init
 *   pkg.bad        an init that fails
 *   plain          a plain module (math's init)
 *   user           frozen-style code (pe_module_exec_source) that imports plain itself
 *   _private       never listed in the note
 *   sys
 */
#include <stdio.h>
#include <string.h>

#include "builtins/dict.h"
#include "eval/exc.h"
#include "eval/vm.h"
#include "modules/registry.h"
#include "pyeval.h"

#include "check.h"

static int pkg_init(pe_vm *vm, pe_value module, pe_value dict) {
    (void)module;
    return pe_dict_set_cstr(vm, dict, "x", pe_int(1));
}

static int bad_init(pe_vm *vm, pe_value module, pe_value dict) {
    (void)module, (void)dict;
    pe_err_set(vm, PE_EXC_RuntimeError, "boom");
    return -1;
}

static int user_init(pe_vm *vm, pe_value module, pe_value dict) {
    (void)module;
    static const char src[] = "import plain\nval = plain.floor(3.5)\n";
    return pe_module_exec_source(vm, dict, "user", (const unsigned char *)src,
                                 sizeof src - 1);
}

static const pe_module_def table[] = {
    {"pkg", pkg_init},
    {"pkg.sub", pe_mod_keyword_init},
    {"pkg.sub.deep", pe_mod_math_init},
    {"pkg.bad", bad_init},
    {"plain", pe_mod_math_init},
    {"user", user_init},
    {"_private", pkg_init},
    {"sys", pe_mod_sys_init},
    {NULL, NULL},
};

typedef struct sink {
    char buf[1 << 14];
    size_t len;
} sink;

static int sink_write(void *ud, int stream, const char *data, size_t len) {
    sink *s = ud;
    (void)stream;
    if (s->len + len >= sizeof s->buf) len = sizeof s->buf - 1 - s->len;
    memcpy(s->buf + s->len, data, len);
    s->len += len;
    s->buf[s->len] = '\0';
    return 0;
}

/* A VM over the test table with the given policy (NULL: none). */
static pyeval_vm *new_vm(sink *out, const char *allow, const char *deny) {
    pyeval_config cfg;
    pyeval_config_default(&cfg);
    cfg.timeout = 0;
    cfg.output = sink_write;
    cfg.output_ud = out;
    pyeval_vm *vm = pyeval_new(&cfg);
    if (!vm || pe_registry_use_table(vm, table) < 0) return NULL;
    pe_registry_set_policy(vm, allow, deny);
    return vm;
}

/* Runs src in a fresh VM; 1 if it ran to the end and printed exactly `want`. */
static int runs(const char *allow, const char *deny, const char *src, const char *want) {
    sink out = {0};
    pyeval_vm *vm = new_vm(&out, allow, deny);
    if (!vm) return 0;
    pyeval_status st = pyeval_run(vm, src, strlen(src), "<test>");
    if (st != PYEVAL_OK || strcmp(out.buf, want) != 0) {
        pyeval_error e;
        fprintf(stderr, "status %d, printed:\n%s-- wanted:\n%s", (int)st, out.buf, want);
        if (pyeval_last_error(vm, &e) == 0) fputs(e.traceback, stderr);
        pyeval_free(vm);
        return 0;
    }
    pyeval_free(vm);
    return 1;
}

/* A program that prints what an import statement raises. */
#define TRY(stmt)                                                                          \
    "try:\n    " stmt "\n    print('ok')\nexcept ImportError as e:\n"                      \
    "    print(type(e).__name__, '|', e, '|', e.name)\n"

static void test_forms(void) {
    CHECK(runs(NULL, NULL,
               "import pkg.sub\n"
               "print(pkg.x, pkg.sub.kwlist[0], pkg.__package__, pkg.__path__,\n"
               "      pkg.sub.__package__, pkg.sub.__name__, pkg.sub.__path__)\n"
               "import sys\n"
               "print(sorted(k for k in sys.modules if k.startswith('pkg')))\n"
               "print('sub' in globals())\n",
               "1 False pkg [] pkg.sub pkg.sub []\n['pkg', 'pkg.sub']\nFalse\n"));
    CHECK(runs(NULL, NULL,
               "import pkg.sub.deep as d\n"
               "import pkg\n"
               "print(d.floor(2.5), pkg.sub.deep is d, d.__package__, 'pkg' in dir())\n"
               "from pkg.sub import deep\n"
               "from pkg import sub as s2\n"
               "from pkg.sub.deep import floor, pi as p\n"
               "print(deep is d, s2 is pkg.sub, floor(1.5), p == d.pi)\n",
               "2 True pkg.sub True\nTrue True 1 True\n"));
    /* from a package import a submodule not imported yet */
    CHECK(runs(NULL, NULL,
               "from pkg import sub\nimport sys\n"
               "print(sub.__name__, sys.modules['pkg'].sub is sub)\n",
               "pkg.sub True\n"));
    /* __import__: the top-level package, or with a fromlist the module itself, whose
     * fromlist names are imported as submodules when missing */
    CHECK(runs(NULL, NULL,
               "print(__import__('pkg.sub.deep').__name__)\n"
               "print(__import__('pkg.sub', fromlist=['x']).__name__)\n"
               "m = __import__('pkg', fromlist=['nope', 'bad_not_there'])\n"
               "print(m.__name__, hasattr(m, 'nope'))\n"
               "m = __import__('pkg', fromlist=['sub'])\n"
               "print(m.__name__, m.sub.__name__)\n",
               "pkg\npkg.sub\npkg False\npkg pkg.sub\n"));
    /* relative imports, resolved from __package__ or __name__ */
    CHECK(
        runs(NULL, NULL,
             "exec('from . import sub; print(sub.__name__)', {'__package__': 'pkg'})\n"
             "exec('from .sub import kwlist; print(kwlist[1])', {'__name__': 'pkg.mod'})\n"
             "exec('from .. import x; print(x)', {'__package__': 'pkg.sub'})\n"
             "exec('from ..sub.deep import floor; print(floor(4.5))',\n"
             "     {'__package__': 'pkg.sub'})\n"
             "print(__import__('sub', {'__package__': 'pkg'}, None, [], 1).__name__)\n",
             "pkg.sub\nNone\n1\n4\npkg.sub\n"));
}

static void test_errors(void) {
    CHECK(
        runs(NULL, NULL,
             TRY("import pkg.nope") TRY("import plain.x") TRY("import pkg.sub.deep.x")
                 TRY("from pkg import nope") TRY("from pkg.nope import x")
                     TRY("import nope.sub") TRY("from ... import x"),
             "ModuleNotFoundError | No module named 'pkg.nope' | pkg.nope\n"
             "ModuleNotFoundError | No module named 'plain.x'; 'plain' is not a package | "
             "plain.x\n"
             "ModuleNotFoundError | No module named 'pkg.sub.deep.x'; 'pkg.sub.deep' is "
             "not a package | pkg.sub.deep.x\n"
             "ImportError | cannot import name 'nope' from 'pkg' (unknown location) | pkg\n"
             "ModuleNotFoundError | No module named 'pkg.nope' | pkg.nope\n"
             "ModuleNotFoundError | No module named 'nope' | nope\n"
             "ImportError | attempted relative import with no known parent package | "
             "None\n"));
    /* a failing init leaves nothing behind, and a retry runs it again */
    CHECK(runs(
        NULL, NULL,
        "import sys\n"
        "for i in range(2):\n"
        "    try:\n"
        "        import pkg.bad\n"
        "    except RuntimeError as e:\n"
        "        print(e, 'pkg.bad' in sys.modules, hasattr(sys.modules['pkg'], 'bad'))\n",
        "boom False False\nboom False False\n"));
}

static void test_policy(void) {
    /* denying a package's submodule: the package works, the submodule is missing from
     * every form, even when the package already holds it */
    CHECK(
        runs(NULL, "pkg.sub",
             "import pkg\nprint(pkg.x)\n" TRY("import pkg.sub") TRY("import pkg.sub.deep")
                 TRY("from pkg import sub") TRY("from pkg.sub.deep import floor"),
             "1\n"
             "ModuleNotFoundError | No module named 'pkg.sub' | pkg.sub\n"
             "ModuleNotFoundError | No module named 'pkg.sub' | pkg.sub\n"
             "ImportError | cannot import name 'sub' from 'pkg' (unknown location) | pkg\n"
             "ModuleNotFoundError | No module named 'pkg.sub' | pkg.sub\n"));
    /* denying a package denies its submodules */
    CHECK(runs(NULL, "pkg", TRY("import pkg.sub.deep") TRY("from pkg.sub import deep"),
               "ModuleNotFoundError | No module named 'pkg' | pkg\n"
               "ModuleNotFoundError | No module named 'pkg' | pkg\n"));
    /* allowing a submodule allows the packages above it, not its siblings */
    CHECK(runs("pkg.sub.deep", NULL,
               "import pkg.sub.deep\nprint(pkg.sub.deep.floor(2.5))\n" TRY("import plain")
                   TRY("import pkg.bad"),
               "2\n"
               "ModuleNotFoundError | No module named 'plain' | plain\n"
               "ModuleNotFoundError | No module named 'pkg.bad' | pkg.bad\n"));
    /* a module's own imports are not the program's: user imports plain although the
     * program may not, and plain stays refused although sys.modules holds it */
    CHECK(runs(NULL, "plain",
               "import user, sys\nprint(user.val, 'plain' in sys.modules)\n" TRY(
                   "import plain") TRY("__import__('plain')"),
               "3 True\n"
               "ModuleNotFoundError | No module named 'plain' | plain\n"
               "ModuleNotFoundError | No module named 'plain' | plain\n"));
    /* compile()'s filename cannot pass for frozen code */
    CHECK(runs(NULL, "plain",
               "try:\n    exec(compile('import plain', '<frozen user>', 'exec'))\n"
               "except ImportError as e:\n    print(e)\n",
               "No module named 'plain'\n"));
    /* the note lists what this VM allows: no private names, nothing denied */
    CHECK(runs(NULL, "plain",
               "try:\n    import nope\nexcept ImportError as e:\n    print(e.__notes__)\n",
               "['pyeval: available modules: pkg, pkg.sub, pkg.sub.deep, pkg.bad, user, "
               "sys']\n"));
    CHECK(runs(NULL, "plain",
               "try:\n    import plain\nexcept ImportError as e:\n    print(e.__notes__)\n",
               "['pyeval: the host does not allow this module; available modules: pkg, "
               "pkg.sub, pkg.sub.deep, pkg.bad, user, sys']\n"));
}

int main(void) {
    test_forms();
    test_errors();
    test_policy();
    return pe_check_summary();
}
