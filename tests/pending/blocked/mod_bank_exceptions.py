"""A bank ledger with an exception hierarchy, chaining, notes and ExceptionGroup."""
from dataclasses import dataclass, field
from fractions import Fraction
from typing import Dict, List


class BankError(Exception):
    """Base class for ledger errors."""


class InsufficientFunds(BankError):
    def __init__(self, account: str, needed: Fraction, available: Fraction) -> None:
        super().__init__(f"{account}: needs {needed}, has {available}")
        self.shortfall = needed - available


class UnknownAccount(BankError, KeyError):
    pass


class FrozenAccount(BankError):
    pass


@dataclass
class Ledger:
    balances: Dict[str, Fraction] = field(default_factory=dict)
    frozen: set = field(default_factory=set)
    journal: List[str] = field(default_factory=list)

    def _get(self, name: str) -> Fraction:
        try:
            return self.balances[name]
        except KeyError as e:
            raise UnknownAccount(name) from e

    def transfer(self, src: str, dst: str, amount: str) -> None:
        amt = Fraction(amount)
        if amt <= 0:
            raise ValueError(f"amount must be positive, got {amount}")
        have = self._get(src)
        self._get(dst)
        if src in self.frozen:
            raise FrozenAccount(src)
        if have < amt:
            raise InsufficientFunds(src, amt, have)
        self.balances[src] -= amt
        self.balances[dst] += amt
        self.journal.append(f"{src}->{dst} {amt}")

    def batch(self, ops: List[tuple]) -> int:
        errors = []
        done = 0
        for op in ops:
            try:
                self.transfer(*op)
                done += 1
            except (BankError, ValueError) as e:
                e.add_note(f"while processing {op}")
                errors.append(e)
        if errors:
            raise ExceptionGroup(f"{len(errors)} transfer(s) failed", errors)
        return done


def main() -> None:
    led = Ledger({"alice": Fraction(100), "bob": Fraction(20), "carol": Fraction(0)}, frozen={"carol"})
    led.transfer("alice", "bob", "12.5")
    for args in [("bob", "alice", "100"), ("zed", "bob", "1"), ("carol", "bob", "1/3"), ("alice", "bob", "-5")]:
        try:
            led.transfer(*args)
        except InsufficientFunds as e:
            print("InsufficientFunds:", e, "shortfall", e.shortfall)
        except UnknownAccount as e:
            print("UnknownAccount:", e, isinstance(e, KeyError), type(e.__cause__).__name__)
        except BankError as e:
            print(type(e).__name__, e, BankError.__doc__)
        except ValueError as e:
            print("ValueError:", e)
    try:
        led.batch([("alice", "carol", "1"), ("bob", "alice", "1000"), ("carol", "alice", "1"), ("x", "y", "1")])
    except* InsufficientFunds as eg:
        print("insufficient:", [str(e) for e in eg.exceptions])
    except* BankError as eg:
        for e in eg.exceptions:
            print("bank error:", type(e).__name__, e, e.__notes__)
    print({k: str(v) for k, v in led.balances.items()}, led.journal)
    try:
        led.batch([("alice", "bob", "0")])
    except ExceptionGroup as eg:
        print(eg, eg.exceptions, eg.exceptions[0].__notes__)
        match, rest = eg.split(ValueError)
        print(match is not None, rest)


if __name__ == "__main__":
    main()
