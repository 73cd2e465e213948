# __import__ of fresh module names and str.format fields with fresh attribute names
# (issue 10, finding 4): both intern the name they look up; those names are now freed
# after the call, where before they filled the memory budget.
# pyeval: --max-ops 0 --max-memory 32M --timeout 60
# expect-stdout: done 299999 a299999
# expect-exit: 0
# time-bound: 20
# rss-bound: 120
# (loose for the ASan run, x5: its quarantine keeps up to 256 MiB of freed blocks;
# the normal build peaks at about 4 MiB here)
class O:
    def __getattr__(self, name):
        return name
o = O()
misses = 0
for i in range(300000):
    try:
        __import__('mod%d' % i)
    except ImportError:
        misses += 1
    s = ('{0.a%d}' % i).format(o)
print('done', misses - 1, s)
