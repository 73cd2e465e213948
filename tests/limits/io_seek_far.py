# A write far past the end would pad with 10**12 NULs: refused at the memory limit.
# expect-stderr: memory limit exceeded
# expect-exit: 3
# time-bound: 3
import io
b = io.BytesIO()
b.seek(10**6)
b.write(b'x')
print(len(b.getvalue()))
s = io.StringIO()
s.seek(10**12)
s.write('x')
print(len(s.getvalue()))
