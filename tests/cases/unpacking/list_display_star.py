a = [1, 2]
print([*a, *a], [0, *a, 3], [*range(3), *"ab", *(x for x in [9])])
print((*a,), (*a, *a), {*a, 5} == {1, 2, 5})
print([*[], *()])
