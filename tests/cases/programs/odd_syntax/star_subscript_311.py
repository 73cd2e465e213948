class Grid:
    def __getitem__(self, key):
        return key


g = Grid()
idx = (1, 2)
print(g[*idx], g[0, *idx], g[*idx, 3], g[*range(3)])
d = {(1, 2): "pair"}
print(d[*idx])


def gen():
    rest = [2, 3]
    yield 1, *rest
    return_value = (*rest, 4)
    yield return_value


print(list(gen()))
lst = [1, 2, 3]
print([*lst[::-1], *"ab"], (*lst,), {*lst, 4} == {1, 2, 3, 4})


def ret_star():
    x = [1, 2]
    return *x, 3


print(ret_star())
for x in *lst, 4:
    print(x, end=" ")
print()
