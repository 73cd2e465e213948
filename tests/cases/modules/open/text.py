# text files: newline translation on read and write, readline/readlines/iteration,
# read(n), tell/seek cookies, encodings and errors
import os

os.makedirs('work_text', exist_ok=True)
os.chdir('work_text')
with open('mixed.bin', 'wb') as f:
    f.write(b'one\ntwo\r\nthree\rfour\r\n\r\nlast')
for nl in [None, '', '\n', '\r', '\r\n']:
    with open('mixed.bin', newline=nl) as f:
        print(repr(nl), f.readlines())
    with open('mixed.bin', newline=nl) as f:
        print(repr(nl), repr(f.read()))
    with open('mixed.bin', newline=nl) as f:
        print(repr(nl), [f.read(3) for _ in range(6)], repr(f.readline(2)))
    with open('mixed.bin', newline=nl) as f:
        print(repr(nl), list(f))
for nl in [None, '', '\n', '\r', '\r\n']:
    with open('out.txt', 'w', newline=nl) as f:
        f.write('a\nb\r\nc\rd\n')
    print(repr(nl), open('out.txt', 'rb').read())
with open('u.txt', 'w', encoding='utf-8') as f:
    f.write('aé€😀\nz')
with open('u.txt', encoding='utf-8') as f:
    print(f.read(2), f.tell(), f.read(2), f.tell(), repr(f.readline()), f.tell())
    f.seek(3)
    print(repr(f.read()))
    f.seek(0)
    print(f.readline(3), f.readline(), f.readline(), repr(f.readline()))
print(open('u.txt', 'rb').read())
try:
    open('u.txt', encoding='ascii').read()
except UnicodeDecodeError as e:
    print(type(e).__name__, e)
print(repr(open('u.txt', encoding='ascii', errors='replace').read()))
print(repr(open('u.txt', encoding='ascii', errors='ignore').read()))
print(repr(open('u.txt', encoding='latin-1').read()))
try:
    with open('l.txt', 'w', encoding='latin-1') as f:
        f.write('€')
except UnicodeEncodeError as e:
    print(type(e).__name__, e)
with open('l.txt', 'w', encoding='latin-1', errors='replace') as f:
    f.write('a€é')
print(open('l.txt', 'rb').read())
with open('lines.txt', 'w') as f:
    for i in range(5):
        print('line', i, file=f)
with open('lines.txt') as f:
    print(f.readlines(8))
    print(next(f), f.readline(), f.readlines())
print(sum(1 for _ in open('lines.txt')))
with open('empty.txt', 'w'):
    pass
print(repr(open('empty.txt').read()), open('empty.txt').readlines(),
      repr(open('empty.txt').readline()))
