# print() writes to whatever sys.stdout is now (output capture by rebinding it)
import sys
class Cap:
    def __init__(self): self.buf = []
    def write(self, s): self.buf.append(s); return len(s)
    def flush(self): self.buf.append("<f>")
old = sys.stdout
sys.stdout = cap = Cap()
print("captured", 1)
print("also", end="", flush=True)
print("explicit None file", file=None)
sys.stdout = old
print("restored", cap.buf)
sys.stdout = None
print("lost")
sys.stdout = sys.__stdout__
print("back via __stdout__")
def capture(fn, *a, **k):
    saved, sys.stdout = sys.stdout, Cap()
    try:
        fn(*a, **k)
        return "".join(p for p in sys.stdout.buf if p != "<f>")
    finally:
        sys.stdout = saved
print(repr(capture(print, "x", "y", sep=",")), repr(capture(lambda: [print(i) for i in range(3)])))
