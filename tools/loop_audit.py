#!/usr/bin/env python3
"""Audit: every C loop and self-recursion charges the operation budget or says why not.

See docs/architecture.md, "Proportional charges".

It scans the C files of the given directories (default: builtins core eval modules) and
classifies each `for`, `while` and `do` loop, and each function that calls itself:

(a) it ticks: its header or body (for a function: its body) contains a charging
    primitive (PE_TICK, pe_tick_slow, pe_vm_check_time, a pe_*_work / pe_str_scan /
    pe_b_copy / pe_int_reserve / pe_memcmp_ticked helper) or calls a function known
    to tick. A function is known to tick when one of its top-level statements charges
    unconditionally (a charge behind `&&` or `?` is conditional and does not count;
    one behind `||` is the error-path idiom and does); the set is closed over direct
    calls.
(b) it is annotated: a comment `/* loop-bound: REASON */` on the loop's line or on the
    comment lines just above it (for a function: `/* recursion-bound: REASON */` in
    the comment just above the definition or on its first body line), where REASON
    starts with one of the words of VOCABULARY below.

Anything else is listed and the exit status is 1. Recursion through type slots (a
tuple's hash calling pe_op_hash on its items, repr of a list calling pe_op_repr) is not
self-recursion in the C sense; those walks all pass a guard that ticks once per node
(pe_seq_enter_recursive, the repr/str guard in eval/ops.c): RECURSION_GUARDS below must
stay in the ticking set, and the audit checks that they do.

Usage: loop_audit.py [-v] [--stats] [DIR ...]
  -v       also list the loops found in each class
  --stats  print the counts per directory and class
"""
import argparse
import glob
import os
import re
import sys

REPO = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
DEFAULT_DIRS = ("builtins", "core", "eval", "modules")

# The charging primitives: a call to one of these charges the budget (or reads the
# clock) in proportion to the work it is given.
PRIMITIVES = {
    "PE_TICK", "pe_tick_slow", "pe_vm_check_time", "pe_str_work", "pe_str_scan",
    "pe_b_work", "pe_b_copy", "pe_int_reserve", "pe_memcmp_ticked",
}

# Walk guards every recursion through type slots passes; each must tick.
RECURSION_GUARDS = ("pe_seq_enter_recursive", "enter_recursive")

# The reasons a loop may go uncharged. Each annotation starts with one of these words.
VOCABULARY = {
    "const": "a compile-time constant or a fixed table (builtin names, types, digits "
             "of a buffer of fixed size)",
    "utf8-char": "the bytes of one UTF-8 character (at most 4)",
    "digits": "the digits or limbs of one machine word, or of a number whose size "
              "was charged when it was made (int64: at most 20)",
    "charged-before": "the trip count was charged, in proportion, earlier in the same "
                      "function (checked: a call that can charge must precede the loop)",
    "charged-after": "the extent is found by doing the work, which is charged right "
                     "after the loop (checked: a call that can charge must follow it)",
    "charged-by": "a function named after the colon, called next to the loop, charges "
                  "for its trip count (above a size threshold, so the audit cannot see "
                  "it as a charge)",
    "caller-charged": "the one caller named after the colon charges in proportion",
    "per-object": "at most once per object over its lifetime (dealloc, clear, "
                  "traverse, a cached hash): paid for by the allocation, which the "
                  "memory limit bounds and whose construction was charged",
    "probe": "a hash-table probe sequence on a path that cannot report an error (the "
             "chains are charged where they are walked by pe_dict_find / pe_set_lookup)",
    "amortised": "growth or compaction of a container, paid for by the insertions that "
                 "filled it (each charged)",
    "mro": "the MRO or base chain of one class: building a class charges its MRO, so "
           "n**2 ops buy an MRO of n (about 4,000 classes deep under the default budget)",
    "source": "bounded by the program text (AST nodes, parameters, names of one "
              "statement), which the source-size limit bounds",
    "setup": "VM start-up or teardown, not reachable from the program",
    "depth": "bounded by a nesting depth that the recursion limit or the C-stack "
             "guard bounds (exception chains, MROs, frames)",
    "terminates": "each iteration shrinks a charged quantity by a constant factor "
                  "(bisection, halving): logarithmic in something charged",
}

