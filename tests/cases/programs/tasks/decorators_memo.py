"""Decorators: manual wraps, memoization, counting, retries, class decorators, method decorators."""
from typing import Any, Callable, Dict, Tuple, TypeVar

F = TypeVar("F", bound=Callable[..., Any])


def wraps(wrapped: Callable) -> Callable[[F], F]:
    def deco(wrapper: F) -> F:
        for attr in ("__module__", "__name__", "__qualname__", "__doc__"):
            setattr(wrapper, attr, getattr(wrapped, attr))
        wrapper.__dict__.update(getattr(wrapped, "__dict__", {}))
        wrapper.__wrapped__ = wrapped
        return wrapper
    return deco


def memoize(fn: F) -> F:
    cache: Dict[Tuple, Any] = {}

    @wraps(fn)
    def wrapper(*args, **kwargs):
        key = (args, tuple(sorted(kwargs.items())))
        if key not in cache:
            cache[key] = fn(*args, **kwargs)
        return cache[key]

    wrapper.cache = cache
    return wrapper


def counted(fn):
    @wraps(fn)
    def wrapper(*args, **kwargs):
        wrapper.calls += 1
        return fn(*args, **kwargs)
    wrapper.calls = 0
    return wrapper


def retry(times: int, exceptions: Tuple[type, ...] = (Exception,)):
    def deco(fn):
        @wraps(fn)
        def wrapper(*args, **kwargs):
            last = None
            for attempt in range(1, times + 1):
                try:
                    return fn(*args, attempt=attempt, **kwargs)
                except exceptions as exc:
                    last = exc
                    print(f"  attempt {attempt} failed: {exc!r}")
            raise RuntimeError(f"{fn.__name__} failed after {times} attempts") from last
        return wrapper
    return deco


class Trace:
    """A class-based decorator that also works on methods (via __get__)."""

    def __init__(self, fn: Callable) -> None:
        self.fn = fn
        self.depth = 0
        wraps(fn)(self)

    def __call__(self, *args, **kwargs):
        indent = "  " * self.depth
        shown = ", ".join([repr(a) for a in args] + [f"{k}={v!r}" for k, v in kwargs.items()])
        print(f"{indent}-> {self.fn.__name__}({shown})")
        self.depth += 1
        try:
            result = self.fn(*args, **kwargs)
        finally:
            self.depth -= 1
        print(f"{indent}<- {result!r}")
        return result

    def __get__(self, obj, objtype=None):
        if obj is None:
            return self
        return lambda *a, **k: self(obj, *a, **k)


def register(registry: Dict[str, type]):
    def deco(cls):
        registry[cls.__name__.lower()] = cls
        cls.registered = True
        return cls
    return deco


REGISTRY: Dict[str, type] = {}


@register(REGISTRY)
class Greeter:
    def __init__(self, name: str) -> None:
        self.name = name

    def __repr__(self) -> str:
        return f"Greeter({self.name!r})"

    @Trace
    def greet(self, greeting: str = "hello") -> str:
        return f"{greeting}, {self.name}"

    @staticmethod
    @counted
    def helper(x: int) -> int:
        return x * 2

    @classmethod
    def create(cls, name: str) -> "Greeter":
        return cls(name.title())


@memoize
@counted
def fib(n: int) -> int:
    """Fibonacci numbers."""
    return n if n < 2 else fib(n - 1) + fib(n - 2)


@Trace
def ackermann(m: int, n: int) -> int:
    if m == 0:
        return n + 1
    if n == 0:
        return ackermann(m - 1, 1)
    return ackermann(m - 1, ackermann(m, n - 1))


def main() -> None:
    print(fib(60), fib.__name__, fib.__doc__, fib.__wrapped__.__name__, fib.__wrapped__.calls, len(fib.cache))
    print(ackermann(1, 2))
    g = Greeter.create("ada lovelace")
    print(g.greet(), g.greet(greeting="hi"), Greeter.helper(21), Greeter.helper.calls, REGISTRY, Greeter.registered)
    state = {"n": 0}

    @retry(3, (ValueError,))
    def flaky(x: int, attempt: int = 0) -> str:
        """Fails twice."""
        state["n"] += 1
        if attempt < 3:
            raise ValueError(f"try {attempt}")
        return f"ok {x} after {attempt}"

    print(flaky(5), flaky.__doc__, flaky.__qualname__)

    @retry(2)
    def always(attempt: int = 0) -> None:
        raise KeyError(attempt)

    try:
        always()
    except RuntimeError as exc:
        print(exc, "<-", repr(exc.__cause__))
    print(Greeter.greet.__name__, type(Greeter.__dict__["helper"]).__name__, callable(Greeter.greet))
    always()


if __name__ == "__main__":
    main()
