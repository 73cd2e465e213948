# re.ASCII with re.IGNORECASE folds only ASCII letters, also in scoped groups and ranges.
import re
for p, s in [('(?ai)k', 'kK\u212a'), ('(?ai)[a-z]+', 'AbZ\u212a'), ('(?ai)[^k]', 'kKx'), ('(?ai)é', 'éÉ'),
             ('(?a)(?i:k)K', 'kK KK'), ('(?ai)(?-i:k)K', 'kk kK Kk'), ('(?i)(?a:k)', 'K\u212a'), ('(?a)[F-h]', 'fGH_')]:
    print(p, re.findall(p, s))
print(re.findall('k', 'K\u212ak', re.A | re.I))
