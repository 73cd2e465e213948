# Red team 2 (issue 10), program 142_translate_mutate.
# attacks: str.translate / bytes.translate / str.maketrans with mappings that mutate or return odd values
_print = print  # trimmed: hex values like 0x110000 read as addresses to the runner
def print(*a, **k): _print(*[str(x).replace('0x', '0x_') for x in a], **k)
class T(dict):
    def __getitem__(self, k):
        self.clear()
        if k == ord('a'): return "AAA" * 3
        if k == ord('b'): return None
        if k == ord('c'): return 0x10ffff
        raise LookupError
print("abcabcxyz".translate(T()))
class T2:
    def __getitem__(self, k): return 0x110000
try: "a".translate(T2())
except ValueError as e: print("VE", e)
class T3:
    def __getitem__(self, k): return 1.5
try: "a".translate(T3())
except TypeError as e: print("TE", e)
class T4:
    def __getitem__(self, k): return "x" * 10000
print(len(("a" * 1000).translate(T4())))
try: print(str.maketrans({"ab": 1}))
except ValueError as e: print("VE", e)
print(str.maketrans("ab", "cd", "e"))
try: str.maketrans("ab", "c")
except ValueError as e: print("VE", e)
print(b"abc".translate(bytes(range(256))[::-1], b"b"))
try: b"abc".translate(b"short")
except ValueError as e: print("VE", e)
print(bytes.maketrans(b"ab", b"cd")[97:100])
