/*
 * convert.c - values across the boundary: Python objects to pyeval_value trees (built in
 * a reusable scratch arena, so a tool call allocates nothing once warm) and pyeval_value
 * trees to new Python objects.
 *
 * Host -> VM strings are copied into the arena rather than borrowed from the objects:
 * the VM copies the tree after the callback returned and the GIL is released, when
 * another Python thread could already have mutated a list or bytearray.
 */
#include "ext.h"

#include <datetime.h>
#include <string.h>

/* ---- the arena ------------------------------------------------------------------- */

struct pe_ext_chunk {
    pe_ext_chunk *next;
    size_t size; /* usable bytes after the header */
    max_align_t data[];
};

#define PE_EXT_CHUNK_MIN 4096u

void pe_ext_arena_reset(pe_ext_arena *a) {
    pe_ext_chunk *c = a->head;
    if (!c) return;
    /* keep the newest (largest) chunk, free the others */
    pe_ext_chunk *rest = c->next;
    c->next = NULL;
    while (rest) {
        pe_ext_chunk *n = rest->next;
        PyMem_RawFree(rest);
        rest = n;
    }
    a->used = 0;
    a->total = 0;
}

void pe_ext_arena_free(pe_ext_arena *a) {
    pe_ext_arena_reset(a);
    PyMem_RawFree(a->head);
    a->head = NULL;
}

void *pe_ext_arena_alloc(pe_ext_arena *a, size_t n) {
    n = (n + 7u) & ~(size_t)7u;
    if (a->cap && (n > a->cap || a->total > a->cap - n)) {
        PyErr_SetString(PyExc_MemoryError,
                        "value too large to pass into the sandbox (over its memory limit)");
        return NULL;
    }
    pe_ext_chunk *c = a->head;
    if (!c || c->size - a->used < n) {
        size_t size = c ? c->size * 2 : PE_EXT_CHUNK_MIN;
        if (size < n) size = n;
        pe_ext_chunk *nc = PyMem_RawMalloc(sizeof *nc + size);
        if (!nc) {
            PyErr_NoMemory();
            return NULL;
        }
        nc->size = size;
        nc->next = c;
        a->head = nc;
        a->used = 0;
        c = nc;
    }
    void *p = (char *)c->data + a->used;
    a->used += n;
    a->total += n;
    return p;
}

static int copy_bytes(pe_ext_interp *self, const char *s, size_t n, pyeval_value *out) {
    char *d = pe_ext_arena_alloc(&self->arena, n ? n : 1);
    if (!d) return -1;
    memcpy(d, s, n);
    out->u.str.data = d;
    out->u.str.len = n;
    return 0;
}

static const char *arena_cstr(pe_ext_interp *self, const char *s, size_t n) {
    char *d = pe_ext_arena_alloc(&self->arena, n + 1);
    if (!d) return NULL;
    memcpy(d, s, n);
    d[n] = '\0';
    return d;
}

/* ---- ints past sys.get_int_max_str_digits() ------------------------------------ */

/*
 * int <-> decimal text refuses more digits than the host's sys.set_int_max_str_digits
 * allows (4300 by default), but the boundary carries ints of any size (the VM applies
 * its own digit limit to what programs convert). fn runs with the host's limit lifted:
 * the limit is per interpreter, and no Python code runs (so no other thread can see
 * it) between lifting and restoring it, since the GIL is held throughout. Returns fn's
 * result, or NULL with an exception set.
 */
static PyObject *without_digit_limit(PyObject *(*fn)(void *), void *arg) {
    PyObject *sys = PyImport_ImportModule("sys");
    PyObject *old = sys ? PyObject_CallMethod(sys, "get_int_max_str_digits", NULL) : NULL;
    PyObject *r = NULL, *z = NULL;
    if (old && (z = PyObject_CallMethod(sys, "set_int_max_str_digits", "i", 0))) {
        r = fn(arg);
        PyObject *et, *ev, *tb;
        PyErr_Fetch(&et, &ev, &tb);
        PyObject *back = PyObject_CallMethod(sys, "set_int_max_str_digits", "O", old);
        Py_XDECREF(back);
        if (!back) Py_CLEAR(r); /* cannot happen: old was accepted before */
        if (et) PyErr_Restore(et, ev, tb);
    }
    Py_XDECREF(z);
    Py_XDECREF(old);
    Py_XDECREF(sys);
    return r;
}

