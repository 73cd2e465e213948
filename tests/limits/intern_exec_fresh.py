# exec/eval/compile of sources with fresh identifiers (issue 10, finding 4): a parsed
# module owns its names and frees them with its tree; before, every identifier ever
# parsed stayed interned and the loop hit the memory limit.
# pyeval: --max-ops 0 --max-memory 8M --timeout 60
# expect-stdout: done 99999
# expect-exit: 0
# time-bound: 20
# rss-bound: 120
# (loose for the ASan run, x5: its quarantine keeps up to 256 MiB of freed blocks;
# the normal build peaks at about 4 MiB here)
for i in range(100000):
    ns = {}
    exec('v%d = %d' % (i, i), ns)
    r = eval('w%d' % i, {'w%d' % i: i})
    if i % 1000 == 0:
        code = compile('def f%d(a%d): return a%d' % (i, i, i), '<s>', 'exec')
        exec(code, ns)
print('done', r)
