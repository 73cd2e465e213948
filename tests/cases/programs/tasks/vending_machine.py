from typing import Dict, List, Tuple


class VendingError(Exception):
    pass


class VendingMachine:
    COINS = (200, 100, 50, 20, 10, 5)

    def __init__(self) -> None:
        self.stock: Dict[str, Tuple[int, int]] = {}
        self.credit = 0
        self.state = "idle"
        self.bank: Dict[int, int] = {c: 5 for c in self.COINS}
        self.log: List[str] = []

    def load(self, code: str, price: int, qty: int) -> None:
        self.stock[code] = (price, qty)

    def insert(self, coin: int) -> None:
        if coin not in self.COINS:
            raise VendingError(f"rejected coin {coin}")
        self.credit += coin
        self.bank[coin] += 1
        self.state = "has_credit"
        self.log.append(f"insert {coin} -> credit {self.credit}")

    def _change(self, amount: int) -> List[int]:
        out = []
        for c in self.COINS:
            while amount >= c and self.bank[c] > 0:
                amount -= c
                self.bank[c] -= 1
                out.append(c)
        if amount:
            for c in out:
                self.bank[c] += 1
            raise VendingError("cannot make change")
        return out

    def select(self, code: str) -> Tuple[str, List[int]]:
        if self.state != "has_credit":
            raise VendingError("insert coins first")
        if code not in self.stock:
            raise VendingError(f"unknown item {code}")
        price, qty = self.stock[code]
        if qty == 0:
            raise VendingError(f"{code} sold out")
        if self.credit < price:
            raise VendingError(f"need {price - self.credit} more")
        change = self._change(self.credit - price)
        self.stock[code] = (price, qty - 1)
        self.credit = 0
        self.state = "idle"
        self.log.append(f"vend {code} change {change}")
        return code, change

    def refund(self) -> List[int]:
        change = self._change(self.credit)
        self.credit = 0
        self.state = "idle"
        return change


vm = VendingMachine()
vm.load("A1", 65, 2)
vm.load("B2", 120, 1)
vm.load("C3", 35, 0)
script = [("select", "A1"), ("insert", 50), ("select", "A1"), ("insert", 20), ("select", "A1"),
          ("insert", 3), ("insert", 200), ("select", "C3"), ("select", "Z9"), ("select", "B2"),
          ("insert", 100), ("refund", None), ("insert", 100), ("select", "A1"), ("insert", 100),
          ("select", "A1")]
for action, arg in script:
    try:
        if action == "insert":
            vm.insert(arg)
            print("credit", vm.credit)
        elif action == "select":
            print("got", vm.select(arg))
        else:
            print("refund", vm.refund())
    except VendingError as e:
        print("error:", e)
print(vm.stock)
print(sorted(vm.bank.items()))
print(len(vm.log), vm.log[-1])
