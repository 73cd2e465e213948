/*
 * time.h - what other modules use of modules/time.c.
 */
#ifndef PE_MOD_TIME_H
#define PE_MOD_TIME_H

#include "../eval/object.h"

/* The sandbox's wall clock in ns since the epoch (time.time_ns()): the host's clock,
 * or with cfg.has_fixed_time the fixed time plus what the run's time.sleep calls
 * slept. New int, or PE_NULL with OSError/OverflowError pending. */
pe_value pe_mod_time_wall_ns(pe_vm *vm) PE_MUST_CHECK;

#endif
