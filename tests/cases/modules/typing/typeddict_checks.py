from typing import TypedDict, NotRequired
class A(TypedDict, total=False):
    x: int
class B(A):
    y: NotRequired[str]
for test in (lambda: isinstance({}, A), lambda: issubclass(dict, B)):
    try:
        print(test())
    except TypeError as e:
        print(type(e).__name__, e)
print(sorted(B.__optional_keys__), B(x=1), A.__total__, B.__total__, type(B(x=1)))
M = TypedDict('M', {'a': int})
print(M.__required_keys__, M(a=1))
