"""Multi-key sorting of employee records with operator helpers."""
from operator import attrgetter, itemgetter, methodcaller, mul, add, neg, truediv
from functools import reduce
from typing import List, NamedTuple


class Employee(NamedTuple):
    name: str
    dept: str
    salary: int
    age: int


STAFF: List[Employee] = [
    Employee("Ada", "eng", 120, 36),
    Employee("Bo", "ops", 85, 41),
    Employee("Cy", "eng", 120, 29),
    Employee("Di", "sales", 70, 33),
    Employee("Ed", "ops", 92, 25),
    Employee("Flo", "eng", 101, 45),
]


def main() -> None:
    by_dept_salary = sorted(STAFF, key=attrgetter("dept", "salary"))
    for e in by_dept_salary:
        print(f"{e.dept:<6}{e.salary:>5} {e.name}")
    # stable multi-pass sort: salary descending, then name ascending within equal salaries
    multi = sorted(STAFF, key=attrgetter("name"))
    multi.sort(key=attrgetter("salary"), reverse=True)
    print([e.name for e in multi])
    rows = [tuple(e) for e in STAFF]
    print(sorted(rows, key=itemgetter(3))[:2])
    print(list(map(itemgetter(0, 2), rows[:3])))
    print(itemgetter(slice(1, 3))("abcdef"), itemgetter("k")({"k": 9}))
    print(list(map(methodcaller("upper"), ["x", "yz"])), methodcaller("split", ",", 1)("a,b,c"))
    print(reduce(mul, range(1, 8)), reduce(add, ["a", "b", "c"]), list(map(neg, [1, -2])))
    print(max(STAFF, key=itemgetter(2, 3)).name, min(STAFF, key=attrgetter("age")).name)
    groups = {}
    for e in sorted(STAFF, key=itemgetter(1)):
        groups.setdefault(e.dept, []).append(e.salary)
    print({d: round(truediv(sum(v), len(v)), 2) for d, v in groups.items()})
    print(Employee._fields, STAFF[0]._asdict(), STAFF[0]._replace(age=37))
    try:
        itemgetter(10)(rows[0])
    except IndexError as e:
        print("IndexError:", e)
    try:
        attrgetter("bonus")(STAFF[0])
    except AttributeError as e:
        print("AttributeError:", e)
    print(sorted(["b10", "a2", "b9", "a10"], key=lambda s: (s[0], int(s[1:]))))
    print(sorted([(1, "b"), (1, "a"), (0, "z")], key=itemgetter(0), reverse=True))


if __name__ == "__main__":
    main()
