from typing import List, Tuple


class Request:
    def __init__(self, time: int, src: int, dst: int) -> None:
        self.time = time
        self.src = src
        self.dst = dst
        self.picked: int = -1
        self.done: int = -1


class Elevator:
    def __init__(self, floors: int) -> None:
        self.floor = 0
        self.direction = 0
        self.floors = floors
        self.riders: List[Request] = []
        self.log: List[str] = []

    def targets(self, waiting: List[Request]) -> List[int]:
        return [r.dst for r in self.riders] + [r.src for r in waiting]

    def step(self, t: int, waiting: List[Request], finished: List[Request]) -> None:
        for r in self.riders[:]:
            if r.dst == self.floor:
                r.done = t
                self.riders.remove(r)
                finished.append(r)
                self.log.append(f"t={t} drop {r.src}->{r.dst} at {self.floor}")
        for r in waiting[:]:
            if r.src == self.floor:
                r.picked = t
                waiting.remove(r)
                self.riders.append(r)
                self.log.append(f"t={t} pick {r.src}->{r.dst}")
        targets = self.targets(waiting)
        if not targets:
            self.direction = 0
            return
        if self.direction == 0:
            nearest = min(targets, key=lambda f: (abs(f - self.floor), f))
            self.direction = 1 if nearest > self.floor else -1 if nearest < self.floor else 0
        ahead = [f for f in targets if (f - self.floor) * self.direction > 0]
        if not ahead:
            self.direction = -self.direction
        self.floor += self.direction


requests = [Request(0, 0, 5), Request(1, 3, 1), Request(2, 6, 0), Request(4, 2, 7),
            Request(5, 7, 2), Request(9, 1, 4), Request(12, 5, 5 - 5)]
pending = sorted(requests, key=lambda r: r.time)
waiting: List[Request] = []
finished: List[Request] = []
el = Elevator(8)
t = 0
trace: List[Tuple[int, int]] = []
while (pending or waiting or el.riders) and t < 200:
    while pending and pending[0].time <= t:
        waiting.append(pending.pop(0))
    el.step(t, waiting, finished)
    trace.append((t, el.floor))
    t += 1
print("\n".join(el.log))
print("finished at", t, "floors:", "".join(str(f) for _, f in trace))
for r in sorted(finished, key=lambda r: r.time):
    print(f"{r.src}->{r.dst}: wait {r.picked - r.time}, ride {r.done - r.picked}")
avg = sum(r.done - r.time for r in finished) / len(finished)
print(f"average trip {avg:.3f}")
