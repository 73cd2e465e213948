/*
 * tools.c - host callbacks: tools (pyeval_host_fn), the lazy lookup, and handle
 * lifetime.
 *
 * A callback runs on the thread running the VM, with the GIL released by the run:
 * it takes the GIL back through the run's saved thread state (cheaper than
 * PyGILState_Ensure), and releases it again before returning. The result tree lives in
 * the interpreter's arena and the objects it refers to in self->keep, both kept until
 * the next callback or the end of the run, which is after the VM copied the tree.
 */
#include "ext.h"

#include <string.h>

/* ---- handle lifetime ------------------------------------------------------------- */

static void hq_push(pe_ext_hq *q, PyObject ***v, size_t *n, size_t *cap, PyObject *o) {
    pthread_mutex_lock(&q->mu);
    if (*n == *cap) {
        size_t ncap = *cap ? *cap * 2 : 16;
        PyObject **nv = PyMem_RawRealloc(*v, ncap * sizeof *nv);
        if (!nv) {
            q->oom = 1;
            pthread_mutex_unlock(&q->mu);
            return;
        }
        *v = nv;
        *cap = ncap;
    }
    (*v)[(*n)++] = o;
    pthread_mutex_unlock(&q->mu);
}

/* Retains and releases only queue: they come from the VM, with or without the GIL.
 * A retained object is kept alive until the queue is applied by self->keep (it was
 * put there when it crossed) or by an earlier applied retain. */
void pe_ext_handle_retain(void *ud, void *ptr) {
    pe_ext_hq *q = &((pe_ext_interp *)ud)->hq;
    hq_push(q, &q->inc, &q->ninc, &q->capinc, ptr);
}

void pe_ext_handle_release(void *ud, void *ptr) {
    pe_ext_hq *q = &((pe_ext_interp *)ud)->hq;
    hq_push(q, &q->dec, &q->ndec, &q->capdec, ptr);
}

/* Increfs before decrefs: every queued object is alive while the queue is applied. A
 * decref may run a __del__ that retains again: the loop takes the queue afresh. */
void pe_ext_handles_flush(pe_ext_interp *self) {
    pe_ext_hq *q = &self->hq;
    /* the common case, unlocked: pushes come from the thread running the VM, which is
     * this thread during a run, and nobody between runs */
    if (!__atomic_load_n(&q->ninc, __ATOMIC_RELAXED) &&
        !__atomic_load_n(&q->ndec, __ATOMIC_RELAXED))
        return;
    for (;;) {
        pthread_mutex_lock(&q->mu);
        PyObject **inc = q->inc, **dec = q->dec;
        size_t ninc = q->ninc, ndec = q->ndec;
        if (!ninc && !ndec) {
            pthread_mutex_unlock(&q->mu);
            return;
        }
        q->inc = q->dec = NULL;
        q->ninc = q->ndec = q->capinc = q->capdec = 0;
        pthread_mutex_unlock(&q->mu);
        for (size_t i = 0; i < ninc; i++)
            Py_INCREF(inc[i]);
        for (size_t i = 0; i < ndec; i++)
            Py_DECREF(dec[i]);
        PyMem_RawFree(inc);
        PyMem_RawFree(dec);
    }
}

/* ---- entering and leaving a callback --------------------------------------------- */

/* Takes the GIL and drops what the previous callback kept for the VM's copy. */
static void cb_enter(pe_ext_interp *self) {
    PyEval_RestoreThread(self->tstate);
    pe_ext_handles_flush(self);
    if (PyList_GET_SIZE(self->keep)) PyList_SetSlice(self->keep, 0, PY_SSIZE_T_MAX, NULL);
    Py_CLEAR(self->keep_result);
    pe_ext_arena_reset(&self->arena);
}

static void cb_leave(pe_ext_interp *self) {
    self->tstate = PyEval_SaveThread();
}

/* The name the VM raises for a host exception: a builtin exception class's own name
 * (the class must be the builtin of that name), else module.qualname, which is never
 * a builtin name, so the VM raises RuntimeError("tool: message"). Message = str(e).
 * Both live in the arena until the next callback. A BaseException that is not an
 * Exception (KeyboardInterrupt, SystemExit) interrupts the run instead, and is raised
 * again in the host after it. Consumes the pending Python exception. */
