/*
 * result.c - the Result and Stats objects of a run, and the SandboxError family built
 * from the VM's last error. Everything a finished run needs is built here in C, so a
 * warm run does no Python-level work beyond these objects.
 */
#include "ext.h"

#include <structmember.h>

/* ---- Stats ----------------------------------------------------------------------- */

static PyTypeObject stats_type;

static PyStructSequence_Field stats_fields[] = {
    {"ops", "operations charged in the run"},
    {"memory_peak", "highest bytes the VM ever held"},
    {"memory_current", "bytes the VM holds now"},
    {"seconds", "wall time of the run"},
    {"host_calls", "tool and lookup calls made by the run"},
    {"output_bytes", "bytes written to stdout and stderr by the run"},
    {NULL, NULL},
};

static PyStructSequence_Desc stats_desc = {
    "pyeval.Stats", "Statistics of an Interpreter's last run.", stats_fields, 6};

PyObject *pe_ext_stats_new(pe_ext_interp *self) {
    pyeval_stats s = {0};
    pe_ext_b_get_stats(self, &s);
    PyObject *o = PyStructSequence_New(&stats_type);
    if (!o) return NULL;
    PyObject *v[6] = {
        PyLong_FromUnsignedLongLong(s.ops),         PyLong_FromUnsignedLongLong(s.mem_peak),
        PyLong_FromUnsignedLongLong(s.mem_current), PyFloat_FromDouble(s.seconds),
        PyLong_FromUnsignedLongLong(s.host_calls),  PyLong_FromUnsignedLongLong(s.output)};
    int bad = 0;
    for (int i = 0; i < 6; i++) {
        if (!v[i]) bad = 1;
        PyStructSequence_SET_ITEM(o, i, v[i] ? v[i] : Py_NewRef(Py_None));
    }
    if (bad) Py_CLEAR(o);
    return o;
}

/* ---- Result ---------------------------------------------------------------------- */

typedef struct {
    PyObject_HEAD PyObject *value, *out, *err, *final_answer, *is_final, *stats, *error,
        *exit_code;
} result_obj;

static void result_dealloc(result_obj *r) {
    Py_XDECREF(r->value);
    Py_XDECREF(r->out);
    Py_XDECREF(r->err);
    Py_XDECREF(r->final_answer);
    Py_XDECREF(r->is_final);
    Py_XDECREF(r->stats);
    Py_XDECREF(r->error);
    Py_XDECREF(r->exit_code);
    Py_TYPE(r)->tp_free((PyObject *)r);
}

/* repr of a possibly long string, cut to 60 characters */
static PyObject *short_repr(PyObject *s) {
    if (PyUnicode_Check(s) && PyUnicode_GET_LENGTH(s) > 60) {
        PyObject *h = PyUnicode_Substring(s, 0, 57);
        PyObject *r = h ? PyUnicode_FromFormat("%R...", h) : NULL;
        Py_XDECREF(h);
        return r;
    }
    return PyObject_Repr(s);
}

static PyObject *result_repr(result_obj *r) {
    PyObject *v = short_repr(r->value), *o = short_repr(r->out), *e = short_repr(r->err);
    PyObject *res = NULL;
    if (v && o && e) {
        if (r->is_final == Py_True)
            res = PyUnicode_FromFormat("Result(final_answer=%R, stdout=%U, stderr=%U)",
                                       r->final_answer, o, e);
        else if (r->error != Py_None)
            res = PyUnicode_FromFormat("Result(error=%R, stdout=%U, stderr=%U)", r->error,
                                       o, e);
        else if (r->exit_code != Py_None)
            res = PyUnicode_FromFormat("Result(exit_code=%R, stdout=%U, stderr=%U)",
                                       r->exit_code, o, e);
        else
            res = PyUnicode_FromFormat("Result(value=%U, stdout=%U, stderr=%U)", v, o, e);
    }
    Py_XDECREF(v);
    Py_XDECREF(o);
    Py_XDECREF(e);
    return res;
}

#define RO(name, field, doc)                                                               \
    { name, T_OBJECT, offsetof(result_obj, field), READONLY, doc }
static PyMemberDef result_members[] = {
    RO("value", value, "value of the last expression statement, or None"),
    RO("stdout", out, "text the program wrote to sys.stdout"),
    RO("stderr", err, "text the program wrote to sys.stderr"),
    RO("final_answer", final_answer, "value given to the final-answer tool, or None"),
    RO("is_final", is_final, "True when a final-answer tool ended the run"),
    RO("stats", stats, "pyeval.Stats of the run"),
    RO("error", error, "the SandboxError (with raise_errors=False), or None"),
    RO("exit_code", exit_code, "SystemExit's code when the program exited, else None"),
    {NULL},
};

PyTypeObject pe_ext_result_type = {
    PyVarObject_HEAD_INIT(NULL, 0).tp_name = "pyeval.Result",
    .tp_basicsize = sizeof(result_obj),
    .tp_dealloc = (destructor)result_dealloc,
    .tp_repr = (reprfunc)result_repr,
    .tp_flags = Py_TPFLAGS_DEFAULT,
    .tp_doc = "The outcome of a run: value, stdout, stderr, final_answer, is_final, "
              "stats, error, exit_code.",
    .tp_members = result_members,
};

int pe_ext_result_init_types(PyObject *module) {
    if (PyType_Ready(&pe_ext_result_type) < 0) return -1;
    if (PyStructSequence_InitType2(&stats_type, &stats_desc) < 0) return -1;
    if (PyModule_AddObjectRef(module, "Result", (PyObject *)&pe_ext_result_type) < 0)
        return -1;
    return PyModule_AddObjectRef(module, "Stats", (PyObject *)&stats_type);
}

