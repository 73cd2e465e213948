# Large garbage sources report CPython's first tokenizer error (pyeval skips the parse
# when the tokenizer's error is the answer whatever the parser finds; limits case
# src_garbage_exec checks the time).
def garbage(seed, n, alphabet):
    x = seed
    out = []
    for i in range(n):
        x = (x * 1103515245 + 12345) & 0x7FFFFFFF
        out.append(alphabet[x % len(alphabet)])
    return "".join(out)

printable = [chr(c) for c in range(32, 127)] + ["\n"] * 5
for seed in range(12):
    for alphabet in (printable, list("abc ()[]:=+\n\t,.")):
        src = garbage(seed, 20000, alphabet)
        try:
            exec(src, {})
            print("ran")
        except SyntaxError as e:
            print(type(e).__name__, e.msg, e.lineno, e.offset)
        except Exception as e:
            print("other", type(e).__name__)