static void cb_exception(pe_ext_interp *self, const char **exc_type, const char **exc_msg) {
    PyObject *et, *ev, *tb;
    PyErr_Fetch(&et, &ev, &tb);
    PyErr_NormalizeException(&et, &ev, &tb);
    *exc_type = "RuntimeError";
    *exc_msg = "host error";
    if (!ev) goto done;
    if (!PyErr_GivenExceptionMatches(ev, PyExc_Exception)) {
        if (tb) PyException_SetTraceback(ev, tb);
        if (!self->base_exc) self->base_exc = Py_NewRef(ev);
        __atomic_store_n(&self->intr_req, 1, __ATOMIC_RELAXED);
        pe_ext_b_interrupt(self);
        *exc_type = "KeyboardInterrupt";
        *exc_msg = "";
        goto done;
    }
    PyTypeObject *t = Py_TYPE(ev);
    const char *dot = strrchr(t->tp_name, '.');
    const char *shortname = dot ? dot + 1 : t->tp_name;
    PyObject *b = PyDict_GetItemString(pe_ext_st.builtins, shortname);
    if (b == (PyObject *)t) {
        *exc_type = shortname; /* static: a builtin type's tp_name */
    } else {
        /* "host." keeps a class that merely shares a builtin's name from passing as it */
        const char *pre = b ? "host." : "";
        size_t np = strlen(pre), nt = strlen(t->tp_name);
        char *c = pe_ext_arena_alloc(&self->arena, np + nt + 1);
        if (c) {
            memcpy(c, pre, np);
            memcpy(c + np, t->tp_name, nt + 1);
            *exc_type = c;
        } else {
            PyErr_Clear();
        }
    }
    PyObject *m = PyObject_Str(ev);
    Py_ssize_t n;
    const char *s = m ? PyUnicode_AsUTF8AndSize(m, &n) : NULL;
    char *c = s ? pe_ext_arena_alloc(&self->arena, (size_t)n + 1) : NULL;
    if (c) {
        memcpy(c, s, (size_t)n + 1);
        *exc_msg = c;
    }
    Py_XDECREF(m);
done:
    PyErr_Clear();
    Py_XDECREF(et);
    Py_XDECREF(ev);
    Py_XDECREF(tb);
}

/* Converts a callback's Python result into *out. 0, or -1 with the exception mapped. */
static int cb_result(pe_ext_interp *self, PyObject *r, pyeval_value *out,
                     const char **exc_type, const char **exc_msg) {
    int rc = -1;
    if (r) {
        Py_XSETREF(self->keep_result, r); /* alive until the VM copied the tree */
        rc = pe_ext_to_value(self, r, out);
    }
    if (rc < 0) cb_exception(self, exc_type, exc_msg);
    return rc;
}

/* ---- tools ----------------------------------------------------------------------- */

#define PE_EXT_SMALL_ARGS 8

static PyObject *call_tool(pe_ext_tool *tool, const pyeval_value *args, size_t nargs,
                           const char *const *kwnames, const pyeval_value *kwargs,
                           size_t nkw) {
    PyObject *small[PE_EXT_SMALL_ARGS + 1];
    size_t total = nargs + nkw;
    PyObject **argv =
        total < PE_EXT_SMALL_ARGS ? small : PyMem_Malloc((total + 1) * sizeof *argv);
    if (!argv) return PyErr_NoMemory();
    PyObject *kwt = NULL, *r = NULL;
    size_t made = 0;
    /* argv[0] is scratch for PY_VECTORCALL_ARGUMENTS_OFFSET */
    for (; made < total; made++) {
        const pyeval_value *v = made < nargs ? &args[made] : &kwargs[made - nargs];
        if (!(argv[made + 1] = pe_ext_from_value(v))) goto done;
    }
    if (nkw) {
        if (!(kwt = PyTuple_New((Py_ssize_t)nkw))) goto done;
        for (size_t i = 0; i < nkw; i++) {
            PyObject *k = PyUnicode_FromString(kwnames[i]);
            if (!k) goto done;
            PyTuple_SET_ITEM(kwt, (Py_ssize_t)i, k);
        }
    }
    r = PyObject_Vectorcall(tool->fn, argv + 1, nargs | PY_VECTORCALL_ARGUMENTS_OFFSET,
                            kwt);
done:
    for (size_t i = 0; i < made; i++)
        Py_DECREF(argv[i + 1]);
    Py_XDECREF(kwt);
    if (argv != small) PyMem_Free(argv);
    return r;
}

