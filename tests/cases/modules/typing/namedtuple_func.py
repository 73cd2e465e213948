from typing import NamedTuple
Emp = NamedTuple('Emp', [('name', str), ('id', int)])
e = Emp('ann', 3)
print(e, e.name, e.id, Emp._fields)
print(sorted([Emp('b', 2), Emp('a', 1)]))
