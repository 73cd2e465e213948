from typing import TypedDict
class Movie(TypedDict):
    name: str
    year: int
m = Movie(name='Blade Runner', year=1982)
print(m, type(m).__name__, m['year'])
class Partial(TypedDict, total=False):
    a: int
print(Partial(), Partial(a=1))
