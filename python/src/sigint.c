/*
 * sigint.c - Ctrl-C while a run holds no GIL.
 *
 * Python's own SIGINT handler only trips a flag that the eval loop checks, and the
 * eval loop is not running while the VM does. For a run on the main thread (where
 * Python delivers signals) a C handler is installed for the run's duration: it calls
 * pyeval_interrupt (async-signal-safe) and then Python's previous handler, so Python
 * still sees the signal and PyErr_CheckSignals() raises KeyboardInterrupt (or runs the
 * program's own signal.signal handler) once the run returned.
 *
 * Invariant: at most one run at a time is "the main thread's run" (a tool that runs
 * another Interpreter nests; the inner run saves and restores the outer's vm).
 */
#include "ext.h"

#include <signal.h>

static pe_ext_interp *volatile sig_current; /* the main thread's running interpreter */
static struct sigaction sig_prev;           /* Python's handler, restored after */
static int sig_depth;                       /* nesting of main-thread runs (GIL held) */

static void on_sigint(int sig, siginfo_t *info, void *uctx) {
    pe_ext_interp *self = sig_current;
    if (self && pe_ext_b_live(self)) {
        self->sigint_hit = 1;
        pe_ext_b_interrupt(self);
    }
    if (sig_prev.sa_flags & SA_SIGINFO) {
        if (sig_prev.sa_sigaction) sig_prev.sa_sigaction(sig, info, uctx);
    } else if (sig_prev.sa_handler != SIG_DFL && sig_prev.sa_handler != SIG_IGN) {
        sig_prev.sa_handler(sig);
    }
}

/* Returns 1 when the handler is in place for this run (pass it to _end), else 0. */
int pe_ext_sigint_begin(pe_ext_interp *self) {
    if (PyThread_get_thread_ident() != pe_ext_st.main_thread) return 0;
    if (sig_depth == 0) {
        struct sigaction cur;
        if (sigaction(SIGINT, NULL, &cur) < 0) return 0;
        /* only in front of a handler: with SIG_DFL/SIG_IGN Ctrl-C keeps its meaning */
        if (!(cur.sa_flags & SA_SIGINFO) &&
            (cur.sa_handler == SIG_DFL || cur.sa_handler == SIG_IGN))
            return 0;
        struct sigaction sa;
        sa.sa_sigaction = on_sigint;
        sa.sa_flags = SA_SIGINFO | SA_ONSTACK;
        sigemptyset(&sa.sa_mask);
        if (sigaction(SIGINT, &sa, &sig_prev) < 0) return 0;
    }
    sig_depth++;
    self->sig_outer = sig_current;
    sig_current = self;
    return 1;
}

void pe_ext_sigint_end(pe_ext_interp *self, int token) {
    if (!token) return;
    sig_current = self->sig_outer;
    self->sig_outer = NULL;
    if (--sig_depth == 0) sigaction(SIGINT, &sig_prev, NULL);
}
