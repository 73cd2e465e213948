"""Interval scheduling problems: max non-overlapping, min rooms, merging, free time."""
from typing import List, Tuple, Optional

Interval = Tuple[int, int]


class Meeting:
    __slots__ = ("name", "start", "end")

    def __init__(self, name: str, start: int, end: int) -> None:
        if end <= start:
            raise ValueError(f"meeting {name!r} ends before it starts: {start}-{end}")
        self.name = name
        self.start = start
        self.end = end

    def __repr__(self) -> str:
        return f"Meeting({self.name!r}, {self.start}, {self.end})"

    def __lt__(self, other: "Meeting") -> bool:
        return (self.start, self.end, self.name) < (other.start, other.end, other.name)

    def overlaps(self, other: "Meeting") -> bool:
        return self.start < other.end and other.start < self.end


def fmt_time(minutes: int) -> str:
    h, m = divmod(minutes, 60)
    return f"{h:02d}:{m:02d}"


def max_non_overlapping(meetings: List[Meeting]) -> List[Meeting]:
    chosen: List[Meeting] = []
    last_end = -1
    for m in sorted(meetings, key=lambda m: (m.end, m.start)):
        if m.start >= last_end:
            chosen.append(m)
            last_end = m.end
    return chosen


def min_rooms(meetings: List[Meeting]) -> Tuple[int, List[List[str]]]:
    rooms: List[List[Meeting]] = []
    for m in sorted(meetings):
        best: Optional[int] = None
        for idx, room in enumerate(rooms):
            if room[-1].end <= m.start and (best is None or rooms[best][-1].end < room[-1].end):
                best = idx
        if best is None:
            rooms.append([m])
        else:
            rooms[best].append(m)
    return len(rooms), [[m.name for m in r] for r in rooms]


def merge(intervals: List[Interval]) -> List[Interval]:
    out: List[List[int]] = []
    for s, e in sorted(intervals):
        if out and s <= out[-1][1]:
            out[-1][1] = max(out[-1][1], e)
        else:
            out.append([s, e])
    return [tuple(x) for x in out]


def free_slots(busy: List[Interval], day: Interval, min_len: int) -> List[Interval]:
    free = []
    cur = day[0]
    for s, e in merge(busy):
        if s - cur >= min_len:
            free.append((cur, s))
        cur = max(cur, e)
    if day[1] - cur >= min_len:
        free.append((cur, day[1]))
    return free


def main() -> None:
    raw = [("standup", 540, 555), ("design", 550, 640), ("lunch", 720, 780),
           ("review", 600, 660), ("1on1", 660, 690), ("planning", 630, 750),
           ("retro", 780, 840), ("sync", 545, 560), ("demo", 840, 900)]
    meetings = [Meeting(*r) for r in raw]
    print(sorted(meetings)[:3])
    chosen = max_non_overlapping(meetings)
    print("max set:", ", ".join(f"{m.name}@{fmt_time(m.start)}-{fmt_time(m.end)}" for m in chosen))
    n, assignment = min_rooms(meetings)
    print("rooms:", n)
    for i, names in enumerate(assignment, 1):
        print(f"  room {i}: {' -> '.join(names)}")
    pairs = [(a.name, b.name) for i, a in enumerate(meetings) for b in meetings[i + 1:] if a.overlaps(b)]
    print(len(pairs), pairs[:5])
    busy = [(m.start, m.end) for m in meetings]
    print("merged:", [(fmt_time(s), fmt_time(e)) for s, e in merge(busy)])
    print("free:", free_slots(busy, (480, 1080), 30))
    print(merge([]), merge([(1, 2)]), merge([(5, 6), (1, 10), (2, 3)]))
    try:
        Meeting("bad", 10, 5)
    except ValueError as exc:
        print("error:", exc)
    try:
        meetings[0].room = 3
    except AttributeError as exc:
        print("AttributeError:", exc)


if __name__ == "__main__":
    main()