static PyObject *long_str(void *o) {
    return PyLong_Type.tp_str((PyObject *)o);
}

static PyObject *long_parse(void *s) {
    return PyLong_FromString((const char *)s, NULL, 10);
}

/* ---- Python -> pyeval_value --------------------------------------------------------- */

static int to_value(pe_ext_interp *self, PyObject *o, pyeval_value *out, int depth);

static int too_deep(void) {
    PyErr_Format(PyExc_ValueError,
                 "value is recursive or nested deeper than %d levels; it cannot cross "
                 "into the sandbox",
                 PE_EXT_MAX_DEPTH);
    return -1;
}

/* INT, or BIGINT with the decimal text of an int that does not fit in int64. */
static int int_to_value(pe_ext_interp *self, PyObject *o, pyeval_value *out) {
    int overflow = 0;
    long long v = PyLong_AsLongLongAndOverflow(o, &overflow);
    if (!overflow) {
        if (v == -1 && PyErr_Occurred()) return -1;
        out->kind = PYEVAL_INT;
        out->u.i = v;
        return 0;
    }
    PyObject *s = PyLong_Type.tp_str(o);
    if (!s && PyErr_ExceptionMatches(PyExc_ValueError)) {
        PyErr_Clear();
        s = without_digit_limit(long_str, o);
    }
    if (!s) return -1;
    Py_ssize_t n;
    const char *t = PyUnicode_AsUTF8AndSize(s, &n);
    int r = t ? copy_bytes(self, t, (size_t)n, out) : -1;
    Py_DECREF(s);
    out->kind = PYEVAL_BIGINT;
    return r;
}

static int seq_alloc(pe_ext_interp *self, size_t n, pyeval_value *out) {
    out->u.seq.len = n;
    out->u.seq.items = NULL;
    if (!n) return 0;
    if (n > SIZE_MAX / sizeof(pyeval_value)) {
        PyErr_NoMemory();
        return -1;
    }
    out->u.seq.items = pe_ext_arena_alloc(&self->arena, n * sizeof(pyeval_value));
    return out->u.seq.items ? 0 : -1;
}

/* A list may change while its items convert (a handle's repr runs Python code):
 * indexes are checked each time and the count is cut to what was read. */
static int list_to_value(pe_ext_interp *self, PyObject *o, pyeval_value *out, int depth) {
    out->kind = PYEVAL_LIST;
    if (seq_alloc(self, (size_t)PyList_GET_SIZE(o), out) < 0) return -1;
    size_t i = 0;
    for (; i < out->u.seq.len && (Py_ssize_t)i < PyList_GET_SIZE(o); i++) {
        PyObject *it = PyList_GET_ITEM(o, i);
        Py_INCREF(it);
        int r = to_value(self, it, &out->u.seq.items[i], depth + 1);
        Py_DECREF(it);
        if (r < 0) return -1;
    }
    out->u.seq.len = i;
    return 0;
}

static int tuple_to_value(pe_ext_interp *self, PyObject *o, pyeval_kind kind,
                          pyeval_value *out, int depth) {
    out->kind = kind;
    if (seq_alloc(self, (size_t)PyTuple_GET_SIZE(o), out) < 0) return -1;
    for (size_t i = 0; i < out->u.seq.len; i++)
        if (to_value(self, PyTuple_GET_ITEM(o, i), &out->u.seq.items[i], depth + 1) < 0)
            return -1;
    return 0;
}

static int dict_to_value(pe_ext_interp *self, PyObject *o, pyeval_value *out, int depth) {
    out->kind = PYEVAL_DICT;
    if (seq_alloc(self, (size_t)PyDict_GET_SIZE(o) * 2, out) < 0) return -1;
    size_t cap = out->u.seq.len / 2, n = 0;
    Py_ssize_t pos = 0;
    PyObject *k, *v;
    while (n < cap && PyDict_Next(o, &pos, &k, &v)) {
        Py_INCREF(k);
        Py_INCREF(v);
        int r = to_value(self, k, &out->u.seq.items[2 * n], depth + 1);
        if (r == 0) r = to_value(self, v, &out->u.seq.items[2 * n + 1], depth + 1);
        Py_DECREF(k);
        Py_DECREF(v);
        if (r < 0) return -1;
        n++;
    }
    out->u.seq.len = n;
    return 0;
}

