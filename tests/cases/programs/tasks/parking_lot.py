from typing import Dict, List, Optional


class Vehicle:
    size = 1
    rate = 2.0

    def __init__(self, plate: str) -> None:
        self.plate = plate

    def __repr__(self) -> str:
        return f"{type(self).__name__}({self.plate})"


class Motorcycle(Vehicle):
    size = 1
    rate = 1.0


class Car(Vehicle):
    size = 2


class Bus(Vehicle):
    size = 4
    rate = 6.5


class ParkingLot:
    def __init__(self, spots: int) -> None:
        self.spots: List[Optional[str]] = [None] * spots
        self.parked: Dict[str, tuple] = {}
        self.revenue = 0.0

    def _find_run(self, size: int) -> int:
        run = 0
        for i, s in enumerate(self.spots):
            run = run + 1 if s is None else 0
            if run == size:
                return i - size + 1
        return -1

    def park(self, v: Vehicle, hour: int) -> bool:
        if v.plate in self.parked:
            raise ValueError(f"{v.plate} already parked")
        start = self._find_run(v.size)
        if start < 0:
            return False
        for i in range(start, start + v.size):
            self.spots[i] = v.plate
        self.parked[v.plate] = (v, start, hour)
        return True

    def leave(self, plate: str, hour: int) -> float:
        v, start, arrived = self.parked.pop(plate)
        for i in range(start, start + v.size):
            self.spots[i] = None
        hours = max(1, hour - arrived)
        fee = round(hours * v.rate * (0.8 if hours > 5 else 1.0), 2)
        self.revenue += fee
        return fee

    def layout(self) -> str:
        return "".join("." if s is None else s[0] for s in self.spots)


lot = ParkingLot(10)
events = [("park", Car("C1"), 0), ("park", Bus("B1"), 1), ("park", Motorcycle("M1"), 1),
          ("park", Car("C2"), 2), ("park", Bus("B2"), 2), ("leave", "B1", 4),
          ("park", Bus("B2"), 4), ("park", Car("C3"), 5), ("leave", "C1", 9),
          ("leave", "M1", 3), ("park", Car("C1"), 10), ("leave", "B2", 12)]
for kind, arg, hour in events:
    if kind == "park":
        ok = lot.park(arg, hour)
        print(f"h{hour:>2} park {arg!r:<18} {'ok ' if ok else 'FULL'} {lot.layout()}")
    else:
        fee = lot.leave(arg, hour)
        print(f"h{hour:>2} leave {arg:<17} fee {fee:>5.2f} {lot.layout()}")
try:
    lot.park(Car("C1"), 13)
except ValueError as e:
    print("ValueError:", e)
print(f"revenue {lot.revenue:.2f}", sorted(lot.parked))
