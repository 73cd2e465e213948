"""A typed caller of the pyeval API, checked by `make typecheck` with mypy --strict
against the installed package's stubs (py.typed, .pyi): every public name a user is
likely to call, with the types a user would write. Also a plain program: running it
exercises the same calls (test_typed_usage.py runs it)."""

from __future__ import annotations

import asyncio
from typing import Any

import pyeval


def search(query: str, limit: int = 3) -> list[str]:
    return [f"{query}-{i}" for i in range(limit)]


def answer(value: object) -> object:
    return value


def one_shot() -> int:
    result: pyeval.Result = pyeval.run("x = 6 * 7\nprint(x)\nx + 1")
    value: Any = result.value
    out: str = result.stdout
    err: str = result.stderr
    stats: pyeval.Stats = result.stats
    ops: int = stats.ops
    peak: int = stats.memory_peak
    seconds: float = stats.seconds
    calls: int = stats.host_calls
    assert value == 43 and out == "42\n" and err == "" and ops > 0 and peak > 0
    assert seconds >= 0 and calls == 0
    return int(value)


def session() -> None:
    limits = pyeval.Limits(ops=1_000_000, memory="64MiB", timeout=5.0, output="1MiB")
    with pyeval.Interpreter(tools={"search": search, "final_answer": pyeval.final(answer)},
                            variables={"n": 2}, limits=limits, seed=1) as interp:
        first = interp.run("hits = search('q', n)\nlen(hits)")
        assert first.value == 2
        interp.globals["extra"] = [1, 2]
        assert interp.globals["hits"] == ["q-0", "q-1"]
        done = interp.run("final_answer(hits[0] + str(extra))")
        final: Any = done.final_answer
        is_final: bool = done.is_final
        assert is_final and final == "q-0[1, 2]"
        try:
            interp.run("1 / 0")
        except pyeval.ExecutionError as e:
            kind: str | None = e.type
            message: str = e.message
            line: int = e.line
            tb: str | None = e.traceback
            assert kind == "ZeroDivisionError" and message == "division by zero"
            assert line == 1 and tb is not None
        try:
            interp.run("while True: pass")
        except pyeval.LimitExceeded as e:
            limit: str | None = e.limit
            assert limit == "ops"
        except pyeval.SandboxError:
            raise
        quiet = interp.run("1 +", raise_errors=False)
        assert isinstance(quiet.error, pyeval.SandboxSyntaxError)


async def in_event_loop() -> int:
    interp = pyeval.Interpreter()
    try:
        result = await interp.run_async("sum(range(10))")
        return int(result.value)
    finally:
        interp.close()


def main() -> None:
    assert one_shot() == 43
    session()
    assert asyncio.run(in_event_loop()) == 45
    print("typed_usage: ok")


if __name__ == "__main__":
    main()
