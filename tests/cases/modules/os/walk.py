# os.walk top-down and bottom-up, pruning, onerror; scandir entries; removedirs
import os

os.makedirs('work_walk', exist_ok=True)
os.chdir('work_walk')
for d in ['a/b/c', 'a/d', 'e']:
    os.makedirs(d)
for f in ['a/1.txt', 'a/b/2.txt', 'a/b/c/3.txt', 'e/4.txt', 'top.txt']:
    with open(f, 'w') as fh:
        fh.write(f)


def show(it):
    out = []
    for root, dirs, files in it:
        dirs.sort()
        out.append((root, list(dirs), sorted(files)))
    return out


for row in show(os.walk('.')):
    print(row)
print(sorted(show(os.walk('a', topdown=False))))
pruned = []
for root, dirs, files in os.walk('.'):
    dirs[:] = [d for d in dirs if d != 'b']
    pruned.append(root)
print(sorted(pruned))
errors = []
print(list(os.walk('nothing', onerror=errors.append)), [type(e).__name__ for e in errors])
with os.scandir('a') as it:
    for e in sorted(it, key=lambda e: e.name):
        print(repr(e), e.name, e.path, e.is_dir(), e.is_file(), e.is_symlink(),
              e.stat().st_size if e.is_file() else '-', os.fspath(e))
print(sorted(e.name for e in os.scandir()))
os.removedirs('a/b/c') if not os.listdir('a/b/c') else None
os.remove('a/b/c/3.txt')
os.removedirs('a/b/c')
print(os.path.exists('a/b'), os.path.exists('a'))
os.renames('e/4.txt', 'x/y/4.txt')
print(os.path.exists('e'), os.listdir('x/y'))
