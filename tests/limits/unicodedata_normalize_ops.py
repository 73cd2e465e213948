# unicodedata.normalize and is_normalized charge per code point: a loop over a 100,000-
# character string that needs the full algorithm reaches the operation limit promptly.
# pyeval: --max-ops 1000000 --timeout 0
# expect-stderr: operation limit
# expect-exit: 3
# forbid-stdout: done
# time-bound: 3
import unicodedata

s = "e\u0301\u0323" * 33_334
for i in range(1000):
    unicodedata.normalize("NFC", s)
    unicodedata.is_normalized("NFKD", s)
print("done")
