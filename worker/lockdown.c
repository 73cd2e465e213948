/*
 * lockdown.c - descriptors, rlimits and the seccomp filter of the isolated worker.
 *
 * The filter is written by hand as classic BPF over struct seccomp_data: check the
 * architecture (a syscall made through another ABI's numbers is killed), refuse x32
 * numbers, allow the listed syscalls, and kill the process on anything else. mmap and
 * mprotect are allowed only without PROT_EXEC, so the worker cannot make new code.
 * docs/worker.md lists the syscalls and why each is there.
 */
#include "worker/lockdown.h"

#include <errno.h>
#include <linux/audit.h>
#include <linux/filter.h>
#include <linux/seccomp.h>
#include <stddef.h>
#include <sys/mman.h>
#include <sys/prctl.h>
#include <sys/resource.h>
#include <sys/socket.h>
#include <sys/syscall.h>
#include <unistd.h>

#if defined(__x86_64__)
#define PE_AUDIT_ARCH AUDIT_ARCH_X86_64
#elif defined(__aarch64__)
#define PE_AUDIT_ARCH AUDIT_ARCH_AARCH64
#else
#error "the worker's seccomp filter knows x86_64 and aarch64 only"
#endif

#if defined(__SANITIZE_ADDRESS__)
#define PE_LOCKDOWN_ASAN 1
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
#define PE_LOCKDOWN_ASAN 1
#endif
#endif

void pe_lockdown_close_fds(int keep_fd) {
#ifdef SYS_close_range
    int ok = 1;
    if (keep_fd > 0 && syscall(SYS_close_range, 0u, (unsigned)keep_fd - 1, 0u) < 0) ok = 0;
    if (ok && syscall(SYS_close_range, (unsigned)keep_fd + 1, ~0u, 0u) == 0) return;
#endif
    /* no close_range (kernel < 5.9): every number up to the descriptor limit */
    struct rlimit rl;
    long max = getrlimit(RLIMIT_NOFILE, &rl) == 0 && rl.rlim_cur != RLIM_INFINITY
                   ? (long)rl.rlim_cur
                   : 65536;
    for (long fd = 0; fd < max; fd++) /* loop-bound: RLIMIT_NOFILE descriptors */
        if (fd != keep_fd) close((int)fd);
}

static int set_limit(int res, rlim_t v) {
    struct rlimit rl = {v, v};
    return setrlimit(res, &rl);
}

int pe_lockdown_static_rlimits(int keep_fd) {
    if (set_limit(RLIMIT_NOFILE, (rlim_t)keep_fd + 1) < 0) return -1;
    if (set_limit(RLIMIT_NPROC, 0) < 0) return -1;
    if (set_limit(RLIMIT_CORE, 0) < 0) return -1;
    if (set_limit(RLIMIT_FSIZE, 0) < 0) return -1;
    return 0;
}

/* Address space beyond the VM's own bytes: the executable and libc, the thread
 * stacks, the allocator's arenas and fragmentation. */
#define PE_LOCKDOWN_AS_MARGIN (512ull << 20)

int pe_lockdown_config_rlimits(uint64_t max_memory, uint64_t cpu_seconds) {
#ifndef PE_LOCKDOWN_ASAN
    if (max_memory && max_memory < (1ull << 40)) {
        if (set_limit(RLIMIT_AS, (rlim_t)(max_memory * 2 + PE_LOCKDOWN_AS_MARGIN)) < 0)
            return -1;
    }
#else
    (void)max_memory;
#endif
    if (cpu_seconds && set_limit(RLIMIT_CPU, (rlim_t)cpu_seconds) < 0) return -1;
    return 0;
}

/* ---- the filter ------------------------------------------------------------------ */

/* Allowed without an argument check. */
static const int pe_allowed[] = {
    SYS_read,
    SYS_write,
    SYS_readv,
    SYS_writev,
    SYS_close,
    SYS_munmap,
    SYS_mremap,
    SYS_brk,
    SYS_madvise,
    SYS_clock_gettime,
    SYS_gettimeofday,
    SYS_clock_getres,
    SYS_nanosleep,
    SYS_clock_nanosleep,
    SYS_exit,
    SYS_exit_group,
    SYS_rt_sigreturn,
    SYS_rt_sigprocmask,
    SYS_sigaltstack,
    SYS_futex,
    SYS_getrandom,
    SYS_fstat,
    SYS_newfstatat,
    SYS_lseek,
    SYS_getpid,
    SYS_gettid,
    SYS_sched_yield,
    SYS_restart_syscall,
    SYS_sched_getaffinity,
#ifdef SYS_time
    SYS_time,
#endif
};

