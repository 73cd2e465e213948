from typing import TypeVar, Generic, List
T = TypeVar('T')
K = TypeVar('K', bound=int)
V = TypeVar('V', covariant=True)
print(T, K, V, T.__name__)
class Box(Generic[T]):
    def __init__(self, item: T) -> None:
        self.item = item
    def get(self) -> T:
        return self.item
b = Box(3)
print(b.get(), Box[int](5).get(), isinstance(b, Box))
