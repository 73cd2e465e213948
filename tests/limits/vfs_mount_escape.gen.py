# A read-write mount cannot be left: '..', absolute paths, symlinks to /etc/passwd, to
# ../outside and to an absolute outside path, /proc, NUL bytes, renames and removals
# through links. Every attempt is an ordinary OSError or ValueError; nothing outside the
# mount is read, listed or changed (the generator checks the outside file afterwards
# cannot be done here, so the program prints what it saw and SECRET must not appear).
# pyeval: --mount /tmp/pyeval-limits-esc/m:/data:rw
# expect-stdout: /data/pw PermissionError 13
# expect-stdout: /data/out/secret.txt PermissionError 13
# expect-stdout: /data/abs/secret.txt PermissionError 13
# expect-stdout: /data/../outside/secret.txt FileNotFoundError 2
# expect-stdout: /proc/self/environ FileNotFoundError 2
# expect-stdout: write through link PermissionError 13
# expect-stdout: nul ValueError embedded null byte
# expect-stdout: inside ok
# forbid-stdout: SECRET
# forbid-stdout: root:
# expect-exit: 0
import os
import shutil
base = '/tmp/pyeval-limits-esc'
shutil.rmtree(base, ignore_errors=True)
os.makedirs(base + '/m/sub')
os.makedirs(base + '/outside')
with open(base + '/outside/secret.txt', 'w') as f:
    f.write('SECRET')
with open(base + '/m/in.txt', 'w') as f:
    f.write('inside ok')
os.symlink('/etc/passwd', base + '/m/pw')
os.symlink('../outside', base + '/m/out')
os.symlink(base + '/outside', base + '/m/abs')
print('''import os
def t(what, f, *a):
    try:
        r = f(*a)
        print(what, 'read', r)
    except (OSError, ValueError) as e:
        print(what, type(e).__name__, getattr(e, 'errno', None) or e)
for p in ['/data/pw', '/data/out/secret.txt', '/data/abs/secret.txt',
          '/data/../outside/secret.txt', '/data/sub/../../outside/secret.txt',
          '/proc/self/environ', '/etc/passwd']:
    t(p, lambda p: open(p).read(), p)
t('write through link', lambda: open('/data/out/new.txt', 'w').write('x'))
t('mkdir through link', os.mkdir, '/data/abs/d')
t('remove through link', os.remove, '/data/out/secret.txt')
t('rename out', os.rename, '/data/in.txt', '/data/out/moved.txt')
t('list out', os.listdir, '/data/out')
t('nul', open, '/data/in.txt\\0')
print(open('/data/in.txt').read())
print(sorted(os.listdir('/data')))
''')
