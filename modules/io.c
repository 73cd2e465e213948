/*
 * io.c - the `io` module: StringIO and BytesIO (in-memory streams with CPython 3.11's
 * methods and messages) and the class names programs test with isinstance (IOBase,
 * TextIOBase, TextIOWrapper, BufferedIOBase, RawIOBase, UnsupportedOperation). There is
 * no file system, so no file classes. Written in Python (modules/py/io.py); what a
 * stream holds is ordinary str/bytearray data, so the memory limit and the operation
 * budget bound it as any program data.
 */
#include "frozen.h"
#include "registry.h"

int pe_mod_io_init(pe_vm *vm, pe_value module, pe_value dict) {
    (void)module;
    return pe_module_exec_source(vm, dict, "io", pe_frozen_io, pe_frozen_io_len);
}
