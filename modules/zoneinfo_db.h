/*
 * zoneinfo_db.h - the IANA time zone database compiled into the library.
 *
 * tools/gen_tzdb.py writes build/gen/tzdb.c (never committed) at build time from
 * Debian's tzdata (/usr/share/zoneinfo): the keys CPython's
 * zoneinfo.available_timezones() lists for that directory, each with its zone as TZif
 * bytes (an empty version-1 block, then the version-2+ block and its footer TZ
 * string). Links share their target's bytes. All static data: borrowed, never freed.
 */
#ifndef PE_ZONEINFO_DB_H
#define PE_ZONEINFO_DB_H

#include <stddef.h>

typedef struct pe_tzdb_zone {
    const char *key; /* "America/New_York": ASCII, no NUL inside */
    size_t offset;   /* of the zone's TZif bytes in pe_tzdb_blob */
    size_t len;
} pe_tzdb_zone;

/* Every distinct zone's TZif bytes, back to back. */
extern const unsigned char pe_tzdb_blob[];
extern const size_t pe_tzdb_blob_len;
/* The keys, sorted by strcmp (so bsearch finds them). */
extern const pe_tzdb_zone pe_tzdb_zones[];
extern const size_t pe_tzdb_nzones;

#endif
