"""A plugin registry using __init_subclass__, class decorators, abc and types."""
import abc
import types
from typing import Callable, ClassVar, Dict, List, Type


class Plugin(abc.ABC):
    registry: ClassVar[Dict[str, Type["Plugin"]]] = {}
    name: ClassVar[str] = "base"
    priority: ClassVar[int] = 0

    def __init_subclass__(cls, /, name: str = "", priority: int = 0, **kw) -> None:
        super().__init_subclass__(**kw)
        if not name:
            raise TypeError(f"{cls.__name__} needs a plugin name")
        if name in Plugin.registry:
            raise ValueError(f"duplicate plugin name {name!r}")
        cls.name, cls.priority = name, priority
        Plugin.registry[name] = cls

    @abc.abstractmethod
    def run(self, text: str) -> str:
        raise NotImplementedError

    @classmethod
    def pipeline(cls, names: List[str]) -> Callable[[str], str]:
        plugins = sorted((cls.registry[n]() for n in names), key=lambda p: -p.priority)

        def apply(text: str) -> str:
            for p in plugins:
                text = p.run(text)
            return text
        return apply


class Upper(Plugin, name="upper", priority=1):
    def run(self, text: str) -> str:
        return text.upper()


class Strip(Plugin, name="strip", priority=10):
    def run(self, text: str) -> str:
        return text.strip()


class Reverse(Plugin, name="reverse"):
    def run(self, text: str) -> str:
        return text[::-1]


def exclaim(cls):
    original = cls.run

    def run(self, text: str) -> str:
        return original(self, text) + "!"
    cls.run = run
    return cls


@exclaim
class Shout(Upper.__base__, name="shout", priority=-5):
    def run(self, text: str) -> str:
        return text.replace(" ", "_")


def main() -> None:
    print(sorted(Plugin.registry), [(n, c.priority) for n, c in sorted(Plugin.registry.items())])
    pipe = Plugin.pipeline(["reverse", "upper", "strip", "shout"])
    print(repr(pipe("  hello plugin world  ")))
    for bad in [dict(name="upper"), dict()]:
        try:
            types.new_class("Dup", (Plugin,), bad)
        except (TypeError, ValueError) as e:
            print(type(e).__name__, e)
    try:
        Plugin()
    except TypeError as e:
        print("TypeError:", e)
    Dyn = types.new_class("Dyn", (Plugin,), {"name": "dyn"}, lambda ns: ns.update(run=lambda self, t: t * 2))
    print(Dyn().run("ab"), Dyn.name, Plugin.registry["dyn"] is Dyn, Dyn.__mro__[1].__name__)
    print(isinstance(Shout(), Plugin), Shout.__qualname__, Shout.run.__name__)
    print(Plugin.pipeline([])("unchanged"))
    try:
        Plugin.pipeline(["missing"])
    except KeyError as e:
        print("KeyError:", e)


if __name__ == "__main__":
    main()
