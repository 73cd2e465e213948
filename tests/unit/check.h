/*
 * check.h - the smallest test harness: CHECK(cond) counts a pass or prints the failing
 * expression with its line; pe_check_summary() prints "N passed, N failed" as the last
 * line (tests/run_unit.py reads it) and gives the exit status.
 */
#ifndef PE_TEST_CHECK_H
#define PE_TEST_CHECK_H

#include <stdio.h>

static int pe_check_passed, pe_check_failed;

#define CHECK(cond)                                                                        \
    do {                                                                                   \
        if (cond) {                                                                        \
            pe_check_passed++;                                                             \
        } else {                                                                           \
            pe_check_failed++;                                                             \
            fprintf(stderr, "%s:%d: CHECK failed: %s\n", __FILE__, __LINE__, #cond);       \
        }                                                                                  \
    } while (0)

static inline int pe_check_summary(void) {
    printf("%d passed, %d failed\n", pe_check_passed, pe_check_failed);
    return pe_check_failed ? 1 : 0;
}

#endif