static int iter_to_value(pe_ext_interp *self, PyObject *o, pyeval_kind kind,
                         pyeval_value *out, int depth) {
    out->kind = kind;
    Py_ssize_t len = PyObject_Size(o);
    if (len < 0 || seq_alloc(self, (size_t)len, out) < 0) return -1;
    PyObject *itr = PyObject_GetIter(o);
    if (!itr) return -1;
    size_t n = 0;
    PyObject *it;
    while (n < out->u.seq.len && (it = PyIter_Next(itr))) {
        int r = to_value(self, it, &out->u.seq.items[n], depth + 1);
        Py_DECREF(it);
        if (r < 0) break;
        n++;
    }
    Py_DECREF(itr);
    if (PyErr_Occurred()) return -1;
    out->u.seq.len = n;
    return 0;
}

/* A PYEVAL_OBJECT with a TUPLE of fields built from a Python tuple of arguments. */
static int object_from_args(pe_ext_interp *self, const char *type, PyObject *args,
                            pyeval_value *out, int depth) {
    if (!args) return -1;
    pyeval_value *f = pe_ext_arena_alloc(&self->arena, sizeof *f);
    int r = f ? tuple_to_value(self, args, PYEVAL_TUPLE, f, depth + 1) : -1;
    Py_DECREF(args);
    out->kind = PYEVAL_OBJECT;
    out->u.obj.type = type;
    out->u.obj.name = NULL;
    out->u.obj.fields = f;
    return r;
}

static PyObject *timezone_args(PyObject *tz) {
    if (tz == Py_None) return Py_NewRef(Py_None);
    if (Py_IS_TYPE(tz, Py_TYPE(PyDateTime_TimeZone_UTC)))
        return PyObject_CallMethod(tz, "__getinitargs__", NULL);
    return NULL;
}

/* tzinfo of a time/datetime: None, a timezone, or (another tzinfo class) the fixed
 * timezone of its current offset, which is what the value means at that instant. */
static PyObject *tz_field(PyObject *o) {
    PyObject *tz = PyObject_GetAttrString(o, "tzinfo");
    if (!tz || tz == Py_None || Py_IS_TYPE(tz, Py_TYPE(PyDateTime_TimeZone_UTC))) return tz;
    Py_DECREF(tz);
    PyObject *off = PyObject_CallMethod(o, "utcoffset", NULL);
    if (!off || off == Py_None) return off;
    PyObject *name = PyObject_CallMethod(o, "tzname", NULL);
    PyObject *r = name ? PyObject_CallFunctionObjArgs(
                             (PyObject *)Py_TYPE(PyDateTime_TimeZone_UTC), off, name, NULL)
                       : NULL;
    Py_DECREF(off);
    Py_XDECREF(name);
    return r;
}