OPS_DECREMENT_RE = re.compile(r"--\s*vm->ops_left\b|\bvm->ops_left\s*-=")
KEYWORD_RE = re.compile(r"\b(for|while|do)\b")
IDENT_CALL_RE = re.compile(r"\b([A-Za-z_]\w*)\s*\(")
ANNOT_RE = re.compile(r"(loop-bound|recursion-bound):\s*([\w-]+)")
NOT_CALLS = {"if", "for", "while", "switch", "return", "sizeof", "do", "defined",
             "__builtin_expect", "_Alignof", "__attribute__"}


LEXEME_RE = re.compile(r"/\*.*?\*/|//[^\n]*|\"(?:\\.|[^\"\\\n])*\"|'(?:\\.|[^'\\\n])*'"
                       r"|(?m:^[ \t]*#(?:[^\n]*\\\n)*[^\n]*)", re.S)


def blank_comments_and_strings(src):
    """src with comments, string and char literals and preprocessor lines (a macro can
    hold half a loop or a brace) replaced by spaces, newlines kept, so that offsets and
    line numbers still match."""
    return LEXEME_RE.sub(lambda m: re.sub(r"[^\n]", " ", m.group(0)), src)


def match_close(code, i, open_ch, close_ch):
    """Index just past the bracket matching code[i] == open_ch."""
    depth = 0
    n = len(code)
    while i < n:
        c = code[i]
        if c == open_ch:
            depth += 1
        elif c == close_ch:
            depth -= 1
            if depth == 0:
                return i + 1
        i += 1
    return n


def skip_ws(code, i):
    while i < len(code) and code[i].isspace():
        i += 1
    return i


def stmt_end(code, i):
    """Index just past the statement starting at code[i] (after whitespace)."""
    i = skip_ws(code, i)
    if i >= len(code):
        return i
    if code[i] == "{":
        return match_close(code, i, "{", "}")
    m = re.match(r"(for|while|if|switch|do|else)\b", code[i:])
    if m:
        kw = m.group(1)
        j = i + len(kw)
        if kw == "do":
            j = stmt_end(code, j)
            j = skip_ws(code, j)
            j += len("while")
            j = match_close(code, skip_ws(code, j), "(", ")")
            return code.index(";", j) + 1
        if kw != "else":
            j = match_close(code, skip_ws(code, j), "(", ")")
        j = stmt_end(code, j)
        if kw == "if":
            k = skip_ws(code, j)
            if re.match(r"else\b", code[k:]):
                j = stmt_end(code, k + 4)
        return j
    depth = 0
    while i < len(code):
        c = code[i]
        if c in "([{":
            depth += 1
        elif c in ")]}":
            depth -= 1
            if depth < 0:
                return i
        elif c == ";" and depth == 0:
            return i + 1
        i += 1
    return i


class Func:
    def __init__(self, path, name, start, body_start, body_end):
        self.path, self.name = path, name
        self.start, self.body_start, self.body_end = start, body_start, body_end


def find_functions(path, code):
    """Function definitions: a `{` at file level right after a parameter list."""
    funcs = []
    i, depth, n = 0, 0, len(code)
    while i < n:
        c = code[i]
        if c == "{":
            if depth == 0:
                k = i - 1
                while k >= 0 and code[k].isspace():
                    k -= 1
                if k >= 0 and code[k] == ")":
                    # back to the matching "(" and the name before it
                    d = 0
                    while k >= 0:
                        if code[k] == ")":
                            d += 1
                        elif code[k] == "(":
                            d -= 1
                            if d == 0:
                                break
                        k -= 1
                    e = k
                    while e > 0 and code[e - 1].isspace():
                        e -= 1
                    b = e
                    while b > 0 and (code[b - 1].isalnum() or code[b - 1] == "_"):
                        b -= 1
                    name = code[b:e]
                    if name and not name[0].isdigit() and name not in NOT_CALLS:
                        end = match_close(code, i, "{", "}")
                        line_start = code.rfind("\n", 0, b) + 1
                        funcs.append(Func(path, name, line_start, i, end))
                        i = end
                        continue
            depth += 1
        elif c == "}":
            depth -= 1
        i += 1
    return funcs


