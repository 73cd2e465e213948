"""Water-jug and sliding-state puzzles: BFS over deep-copied states that hold deques."""
import copy
from collections import deque
from dataclasses import dataclass, field
from typing import Deque, List, Optional, Tuple


@dataclass
class State:
    jugs: List[int]
    history: Deque[str] = field(default_factory=deque)

    def key(self) -> Tuple[int, ...]:
        return tuple(self.jugs)


def moves(state: State, caps: List[int]):
    n = len(caps)
    for i in range(n):
        if state.jugs[i] < caps[i]:
            s = copy.deepcopy(state)
            s.jugs[i] = caps[i]
            s.history.append(f"fill {i}")
            yield s
        if state.jugs[i] > 0:
            s = copy.deepcopy(state)
            s.jugs[i] = 0
            s.history.append(f"empty {i}")
            yield s
        for j in range(n):
            if i != j and state.jugs[i] > 0 and state.jugs[j] < caps[j]:
                s = copy.deepcopy(state)
                amount = min(s.jugs[i], caps[j] - s.jugs[j])
                s.jugs[i] -= amount
                s.jugs[j] += amount
                s.history.append(f"pour {i}->{j}")
                yield s


def solve(caps: List[int], target: int) -> Optional[State]:
    start = State([0] * len(caps))
    seen = {start.key()}
    q = deque([start])
    while q:
        cur = q.popleft()
        if target in cur.jugs:
            return cur
        for nxt in moves(cur, caps):
            if nxt.key() not in seen:
                seen.add(nxt.key())
                q.append(nxt)
    return None


def main() -> None:
    for caps, target in [([3, 5], 4), ([8, 5, 3], 4), ([2, 4], 3), ([7, 11], 6)]:
        result = solve(caps, target)
        if result is None:
            print(f"{caps} -> {target}: impossible")
            continue
        print(f"{caps} -> {target}: {len(result.history)} steps, final {result.jugs}")
        print("   " + ", ".join(result.history))
    base = State([1, 2], deque(["start"]))
    clone = copy.deepcopy(base)
    clone.history.append("more")
    clone.jugs[0] = 9
    print(base, clone, type(clone.history).__name__)
    window = deque([[1], [2]], maxlen=2)
    w2 = copy.deepcopy(window)
    w2[0].append(99)
    w2.append([3])
    print(window, w2, w2.maxlen)


if __name__ == "__main__":
    main()
