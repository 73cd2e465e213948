/*
 * str.h - the str type: UTF-8 text with a cached code-point length.
 *
 * Invariants:
 *   - data holds `size` bytes of UTF-8 (lone surrogates allowed, encoded as 3-byte
 *     sequences, because Python strings may contain them) followed by a NUL byte;
 *   - len is the number of code points; ascii is 1 iff size == len;
 *   - hash is -1 until computed (CPython-compatible values are not required: hash
 *     randomisation makes them unobservable, but hash(s) must be stable within a VM);
 *   - interned is PE_STR_NOT_INTERNED, PE_STR_MORTAL or PE_STR_IMMORTAL (core/intern.h):
 *     an interned str is the one str with its text in the VM's intern table; an
 *     immortal one lives as long as the VM, a mortal one leaves the table when freed.
 *
 * Indexing an ASCII string is O(1). A non-ASCII string builds, on first index, a
 * sparse table of byte offsets (one per 64 code points), so s[i] in a loop is O(1)
 * amortised rather than O(n) per access.
 */
#ifndef PE_STR_H
#define PE_STR_H

#include <stddef.h>
#include <stdint.h>

#include "../eval/object.h"

enum { PE_STR_NOT_INTERNED = 0, PE_STR_MORTAL = 1, PE_STR_IMMORTAL = 2 };

struct pe_str {
    pe_obj base;
    int64_t hash;
    size_t len;  /* code points */
    size_t size; /* bytes, excluding the NUL */
    uint8_t ascii;
    uint8_t interned;
    uint32_t *index; /* lazily built offsets table for non-ASCII strings, or NULL */
    char data[];
};

/* New str from `size` bytes of valid UTF-8 (the caller guarantees validity). Returns a
 * new reference, or NULL with MemoryError pending. */
pe_str *pe_str_new(pe_vm *vm, const char *utf8, size_t size) PE_MUST_CHECK;

/* `s += t` in place, for the evaluator (CPython's in-place str concatenation): s, an
 * exact, non-interned str whose only references the caller holds and will update,
 * grows by t's text; the block may move. Returns s's new address, or PE_NULL with
 * MemoryError (or a limit) pending and s untouched. Charges t's bytes. */
pe_value pe_str_append_inplace(pe_vm *vm, pe_value s, pe_value t) PE_MUST_CHECK;

/* As pe_str_new but returns a pe_value (PE_NULL on failure). */
pe_value pe_str_value(pe_vm *vm, const char *utf8, size_t size) PE_MUST_CHECK;

/* From a NUL-terminated C string of valid UTF-8. New reference or PE_NULL. */
pe_value pe_str_from_cstr(pe_vm *vm, const char *s) PE_MUST_CHECK;

/* Is v a str (or a str subclass instance)? Cannot fail. */
int pe_str_check(pe_vm *vm, pe_value v);

/* An argument where CPython accepts any str instance: the str a str-subclass instance
 * stands for (borrowed from v), or v itself (so error messages still name v's type).
 * Cannot fail. */
pe_value pe_str_arg(pe_vm *vm, pe_value v);

/* Borrowed view of a str value's bytes. v must be a str. Cannot fail. */
static inline pe_str *pe_str_obj(pe_value v) {
    return (pe_str *)v.u.o;
}

/* Hash of a str (cached). Never -1. Cannot fail. */
int64_t pe_str_hash(pe_str *s);

/* The hash pe_str_hash would give a str with these bytes. Cannot fail. */
int64_t pe_str_hash_bytes(const char *s, size_t n);

/* Equality of two str objects by content (pointer-equal interned strings short-cut).
 * Cannot fail. */
int pe_str_eq(const pe_str *a, const pe_str *b);
/* pe_str_eq that charges comparing two distinct strings of the same length (one op per
 * 64 bytes, docs/architecture.md): 1, 0, or -1 with the limit error pending. */
