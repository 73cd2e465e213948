/*
 * fs_api.c - the host's view of a VM's virtual file tree (include/pyeval.h, "virtual
 * files").
 *
 * STUB: the declarations are the contract of issue 12; these report failure until the
 * virtual file system lands.
 */
#include "pyeval.h"

int pyeval_fs_write(pyeval_vm *vm, const char *path, const void *data, size_t len) {
    (void)vm;
    (void)path;
    (void)data;
    (void)len;
    return -1;
}

int pyeval_fs_read(pyeval_vm *vm, const char *path, void **data, size_t *len) {
    (void)vm;
    (void)path;
    *data = NULL;
    *len = 0;
    return -1;
}

int pyeval_fs_remove(pyeval_vm *vm, const char *path) {
    (void)vm;
    (void)path;
    return -1;
}

int pyeval_fs_mkdir(pyeval_vm *vm, const char *path) {
    (void)vm;
    (void)path;
    return -1;
}

int pyeval_fs_list(pyeval_vm *vm, const char *path, pyeval_value **out) {
    (void)vm;
    (void)path;
    *out = NULL;
    return -1;
}

int pyeval_fs_stat(pyeval_vm *vm, const char *path, uint64_t *size) {
    (void)vm;
    (void)path;
    *size = 0;
    return 0;
}

int pyeval_mount(pyeval_vm *vm, const char *host_path, const char *virtual_path,
                 pyeval_mount_mode mode) {
    (void)vm;
    (void)host_path;
    (void)virtual_path;
    (void)mode;
    return -1;
}

int pyeval_setenv(pyeval_vm *vm, const char *name, const char *value) {
    (void)vm;
    (void)name;
    (void)value;
    return -1;
}
