# f(**d), str.maketrans(d) and BaseException.__setstate__(d) walk every entry slot of
# d, and a dict emptied by del keeps its holes: charged per 16 (pe_dict_charge_holes).
# Found by tools/loop_audit.py; before, each call crossed 100,000 holes for a few ops.
# expect-stderr: operation limit exceeded
# expect-exit: 3
# time-bound: 5
# rss-bound: 300
d = dict.fromkeys(map(str, range(100000)))
for k in range(99999):
    del d[str(k)]
m = dict.fromkeys(range(100000))
for k in range(99999):
    del m[k]
e = ValueError()
def f(**k):
    pass
while True:
    f(**d)
    str.maketrans(m)
    e.__setstate__(d)
