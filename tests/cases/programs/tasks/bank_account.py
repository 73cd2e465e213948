from typing import List, Optional


class InsufficientFunds(Exception):
    def __init__(self, needed: float, available: float) -> None:
        super().__init__(f"need {needed:.2f}, have {available:.2f}")
        self.needed = needed
        self.available = available


class Account:
    _next_id = 1000

    def __init__(self, owner: str, balance: float = 0.0) -> None:
        self.owner = owner
        self._balance = balance
        self.history: List[str] = []
        self.id = Account._next_id
        Account._next_id += 1

    @property
    def balance(self) -> float:
        return self._balance

    def deposit(self, amount: float) -> None:
        if amount <= 0:
            raise ValueError("deposit must be positive")
        self._balance += amount
        self.history.append(f"+{amount:.2f}")

    def withdraw(self, amount: float) -> None:
        if amount > self._balance:
            raise InsufficientFunds(amount, self._balance)
        self._balance -= amount
        self.history.append(f"-{amount:.2f}")

    def __repr__(self) -> str:
        return f"Account({self.owner!r}, {self._balance:.2f})"


class SavingsAccount(Account):
    def __init__(self, owner: str, balance: float = 0.0, rate: float = 0.02) -> None:
        super().__init__(owner, balance)
        self.rate = rate

    def add_interest(self) -> float:
        interest = round(self._balance * self.rate, 2)
        self.deposit(interest)
        return interest


class Bank:
    def __init__(self) -> None:
        self.accounts: dict = {}

    def open(self, acct: Account) -> Account:
        self.accounts[acct.id] = acct
        return acct

    def transfer(self, src: int, dst: int, amount: float) -> bool:
        a: Optional[Account] = self.accounts.get(src)
        b: Optional[Account] = self.accounts.get(dst)
        if a is None or b is None:
            print("unknown account", src if a is None else dst)
            return False
        try:
            a.withdraw(amount)
        except InsufficientFunds as e:
            print("transfer failed:", e)
            return False
        b.deposit(amount)
        return True

    def total(self) -> float:
        return sum(a.balance for a in self.accounts.values())


bank = Bank()
alice = bank.open(Account("alice", 100))
bob = bank.open(SavingsAccount("bob", 250.5, rate=0.05))
print(alice, bob, alice.id, bob.id)
print(bank.transfer(alice.id, bob.id, 30))
print(bank.transfer(alice.id, bob.id, 300))
print(bank.transfer(alice.id, 9999, 1))
print("interest", bob.add_interest())
try:
    alice.deposit(-5)
except ValueError as e:
    print("error:", e)
try:
    alice.balance = 5
except AttributeError as e:
    print("AttributeError:", e)
print(alice.history, bob.history)
print(f"total {bank.total():.2f}")
for acct in sorted(bank.accounts.values(), key=lambda a: a.balance):
    print(type(acct).__name__, acct)
