/*
 * frozen.h - the Python parts of modules, as bytes compiled into the library.
 *
 * A module written partly in Python keeps that Python in modules/py/NAME.py. At build
 * time tools/gen_frozen.py turns every such file into build/gen/frozen.c (never
 * committed): pe_frozen_ID is the file's bytes followed by a NUL, pe_frozen_ID_len their
 * count without the NUL; ID is NAME without leading or trailing underscores. The bytes
 * are the file's, unchanged, so a traceback's "<frozen NAME>" line numbers are the
 * file's. All are static data: borrowed, never freed, cannot fail.
 */
#ifndef PE_FROZEN_H
#define PE_FROZEN_H

#include <stddef.h>

extern const unsigned char pe_frozen_future[];
extern const size_t pe_frozen_future_len;
extern const unsigned char pe_frozen_copy[];
extern const size_t pe_frozen_copy_len;
extern const unsigned char pe_frozen_heapq[];
extern const size_t pe_frozen_heapq_len;
extern const unsigned char pe_frozen_hmac[];
extern const size_t pe_frozen_hmac_len;
extern const unsigned char pe_frozen_keyword[];
extern const size_t pe_frozen_keyword_len;
extern const unsigned char pe_frozen_random[];
extern const size_t pe_frozen_random_len;
extern const unsigned char pe_frozen_secrets[];
extern const size_t pe_frozen_secrets_len;
extern const unsigned char pe_frozen_string[];
extern const size_t pe_frozen_string_len;
extern const unsigned char pe_frozen_sys[];
extern const size_t pe_frozen_sys_len;
extern const unsigned char pe_frozen_typing[];
extern const size_t pe_frozen_typing_len;

#endif
