/*
 * strformat.c - the string formatting machinery of str: the format-spec mini-language
 * shared by int/float/str __format__, str.format / format_map (CPython's
 * MarkupIterator rules and messages), and printf-style `str % args`.
 */
#include <limits.h>
#include <math.h>
#include <stdio.h>
#include <string.h>

#include "../core/intern.h"
#include "../eval/args.h"
#include "../eval/exc.h"
#include "../eval/func.h"
#include "../eval/ops.h"
#include "../eval/vm.h"
#include "bytes.h"
#include "dict.h"
#include "float.h"
#include "int.h"
#include "str.h"
#include "subclass.h"
#include "tuple.h"
#include "type.h"

/* ---- format specs -------------------------------------------------------------------- */

static int pe_is_align(char c) {
    return c == '<' || c == '>' || c == '=' || c == '^';
}

int pe_fmtspec_parse(pe_vm *vm, const char *spec, size_t n, char default_align,
                     char default_type, const char *tname, pe_fmtspec *out) {
    out->fill = ' ';
    out->align = 0;
    out->sign = 0;
    out->grouping = 0;
    out->type = 0;
    out->z = out->alt = 0;
    out->width = out->precision = -1;
    size_t pos = 0;
    int fill_given = 0;
    /* fill may be any code point, followed by an align character */
    if (n > 0) {
        size_t l;
        int32_t cp = pe_utf8_decode(spec, &l);
        if (l < n && pe_is_align(spec[l])) {
            out->fill = cp;
            out->align = spec[l];
            fill_given = 1;
            pos = l + 1;
        } else if (pe_is_align(spec[0])) {
            out->align = spec[0];
            pos = 1;
        }
    }
    if (pos < n && (spec[pos] == '+' || spec[pos] == '-' || spec[pos] == ' '))
        out->sign = spec[pos++];
    if (pos < n && spec[pos] == 'z') {
        out->z = 1;
        pos++;
    }
    if (pos < n && spec[pos] == '#') {
        out->alt = 1;
        pos++;
    }
    if (!fill_given && pos < n && spec[pos] == '0') {
        out->fill = '0';
        if (!out->align && default_align == '>') out->align = '=';
        pos++;
    }
    if (!out->align) out->align = default_align;
    int64_t w = 0;
    int any = 0;
    /* loop-bound: digits: width digits (overflow is an error past 19) */
    while (pos < n && spec[pos] >= '0' && spec[pos] <= '9') {
        if (__builtin_mul_overflow(w, 10, &w) ||
            __builtin_add_overflow(w, spec[pos] - '0', &w)) {
            pe_err_set(vm, PE_EXC_ValueError, "Too many decimal digits in format string");
            return -1;
        }
        any = 1;
        pos++;
    }
    if (any) out->width = w;
    if (pos < n && spec[pos] == ',') {
        out->grouping = ',';
        pos++;
    }
    if (pos < n && spec[pos] == '_') {
        if (out->grouping) goto both;
        out->grouping = '_';
        pos++;
    }
    if (pos < n && spec[pos] == ',' && out->grouping == '_') goto both;
    if (pos < n && spec[pos] == '.') {
        pos++;
        int64_t p = 0;
        any = 0;
        /* loop-bound: digits: precision digits (overflow is an error past 19) */
        while (pos < n && spec[pos] >= '0' && spec[pos] <= '9') {
            if (__builtin_mul_overflow(p, 10, &p) ||
                __builtin_add_overflow(p, spec[pos] - '0', &p)) {
                pe_err_set(vm, PE_EXC_ValueError,
                           "Too many decimal digits in format string");
                return -1;
            }
            any = 1;
            pos++;
        }
        if (!any) {
            pe_err_set(vm, PE_EXC_ValueError, "Format specifier missing precision");
            return -1;
        }
        out->precision = p;
    }
    if (n - pos > 1) {
        pe_value sv = pe_str_value(vm, spec, n);
        if (pe_is_null(sv)) return -1;
        pe_err_format(vm, PE_EXC_ValueError,
                      "Invalid format specifier '%s' for object of type '%s'",
                      pe_str_obj(sv)->data, tname);
        pe_decref(vm, sv);
        return -1;
    }
    out->type = n - pos == 1 ? spec[pos] : default_type;
    if (out->grouping) {
        switch (out->type) {
        case 'd':
        case 'e':
        case 'f':
        case 'g':
        case 'E':
        case 'G':
        case '%':
        case 'F':
        case 0: break;
        case 'b':
        case 'o':
        case 'x':
        case 'X':
            if (out->grouping == '_') break;
            /* fall through */
        default:
            if (out->type >= 32 && out->type < 127)
                pe_err_format(vm, PE_EXC_ValueError, "Cannot specify '%c' with '%c'.",
                              out->grouping, out->type);
            else
                pe_err_format(vm, PE_EXC_ValueError, "Cannot specify '%c' with '\\x%x'.",
                              out->grouping, (unsigned)(unsigned char)out->type);
            return -1;
        }
    }
    return 0;
both:
    pe_err_set(vm, PE_EXC_ValueError, "Cannot specify both ',' and '_'.");
    return -1;
}

static int pe_fmt_fill(pe_strbuf *b, int32_t fill, size_t count) {
    char enc[4];
    size_t l = pe_utf8_encode(fill, enc);
    for (size_t i = 0; i < count; i++)
        if (pe_strbuf_add(b, enc, l) < 0) return -1;
    return 0;
}

int pe_fmt_pad(pe_strbuf *b, const pe_fmtspec *sp, const char *body, size_t bytes,
               size_t bodylen, size_t signlen) {
    size_t pad =
        sp->width > 0 && (uint64_t)sp->width > bodylen ? (size_t)sp->width - bodylen : 0;
    if (pad && pe_mem_would_exceed(&b->vm->mem, pad * 4)) {
        pe_err_nomem(b->vm);
        return -1;
    }
    size_t left = 0, right = 0;
    switch (sp->align) {
    case '<': right = pad; break;
    case '^':
        left = pad / 2;
        right = pad - left;
        break;
    default: left = pad; break; /* '>' and '=' */
    }
    if (sp->align == '=') {
        if (pe_strbuf_add(b, body, signlen) < 0 || pe_fmt_fill(b, sp->fill, left) < 0 ||
            pe_strbuf_add(b, body + signlen, bytes - signlen) < 0)
            return -1;
        return 0;
    }
    if (pe_fmt_fill(b, sp->fill, left) < 0 || pe_strbuf_add(b, body, bytes) < 0 ||
        pe_fmt_fill(b, sp->fill, right) < 0)
        return -1;
    return 0;
}

