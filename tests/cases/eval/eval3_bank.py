class InsufficientFunds(Exception):
    def __init__(self, needed, available):
        super().__init__(f"need {needed}, have {available}")
        self.needed = needed
        self.available = available

class Account:
    interest = 0.02
    _count = 0

    def __init__(self, owner, balance=0):
        self.owner = owner
        self._balance = balance
        Account._count += 1
        self.history = []

    @property
    def balance(self):
        return self._balance

    def deposit(self, amount):
        if amount <= 0:
            raise ValueError("deposit must be positive")
        self._balance += amount
        self.history.append(("deposit", amount))
        return self

    def withdraw(self, amount):
        if amount > self._balance:
            raise InsufficientFunds(amount, self._balance)
        self._balance -= amount
        self.history.append(("withdraw", amount))
        return self

    @classmethod
    def count(cls):
        return cls._count

    def __repr__(self):
        return f"Account({self.owner!r}, {self._balance})"

    def __lt__(self, other):
        return self._balance < other._balance

class Savings(Account):
    interest = 0.05
    def add_interest(self):
        self.deposit(round(self._balance * self.interest, 2))

accts = [Account("ann", 100), Savings("bob", 200), Account("cy")]
accts[0].deposit(50).withdraw(30)
accts[1].add_interest()
try:
    accts[2].withdraw(10)
except InsufficientFunds as e:
    print("error:", e, e.needed, e.available)
try:
    accts[2].deposit(-1)
except ValueError as e:
    print("error:", e)
print(sorted(accts), max(accts), Account.count(), accts[1].history)
print([a.balance for a in accts], isinstance(accts[1], Account), Savings.interest, Account.interest)
try:
    accts[0].balance = 5
except AttributeError as e:
    print("AE:", e)
