s = ('straße ΣΑΣ ﬁ İ ' * 1000)
u = s.upper()
print(len(u), u[:40], len(s.lower()), s.lower()[:30], s.casefold().count('ss'), s.title()[:40])
