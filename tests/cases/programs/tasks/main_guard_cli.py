"""A small command interpreter written the way scripts usually are."""
import sys
from typing import Callable, Dict, List

Handler = Callable[[List[str]], str]
COMMANDS: Dict[str, Handler] = {}


def command(name: str) -> Callable[[Handler], Handler]:
    def register(fn: Handler) -> Handler:
        COMMANDS[name] = fn
        return fn
    return register


@command("add")
def add(args: List[str]) -> str:
    return str(sum(int(a) for a in args))


@command("rev")
def rev(args: List[str]) -> str:
    return " ".join(reversed(args))


@command("upper")
def upper(args: List[str]) -> str:
    return " ".join(a.upper() for a in args)


@command("help")
def help_cmd(args: List[str]) -> str:
    return "commands: " + ", ".join(sorted(COMMANDS))


def dispatch(line: str) -> str:
    name, *args = line.split()
    handler = COMMANDS.get(name)
    if handler is None:
        return f"unknown command: {name}"
    try:
        return handler(args)
    except ValueError as e:
        return f"error in {name}: {e}"


def main(argv: List[str]) -> int:
    script = ["help", "add 1 2 3", "rev a b c", "upper hello world", "add 1 x", "frob"]
    for line in script:
        print(f"> {line}")
        print(dispatch(line))
    print("argv length:", len(argv), "name:", __name__)
    print(add.__name__, COMMANDS["help"] is help_cmd)
    return 0


if __name__ == "__main__":
    status = main(sys.argv)
    print("exit status", status)
