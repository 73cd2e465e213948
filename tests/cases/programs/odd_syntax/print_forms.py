import sys

print()
print("a", "b", sep="")
print("a", "b", sep=None, end=None)
print(1, 2, 3, sep=", ", end=".\n")
print("no newline", end="")
print(" -> continued")
print(*range(5), sep="\n", end="\n--\n")
print("to stdout", file=sys.stdout)
print("flushed", flush=True)
sys.stdout.write("written directly\n")
n = sys.stdout.write("abc\n")
print(n)
print("", end="")
print(None, True, 1.0, [None], {"k": None}, (1,), set(), frozenset(), b"", sep="|")
print("multi\nline", "tab\tsep")
try:
    print("x", sep=5)
except TypeError as e:
    print("TypeError:", e)
try:
    print("x", end=[])
except TypeError as e:
    print("TypeError:", e)