int pe_str_eq_ticked(pe_vm *vm, const pe_str *a, const pe_str *b) PE_MUST_CHECK;
/* memcmp of a[0..n) and b[0..n) in 4 KiB chunks, charging one op per 64 bytes of every
 * chunk after the first: only the bytes actually compared are paid for, so long
 * strings that differ early cost nothing extra. -1, 0 or 1, or -2 with the limit error
 * pending. */
int pe_memcmp_ticked(pe_vm *vm, const char *a, const char *b, size_t n) PE_MUST_CHECK;

/* ---- additions (builtins/str.c) ---------------------------------------------------- */

/* Fills the str type and its iterator. 0 or -1. */
int pe_str_init(pe_vm *vm) PE_MUST_CHECK;

/* Is the code point whitespace as Python's str.isspace / str.split() define it
 * (bidirectional class WS, B or S, or category Zs)? Cannot fail. */
int pe_unicode_isspace(int32_t cp);

/* Decimal value (0-9) of a Unicode decimal digit (category Nd), or -1. Cannot fail. */
int pe_unicode_decimal(int32_t cp);

/* CPython's _PyUnicode_TransformDecimalAndSpaceToASCII for int()/float(): writes to out
 * (at least n bytes) the text of s[0..n) with Unicode decimal digits turned into ASCII
 * digits, Unicode whitespace into ' ', and other non-ASCII characters into '?'. Returns
 * the output length. Cannot fail. */
size_t pe_unicode_to_ascii_number(const char *s, size_t n, char *out);

/* Skip Python whitespace forward from s (returns the first non-space position, at most
 * end) / backward from end (returns the end of the last non-space byte, at least s).
 * UTF-8 aware. Cannot fail. */
const char *pe_str_skip_space(const char *s, const char *end);
const char *pe_str_skip_space_back(const char *s, const char *end);

/* Decodes one code point of valid UTF-8 at s; *len gets its byte length. Cannot fail. */
int32_t pe_utf8_decode(const char *s, size_t *len);

/* Number of code points in n bytes of valid UTF-8. Cannot fail. */
size_t pe_utf8_count(const char *s, size_t n);

/* Encodes cp as UTF-8 into out (>= 4 bytes); returns the byte count. Cannot fail. */
size_t pe_utf8_encode(int32_t cp, char *out);

/* The longest prefix of s[0..n) that ends on a character boundary, for cutting text at
 * a byte budget: s[n] must be readable (n is less than the text's length), and the
 * result is n itself when s[n] starts a character. Cannot fail. */
static inline size_t pe_utf8_cut(const char *s, size_t n) {
    /* loop-bound: utf8-char: backs up over one UTF-8 character */
    while (n > 0 && ((unsigned char)s[n] & 0xC0) == 0x80)
        n--;
    return n;
}

/* repr(s) of a str value (CPython's quote choice and escapes). When maxchars > 0 the
 * result is cut to that many code points (as "%.200R" in CPython messages). New str
 * reference or PE_NULL. */
pe_value pe_str_repr_limited(pe_vm *vm, pe_value s, size_t maxchars) PE_MUST_CHECK;

/* repr(s): new str reference or PE_NULL. */
pe_value pe_str_repr(pe_vm *vm, pe_value s) PE_MUST_CHECK;

/* Byte offset of code point i (0 <= i <= len) of s, O(1) for ASCII and amortised O(1)
 * otherwise (builds the lazy offsets table; on allocation failure falls back to a
 * scan). Cannot fail. */
size_t pe_str_offset(pe_vm *vm, pe_str *s, size_t i);

/* The one-code-point string at index i (0 <= i < len). New reference or PE_NULL. */
pe_value pe_str_char_at(pe_vm *vm, pe_str *s, size_t i) PE_MUST_CHECK;

/* a + b for two str values. New reference or PE_NULL. */
pe_value pe_str_concat(pe_vm *vm, pe_value a, pe_value b) PE_MUST_CHECK;

