"""Starts `python -m pyeval.mcp` and talks to it with the official mcp client
over stdio, as Claude Desktop or any agent would.

Run: python examples/mcp_client.py   -> prints each call and its answer
"""

import asyncio
import sys

from mcp import ClientSession, StdioServerParameters
from mcp.client.stdio import stdio_client

SERVER = StdioServerParameters(command=sys.executable,
                               args=["-m", "pyeval.mcp", "--timeout", "5"])


async def main():
    async with stdio_client(SERVER) as (read, write):
        async with ClientSession(read, write) as session:
            await session.initialize()
            answers = []
            for code in ["import math\nr = 2\nprint('area', round(math.pi * r * r, 3))",
                         "r * 10",          # the session kept r
                         "[1, 2][3]"]:      # errors come back as tracebacks
                result = await session.call_tool("run_python", {"code": code})
                text = result.content[0].text
                answers.append(text)
                print(f">>> {code!r}\n{text}\n")
    assert answers[0] == "area 12.566" and answers[1] == "20", answers
    assert answers[2].endswith("IndexError: list index out of range"), answers[2]


asyncio.run(main())
