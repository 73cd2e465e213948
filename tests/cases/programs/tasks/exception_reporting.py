"""Exception chaining reported by hand, context managers, finally ordering, custom __str__."""
from typing import List, Optional


class AppError(Exception):
    code = 1

    def __init__(self, message: str, *, hint: Optional[str] = None) -> None:
        super().__init__(message)
        self.hint = hint

    def __str__(self) -> str:
        base = super().__str__()
        return f"[E{self.code}] {base}" + (f" (hint: {self.hint})" if self.hint else "")


class ConfigError(AppError):
    code = 2


class ParseError(AppError):
    code = 3


class Resource:
    log: List[str] = []

    def __init__(self, name: str, fail_exit: bool = False) -> None:
        self.name = name
        self.fail_exit = fail_exit

    def __enter__(self) -> "Resource":
        Resource.log.append(f"open {self.name}")
        return self

    def __exit__(self, exc_type, exc, tb) -> bool:
        Resource.log.append(f"close {self.name} ({exc_type.__name__ if exc_type else 'ok'})")
        if self.fail_exit:
            raise RuntimeError(f"close of {self.name} failed")
        return exc_type is KeyError


def chain(exc: BaseException) -> List[str]:
    out = []
    seen = set()
    cur: Optional[BaseException] = exc
    while cur is not None and id(cur) not in seen:
        seen.add(id(cur))
        how = ""
        if cur.__cause__ is not None:
            how = "cause"
            nxt = cur.__cause__
        elif cur.__context__ is not None and not cur.__suppress_context__:
            how = "context"
            nxt = cur.__context__
        else:
            nxt = None
        out.append(f"{type(cur).__name__}: {cur}" + (f" <-{how}-" if how else ""))
        cur = nxt
    return out


def parse_port(text: str) -> int:
    try:
        port = int(text)
    except ValueError as exc:
        raise ParseError(f"bad port {text!r}", hint="use digits") from exc
    if not 0 < port < 65536:
        raise ParseError(f"port {port} out of range")
    return port


def load(cfg: dict) -> dict:
    try:
        return {"host": cfg["host"], "port": parse_port(cfg.get("port", "80"))}
    except KeyError as exc:
        raise ConfigError(f"missing key {exc}") from None
    except ParseError:
        raise ConfigError("invalid config")


def order() -> List[str]:
    steps: List[str] = []
    for i in range(4):
        try:
            if i == 1:
                continue
            if i == 3:
                break
            steps.append(f"body{i}")
        finally:
            steps.append(f"finally{i}")
    else:
        steps.append("else")
    return steps


def ret_in_finally() -> str:
    try:
        raise ValueError("lost")
    finally:
        return "finally wins"


def nested() -> str:
    try:
        try:
            1 / 0
        except ZeroDivisionError:
            raise KeyError("k")
        finally:
            print("  inner finally")
    except LookupError as exc:
        return f"outer caught {exc!r} ctx={exc.__context__!r}"
    return "unreachable"


def main() -> None:
    for cfg in ({"host": "h", "port": "8080"}, {"port": "1"}, {"host": "h", "port": "http"},
                {"host": "h", "port": "99999"}, {"host": "h"}):
        try:
            print("ok", load(cfg))
        except AppError as exc:
            print(" | ".join(chain(exc)), exc.code)
    print(order(), ret_in_finally(), nested())
    with Resource("a") as r1, Resource("b"):
        raise KeyError("suppressed")
    print(Resource.log)
    try:
        with Resource("c"):
            raise ValueError("propagates")
    except ValueError as exc:
        print("got", repr(exc))
    try:
        with Resource("d", fail_exit=True):
            raise ValueError("original")
    except RuntimeError as exc:
        print(chain(exc))
    print(Resource.log[-4:])
    e = AppError("plain")
    print(str(e), repr(e), e.args, ConfigError("x", hint="y"))
    multi = ValueError("a", 2, None)
    print(str(multi), repr(multi), str(KeyError("k")), str(KeyError()), repr(IndexError()), str(OSError(2, "nf")))
    try:
        assert 1 + 1 == 3, f"math is broken: {1 + 1}"
    except AssertionError as exc:
        print("assert:", exc)
    try:
        raise TypeError
    except TypeError as exc:
        print(repr(exc), exc.args, str(exc) == "")
    err = None
    try:
        {}["x"]
    except KeyError as exc:
        err = exc
    print(err, type(err).__mro__)
    raise ConfigError("fatal", hint="check the file") from ParseError("inner")


if __name__ == "__main__":
    main()
