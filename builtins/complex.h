/*
 * complex.h - the complex type: two doubles, with CPython's arithmetic (Smith's
 * division, c_powi for small integral exponents), repr, hash and string parsing.
 */
#ifndef PE_COMPLEX_H
#define PE_COMPLEX_H

#include "../eval/object.h"

typedef struct pe_complex {
    pe_obj base;
    double re, im;
} pe_complex;

/* Fills the complex type. 0 or -1. */
int pe_complex_init(pe_vm *vm) PE_MUST_CHECK;

/* Is v a complex (or subclass) instance? Cannot fail. */
int pe_complex_check(pe_vm *vm, pe_value v);

/* New complex re + im*j. New reference or PE_NULL (MemoryError). */
pe_value pe_complex_new(pe_vm *vm, double re, double im) PE_MUST_CHECK;

/* complex(a) ** complex(b) with CPython's errors, for float ** float with a negative
 * base and a fractional exponent. New reference or PE_NULL. */
pe_value pe_complex_pow_doubles(pe_vm *vm, double are, double aim, double bre,
                                double bim) PE_MUST_CHECK;

/* A number argument as CPython's PyComplex_AsCComplex takes it (cmath's functions):
 * complex, __complex__, float, int, __float__, __index__. 0; 1 when v is none of
 * these (nothing raised: the caller words the TypeError); -1 with the error pending
 * (__complex__ or __float__ raised or returned the wrong type). */
int pe_complex_as_parts(pe_vm *vm, pe_value v, double *re, double *im) PE_MUST_CHECK;

/* (ar + ai*j) / (br + bi*j) by CPython 3.11's _Py_c_quot into *rr, *ri. Returns 1 for
 * a zero divisor (*rr = *ri = 0.0), else 0. Cannot fail. */
int pe_complex_quot_parts(double ar, double ai, double br, double bi, double *rr,
                          double *ri);

#endif
