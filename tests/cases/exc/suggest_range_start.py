r = range(3)
print(r.start, r.stop)
r.stat
