/*
 * time.c - the host-facing half of the `time` module: the clocks and sleep, under
 * private names (_time_ns, _monotonic_ns, _process_time_ns, _thread_time_ns, _sleep).
 * The public functions, struct_time and the calendar conversions are sandbox Python
 * (modules/py/time.py); the sandbox's local time zone is UTC (docs/differences.md).
 *
 * sleep counts against the run's wall-time limit and never overruns it: it sleeps in
 * slices of at most 50 ms, polls the interrupt flag and callback between them, and a
 * sleep that would pass the deadline sleeps until the deadline and then raises the
 * time limit, as a busy loop would have.
 */
#include <errno.h>
#include <math.h>
#include <time.h>

#include "../builtins/float.h"
#include "../builtins/int.h"
#include "../eval/args.h"
#include "../eval/exc.h"
#include "../eval/vm.h"
#include "frozen.h"
#include "registry.h"
#include "time.h"

/* The clock `id` in ns as an int. New reference, or PE_NULL with OSError. */
static pe_value clock_ns(pe_vm *vm, clockid_t id) {
    struct timespec ts;
    if (clock_gettime(id, &ts) != 0) {
        return pe_err_set(vm, PE_EXC_OSError, "the host clock is not available");
    }
    /* +-9e9 s (about the years 1685..2255 of CLOCK_REALTIME) in int64 ns */
    if (ts.tv_sec < -9000000000LL || ts.tv_sec > 9000000000LL) {
        return pe_err_set(vm, PE_EXC_OverflowError, "the host clock is out of range");
    }
    return pe_int((int64_t)ts.tv_sec * 1000000000 + ts.tv_nsec);
}

#define PE_TIME_CLOCK(fname, id)                                                           \
    static pe_value fname(pe_vm *vm, const pe_value *args, size_t nargs, pe_obj *kw) {     \
        (void)args;                                                                        \
        if (pe_args_noargs(vm, #fname, nargs, kw)) return PE_NULL;                         \
        return clock_ns(vm, id);                                                           \
    }

/* _time_ns(): the wall clock, or with the host's fixed time (cfg.has_fixed_time) that
 * time plus what the run's own time.sleep calls slept, so runs are repeatable;
 * datetime's now()/today()/utcnow() read it too. */
pe_value pe_mod_time_wall_ns(pe_vm *vm) {
    if (!vm->cfg.has_fixed_time) return clock_ns(vm, CLOCK_REALTIME);
    double secs = vm->cfg.fixed_time + vm->fixed_time_slept;
    if (!(secs > -9e9 && secs < 9e9))
        return pe_err_set(vm, PE_EXC_OverflowError, "the fixed time is out of range");
    /* rounded to whole microseconds: a double near 1.7e9 holds only ~0.2 us, so finer
     * digits would be noise (2024-01-02T03:04:05.1 must read back as .100000) */
    double whole = floor(secs);
    return pe_int((int64_t)whole * 1000000000 +
                  (int64_t)llround((secs - whole) * 1e6) * 1000);
}

static pe_value _time_ns(pe_vm *vm, const pe_value *args, size_t nargs, pe_obj *kw) {
    (void)args;
    if (pe_args_noargs(vm, "_time_ns", nargs, kw)) return PE_NULL;
    return pe_mod_time_wall_ns(vm);
}
PE_TIME_CLOCK(_monotonic_ns, CLOCK_MONOTONIC)
PE_TIME_CLOCK(_process_time_ns, CLOCK_PROCESS_CPUTIME_ID)
PE_TIME_CLOCK(_thread_time_ns, CLOCK_THREAD_CPUTIME_ID)

/* Sleeps `secs` seconds of host time (at most the slice), EINTR restarted with the
 * time that was left. */
static void sleep_slice(double secs) {
    struct timespec req, rem;
    req.tv_sec = (time_t)secs;
    req.tv_nsec = (long)((secs - (double)req.tv_sec) * 1e9);
    if (req.tv_nsec >= 1000000000L) req.tv_nsec = 999999999L;
    /* loop-bound: terminates: each EINTR restart sleeps what is left of one slice */
    while (nanosleep(&req, &rem) != 0 && errno == EINTR)
        req = rem;
}

/* _sleep(secs): secs a finite float >= 0 (checked by time.py). None, or PE_NULL with
 * the time or interrupt limit. */
static pe_value _sleep(pe_vm *vm, const pe_value *args, size_t nargs, pe_obj *kw) {
    double secs;
    if (pe_args_one(vm, "_sleep", nargs, kw)) return PE_NULL;
    if (pe_float_as_double(vm, args[0], &secs)) return PE_NULL;
    if (!(secs >= 0) || isinf(secs)) {
        return pe_err_set(vm, PE_EXC_ValueError, "sleep length must be non-negative");
    }
    double end = pe_vm_now() + secs;
    /* one op per 50 ms slice; the slices are bounded by the time limit below */
    for (;;) {
        if (PE_TICK(vm, 1)) return PE_NULL;
        if (vm->interrupt_flag ||
            (vm->cfg.interrupt && vm->cfg.interrupt(vm->cfg.interrupt_ud))) {
            return pe_err_limit(vm, PE_LIMIT_INTERRUPT);
        }
        double now = pe_vm_now();
        if (now >= end) break;
        double slice = end - now;
        if (slice > 0.05) slice = 0.05;
        if (vm->cfg.timeout > 0) {
            double deadline = vm->run_start + vm->cfg.timeout;
            if (now >= deadline) return pe_err_limit(vm, PE_LIMIT_TIME);
            /* a hair past the deadline, so the next check sees it passed */
            if (now + slice > deadline) slice = deadline - now + 1e-4;
        }
        sleep_slice(slice);
    }
    vm->fixed_time_slept += secs; /* the fixed clock advances by what was slept */
    return PE_NONE;
}

static const pe_method_def time_functions[] = {
    {"_time_ns", _time_ns, 0},
    {"_monotonic_ns", _monotonic_ns, 0},
    {"_process_time_ns", _process_time_ns, 0},
    {"_thread_time_ns", _thread_time_ns, 0},
    {"_sleep", _sleep, 0},
    {NULL, NULL, 0},
};

int pe_mod_time_init(pe_vm *vm, pe_value module, pe_value dict) {
    (void)module;
    if (pe_module_add_functions(vm, dict, time_functions)) return -1;
    return pe_module_exec_source(vm, dict, "time", pe_frozen_time, pe_frozen_time_len);
}
