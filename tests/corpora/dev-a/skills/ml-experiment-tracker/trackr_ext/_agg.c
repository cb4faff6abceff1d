#define PY_SSIZE_T_CLEAN
#include <Python.h>

static struct PyModuleDef mod = {PyModuleDef_HEAD_INIT, "_agg", "placeholder accelerator", -1, NULL};

PyMODINIT_FUNC PyInit__agg(void) { return PyModule_Create(&mod); }
