# 1 MiB of pseudo-random printable text given to exec: CPython reports the first
# tokenizer error at once. tree-sitter's error recovery over it took 10-17 s and
# 250 MB before pyeval learned to skip the parse when the tokenizer's error is the
# answer whatever the parser finds.
# expect-exit: 0
# expect-stdout: SyntaxError
# time-bound: 5
chars = [chr(c) for c in range(32, 127)] + ["\n"] * 5
x = 12345
out = []
for i in range(1 << 20):
    x = (x * 1103515245 + 12345) & 0x7FFFFFFF
    out.append(chars[x % len(chars)])
src = "".join(out)
try:
    exec(src)
except SyntaxError as e:
    print("SyntaxError", e.msg, e.lineno)
