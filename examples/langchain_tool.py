"""pyeval as a LangChain tool in a tool-calling loop (offline: langchain-core's
fake chat model plays the LLM).

Run: python examples/langchain_tool.py   -> prints the tool's observations and
"final: The order costs 12.5 EUR."
"""

from langchain_core.language_models.fake_chat_models import FakeMessagesListChatModel
from langchain_core.messages import AIMessage, HumanMessage
from langchain_core.tools import tool

from pyeval.integrations.langchain import PyevalTool


@tool
def unit_price(item: str) -> float:
    """The unit price of an item in euros."""
    return {"pen": 1.5, "notebook": 4.0}[item]


class ScriptedChatModel(FakeMessagesListChatModel):
    def bind_tools(self, tools, **kwargs):
        return self


python = PyevalTool(tools=[unit_price])
model = ScriptedChatModel(responses=[
    AIMessage(content="", tool_calls=[{
        "name": "python", "id": "1",
        "args": {"code": "order = {'pen': 3, 'notebook': 2}\n"
                         "total = sum(unit_price(k) * n for k, n in order.items())\n"
                         "print('items:', sum(order.values()))\ntotal"},
    }]),
    AIMessage(content="The order costs 12.5 EUR."),
]).bind_tools([python])

messages = [HumanMessage("What do 3 pens and 2 notebooks cost?")]
while True:
    ai = model.invoke(messages)
    messages.append(ai)
    if not ai.tool_calls:
        break
    for call in ai.tool_calls:
        result = python.invoke(call)
        print("observation:", result.content.replace("\n", " | "))
        messages.append(result)
print("final:", messages[-1].content)
assert messages[-2].content == "items: 5\n12.5", messages[-2].content
