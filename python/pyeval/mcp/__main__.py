"""``python -m pyeval.mcp``: serve run_python over stdio."""

from .server import main

if __name__ == "__main__":
    raise SystemExit(main())
