"""Event-driven state machine using match statements with class, mapping, sequence and or-patterns."""
from typing import Any, Dict, List, Optional, Tuple


class Event:
    __match_args__ = ("kind",)

    def __init__(self, kind: str) -> None:
        self.kind = kind

    def __repr__(self) -> str:
        return f"{type(self).__name__}({self.kind!r})"


class Coin(Event):
    __match_args__ = ("kind", "cents")

    def __init__(self, cents: int) -> None:
        super().__init__("coin")
        self.cents = cents


class Select(Event):
    __match_args__ = ("kind", "item")

    def __init__(self, item: str) -> None:
        super().__init__("select")
        self.item = item


class Point:
    __match_args__ = ("x", "y")

    def __init__(self, x: int, y: int) -> None:
        self.x, self.y = x, y


PRICES = {"cola": 125, "chips": 75, "gum": 35}


class Machine:
    def __init__(self) -> None:
        self.state = "idle"
        self.credit = 0
        self.sold: List[str] = []

    def handle(self, ev: Any) -> str:
        match (self.state, ev):
            case (_, Event("reset")):
                refund, self.credit, self.state = self.credit, 0, "idle"
                return f"reset, refund {refund}"
            case ("idle" | "paying", Coin(_, cents)) if cents in (5, 10, 25, 100):
                self.credit += cents
                self.state = "paying"
                return f"credit {self.credit}"
            case (_, Coin(_, cents)):
                return f"rejected coin {cents}"
            case ("paying", Select(_, item)) if item not in PRICES:
                return f"unknown item {item!r}"
            case ("paying", Select(_, item)) if self.credit >= PRICES[item]:
                self.credit -= PRICES[item]
                self.sold.append(item)
                self.state = "paying" if self.credit else "idle"
                return f"vend {item}, change due {self.credit}"
            case ("paying", Select(_, item)):
                return f"need {PRICES[item] - self.credit} more for {item}"
            case ("idle", Select()):
                return "insert coins first"
            case _:
                return f"ignored {ev!r} in {self.state}"


def classify(obj: Any) -> str:
    match obj:
        case None:
            return "none"
        case True | False as b:
            return f"bool {b}"
        case int(n) if n < 0:
            return f"negative int {n}"
        case int() | float() as num:
            return f"number {num}"
        case str() as s if not s:
            return "empty string"
        case str(s):
            return f"string of {len(s)}"
        case []:
            return "empty list"
        case [x]:
            return f"singleton {x!r}"
        case [int() as first, *rest] if all(isinstance(r, int) for r in rest):
            return f"int list starting {first}, {len(rest)} more"
        case (a, b):
            return f"pair {a!r}, {b!r}"
        case {"type": "user", "name": str(name), **extra}:
            return f"user {name} with {sorted(extra)}"
        case {"type": t}:
            return f"typed {t}"
        case Point(0, 0):
            return "origin"
        case Point(x, 0) | Point(0, x):
            return f"on axis at {x}"
        case Point(x=x, y=y) if x == y:
            return f"diagonal {x}"
        case Point():
            return "point"
        case _:
            return f"other {type(obj).__name__}"


def main() -> None:
    m = Machine()
    events = [Select("cola"), Coin(25), Coin(3), Coin(100), Select("tea"), Select("cola"),
              Coin(10), Select("chips"), Coin(100), Select("chips"), Event("reset"), Event("noise"), 42]
    for ev in events:
        print(f"{m.state:>7} {ev!r:<18} -> {m.handle(ev)}")
    print(m.sold, m.credit)
    samples = [None, True, -5, 7, 2.5, "", "abc", [], [9], [1, 2, 3], [1, "x"], ("a", 1), (1, 2, 3),
               {"type": "user", "name": "ann", "age": 3, "id": 1}, {"type": "admin"}, {"name": "x"},
               Point(0, 0), Point(3, 0), Point(0, -2), Point(4, 4), Point(1, 2), 3j]
    for s in samples:
        print(f"{s!r:<48} {classify(s)}" if not isinstance(s, Point) else f"Point({s.x}, {s.y}){'':<34} {classify(s)}")
    cmds = ["go north", "take lamp", "drop", "look", "go", "quit now", "inventory"]
    for cmd in cmds:
        match cmd.split():
            case ["go", ("north" | "south" | "east" | "west") as direction]:
                print("moving", direction)
            case ["go"]:
                print("go where?")
            case ["take" | "drop" as verb, *objs] if objs:
                print(verb, "->", objs)
            case [verb] if verb in ("look", "inventory"):
                print("single verb", verb)
            case [verb, *_]:
                print("unknown command", verb)


if __name__ == "__main__":
    main()
