/*
 * interp.c - _pyeval.Interpreter: one VM with its configuration, tools, output
 * buffers and run lock. pyeval/__init__.py subclasses it with the option parsing; the
 * run path (run, Result) stays in C.
 *
 * Invariants: `running` is read and written with the GIL held, so two Python threads
 * cannot both start a run; between runs no callback can be active, so the arena, keep
 * list and handle queue belong to whoever holds the GIL.
 */
#include "ext.h"

#include <errno.h>
#include <string.h>

/* ---- output ---------------------------------------------------------------------- */

/* The VM's output sink: appends to the run's buffers (no GIL needed: raw allocator).
 * The output limit bounds them. */
static int on_output(void *ud, int stream, const char *data, size_t len) {
    pe_ext_interp *self = ud;
    pe_ext_buf *b = stream == 2 ? &self->err : &self->out;
    if (b->cap - b->len < len) {
        size_t ncap = b->cap ? b->cap : 256;
        while (ncap - b->len < len) {
            if (ncap > SIZE_MAX / 2) return -1;
            ncap *= 2;
        }
        char *nd = PyMem_RawRealloc(b->data, ncap);
        if (!nd) return -1;
        b->data = nd;
        b->cap = ncap;
    }
    memcpy(b->data + b->len, data, len);
    b->len += len;
    return 0;
}

/* Buffers that grew large for one run are not kept for the next. */
static void buf_trim(pe_ext_buf *b) {
    b->len = 0;
    if (b->cap > (1u << 16)) {
        PyMem_RawFree(b->data);
        b->data = NULL;
        b->cap = 0;
    }
}

/* The VM's interrupt poll (every few thousand operations). */
static int on_interrupt_poll(void *ud) {
    pe_ext_interp *self = ud;
    return __atomic_load_n(&self->intr_req, __ATOMIC_RELAXED) || self->sigint_hit;
}

/* ---- lifetime -------------------------------------------------------------------- */

static PyObject *interp_new(PyTypeObject *type, PyObject *args, PyObject *kw) {
    pe_ext_interp *self = (pe_ext_interp *)type->tp_alloc(type, 0);
    if (!self) return NULL;
    pthread_mutex_init(&self->hq.mu, NULL);
    self->keep = PyList_New(0);
    if (!self->keep) {
        Py_DECREF(self);
        return NULL;
    }
    return (PyObject *)self;
}

static int seed_arg(PyObject *o, pyeval_config *cfg) {
    if (!o || o == Py_None) return 0;
    if (!PyLong_Check(o)) {
        PyErr_SetString(PyExc_TypeError, "seed must be an int or None");
        return -1;
    }
    cfg->seed = PyLong_AsUnsignedLongLongMask(o);
    if (cfg->seed == (uint64_t)-1 && PyErr_Occurred()) return -1;
    cfg->has_seed = 1;
    return 0;
}