int pe_fmt_group(pe_strbuf *b, const char *digits, size_t n, char sep, int every,
                 size_t minwidth) {
    /* total width of n digits grouped: n + (n - 1) / every separators; grow n with
     * leading zeros until minwidth is reached (CPython groups the zero padding too) */
    size_t total = n + (n ? (n - 1) / (size_t)every : 0);
    size_t zeros = 0;
    /* loop-bound: charged-after: the grouped digits are written to a builder that
     * charges its growth */
    while (minwidth > total) {
        zeros++;
        size_t m = n + zeros;
        total = m + (m - 1) / (size_t)every;
    }
    size_t m = n + zeros;
    for (size_t i = 0; i < m; i++) {
        char c = i < zeros ? '0' : digits[i - zeros];
        if (pe_strbuf_add(b, &c, 1) < 0) return -1;
        size_t left = m - 1 - i;
        if (sep && left && left % (size_t)every == 0 && pe_strbuf_add(b, &sep, 1) < 0)
            return -1;
    }
    return 0;
}

/* str.__format__: precision truncates; no sign, '#', 'z' or '=' alignment. */
pe_value pe_fmt_m_str_format_spec(pe_vm *vm, const pe_value *args, size_t nargs,
                                  pe_obj *kw) {
    if (pe_args_one(vm, "str.__format__", nargs - 1, kw) < 0) return PE_NULL;
    if (!pe_str_check(vm, pe_str_arg(vm, args[1])))
        return pe_err_format(vm, PE_EXC_TypeError,
                             "__format__() argument must be str, not %s",
                             pe_str_badarg_name(vm, args[1]));
    pe_str *s = pe_str_obj(args[0]), *spec = pe_str_obj(pe_str_arg(vm, args[1]));
    if (spec->size == 0) return pe_op_str(vm, args[0]);
    pe_fmtspec sp;
    if (pe_fmtspec_parse(vm, spec->data, spec->size, '<', 's', pe_op_typename(vm, args[0]),
                         &sp) < 0)
        return PE_NULL;
    if (sp.type != 's')
        return pe_err_format(vm, PE_EXC_ValueError,
                             "Unknown format code '%c' for object of type '%s'", sp.type,
                             pe_op_typename(vm, args[0]));
    if (sp.sign == ' ')
        return pe_err_set(vm, PE_EXC_ValueError,
                          "Space not allowed in string format specifier");
    if (sp.sign)
        return pe_err_set(vm, PE_EXC_ValueError,
                          "Sign not allowed in string format specifier");
    if (sp.z)
        return pe_err_set(
            vm, PE_EXC_ValueError,
            "Negative zero coercion (z) not allowed in string format specifier");
    if (sp.alt)
        return pe_err_set(vm, PE_EXC_ValueError,
                          "Alternate form (#) not allowed in string format specifier");
    if (sp.align == '=')
        return pe_err_set(vm, PE_EXC_ValueError,
                          "'=' alignment not allowed in string format specifier");
    size_t len = s->len, bytes = s->size;
    if (sp.precision >= 0 && (uint64_t)sp.precision < len) {
        len = (size_t)sp.precision;
        bytes = pe_str_offset(vm, s, len);
    }
    pe_strbuf b;
    pe_strbuf_init(&b, vm);
    if (pe_fmt_pad(&b, &sp, s->data, bytes, len, 0) < 0) {
        pe_strbuf_free(&b);
        return PE_NULL;
    }
    return pe_strbuf_finish(&b);
}

/* ---- format(value, spec) ------------------------------------------------------------- */

/* Every builtin __format__ gives str(self) for an empty spec. An instance of a
 * subclass of int/float/str/... must get that too, through its own __str__/__repr__,
 * but the builtin method would only see the wrapped value. */
int pe_fmt_wrapper_wants_str(pe_vm *vm, pe_value value, pe_value spec) {
    if (pe_str_obj(spec)->size != 0 || !pe_subclass_is_wrapper(value)) return 0;
    pe_value f = pe_type_lookup(vm, pe_type_of(vm, value), vm->ids[PE_ID_format]);
    return !pe_is_null(f) && pe_builtin_check(vm, f);
}

pe_value pe_fmt_value(pe_vm *vm, pe_value value, pe_value spec) {
    /* a str-subclass spec stands for its str here; __format__ still gets it as is */
    pe_str *sp = pe_str_obj(pe_subclass_unwrap(spec));
    if (pe_fmt_wrapper_wants_str(vm, value, spec)) return pe_op_str(vm, value);
    if (value.tag == PE_T_INT || value.tag == PE_T_BOOL ||
        (value.tag == PE_T_OBJ && value.u.o->type == vm->types[PE_TYPE_INT]))
        return pe_int_format(vm, value, sp->data, sp->size);
    if (value.tag == PE_T_FLOAT) return pe_float_format(vm, value.u.f, sp->data, sp->size);
    if (value.tag == PE_T_OBJ && value.u.o->type == vm->types[PE_TYPE_STR]) {
        pe_value a[2] = {value, pe_subclass_unwrap(spec)};
        return pe_fmt_m_str_format_spec(vm, a, 2, NULL);
    }
    if (sp->size == 0 && pe_subclass_is_wrapper(value)) {
        /* int/float/complex/str.__format__(x, '') is str(x) for a subclass
         * (format_obj), so a subclass's own __str__ shows in f"{x}" */
        pe_type *sb = pe_type_solid_base(pe_type_of(vm, value));
        pe_str *fn = pe_intern(vm, "__format__", 10);
        if (!fn) return pe_err_nomem(vm);
        if ((sb == vm->types[PE_TYPE_INT] || sb == vm->types[PE_TYPE_FLOAT] ||
             sb == vm->types[PE_TYPE_COMPLEX] || sb == vm->types[PE_TYPE_STR]) &&
            pe_builtin_check(vm, pe_type_lookup(vm, pe_type_of(vm, value), fn)))
            return pe_op_str(vm, value);
    }
    pe_value r = pe_op_call_special(vm, value, "__format__", &spec, 1);
    if (pe_is_null(r)) return PE_NULL;
    if (!pe_str_check(vm, r)) {
        pe_err_format(vm, PE_EXC_TypeError, "__format__ must return a str, not %s",
                      pe_op_typename(vm, r));
        pe_decref(vm, r);
        return PE_NULL;
    }
    return r;
}