/*
 * A growable UTF-8 buffer for building strings (reprs, join, replace). All memory goes
 * through vm->mem. Usage: pe_strbuf b; pe_strbuf_init(&b, vm); pe_strbuf_add(...) ...;
 * v = pe_strbuf_finish(&b) (new str, buffer released) or pe_strbuf_free(&b) on a
 * failure path. The add functions return 0, or -1 with MemoryError pending (the buffer
 * stays valid and must still be freed).
 */
typedef struct pe_strbuf {
    pe_vm *vm;
    char *p;
    size_t len, cap;
} pe_strbuf;
void pe_strbuf_init(pe_strbuf *b, pe_vm *vm);
int pe_strbuf_add(pe_strbuf *b, const char *s, size_t n) PE_MUST_CHECK;
int pe_strbuf_addc(pe_strbuf *b, const char *s) PE_MUST_CHECK;
/* Appends the text of str value v (borrowed). */
int pe_strbuf_add_str(pe_strbuf *b, pe_value v) PE_MUST_CHECK;
/* Appends repr(v) via pe_op_repr. May run Python code; 0 or -1. */
int pe_strbuf_add_repr(pe_strbuf *b, pe_value v) PE_MUST_CHECK;
pe_value pe_strbuf_finish(pe_strbuf *b) PE_MUST_CHECK;
void pe_strbuf_free(pe_strbuf *b);

extern const pe_method_def pe_str_methods[];

/* ---- the format-spec mini-language (shared by int, float and str __format__) -------- */

/* A parsed "[[fill]align][sign][z][#][0][width][grouping][.precision][type]". */
typedef struct pe_fmtspec {
    int32_t fill;      /* code point; ' ' by default */
    char align;        /* '<' '>' '=' '^', or 0 when not given */
    char sign;         /* '+' '-' ' ', or 0 */
    char grouping;     /* ',' '_', or 0 */
    char type;         /* presentation type, or 0 */
    uint8_t z, alt;    /* 'z' (coerce negative zero), '#' */
    int64_t width;     /* -1 when not given */
    int64_t precision; /* -1 when not given */
} pe_fmtspec;

/* Parses spec (UTF-8 bytes) as CPython's parse_internal_render_format_spec, with
 * default_align for numbers ('>') or strings ('<') and default_type (CPython passes 's'
 * for str, 'd' for int, 0 for float; out->type gets it when the spec has none). `tname`
 * is the object's type name
 * for "Invalid format specifier '...' for object of type 'int'". 0, or -1 with
 * ValueError pending. */
int pe_fmtspec_parse(pe_vm *vm, const char *spec, size_t n, char default_align,
                     char default_type, const char *tname, pe_fmtspec *out) PE_MUST_CHECK;

/* Appends `body` (UTF-8, bodylen code points) padded to sp->width with sp->fill and
 * sp->align ('=' puts the padding after the first `signlen` bytes of body, which must be
 * ASCII). 0 or -1 (MemoryError). */
int pe_fmt_pad(pe_strbuf *b, const pe_fmtspec *sp, const char *body, size_t bytes,
               size_t bodylen, size_t signlen) PE_MUST_CHECK;

/* Inserts a separator every `every` digits into the ASCII digit run digits[0..n) and
 * appends it, left-padding with '0' to at least `minwidth` characters (separators
 * included) when minwidth > 0 (for '0' fill with '=' alignment). 0 or -1. */
int pe_fmt_group(pe_strbuf *b, const char *digits, size_t n, char sep, int every,
                 size_t minwidth) PE_MUST_CHECK;

/* format(value, spec): exact str/int/float/bool are formatted directly, anything else
 * through its __format__ method (which must return a str). spec is a str value
 * (borrowed). New str reference or PE_NULL. (builtins/strformat.c) */
pe_value pe_fmt_value(pe_vm *vm, pe_value value, pe_value spec) PE_MUST_CHECK;

/* Whether format(value, spec) must be str(value): an empty spec on an instance of a
 * subclass of a builtin value type (int, float, str, ...) whose __format__ is the
 * builtin's. Cannot fail. */
