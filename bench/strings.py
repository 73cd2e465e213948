# String work: building, splitting, joining, replacing, formatting, counting.
def caesar(text, k):
    out = []
    for ch in text:
        if 'a' <= ch <= 'z':
            out.append(chr((ord(ch) - 97 + k) % 26 + 97))
        elif 'A' <= ch <= 'Z':
            out.append(chr((ord(ch) - 65 + k) % 26 + 65))
        else:
            out.append(ch)
    return "".join(out)


words = ["alpha", "beta", "gamma", "delta", "epsilon", "zeta", "eta", "theta"]
lines = []
for i in range(4000):
    w = words[i % len(words)]
    lines.append(f"{i:05d},{w},{w.upper()},{len(w) * i}")
text = "\n".join(lines)

counts = {}
total = 0
for line in text.split("\n"):
    idx, w, up, n = line.split(",")
    counts[w] = counts.get(w, 0) + 1
    total += int(n) + int(idx)
    if up.lower() != w:
        raise SystemExit("bad")

enc = caesar(text[:60000], 3)
dec = caesar(enc, 23)
assert dec == text[:60000]
rep = text.replace("eta", "ETA").count("ETA")
parts = "-".join(w.capitalize().center(9, "*") for w in words * 200)
fmt = ["%s=%d" % (w, counts[w]) for w in sorted(counts)]
print("strings", total, rep, len(parts), parts[:40], " ".join(fmt))
print("find", text.find("theta,THETA,5"), text.rfind("alpha"), enc[:30])