/* ---- str.format ---------------------------------------------------------------------- */

typedef struct pe_fmt_ctx {
    pe_vm *vm;
    const pe_value *args; /* positional arguments (NULL for format_map) */
    size_t nargs;
    pe_value kwargs; /* mapping or PE_NULL */
    int auto_state;  /* 0 init, 1 automatic, 2 manual */
    int64_t auto_next;
} pe_fmt_ctx;

static int pe_fmt_render(pe_fmt_ctx *c, const char *s, size_t n, int depth, pe_strbuf *out);

/* A non-negative decimal integer, -1 if the text is not one, -2 on overflow. */
static int64_t pe_fmt_integer(const char *s, size_t n) {
    if (n == 0) return -1;
    int64_t v = 0;
    /* loop-bound: caller-charged: the digits of a formatted int, charged by its
     * conversion */
    for (size_t i = 0; i < n; i++) {
        if (s[i] < '0' || s[i] > '9') return -1;
        if (__builtin_mul_overflow(v, 10, &v) || __builtin_add_overflow(v, s[i] - '0', &v))
            return -2;
    }
    return v;
}

/* Looks up the field named s[0..n) ("0", "name", "0.attr[key]", ""): new reference. */
static pe_value pe_fmt_field(pe_fmt_ctx *c, const char *s, size_t n) {
    pe_vm *vm = c->vm;
    size_t i = 0;
    /* loop-bound: caller-charged: str.format charges its format string's length up front */
    while (i < n && s[i] != '.' && s[i] != '[')
        i++;
    int64_t idx = pe_fmt_integer(s, i);
    if (idx == -2)
        return pe_err_set(vm, PE_EXC_ValueError,
                          "Too many decimal digits in format string");
    int empty = i == 0, numeric = empty || idx >= 0;
    if (numeric) {
        if (c->auto_state == 0) c->auto_state = empty ? 1 : 2;
        if (c->auto_state == 2 && empty)
            return pe_err_set(vm, PE_EXC_ValueError,
                              "cannot switch from manual field specification to automatic "
                              "field numbering");
        if (c->auto_state == 1 && !empty)
            return pe_err_set(vm, PE_EXC_ValueError,
                              "cannot switch from automatic field numbering to manual "
                              "field specification");
        if (empty) idx = c->auto_next++;
    }
    pe_value obj;
    if (!numeric) {
        pe_value key = pe_str_value(vm, s, i);
        if (pe_is_null(key)) return PE_NULL;
        if (pe_is_null(c->kwargs)) {
            pe_dict_key_error(vm, key);
            obj = PE_NULL;
        } else {
            obj = pe_op_getitem(vm, c->kwargs, key);
        }
        pe_decref(vm, key);
        if (pe_is_null(obj)) return PE_NULL;
    } else {
        if (!c->args)
            return pe_err_set(vm, PE_EXC_ValueError,
                              "Format string contains positional fields");
        if ((uint64_t)idx >= c->nargs)
            return pe_err_format(
                vm, PE_EXC_IndexError,
                "Replacement index %lld out of range for positional args tuple",
                (long long)idx);
        obj = pe_incref(c->args[idx]);
    }
    /* the rest: .attr and [key] */
    /* loop-bound: caller-charged: str.format charges its format string's length up front */
    while (i < n) {
        char kind = s[i++];
        size_t st = i;
        pe_value next;
        if (kind == '.') {
            /* loop-bound: caller-charged: str.format charges its format string's length
             * up front */
            while (i < n && s[i] != '.' && s[i] != '[')
                i++;
            if (i == st) goto empty_attr;
            /* a name from data: mortal (core/intern.h) */
            pe_str *in = pe_intern_new(vm, s + st, i - st);
            if (!in) {
                pe_err_nomem(vm);
                goto fail;
            }
            next = pe_op_getattr(vm, obj, in);
            pe_obj_decref(vm, &in->base);
        } else if (kind == '[') {
            /* loop-bound: caller-charged: str.format charges its format string's length
             * up front */
            while (i < n && s[i] != ']')
                i++;
            if (i >= n) {
                pe_err_set(vm, PE_EXC_ValueError, "Missing ']' in format string");
                goto fail;
            }
            size_t en = i++;
            if (en == st) goto empty_attr;
            int64_t k = pe_fmt_integer(s + st, en - st);
            if (k == -2) {
                pe_err_set(vm, PE_EXC_ValueError,
                           "Too many decimal digits in format string");
                goto fail;
            }
            pe_value key = k >= 0 ? pe_int(k) : pe_str_value(vm, s + st, en - st);
            if (pe_is_null(key)) goto fail;
            next = pe_op_getitem(vm, obj, key);
            pe_decref(vm, key);
        } else {
            pe_err_set(vm, PE_EXC_ValueError,
                       "Only '.' or '[' may follow ']' in format field specifier");
            goto fail;
        }
        pe_decref(vm, obj);
        obj = next;
        if (pe_is_null(obj)) return PE_NULL;
    }
    return obj;
empty_attr:
    pe_err_set(vm, PE_EXC_ValueError, "Empty attribute in format string");
fail:
    pe_decref(vm, obj);
    return PE_NULL;
}

