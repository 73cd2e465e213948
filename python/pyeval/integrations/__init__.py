"""Drop-in adapters that put pyeval under agent frameworks.

Each submodule imports its framework lazily (only when imported itself), so
``import pyeval`` never needs smolagents, LangChain or FastMCP installed:

- ``pyeval.integrations.smolagents``: ``PyevalExecutor`` and
  ``evaluate_python_code`` (smolagents' local executor, switched by one import);
- ``pyeval.integrations.langchain``: ``PyevalTool`` (a langchain_core BaseTool);
- ``pyeval.integrations.fastmcp``: ``PyevalSandboxProvider`` (FastMCP code mode).

The MCP server is ``python -m pyeval.mcp``. docs/integrations.md maps each
framework's interface onto pyeval's.
"""
