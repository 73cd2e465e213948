/*
 * genlower.h - the generator lowering: suspension points only at statement level.
 *
 * A generator or coroutine body is run by the ordinary statement evaluator, which
 * can suspend and resume a frame only between statements (eval/resume.h,
 * docs/generators.md). This pass rewrites the body of every function that contains
 * `yield`, `yield from` or `await` so that each of them is the whole value of an
 * expression statement or of an assignment (flagged PE_NF_SUSPEND):
 *
 *     print(f(a, await g()))   becomes   $0 = print
 *                                          $1 = f
 *                                          $2 = a
 *                                          $3 = await g()        (PE_NF_SUSPEND)
 *                                          $0($1($2, $3))        ($k loads: PE_NF_TAKE)
 *
 * Everything evaluated before a suspension point, in CPython's evaluation order, is
 * saved in a temporary first, so the order of evaluation is CPython's. and/or,
 * conditional expressions and comparison chains become `if` statements over a
 * temporary, which keeps their short-circuits. A `while` test with a suspension
 * point is re-run each iteration from cond.pre; a later `with` item's from item.pre.
 *
 * Temporaries are function locals named "$0", "$1", ... (not identifiers, so they
 * never clash with the program's names; locals() leaves them out). Their loads empty
 * the slot (PE_NS_FAST_TAKE), so they hold no reference longer than CPython's value
 * stack would.
 *
 * Positions a rewrite would have to reorder are left alone and refused at run time
 * with NotImplementedError: a suspension in an assignment or `for` target, an except
 * clause's type, a match guard, an assert message, a nested def's decorators,
 * defaults or annotations, a class's bases.
 *
 * Runs after the lowering and before scope resolution (parser/parse.c), so the
 * temporaries get slots like any other local.
 */
#ifndef PE_GENLOWER_H
#define PE_GENLOWER_H

#include "ast.h"

typedef struct pe_vm pe_vm;

/* Lowers every generator and coroutine body under ast->root in place. Returns 0, or
 * -1 when the arena could not grow (the tree is then unusable). */
int pe_genlower(pe_vm *vm, pe_ast *ast) __attribute__((warn_unused_result));

#endif