static int datetime_to_value(pe_ext_interp *self, PyObject *o, pyeval_value *out,
                             int depth) {
    PyObject *args = NULL, *tz = NULL;
    const char *type;
    if (PyDateTime_Check(o)) {
        type = "datetime.datetime";
        if (!(tz = tz_field(o))) return -1;
        args = Py_BuildValue("(iiiiiiiO)", PyDateTime_GET_YEAR(o), PyDateTime_GET_MONTH(o),
                             PyDateTime_GET_DAY(o), PyDateTime_DATE_GET_HOUR(o),
                             PyDateTime_DATE_GET_MINUTE(o), PyDateTime_DATE_GET_SECOND(o),
                             PyDateTime_DATE_GET_MICROSECOND(o), tz);
    } else if (PyDate_Check(o)) {
        type = "datetime.date";
        args = Py_BuildValue("(iii)", PyDateTime_GET_YEAR(o), PyDateTime_GET_MONTH(o),
                             PyDateTime_GET_DAY(o));
    } else if (PyTime_Check(o)) {
        type = "datetime.time";
        if (!(tz = tz_field(o))) return -1;
        args = Py_BuildValue("(iiiiO)", PyDateTime_TIME_GET_HOUR(o),
                             PyDateTime_TIME_GET_MINUTE(o), PyDateTime_TIME_GET_SECOND(o),
                             PyDateTime_TIME_GET_MICROSECOND(o), tz);
    } else if (PyDelta_Check(o)) {
        type = "datetime.timedelta";
        args = Py_BuildValue("(iii)", PyDateTime_DELTA_GET_DAYS(o),
                             PyDateTime_DELTA_GET_SECONDS(o),
                             PyDateTime_DELTA_GET_MICROSECONDS(o));
    } else {
        type = "datetime.timezone";
        args = timezone_args(o);
        if (args && PyTuple_GET_SIZE(args) == 1) {
            PyObject *a2 = PyTuple_Pack(2, PyTuple_GET_ITEM(args, 0), Py_None);
            Py_DECREF(args);
            args = a2;
        }
    }
    Py_XDECREF(tz);
    return object_from_args(self, type, args, out, depth);
}

/* namedtuple / dataclass: OBJECT with a name and a DICT of field -> value. */
static int record_to_value(pe_ext_interp *self, PyObject *o, const char *type,
                           PyObject *names, pyeval_value *out, int depth) {
    PyObject *tname = PyObject_GetAttrString((PyObject *)Py_TYPE(o), "__name__");
    if (!tname) return -1;
    Py_ssize_t tn;
    const char *tn_s = PyUnicode_AsUTF8AndSize(tname, &tn);
    const char *name = tn_s ? arena_cstr(self, tn_s, (size_t)tn) : NULL;
    Py_DECREF(tname);
    if (!name) return -1;
    Py_ssize_t n = PyTuple_GET_SIZE(names);
    pyeval_value *f = pe_ext_arena_alloc(&self->arena, sizeof *f);
    if (!f) return -1;
    f->kind = PYEVAL_DICT;
    if (seq_alloc(self, (size_t)n * 2, f) < 0) return -1;
    f->u.seq.len = (size_t)n;
    for (Py_ssize_t i = 0; i < n; i++) {
        PyObject *k = PyTuple_GET_ITEM(names, i);
        PyObject *v = PyObject_GetAttr(o, k);
        if (!v) return -1;
        int r = to_value(self, k, &f->u.seq.items[2 * i], depth + 1);
        if (r == 0) r = to_value(self, v, &f->u.seq.items[2 * i + 1], depth + 1);
        Py_DECREF(v);
        if (r < 0) return -1;
    }
    out->kind = PYEVAL_OBJECT;
    out->u.obj.type = type;
    out->u.obj.name = name;
    out->u.obj.fields = f;
    return 0;
}

/* The field names of a namedtuple instance (a tuple subclass with a tuple of str
 * _fields), as a new tuple, or NULL (no error set) if it is not one. */
static PyObject *namedtuple_fields(PyObject *o) {
    PyObject *f = PyObject_GetAttrString((PyObject *)Py_TYPE(o), "_fields");
    if (!f) {
        PyErr_Clear();
        return NULL;
    }
    if (!PyTuple_Check(f)) {
        Py_DECREF(f);
        return NULL;
    }
    return f;
}

/* The init field names of a dataclass instance as a new tuple, NULL with no error if
 * o is not one, NULL with an error on failure (*err set). */
static PyObject *dataclass_fields(PyObject *o, int *err) {
    *err = 0;
    if (PyType_Check(o)) return NULL;
    PyObject *dcf = PyObject_GetAttrString((PyObject *)Py_TYPE(o), "__dataclass_fields__");
    if (!dcf) {
        PyErr_Clear();
        return NULL;
    }
    Py_DECREF(dcf);
    PyObject *fields = PyObject_CallOneArg(pe_ext_st.dataclass_fields, o);
    PyObject *names = NULL;
    if (fields && (names = PyTuple_New(PyTuple_GET_SIZE(fields)))) {
        for (Py_ssize_t i = 0; i < PyTuple_GET_SIZE(fields); i++) {
            PyObject *nm = PyObject_GetAttrString(PyTuple_GET_ITEM(fields, i), "name");
            if (!nm) {
                Py_CLEAR(names);
                break;
            }
            PyTuple_SET_ITEM(names, i, nm);
        }
    }
    Py_XDECREF(fields);
    if (!names) *err = 1;
    return names;
}

