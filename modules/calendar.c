/*
 * calendar.c - the `calendar` module of CPython 3.11, written in sandbox Python
 * (modules/py/calendar.py) in the C locale: text and HTML calendars, monthrange,
 * weekday, leap years, timegm. Its work is the program's own operations (a year's text
 * calendar is a few thousand); nothing here touches the host.
 */
#include "frozen.h"
#include "registry.h"

int pe_mod_calendar_init(pe_vm *vm, pe_value module, pe_value dict) {
    (void)module;
    return pe_module_exec_source(vm, dict, "calendar", pe_frozen_calendar,
                                 pe_frozen_calendar_len);
}
