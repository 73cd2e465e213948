"""smolagents adapter: a real CodeAgent run end to end on pyeval, and the
evaluate_python_code drop-in's contract (no mocks of pyeval or smolagents)."""

import pytest

smolagents = pytest.importorskip("smolagents")

from smolagents import CodeAgent, tool  # noqa: E402
from smolagents.local_python_executor import InterpreterError  # noqa: E402
from smolagents.monitoring import LogLevel  # noqa: E402
from smolagents.models import ChatMessage, MessageRole, Model  # noqa: E402

import pyeval  # noqa: E402
from pyeval.integrations.smolagents import PyevalExecutor, evaluate_python_code  # noqa: E402


class ScriptedModel(Model):
    """A real smolagents Model that answers each step with the next canned reply.

    It records the messages it was given, so a test can read the observations
    the agent fed back (execution logs, errors).
    """

    def __init__(self, replies):
        super().__init__(model_id="scripted")
        self.replies = list(replies)
        self.seen = []

    def generate(self, messages, stop_sequences=None, response_format=None,
                 tools_to_call_from=None, **kwargs):
        self.seen.append(messages)
        reply = self.replies.pop(0)
        return ChatMessage(role=MessageRole.ASSISTANT, content=reply)


def _text(messages):
    out = []
    for m in messages:
        content = m.content if hasattr(m, "content") else m.get("content")
        if isinstance(content, list):
            out.extend(part.get("text", "") for part in content if isinstance(part, dict))
        elif content:
            out.append(content)
    return "\n".join(out)


@tool
def get_weather(city: str) -> str:
    """Tells the weather in a city.

    Args:
        city: the city's name
    """
    return {"Paris": "sunny, 21C", "Oslo": "snow, -3C"}.get(city, "unknown")


@tool
def add(a: int, b: int) -> int:
    """Adds two integers.

    Args:
        a: first
        b: second
    """
    return a + b


def test_code_agent_multi_step_end_to_end():
    model = ScriptedModel([
        "Thought: look it up.\n<code>\nw = get_weather('Paris')\nprint('weather:', w)\n</code>",
        "Thought: compute.\n<code>\ntotal = add(40, 2)\nprint(total, w.split(',')[0])\n</code>",
        "Thought: a mistake.\n<code>\nprint('before');\n[1, 2][5]\n</code>",
        "Thought: done.\n<code>\nfinal_answer(f'{w} / {total}')\n</code>",
    ])
    executor = PyevalExecutor()
    agent = CodeAgent(tools=[get_weather, add], model=model, executor=executor, max_steps=6,
                      verbosity_level=LogLevel.OFF)
    answer = agent.run("What is the weather in Paris, and 40+2?")
    assert answer == "sunny, 21C / 42"
    seen = _text(model.seen[-1])
    assert "weather: sunny, 21C" in seen          # step 1's logs
    assert "42 sunny" in seen                      # state kept between steps
    assert "IndexError: list index out of range" in seen  # error became an observation
    assert "before" in seen                        # stdout printed before the error
    assert "Traceback (most recent call last)" in seen
    agent.cleanup()


def test_executor_codeoutput_and_truncation():
    ex = PyevalExecutor(max_print_outputs_length=40)
    ex.send_variables({"n": 3})
    ex.send_tools({})
    out = ex("for i in range(n * 20):\n    print(i)\nn * 2")
    assert out.output == 6 and out.is_final_answer is False
    assert "This content has been truncated to stay below 40 characters" in out.logs
    out = ex("n + 1")
    assert out.output == 4 and out.logs == ""


def test_executor_final_answer_is_final_and_uncatchable():
    from smolagents.default_tools import FinalAnswerTool

    ex = PyevalExecutor()
    ex.send_tools({"final_answer": FinalAnswerTool()})
    out = ex("try:\n    final_answer({'a': [1, 2]})\nexcept BaseException:\n    print('caught')\n")
    assert out.is_final_answer is True
    assert out.output == {"a": [1, 2]}
    assert "caught" not in out.logs