int pe_ext_host_fn(void *ud, const pyeval_value *args, size_t nargs,
                   const char *const *kwnames, const pyeval_value *kwargs, size_t nkw,
                   pyeval_value *result, const char **exc_type, const char **exc_msg) {
    pe_ext_tool *tool = ud;
    pe_ext_interp *self = tool->self;
    cb_enter(self);
    int rc = 0;
    if (self->base_exc) {
        /* the run is being interrupted: no more host code */
        *exc_type = "KeyboardInterrupt";
        *exc_msg = "";
        rc = -1;
    } else {
        PyObject *r = call_tool(tool, args, nargs, kwnames, kwargs, nkw);
        rc = cb_result(self, r, result, exc_type, exc_msg);
    }
    cb_leave(self);
    return rc;
}

int pe_ext_define_tool(pe_ext_interp *self, const char *name, PyObject *fn, int final) {
    pe_ext_tool *t = PyMem_Calloc(1, sizeof *t);
    size_t n = strlen(name);
    char *nm = t ? PyMem_Malloc(n + 1) : NULL;
    if (!nm) {
        PyMem_Free(t);
        PyErr_NoMemory();
        return -1;
    }
    memcpy(nm, name, n + 1);
    t->self = self;
    t->fn = Py_XNewRef(fn);
    t->name = nm;
    t->next = self->tools;
    self->tools = t;
    if (pe_ext_b_define(self, name, fn ? pe_ext_host_fn : NULL, t,
                        final ? PYEVAL_FN_FINAL : 0) < 0) {
        if (self->crashed) return pe_ext_raise_crashed(self), -1;
        PyErr_NoMemory();
        return -1;
    }
    return 0;
}

/* ---- the lazy lookup ------------------------------------------------------------- */

int pe_ext_lookup_fn(void *ud, const char *name, size_t len, pyeval_value *out,
                     const char **exc_type, const char **exc_msg) {
    pe_ext_interp *self = ud;
    cb_enter(self);
    int rc = 0;
    if (self->base_exc || !self->lookup) goto leave;
    PyObject *key = PyUnicode_DecodeUTF8(name, (Py_ssize_t)len, "surrogatepass");
    PyObject *r = key ? PyObject_CallOneArg(self->lookup, key) : NULL;
    if (!r) {
        Py_XDECREF(key);
        if (PyErr_ExceptionMatches(PyExc_KeyError) ||
            PyErr_ExceptionMatches(PyExc_NameError))
            PyErr_Clear();
        else {
            cb_exception(self, exc_type, exc_msg);
            rc = -1;
        }
        goto leave;
    }
    if (r == pe_ext_st.MISSING) {
        Py_DECREF(r);
    } else if (PyCallable_Check(r)) {
        /* a callable becomes a tool of that name (final if wrapped by pyeval.final) */
        const char *cname = PyUnicode_AsUTF8(key);
        int fin = pe_ext_st.Final && PyObject_TypeCheck(r, (PyTypeObject *)pe_ext_st.Final);
        rc = cname && pe_ext_define_tool(self, cname, r, fin) == 0 ? 2 : -1;
        Py_DECREF(r);
        if (rc < 0) cb_exception(self, exc_type, exc_msg);
    } else {
        rc = cb_result(self, r, out, exc_type, exc_msg) < 0 ? -1 : 1;
    }
    Py_DECREF(key);
leave:
    cb_leave(self);
    return rc;
}
