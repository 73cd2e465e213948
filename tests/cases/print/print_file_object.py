# print(file=obj) writes each piece through obj.write and calls obj.flush() on flush=True
class Sink:
    def __init__(self): self.parts = []
    def write(self, s): self.parts.append(s); return len(s)
    def flush(self): self.parts.append("<flush>")
s = Sink()
print("a", 1, sep="-", end="!", file=s)
print(file=s)
print("x", None, file=s, flush=True)
print(*"xyz", sep=None, end=None, file=s, flush=0)
print(s.parts)
class NoFlush:
    def write(self, s): pass
try: print("q", file=NoFlush(), flush=True)
except AttributeError as e: print(e)
try: print("q", file=object())
except AttributeError as e: print(e)
class Bad:
    def __str__(self): raise ValueError("no str")
s2 = Sink()
try: print("ok", Bad(), file=s2)
except ValueError as e: print(e, s2.parts)
import sys
print("via stdout object", 2, file=sys.stdout, flush=True)
