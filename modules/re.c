/*
 * re.c - the engine under the `re` module: PCRE2 (8-bit library, UTF-8 for str).
 *
 * The module itself is Python (modules/py/re.py): it parses Python's regex syntax,
 * raises CPython's re.error messages, and emits an equivalent PCRE2 pattern that this
 * file compiles and runs. Two private functions are put in the module's namespace:
 *
 *   _pcre_compile(pattern, options) -> code     pattern: str (UTF mode) or bytes
 *   _pcre_match(code, string, pos, endpos, mode, notempty_atstart)
 *       -> (start0, end0, start1, end1, ...) or None; -1 for an unset group
 *
 * Positions are code points for str and bytes for bytes, in and out.
 *
 * Limits (docs/security.md): every PCRE2 allocation goes through pe_mem (a 16-byte
 * header keeps the size pe_mem_free needs), so the memory limit holds for compiled
 * patterns, match data and the matcher's backtracking heap. The operation budget is
 * charged through two PCRE2 mechanisms, because PCRE2 resets its match-limit counter at
 * each start position of a search:
 *   - re.py prefixes every pattern with the callout (?C1), which PCRE2 calls once at
 *     each start position it actually tries (its start-up optimisations still skip the
 *     rest); the callout charges `rate` ops per position and stops the match when the
 *     budget (or the clock, through PE_TICK's slow path) runs out;
 *   - the match limit bounds the backtracking steps at one position. A match runs at
 *     tier k with limit PE_RE_STEPS0 * 8^k and rate 8^k, so one op never pays for more
 *     than PE_RE_STEPS0 steps (~13 ns each); a position that exceeds its tier is
 *     charged the tier's steps / 2 and retried from that position at the next tier.
 *     Catastrophic backtracking thus climbs the tiers and ends at the operation limit
 *     after about 2 * max_ops steps (0.3 s at the default budget).
 */
#define PCRE2_CODE_UNIT_WIDTH 8
#include <pcre2.h>
#include <string.h>

#include "../builtins/bytes.h"
#include "../builtins/int.h"
#include "../builtins/list.h"
#include "../builtins/str.h"
#include "../builtins/tuple.h"
#include "../eval/args.h"
#include "../eval/cstack.h"
#include "../eval/exc.h"
#include "../eval/ops.h"
#include "../eval/vm.h"
#include "frozen.h"
#include "registry.h"

/* Backtracking steps one op pays for at tier 0 (the steps-per-op ratio of every tier). */
#define PE_RE_STEPS0 64u
/* A position that fails its tier is charged the tier's steps / this. */
#define PE_RE_FAIL_RATIO 2u
/* Tier growth: limit and per-position rate are multiplied by this at each retry. */
#define PE_RE_TIER_GROWTH 8u
/* The tier limit stops growing here (about 1.7 s of steps), so with the budget off the
 * clock is still read between rounds; past it each failing
 * attempt still charges, so the budget ends the match. */
#define PE_RE_STEPS_MAX (1u << 27)

/* Compile options re.py passes (its own bits, so re.py does not depend on PCRE2's). */
enum {
    PE_RE_CASELESS = 1,
    PE_RE_MULTILINE = 2,
    PE_RE_DOTALL = 4,
    PE_RE_UCP = 8, /* Unicode \w \d \s \b (str patterns without re.ASCII) */
};

/* Match modes. */
enum { PE_RE_SEARCH = 0, PE_RE_MATCH = 1, PE_RE_FULLMATCH = 2 };

typedef struct pe_re_code {
    pe_obj base;
    pcre2_code *code;
    pcre2_match_data *md;
    pcre2_match_context *mctx;
    uint32_t ngroups;
    uint8_t is_str;
    /* The str last checked as valid UTF-8 (a reference), so a findall over one subject
     * checks it once: PCRE2's own check runs to the end of the subject at every call,
     * which made a findall quadratic. */
    pe_value checked;
} pe_re_code;