def calls_in(text):
    return {m.group(1) for m in IDENT_CALL_RE.finditer(text)} - NOT_CALLS


def top_level_statements(code, f):
    """The statements at depth 1 of f's body, as (start, end) pairs."""
    out = []
    i = f.body_start + 1
    while True:
        i = skip_ws(code, i)
        if i >= f.body_end - 1:
            return out
        j = stmt_end(code, i)
        if j <= i:
            return out
        out.append((i, j))
        i = j


def unconditional_calls(code, f):
    """Names called unconditionally by f's top-level statements (a call behind && or ?
    in its statement, or inside a nested block, is conditional)."""
    names = set()
    for s, e in top_level_statements(code, f):
        text = code[s:e]
        if re.match(r"(for|while|do|switch|else)\b", text):
            continue
        if text.startswith("if"):
            # only the condition of an `if` runs for sure
            p = skip_ws(code, s + 2)
            text = code[p:match_close(code, p, "(", ")")]
        for m in IDENT_CALL_RE.finditer(text):
            before = text[:m.start()]
            if "&&" in before or "?" in before:
                continue
            names.add(m.group(1))
    return names - NOT_CALLS


class Loop:
    def __init__(self, path, func, kw, pos, line, end):
        self.path, self.func, self.kw = path, func, kw
        self.pos, self.line, self.end = pos, line, end
        self.cls = None
        self.reason = None


def find_loops(code, f):
    loops = []
    skip_while = set()
    for m in KEYWORD_RE.finditer(code, f.body_start, f.body_end):
        kw, pos = m.group(1), m.start()
        if pos in skip_while:
            continue
        if kw == "do":
            body_end = stmt_end(code, pos + 2)
            w = skip_ws(code, body_end)
            skip_while.add(w)
            hdr_end = match_close(code, skip_ws(code, w + 5), "(", ")")
            end = hdr_end
        else:
            hdr_end = match_close(code, skip_ws(code, pos + len(kw)), "(", ")")
            end = stmt_end(code, hdr_end)
        line = code.count("\n", 0, pos) + 1
        loops.append(Loop(f.path, f.name, kw, pos, line, end))
    return loops


def annotation_at(lines, lineno, tag, stop_at_code=True):
    """The reason word of a `tag:` comment on line `lineno` (1-based) or on the comment
    lines just above it; None when there is none."""
    cands = [lines[lineno - 1]]
    k = lineno - 2
    while k >= 0:
        s = lines[k].strip()
        if s.startswith(("/*", "*", "//")) or s.endswith("*/"):
            cands.append(lines[k])
            k -= 1
            continue
        break
    for text in cands:
        for m in ANNOT_RE.finditer(text):
            if m.group(1) == tag:
                return m.group(2), text
    return None


