/*
 * datetime.c - the `datetime` module of CPython 3.11: date, time, datetime, timedelta,
 * tzinfo, timezone, written in sandbox Python (modules/py/datetime.py, and
 * modules/py/_datetime_text.py for isoformat parsing, strftime and strptime), as CPython's
 * pure-Python Lib/datetime.py is; its arithmetic is small-int arithmetic, charged as the
 * program's own operations.
 *
 * Two things Python cannot do in the sandbox are here: _clock_ns() returns the host's
 * CLOCK_REALTIME in nanoseconds since the epoch (today(), now(), utcnow()), and
 * _set_c_name() gives the classes the C types' tp_names for messages. The sandbox's
 * local zone is UTC: nothing here reads TZ or the host's zone files
 * (docs/differences.md).
 */
#include <string.h>
#include <time.h>

#include "../builtins/int.h"
#include "../builtins/str.h"
#include "../builtins/type.h"
#include "../eval/args.h"
#include "../eval/exc.h"
#include "frozen.h"
#include "registry.h"
#include "time.h"

/* _clock_ns(): the host's wall clock, ns since 1970-01-01 UTC. New int or PE_NULL. */
static pe_value dt_clock_ns(pe_vm *vm, const pe_value *args, size_t nargs,
                            pe_obj *kwnames) {
    (void)args;
    if (pe_args_noargs(vm, "_clock_ns", nargs, kwnames)) return PE_NULL;
    return pe_mod_time_wall_ns(vm); /* time.time_ns()'s clock, fixed time included */
}

/* _set_c_name(cls, name): gives a class of datetime.py the tp_name CPython's C type
 * has ("datetime.date"), which messages such as "unsupported operand type(s)" use;
 * __name__ and __qualname__ stay as they are. Only names from this static table are
 * accepted (t->name must outlive the class). None, or PE_NULL with an error. */
static pe_value dt_set_c_name(pe_vm *vm, const pe_value *args, size_t nargs,
                              pe_obj *kwnames) {
    static const char *const names[] = {"datetime.date",
                                        "datetime.time",
                                        "datetime.datetime",
                                        "datetime.timedelta",
                                        "datetime.tzinfo",
                                        "datetime.timezone",
                                        NULL};
    return pe_module_set_c_name(vm, args, nargs, kwnames, names);
}

static const pe_method_def dt_functions[] = {
    {"_clock_ns", dt_clock_ns, 0},
    {"_set_c_name", dt_set_c_name, 0},
    {NULL, NULL, 0},
};

int pe_mod_datetime_init(pe_vm *vm, pe_value module, pe_value dict) {
    (void)module;
    if (pe_module_add_functions(vm, dict, dt_functions)) return -1;
    /* the classes first: the text half's functions read them as globals */
    if (pe_module_exec_source(vm, dict, "datetime", pe_frozen_datetime,
                              pe_frozen_datetime_len))
        return -1;
    return pe_module_exec_source(vm, dict, "_datetime_text", pe_frozen_datetime_text,
                                 pe_frozen_datetime_text_len);
}
