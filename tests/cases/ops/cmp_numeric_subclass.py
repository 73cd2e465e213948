# Comparisons with int and float subclasses: float's comparison reads a subclass's value,
# and a subclass that overrides only __eq__ keeps its base's orderings.
class MyInt(int):
    def __eq__(self, other):
        return True
    __hash__ = int.__hash__
for f in (lambda: 3.0 == MyInt(5), lambda: MyInt(5) == 3.0, lambda: 3 == MyInt(5), lambda: 3.0 < MyInt(5), lambda: 2.5 + MyInt(1), lambda: 3.0 != MyInt(5)):
    try: print(f())
    except TypeError as e: print('TypeError', e)
class F(float):
    def __eq__(self, o):
        return 'F.eq'
    def __lt__(self, o):
        return 'F.lt'
class G(float):
    pass
print(3.0 == F(1.0), F(1.0) == 3.0, 3.0 < F(2.0), 3.0 > F(2.0), G(2.0) == 2, 2 == G(2.0), G(1.5) < MyInt(2))
print(sorted([G(2.5), 1, MyInt(2), 0.5]))