/* ---- errors ---------------------------------------------------------------------- */

static const char *limit_name(pyeval_status st) {
    switch (st) {
    case PYEVAL_LIMIT_OPS: return "ops";
    case PYEVAL_LIMIT_MEMORY: return "memory";
    case PYEVAL_LIMIT_DEPTH: return "depth";
    case PYEVAL_LIMIT_TIME: return "timeout";
    case PYEVAL_LIMIT_OUTPUT: return "output";
    case PYEVAL_LIMIT_SOURCE: return "source";
    case PYEVAL_LIMIT_HOST_CALLS: return "host_calls";
    default: return NULL;
    }
}

static int set_attr_str(PyObject *o, const char *name, const char *s) {
    PyObject *v =
        s ? PyUnicode_DecodeUTF8(s, (Py_ssize_t)strlen(s), "replace") : Py_NewRef(Py_None);
    if (!v) return -1;
    int r = PyObject_SetAttrString(o, name, v);
    Py_DECREF(v);
    return r;
}

PyObject *pe_ext_error_new(pe_ext_interp *self, pyeval_status st, PyObject *out,
                           PyObject *err) {
    pyeval_error e = {0};
    int has = pe_ext_b_last_error(self, &e) == 0;
    const char *lim = limit_name(st);
    PyObject *cls, *msg;
    if (st == PYEVAL_ERROR) {
        const char *t = has && e.type ? e.type : "SystemError";
        cls = !strcmp(t, "SyntaxError") || !strcmp(t, "IndentationError") ||
                      !strcmp(t, "TabError")
                  ? pe_ext_st.SandboxSyntaxError
                  : pe_ext_st.ExecutionError;
        msg = e.message && *e.message ? PyUnicode_FromFormat("%s: %s", t, e.message)
                                      : PyUnicode_FromString(t);
    } else if (lim) {
        cls = pe_ext_st.LimitExceeded;
        msg = has && e.message && *e.message
                  ? PyUnicode_FromString(e.message)
                  : PyUnicode_FromFormat("%s exceeded", pyeval_status_name(st));
    } else {
        cls = pe_ext_st.Interrupted;
        msg = PyUnicode_FromString("the run was interrupted");
    }
    if (!msg) return NULL;
    PyObject *x = PyObject_CallOneArg(cls, msg);
    Py_DECREF(msg);
    if (!x) return NULL;
    int bad = PyObject_SetAttrString(x, "stdout", out) < 0 ||
              PyObject_SetAttrString(x, "stderr", err) < 0 ||
              set_attr_str(x, "traceback", has ? e.traceback : NULL) < 0;
    if (!bad && st == PYEVAL_ERROR) {
        PyObject *line = PyLong_FromLong(has ? e.line : 0);
        bad = !line || PyObject_SetAttrString(x, "line", line) < 0 ||
              set_attr_str(x, "type", has ? e.type : "SystemError") < 0 ||
              set_attr_str(x, "message", has ? e.message : "") < 0;
        Py_XDECREF(line);
    } else if (!bad && lim) {
        bad = set_attr_str(x, "limit", lim) < 0;
    }
    if (bad) Py_CLEAR(x);
    return x;
}

/* ---- building the Result ------------------------------------------------------------ */

static PyObject *buf_text(pe_ext_buf *b) {
    if (!b->len) return PyUnicode_New(0, 0);
    return PyUnicode_DecodeUTF8(b->data, (Py_ssize_t)b->len, "replace");
}

/* A new tree from a pyeval_*_value getter, as a Python object (None when absent). */
static PyObject *take_value(pe_ext_interp *self,
                            int (*get)(pe_ext_interp *, pyeval_value **)) {
    pyeval_value *v = NULL;
    if (get(self, &v) < 0 || !v) {
        if (v) pe_ext_b_value_free(self, v);
        Py_RETURN_NONE;
    }
    PyObject *o = pe_ext_from_value(v);
    pe_ext_b_value_free(self, v);
    return o;
}

PyObject *pe_ext_result_build(pe_ext_interp *self, pyeval_status st, int want_value,
                              int raise_errors) {
    result_obj *r = PyObject_New(result_obj, &pe_ext_result_type);
    if (!r) return NULL;
    r->value = r->final_answer = r->error = r->exit_code = r->stats = NULL;
    r->is_final = Py_NewRef(st == PYEVAL_FINAL ? Py_True : Py_False);
    r->out = buf_text(&self->out);
    r->err = buf_text(&self->err);
    if (!r->out || !r->err) goto fail;
    r->stats = pe_ext_stats_new(self);
    if (!r->stats) goto fail;
    Py_XSETREF(self->stats, Py_NewRef(r->stats));
    if (st == PYEVAL_OK && want_value)
        r->value = take_value(self, pe_ext_b_last_value);
    else
        r->value = Py_NewRef(Py_None);
    r->final_answer =
        st == PYEVAL_FINAL ? take_value(self, pe_ext_b_final_value) : Py_NewRef(Py_None);
    r->exit_code =
        st == PYEVAL_EXIT ? PyLong_FromLong(pe_ext_b_exit_code(self)) : Py_NewRef(Py_None);
    if (!r->value || !r->final_answer || !r->exit_code) goto fail;
    if (st != PYEVAL_OK && st != PYEVAL_FINAL && st != PYEVAL_EXIT) {
        r->error = pe_ext_error_new(self, st, r->out, r->err);
        if (!r->error) goto fail;
        if (raise_errors) {
            PyErr_SetObject((PyObject *)Py_TYPE(r->error), r->error);
            goto fail;
        }
    } else {
        r->error = Py_NewRef(Py_None);
    }
    return (PyObject *)r;
fail:
    Py_DECREF(r);
    return NULL;
}