/* One replacement field: {name!conv:spec}; s[0..n) is the text between the braces. */
static int pe_fmt_markup(pe_fmt_ctx *c, const char *s, size_t n, int expand, int depth,
                         pe_strbuf *out) {
    pe_vm *vm = c->vm;
    /* field name ends at ':' or '!' outside brackets */
    size_t i = 0;
    /* loop-bound: charged-after: pe_fmt_markup charges what this scan covered right
     * after it */
    while (i < n && s[i] != ':' && s[i] != '!') {
        if (s[i] == '[')
            /* loop-bound: charged-after: pe_fmt_markup charges what this scan covered
             * right after it */
            while (i < n && s[i] != ']')
                i++;
        if (i < n) i++;
    }
    size_t name_end = i > n ? n : i;
    char conv = 0;
    const char *spec = "";
    size_t speclen = 0;
    if (i < n && s[i] == '!') {
        if (i + 1 >= n) {
            pe_err_set(vm, PE_EXC_ValueError,
                       "end of string while looking for conversion specifier");
            return -1;
        }
        conv = s[i + 1];
        i += 2;
        if (i < n && s[i] != ':') {
            pe_err_set(vm, PE_EXC_ValueError, "expected ':' after conversion specifier");
            return -1;
        }
    }
    if (i < n && s[i] == ':') {
        spec = s + i + 1;
        speclen = n - i - 1;
    }
    pe_value obj = pe_fmt_field(c, s, name_end);
    if (pe_is_null(obj)) return -1;
    if (conv) {
        pe_value conv_obj;
        switch (conv) {
        case 'r': conv_obj = pe_op_repr(vm, obj); break;
        case 's': conv_obj = pe_op_str(vm, obj); break;
        case 'a': conv_obj = pe_fmt_ascii(vm, obj); break;
        default:
            pe_decref(vm, obj);
            if (conv > 32 && conv < 127)
                pe_err_format(vm, PE_EXC_ValueError, "Unknown conversion specifier %c",
                              conv);
            else
                pe_err_format(vm, PE_EXC_ValueError, "Unknown conversion specifier \\x%x",
                              (unsigned)(unsigned char)conv);
            return -1;
        }
        pe_decref(vm, obj);
        if (pe_is_null(conv_obj)) return -1;
        obj = conv_obj;
    }
    pe_value specv;
    if (expand) {
        pe_strbuf sb;
        pe_strbuf_init(&sb, vm);
        if (pe_fmt_render(c, spec, speclen, depth - 1, &sb) < 0) {
            pe_strbuf_free(&sb);
            pe_decref(vm, obj);
            return -1;
        }
        specv = pe_strbuf_finish(&sb);
    } else {
        specv = pe_str_value(vm, spec, speclen);
    }
    if (pe_is_null(specv)) {
        pe_decref(vm, obj);
        return -1;
    }
    pe_value r = pe_fmt_value(vm, obj, specv);
    pe_decref(vm, specv);
    pe_decref(vm, obj);
    if (pe_is_null(r)) return -1;
    int rc = pe_strbuf_add_str(out, r);
    pe_decref(vm, r);
    return rc;
}

/* MarkupIterator: literal text with {{ and }} escapes, and replacement fields. */
static int pe_fmt_render(pe_fmt_ctx *c, const char *s, size_t n, int depth,
                         pe_strbuf *out) {
    pe_vm *vm = c->vm;
    if (depth <= 0) {
        pe_err_set(vm, PE_EXC_ValueError, "Max string recursion exceeded");
        return -1;
    }
    size_t i = 0;
    while (i < n) {
        size_t st = i;
        /* loop-bound: charged-after: pe_fmt_render charges what this scan covered right
         * after it */
        while (i < n && s[i] != '{' && s[i] != '}')
            i++;
        if (pe_strbuf_add(out, s + st, i - st) < 0) return -1;
        if (i >= n) break;
        char ch = s[i++];
        if (i < n && s[i] == ch) { /* escaped brace */
            if (pe_strbuf_add(out, &ch, 1) < 0) return -1;
            i++;
            continue;
        }
        if (ch == '}') {
            pe_err_set(vm, PE_EXC_ValueError, "Single '}' encountered in format string");
            return -1;
        }
        if (i >= n) {
            pe_err_set(vm, PE_EXC_ValueError, "Single '{' encountered in format string");
            return -1;
        }
        /* the field: up to the matching '}', allowing nested {} in the spec */
        size_t fst = i;
        int count = 1, expand = 0, in_spec = 0, bang = 0, conv_missing = 0;
        /* loop-bound: charged-before: the charge above in pe_fmt_render covers this trip
         * count */
        while (i < n) {
            char d = s[i];
            if (!in_spec) {
                if (d == '{') {
                    pe_err_set(vm, PE_EXC_ValueError, "unexpected '{' in field name");
                    return -1;
                }
                if (d == '[') {
                    /* loop-bound: charged-before: the charge above in pe_fmt_render
                     * covers this trip count */
                    while (i < n && s[i] != ']')
                        i++;
                    if (i < n) i++;
                    continue;
                }
                if (d == '}') break;
                if (d == ':') in_spec = 1;
                if (d == '!') {
                    /* the conversion character, whatever it is (even '}' or ':'),
                     * then ':' or '}' */
                    bang = 1;
                    if (i + 1 >= n) {
                        conv_missing = 1;
                        i = n;
                        break;
                    }
                    i += 2;
                    if (i >= n) break;
                    if (s[i] == '}') break;
                    if (s[i] != ':') {
                        pe_err_set(vm, PE_EXC_ValueError,
                                   "expected ':' after conversion specifier");
                        return -1;
                    }
                    in_spec = 1;
                }
                i++;
                continue;
            }
            if (d == '{') {
                expand = 1;
                count++;
            } else if (d == '}') {
                if (--count == 0) break;
            }
            i++;
        }
        if (i >= n) {
            pe_err_set(vm, PE_EXC_ValueError,
                       conv_missing ? "end of string while looking for conversion specifier"
                       : (in_spec || bang) ? "unmatched '{' in format spec"
                                           : "expected '}' before end of string");
            return -1;
        }
        if (pe_fmt_markup(c, s + fst, i - fst, expand, depth, out) < 0) return -1;
        i++; /* the closing brace */
        if (PE_TICK(vm, 1) < 0) return -1;
    }
    return 0;
}