/* Any other object: a handle holding the object (kept alive until the VM retains
 * it) with its repr for the sandbox. */
static int handle_to_value(pe_ext_interp *self, PyObject *o, pyeval_value *out) {
    if (PyList_Append(self->keep, o) < 0) return -1;
    out->kind = PYEVAL_HANDLE;
    out->u.handle.ptr = o;
    PyObject *r = PyObject_Repr(o);
    Py_ssize_t n = 0;
    const char *s = r ? PyUnicode_AsUTF8AndSize(r, &n) : NULL;
    if (!s) {
        /* a failing __repr__ must not make the value unusable */
        PyErr_Clear();
        Py_XDECREF(r);
        r = PyUnicode_FromFormat("<%s object>", Py_TYPE(o)->tp_name);
        if (!r || !(s = PyUnicode_AsUTF8AndSize(r, &n))) {
            Py_XDECREF(r);
            return -1;
        }
    }
    pyeval_value tmp = {0};
    int rc = copy_bytes(self, s, (size_t)n, &tmp);
    Py_DECREF(r);
    out->u.handle.repr = tmp.u.str.data;
    out->u.handle.repr_len = tmp.u.str.len;
    return rc;
}

/* A builtin class that the builtins module binds under its own name (int, str,
 * ValueError): OBJECT "builtin_type", so the sandbox gets its own class of that name.
 * -2 if o is some other class (it crosses as a handle), -1 on error. */
static int builtin_type_to_value(pe_ext_interp *self, PyObject *o, pyeval_value *out) {
    PyTypeObject *t = (PyTypeObject *)o;
    if (t->tp_flags & Py_TPFLAGS_HEAPTYPE) return -2;
    if (PyDict_GetItemString(pe_ext_st.builtins, t->tp_name) != o) return -2;
    const char *name = arena_cstr(self, t->tp_name, strlen(t->tp_name));
    pyeval_value *f = pe_ext_arena_alloc(&self->arena, sizeof *f);
    if (!name || !f) return -1;
    f->kind = PYEVAL_NONE;
    out->kind = PYEVAL_OBJECT;
    out->u.obj.type = "builtin_type";
    out->u.obj.name = name;
    out->u.obj.fields = f;
    return 0;
}

static int other_to_value(pe_ext_interp *self, PyObject *o, pyeval_value *out, int depth) {
    if (PyDate_Check(o) || PyTime_Check(o) || PyDelta_Check(o) ||
        Py_IS_TYPE(o, Py_TYPE(PyDateTime_TimeZone_UTC)))
        return datetime_to_value(self, o, out, depth);
    if (PyTuple_Check(o)) {
        PyObject *f = namedtuple_fields(o);
        if (f) {
            int r = record_to_value(self, o, "namedtuple", f, out, depth);
            Py_DECREF(f);
            return r;
        }
        return tuple_to_value(self, o, PYEVAL_TUPLE, out, depth);
    }
    if (PyLong_Check(o)) return int_to_value(self, o, out);
    if (PyFloat_Check(o)) {
        out->kind = PYEVAL_FLOAT;
        out->u.f = PyFloat_AS_DOUBLE(o);
        return 0;
    }
    if (PyUnicode_Check(o) || PyBytes_Check(o) || PyList_Check(o) || PyDict_Check(o))
        return -2; /* a subclass of a plain kind: the caller converts it as the kind */
    if (PyComplex_Check(o)) {
        out->kind = PYEVAL_COMPLEX;
        out->u.c.re = PyComplex_RealAsDouble(o);
        out->u.c.im = PyComplex_ImagAsDouble(o);
        return 0;
    }
    if (PyByteArray_Check(o)) {
        out->kind = PYEVAL_BYTEARRAY;
        return copy_bytes(self, PyByteArray_AS_STRING(o), (size_t)PyByteArray_GET_SIZE(o),
                          out);
    }
    if (PyFrozenSet_Check(o)) return iter_to_value(self, o, PYEVAL_FROZENSET, out, depth);
    if (PySet_Check(o)) return iter_to_value(self, o, PYEVAL_SET, out, depth);
    if (PyType_Check(o)) {
        int r = builtin_type_to_value(self, o, out);
        if (r != -2) return r;
    }
    int err;
    PyObject *names = dataclass_fields(o, &err);
    if (err) return -1;
    if (names) {
        int r = record_to_value(self, o, "dataclass", names, out, depth);
        Py_DECREF(names);
        return r;
    }
    return handle_to_value(self, o, out);
}

