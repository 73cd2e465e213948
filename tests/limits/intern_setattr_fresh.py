# setattr/delattr with fresh computed names (issue 10, finding 4): once deleted, nothing
# refers to a name and it is freed; before, each stayed interned for the VM's lifetime
# and the loop hit the memory limit.
# pyeval: --max-ops 0 --max-memory 32M --timeout 60
# expect-stdout: done 0 1
# expect-exit: 0
# time-bound: 15
# rss-bound: 120
# (loose for the ASan run, x5: its quarantine keeps up to 256 MiB of freed blocks;
# the normal build peaks at about 4 MiB here)
class O:
    pass
o = O()
for i in range(300000):
    name = 's%d' % i
    setattr(o, name, i)
    o.__dict__['d%d' % i] = i
    delattr(o, name)
    del o.__dict__['d%d' % i]
    if i % 100000 == 0:
        o.keep = 1
print('done', len([k for k in vars(o) if k != 'keep']), o.keep)