static int interp_init(pe_ext_interp *self, PyObject *args, PyObject *kw) {
    static char *kwlist[] = {"ops",          "memory", "depth",      "timeout",
                             "output",       "source", "host_calls", "allow_imports",
                             "deny_imports", "seed",   "fixed_time", "int_max_str_digits",
                             "isolated",     "worker", NULL};
    if (pe_ext_b_live(self) || self->closed) {
        PyErr_SetString(PyExc_RuntimeError, "Interpreter.__init__ called twice");
        return -1;
    }
    pyeval_config *cfg = &self->cfg;
    pyeval_config_default(cfg);
    const char *allow = NULL, *deny = NULL;
    PyObject *seed = NULL, *ftime = NULL;
    int isolated = 0;
    const char *worker = NULL;
    if (!PyArg_ParseTupleAndKeywords(args, kw, "|$KKIdKKKzzOOIpz", kwlist, &cfg->max_ops,
                                     &cfg->max_memory, &cfg->max_depth, &cfg->timeout,
                                     &cfg->max_output, &cfg->max_source,
                                     &cfg->max_host_calls, &allow, &deny, &seed, &ftime,
                                     &cfg->int_max_str_digits, &isolated, &worker))
        return -1;
    if (isolated && !worker) {
        PyErr_SetString(PyExc_ValueError, "isolated=True needs the worker executable");
        return -1;
    }
    if (seed_arg(seed, cfg) < 0) return -1;
    if (ftime && ftime != Py_None) {
        cfg->fixed_time = PyFloat_AsDouble(ftime);
        if (cfg->fixed_time == -1.0 && PyErr_Occurred()) return -1;
        cfg->has_fixed_time = 1;
    }
    cfg->allow_imports = allow;
    cfg->deny_imports = deny;
    cfg->output = on_output;
    cfg->output_ud = self;
    cfg->interrupt = on_interrupt_poll;
    cfg->interrupt_ud = self;
    self->arena.cap = cfg->max_memory;
    if (isolated) {
        int r = pe_ext_iso_open(self, worker);
        cfg->allow_imports = cfg->deny_imports = NULL;
        return r;
    }
    pyeval_vm *vm;
    Py_BEGIN_ALLOW_THREADS vm = pyeval_new(cfg);
    Py_END_ALLOW_THREADS cfg->allow_imports = cfg->deny_imports = NULL;
    if (!vm) {
        PyErr_SetString(PyExc_MemoryError, "pyeval_new failed");
        return -1;
    }
    self->vm = vm;
    pyeval_handle_ops ops = {pe_ext_handle_retain, pe_ext_handle_release, self};
    pyeval_set_handle_ops(vm, &ops);
    return 0;
}

/* Frees the VM (which releases its handles) and everything the run machinery holds.
 * GIL held, not running. Cannot fail. */
static void interp_teardown(pe_ext_interp *self) {
    pe_ext_b_free(self);
    pe_ext_handles_flush(self);
    pe_ext_tool *t = self->tools;
    self->tools = NULL;
    while (t) {
        pe_ext_tool *n = t->next;
        Py_XDECREF(t->fn);
        PyMem_Free(t->name);
        PyMem_Free(t);
        t = n;
    }
    Py_CLEAR(self->lookup);
    pe_ext_arena_free(&self->arena);
    PyMem_RawFree(self->out.data);
    PyMem_RawFree(self->err.data);
    memset(&self->out, 0, sizeof self->out);
    memset(&self->err, 0, sizeof self->err);
}

static int interp_traverse(pe_ext_interp *self, visitproc visit, void *arg) {
    Py_VISIT(self->lookup);
    Py_VISIT(self->keep);
    Py_VISIT(self->keep_result);
    Py_VISIT(self->base_exc);
    Py_VISIT(self->stats);
    for (pe_ext_tool *t = self->tools; t; t = t->next)
        Py_VISIT(t->fn);
    return 0;
}

static int interp_clear(pe_ext_interp *self) {
    if (!self->running) interp_teardown(self);
    Py_CLEAR(self->base_exc);
    Py_CLEAR(self->stats);
    Py_CLEAR(self->keep_result);
    return 0;
}

static void interp_dealloc(pe_ext_interp *self) {
    PyTypeObject *tp = Py_TYPE(self);
    PyObject_GC_UnTrack(self);
    interp_clear(self);
    Py_CLEAR(self->keep);
    PyMem_RawFree(self->hq.inc);
    PyMem_RawFree(self->hq.dec);
    pthread_mutex_destroy(&self->hq.mu);
    /* a Python subclass's subtype_dealloc drops the type's reference */
    tp->tp_free((PyObject *)self);
}