/* State the callout reads: the VM to charge and the current tier's rate. */
typedef struct pe_re_callout_state {
    pe_vm *vm;
    uint64_t rate;
    PCRE2_SIZE last_start; /* start position of the last attempt (for the retry) */
    int limit_hit;
} pe_re_callout_state;

/* ---- memory through pe_mem ----------------------------------------------------------- */

#define PE_RE_HDR 16u

static void *pe_re_malloc(PCRE2_SIZE n, void *ud) {
    pe_mem *m = ud;
    size_t total;
    if (pe_size_add(n, PE_RE_HDR, &total)) return NULL;
    unsigned char *p = pe_mem_alloc(m, total);
    if (!p) return NULL;
    memcpy(p, &total, sizeof total);
    return p + PE_RE_HDR;
}

static void pe_re_free(void *q, void *ud) {
    if (!q) return;
    unsigned char *p = (unsigned char *)q - PE_RE_HDR;
    size_t total;
    memcpy(&total, p, sizeof total);
    pe_mem_free(ud, p, total);
}

/* ---- the code object -------------------------------------------------------------------
 */

static void pe_re_code_dealloc(pe_vm *vm, pe_obj *o) {
    pe_re_code *c = (pe_re_code *)o;
    pcre2_match_context_free(c->mctx);
    pcre2_match_data_free(c->md);
    pcre2_code_free(c->code);
    pe_clear(vm, &c->checked);
    pe_obj_free(vm, o, sizeof *c);
}

static pe_re_code *pe_re_code_arg(pe_vm *vm, pe_value v) {
    if (!pe_is_obj(v) || v.u.o->type != vm->types[PE_TYPE_RE_CODE]) {
        pe_err_set(vm, PE_EXC_TypeError, "expected a compiled pattern");
        return NULL;
    }
    return (pe_re_code *)v.u.o;
}

static int pe_re_callout(pcre2_callout_block *b, void *data) {
    pe_re_callout_state *st = data;
    st->last_start = b->start_match;
    if (PE_TICK(st->vm, st->rate) < 0) {
        st->limit_hit = 1;
        return PCRE2_ERROR_CALLOUT;
    }
    return 0;
}

/* Raises ValueError for a PCRE2 compile error that re.py's validator let through (a
 * pattern too large or too deeply nested for PCRE2, or a lone surrogate). PE_NULL. */
static pe_value pe_re_compile_error(pe_vm *vm, int err, PCRE2_SIZE off) {
    if (err == PCRE2_ERROR_HEAPLIMIT || err == PCRE2_ERROR_NOMEMORY)
        return pe_err_nomem(vm);
    PCRE2_UCHAR buf[256];
    if (pcre2_get_error_message(err, buf, sizeof buf) < 0) strcpy((char *)buf, "error");
    return pe_err_format(vm, PE_EXC_ValueError,
                         "pattern not supported by the regex engine: %s (offset %zu)",
                         (const char *)buf, (size_t)off);
}

/* pcre2_compile's arguments and results, to run it on another stack. */
typedef struct pe_re_compile_call {
    const char *pat;
    size_t plen;
    uint32_t opts;
    pcre2_compile_context *cc;
    pcre2_code *code;
    int err;
    PCRE2_SIZE eoff;
} pe_re_compile_call;

static void pe_re_compile_run(void *arg) {
    pe_re_compile_call *c = arg;
    c->code = pcre2_compile((PCRE2_SPTR)c->pat, c->plen, c->opts, &c->err, &c->eoff, c->cc);
}