pe_value pe_fmt_m_format(pe_vm *vm, const pe_value *args, size_t nargs, pe_obj *kwnames) {
    pe_str *s = pe_str_obj(args[0]);
    pe_fmt_ctx c = {vm, args + 1, nargs - 1, PE_NULL, 0, 0};
    size_t nkw = pe_args_nkw(kwnames);
    if (nkw) {
        c.kwargs = pe_dict_new(vm);
        if (pe_is_null(c.kwargs)) return PE_NULL;
        /* loop-bound: caller-charged: the keyword arguments of one call, each charged
         * when evaluated or unpacked */
        for (size_t i = 0; i < nkw; i++)
            if (pe_dict_set_str(vm, c.kwargs, pe_args_kwname(kwnames, i), args[nargs + i]) <
                0) {
                pe_decref(vm, c.kwargs);
                return PE_NULL;
            }
    }
    pe_strbuf b;
    pe_strbuf_init(&b, vm);
    int rc = pe_fmt_render(&c, s->data, s->size, 2, &b);
    pe_decref(vm, c.kwargs);
    if (rc < 0) {
        pe_strbuf_free(&b);
        return PE_NULL;
    }
    return pe_strbuf_finish(&b);
}

pe_value pe_fmt_m_format_map(pe_vm *vm, const pe_value *args, size_t nargs, pe_obj *kw) {
    if (pe_args_one(vm, "str.format_map", nargs - 1, kw) < 0) return PE_NULL;
    pe_str *s = pe_str_obj(args[0]);
    pe_fmt_ctx c = {vm, NULL, 0, args[1], 0, 0};
    pe_strbuf b;
    pe_strbuf_init(&b, vm);
    if (pe_fmt_render(&c, s->data, s->size, 2, &b) < 0) {
        pe_strbuf_free(&b);
        return PE_NULL;
    }
    return pe_strbuf_finish(&b);
}

/* ---- ascii() ------------------------------------------------------------------------- */

pe_value pe_fmt_ascii(pe_vm *vm, pe_value v) {
    pe_value r = pe_op_repr(vm, v);
    if (pe_is_null(r)) return PE_NULL;
    pe_str *s = pe_str_obj(r);
    if (s->ascii) return r;
    pe_strbuf b;
    pe_strbuf_init(&b, vm);
    for (size_t i = 0; i < s->size;) {
        size_t l;
        int32_t cp = pe_utf8_decode(s->data + i, &l);
        char esc[12];
        int n;
        if (cp < 128)
            n = (esc[0] = (char)cp, 1);
        else if (cp <= 0xff)
            n = snprintf(esc, sizeof esc, "\\x%02x", (unsigned)cp);
        else if (cp <= 0xffff)
            n = snprintf(esc, sizeof esc, "\\u%04x", (unsigned)cp);
        else
            n = snprintf(esc, sizeof esc, "\\U%08x", (unsigned)cp);
        if (pe_strbuf_add(&b, esc, (size_t)n) < 0) {
            pe_strbuf_free(&b);
            pe_decref(vm, r);
            return PE_NULL;
        }
        i += l;
    }
    pe_decref(vm, r);
    return pe_strbuf_finish(&b);
}

/* ---- printf-style formatting: str % args --------------------------------------------- */

typedef struct pe_pct {
    pe_vm *vm;
    pe_value args;   /* the right operand (borrowed) */
    pe_value single; /* current single argument (after %(key)), owned, or PE_NULL */
    int64_t arglen, argidx;
    pe_value dict; /* mapping for %(key), or PE_NULL */
    int bytes;     /* bytes % args: byte format, bytes keys, %b, %c of a byte */
} pe_pct;

/* getnextarg: borrowed (the tuple or the context keeps it alive). */
static pe_value pe_pct_next(pe_pct *c) {
    if (c->argidx < c->arglen) {
        int64_t i = c->argidx++;
        if (c->arglen < 0) return pe_is_null(c->single) ? c->args : c->single;
        return pe_tuple_item(c->args, (size_t)i);
    }
    return pe_err_set(c->vm, PE_EXC_TypeError, "not enough arguments for format string");
}

#define PE_F_LJUST 1
#define PE_F_SIGN  2
#define PE_F_BLANK 4
#define PE_F_ALT   8
#define PE_F_ZERO  16

/* Appends sign+prefix and digits padded to width per the flags. All ASCII except body
 * text of %s, whose code-point length is given. */
static int pe_pct_emit(pe_strbuf *out, int flags, int64_t width, const char *head,
                       size_t headlen, const char *body, size_t bodybytes, size_t bodylen,
                       int zero_ok) {
    size_t total = headlen + bodylen;
    size_t pad = width > 0 && (uint64_t)width > total ? (size_t)width - total : 0;
    if (pad && pe_mem_would_exceed(&out->vm->mem, pad)) {
        pe_err_nomem(out->vm);
        return -1;
    }
    int zero = (flags & PE_F_ZERO) && !(flags & PE_F_LJUST) && zero_ok;
    if (!(flags & PE_F_LJUST) && !zero)
        for (size_t i = 0; i < pad; i++)
            if (pe_strbuf_add(out, " ", 1) < 0) return -1;
    if (pe_strbuf_add(out, head, headlen) < 0) return -1;
    if (zero)
        for (size_t i = 0; i < pad; i++)
            if (pe_strbuf_add(out, "0", 1) < 0) return -1;
    if (pe_strbuf_add(out, body, bodybytes) < 0) return -1;
    if (flags & PE_F_LJUST)
        for (size_t i = 0; i < pad; i++)
            if (pe_strbuf_add(out, " ", 1) < 0) return -1;
    return 0;
}