/* 0 when a host-side call may use the VM now, else -1 with the reason raised. */
static int check_idle(pe_ext_interp *self) {
    if (self->crashed) return pe_ext_raise_crashed(self), -1;
    if (!pe_ext_b_live(self)) {
        PyErr_SetString(PyExc_ValueError, self->closed
                                              ? "the Interpreter is closed"
                                              : "the Interpreter is not initialized");
        return -1;
    }
    if (self->running) {
        PyErr_SetString(PyExc_RuntimeError,
                        "the Interpreter is running (in another thread, or this call comes "
                        "from one of its own tools); an Interpreter runs one thing at a "
                        "time");
        return -1;
    }
    return 0;
}

static PyObject *interp_close(pe_ext_interp *self, PyObject *unused) {
    if (self->running) return check_idle(self), NULL;
    interp_teardown(self);
    self->closed = 1;
    Py_RETURN_NONE;
}

static PyObject *interp_enter(pe_ext_interp *self, PyObject *unused) {
    if (check_idle(self) < 0) return NULL;
    return Py_NewRef(self);
}

static PyObject *interp_exit(pe_ext_interp *self, PyObject *args) {
    return interp_close(self, NULL);
}

/* ---- running --------------------------------------------------------------------- */

/* Back on the host after a run: apply handle changes, drop what callbacks kept. */
static void after_run(pe_ext_interp *self) {
    pe_ext_handles_flush(self);
    if (PyList_GET_SIZE(self->keep)) PyList_SetSlice(self->keep, 0, PY_SSIZE_T_MAX, NULL);
    Py_CLEAR(self->keep_result);
    pe_ext_arena_reset(&self->arena);
    self->running = 0;
}

static PyObject *interp_run(pe_ext_interp *self, PyObject *const *args, Py_ssize_t nargs,
                            PyObject *kwnames) {
    PyObject *code = nargs >= 1 ? args[0] : NULL;
    int raise_errors = 1;
    Py_ssize_t nkw = kwnames ? PyTuple_GET_SIZE(kwnames) : 0;
    if (nargs > 1) goto usage;
    for (Py_ssize_t i = 0; i < nkw; i++) {
        PyObject *k = PyTuple_GET_ITEM(kwnames, i);
        if (_PyUnicode_EqualToASCIIString(k, "raise_errors")) {
            raise_errors = PyObject_IsTrue(args[nargs + i]);
            if (raise_errors < 0) return NULL;
        } else if (!code && _PyUnicode_EqualToASCIIString(k, "code")) {
            code = args[nargs + i];
        } else {
            goto usage;
        }
    }
    if (!code) goto usage;
    if (check_idle(self) < 0) return NULL;
    const char *src;
    Py_ssize_t len;
    if (PyUnicode_Check(code)) {
        if (!(src = PyUnicode_AsUTF8AndSize(code, &len))) return NULL;
    } else if (PyBytes_Check(code)) {
        src = PyBytes_AS_STRING(code);
        len = PyBytes_GET_SIZE(code);
    } else {
        PyErr_Format(PyExc_TypeError, "code must be str or bytes, not %.100s",
                     Py_TYPE(code)->tp_name);
        return NULL;
    }
    self->running = 1;
    buf_trim(&self->out);
    buf_trim(&self->err);
    self->sigint_hit = 0;
    __atomic_store_n(&self->intr_req, 0, __ATOMIC_RELAXED);
    Py_INCREF(code); /* src points into it */
    int tok = pe_ext_sigint_begin(self);
    /* A Ctrl-C that arrived before the handler was in place only tripped Python's flag,
     * which nothing checks while the VM runs: raise it now, as the eval loop would at
     * its next check (once the handler is in place, a later one interrupts the run). */
    if (tok && PyErr_CheckSignals() < 0) {
        pe_ext_sigint_end(self, tok);
        Py_DECREF(code);
        self->running = 0;
        return NULL;
    }
    self->tstate = PyEval_SaveThread();
    int st = pe_ext_b_run(self, src, (size_t)len, PYEVAL_RUN_LAST_VALUE);
    PyEval_RestoreThread(self->tstate);
    self->tstate = NULL;
    pe_ext_sigint_end(self, tok);
    Py_DECREF(code);
    after_run(self);
    if (self->base_exc) {
        /* a tool raised KeyboardInterrupt/SystemExit: it goes on in the host */
        PyObject *e = self->base_exc;
        self->base_exc = NULL;
        PyErr_SetObject((PyObject *)Py_TYPE(e), e);
        Py_DECREF(e);
        return NULL;
    }
    if (st == PE_WORKER_CRASHED) return pe_ext_raise_crashed(self);
    if (st == PYEVAL_INTERRUPTED && self->sigint_hit && PyErr_CheckSignals() < 0)
        return NULL;
    return pe_ext_result_build(self, (pyeval_status)st, 1, raise_errors);
usage:
    PyErr_SetString(PyExc_TypeError, "run(code, *, raise_errors=True)");
    return NULL;
}

