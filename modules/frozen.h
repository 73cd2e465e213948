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
extern const unsigned char pe_frozen_base64[];
extern const size_t pe_frozen_base64_len;
extern const unsigned char pe_frozen_binascii[];
extern const size_t pe_frozen_binascii_len;
extern const unsigned char pe_frozen_contextlib[];
extern const size_t pe_frozen_contextlib_len;
extern const unsigned char pe_frozen_copy[];
extern const size_t pe_frozen_copy_len;
extern const unsigned char pe_frozen_csv[];
extern const size_t pe_frozen_csv_len;
extern const unsigned char pe_frozen_dataclasses[];
extern const size_t pe_frozen_dataclasses_len;
extern const unsigned char pe_frozen_datetime[];
extern const size_t pe_frozen_datetime_len;
extern const unsigned char pe_frozen_datetime_text[];
extern const size_t pe_frozen_datetime_text_len;
extern const unsigned char pe_frozen_time[];
extern const size_t pe_frozen_time_len;
extern const unsigned char pe_frozen_fractions[];
extern const size_t pe_frozen_fractions_len;
extern const unsigned char pe_frozen_collections[];
extern const size_t pe_frozen_collections_len;
extern const unsigned char pe_frozen_abc[];
extern const size_t pe_frozen_abc_len;
extern const unsigned char pe_frozen_asyncio[];
extern const size_t pe_frozen_asyncio_len;
extern const unsigned char pe_frozen_collections_abc[];
extern const size_t pe_frozen_collections_abc_len;
extern const unsigned char pe_frozen_decimal[];
extern const size_t pe_frozen_decimal_len;
extern const unsigned char pe_frozen_enum[];
extern const size_t pe_frozen_enum_len;
extern const unsigned char pe_frozen_io[];
extern const size_t pe_frozen_io_len;
extern const unsigned char pe_frozen_json[];
extern const size_t pe_frozen_json_len;
extern const unsigned char pe_frozen_keyword[];
extern const size_t pe_frozen_keyword_len;
extern const unsigned char pe_frozen_pprint[];
extern const size_t pe_frozen_pprint_len;
extern const unsigned char pe_frozen_graphlib[];
extern const size_t pe_frozen_graphlib_len;
extern const unsigned char pe_frozen_exceptiongroup[];
extern const size_t pe_frozen_exceptiongroup_len;
extern const unsigned char pe_frozen_errno[];
extern const size_t pe_frozen_errno_len;
extern const unsigned char pe_frozen_shlex[];
extern const size_t pe_frozen_shlex_len;
extern const unsigned char pe_frozen_struct[];
extern const size_t pe_frozen_struct_len;
extern const unsigned char pe_frozen_urllib_parse[];
extern const size_t pe_frozen_urllib_parse_len;
extern const unsigned char pe_frozen_uuid[];
extern const size_t pe_frozen_uuid_len;
extern const unsigned char pe_frozen_statistics[];
extern const size_t pe_frozen_statistics_len;
extern const unsigned char pe_frozen_re[];
extern const size_t pe_frozen_re_len;
extern const unsigned char pe_frozen_functools[];
extern const size_t pe_frozen_functools_len;
extern const unsigned char pe_frozen_numbers[];
extern const size_t pe_frozen_numbers_len;
extern const unsigned char pe_frozen_operator[];
extern const size_t pe_frozen_operator_len;
extern const unsigned char pe_frozen_heapq[];
extern const size_t pe_frozen_heapq_len;
extern const unsigned char pe_frozen_hmac[];
extern const size_t pe_frozen_hmac_len;
extern const unsigned char pe_frozen_inspect[];
extern const size_t pe_frozen_inspect_len;
extern const unsigned char pe_frozen_argparse[];
extern const size_t pe_frozen_argparse_len;
extern const unsigned char pe_frozen_gc[];
extern const size_t pe_frozen_gc_len;
extern const unsigned char pe_frozen_random[];
extern const size_t pe_frozen_random_len;
extern const unsigned char pe_frozen_secrets[];
extern const size_t pe_frozen_secrets_len;
extern const unsigned char pe_frozen_string[];
extern const size_t pe_frozen_string_len;
extern const unsigned char pe_frozen_sys[];
extern const size_t pe_frozen_sys_len;
extern const unsigned char pe_frozen_difflib[];
extern const size_t pe_frozen_difflib_len;
extern const unsigned char pe_frozen_html[];
extern const size_t pe_frozen_html_len;
extern const unsigned char pe_frozen_html_entities[];
extern const size_t pe_frozen_html_entities_len;
extern const unsigned char pe_frozen_html_parser[];
extern const size_t pe_frozen_html_parser_len;
extern const unsigned char pe_frozen_locale[];
extern const size_t pe_frozen_locale_len;
extern const unsigned char pe_frozen_gzip[];
extern const size_t pe_frozen_gzip_len;
extern const unsigned char pe_frozen_ipaddress[];
extern const size_t pe_frozen_ipaddress_len;
extern const unsigned char pe_frozen_doctest[];
extern const size_t pe_frozen_doctest_len;
extern const unsigned char pe_frozen_unittest[];
extern const size_t pe_frozen_unittest_len;
extern const unsigned char pe_frozen_unittest_mock[];
extern const size_t pe_frozen_unittest_mock_len;
extern const unsigned char pe_frozen_unittest_runner[];
extern const size_t pe_frozen_unittest_runner_len;
extern const unsigned char pe_frozen_textwrap[];
extern const size_t pe_frozen_textwrap_len;
extern const unsigned char pe_frozen_types[];
extern const size_t pe_frozen_types_len;
extern const unsigned char pe_frozen_typing[];
extern const size_t pe_frozen_typing_len;

extern const unsigned char pe_frozen_zlib[];
extern const size_t pe_frozen_zlib_len;
/* the file system modules (docs/files.md) */
extern const unsigned char pe_frozen_os[];
extern const size_t pe_frozen_os_len;
extern const unsigned char pe_frozen_posixpath[];
extern const size_t pe_frozen_posixpath_len;
extern const unsigned char pe_frozen_pathlib[];
extern const size_t pe_frozen_pathlib_len;
extern const unsigned char pe_frozen_shutil[];
extern const size_t pe_frozen_shutil_len;
extern const unsigned char pe_frozen_fnmatch[];
extern const size_t pe_frozen_fnmatch_len;
extern const unsigned char pe_frozen_glob[];
extern const size_t pe_frozen_glob_len;

extern const unsigned char pe_frozen_queue[];
extern const size_t pe_frozen_queue_len;
extern const unsigned char pe_frozen_stat[];
extern const size_t pe_frozen_stat_len;
extern const unsigned char pe_frozen_zoneinfo[];
extern const size_t pe_frozen_zoneinfo_len;
extern const unsigned char pe_frozen_calendar[];
extern const size_t pe_frozen_calendar_len;
extern const unsigned char pe_frozen_logging[];
extern const size_t pe_frozen_logging_len;
extern const unsigned char pe_frozen_traceback[];
extern const size_t pe_frozen_traceback_len;
extern const unsigned char pe_frozen_warnings[];
extern const size_t pe_frozen_warnings_len;

#endif
