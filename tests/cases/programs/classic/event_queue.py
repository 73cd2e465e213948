# Discrete-event simulation with an event queue kept as a sorted list (no heapq).
class Event:
    _seq = 0

    def __init__(self, time, kind, payload=None):
        self.time = time
        self.kind = kind
        self.payload = payload
        Event._seq += 1
        self.seq = Event._seq

    def __lt__(self, other):
        return (self.time, self.seq) < (other.time, other.seq)

    def __repr__(self):
        return f"Event({self.time}, {self.kind}, {self.payload})"


class EventQueue:
    def __init__(self):
        self.items = []

    def push(self, ev):
        lo, hi = 0, len(self.items)
        while lo < hi:
            mid = (lo + hi) // 2
            if self.items[mid] < ev:
                lo = mid + 1
            else:
                hi = mid
        self.items.insert(lo, ev)

    def pop(self):
        return self.items.pop(0)

    def __len__(self):
        return len(self.items)


class Simulation:
    def __init__(self):
        self.queue = EventQueue()
        self.now = 0
        self.handlers = {}
        self.log = []
        self.stats = {}

    def on(self, kind):
        def deco(fn):
            self.handlers[kind] = fn
            return fn
        return deco

    def schedule(self, delay, kind, payload=None):
        self.queue.push(Event(self.now + delay, kind, payload))

    def run(self, until):
        while self.queue and self.queue.items[0].time <= until:
            ev = self.queue.pop()
            self.now = ev.time
            self.stats[ev.kind] = self.stats.get(ev.kind, 0) + 1
            self.handlers[ev.kind](ev)


sim = Simulation()
state = {"queue": [], "busy": False, "served": 0, "wait_total": 0, "seed": 7}


def rnd(lo, hi):
    state["seed"] = (state["seed"] * 16807) % 2147483647
    return lo + state["seed"] % (hi - lo + 1)


@sim.on("arrive")
def arrive(ev):
    state["queue"].append((ev.payload, sim.now))
    if not state["busy"]:
        sim.schedule(0, "start")
    if ev.payload < 30:
        sim.schedule(rnd(1, 6), "arrive", ev.payload + 1)


@sim.on("start")
def start(ev):
    if state["busy"] or not state["queue"]:
        return
    cid, arrived = state["queue"].pop(0)
    state["busy"] = True
    state["wait_total"] += sim.now - arrived
    sim.schedule(rnd(2, 7), "finish", cid)


@sim.on("finish")
def finish(ev):
    state["busy"] = False
    state["served"] += 1
    if ev.payload % 10 == 0:
        sim.log.append(f"t={sim.now}: customer {ev.payload} done, queue={len(state['queue'])}")
    sim.schedule(0, "start")


@sim.on("tick")
def tick(ev):
    sim.log.append(f"t={sim.now}: tick queue={len(state['queue'])} busy={state['busy']}")
    sim.schedule(25, "tick")


sim.schedule(0, "arrive", 0)
sim.schedule(0, "tick")
sim.run(until=200)
print("\n".join(sim.log))
print("served", state["served"], "avg wait", round(state["wait_total"] / max(1, state["served"]), 3))
print(sorted(sim.stats.items()), "pending", len(sim.queue), sim.queue.items[:2])
