"""Resource management with contextlib: timers, suppress, ExitStack, redirect_stdout."""
import io
from contextlib import ExitStack, contextmanager, closing, nullcontext, redirect_stdout, suppress
from typing import Iterator, List

LOG: List[str] = []


@contextmanager
def resource(name: str, fail_on_exit: bool = False) -> Iterator[str]:
    LOG.append(f"open {name}")
    try:
        yield name.upper()
    except ValueError as e:
        LOG.append(f"{name} handled {e}")
    finally:
        LOG.append(f"close {name}")
        if fail_on_exit:
            raise RuntimeError(f"{name} failed to close")


class Connection:
    def __init__(self, dsn: str) -> None:
        self.dsn = dsn
        self.closed = False

    def close(self) -> None:
        self.closed = True
        LOG.append(f"conn {self.dsn} closed")


class Transaction:
    def __init__(self) -> None:
        self.ops: List[str] = []

    def __enter__(self) -> "Transaction":
        return self

    def __exit__(self, exc_type, exc, tb) -> bool:
        if exc_type is None:
            LOG.append(f"commit {self.ops}")
        else:
            LOG.append(f"rollback {self.ops} after {exc_type.__name__}")
        return exc_type is KeyError


def main() -> None:
    with resource("a") as r:
        LOG.append(f"using {r}")
    with resource("b"):
        raise ValueError("bad value")
    try:
        with resource("c", fail_on_exit=True):
            pass
    except RuntimeError as e:
        LOG.append(f"caught {e}")
    with suppress(ZeroDivisionError, KeyError):
        1 / 0
    with closing(Connection("db://x")) as conn:
        LOG.append(f"conn open: {not conn.closed}")
    with Transaction() as t:
        t.ops.append("insert")
        {}["missing"]
    try:
        with Transaction() as t:
            t.ops.append("update")
            raise TypeError("boom")
    except TypeError:
        LOG.append("TypeError propagated")
    with ExitStack() as stack:
        names = [stack.enter_context(resource(n)) for n in "xyz"]
        stack.callback(LOG.append, "callback ran")
        LOG.append(f"stack holds {names}")
    buf = io.StringIO()
    with redirect_stdout(buf):
        print("captured line")
        print("another", 42)
    with nullcontext(5) as five:
        LOG.append(f"nullcontext gave {five}")
    print("\n".join(LOG))
    print(repr(buf.getvalue()))


if __name__ == "__main__":
    main()