static PyObject *interp_interrupt(pe_ext_interp *self, PyObject *unused) {
    /* safe from any thread while a run is on (the GIL makes `running` and `vm`
     * stable here); between runs it does nothing */
    if (pe_ext_b_live(self) && self->running) {
        __atomic_store_n(&self->intr_req, 1, __ATOMIC_RELAXED);
        pe_ext_b_interrupt(self);
    }
    Py_RETURN_NONE;
}

/* ---- tools, lookup --------------------------------------------------------------- */

static PyObject *interp_define(pe_ext_interp *self, PyObject *args) {
    const char *name;
    PyObject *fn;
    int final = 0;
    if (!PyArg_ParseTuple(args, "sO|p", &name, &fn, &final)) return NULL;
    if (check_idle(self) < 0) return NULL;
    if (fn == Py_None) fn = NULL;
    if (fn && !PyCallable_Check(fn)) {
        PyErr_Format(PyExc_TypeError, "tool %s is not callable", name);
        return NULL;
    }
    if (pe_ext_define_tool(self, name, fn, final) < 0) return NULL;
    Py_RETURN_NONE;
}

static PyObject *interp_set_lookup(pe_ext_interp *self, PyObject *fn) {
    if (check_idle(self) < 0) return NULL;
    if (fn != Py_None && !PyCallable_Check(fn)) {
        PyErr_SetString(PyExc_TypeError, "lookup must be callable or None");
        return NULL;
    }
    Py_XSETREF(self->lookup, fn == Py_None ? NULL : Py_NewRef(fn));
    if (pe_ext_b_set_lookup(self, self->lookup ? pe_ext_lookup_fn : NULL, self) < 0)
        return pe_ext_raise_crashed(self);
    Py_RETURN_NONE;
}

/* ---- globals ---------------------------------------------------------------------- */

/* The VM's last error as a Python exception: the builtin exception class of the
 * error's name when there is one (TypeError for an OPAQUE value, MemoryError), else
 * cls. Returns NULL. */
static PyObject *vm_failure(pe_ext_interp *self, PyObject *cls, const char *what) {
    if (self->crashed) return pe_ext_raise_crashed(self);
    pyeval_error e;
    if (pe_ext_b_last_error(self, &e) == 0 && e.type) {
        PyObject *b = PyDict_GetItemString(pe_ext_st.builtins, e.type);
        if (b && PyExceptionClass_Check(b) && PyObject_IsSubclass(b, PyExc_Exception) == 1)
            cls = b;
        PyErr_Format(cls, "%s: %s", what, e.message ? e.message : "");
    } else {
        PyErr_Format(cls, "%s failed", what);
    }
    return NULL;
}

static PyObject *interp_get_global(pe_ext_interp *self, PyObject *name) {
    const char *s = PyUnicode_AsUTF8(name);
    if (!s || check_idle(self) < 0) return NULL;
    pyeval_value *v = NULL;
    int r = pe_ext_b_get_global(self, s, &v);
    if (r == 0) {
        PyErr_SetObject(PyExc_KeyError, name);
        return NULL;
    }
    if (r < 0) return vm_failure(self, PyExc_ValueError, "reading a global");
    PyObject *o = pe_ext_from_value(v);
    pe_ext_b_value_free(self, v);
    pe_ext_handles_flush(self);
    return o;
}

