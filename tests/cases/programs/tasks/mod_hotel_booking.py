"""Hotel room booking: dataclasses, enum room types, bisect availability, json export."""
import bisect
import json
from dataclasses import dataclass, field, asdict
from enum import Enum
from typing import Dict, List, Optional, Tuple


class RoomType(str, Enum):
    SINGLE = "single"
    DOUBLE = "double"
    SUITE = "suite"


RATES = {RoomType.SINGLE: 80, RoomType.DOUBLE: 120, RoomType.SUITE: 300}


@dataclass
class Room:
    number: int
    kind: RoomType
    bookings: List[Tuple[int, int, str]] = field(default_factory=list)

    def is_free(self, start: int, end: int) -> bool:
        i = bisect.bisect_left(self.bookings, (start,))
        if i > 0 and self.bookings[i - 1][1] > start:
            return False
        return i == len(self.bookings) or self.bookings[i][0] >= end

    def book(self, start: int, end: int, guest: str) -> None:
        bisect.insort(self.bookings, (start, end, guest))


class BookingError(Exception):
    pass


class Hotel:
    def __init__(self, rooms: List[Room]) -> None:
        self.rooms: Dict[int, Room] = {r.number: r for r in rooms}

    def reserve(self, guest: str, kind: RoomType, start: int, nights: int) -> Tuple[int, int]:
        if nights <= 0:
            raise BookingError(f"{guest}: nights must be positive")
        end = start + nights
        room: Optional[Room] = next((r for r in self.rooms.values() if r.kind is kind and r.is_free(start, end)), None)
        if room is None:
            raise BookingError(f"{guest}: no {kind.value} room free for days {start}-{end}")
        room.book(start, end, guest)
        return room.number, RATES[kind] * nights

    def occupancy(self, day: int) -> float:
        used = sum(any(s <= day < e for s, e, _ in r.bookings) for r in self.rooms.values())
        return used / len(self.rooms)


def main() -> None:
    hotel = Hotel([Room(101, RoomType.SINGLE), Room(102, RoomType.SINGLE), Room(201, RoomType.DOUBLE), Room(301, RoomType.SUITE)])
    requests = [("ann", "single", 1, 3), ("bob", "single", 2, 2), ("cy", "single", 3, 1), ("di", "single", 4, 2),
                ("ed", "suite", 1, 7), ("flo", "suite", 5, 1), ("gus", "double", 0, 0), ("hal", "penthouse", 1, 1)]
    revenue = 0
    for guest, kind, start, nights in requests:
        try:
            room, cost = hotel.reserve(guest, RoomType(kind), start, nights)
            revenue += cost
            print(f"{guest}: room {room}, {nights} night(s), ${cost}")
        except BookingError as e:
            print("BookingError:", e)
        except ValueError as e:
            print("ValueError:", e)
    print("revenue:", revenue)
    print([f"{hotel.occupancy(d):.0%}" for d in range(9)])
    dump = {n: asdict(r) for n, r in hotel.rooms.items()}
    print(json.dumps(dump, sort_keys=True))
    print(RoomType.SUITE == "suite", f"{RoomType.DOUBLE}", RoomType.DOUBLE.upper(), json.dumps([RoomType.SINGLE]))


if __name__ == "__main__":
    main()