/* %d %i %u %o %x %X */
static int pe_pct_int(pe_pct *c, pe_strbuf *out, pe_value v, char type, int flags,
                      int64_t width, int64_t prec) {
    pe_vm *vm = c->vm;
    pe_value iv;
    int hex = type == 'o' || type == 'x' || type == 'X';
    if (pe_int_check(vm, v)) {
        iv = pe_incref(v.tag == PE_T_BOOL ? pe_int(v.u.i) : v);
    } else if (!hex && v.tag == PE_T_FLOAT) {
        iv = pe_int_from_double(vm, v.u.f);
    } else if (pe_type_of(vm, v)->index) {
        iv = pe_op_index(vm, v);
    } else {
        pe_err_format(vm, PE_EXC_TypeError, "%%%c format: %s is required, not %s", type,
                      hex ? "an integer" : "a real number", pe_op_typename(vm, v));
        return -1;
    }
    if (pe_is_null(iv)) return -1;
    int base = type == 'o' ? 8 : hex ? 16 : 10;
    pe_value text = base == 10 ? pe_int_repr(vm, iv) : pe_int_format_base(vm, iv, base);
    int neg = pe_int_sign(iv) < 0;
    pe_decref(vm, iv);
    if (pe_is_null(text)) return -1;
    /* strip sign and prefix from the text: digits only */
    const char *d = pe_str_obj(text)->data;
    size_t dn = pe_str_obj(text)->size;
    if (neg) d++, dn--;
    if (base != 10) d += 2, dn -= 2;
    char head[4];
    size_t hl = 0;
    if (neg)
        head[hl++] = '-';
    else if (flags & PE_F_SIGN)
        head[hl++] = '+';
    else if (flags & PE_F_BLANK)
        head[hl++] = ' ';
    if ((flags & PE_F_ALT) && base != 10) {
        head[hl++] = '0';
        head[hl++] = type;
    }
    pe_strbuf digits;
    pe_strbuf_init(&digits, vm);
    int rc = 0;
    for (int64_t k = (int64_t)dn; prec > 0 && k < prec && rc == 0; k++)
        rc = pe_strbuf_add(&digits, "0", 1);
    if (rc == 0) rc = pe_strbuf_add(&digits, d, dn);
    if (rc == 0 && type == 'X')
        /* loop-bound: charged-before: the charge above in pe_pct_int covers this trip
         * count */
        for (size_t i = 0; i < digits.len; i++)
            if (digits.p[i] >= 'a' && digits.p[i] <= 'f')
                digits.p[i] = (char)(digits.p[i] - 32);
    if (rc == 0)
        rc = pe_pct_emit(out, flags, width, head, hl, digits.p ? digits.p : "", digits.len,
                         digits.len, 1);
    pe_strbuf_free(&digits);
    pe_decref(vm, text);
    return rc;
}

/* %e %E %f %F %g %G */
static int pe_pct_float(pe_pct *c, pe_strbuf *out, pe_value v, char type, int flags,
                        int64_t width, int64_t prec) {
    pe_vm *vm = c->vm;
    double d;
    int rc = pe_float_as_double(vm, pe_subclass_unwrap(v), &d); /* float subclasses too */
    if (rc < 0) return -1;
    if (rc > 0 &&
        !pe_is_null(pe_type_lookup(vm, pe_type_of(vm, v), vm->ids[PE_ID_float_]))) {
        /* CPython's PyFloat_AsDouble: __float__ (a Decimal, a user class) */
        pe_value f = pe_op_call_method(vm, v, "__float__", NULL, 0);
        if (pe_is_null(f)) return -1;
        rc = pe_is_float(f) ? 0 : 1;
        d = rc ? 0 : f.u.f;
        pe_decref(vm, f);
    }
    if (rc > 0) {
        pe_err_format(vm, PE_EXC_TypeError, "must be real number, not %s",
                      pe_op_typename(vm, v));
        return -1;
    }
    if (prec < 0) prec = 6;
    int alt = (flags & PE_F_ALT) != 0;
    int64_t shown = pe_float_print_digits(type, alt, prec);
    /* printing the digits is multi-precision work in the C library */
    if (PE_TICK(vm, (uint64_t)shown / 16) < 0) return -1;
    size_t cap = (size_t)shown + 420;
    char *buf = pe_mem_alloc(&vm->mem, cap);
    if (!buf) {
        pe_err_nomem(vm);
        return -1;
    }
    size_t n = pe_float_print(buf, cap, type, alt, prec, fabs(d));
    char head[2];
    size_t hl = 0;
    if (signbit(d) && !isnan(d))
        head[hl++] = '-';
    else if (flags & PE_F_SIGN)
        head[hl++] = '+';
    else if (flags & PE_F_BLANK)
        head[hl++] = ' ';
    rc = pe_pct_emit(out, flags, width, head, hl, buf, n, n, 1);
    pe_mem_free(&vm->mem, buf, cap);
    return rc;
}

/* %s/%b of bytes % args: a bytes-like object or __bytes__ (format_obj). */
static int pe_pct_bytes_obj(pe_pct *c, pe_strbuf *out, pe_value v, int flags, int64_t width,
                            int64_t prec) {
    pe_vm *vm = c->vm;
    const char *d;
    size_t len;
    pe_value owned = PE_NULL;
    if (!pe_bytes_buffer(vm, v, &d, &len)) {
        pe_str *bn = pe_intern(vm, "__bytes__", 9);
        if (!bn) {
            pe_err_nomem(vm);
            return -1;
        }
        if (pe_is_null(pe_type_lookup(vm, pe_type_of(vm, v), bn))) {
            pe_err_format(vm, PE_EXC_TypeError,
                          "%%b requires a bytes-like object, or an object that implements "
                          "__bytes__, not '%s'",
                          pe_op_typename(vm, v));
            return -1;
        }
        owned = pe_op_call_method(vm, v, "__bytes__", NULL, 0);
        if (pe_is_null(owned)) return -1;
        if (!pe_bytes_check(vm, owned)) {
            pe_err_format(vm, PE_EXC_TypeError, "__bytes__ returned non-bytes (type %s)",
                          pe_op_typename(vm, owned));
            pe_decref(vm, owned);
            return -1;
        }
        d = pe_bytes_data(owned);
        len = pe_bytes_len(owned);
    }
    if (prec >= 0 && (uint64_t)prec < len) len = (size_t)prec;
    int rc = pe_pct_emit(out, flags, width, "", 0, d, len, len, 0);
    pe_decref(vm, owned);
    return rc;
}