def audit(dirs, verbose=False, stats=False):
    files = []
    for d in dirs:
        files += sorted(glob.glob(os.path.join(REPO, d, "*.c")))
        files += sorted(glob.glob(os.path.join(REPO, d, "*.h")))
    units = []  # (path, src, code, funcs)
    all_funcs = {}
    for path in files:
        with open(path, encoding="utf-8", errors="replace") as fh:
            src = fh.read()
        code = blank_comments_and_strings(src)
        funcs = find_functions(os.path.relpath(path, REPO), code)
        units.append((os.path.relpath(path, REPO), src, code, funcs))
        for f in funcs:
            all_funcs.setdefault(f.name, []).append((f, code))

    # functions known to tick: closed over unconditional direct calls
    uncond = {}
    for name, defs in all_funcs.items():
        s = set()
        for f, code in defs:
            s |= unconditional_calls(code, f)
        uncond[name] = s
    ticking = set(PRIMITIVES)
    # a function that decrements the budget itself (PE_TICK's fast path, inlined into
    # pe_seq_enter_recursive so that its fast path stays a leaf)
    for name, defs in all_funcs.items():
        for f, code in defs:
            if OPS_DECREMENT_RE.search(code, f.body_start, f.body_end):
                ticking.add(name)
    changed = True
    while changed:
        changed = False
        for name, s in uncond.items():
            if name not in ticking and s & ticking:
                ticking.add(name)
                changed = True

    problems = []
    counts = {}
    for guard in RECURSION_GUARDS:
        if guard in all_funcs and guard not in ticking:
            problems.append(f"recursion guard {guard} no longer ticks unconditionally")

    def charges(text):
        return bool(calls_in(text) & ticking)

    # for charged-before/after: any call that can charge (a function with a charging
    # primitive anywhere in its body, conditional or not)
    may_charge = set(ticking)
    for name, defs in all_funcs.items():
        for f, code in defs:
            if calls_in(code[f.body_start:f.body_end]) & PRIMITIVES or \
                    OPS_DECREMENT_RE.search(code, f.body_start, f.body_end):
                may_charge.add(name)

    def may_charges(text):
        return bool(calls_in(text) & may_charge)

    def check_reason(word, where):
        if word not in VOCABULARY:
            problems.append(f"{where}: unknown reason '{word}' (see VOCABULARY)")
            return False
        return True

    for path, src, code, funcs in units:
        lines = src.split("\n")
        d = path.split("/")[0]
        for f in funcs:
            body = code[f.body_start:f.body_end]
            # self-recursion
            # a call of f by name, not of a member function pointer with the same name
            if re.search(r"(?<![.>])\b" + re.escape(f.name) + r"\s*\(", body):
                fline = code.count("\n", 0, f.start) + 1
                where = f"{path}:{fline}: {f.name} (self-recursive)"
                if charges(body):
                    cls = "ticks"
                else:
                    ann = annotation_at(lines, fline, "recursion-bound")
                    body_line = code.count("\n", 0, f.body_start) + 2
                    if not ann:
                        ann = annotation_at(lines, body_line, "recursion-bound")
                    if ann and check_reason(ann[0], where):
                        cls = "annotated"
                    else:
                        cls = "unchecked"
                        if not ann:
                            problems.append(where + " neither ticks nor is annotated")
                counts[(d, "recursion", cls)] = counts.get((d, "recursion", cls), 0) + 1
                if verbose:
                    print(f"{cls:9} {where}")
            for lp in find_loops(code, f):
                where = f"{path}:{lp.line}: {lp.kw} loop in {f.name}"
                if charges(code[lp.pos:lp.end]):
                    cls = "ticks"
                else:
                    ann = annotation_at(lines, lp.line, "loop-bound")
                    cls = "unchecked"
                    if not ann:
                        problems.append(where + " neither ticks nor is annotated")
                    elif check_reason(ann[0], where):
                        cls = "annotated"
                        if ann[0] == "charged-before" and not may_charges(
                                code[f.body_start:lp.pos]):
                            problems.append(where + ": charged-before, but nothing in "
                                            f"{f.name} charges before the loop")
                        if ann[0] == "charged-after" and not may_charges(
                                code[lp.end:f.body_end]):
                            problems.append(where + ": charged-after, but nothing in "
                                            f"{f.name} charges after the loop")
                counts[(d, "loop", cls)] = counts.get((d, "loop", cls), 0) + 1
                if verbose:
                    print(f"{cls:9} {where}")

    if stats or verbose:
        for key in sorted(counts):
            print("%-9s %-9s %-9s %5d" % (key + (counts[key],)))
    for p in problems:
        print(p)
    total = sum(counts.values())
    bad = len(problems)
    print(f"loop-audit: {total - bad} passed, {bad} failed")
    return 1 if bad else 0


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("-v", "--verbose", action="store_true")
    ap.add_argument("--stats", action="store_true")
    ap.add_argument("dirs", nargs="*", default=list(DEFAULT_DIRS))
    args = ap.parse_args()
    sys.exit(audit(args.dirs, args.verbose, args.stats))


if __name__ == "__main__":
    main()