static int to_value(pe_ext_interp *self, PyObject *o, pyeval_value *out, int depth) {
    if (depth > PE_EXT_MAX_DEPTH) return too_deep();
    PyTypeObject *t = Py_TYPE(o);
    /* the common exact types first, without a call */
    if (o == Py_None) {
        out->kind = PYEVAL_NONE;
        return 0;
    }
    if (t == &PyBool_Type) {
        out->kind = PYEVAL_BOOL;
        out->u.b = o == Py_True;
        return 0;
    }
    if (t == &PyLong_Type) return int_to_value(self, o, out);
    if (t == &PyFloat_Type) {
        out->kind = PYEVAL_FLOAT;
        out->u.f = PyFloat_AS_DOUBLE(o);
        return 0;
    }
    if (t == &PyTuple_Type) return tuple_to_value(self, o, PYEVAL_TUPLE, out, depth);
    int r = -2;
    if (t != &PyUnicode_Type && t != &PyBytes_Type && t != &PyList_Type &&
        t != &PyDict_Type) {
        r = other_to_value(self, o, out, depth);
        if (r != -2) return r;
    }
    if (PyUnicode_Check(o)) {
        Py_ssize_t n;
        const char *s = PyUnicode_AsUTF8AndSize(o, &n);
        out->kind = PYEVAL_STR;
        return s ? copy_bytes(self, s, (size_t)n, out) : -1;
    }
    if (PyBytes_Check(o)) {
        out->kind = PYEVAL_BYTES;
        return copy_bytes(self, PyBytes_AS_STRING(o), (size_t)PyBytes_GET_SIZE(o), out);
    }
    if (PyList_Check(o)) return list_to_value(self, o, out, depth);
    return dict_to_value(self, o, out, depth);
}

int pe_ext_to_value(pe_ext_interp *self, PyObject *o, pyeval_value *out) {
    return to_value(self, o, out, 0);
}

/* ---- pyeval_value -> Python ------------------------------------------------------- */

/* BIGINT decimal text -> int, of any size. */
static PyObject *bigint_from(const pyeval_value *v) {
    char small[64];
    size_t n = v->u.str.len;
    char *buf = n < sizeof small ? small : PyMem_Malloc(n + 1);
    if (!buf) return PyErr_NoMemory();
    memcpy(buf, v->u.str.data, n);
    buf[n] = '\0';
    PyObject *r = PyLong_FromString(buf, NULL, 10);
    if (!r && PyErr_ExceptionMatches(PyExc_ValueError)) {
        PyErr_Clear();
        r = without_digit_limit(long_parse, buf);
    }
    if (buf != small) PyMem_Free(buf);
    return r;
}

static PyObject *seq_from(const pyeval_value *v) {
    size_t n = v->u.seq.len;
    PyObject *r =
        v->kind == PYEVAL_LIST ? PyList_New((Py_ssize_t)n) : PyTuple_New((Py_ssize_t)n);
    if (!r) return NULL;
    for (size_t i = 0; i < n; i++) {
        PyObject *it = pe_ext_from_value(&v->u.seq.items[i]);
        if (!it) {
            Py_DECREF(r);
            return NULL;
        }
        if (v->kind == PYEVAL_LIST)
            PyList_SET_ITEM(r, (Py_ssize_t)i, it);
        else
            PyTuple_SET_ITEM(r, (Py_ssize_t)i, it);
    }
    return r;
}

