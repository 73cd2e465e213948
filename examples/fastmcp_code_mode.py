"""FastMCP code mode with pyeval as the sandbox, called through FastMCP's
in-memory client (offline).

Run: python examples/fastmcp_code_mode.py   -> prints "execute ->" and the result
"""

import asyncio

from fastmcp import Client, FastMCP
from fastmcp.experimental.transforms.code_mode import CodeMode

from pyeval.integrations.fastmcp import PyevalSandboxProvider

mcp = FastMCP("inventory")


@mcp.tool
def stock(item: str) -> int:
    """Units of an item in stock."""
    return {"bolt": 120, "nut": 80}[item]


mcp.add_transform(CodeMode(sandbox_provider=PyevalSandboxProvider(limits={"timeout": 10})))

CODE = """
counts = {}
for item in ["bolt", "nut"]:
    counts[item] = (await call_tool("stock", {"item": item}))["result"]
return {"total": sum(counts.values()), "counts": counts}
"""


async def main():
    async with Client(mcp) as client:
        tools = [t.name for t in await client.list_tools()]
        print("tools:", tools)
        result = await client.call_tool("execute", {"code": CODE})
        print("execute ->", result.content[0].text)
        assert '"total":200' in result.content[0].text.replace(" ", ""), result


asyncio.run(main())
