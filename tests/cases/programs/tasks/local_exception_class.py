"""Uncaught exception whose class is defined inside a function: traceback names its qualname."""


class Outer:
    class InnerError(LookupError):
        pass


def run() -> None:
    class LocalError(Exception):
        pass

    try:
        raise LocalError("local")
    except LocalError as exc:
        print(type(exc).__qualname__, type(exc).__name__, type(exc).__module__)
    try:
        raise Outer.InnerError("inner")
    except LookupError as exc:
        print(type(exc).__qualname__, repr(exc))
    raise Outer.InnerError("boom")


if __name__ == "__main__":
    run()
