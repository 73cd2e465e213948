from typing import List, Optional


class LCG:
    """Deterministic pseudo-random numbers (the random module is not used)."""

    def __init__(self, seed: int) -> None:
        self.state = seed

    def next(self) -> int:
        self.state = (self.state * 1103515245 + 12345) % 2 ** 31
        return self.state

    def randint(self, a: int, b: int) -> int:
        return a + self.next() % (b - a + 1)


class Customer:
    def __init__(self, cid: int, arrival: int, service: int) -> None:
        self.cid = cid
        self.arrival = arrival
        self.service = service
        self.start: Optional[int] = None


class Teller:
    def __init__(self, name: str) -> None:
        self.name = name
        self.busy_until = 0
        self.served = 0
        self.busy_time = 0


def simulate(n_tellers: int, customers: List[Customer]) -> None:
    tellers = [Teller(f"T{i}") for i in range(n_tellers)]
    queue: List[Customer] = []
    pending = customers[:]
    t = 0
    max_queue = 0
    while pending or queue:
        while pending and pending[0].arrival <= t:
            queue.append(pending.pop(0))
        max_queue = max(max_queue, len(queue))
        for tel in tellers:
            if tel.busy_until <= t and queue:
                c = queue.pop(0)
                c.start = t
                tel.busy_until = t + c.service
                tel.served += 1
                tel.busy_time += c.service
        t += 1
    end = max(tel.busy_until for tel in tellers)
    waits = [c.start - c.arrival for c in customers]
    print(f"tellers={n_tellers} end={end} avg_wait={sum(waits) / len(waits):.2f} "
          f"max_wait={max(waits)} max_queue={max_queue}")
    for tel in tellers:
        print(f"  {tel.name}: served {tel.served:>2}, utilisation {tel.busy_time / end:6.1%}")


rng = LCG(2024)
arrival = 0
customers = []
for i in range(40):
    arrival += rng.randint(0, 4)
    customers.append(Customer(i, arrival, rng.randint(2, 9)))
print([(c.arrival, c.service) for c in customers[:10]])
for k in (1, 2, 3):
    for c in customers:
        c.start = None
    simulate(k, customers)