/* _pcre_compile(pattern, options): a new code object or PE_NULL. */
static pe_value pe_re_compile(pe_vm *vm, const pe_value *args, size_t nargs,
                              pe_obj *kwnames) {
    if (pe_args_count(vm, "_pcre_compile", nargs, kwnames, 2, 2) < 0) return PE_NULL;
    int is_str = pe_str_check(vm, args[0]);
    if (!is_str && !pe_bytes_check(vm, args[0]))
        return pe_err_set(vm, PE_EXC_TypeError, "pattern must be str or bytes");
    int64_t opts;
    if (args[1].tag != PE_T_INT || pe_int_as_i64(args[1], &opts))
        return pe_err_set(vm, PE_EXC_TypeError, "options must be an int");
    const char *pat = is_str ? pe_str_obj(args[0])->data : pe_bytes_data(args[0]);
    size_t plen = is_str ? pe_str_obj(args[0])->size : pe_bytes_len(args[0]);
    /* compiling is linear in the pattern (PCRE2 makes two passes) */
    if (PE_TICK(vm, 1 + plen / 64) < 0) return PE_NULL;

    uint32_t o = PCRE2_ALT_CIRCUMFLEX; /* Python's ^ under MULTILINE matches after a
                                          final newline too */
    if (is_str) o |= PCRE2_UTF;
    if (opts & PE_RE_CASELESS) o |= PCRE2_CASELESS;
    if (opts & PE_RE_MULTILINE) o |= PCRE2_MULTILINE;
    if (opts & PE_RE_DOTALL) o |= PCRE2_DOTALL;
    if (opts & PE_RE_UCP) o |= PCRE2_UCP;

    pe_value result = PE_NULL;
    pcre2_general_context *g =
        pcre2_general_context_create(pe_re_malloc, pe_re_free, &vm->mem);
    pcre2_compile_context *cc = g ? pcre2_compile_context_create(g) : NULL;
    pe_re_code *c = NULL;
    if (!cc) {
        pe_err_nomem(vm);
        goto fail;
    }
    pcre2_set_newline(cc, PCRE2_NEWLINE_LF);
    pcre2_set_bsr(cc, PCRE2_BSR_UNICODE);
    int err;
    PCRE2_SIZE eoff;
    pe_re_compile_call call = {pat, plen, o, cc, NULL, 0, 0};
    /* PCRE2 compiles nested parentheses recursively (up to its nesting limit of 250):
     * on a small stack (a generator body, a segment) it runs on a parser-sized one */
    if (!pe_cstack_below(vm, PE_CSTACK_PARSE_NEED)) {
        pe_re_compile_run(&call);
    } else if (pe_cstack_run(vm, PE_CSTACK_PARSE_SIZE, pe_re_compile_run, &call) < 0) {
        goto fail;
    }
    pcre2_code *code = call.code;
    err = call.err;
    eoff = call.eoff;
    if (!code) {
        pe_re_compile_error(vm, err, eoff);
        goto fail;
    }
    c = (pe_re_code *)pe_obj_alloc(vm, vm->types[PE_TYPE_RE_CODE], sizeof *c);
    if (!c) {
        pcre2_code_free(code);
        goto fail;
    }
    c->code = code;
    c->checked = PE_NULL;
    c->is_str = (uint8_t)is_str;
    pcre2_pattern_info(code, PCRE2_INFO_CAPTURECOUNT, &c->ngroups);
    c->md = pcre2_match_data_create_from_pattern(code, g);
    c->mctx = pcre2_match_context_create(g);
    if (!c->md || !c->mctx) {
        pe_err_nomem(vm);
        pe_decref(vm, pe_obj_value(&c->base));
        goto fail;
    }
    result = pe_obj_value(&c->base);
fail:
    pcre2_compile_context_free(cc);
    pcre2_general_context_free(g);
    return result;
}

/* ---- positions
 * ----------------------------------------------------------------------------- */

/* The subject of a match: its bytes and, for a str, an anchor pairing a byte offset with
 * its code-point index so results convert by counting from a nearby known point. */
typedef struct pe_re_subject {
    const char *data;
    size_t size;
    int is_str;
    size_t anchor_byte, anchor_cp;
} pe_re_subject;