static PyObject *interp_set_global(pe_ext_interp *self, PyObject *args) {
    const char *name;
    PyObject *value;
    if (!PyArg_ParseTuple(args, "sO", &name, &value) || check_idle(self) < 0) return NULL;
    pyeval_value v;
    int r = pe_ext_to_value(self, value, &v);
    if (r == 0 && pe_ext_b_set_global(self, name, &v) < 0) {
        vm_failure(self, PyExc_ValueError, "setting a global");
        r = -1;
    }
    /* the VM copied the tree and queued its retains: apply them, then drop the keeps */
    pe_ext_handles_flush(self);
    PyList_SetSlice(self->keep, 0, PY_SSIZE_T_MAX, NULL);
    pe_ext_arena_reset(&self->arena);
    if (r < 0) return NULL;
    Py_RETURN_NONE;
}

static PyObject *interp_del_global(pe_ext_interp *self, PyObject *name) {
    const char *s = PyUnicode_AsUTF8(name);
    if (!s || check_idle(self) < 0) return NULL;
    int r = pe_ext_b_del_global(self, s);
    if (self->crashed) return pe_ext_raise_crashed(self);
    pe_ext_handles_flush(self);
    return PyBool_FromLong(r == 1);
}

static PyObject *interp_list_globals(pe_ext_interp *self, PyObject *unused) {
    if (check_idle(self) < 0) return NULL;
    pyeval_value *v = NULL;
    if (pe_ext_b_list_globals(self, &v) < 0 || !v)
        return vm_failure(self, PyExc_MemoryError, "listing globals");
    PyObject *o = pe_ext_from_value(v);
    pe_ext_b_value_free(self, v);
    return o;
}

/* ---- virtual files ---------------------------------------------------------------- */

static PyObject *fs_error(pe_ext_interp *self, const char *path, const char *what) {
    if (self->crashed) return pe_ext_raise_crashed(self);
    uint64_t size;
    int k = pe_ext_b_fs_stat(self, path, &size);
    int err = k == 2 && strcmp(what, "make")                            ? EISDIR
              : k == 0 && strcmp(what, "write") && strcmp(what, "make") ? ENOENT
                                                                        : EIO;
    if (err == EIO) {
        /* the header gives no reason: a read-only mount, a directory in the way, the
         * memory limit */
        PyErr_Format(PyExc_OSError, "cannot %s '%s' in the virtual file system", what,
                     path);
        return NULL;
    }
    PyObject *x = PyObject_CallFunction(PyExc_OSError, "iss", err, strerror(err), path);
    if (x) {
        PyErr_SetObject((PyObject *)Py_TYPE(x), x);
        Py_DECREF(x);
    }
    return NULL;
}

static PyObject *interp_fs_read(pe_ext_interp *self, PyObject *args) {
    const char *path;
    if (!PyArg_ParseTuple(args, "s", &path) || check_idle(self) < 0) return NULL;
    void *data = NULL;
    size_t len = 0;
    if (pe_ext_b_fs_read(self, path, &data, &len) < 0) return fs_error(self, path, "read");
    PyObject *r = PyBytes_FromStringAndSize(data, (Py_ssize_t)len);
    free(data); /* the header's rule: the host frees it with free() */
    return r;
}

static PyObject *interp_fs_write(pe_ext_interp *self, PyObject *args) {
    const char *path;
    Py_buffer b;
    if (!PyArg_ParseTuple(args, "sy*", &path, &b)) return NULL;
    if (check_idle(self) < 0) {
        PyBuffer_Release(&b);
        return NULL;
    }
    int r = pe_ext_b_fs_write(self, path, b.buf, (size_t)b.len);
    PyBuffer_Release(&b);
    if (r < 0) return fs_error(self, path, "write");
    Py_RETURN_NONE;
}