#define SF(x)     ((struct sock_filter)x)
#define LD(off)   SF(BPF_STMT(BPF_LD | BPF_W | BPF_ABS, (off)))
#define RET(v)    SF(BPF_STMT(BPF_RET | BPF_K, (v)))
#define JEQ(k, t) SF(BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, (k), (t), 0))

#define NR_OFF   offsetof(struct seccomp_data, nr)
#define ARCH_OFF offsetof(struct seccomp_data, arch)
/* the low 32 bits of args[2] (prot for mmap and mprotect; little-endian ABIs) */
#define ARG2_OFF offsetof(struct seccomp_data, args[2])
/* the low 32 bits of args[3] (recvfrom's flags, an int) */
#define ARG3_OFF offsetof(struct seccomp_data, args[3])

#define PE_FILTER_MAX 96

int pe_lockdown_seccomp(void) {
    struct sock_filter f[PE_FILTER_MAX];
    unsigned n = 0;
    size_t nallow = sizeof pe_allowed / sizeof pe_allowed[0];
    f[n++] = LD(ARCH_OFF);
    f[n++] = SF(BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, PE_AUDIT_ARCH, 1, 0));
    f[n++] = RET(SECCOMP_RET_KILL_PROCESS);
    f[n++] = LD(NR_OFF);
#if defined(__x86_64__)
    /* x32 numbers share the architecture value: refuse them outright */
    f[n++] = SF(BPF_JUMP(BPF_JMP | BPF_JGE | BPF_K, 0x40000000u, 0, 1));
    f[n++] = RET(SECCOMP_RET_KILL_PROCESS);
#endif
    /* Layout after the list (p0 = the first instruction after it):
     *   p0 mmap? -> p5   p1 mprotect? -> p5   p2 recvfrom? -> p9   p3 KILL (the default)
     *   p4 ALLOW (the list's target)   p5 load prot   p6 PROT_EXEC? p7 : p8
     *   p7 KILL   p8 ALLOW   p9 load flags   p10 == MSG_DONTWAIT? p12 : p11
     *   p11 KILL   p12 ALLOW
     * recvfrom is the transport's non-blocking poll (wire.c spin_recv); any other flag
     * (MSG_PEEK, MSG_WAITALL, ...) is refused. A jump at index k with offset j lands on
     * k + 1 + j. */
    for (size_t i = 0; i < nallow; i++) /* loop-bound: the fixed list above */
        f[n++] = JEQ((unsigned)pe_allowed[i], (uint8_t)(nallow - i + 3));
    f[n++] = JEQ(SYS_mmap, 4);
    f[n++] = JEQ(SYS_mprotect, 3);
    f[n++] = JEQ(SYS_recvfrom, 6);
    f[n++] = RET(SECCOMP_RET_KILL_PROCESS);
    f[n++] = RET(SECCOMP_RET_ALLOW);
    f[n++] = LD(ARG2_OFF);
    f[n++] = SF(BPF_JUMP(BPF_JMP | BPF_JSET | BPF_K, PROT_EXEC, 0, 1));
    f[n++] = RET(SECCOMP_RET_KILL_PROCESS);
    f[n++] = RET(SECCOMP_RET_ALLOW);
    f[n++] = LD(ARG3_OFF);
    f[n++] = SF(BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, MSG_DONTWAIT, 1, 0));
    f[n++] = RET(SECCOMP_RET_KILL_PROCESS);
    f[n++] = RET(SECCOMP_RET_ALLOW);
    struct sock_fprog prog = {(unsigned short)n, f};
    if (prctl(PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0) < 0) return -1;
    if (syscall(SYS_seccomp, SECCOMP_SET_MODE_FILTER, SECCOMP_FILTER_FLAG_TSYNC, &prog) !=
        0)
        return -1;
    return 0;
}