/* Code-point index of byte offset b (on a character boundary). Work proportional to the
 * distance from the anchor, which the caller charged as scanned text. */
static int64_t pe_re_cp(const pe_re_subject *s, size_t b) {
    if (!s->is_str) return (int64_t)b;
    if (b >= s->anchor_byte)
        return (int64_t)(s->anchor_cp +
                         pe_utf8_count(s->data + s->anchor_byte, b - s->anchor_byte));
    return (int64_t)(s->anchor_cp - pe_utf8_count(s->data + b, s->anchor_byte - b));
}

/* The result tuple (start, end) * (ngroups + 1) in code points. New reference. */
static pe_value pe_re_spans(pe_vm *vm, pe_re_code *c, pe_re_subject *s) {
    uint32_t n = pcre2_get_ovector_count(c->md);
    PCRE2_SIZE *ov = pcre2_get_ovector_pointer(c->md);
    size_t count = (size_t)c->ngroups + 1;
    if (n < count) count = n;
    if (PE_TICK(vm, 1 + count / 8) < 0) return PE_NULL;
    pe_value t = pe_tuple_new(vm, 2 * ((size_t)c->ngroups + 1));
    if (pe_is_null(t)) return PE_NULL;
    /* count code points from the match start: group spans lie near it */
    pe_re_subject near = *s;
    if (s->is_str && ov[0] >= s->anchor_byte) {
        near.anchor_cp = (size_t)pe_re_cp(s, ov[0]);
        near.anchor_byte = ov[0];
    }
    /* loop-bound: charged-before: one tick per 8 groups above */
    for (size_t i = 0; i <= c->ngroups; i++) {
        int64_t a = -1, b = -1;
        if (i < count && ov[2 * i] != PCRE2_UNSET) {
            a = pe_re_cp(&near, ov[2 * i]);
            b = pe_re_cp(&near, ov[2 * i + 1]);
        }
        pe_tuple_set_item(t, 2 * i, pe_int(a));
        pe_tuple_set_item(t, 2 * i + 1, pe_int(b));
    }
    return t;
}

/* Makes sure a str subject is valid UTF-8 for PCRE2 (a str may hold lone surrogates,
 * which PCRE2 cannot match). 0, or -1 with ValueError pending. */
static int pe_re_check_utf(pe_vm *vm, pe_re_code *c, pe_value str) {
    if (pe_is_obj(c->checked) && c->checked.u.o == str.u.o) return 0;
    pe_str *s = pe_str_obj(str);
    if (!s->ascii) {
        if (PE_TICK(vm, 1 + s->size / 64) < 0) return -1;
        const char *p = s->data, *end = s->data + s->size;
        /* loop-bound: charged-before: one tick per 64 bytes above */
        while (p < end) {
            size_t k;
            int32_t cp = pe_utf8_decode(p, &k);
            if (cp >= 0xD800 && cp <= 0xDFFF) {
                pe_err_set(vm, PE_EXC_ValueError,
                           "pyeval's re cannot match strings containing lone surrogates");
                return -1;
            }
            p += k;
        }
    }
    pe_clear(vm, &c->checked);
    c->checked = pe_incref(str);
    return 0;
}

/* Operations left in this run's budget (the whole budget, not the current chunk of
 * vm->ops_left), or UINT32_MAX when the budget is off. Cannot fail. */
static uint64_t pe_re_budget_left(const pe_vm *vm) {
    if (!vm->cfg.max_ops) return UINT32_MAX;
    uint64_t spent = vm->ops_used + (uint64_t)(vm->ops_chunk - vm->ops_left);
    return spent >= vm->cfg.max_ops ? 0 : vm->cfg.max_ops - spent;
}

/* Runs the match with the tiers described at the top. Returns PCRE2's result (> 0 on a
 * match, PCRE2_ERROR_NOMATCH), or -1000 with an error pending. */