static PyObject *interp_fs_path_op(pe_ext_interp *self, PyObject *args, int op) {
    const char *path;
    if (!PyArg_ParseTuple(args, "s", &path) || check_idle(self) < 0) return NULL;
    if (op == 0) {
        if (pe_ext_b_fs_remove(self, path) < 0) return fs_error(self, path, "remove");
        Py_RETURN_NONE;
    }
    if (op == 1) {
        if (pe_ext_b_fs_mkdir(self, path) < 0) return fs_error(self, path, "make");
        Py_RETURN_NONE;
    }
    if (op == 2) {
        pyeval_value *v = NULL;
        if (pe_ext_b_fs_list(self, path, &v) < 0 || !v) return fs_error(self, path, "list");
        PyObject *o = pe_ext_from_value(v);
        pe_ext_b_value_free(self, v);
        return o;
    }
    uint64_t size = 0;
    int k = pe_ext_b_fs_stat(self, path, &size);
    if (self->crashed) return pe_ext_raise_crashed(self);
    return Py_BuildValue("(iK)", k, (unsigned long long)size);
}

static PyObject *interp_fs_remove(pe_ext_interp *s, PyObject *a) {
    return interp_fs_path_op(s, a, 0);
}
static PyObject *interp_fs_mkdir(pe_ext_interp *s, PyObject *a) {
    return interp_fs_path_op(s, a, 1);
}
static PyObject *interp_fs_list(pe_ext_interp *s, PyObject *a) {
    return interp_fs_path_op(s, a, 2);
}
static PyObject *interp_fs_stat(pe_ext_interp *s, PyObject *a) {
    return interp_fs_path_op(s, a, 3);
}

static PyObject *interp_chdir(pe_ext_interp *self, PyObject *args) {
    const char *path;
    if (!PyArg_ParseTuple(args, "s", &path) || check_idle(self) < 0) return NULL;
    if (pyeval_fs_chdir(self->vm, path) < 0) {
        uint64_t size;
        int k = pyeval_fs_stat(self->vm, path, &size);
        int err = k == 0 ? ENOENT : k == 1 ? ENOTDIR : ENOMEM;
        PyObject *x = PyObject_CallFunction(PyExc_OSError, "iss", err, strerror(err), path);
        if (x) {
            PyErr_SetObject((PyObject *)Py_TYPE(x), x);
            Py_DECREF(x);
        }
        return NULL;
    }
    Py_RETURN_NONE;
}

static PyObject *interp_mount(pe_ext_interp *self, PyObject *args) {
    const char *host, *virt;
    int mode;
    if (!PyArg_ParseTuple(args, "ssi", &host, &virt, &mode) || check_idle(self) < 0)
        return NULL;
    if (self->ws) {
        PyErr_SetString(PyExc_ValueError, "mounts are not available in isolated mode "
                                          "(the worker cannot open files)");
        return NULL;
    }
    if (pe_ext_b_mount(self, host, virt, (pyeval_mount_mode)mode) < 0) {
        PyErr_Format(PyExc_OSError, "cannot mount %s at %s (not a readable directory?)",
                     host, virt);
        return NULL;
    }
    Py_RETURN_NONE;
}

static PyObject *interp_setenv(pe_ext_interp *self, PyObject *args) {
    const char *name, *value;
    if (!PyArg_ParseTuple(args, "sz", &name, &value) || check_idle(self) < 0) return NULL;
    if (pe_ext_b_setenv(self, name, value) < 0) {
        PyErr_Format(PyExc_OSError, "cannot set the sandbox's environment variable %s",
                     name);
        return NULL;
    }
    Py_RETURN_NONE;
}

/* ---- attributes ------------------------------------------------------------------- */

