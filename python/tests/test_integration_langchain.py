"""LangChain adapter: PyevalTool in a real tool-calling loop driven by
langchain-core's fake chat model (no mocks of pyeval or LangChain)."""

import asyncio

import pytest

pytest.importorskip("langchain_core")

from langchain_core.language_models.fake_chat_models import FakeMessagesListChatModel  # noqa: E402
from langchain_core.messages import AIMessage, HumanMessage, ToolMessage  # noqa: E402
from langchain_core.tools import BaseTool, tool  # noqa: E402

from pyeval.integrations.langchain import PyevalTool  # noqa: E402


class ScriptedChatModel(FakeMessagesListChatModel):
    """langchain-core's fake chat model, able to bind tools (it ignores them)."""

    bound: list = []

    def bind_tools(self, tools, **kwargs):
        self.bound = [t.name if isinstance(t, BaseTool) else t for t in tools]
        return self


@tool
def get_price(item: str) -> float:
    """Looks up an item's price in euros."""
    return {"apple": 0.5, "pear": 0.75}[item]


@tool
def convert(amount: float, currency: str = "USD") -> float:
    """Converts euros to another currency."""
    return round(amount * {"USD": 1.1, "GBP": 0.85}[currency], 4)


def _call(code, ident):
    return AIMessage(content="", tool_calls=[{"name": "python", "args": {"code": code}, "id": ident}])


def _loop(model, tools, question):
    by_name = {t.name: t for t in tools}
    bound = model.bind_tools(tools)
    messages = [HumanMessage(question)]
    for _ in range(10):
        ai = bound.invoke(messages)
        messages.append(ai)
        if not ai.tool_calls:
            return messages
        for call in ai.tool_calls:
            result = by_name[call["name"]].invoke(call)
            assert isinstance(result, ToolMessage)
            messages.append(result)
    raise AssertionError("the loop did not end")


def test_tool_calling_loop():
    python = PyevalTool(tools=[get_price, convert])
    model = ScriptedChatModel(responses=[
        _call("total = get_price('apple') * 4 + get_price(item='pear')\nprint('eur', total)\ntotal", "c1"),
        _call("convert(total, currency='GBP')", "c2"),
        _call("print('about to fail')\nget_price('kiwi')", "c3"),
        _call("undefined_name + 1", "c4"),
        AIMessage(content="It costs 2.75 EUR."),
    ])
    messages = _loop(model, [python], "What do 4 apples and a pear cost?")
    assert model.bound == ["python"]
    tool_msgs = [m.content for m in messages if isinstance(m, ToolMessage)]
    assert tool_msgs[0] == "eur 2.75\n2.75"
    assert tool_msgs[1] == "2.3375"
    assert tool_msgs[2].startswith("about to fail\nTraceback (most recent call last):")
    assert "KeyError" in tool_msgs[2]
    assert tool_msgs[3].endswith("NameError: name 'undefined_name' is not defined")
    assert messages[-1].content == "It costs 2.75 EUR."


def test_description_and_schema():
    python = PyevalTool(tools=[get_price, convert])
    assert "get_price(item: string)" in python.description
    assert "convert(amount: number, currency: string)" in python.description
    assert python.args == {"code": python.args["code"]}
    assert python.args["code"]["type"] == "string"


def test_arun_does_not_block_the_loop():
    python = PyevalTool()

    async def main():
        ticks = 0

        async def ticker():
            nonlocal ticks
            while True:
                ticks += 1
                await asyncio.sleep(0.001)

        t = asyncio.create_task(ticker())
        out = await python.ainvoke({"code": "s = 0\nfor i in range(300000):\n    s += i\ns"})
        t.cancel()
        return out, ticks

    out, ticks = asyncio.run(main())
    assert out == str(sum(range(300000)))
    assert ticks > 1


def test_session_and_fresh_modes():
    python = PyevalTool()
    python.invoke({"code": "x = 41"})
    assert python.invoke({"code": "x + 1"}) == "42"
    fresh = PyevalTool(session=False)
    fresh.invoke({"code": "x = 41"})
    assert "NameError" in fresh.invoke({"code": "x"})
    python.close()


def test_concurrent_async_calls_share_one_session_safely():
    python = PyevalTool()
    python.invoke({"code": "n = 0"})

    async def main():
        calls = [python.ainvoke({"code": "for _ in range(2000):\n    n += 1\nn"}) for _ in range(4)]
        return await asyncio.gather(*calls)

    outs = asyncio.run(main())
    assert sorted(int(o) for o in outs) == [2000, 4000, 6000, 8000]


def test_cancelling_arun_interrupts_the_run():
    # no operation limit, so only the cancellation can end the loop
    python = PyevalTool(limits={"ops": 0, "timeout": 60})

    async def main():
        task = asyncio.ensure_future(python.ainvoke({"code": "while True:\n    pass"}))
        await asyncio.sleep(0.3)
        task.cancel()
        try:
            await task
        except asyncio.CancelledError:
            return "cancelled"

    assert asyncio.run(asyncio.wait_for(main(), 20)) == "cancelled"
    # the session is usable afterwards
    assert python.invoke({"code": "1 + 1"}) == "2"