static int pe_re_run(pe_vm *vm, pe_re_code *c, const pe_re_subject *s, size_t start,
                     size_t end, int mode, int notempty) {
    pe_re_callout_state st = {vm, 1, start, 0};
    const size_t first = start; /* NOTEMPTY_ATSTART concerns this start only */
    uint32_t limit = PE_RE_STEPS0;
    uint32_t base_opts = 0;
    if (mode != PE_RE_SEARCH) base_opts |= PCRE2_ANCHORED;
    if (mode == PE_RE_FULLMATCH) base_opts |= PCRE2_ENDANCHORED;
    if (s->is_str) base_opts |= PCRE2_NO_UTF_CHECK;
    pcre2_set_callout(c->mctx, pe_re_callout, &st);
    pcre2_set_depth_limit(c->mctx, UINT32_MAX);
    /* loop-bound: charged: each round charges its tier's steps (below) and the tiers
     * grow geometrically, so the budget ends the loop */
    for (;;) {
        uint32_t opts = base_opts;
        if (notempty && start == first) opts |= PCRE2_NOTEMPTY_ATSTART;
        /* never more steps than the budget left pays for at the failure rate, so a
         * hopeless match stops within one tier of the limit */
        uint64_t cap = pe_re_budget_left(vm) * PE_RE_FAIL_RATIO + PE_RE_STEPS0;
        uint32_t used = limit < cap ? limit : (uint32_t)cap;
        pcre2_set_match_limit(c->mctx, used);
        int rc =
            pcre2_match(c->code, (PCRE2_SPTR)s->data, end, start, opts, c->md, c->mctx);
        if (rc != PCRE2_ERROR_MATCHLIMIT && rc != PCRE2_ERROR_DEPTHLIMIT) {
            if (st.limit_hit || pe_err_limit_hit(vm) != PE_LIMIT_NONE) {
                if (!pe_err_occurred(vm)) pe_err_limit_check(vm);
                return -1000;
            }
            if (rc == PCRE2_ERROR_NOMEMORY || rc == PCRE2_ERROR_HEAPLIMIT) {
                pe_err_nomem(vm);
                return -1000;
            }
            if (rc < 0 && rc != PCRE2_ERROR_NOMATCH) {
                PCRE2_UCHAR buf[256];
                pcre2_get_error_message(rc, buf, sizeof buf);
                pe_err_format(vm, PE_EXC_RuntimeError, "regex engine error: %s",
                              (const char *)buf);
                return -1000;
            }
            /* the text PCRE2 went over, skipped by its start-up optimisations (memchr)
             * or matched, and the code points counted over it afterwards: one op per
             * 256 bytes, as other memchr-speed work */
            size_t reach = rc > 0 ? (size_t)pcre2_get_ovector_pointer(c->md)[1] : end;
            if (reach > first && PE_TICK(vm, (reach - first) / 256) < 0) return -1000;
            return rc;
        }
        /* the position st.last_start needed more steps than this tier allows */
        if (PE_TICK(vm, used / PE_RE_FAIL_RATIO) < 0) return -1000;
        if (st.last_start > start) start = st.last_start;
        if (limit <= PE_RE_STEPS_MAX / PE_RE_TIER_GROWTH) {
            limit *= PE_RE_TIER_GROWTH;
            st.rate *= PE_RE_TIER_GROWTH;
        }
    }
}

static int pe_re_index(pe_vm *vm, pe_value v, const char *what, int64_t *out) {
    if (v.tag != PE_T_INT || pe_int_as_i64(v, out)) {
        pe_err_format(vm, PE_EXC_TypeError, "%s must be a small int", what);
        return -1;
    }
    return 0;
}

/* Sets up the subject of a match from the Python-level arguments string, pos, endpos
 * (code points for str), which re.py has clamped to 0 <= pos <= endpos <= len. *end
 * gets endpos as a byte offset. 0, or -1 with TypeError/ValueError pending. */
