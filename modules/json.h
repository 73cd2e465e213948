/*
 * json.h - the native parts of the `json` module, shared between its files:
 * modules/json.c (string escaping and scanning, the module's functions),
 * modules/json_scan.c (the scanner, CPython's c_make_scanner) and modules/json_enc.c
 * (the encoder, CPython's c_make_encoder). The Python API layer (JSONEncoder,
 * JSONDecoder, JSONDecodeError, the keywords) is modules/py/json.py.
 */
#ifndef PE_MOD_JSON_H
#define PE_MOD_JSON_H

#include <stddef.h>

#include "../builtins/str.h"
#include "../eval/vm.h"

/* A scan position: byte offset b and code point index cp of the same place in a str. */
typedef struct pe_mod_json_pos {
    size_t b, cp;
} pe_mod_json_pos;

/* Appends the escaped body of s to b (no quotes), as CPython's encode_basestring(_ascii):
 * with ascii every non-ASCII code point becomes \uXXXX (a surrogate pair above U+FFFF).
 * The caller charges one op per 64 bytes of s. 0, or -1 with an error pending (the
 * builder's MemoryError or limit). */
int pe_mod_json_escape_into(pe_strbuf *b, const pe_str *s, int ascii) PE_MUST_CHECK;

/* Scans a JSON string body at p (just after its opening quote) up to the closing quote,
 * unescaping into b; p ends just past the quote. Charges one op per 64 bytes. Returns
 * NULL on success; a JSONDecodeError message with *errpos set (a code point index,
 * nothing pending); or "" with an error pending (MemoryError, a limit). */
const char *pe_mod_json_scan_body(pe_vm *vm, pe_strbuf *b, const pe_str *s,
                                  pe_mod_json_pos *p, int strict, size_t *errpos);

/* c_scan_once(ctx, string, idx): one JSON value at string[idx] -> (value, end), as
 * CPython's scanner object. ctx is the tuple json.py's make_scanner builds: (strict,
 * object_hook, object_pairs_hook, parse_float, parse_int, parse_constant,
 * JSONDecodeError). Raises StopIteration(idx) where no value starts and
 * JSONDecodeError for malformed input. New reference or PE_NULL. (json_scan.c) */
pe_value pe_mod_json_c_scan_once(pe_vm *vm, const pe_value *args, size_t nargs,
                                 pe_obj *kwnames) PE_MUST_CHECK;

/* c_encode(ctx, o): the JSON text of o as one str, as CPython's C encoder (and, with an
 * indent, as its pure-Python encoder's joined chunks). ctx is the tuple json.py's
 * JSONEncoder.iterencode builds: (check_circular, default, ensure_ascii, allow_nan,
 * key_separator, item_separator, sort_keys, skipkeys, indent) where indent is None or
 * a str and both separators are exact str. New reference or PE_NULL. (json_enc.c) */
pe_value pe_mod_json_c_encode(pe_vm *vm, const pe_value *args, size_t nargs,
                              pe_obj *kwnames) PE_MUST_CHECK;

#endif
