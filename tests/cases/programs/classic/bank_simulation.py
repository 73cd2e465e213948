# Bank simulation with account classes, transactions, audit and rollback.
class TransactionError(Exception):
    pass


class Account:
    def __init__(self, number, owner, balance=0):
        self.number = number
        self.owner = owner
        self.balance = balance
        self.frozen = False

    def apply(self, delta):
        if self.frozen:
            raise TransactionError(f"account {self.number} is frozen")
        if self.balance + delta < self.overdraft_limit():
            raise TransactionError(f"account {self.number}: insufficient funds")
        self.balance += delta

    def overdraft_limit(self):
        return 0

    def month_end(self):
        return 0


class Checking(Account):
    FEE = 5

    def overdraft_limit(self):
        return -100

    def month_end(self):
        fee = self.FEE if self.balance < 1000 else 0
        self.balance -= fee
        return -fee


class Savings(Account):
    RATE_BP = 125  # basis points per month

    def month_end(self):
        interest = self.balance * self.RATE_BP // 10000
        self.balance += interest
        return interest


class Transaction:
    def __init__(self, tid, legs, memo):
        self.tid = tid
        self.legs = legs
        self.memo = memo

    def __repr__(self):
        return f"T{self.tid}({self.memo})"


class Bank:
    def __init__(self):
        self.accounts = {}
        self.journal = []
        self.failed = []
        self.next_tid = 1

    def open(self, cls, owner, balance):
        number = 1000 + len(self.accounts)
        self.accounts[number] = cls(number, owner, balance)
        return number

    def execute(self, legs, memo):
        if sum(d for _, d in legs) != 0 and memo != "deposit":
            raise TransactionError("unbalanced transaction")
        done = []
        tx = Transaction(self.next_tid, legs, memo)
        self.next_tid += 1
        try:
            for number, delta in legs:
                self.accounts[number].apply(delta)
                done.append((number, delta))
        except (TransactionError, KeyError) as e:
            for number, delta in reversed(done):
                self.accounts[number].balance -= delta
            self.failed.append((tx, str(e)))
            return False
        self.journal.append(tx)
        return True

    def transfer(self, src, dst, amount):
        return self.execute([(src, -amount), (dst, amount)], f"{src}->{dst} {amount}")

    def month_end(self):
        return {n: a.month_end() for n, a in self.accounts.items()}

    def total(self):
        return sum(a.balance for a in self.accounts.values())


bank = Bank()
a = bank.open(Checking, "ann", 500)
b = bank.open(Savings, "bob", 10000)
c = bank.open(Checking, "cat", 50)
d = bank.open(Savings, "dan", 0)
seed = 12345
for step in range(60):
    seed = (seed * 1103515245 + 12345) & 0x7FFFFFFF
    src = 1000 + seed % 4
    dst = 1000 + (seed >> 8) % 4
    amount = (seed >> 16) % 700
    if src != dst:
        bank.transfer(src, dst, amount)
    if step % 20 == 19:
        print("month end", step // 20, bank.month_end())
bank.accounts[c].frozen = True
print(bank.transfer(c, a, 1), bank.transfer(a, 9999, 5))
try:
    bank.execute([(a, -5), (b, 4)], "bad")
except TransactionError as e:
    print("TransactionError:", e)
print(len(bank.journal), "ok,", len(bank.failed), "failed")
for tx, why in bank.failed[:5]:
    print(" ", tx, why)
for n, acct in bank.accounts.items():
    print(n, acct.owner, type(acct).__name__, acct.balance)
print("total", bank.total())