static PyObject *interp_get_stats(pe_ext_interp *self, void *c) {
    if (self->stats) return Py_NewRef(self->stats);
    if (!pe_ext_b_live(self)) Py_RETURN_NONE;
    return pe_ext_stats_new(self);
}

static PyObject *interp_get_closed(pe_ext_interp *self, void *c) {
    return PyBool_FromLong(self->closed);
}

static PyObject *interp_get_running(pe_ext_interp *self, void *c) {
    return PyBool_FromLong(self->running);
}

static PyGetSetDef interp_getset[] = {
    {"stats", (getter)interp_get_stats, NULL, "pyeval.Stats of the last run", NULL},
    {"closed", (getter)interp_get_closed, NULL, "True after close()", NULL},
    {"running", (getter)interp_get_running, NULL, "True while a run is on", NULL},
    {"worker_pid", (getter)pe_ext_iso_pid, NULL,
     "isolated=True: the worker process's id (None otherwise or once it died)", NULL},
    {NULL},
};

static PyMethodDef interp_methods[] = {
    {"run", (PyCFunction)(void (*)(void))interp_run, METH_FASTCALL | METH_KEYWORDS,
     "run(code, *, raise_errors=True) -> Result\n\nRuns code in the session's globals."},
    {"interrupt", (PyCFunction)interp_interrupt, METH_NOARGS,
     "Stops the current run with pyeval.Interrupted; callable from any thread."},
    {"close", (PyCFunction)interp_close, METH_NOARGS, "Frees the VM; idempotent."},
    {"__enter__", (PyCFunction)interp_enter, METH_NOARGS, NULL},
    {"__exit__", (PyCFunction)interp_exit, METH_VARARGS, NULL},
    {"_define", (PyCFunction)interp_define, METH_VARARGS, NULL},
    {"_set_lookup", (PyCFunction)interp_set_lookup, METH_O, NULL},
    {"_get_global", (PyCFunction)interp_get_global, METH_O, NULL},
    {"_set_global", (PyCFunction)interp_set_global, METH_VARARGS, NULL},
    {"_del_global", (PyCFunction)interp_del_global, METH_O, NULL},
    {"_list_globals", (PyCFunction)interp_list_globals, METH_NOARGS, NULL},
    {"_fs_read", (PyCFunction)interp_fs_read, METH_VARARGS, NULL},
    {"_fs_write", (PyCFunction)interp_fs_write, METH_VARARGS, NULL},
    {"_fs_remove", (PyCFunction)interp_fs_remove, METH_VARARGS, NULL},
    {"_fs_mkdir", (PyCFunction)interp_fs_mkdir, METH_VARARGS, NULL},
    {"_fs_list", (PyCFunction)interp_fs_list, METH_VARARGS, NULL},
    {"_fs_stat", (PyCFunction)interp_fs_stat, METH_VARARGS, NULL},
    {"_mount", (PyCFunction)interp_mount, METH_VARARGS, NULL},
    {"_chdir", (PyCFunction)interp_chdir, METH_VARARGS, NULL},
    {"_setenv", (PyCFunction)interp_setenv, METH_VARARGS, NULL},
    {NULL},
};

PyTypeObject pe_ext_interp_type = {
    PyVarObject_HEAD_INIT(NULL, 0).tp_name = "pyeval._pyeval.Interpreter",
    .tp_basicsize = sizeof(pe_ext_interp),
    .tp_dealloc = (destructor)interp_dealloc,
    .tp_flags = Py_TPFLAGS_DEFAULT | Py_TPFLAGS_BASETYPE | Py_TPFLAGS_HAVE_GC,
    .tp_doc = "The C core of pyeval.Interpreter (use pyeval.Interpreter).",
    .tp_traverse = (traverseproc)interp_traverse,
    .tp_clear = (inquiry)interp_clear,
    .tp_methods = interp_methods,
    .tp_getset = interp_getset,
    .tp_init = (initproc)interp_init,
    .tp_new = interp_new,
};
