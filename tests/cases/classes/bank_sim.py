class InsufficientFunds(Exception):
    def __init__(self, needed, available):
        super().__init__(f"need {needed}, have {available}")
        self.needed, self.available = needed, available
class Account:
    _next_id = 1
    def __init__(self, owner, balance=0):
        self.owner = owner
        self.balance = balance
        self.id = Account._next_id
        Account._next_id += 1
        self.history = []
    def deposit(self, amt):
        if amt <= 0: raise ValueError("deposit must be positive")
        self.balance += amt
        self.history.append(('dep', amt))
    def withdraw(self, amt):
        if amt > self.balance: raise InsufficientFunds(amt, self.balance)
        self.balance -= amt
        self.history.append(('wd', amt))
    def __repr__(self): return f"Account({self.id}, {self.owner!r}, {self.balance})"
class Savings(Account):
    rate = 0.02
    def add_interest(self):
        self.deposit(round(self.balance * self.rate, 2))
class Bank:
    def __init__(self): self.accounts = {}
    def open(self, cls, owner, bal=0):
        a = cls(owner, bal)
        self.accounts[a.id] = a
        return a
    def transfer(self, src, dst, amt):
        self.accounts[src].withdraw(amt)
        self.accounts[dst].deposit(amt)
    def total(self): return sum(a.balance for a in self.accounts.values())
b = Bank()
a1 = b.open(Account, 'ann', 100)
a2 = b.open(Savings, 'bob', 50)
b.transfer(1, 2, 30)
a2.add_interest()
try:
    b.transfer(1, 2, 500)
except InsufficientFunds as e:
    print('failed:', e, e.needed)
try:
    a1.deposit(-1)
except ValueError as e:
    print('failed:', e)
print(sorted(b.accounts.values(), key=lambda a: -a.balance))
print(round(b.total(), 2), a2.history, isinstance(a2, Account), type(a2).__mro__[1].__name__)
