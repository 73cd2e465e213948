"""A retry decorator with exponential backoff and jitter from a seeded RNG."""
import functools
import random
from typing import Callable, List, Tuple, Type, TypeVar

T = TypeVar("T")
SLEPT: List[float] = []


def fake_sleep(seconds: float) -> None:
    SLEPT.append(round(seconds, 4))


class TransientError(Exception):
    pass


class PermanentError(Exception):
    pass


def retry(times: int = 3, exceptions: Tuple[Type[BaseException], ...] = (Exception,), base: float = 0.1,
          rng: random.Random = random.Random(0)) -> Callable[[Callable[..., T]], Callable[..., T]]:
    def deco(fn: Callable[..., T]) -> Callable[..., T]:
        @functools.wraps(fn)
        def wrapper(*args, **kwargs) -> T:
            last: BaseException = RuntimeError("unreachable")
            for attempt in range(1, times + 1):
                try:
                    return fn(*args, **kwargs)
                except exceptions as e:
                    last = e
                    print(f"  attempt {attempt} of {fn.__name__} failed: {e!r}")
                    if attempt < times:
                        fake_sleep(base * 2 ** (attempt - 1) + rng.uniform(0, base))
            raise RuntimeError(f"{fn.__name__} failed after {times} attempts") from last
        return wrapper
    return deco


class Flaky:
    def __init__(self, failures: int) -> None:
        self.failures = failures
        self.calls = 0

    @retry(times=4, exceptions=(TransientError,))
    def fetch(self, key: str) -> str:
        """Fetch a value, failing the first few times."""
        self.calls += 1
        if self.calls <= self.failures:
            raise TransientError(f"timeout #{self.calls}")
        if key == "bad":
            raise PermanentError("no such key")
        return f"value-of-{key}"


def main() -> None:
    print(Flaky(2).fetch("a"))
    f = Flaky(10)
    try:
        f.fetch("b")
    except RuntimeError as e:
        print("RuntimeError:", e, "| cause:", repr(e.__cause__), "| calls:", f.calls)
    try:
        Flaky(0).fetch("bad")
    except PermanentError as e:
        print("PermanentError:", e, e.__cause__, e.__context__)
    print("slept:", SLEPT)
    print(Flaky.fetch.__name__, Flaky.fetch.__doc__, Flaky.fetch.__wrapped__.__qualname__)

    @retry(times=2, base=1.0, rng=random.Random(5))
    def divide(a: int, b: int) -> float:
        return a / b

    try:
        divide(1, 0)
    except RuntimeError as e:
        c = e.__cause__
        print(type(c).__name__, c, e.__suppress_context__)
    print(divide(6, 3), SLEPT[-1])


if __name__ == "__main__":
    main()