def test_executor_error_shape():
    ex = PyevalExecutor()
    ex.send_tools({})
    with pytest.raises(InterpreterError) as info:
        ex("x = 1\ny = x + 'a'\n")
    text = str(info.value)
    assert text.startswith("Code execution failed at line 'y = x + 'a'' due to: TypeError:")
    assert "Traceback (most recent call last)" in text
    with pytest.raises(InterpreterError, match="Import of subprocess is not allowed"):
        ex("import subprocess")
    with pytest.raises(InterpreterError, match="Code parsing failed on line 1 due to: SyntaxError"):
        ex("x = (")


def test_evaluate_python_code_state_round_trip():
    state = {"x": 5, "data": [1, 2]}
    value, final = evaluate_python_code(
        "y = x * 2\ndata.append(y)\nprint('hi', y)\ny + 1", state=state
    )
    assert (value, final) == (11, False)
    assert state["y"] == 10 and state["data"] == [1, 2, 10]
    assert str(state["_print_outputs"]) == "hi 10\n"


def test_evaluate_python_code_tools_and_final_answer():
    def double(v):
        return v * 2

    def final_answer(v):
        return v

    value, final = evaluate_python_code(
        "final_answer(double(21))", static_tools={"double": double, "final_answer": final_answer}
    )
    assert (value, final) == (42, True)


def test_evaluate_python_code_errors_are_interpreter_errors():
    with pytest.raises(InterpreterError, match="ZeroDivisionError: division by zero"):
        evaluate_python_code("1 / 0", state={})
    with pytest.raises(InterpreterError, match="Import of os is not allowed"):
        evaluate_python_code("import os", state={})


def test_executor_limits_stop_the_run():
    ex = PyevalExecutor(limits={"ops": 10_000})
    ex.send_tools({})
    with pytest.raises(InterpreterError):
        ex("while True:\n    pass\n")
    # the session survives a limit stop
    assert ex("1 + 1").output == 2


def test_last_value_inside_final_if_and_for_as_smolagents_gives_it():
    assert evaluate_python_code("x = 0\nfor i in range(3):\n    x = i", state={})[0] == 2
    assert evaluate_python_code("if 1 > 2:\n    y = 2\nelse:\n    y = 5", state={})[0] == 5
    code = "for w in ['a', 'b']:\n    w.upper()\n    print(w)"  # print's None is skipped
    state = {}
    assert evaluate_python_code(code, state=state)[0] == "B"
    assert "__pyeval_last__" not in state and "__pyeval_tmp__" not in state
    # tracebacks keep the agent's line numbers
    with pytest.raises(InterpreterError) as info:
        evaluate_python_code("x = 1\nfor i in range(2):\n    x = i / 0", state={})
    # the drop-in's text is smolagents' alone; the traceback rides along
    assert str(info.value).startswith("Code execution failed at line 'for i in range(2):")
    assert str(info.value).endswith("due to: ZeroDivisionError: division by zero")
    assert 'line 3, in <module>' in info.value.traceback


def test_send_tools_again_keeps_the_session():
    ex = PyevalExecutor()
    ex.send_tools({"add": add})
    ex("def twice(v):\n    return 2 * v\nbase = add(1, 2)")
    ex.send_tools({"add": add, "get_weather": get_weather})  # a new agent.run()
    out = ex("twice(base), get_weather('Oslo')")
    assert out.output == (6, "snow, -3C")


def test_timeout_is_smolagents_execution_timeout_error():
    from smolagents.local_python_executor import ExecutionTimeoutError

    with pytest.raises(ExecutionTimeoutError, match="maximum execution time of 1 seconds"):
        evaluate_python_code("while True:\n    pass", state={}, timeout_seconds=1,
                             limits={"ops": None})
