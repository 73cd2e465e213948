/*
 * module.c - the pyeval._pyeval extension module: its types, the defaults of the C
 * library, and _setup(), through which pyeval/__init__.py hands over the Python-level
 * classes the glue creates (exceptions, Opaque, MISSING, final wrappers, record
 * class factories).
 */
#include "ext.h"

pe_ext_state pe_ext_st;

int pe_ext_convert_init(void);

static PyObject *mod_setup(PyObject *m, PyObject *args, PyObject *kw) {
    static char *kwlist[] = {"SandboxError",
                             "ExecutionError",
                             "SandboxSyntaxError",
                             "LimitExceeded",
                             "Interrupted",
                             "Opaque",
                             "MISSING",
                             "Final",
                             "make_namedtuple",
                             "make_dataclass",
                             "dataclass_fields",
                             NULL};
    pe_ext_state s = {0};
    if (!PyArg_ParseTupleAndKeywords(
            args, kw, "$OOOOOOOOOOO", kwlist, &s.SandboxError, &s.ExecutionError,
            &s.SandboxSyntaxError, &s.LimitExceeded, &s.Interrupted, &s.Opaque, &s.MISSING,
            &s.Final, &s.make_namedtuple, &s.make_dataclass, &s.dataclass_fields))
        return NULL;
    /* kept forever: the module is never unloaded in practice, and a second _setup
     * (importlib.reload) replaces them without freeing the first */
    PyObject **f[] = {&s.SandboxError,   &s.ExecutionError,  &s.SandboxSyntaxError,
                      &s.LimitExceeded,  &s.Interrupted,     &s.Opaque,
                      &s.MISSING,        &s.Final,           &s.make_namedtuple,
                      &s.make_dataclass, &s.dataclass_fields};
    for (size_t i = 0; i < sizeof f / sizeof f[0]; i++)
        Py_INCREF(*f[i]);
    s.nt_cache = PyDict_New();
    s.dc_cache = PyDict_New();
    if (!s.nt_cache || !s.dc_cache) return NULL;
    s.builtins = pe_ext_st.builtins;
    s.main_thread = pe_ext_st.main_thread;
    pe_ext_st = s;
    Py_RETURN_NONE;
}

static PyObject *mod_config_default(PyObject *m, PyObject *unused) {
    pyeval_config c;
    pyeval_config_default(&c);
    return Py_BuildValue("{sKsKsIsdsKsKsKsI}", "ops", (unsigned long long)c.max_ops,
                         "memory", (unsigned long long)c.max_memory, "depth",
                         (unsigned)c.max_depth, "timeout", c.timeout, "output",
                         (unsigned long long)c.max_output, "source",
                         (unsigned long long)c.max_source, "host_calls",
                         (unsigned long long)c.max_host_calls, "int_max_str_digits",
                         (unsigned)c.int_max_str_digits);
}

static PyMethodDef mod_methods[] = {
    {"_setup", (PyCFunction)(void (*)(void))mod_setup, METH_VARARGS | METH_KEYWORDS,
     "Internal: called once by pyeval/__init__.py."},
    {"config_default", mod_config_default, METH_NOARGS,
     "The C library's default limits (pyeval_config_default) as a dict."},
    {NULL},
};

static struct PyModuleDef mod_def = {
    PyModuleDef_HEAD_INIT,
    "pyeval._pyeval",
    "C glue between CPython and pyeval's C library (include/pyeval.h).",
    -1,
    mod_methods,
};

/* The ident of the main thread, where Python handles signals. */
static int find_main_thread(void) {
    PyObject *th = PyImport_ImportModule("threading");
    PyObject *mt = th ? PyObject_CallMethod(th, "main_thread", NULL) : NULL;
    PyObject *id = mt ? PyObject_GetAttrString(mt, "ident") : NULL;
    if (id) pe_ext_st.main_thread = PyLong_AsUnsignedLong(id);
    Py_XDECREF(th);
    Py_XDECREF(mt);
    Py_XDECREF(id);
    return id && !PyErr_Occurred() ? 0 : -1;
}

PyMODINIT_FUNC PyInit__pyeval(void) {
    if (pe_ext_convert_init() < 0 || find_main_thread() < 0) return NULL;
    PyObject *b = PyImport_ImportModule("builtins");
    if (!b) return NULL;
    pe_ext_st.builtins = PyModule_GetDict(b); /* borrowed for ever: builtins never dies */
    Py_INCREF(pe_ext_st.builtins);
    Py_DECREF(b);
    if (PyType_Ready(&pe_ext_interp_type) < 0) return NULL;
    PyObject *m = PyModule_Create(&mod_def);
    if (!m) return NULL;
    if (pe_ext_result_init_types(m) < 0 ||
        PyModule_AddObjectRef(m, "Interpreter", (PyObject *)&pe_ext_interp_type) < 0 ||
        PyModule_AddStringConstant(m, "VERSION", PYEVAL_VERSION) < 0) {
        Py_DECREF(m);
        return NULL;
    }
    return m;
}