int pe_fmt_wrapper_wants_str(pe_vm *vm, pe_value value, pe_value spec);

/* The str methods and slot implemented in strformat.c: str.__format__, str.format,
 * str.format_map, and `str % args` (a binop slot: NotImplemented unless a is a str). */
pe_value pe_fmt_m_str_format_spec(pe_vm *vm, const pe_value *args, size_t nargs,
                                  pe_obj *kw);
pe_value pe_fmt_m_format(pe_vm *vm, const pe_value *args, size_t nargs, pe_obj *kw);
pe_value pe_fmt_m_format_map(pe_vm *vm, const pe_value *args, size_t nargs, pe_obj *kw);
pe_value pe_fmt_str_mod(pe_vm *vm, pe_value a, pe_value b);

/* bytes % args and bytearray % args (the result has a's type): CPython's
 * _PyBytes_FormatEx, with %b/%s taking bytes-like objects or __bytes__, %r as %a.
 * NotImplemented when a is not bytes-like. New reference or PE_NULL. */
pe_value pe_fmt_bytes_mod(pe_vm *vm, pe_value a, pe_value b);

/* "None" for None, else the type name: Argument Clinic's wording in "argument 1 must be
 * str, not None". Borrowed static text. Cannot fail. */
const char *pe_str_badarg_name(pe_vm *vm, pe_value v);

/* ---- codecs (builtins/str_codec.c) ------------------------------------------------- */

/* The text codecs pyeval has, by CPython's module name in Lib/encodings. */
typedef enum pe_encoding {
    PE_ENC_UTF8,
    PE_ENC_UTF8_SIG,
    PE_ENC_ASCII,
    PE_ENC_LATIN1,
    PE_ENC_UTF16,
    PE_ENC_UTF16_LE,
    PE_ENC_UTF16_BE,
    PE_ENC_UTF32,
    PE_ENC_UTF32_LE,
    PE_ENC_UTF32_BE
} pe_encoding;

/* Finds the codec for an encoding name as CPython's registry does (the name normalised
 * as _Py_normalize_encoding and encodings.normalize_encoding do, then Lib/encodings'
 * aliases or a module name). Sets *enc, and *fast when PyUnicode_Encode/_Decode's fast
 * path takes the name without the registry (its errors are worded differently).
 * Returns 0, or -1 with LookupError pending: "unknown encoding: NAME", or for a
 * bytes-to-bytes codec (hex, base64, ...) "'NAME' is not a text encoding; use
 * codecs.encode() (decode: codecs.decode()) to handle arbitrary codecs". May charge the
 * operation budget for a long name (-1 with its error). */
int pe_encoding_lookup(pe_vm *vm, const char *name, int decode, pe_encoding *enc,
                       int *fast) PE_MUST_CHECK;

/* s.encode(encoding, errors) for a str value s (borrowed): utf-8, ascii, latin-1,
 * utf-16/-le/-be, utf-32/-le/-be in CPython's spellings; error handlers strict, ignore,
 * replace, backslashreplace, xmlcharrefreplace, surrogateescape, surrogatepass.
 * New bytes reference, or PE_NULL with UnicodeEncodeError (with CPython's attributes)
 * or LookupError pending. */
pe_value pe_str_encode(pe_vm *vm, pe_value s, const char *encoding,
                       const char *errors) PE_MUST_CHECK;

/* str.encode as a method, and str(obj, encoding, errors) when either of the last two is
 * given (either may be PE_NULL). New reference or PE_NULL. */
pe_value pe_str_m_encode(pe_vm *vm, const pe_value *args, size_t nargs, pe_obj *kw);
pe_value pe_str_decode_args(pe_vm *vm, pe_value obj, pe_value encoding,
                            pe_value errors) PE_MUST_CHECK;

/* ascii(v): repr(v) with every non-ASCII character escaped. New str or PE_NULL. */
pe_value pe_fmt_ascii(pe_vm *vm, pe_value v) PE_MUST_CHECK;

#endif
