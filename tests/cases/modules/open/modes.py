# open() modes r w a x and +, text and binary; reprs, attributes, with-statement
import os

os.makedirs('work_modes', exist_ok=True)
os.chdir('work_modes')

with open('t.txt', 'w') as f:
    print(repr(f), f.name, f.mode, f.encoding, f.errors, f.closed, f.readable(),
          f.writable(), f.seekable(), f.isatty(), f.line_buffering, f.newlines)
    print(f.write('hello\n'), f.writelines(['a\n', 'b\n']))
    print(f.tell())
print(f.closed, repr(f))
for mode in ['r', 'rt', 'rb', 'r+', 'r+b', 'a', 'ab', 'a+', 'w+', 'wb', 'x', 'xb']:
    name = 'new_' + mode.replace('+', 'p') if 'x' in mode else 't.txt'
    if 'w' in mode:
        name = 'w_' + mode.replace('+', 'p')
    with open(name, mode) as f:
        raw = getattr(f, 'buffer', f)
        print(mode, repr(f), f.mode, type(f).__name__, type(raw).__name__, raw.mode,
              f.readable(), f.writable())
with open('t.txt', 'rb', buffering=0) as f:
    print(repr(f), f.mode, f.read(), f.closefd)
print(open('t.txt', encoding='utf-8'), open('t.txt', encoding='latin-1').read())
with open('t.txt', 'a') as f:
    print(f.tell())
    f.write('end')
    print(f.tell())
with open('t.txt', 'r+') as f:
    print(repr(f.read(3)), f.tell())
    f.seek(0)
    f.write('HE')
    f.seek(0)
    print(repr(f.read()))
with open('t.txt', 'a+') as f:
    print(f.tell(), repr(f.read()))
    f.seek(0)
    print(repr(f.readline()))
    f.write('!')
print(repr(open('t.txt').read()))
with open('w.txt', 'w+') as f:
    f.write('abc')
    f.seek(0)
    print(f.read())
    f.truncate(1)
    f.seek(0)
    print(repr(f.read()))
print(repr(open('w.txt', 'rb').read()))
for bad in ['rw', 'rr', 'z', '', 'b', 't', 'rbt', '+', 'r++', 'wa']:
    try:
        open('t.txt', bad)
    except ValueError as e:
        print(repr(bad), e)
for kw in [dict(mode='rb', encoding='utf-8'), dict(mode='rb', errors='strict'),
           dict(mode='rb', newline=''), dict(newline='x'), dict(mode=1),
           dict(newline=1), dict(buffering=0), dict(encoding='nope'),
           dict(encoding=1), dict(closefd=False)]:
    try:
        open('t.txt', **kw)
    except (ValueError, TypeError, LookupError) as e:
        print(kw, type(e).__name__, e)
for bad in [3.5, [], None]:
    try:
        open(bad)
    except TypeError as e:
        print(e)
