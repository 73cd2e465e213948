class Sink:
    def __init__(self): self.parts = []
    def write(self, s): self.parts.append(s); return len(s)
    def flush(self): self.parts.append("<flush>")
s = Sink()
print("a", 1, sep="-", end="!", file=s)
print(file=s)
print("x", file=s, flush=True)
print(s.parts)
print("to none file", file=None)
class NoWrite: pass
try: print("x", file=NoWrite())
except AttributeError as e: print(e)
import sys
print("err line", file=sys.stdout)
sys.stdout.write("direct\n")
sys.stdout.writelines(["l1\n", "l2\n"])
print(sys.stdout.write("abc"), flush=True)
print(repr(sys.stdout)[:20], sys.stdout.encoding)
class Str:
    def __str__(self): return "S"
print(Str(), Str(), sep=Str() if False else "|")
try: print("a", sep=Str())
except TypeError as e: print(e)
print("%s|%5s|%-5s|" % (Str(), Str(), Str()))
print("".join(map(str, [Str(), 1, None])))
print(*map(repr, ["a", 1]), sep=", ")
print(*[], end="empty\n")
print("é", "日本", "\U0001F600", "\t|", sep="")
print(b"bytes", bytearray(b"ba"), memoryview if False else None)
