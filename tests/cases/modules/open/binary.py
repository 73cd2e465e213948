# binary files: read/read1/readline/readinto, seek/tell/truncate, peek, append
import os

os.makedirs('work_binary', exist_ok=True)
os.chdir('work_binary')
with open('b.bin', 'wb') as f:
    print(repr(f), f.write(b'0123456789\nabc\n'), f.write(bytearray(b'xyz')), f.tell())
    print(f.write(b'!'))
with open('b.bin', 'rb') as f:
    print(f.read(4), f.read1(2), f.tell(), f.readline(), f.readline(2), f.readlines())
    print(f.read(), f.read(5), f.seek(-3, 2), f.read(), f.seek(2), f.seek(3, 1),
          f.read(2))
    buf = bytearray(4)
    f.seek(0)
    print(f.readinto(buf), buf, f.tell())
    print(f.seek(100), f.read(), f.tell())
with open('b.bin', 'r+b') as f:
    f.seek(20)
    f.write(b'Z')
    f.seek(0)
    print(f.read())
    print(f.truncate(5), f.tell())
    f.seek(0)
    print(f.read())
with open('b.bin', 'ab') as f:
    print(f.tell(), f.write(b'++'), f.tell())
with open('b.bin', 'rb') as f:
    print(list(f))
with open('big.bin', 'wb') as f:
    for i in range(1000):
        f.write(bytes([i % 256]) * 100)
print(os.path.getsize('big.bin'))
with open('big.bin', 'rb') as f:
    data = f.read()
print(len(data), data[:3], data[-3:], sum(data) % 1000)
f = open('unclosed.bin', 'wb')
f.write(b'kept')
del f
print(open('unclosed.bin', 'rb').read())
