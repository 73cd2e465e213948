"""Bank accounts with a custom exception hierarchy, chaining, and a final uncaught error."""
from typing import Dict, List, Optional


class BankError(Exception):
    """Base class for bank errors."""


class InsufficientFunds(BankError):
    def __init__(self, account: str, needed: float, available: float) -> None:
        super().__init__(f"account {account!r} needs {needed:.2f}, has {available:.2f}")
        self.account = account
        self.needed = needed
        self.available = available


class AccountFrozen(BankError):
    pass


class TransferFailed(BankError):
    pass


class Account:
    _next_id = 1000

    def __init__(self, owner: str, balance: float = 0.0) -> None:
        self.owner = owner
        self.balance = balance
        self.frozen = False
        self.history: List[tuple] = []
        Account._next_id += 1
        self.number = f"AC{Account._next_id}"

    def deposit(self, amount: float) -> None:
        if amount <= 0:
            raise ValueError(f"deposit must be positive, got {amount}")
        if self.frozen:
            raise AccountFrozen(self.number)
        self.balance += amount
        self.history.append(("dep", amount))

    def withdraw(self, amount: float) -> None:
        if self.frozen:
            raise AccountFrozen(self.number)
        if amount > self.balance:
            raise InsufficientFunds(self.number, amount, self.balance)
        self.balance -= amount
        self.history.append(("wd", amount))

    def __repr__(self) -> str:
        return f"Account({self.owner!r}, balance={self.balance:,.2f})"


class Bank:
    def __init__(self) -> None:
        self.accounts: Dict[str, Account] = {}

    def open(self, owner: str, initial: float = 0.0) -> Account:
        acct = Account(owner, initial)
        self.accounts[acct.number] = acct
        return acct

    def transfer(self, src: str, dst: str, amount: float) -> None:
        a = self.accounts[src]
        b = self.accounts[dst]
        try:
            a.withdraw(amount)
        except BankError as exc:
            raise TransferFailed(f"{src} -> {dst}: {amount}") from exc
        try:
            b.deposit(amount)
        except BankError:
            a.deposit(amount)
            raise

    def find(self, owner: str) -> Optional[Account]:
        for acct in self.accounts.values():
            if acct.owner == owner:
                return acct
        return None


def describe(exc: BaseException) -> str:
    parts = [f"{type(exc).__name__}: {exc}"]
    cause = exc.__cause__ or exc.__context__
    while cause is not None:
        parts.append(f"  caused by {type(cause).__name__}: {cause}")
        cause = cause.__cause__ or cause.__context__
    return "\n".join(parts)


def main() -> None:
    bank = Bank()
    alice = bank.open("alice", 100.0)
    bob = bank.open("bob", 25.5)
    carol = bank.open("carol")
    print(alice, bob, carol, sep="\n")
    bank.transfer(alice.number, bob.number, 40)
    print(alice, bob)
    for src, dst, amt in [(bob.number, carol.number, 1000), (alice.number, carol.number, 10)]:
        try:
            bank.transfer(src, dst, amt)
        except TransferFailed as e:
            print(describe(e))
            print("needed:", e.__cause__.needed, "suppress:", e.__suppress_context__)
    carol.frozen = True
    try:
        bank.transfer(alice.number, carol.number, 5)
    except AccountFrozen as e:
        print("frozen:", e.args, repr(e))
    print(alice.history, carol.history)
    try:
        alice.deposit(-3)
    except ValueError as e:
        print("ValueError", e)
    try:
        bank.transfer("nope", alice.number, 1)
    except KeyError as e:
        print("KeyError", e, e.args)
    print(bank.find("dave"), bank.find("bob"))
    print(isinstance(InsufficientFunds("x", 1, 0), BankError), InsufficientFunds.__mro__[1].__name__)
    bank.transfer(bob.number, alice.number, 500)


if __name__ == "__main__":
    main()