/* %c of bytes % args: an int in range(256) or a bytes/bytearray of length 1. */
static int pe_pct_byte(pe_pct *c, pe_strbuf *out, pe_value v, int flags, int64_t width) {
    pe_vm *vm = c->vm;
    const char *d;
    size_t len;
    char ch;
    if (pe_bytes_buffer(vm, v, &d, &len)) {
        if (len != 1) goto bad;
        ch = d[0];
    } else if (pe_int_check(vm, v) || pe_type_of(vm, v)->index) {
        pe_value iv = pe_op_index(vm, v);
        if (pe_is_null(iv)) return -1;
        int64_t x;
        int big = pe_int_as_i64(iv.tag == PE_T_BOOL ? pe_int(iv.u.i) : iv, &x);
        pe_decref(vm, iv);
        if (big || x < 0 || x > 255) {
            pe_err_set(vm, PE_EXC_OverflowError, "%c arg not in range(256)");
            return -1;
        }
        ch = (char)x;
    } else {
        goto bad;
    }
    return pe_pct_emit(out, flags, width, "", 0, &ch, 1, 1, 0);
bad:
    pe_err_set(vm, PE_EXC_TypeError,
               "%c requires an integer in range(256) or a single byte");
    return -1;
}

/* One conversion starting after the '%' at s[*pos] (s: the format's n bytes, UTF-8
 * text for str, raw bytes for bytes; ascii says byte offsets are character indexes). */
static int pe_pct_one(pe_pct *c, pe_strbuf *out, const char *s, size_t n, int ascii,
                      size_t *pos) {
    pe_vm *vm = c->vm;
    size_t i = *pos;
    if (i < n && s[i] == '(') {
        if (pe_is_null(c->dict)) {
            pe_err_set(vm, PE_EXC_TypeError, "format requires a mapping");
            return -1;
        }
        size_t st = ++i;
        int depth = 1;
        /* loop-bound: charged-after: pe_pct_one charges what this scan covered right
         * after it */
        while (i < n && depth) {
            if (s[i] == '(')
                depth++;
            else if (s[i] == ')')
                depth--;
            i++;
        }
        if (depth) {
            pe_err_set(vm, PE_EXC_ValueError, "incomplete format key");
            return -1;
        }
        pe_value key = c->bytes ? pe_bytes_new(vm, s + st, i - 1 - st)
                                : pe_str_value(vm, s + st, i - 1 - st);
        if (pe_is_null(key)) return -1;
        pe_value item = pe_op_getitem(vm, c->dict, key);
        pe_decref(vm, key);
        if (pe_is_null(item)) return -1;
        pe_clear(vm, &c->single);
        c->single = item;
        c->arglen = -1;
        c->argidx = -2;
    }
    int flags = 0;
    /* loop-bound: charged-after: pe_pct_one charges what this scan covered right after
     * it */
    for (; i < n; i++) {
        char ch = s[i];
        if (ch == '-')
            flags |= PE_F_LJUST;
        else if (ch == '+')
            flags |= PE_F_SIGN;
        else if (ch == ' ')
            flags |= PE_F_BLANK;
        else if (ch == '#')
            flags |= PE_F_ALT;
        else if (ch == '0')
            flags |= PE_F_ZERO;
        else
            break;
    }
    int64_t width = -1, prec = -1;
    /* loop-bound: const */
    for (int part = 0; part < 2; part++) {
        int64_t *dst = part ? &prec : &width;
        if (part) {
            if (i >= n || s[i] != '.') break;
            i++;
            *dst = 0;
        }
        if (i < n && s[i] == '*') {
            i++;
            pe_value v = pe_pct_next(c);
            if (pe_is_null(v)) return -1;
            if (!pe_int_check(vm, v)) {
                pe_err_set(vm, PE_EXC_TypeError, "* wants int");
                return -1;
            }
            /* CPython converts the width to Py_ssize_t and the precision to int */
            if (pe_int_as_i64(v.tag == PE_T_BOOL ? pe_int(v.u.i) : v, dst) ||
                (part && (*dst > INT_MAX || *dst < INT_MIN))) {
                pe_err_format(vm, PE_EXC_OverflowError,
                              "Python int too large to convert to C %s",
                              part ? "int" : "ssize_t");
                return -1;
            }
            if (!part && *dst < 0) {
                flags |= PE_F_LJUST;
                *dst = -*dst;
            }
            if (part && *dst < 0) *dst = 0;
        } else {
            /* loop-bound: charged-after: pe_pct_one charges what this scan covered right
             * after it */
            while (i < n && s[i] >= '0' && s[i] <= '9') {
                if (*dst < 0) *dst = 0;
                if (__builtin_mul_overflow(*dst, 10, dst) ||
                    __builtin_add_overflow(*dst, s[i] - '0', dst) ||
                    (part && *dst > INT_MAX)) {
                    pe_err_set(vm, PE_EXC_ValueError,
                               !part      ? "width too big"
                               : c->bytes ? "prec too big"
                                          : "precision too big");
                    return -1;
                }
                i++;
            }
        }
    }
    /* loop-bound: charged-after: pe_pct_one charges what this scan covered right after
     * it */
    while (i < n && (s[i] == 'h' || s[i] == 'l' || s[i] == 'L'))
        i++;
    if (i >= n) {
        pe_err_set(vm, PE_EXC_ValueError, "incomplete format");
        return -1;
    }
    size_t tpos = i;
    size_t l = 1;
    int32_t type = c->bytes ? (unsigned char)s[i] : pe_utf8_decode(s + i, &l);
    i += l;
    *pos = i;
    pe_value v = pe_pct_next(c);
    if (pe_is_null(v)) return -1;
    if (c->bytes && (type == 's' || type == 'b'))
        return pe_pct_bytes_obj(c, out, v, flags, width, prec);
    if (c->bytes && type == 'c') return pe_pct_byte(c, out, v, flags, width);
    if (c->bytes && type == 'r') type = 'a'; /* %r is %a for bytes */
    switch (type) {
    case 's':
    case 'r':
    case 'a': {
        pe_value t = type == 's'   ? pe_op_str(vm, v)
                     : type == 'r' ? pe_op_repr(vm, v)
                                   : pe_fmt_ascii(vm, v);
        if (pe_is_null(t)) return -1;
        pe_str *ts = pe_str_obj(t);
        size_t len = ts->len, bytes = ts->size;
        if (prec >= 0 && (uint64_t)prec < len) {
            len = (size_t)prec;
            bytes = pe_str_offset(vm, ts, len);
        }
        int rc = pe_pct_emit(out, flags, width, "", 0, ts->data, bytes, len, 0);
        pe_decref(vm, t);
        return rc;
    }
    case 'd':
    case 'i':
    case 'u':
    case 'o':
    case 'x':
    case 'X':
        /* 'i' and 'u' are 'd', but the error message names the letter given */
        return pe_pct_int(c, out, v, (char)type, flags, width, prec);
    case 'e':
    case 'E':
    case 'f':
    case 'F':
    case 'g':
    case 'G': return pe_pct_float(c, out, v, (char)type, flags, width, prec);
    case 'c': {
        char enc[4];
        size_t el;
        if (pe_str_check(vm, v)) {
            if (pe_str_obj(v)->len != 1) {
                pe_err_set(vm, PE_EXC_TypeError, "%c requires int or char");
                return -1;
            }
            el = pe_str_obj(v)->size;
            memcpy(enc, pe_str_obj(v)->data, el);
        } else if (pe_int_check(vm, v)) {
            int64_t cp;
            if (pe_int_as_i64(v.tag == PE_T_BOOL ? pe_int(v.u.i) : v, &cp) || cp < 0 ||
                cp > 0x10FFFF) {
                pe_err_set(vm, PE_EXC_OverflowError, "%c arg not in range(0x110000)");
                return -1;
            }
            el = pe_utf8_encode((int32_t)cp, enc);
        } else {
            pe_err_set(vm, PE_EXC_TypeError, "%c requires int or char");
            return -1;
        }
        return pe_pct_emit(out, flags, width, "", 0, enc, el, 1, 0);
    }
    default: {
        size_t idx = ascii ? tpos : pe_utf8_count(s, tpos);
        if (type > 32 && type < 127)
            pe_err_format(vm, PE_EXC_ValueError,
                          "unsupported format character '%c' (0x%x) at index %zu",
                          (char)type, (unsigned)type, idx);
        else
            pe_err_format(vm, PE_EXC_ValueError,
                          "unsupported format character '\\x%x' (0x%x) at index %zu",
                          (unsigned)type, (unsigned)type, idx);
        return -1;
    }
    }
}

