"""FastMCP code mode on pyeval: the CodeMode transform on a real FastMCP
server, driven through fastmcp's in-memory Client."""

import asyncio

import pytest

pytest.importorskip("fastmcp")

from fastmcp import Client, FastMCP  # noqa: E402
from fastmcp.exceptions import ToolError  # noqa: E402
from fastmcp.experimental.transforms.code_mode import CodeMode  # noqa: E402

from pyeval.integrations.fastmcp import PyevalSandboxProvider, rewrite_async_code  # noqa: E402


def _server(provider):
    mcp = FastMCP("shop")

    @mcp.tool
    def price(item: str) -> float:
        """The price of an item in euros."""
        return {"apple": 0.5, "pear": 0.75}[item]

    @mcp.tool
    async def stock(item: str) -> dict:
        """How many of an item are in stock."""
        await asyncio.sleep(0)
        return {"item": item, "count": {"apple": 12, "pear": 3}[item]}

    mcp.add_transform(CodeMode(sandbox_provider=provider))
    return mcp


async def _execute(mcp, code):
    async with Client(mcp) as client:
        names = {t.name for t in await client.list_tools()}
        assert "execute" in names and "price" not in names
        return await client.call_tool("execute", {"code": code})


def test_code_mode_chains_tool_calls():
    code = (
        "p = (await call_tool('price', {'item': 'apple'}))['result']\n"
        "s = await call_tool('stock', {'item': 'apple'})\n"
        "total = p * s['count']\n"
        "return {'total': total, 'count': s['count']}\n"
    )
    result = asyncio.run(_execute(_server(PyevalSandboxProvider()), code))
    assert result.is_error is False
    assert result.structured_content is not None
    assert "6.0" in str(result.content[0].text)
    assert '"count":12' in result.content[0].text.replace(" ", "")


def test_code_mode_error_reaches_the_client():
    code = "x = (await call_tool('price', {'item': 'apple'}))['result']\nreturn x / 0\n"
    with pytest.raises(ToolError) as info:
        asyncio.run(_execute(_server(PyevalSandboxProvider()), code))
    assert "ZeroDivisionError: float division by zero" in str(info.value)


def test_code_mode_tool_error_is_catchable_in_the_sandbox():
    code = (
        "try:\n"
        "    await call_tool('price', {'item': 'kiwi'})\n"
        "except Exception as e:\n"
        "    msg = str(e)\n"
        "return 'caught: ' + msg[:40]\n"
    )
    result = asyncio.run(_execute(_server(PyevalSandboxProvider()), code))
    assert "caught:" in result.content[0].text


def test_provider_inputs_and_last_expression():
    provider = PyevalSandboxProvider()
    assert asyncio.run(provider.run("a * 2", inputs={"a": 21})) == 42


def test_rewrite_keeps_plain_code():
    assert rewrite_async_code("x = 1\nx") == "x = 1\nx"
    out = rewrite_async_code("y = await f()\nreturn y")
    assert "await" not in out and "return y" in out


def test_cancelling_a_run_interrupts_the_sandbox():
    # no operation limit, so only the cancellation can end the loop
    provider = PyevalSandboxProvider(limits={"ops": 0, "timeout": 60})

    async def main():
        task = asyncio.ensure_future(provider.run("while True:\n    pass"))
        await asyncio.sleep(0.3)
        task.cancel()
        try:
            await task
        except asyncio.CancelledError:
            return "cancelled"

    assert asyncio.run(asyncio.wait_for(main(), 20)) == "cancelled"


def test_limits_reach_the_client():
    provider = PyevalSandboxProvider(limits={"ops": 100_000})
    with pytest.raises(ToolError) as info:
        asyncio.run(_execute(_server(provider), "while True:\n    pass\n"))
    assert "limit" in str(info.value).lower()
