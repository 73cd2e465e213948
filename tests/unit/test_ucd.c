/*
 * test_ucd.c - the generated Unicode property tables (core/ucd.h), cross-checked over
 * every code point against utf8proc, an independent reading of the same Unicode 15
 * data, plus the full case mappings Python relies on (SpecialCasing, CaseFolding).
 */
#include <stdio.h>
#include <string.h>
#include <utf8proc.h>

#include "core/ucd.h"

#include "check.h"

static int is_letter(utf8proc_category_t c) {
    return c == UTF8PROC_CATEGORY_LU || c == UTF8PROC_CATEGORY_LL ||
           c == UTF8PROC_CATEGORY_LT || c == UTF8PROC_CATEGORY_LM ||
           c == UTF8PROC_CATEGORY_LO;
}

/* Every code point: the flags that are plain functions of the category or the bidi class
 * agree with utf8proc. */
static void test_against_utf8proc(void) {
    long alpha = 0, decimal = 0, printable = 0, space = 0, title = 0, upper = 0, lower = 0;
    for (int32_t cp = 0; cp < 0x110000; cp++) {
        const utf8proc_property_t *p = utf8proc_get_property(cp);
        utf8proc_category_t c = (utf8proc_category_t)p->category;
        alpha += pe_ucd_has(cp, PE_UCD_ALPHA) != is_letter(c);
        decimal += pe_ucd_has(cp, PE_UCD_DECIMAL) != (c == UTF8PROC_CATEGORY_ND);
        int pr = cp == ' ' || !(c == UTF8PROC_CATEGORY_CC || c == UTF8PROC_CATEGORY_CF ||
                                c == UTF8PROC_CATEGORY_CS || c == UTF8PROC_CATEGORY_CO ||
                                c == UTF8PROC_CATEGORY_CN || c == UTF8PROC_CATEGORY_ZS ||
                                c == UTF8PROC_CATEGORY_ZL || c == UTF8PROC_CATEGORY_ZP);
        printable += pe_ucd_has(cp, PE_UCD_PRINTABLE) != pr;
        int sp = c == UTF8PROC_CATEGORY_ZS || p->bidi_class == UTF8PROC_BIDI_CLASS_WS ||
                 p->bidi_class == UTF8PROC_BIDI_CLASS_B ||
                 p->bidi_class == UTF8PROC_BIDI_CLASS_S;
        space += pe_ucd_has(cp, PE_UCD_SPACE) != sp;
        title += pe_ucd_has(cp, PE_UCD_TITLE) != (c == UTF8PROC_CATEGORY_LT);
        /* simple mappings where no full mapping overrides them */
        int32_t out[3];
        if (pe_ucd_case(cp, PE_UCD_TO_UPPER, out) == 1 && !pe_ucd_get(cp)->ext_upper)
            upper += out[0] != utf8proc_toupper(cp);
        if (pe_ucd_case(cp, PE_UCD_TO_LOWER, out) == 1 && !pe_ucd_get(cp)->ext_lower)
            lower += out[0] != utf8proc_tolower(cp);
    }
    CHECK(alpha == 0);
    CHECK(decimal == 0);
    CHECK(printable == 0);
    CHECK(space == 0);
    CHECK(title == 0);
    CHECK(upper == 0);
    CHECK(lower == 0);
}

static int maps_to(int32_t cp, pe_ucd_casemap which, const int32_t *want, int n) {
    int32_t out[3];
    int k = pe_ucd_case(cp, which, out);
    return k == n && memcmp(out, want, (size_t)n * sizeof *out) == 0;
}

static void test_full_mappings(void) {
    CHECK(maps_to(0xDF, PE_UCD_TO_UPPER, (const int32_t[]){'S', 'S'}, 2));
    CHECK(maps_to(0xDF, PE_UCD_TO_TITLE, (const int32_t[]){'S', 's'}, 2));
    CHECK(maps_to(0xDF, PE_UCD_TO_LOWER, (const int32_t[]){0xDF}, 1));
    CHECK(maps_to(0xDF, PE_UCD_TO_FOLD, (const int32_t[]){'s', 's'}, 2));
    CHECK(maps_to(0xFB01, PE_UCD_TO_UPPER, (const int32_t[]){'F', 'I'}, 2));
    CHECK(maps_to(0xFB03, PE_UCD_TO_UPPER, (const int32_t[]){'F', 'F', 'I'}, 3));
    CHECK(maps_to(0x130, PE_UCD_TO_LOWER, (const int32_t[]){'i', 0x307}, 2));
    CHECK(maps_to(0x1F80, PE_UCD_TO_UPPER, (const int32_t[]){0x1F08, 0x399}, 2));
    CHECK(maps_to(0x1F80, PE_UCD_TO_TITLE, (const int32_t[]){0x1F88}, 1));
    CHECK(maps_to(0x1C6, PE_UCD_TO_TITLE, (const int32_t[]){0x1C5}, 1));
    CHECK(maps_to(0x13A0, PE_UCD_TO_FOLD, (const int32_t[]){0x13A0}, 1)); /* Cherokee */
    CHECK(maps_to(0xAB70, PE_UCD_TO_FOLD, (const int32_t[]){0x13A0}, 1));
    CHECK(maps_to('A', PE_UCD_TO_LOWER, (const int32_t[]){'a'}, 1));
    CHECK(maps_to(0x10FFFF, PE_UCD_TO_UPPER, (const int32_t[]){0x10FFFF}, 1));
    CHECK(maps_to(-1, PE_UCD_TO_UPPER, (const int32_t[]){-1}, 1)); /* out of range: none */
}

static void test_numeric(void) {
    long long n, d;
    CHECK(pe_ucd_get(0x663)->decimal == 3); /* ARABIC-INDIC DIGIT THREE */
    CHECK(pe_ucd_get(0xB2)->digit == 2 && pe_ucd_get(0xB2)->decimal == -1);
    CHECK(pe_ucd_numeric_value(0xBD, &n, &d) == 0 && n == 1 && d == 2);
    CHECK(pe_ucd_numeric_value(0x4E07, &n, &d) == 0 && n == 10000 && d == 1); /* Unihan */
    CHECK(pe_ucd_numeric_value('x', &n, &d) == -1);
    CHECK(pe_ucd_has(0x4E00, PE_UCD_NUMERIC) && !pe_ucd_has(0x4E00, PE_UCD_DIGIT));
    CHECK(pe_ucd_has(0x2118, PE_UCD_XID_START) && !pe_ucd_has(0xB7, PE_UCD_XID_START));
    CHECK(pe_ucd_has(0xB7, PE_UCD_XID_CONTINUE));
    CHECK(pe_ucd_has(0x24D0, PE_UCD_LOWER) && pe_ucd_has(0x24B6, PE_UCD_UPPER));
    CHECK(pe_ucd_has(0x2028, PE_UCD_LINEBREAK) && pe_ucd_has(0x1C, PE_UCD_LINEBREAK));
    CHECK(!pe_ucd_has(0x1F, PE_UCD_LINEBREAK) && pe_ucd_has(0x1F, PE_UCD_SPACE));
}

int main(void) {
    test_against_utf8proc();
    test_full_mappings();
    test_numeric();
    return pe_check_summary();
}
