# Iterating IntFlag members and pseudo-members goes through Flag.__iter__ (IntFlag's MRO
# puts int first, which has no __iter__).
import enum


class F(enum.IntFlag):
    A = 1
    B = 2
    C = 4


class K(enum.IntFlag, boundary=enum.KEEP):
    A = 1
    B = 2


print(list(F(3)), list(F.A), list(F(0)), tuple(F(7)), len(F(5)), sorted(F(6), reverse=True))
print(set(F(3)) == {F.A, F.B}, frozenset(F.C) == {F.C}, [m.name for m in F(7)])
print(list(K(3)), list(K(8)), list(K(9)), K(9))
