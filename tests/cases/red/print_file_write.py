# Red team 2 (issue 10), program 123_print_file_write.
# attacks: print(file=obj) where write mutates / raises / loops, flush=True, sep/end odd types
class W:
    def __init__(self): self.parts = []
    def write(self, s): self.parts.append(s); return len(s)
w = W()
print(1, 2, 3, sep="--", end="!\n", file=w)
print(w.parts)
class W2:
    def write(self, s): raise IOError("nope")
try: print("x", file=W2())
except OSError as e: print("OE", e)
class W3:
    pass
try: print("x", file=W3())
except AttributeError as e: print("AE", e)
class W4:
    def write(self, s): return None
    def flush(self): raise KeyError("fl")
try: print("x", file=W4(), flush=True)
except KeyError as e: print("KE", e)
try: print("x", sep=5)
except TypeError as e: print("TE", e)
try: print("x", end=b"")
except TypeError as e: print("TE", e)
print("x", file=None)
import sys
sys.stdout.write("direct\n")
try: sys.stdout.write(5)
except TypeError as e: print("TE", e)
print(sys.stdout.write("abc\n"))
try: print("x", flush=5)
except TypeError as e: print("TE", e)
