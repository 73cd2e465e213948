"""An order-processing state machine built on enum."""
from enum import Enum, IntEnum, auto, Flag, unique
from typing import Dict, List, Set


@unique
class State(Enum):
    NEW = auto()
    PAID = auto()
    SHIPPED = auto()
    DELIVERED = auto()
    CANCELLED = auto()

    def __str__(self) -> str:
        return self.name.lower()


class Priority(IntEnum):
    LOW = 1
    NORMAL = 2
    HIGH = 3


class Perm(Flag):
    READ = auto()
    WRITE = auto()
    ADMIN = auto()


TRANSITIONS: Dict[State, Set[State]] = {
    State.NEW: {State.PAID, State.CANCELLED},
    State.PAID: {State.SHIPPED, State.CANCELLED},
    State.SHIPPED: {State.DELIVERED},
    State.DELIVERED: set(),
    State.CANCELLED: set(),
}


class InvalidTransition(Exception):
    pass


class Order:
    def __init__(self, oid: int, priority: Priority = Priority.NORMAL) -> None:
        self.oid = oid
        self.state = State.NEW
        self.priority = priority
        self.history: List[State] = [self.state]

    def advance(self, target: State) -> None:
        if target not in TRANSITIONS[self.state]:
            raise InvalidTransition(f"order {self.oid}: {self.state} -> {target} not allowed")
        self.state = target
        self.history.append(target)


def main() -> None:
    orders = [Order(1), Order(2, Priority.HIGH), Order(3, Priority.LOW)]
    script = [(1, "PAID"), (1, "SHIPPED"), (2, "SHIPPED"), (2, "CANCELLED"), (3, "PAID"),
              (1, "DELIVERED"), (3, "NEW"), (1, "CANCELLED")]
    by_id = {o.oid: o for o in orders}
    for oid, name in script:
        try:
            by_id[oid].advance(State[name])
            print(f"order {oid} now {by_id[oid].state}")
        except InvalidTransition as e:
            print("rejected:", e)
    for o in sorted(orders, key=lambda o: o.priority, reverse=True):
        print(o.oid, o.priority.name, int(o.priority), " > ".join(map(str, o.history)))
    print(repr(State.PAID), State(3), list(State)[-1].value, len(State))
    print(Priority.HIGH > Priority.LOW, Priority(2), Priority.HIGH + 1)
    try:
        State(99)
    except ValueError as e:
        print("ValueError:", e)
    try:
        State["LOST"]
    except KeyError as e:
        print("KeyError:", e)
    p = Perm.READ | Perm.WRITE
    print(p, Perm.ADMIN in p, Perm.READ in p, bool(p & Perm.ADMIN), repr(~p))
    print([m.name for m in Perm], Perm(3))
    print({s.name: s.value for s in State})


if __name__ == "__main__":
    main()