static int pe_re_subject_init(pe_vm *vm, pe_re_code *c, pe_value str, pe_value vpos,
                              pe_value vend, pe_re_subject *s, size_t *end) {
    int64_t pos, endpos;
    if (pe_re_index(vm, vpos, "pos", &pos) < 0 ||
        pe_re_index(vm, vend, "endpos", &endpos) < 0)
        return -1;
    memset(s, 0, sizeof *s);
    if (c->is_str) {
        str = pe_str_arg(vm, str);
        if (!pe_str_check(vm, str)) {
            pe_err_set(vm, PE_EXC_TypeError,
                       "cannot use a string pattern on a bytes-like object");
            return -1;
        }
        pe_str *so = pe_str_obj(str);
        if (pos < 0 || endpos < pos || (size_t)endpos > so->len) goto bad;
        if (pe_re_check_utf(vm, c, str) < 0) return -1;
        s->data = so->data;
        s->size = so->size;
        s->is_str = 1;
        s->anchor_byte = pe_str_offset(vm, so, (size_t)pos);
        s->anchor_cp = (size_t)pos;
        *end = pe_str_offset(vm, so, (size_t)endpos);
        return 0;
    }
    if (pe_bytes_check(vm, str)) {
        s->data = pe_bytes_data(str);
        s->size = pe_bytes_len(str);
    } else if (pe_bytearray_check(vm, str)) {
        pe_bytearray *ba = (pe_bytearray *)str.u.o;
        s->data = ba->data ? ba->data : "";
        s->size = ba->len;
    } else {
        pe_err_set(vm, PE_EXC_TypeError,
                   "cannot use a bytes pattern on a string-like object");
        return -1;
    }
    if (pos < 0 || endpos < pos || (size_t)endpos > s->size) goto bad;
    s->anchor_byte = (size_t)pos;
    s->anchor_cp = (size_t)pos;
    *end = (size_t)endpos;
    return 0;
bad:
    pe_err_set(vm, PE_EXC_ValueError, "bad positions");
    return -1;
}

/* _pcre_match(code, string, pos, endpos, mode, notempty_atstart): the spans tuple or
 * None. */
static pe_value pe_re_match(pe_vm *vm, const pe_value *args, size_t nargs,
                            pe_obj *kwnames) {
    if (pe_args_count(vm, "_pcre_match", nargs, kwnames, 6, 6) < 0) return PE_NULL;
    pe_re_code *c = pe_re_code_arg(vm, args[0]);
    if (!c) return PE_NULL;
    int64_t mode, notempty;
    if (pe_re_index(vm, args[4], "mode", &mode) < 0 ||
        pe_re_index(vm, args[5], "notempty", &notempty) < 0)
        return PE_NULL;
    pe_re_subject s;
    size_t end;
    if (pe_re_subject_init(vm, c, args[1], args[2], args[3], &s, &end) < 0) return PE_NULL;
    int rc = pe_re_run(vm, c, &s, s.anchor_byte, end, (int)mode, (int)notempty);
    if (rc == -1000) return PE_NULL;
    if (rc == PCRE2_ERROR_NOMATCH) return PE_NONE;
    return pe_re_spans(vm, c, &s);
}

/* The text of subject bytes [a, b) as a str or bytes, or the empty one for an unset
 * group (a == PCRE2_UNSET). New reference or PE_NULL. */
static pe_value pe_re_piece(pe_vm *vm, const pe_re_subject *s, PCRE2_SIZE a, PCRE2_SIZE b) {
    if (a == PCRE2_UNSET) a = b = 0;
    if (PE_TICK(vm, 1 + (b - a) / 256) < 0) return PE_NULL;
    return s->is_str ? pe_str_value(vm, s->data + a, b - a)
                     : pe_bytes_new(vm, s->data + a, b - a);
}

/* One findall item for the current match: the whole match, group 1, or the tuple of all
 * groups, as Pattern.findall returns them. New reference or PE_NULL. */
