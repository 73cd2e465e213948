# A decompression bomb read as a stream: 600 MB of zeros compressed twice is a few
# kilobytes; decompressobj().decompress(data, max_length) in a loop, collecting the
# pieces, stops at the memory limit (256 MB) when the pieces outgrow it.
# expect-exit: 3
# expect-stderr: memory limit exceeded
# time-bound: 20
# A generator (tests/run_limits.py): it prints the program with the bomb inline.
import zlib

co = zlib.compressobj(9)
chunk = bytes(1 << 20)
inner = b''.join(co.compress(chunk) for _ in range(600)) + co.flush()
bomb = zlib.compress(inner, 9)
print("import zlib")
print("bomb = bytes.fromhex(%r)" % bomb.hex())
print("inner = zlib.decompress(bomb)")
print("print(len(inner))")
print("d = zlib.decompressobj()")
print("parts = []")
print("data = inner")
print("while data and not d.eof:")
print("    parts.append(d.decompress(data, 1 << 24))")
print("    data = d.unconsumed_tail")
print("print('streamed', sum(map(len, parts)))")