static PyObject *dict_from(const pyeval_value *v) {
    PyObject *d = PyDict_New();
    if (!d) return NULL;
    for (size_t i = 0; i < v->u.seq.len; i++) {
        PyObject *k = pe_ext_from_value(&v->u.seq.items[2 * i]);
        PyObject *x = k ? pe_ext_from_value(&v->u.seq.items[2 * i + 1]) : NULL;
        int r = x ? PyDict_SetItem(d, k, x) : -1;
        Py_XDECREF(k);
        Py_XDECREF(x);
        if (r < 0) {
            Py_DECREF(d);
            return NULL;
        }
    }
    return d;
}

static PyObject *set_from(const pyeval_value *v) {
    PyObject *s = v->kind == PYEVAL_SET ? PySet_New(NULL) : PyFrozenSet_New(NULL);
    if (!s) return NULL;
    for (size_t i = 0; i < v->u.seq.len; i++) {
        PyObject *it = pe_ext_from_value(&v->u.seq.items[i]);
        int r = it ? PySet_Add(s, it) : -1;
        Py_XDECREF(it);
        if (r < 0) {
            Py_DECREF(s);
            return NULL;
        }
    }
    return s;
}

/* The host class for a namedtuple or dataclass called `name` with these field names,
 * made once per (name, fields) and cached. Borrowed reference or NULL. */
static PyObject *record_class(const char *type, PyObject *name, PyObject *names) {
    int nt = !strcmp(type, "namedtuple");
    PyObject *cache = nt ? pe_ext_st.nt_cache : pe_ext_st.dc_cache;
    PyObject *key = PyTuple_Pack(2, name, names);
    if (!key) return NULL;
    PyObject *cls = PyDict_GetItemWithError(cache, key);
    if (!cls && !PyErr_Occurred()) {
        PyObject *made = PyObject_CallFunctionObjArgs(
            nt ? pe_ext_st.make_namedtuple : pe_ext_st.make_dataclass, name, names, NULL);
        if (made && PyDict_SetItem(cache, key, made) == 0) cls = made;
        Py_XDECREF(made); /* the cache holds it */
    }
    Py_DECREF(key);
    return cls;
}

static PyObject *record_from(const pyeval_value *v) {
    const pyeval_value *f = v->u.obj.fields;
    if (!f || f->kind != PYEVAL_DICT || !v->u.obj.name) {
        PyErr_SetString(PyExc_ValueError, "malformed record value from the sandbox");
        return NULL;
    }
    size_t n = f->u.seq.len;
    PyObject *name = PyUnicode_FromString(v->u.obj.name);
    PyObject *names = PyTuple_New((Py_ssize_t)n);
    PyObject *vals = PyTuple_New((Py_ssize_t)n);
    PyObject *r = NULL;
    if (!name || !names || !vals) goto done;
    for (size_t i = 0; i < n; i++) {
        PyObject *k = pe_ext_from_value(&f->u.seq.items[2 * i]);
        if (!k) goto done;
        PyTuple_SET_ITEM(names, (Py_ssize_t)i, k);
        PyObject *x = pe_ext_from_value(&f->u.seq.items[2 * i + 1]);
        if (!x) goto done;
        PyTuple_SET_ITEM(vals, (Py_ssize_t)i, x);
    }
    PyObject *cls = record_class(v->u.obj.type, name, names);
    if (cls) r = PyObject_Call(cls, vals, NULL);
done:
    Py_XDECREF(name);
    Py_XDECREF(names);
    Py_XDECREF(vals);
    return r;
}

/* The host's builtin class of the sandbox one's name; a name the host's builtins do
 * not bind to a class (none today) comes back as an Opaque, as any other class. */
static PyObject *builtin_type_from(const pyeval_value *v) {
    const char *name = v->u.obj.name ? v->u.obj.name : "";
    PyObject *t = PyDict_GetItemString(pe_ext_st.builtins, name);
    if (t && PyType_Check(t)) return Py_NewRef(t);
    PyObject *r = PyUnicode_FromFormat("<class '%s'>", name);
    if (!r) return NULL;
    PyObject *op = PyObject_CallFunction(pe_ext_st.Opaque, "sO", "type", r);
    Py_DECREF(r);
    return op;
}