static pe_value pe_re_found(pe_vm *vm, pe_re_code *c, const pe_re_subject *s) {
    PCRE2_SIZE *ov = pcre2_get_ovector_pointer(c->md);
    if (c->ngroups == 0) return pe_re_piece(vm, s, ov[0], ov[1]);
    if (c->ngroups == 1) return pe_re_piece(vm, s, ov[2], ov[3]);
    pe_value t = pe_tuple_new(vm, c->ngroups);
    if (pe_is_null(t)) return PE_NULL;
    /* loop-bound: charged-by: pe_re_piece charges each group */
    for (uint32_t i = 1; i <= c->ngroups; i++) {
        pe_value v = pe_re_piece(vm, s, ov[2 * i], ov[2 * i + 1]);
        if (pe_is_null(v)) {
            pe_decref(vm, t);
            return PE_NULL;
        }
        pe_tuple_set_item(t, i - 1, v);
    }
    return t;
}

/* _pcre_scan(code, string, pos, endpos, maxcount, kind): every match left to right
 * (at most maxcount when it is > 0), with 3.7's rule for empty matches: after an empty
 * match the next may start at the same place but not be empty there. kind 0 gives a
 * list of spans tuples (for sub and split), kind 1 findall's list. */
static pe_value pe_re_scan(pe_vm *vm, const pe_value *args, size_t nargs, pe_obj *kwnames) {
    if (pe_args_count(vm, "_pcre_scan", nargs, kwnames, 6, 6) < 0) return PE_NULL;
    pe_re_code *c = pe_re_code_arg(vm, args[0]);
    if (!c) return PE_NULL;
    int64_t maxcount, kind;
    if (pe_re_index(vm, args[4], "maxcount", &maxcount) < 0 ||
        pe_re_index(vm, args[5], "kind", &kind) < 0)
        return PE_NULL;
    pe_re_subject s;
    size_t end;
    if (pe_re_subject_init(vm, c, args[1], args[2], args[3], &s, &end) < 0) return PE_NULL;
    pe_value list = pe_list_new(vm, 0);
    if (pe_is_null(list)) return PE_NULL;
    size_t start = s.anchor_byte;
    int notempty = 0;
    /* loop-bound: charged: one tick per match, and pe_re_run charges the scanning */
    for (int64_t n = 0; maxcount <= 0 || n < maxcount; n++) {
        if (PE_TICK(vm, 1) < 0) goto fail;
        int rc = pe_re_run(vm, c, &s, start, end, PE_RE_SEARCH, notempty);
        if (rc == -1000) goto fail;
        if (rc == PCRE2_ERROR_NOMATCH) break;
        pe_value item = kind ? pe_re_found(vm, c, &s) : pe_re_spans(vm, c, &s);
        if (pe_is_null(item) || pe_list_append_steal(vm, list, item) < 0) goto fail;
        PCRE2_SIZE *ov = pcre2_get_ovector_pointer(c->md);
        /* the next search counts code points from this match's end */
        s.anchor_cp = (size_t)pe_re_cp(&s, ov[1]);
        s.anchor_byte = ov[1];
        notempty = ov[0] == ov[1];
        start = ov[1];
    }
    return list;
fail:
    pe_decref(vm, list);
    return PE_NULL;
}

static const pe_method_def pe_re_functions[] = {
    {"_pcre_compile", pe_re_compile, 0},
    {"_pcre_match", pe_re_match, 0},
    {"_pcre_scan", pe_re_scan, 0},
    {NULL, NULL, 0},
};

int pe_mod_re_init(pe_vm *vm, pe_value module, pe_value dict) {
    (void)module;
    vm->types[PE_TYPE_RE_CODE]->dealloc = pe_re_code_dealloc;
    if (pe_module_add_functions(vm, dict, pe_re_functions) < 0) return -1;
    return pe_module_exec_source(vm, dict, "re", pe_frozen_re, pe_frozen_re_len);
}
