# hasattr/getattr with a fresh computed name each time (issue 10, finding 4): a name
# made from data is freed when its last reference goes, so memory stays flat. Before,
# every such name stayed interned until the VM was freed: this loop hit the memory
# limit after about 300,000 names, and so did every later run on the VM.
# pyeval: --max-ops 0 --max-memory 32M --timeout 60
# expect-stdout: done False None
# expect-exit: 0
# time-bound: 15
# rss-bound: 120
# (loose for the ASan run, x5: its quarantine keeps up to 256 MiB of freed blocks;
# the normal build peaks at about 4 MiB here)
class O:
    pass
o = O()
for i in range(500000):
    h = hasattr(o, 'n%d' % i)
    g = getattr(o, 'g%d' % i, None)
print('done', h, g)