static PyObject *object_from(const pyeval_value *v) {
    const char *t = v->u.obj.type;
    if (!t) t = "";
    if (!strcmp(t, "namedtuple") || !strcmp(t, "dataclass")) return record_from(v);
    if (!strcmp(t, "builtin_type")) return builtin_type_from(v);
    PyTypeObject *cls = NULL;
    if (!strcmp(t, "datetime.datetime"))
        cls = PyDateTimeAPI->DateTimeType;
    else if (!strcmp(t, "datetime.date"))
        cls = PyDateTimeAPI->DateType;
    else if (!strcmp(t, "datetime.time"))
        cls = PyDateTimeAPI->TimeType;
    else if (!strcmp(t, "datetime.timedelta"))
        cls = PyDateTimeAPI->DeltaType;
    else if (!strcmp(t, "datetime.timezone"))
        cls = Py_TYPE(PyDateTime_TimeZone_UTC);
    if (!cls || !v->u.obj.fields || v->u.obj.fields->kind != PYEVAL_TUPLE)
        return PyErr_Format(PyExc_ValueError, "unknown object kind %s from the sandbox", t);
    PyObject *args = seq_from(v->u.obj.fields);
    if (!args) return NULL;
    /* timezone(offset, None) is refused: the name is optional */
    if (cls == Py_TYPE(PyDateTime_TimeZone_UTC) && PyTuple_GET_SIZE(args) == 2 &&
        PyTuple_GET_ITEM(args, 1) == Py_None) {
        PyObject *a1 = PyTuple_GetSlice(args, 0, 1);
        Py_DECREF(args);
        if (!(args = a1)) return NULL;
    }
    PyObject *r = PyObject_Call((PyObject *)cls, args, NULL);
    Py_DECREF(args);
    return r;
}

PyObject *pe_ext_from_value(const pyeval_value *v) {
    switch (v->kind) {
    case PYEVAL_NONE: Py_RETURN_NONE;
    case PYEVAL_BOOL: return PyBool_FromLong(v->u.b);
    case PYEVAL_INT: return PyLong_FromLongLong(v->u.i);
    case PYEVAL_BIGINT: return bigint_from(v);
    case PYEVAL_FLOAT: return PyFloat_FromDouble(v->u.f);
    case PYEVAL_STR:
        return PyUnicode_DecodeUTF8(v->u.str.data, (Py_ssize_t)v->u.str.len,
                                    "surrogatepass");
    case PYEVAL_BYTES:
        return PyBytes_FromStringAndSize(v->u.str.data, (Py_ssize_t)v->u.str.len);
    case PYEVAL_BYTEARRAY:
        return PyByteArray_FromStringAndSize(v->u.str.data, (Py_ssize_t)v->u.str.len);
    case PYEVAL_LIST:
    case PYEVAL_TUPLE: return seq_from(v);
    case PYEVAL_DICT: return dict_from(v);
    case PYEVAL_SET:
    case PYEVAL_FROZENSET: return set_from(v);
    case PYEVAL_COMPLEX: return PyComplex_FromDoubles(v->u.c.re, v->u.c.im);
    case PYEVAL_HANDLE: return Py_NewRef((PyObject *)v->u.handle.ptr);
    case PYEVAL_OBJECT: return object_from(v);
    case PYEVAL_OPAQUE:
        return PyObject_CallFunction(
            pe_ext_st.Opaque, "ss#",
            v->u.opaque.type_name ? v->u.opaque.type_name : "object",
            v->u.opaque.repr ? v->u.opaque.repr : "", (Py_ssize_t)v->u.opaque.repr_len);
    }
    return PyErr_Format(PyExc_ValueError, "unknown value kind %d from the sandbox",
                        (int)v->kind);
}

/* The datetime C API, imported once by the module (module.c calls this). */
int pe_ext_convert_init(void) {
    PyDateTime_IMPORT;
    return PyDateTimeAPI ? 0 : -1;
}
