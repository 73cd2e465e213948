/*
 * lockdown.h - what the isolated worker does to itself before it reads any code
 * (docs/worker.md, "Lockdown").
 */
#ifndef PE_WORKER_LOCKDOWN_H
#define PE_WORKER_LOCKDOWN_H

#include <stdint.h>

/* Closes every descriptor except keep_fd (close_range, or a loop up to RLIMIT_NOFILE
 * when the kernel lacks it). Cannot fail. */
void pe_lockdown_close_fds(int keep_fd);

/* Sets the rlimits that need no configuration: RLIMIT_NOFILE (just above keep_fd),
 * RLIMIT_NPROC 0, RLIMIT_CORE 0, RLIMIT_FSIZE 0. 0, or -1 (errno). */
int pe_lockdown_static_rlimits(int keep_fd);

/* Sets RLIMIT_AS (max_memory plus a margin for code, stacks and the allocator; not
 * under AddressSanitizer, whose shadow memory needs terabytes of address space) and
 * RLIMIT_CPU (cpu_seconds; 0 leaves it unlimited). 0, or -1 (errno). */
int pe_lockdown_config_rlimits(uint64_t max_memory, uint64_t cpu_seconds);

/* PR_SET_NO_NEW_PRIVS and the seccomp filter, synchronised to every thread of the
 * process. After it, a syscall outside the allowed list kills the process. 0, or -1
 * (errno: the kernel refused the filter). */
int pe_lockdown_seccomp(void);

#endif
