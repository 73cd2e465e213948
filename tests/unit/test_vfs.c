/*
 * test_vfs.c - the virtual file tree through the public API (pyeval_fs_*, pyeval_mount,
 * pyeval_setenv) and through sandboxed programs, against real temporary directories:
 * no "..", absolute path, symlink (to /etc/passwd, to ../outside, absolute), /proc path
 * or NUL byte reaches a file outside a mount, with openat2 and with the O_NOFOLLOW walk;
 * a directory swapped for a symlink by another thread while the sandbox opens a path
 * 10,000 times never yields the outside file; read-only, read-write and overlay modes;
 * the host API's round trips; the memory limit on in-memory files.
 */
#include <errno.h>
#include <pthread.h>
#include <sched.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "pyeval.h"

#include "check.h"

void pe_vhost_force_walk(int on); /* core/vfs_host.c, for tests */

typedef struct sink {
    char buf[1 << 16];
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

static char root[256];

static void path_of(char *out, size_t n, const char *rel) {
    snprintf(out, n, "%s/%s", root, rel);
}

static void write_file(const char *rel, const char *text) {
    char p[512];
    path_of(p, sizeof p, rel);
    FILE *f = fopen(p, "w");
    if (!f) return;
    fputs(text, f);
    fclose(f);
}

static void make_dir(const char *rel) {
    char p[512];
    path_of(p, sizeof p, rel);
    mkdir(p, 0755);
}

static void make_link(const char *target, const char *rel) {
    char p[512];
    path_of(p, sizeof p, rel);
    if (symlink(target, p) != 0) perror("symlink");
}

/* root/m is mounted; root/outside must stay unreachable. */
static void setup_tree(void) {
    strcpy(root, "/tmp/pyeval-vfs-XXXXXX");
    if (!mkdtemp(root)) {
        perror("mkdtemp");
        exit(2);
    }
    make_dir("m");
    make_dir("m/sub");
    make_dir("m/dir");
    make_dir("outside");
    make_dir("outside/dir");
    write_file("outside/secret.txt", "SECRET");
    write_file("outside/dir/f.txt", "SECRET");
    write_file("m/in.txt", "inside");
    write_file("m/dir/f.txt", "inside");
    make_link("/etc/passwd", "m/pw");
    make_link("../outside", "m/out");
    make_link("in.txt", "m/ok");
    char abs[512];
    path_of(abs, sizeof abs, "outside");
    make_link(abs, "m/abs");
    make_link("sub/../../outside/secret.txt", "m/climb");
}

static pyeval_vm *new_vm(sink *out, uint64_t max_memory) {
    pyeval_config cfg;
    pyeval_config_default(&cfg);
    cfg.output = sink_write;
    cfg.output_ud = out;
    cfg.max_ops = 0;
    if (max_memory) cfg.max_memory = max_memory;
    return pyeval_new(&cfg);
}

static pyeval_status run(pyeval_vm *vm, const char *src) {
    return pyeval_run(vm, src, strlen(src), "<test>");
}

/* 1 when the host API can read path, and then its bytes are not the secret. */
static int host_reads(pyeval_vm *vm, const char *path) {
    void *data;
    size_t len;
    if (pyeval_fs_read(vm, path, &data, &len) != 0) return 0;
    int secret = len >= 6 && memmem(data, len, "SECRET", 6) != NULL;
    int passwd = len >= 5 && memmem(data, len, "root:", 5) != NULL;
    free(data); // raw-alloc-ok: the API's contract
    return secret || passwd ? -1 : 1;
}

static const char *escape_program =
    "import os\n"
    "paths = ['/data/pw', '/data/out/secret.txt', '/data/abs/secret.txt',\n"
    "         '/data/climb', '/data/../outside/secret.txt', '/data/sub/../../etc/passwd',\n"
    "         '/proc/self/environ', '/etc/passwd', '/data/out/dir/f.txt']\n"
    "for p in paths:\n"
    "    try:\n"
    "        print(p, open(p).read())\n"
    "    except OSError as e:\n"
    "        print(p, type(e).__name__, e.errno)\n"
    "for d in ['/data/out', '/data/abs', '/proc', '/']:\n"
    "    try:\n"
    "        print(d, sorted(os.listdir(d)))\n"
    "    except OSError as e:\n"
    "        print(d, type(e).__name__, e.errno)\n"
    "try:\n"
    "    open('/data/in.txt\\0')\n"
    "except ValueError as e:\n"
    "    print('nul', e)\n"
    "try:\n"
    "    print('ok', open('/data/ok').read(), open('/data/in.txt').read())\n"
    "except OSError as e:\n"
    "    print('ok', type(e).__name__, e.errno)\n";

static void test_escapes(int walk) {
    pe_vhost_force_walk(walk);
    sink out = {.len = 0};
    pyeval_vm *vm = new_vm(&out, 0);
    char m[512];
    path_of(m, sizeof m, "m");
    CHECK(pyeval_mount(vm, m, "/data", PYEVAL_MOUNT_RO) == 0);
    CHECK(host_reads(vm, "/data/in.txt") == 1);
    CHECK(host_reads(vm, "/data/ok") == (walk ? 0 : 1)); /* the walk follows no link */
    CHECK(host_reads(vm, "/data/pw") == 0);
    CHECK(host_reads(vm, "/data/out/secret.txt") == 0);
    CHECK(host_reads(vm, "/data/abs/secret.txt") == 0);
    CHECK(host_reads(vm, "/data/climb") == 0);
    CHECK(host_reads(vm, "/data/../outside/secret.txt") == 0);
    CHECK(host_reads(vm, "/proc/self/environ") == 0);
    CHECK(host_reads(vm, "/etc/passwd") == 0);
    CHECK(run(vm, escape_program) == PYEVAL_OK);
    CHECK(strstr(out.buf, "SECRET") == NULL);
    CHECK(strstr(out.buf, "root:") == NULL);
    CHECK(strstr(out.buf, "/data/pw PermissionError 13") != NULL);
    CHECK(strstr(out.buf, "/data/out/secret.txt PermissionError 13") != NULL);
    CHECK(strstr(out.buf, "/proc/self/environ FileNotFoundError 2") != NULL);
    CHECK(strstr(out.buf, "nul embedded null byte") != NULL);
    CHECK(strstr(out.buf, "/ ['data']") != NULL);
    /* the walk follows no symlink, even one inside the mount */
    CHECK(strstr(out.buf, walk ? "ok PermissionError 13" : "ok inside inside") != NULL);
    if (pe_check_failed) fputs(out.buf, stderr);
    pyeval_free(vm);
    pe_vhost_force_walk(0);
}

/* ---- the swap race ----------------------------------------------------------------- */

static volatile int racing;

/* Swaps root/m/dir between the real directory and symlinks out of the mount. */
static void *swapper(void *arg) {
    (void)arg;
    char dir[512], keep[512], abs_out[512];
    path_of(dir, sizeof dir, "m/dir");
    path_of(keep, sizeof keep, "m/dir_real");
    path_of(abs_out, sizeof abs_out, "outside/dir");
    unsigned k = 0;
    while (racing) {
        if (rename(dir, keep) != 0) continue;
        if (symlink(k++ & 1 ? abs_out : "../outside/dir", dir) == 0) {
            sched_yield();
            unlink(dir);
        }
        rename(keep, dir);
        sched_yield(); /* leave the real directory in place for a moment too */
    }
    return NULL;
}

static const char *race_program = "inside = secret = errors = 0\n"
                                  "for i in range(10000):\n"
                                  "    try:\n"
                                  "        with open('/data/dir/f.txt') as f:\n"
                                  "            t = f.read()\n"
                                  "    except OSError:\n"
                                  "        errors += 1\n"
                                  "        continue\n"
                                  "    if t == 'inside':\n"
                                  "        inside += 1\n"
                                  "    else:\n"
                                  "        secret += 1\n"
                                  "print('secret', secret, 'inside', inside, 'errors', "
                                  "errors)\n";

static void test_race(int walk) {
    pe_vhost_force_walk(walk);
    sink out = {.len = 0};
    pyeval_vm *vm = new_vm(&out, 0);
    char m[512];
    path_of(m, sizeof m, "m");
    CHECK(pyeval_mount(vm, m, "/data", PYEVAL_MOUNT_RO) == 0);
    pthread_t t;
    racing = 1;
    CHECK(pthread_create(&t, NULL, swapper, NULL) == 0);
    CHECK(run(vm, race_program) == PYEVAL_OK);
    racing = 0;
    pthread_join(t, NULL);
    CHECK(strstr(out.buf, "secret 0 ") != NULL);
    CHECK(strstr(out.buf, "SECRET") == NULL);
    fprintf(stderr, "race (%s): %s", walk ? "openat walk" : "openat2", out.buf);
    pyeval_free(vm);
    pe_vhost_force_walk(0);
}

/* ---- modes ------------------------------------------------------------------------- */

static int host_file_is(const char *rel, const char *text) {
    char p[512], buf[256] = "";
    path_of(p, sizeof p, rel);
    FILE *f = fopen(p, "r");
    if (!f) return text == NULL;
    size_t n = fread(buf, 1, sizeof buf - 1, f);
    buf[n] = 0;
    fclose(f);
    return text && strcmp(buf, text) == 0;
}

static const char *write_program = "import os\n"
                                   "try:\n"
                                   "    with open('/data/new.txt', 'w') as f:\n"
                                   "        f.write('written')\n"
                                   "    os.remove('/data/in.txt')\n"
                                   "    print('wrote', sorted(os.listdir('/data')))\n"
                                   "except OSError as e:\n"
                                   "    print(type(e).__name__, e)\n"
                                   "print(os.path.exists('/data/new.txt'), "
                                   "os.path.exists('/data/in.txt'))\n";

static void test_modes(void) {
    char m[512];
    path_of(m, sizeof m, "m");
    sink out = {.len = 0};
    pyeval_vm *vm = new_vm(&out, 0);
    CHECK(pyeval_mount(vm, m, "/data", PYEVAL_MOUNT_RO) == 0);
    CHECK(run(vm, write_program) == PYEVAL_OK);
    CHECK(strstr(out.buf, "OSError [Errno 30] Read-only file system: '/data/new.txt'"));
    CHECK(pyeval_fs_write(vm, "/data/x.txt", "x", 1) == -1);
    CHECK(host_file_is("m/new.txt", NULL) && host_file_is("m/in.txt", "inside"));
    pyeval_free(vm);

    out.len = 0;
    vm = new_vm(&out, 0);
    CHECK(pyeval_mount(vm, m, "/data", PYEVAL_MOUNT_OVERLAY) == 0);
    CHECK(run(vm, write_program) == PYEVAL_OK);
    CHECK(strstr(out.buf, "True False") != NULL);
    CHECK(host_file_is("m/new.txt", NULL) && host_file_is("m/in.txt", "inside"));
    void *data;
    size_t len;
    CHECK(pyeval_fs_read(vm, "/data/new.txt", &data, &len) == 0 && len == 7);
    free(data);                                           // raw-alloc-ok
    CHECK(pyeval_fs_stat(vm, "/data/in.txt", &len) == 0); /* a whiteout hides it */
    pyeval_free(vm);

    out.len = 0;
    vm = new_vm(&out, 0);
    CHECK(pyeval_mount(vm, m, "/data", PYEVAL_MOUNT_RW) == 0);
    CHECK(run(vm, write_program) == PYEVAL_OK);
    CHECK(strstr(out.buf, "True False") != NULL);
    CHECK(host_file_is("m/new.txt", "written") && host_file_is("m/in.txt", NULL));
    write_file("m/in.txt", "inside");
    char p[512];
    path_of(p, sizeof p, "m/new.txt");
    unlink(p);
    pyeval_free(vm);

    /* not a directory, a bad mode, a relative virtual path */
    vm = new_vm(&out, 0);
    path_of(p, sizeof p, "m/in.txt");
    CHECK(pyeval_mount(vm, p, "/x", PYEVAL_MOUNT_RO) == -1);
    CHECK(pyeval_mount(vm, m, "/y", (pyeval_mount_mode)7) == -1);
    CHECK(pyeval_mount(vm, m, "y", PYEVAL_MOUNT_RO) == -1);
    pyeval_free(vm);
}

/* ---- the host API on the memory tree ----------------------------------------------- */

static void test_host_api(void) {
    sink out = {.len = 0};
    pyeval_vm *vm = new_vm(&out, 16u << 20);
    uint64_t size = 99;
    CHECK(pyeval_fs_stat(vm, "/in/data.csv", &size) == 0 && size == 0);
    CHECK(pyeval_fs_write(vm, "/in/data.csv", "a,b\n1,2\n", 8) == 0);
    CHECK(pyeval_fs_stat(vm, "/in/data.csv", &size) == 1 && size == 8);
    CHECK(pyeval_fs_stat(vm, "/in", &size) == 2);
    CHECK(pyeval_fs_mkdir(vm, "/out/deep/er") == 0);
    CHECK(pyeval_fs_mkdir(vm, "/out/deep") == 0);
    CHECK(pyeval_fs_write(vm, "/in", "x", 1) == -1); /* a directory */
    CHECK(pyeval_setenv(vm, "MODE", "test") == 0);
    CHECK(pyeval_setenv(vm, "GONE", "x") == 0);
    CHECK(pyeval_setenv(vm, "GONE", NULL) == 0);
    CHECK(pyeval_setenv(vm, "A=B", "x") == -1);
    CHECK(run(vm, "import csv, os\n"
                  "rows = list(csv.reader(open('/in/data.csv')))\n"
                  "with open('/out/report.txt', 'w') as f:\n"
                  "    f.write(str(rows) + os.environ['MODE'])\n"
                  "print(dict(os.environ), os.getenv('GONE'))\n") == PYEVAL_OK);
    CHECK(strstr(out.buf, "{'MODE': 'test'} None") != NULL);
    void *data;
    size_t len;
    CHECK(pyeval_fs_read(vm, "/out/report.txt", &data, &len) == 0);
    CHECK(len == 28 && memcmp(data, "[['a', 'b'], ['1', '2']]test", 28) == 0);
    free(data); // raw-alloc-ok
    pyeval_value *list = NULL;
    CHECK(pyeval_fs_list(vm, "/out", &list) == 0 && list && list->kind == PYEVAL_LIST);
    CHECK(list && list->u.seq.len == 2 && list->u.seq.items[0].u.str.len == 4 &&
          memcmp(list->u.seq.items[0].u.str.data, "deep", 4) == 0);
    pyeval_value_free(vm, list);
    CHECK(pyeval_fs_list(vm, "/out/report.txt", &list) == -1 && list == NULL);
    CHECK(pyeval_fs_remove(vm, "/out") == -1); /* not empty */
    CHECK(pyeval_fs_remove(vm, "/out/report.txt") == 0);
    CHECK(pyeval_fs_remove(vm, "/out/deep/er") == 0);
    CHECK(pyeval_fs_remove(vm, "/nothing") == -1);
    CHECK(pyeval_fs_read(vm, "/nothing", &data, &len) == -1 && data == NULL);
    /* in-memory files count against max_memory: 32 MiB cannot fit in 16 */
    size_t big = 32u << 20;
    char *blob = calloc(1, big); // raw-alloc-ok
    CHECK(blob && pyeval_fs_write(vm, "/big", blob, big) == -1);
    free(blob); // raw-alloc-ok
    pyeval_stats st;
    pyeval_get_stats(vm, &st);
    CHECK(st.mem_current < (16u << 20));
    /* the sandbox's cwd starts at / and the tree persists across runs */
    out.len = 0;
    CHECK(run(vm, "import os\nos.chdir('/in')\nprint(os.getcwd(), os.listdir())\n") ==
          PYEVAL_OK);
    CHECK(run(vm, "print(os.getcwd(), open('data.csv').readline().strip())\n") ==
          PYEVAL_OK);
    CHECK(strstr(out.buf, "/in ['data.csv']\n/in a,b\n") != NULL);
    /* the host sets the cwd between runs */
    CHECK(pyeval_fs_chdir(vm, "/out") == 0);
    CHECK(pyeval_fs_chdir(vm, "/nothing") == -1);
    CHECK(pyeval_fs_chdir(vm, "/in/data.csv") == -1);
    out.len = 0;
    CHECK(run(vm, "print(os.getcwd())\n") == PYEVAL_OK);
    CHECK(strcmp(out.buf, "/out\n") == 0);
    pyeval_free(vm);
}

/* os.environ follows pyeval_setenv calls made after `import os`, between runs, while
 * the program's own writes stay (CPython: os.environ['X'] = '1' then os.getenv('X')). */
static void test_live_environ(void) {
    sink out = {.len = 0};
    pyeval_vm *vm = new_vm(&out, 16u << 20);
    CHECK(pyeval_setenv(vm, "A", "1") == 0);
    CHECK(pyeval_setenv(vm, "B", "2") == 0);
    CHECK(run(vm, "import os\nos.environ['MINE'] = 'm'\nos.environ['B'] = 'prog'\n"
                  "print(sorted(os.environ.items()))\n") == PYEVAL_OK);
    CHECK(strcmp(out.buf, "[('A', '1'), ('B', 'prog'), ('MINE', 'm')]\n") == 0);
    /* the host changes A, adds C, removes a variable it never set (the program's) */
    CHECK(pyeval_setenv(vm, "A", "one") == 0);
    CHECK(pyeval_setenv(vm, "C", "3") == 0);
    CHECK(pyeval_setenv(vm, "MINE", NULL) == 0);
    out.len = 0;
    CHECK(run(vm, "print(sorted(os.environ.items()), os.getenv('A'), len(os.environ),\n"
                  "      'C' in os.environ, os.environ.get('MINE'))\n") == PYEVAL_OK);
    CHECK(strcmp(out.buf, "[('A', 'one'), ('B', 'prog'), ('C', '3')] one 3 True None\n") ==
          0);
    /* the host's later word on B wins over the program's; a removal drops it */
    CHECK(pyeval_setenv(vm, "B", "host") == 0);
    out.len = 0;
    CHECK(run(vm, "print(os.environ['B'])\ndel os.environ['A']\n"
                  "os.environ['D'] = 'd'\nprint(os.getenv('A'), os.getenv('D'))\n") ==
          PYEVAL_OK);
    CHECK(strcmp(out.buf, "host\nNone d\n") == 0);
    CHECK(pyeval_setenv(vm, "B", NULL) == 0);
    out.len = 0;
    CHECK(run(vm, "print(dict(os.environ))\n") == PYEVAL_OK);
    CHECK(strcmp(out.buf, "{'C': '3', 'D': 'd'}\n") == 0);
    /* no host call since: the program's writes stand */
    out.len = 0;
    CHECK(run(vm, "os.environ['C'] = 'c'\nprint(os.environ['C'])\n") == PYEVAL_OK);
    CHECK(run(vm, "print(os.environ['C'])\n") == PYEVAL_OK);
    CHECK(strcmp(out.buf, "c\nc\n") == 0);
    pyeval_free(vm);
}

static void cleanup(void) {
    char cmd[600];
    snprintf(cmd, sizeof cmd, "rm -rf '%s'", root);
    if (system(cmd) != 0) fprintf(stderr, "cannot remove %s\n", root);
}

int main(void) {
    setup_tree();
    test_escapes(0);
    test_escapes(1);
    test_race(0);
    test_race(1);
    test_modes();
    test_host_api();
    test_live_environ();
    cleanup();
    return pe_check_summary();
}