/* The printf-style engine shared by str % args and bytes % args: the result's text or
 * bytes in *out (0), or -1. */
static int pe_pct_format(pe_vm *vm, const char *s, size_t n, int ascii, int bytes,
                         pe_value b, pe_strbuf *out_) {
    if (pe_tuple_check(vm, pe_subclass_unwrap(b)))
        b = pe_subclass_unwrap(b); /* tuple subclass */
    pe_pct c = {vm, b, PE_NULL, -1, -2, PE_NULL, bytes};
    if (pe_tuple_check(vm, b)) {
        c.arglen = (int64_t)pe_tuple_len(b);
        c.argidx = 0;
    } else if (!pe_str_check(vm, pe_subclass_unwrap(b)) && pe_type_of(vm, b)->getitem &&
               !(bytes && (pe_bytes_check(vm, b) || pe_bytearray_check(vm, b)))) {
        c.dict = b; /* PyMapping_Check: anything subscriptable */
    }
    pe_strbuf out = *out_;
    size_t i = 0;
    while (i < n) {
        const char *pct = memchr(s + i, '%', n - i);
        size_t upto = pct ? (size_t)(pct - s) : n;
        if (pe_strbuf_add(&out, s + i, upto - i) < 0) goto fail;
        if (!pct) break;
        i = upto + 1;
        if (i < n && s[i] == '%') {
            if (pe_strbuf_add(&out, "%", 1) < 0) goto fail;
            i++;
            continue;
        }
        if (pe_pct_one(&c, &out, s, n, ascii, &i) < 0) goto fail;
        if (PE_TICK(vm, 1) < 0) goto fail;
    }
    if (c.argidx < c.arglen && pe_is_null(c.dict)) {
        pe_err_format(vm, PE_EXC_TypeError,
                      "not all arguments converted during %s formatting",
                      bytes ? "bytes" : "string");
        goto fail;
    }
    pe_clear(vm, &c.single);
    *out_ = out;
    return 0;
fail:
    pe_clear(vm, &c.single);
    *out_ = out;
    return -1;
}

pe_value pe_fmt_str_mod(pe_vm *vm, pe_value a, pe_value b) {
    if (!pe_str_check(vm, a)) return pe_incref(vm->notimpl);
    pe_str *f = pe_str_obj(a);
    pe_strbuf out;
    pe_strbuf_init(&out, vm);
    if (pe_pct_format(vm, f->data, f->size, f->ascii, 0, b, &out) < 0) {
        pe_strbuf_free(&out);
        return PE_NULL;
    }
    return pe_strbuf_finish(&out);
}

pe_value pe_fmt_bytes_mod(pe_vm *vm, pe_value a, pe_value b) {
    const char *d;
    size_t len;
    if (!pe_bytes_buffer(vm, a, &d, &len)) return pe_incref(vm->notimpl);
    pe_strbuf out;
    pe_strbuf_init(&out, vm);
    /* the format is copied: a bytearray could be mutated by a __bytes__ or __index__ */
    pe_value fmt = pe_bytes_new(vm, d, len);
    pe_value r = PE_NULL;
    if (!pe_is_null(fmt) && pe_pct_format(vm, pe_bytes_data(fmt), len, 1, 1, b, &out) == 0)
        r = pe_bytearray_check(vm, a) ? pe_bytearray_new(vm, out.p, out.len)
                                      : pe_bytes_new(vm, out.p, out.len);
    pe_decref(vm, fmt);
    pe_strbuf_free(&out);
    return r;
}
