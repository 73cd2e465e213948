"""A smolagents CodeAgent whose code runs in pyeval (offline: a scripted model).

Run: python examples/smolagents_agent.py   -> prints "answer: 3 cities, warmest Lisbon (24C)"
"""

from smolagents import CodeAgent, tool
from smolagents.monitoring import LogLevel
from smolagents.models import ChatMessage, MessageRole, Model

from pyeval.integrations.smolagents import PyevalExecutor


@tool
def temperature(city: str) -> int:
    """Today's temperature in a city, in degrees Celsius.

    Args:
        city: the city's name
    """
    return {"Oslo": -3, "Paris": 21, "Lisbon": 24}[city]


class ScriptedModel(Model):
    """Stands in for an LLM: answers each step with the next canned code block."""

    def __init__(self, replies):
        super().__init__(model_id="scripted")
        self.replies = list(replies)

    def generate(self, messages, stop_sequences=None, response_format=None,
                 tools_to_call_from=None, **kwargs):
        return ChatMessage(role=MessageRole.ASSISTANT, content=self.replies.pop(0))


model = ScriptedModel([
    "Thought: fetch every city.\n<code>\n"
    "temps = {c: temperature(c) for c in ['Oslo', 'Paris', 'Lisbon']}\nprint(temps)\n</code>",
    "Thought: pick the warmest.\n<code>\n"
    "best = max(temps, key=temps.get)\n"
    "final_answer(f'{len(temps)} cities, warmest {best} ({temps[best]}C)')\n</code>",
])
agent = CodeAgent(tools=[temperature], model=model, executor=PyevalExecutor(),
                  verbosity_level=LogLevel.OFF)
answer = agent.run("Which city is warmest today?")
print("answer:", answer)
assert answer == "3 cities, warmest Lisbon (24C)", answer
agent.cleanup()
