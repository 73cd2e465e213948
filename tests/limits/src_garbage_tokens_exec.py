# 1 MiB of pseudo-random names, operators and blank lines given to exec: only valid
# tokens, so no tokenizer error settles it. tree-sitter's error recovery over all of it
# took 5-8 s and ran into the memory limit; the error is now found in a prefix that
# ends at a clean top-level boundary (parser/parse.c, prefix_error).
# expect-exit: 0
# expect-stdout: SyntaxError
# time-bound: 5
alphabet = "ab +-*=:,.\n "
x = 12345
out = []
for i in range(1 << 20):
    x = (x * 1103515245 + 12345) & 0x7FFFFFFF
    out.append(alphabet[x % len(alphabet)])
src = "".join(out)
try:
    exec(src)
except SyntaxError as e:
    print("SyntaxError", e.msg, e.lineno, e.offset)
