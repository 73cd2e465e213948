from typing import Dict, List, Optional, Set


class LibraryError(Exception):
    pass


class Book:
    def __init__(self, isbn: str, title: str, author: str, copies: int = 1) -> None:
        self.isbn = isbn
        self.title = title
        self.author = author
        self.copies = copies
        self.available = copies

    def __str__(self) -> str:
        return f"{self.title} by {self.author} ({self.available}/{self.copies})"


class Member:
    MAX_LOANS = 2

    def __init__(self, name: str) -> None:
        self.name = name
        self.loans: List[str] = []
        self.fines = 0.0

    def can_borrow(self) -> bool:
        return len(self.loans) < self.MAX_LOANS and self.fines == 0


class PremiumMember(Member):
    MAX_LOANS = 5


class Library:
    FINE_PER_DAY = 0.25
    LOAN_DAYS = 14

    def __init__(self) -> None:
        self.books: Dict[str, Book] = {}
        self.members: Dict[str, Member] = {}
        self.due: Dict[tuple, int] = {}
        self.waitlist: Dict[str, List[str]] = {}

    def add_book(self, book: Book) -> None:
        if book.isbn in self.books:
            self.books[book.isbn].copies += book.copies
            self.books[book.isbn].available += book.copies
        else:
            self.books[book.isbn] = book

    def join(self, m: Member) -> None:
        self.members[m.name] = m

    def borrow(self, who: str, isbn: str, day: int) -> str:
        m = self.members[who]
        b = self.books.get(isbn)
        if b is None:
            raise LibraryError(f"no such book {isbn}")
        if not m.can_borrow():
            raise LibraryError(f"{who} cannot borrow (loans={len(m.loans)}, fines={m.fines:.2f})")
        if b.available == 0:
            self.waitlist.setdefault(isbn, []).append(who)
            return f"{who} waitlisted for {b.title}"
        b.available -= 1
        m.loans.append(isbn)
        self.due[(who, isbn)] = day + self.LOAN_DAYS
        return f"{who} borrowed {b.title}"

    def give_back(self, who: str, isbn: str, day: int) -> str:
        m = self.members[who]
        m.loans.remove(isbn)
        late = day - self.due.pop((who, isbn))
        msg = f"{who} returned {self.books[isbn].title}"
        if late > 0:
            m.fines += late * self.FINE_PER_DAY
            msg += f" {late} days late, fine {m.fines:.2f}"
        self.books[isbn].available += 1
        queue = self.waitlist.get(isbn)
        if queue:
            nxt = queue.pop(0)
            msg += "; " + self.borrow(nxt, isbn, day)
        return msg

    def search(self, text: str) -> List[str]:
        t = text.lower()
        return sorted(str(b) for b in self.books.values()
                      if t in b.title.lower() or t in b.author.lower())


lib = Library()
lib.add_book(Book("111", "Dune", "Frank Herbert"))
lib.add_book(Book("222", "Emma", "Jane Austen", 2))
lib.add_book(Book("333", "Dracula", "Bram Stoker"))
lib.add_book(Book("111", "Dune", "Frank Herbert"))
for m in (Member("ann"), PremiumMember("ben"), Member("cy")):
    lib.join(m)
ops = [("borrow", "ann", "111", 1), ("borrow", "ann", "222", 1), ("borrow", "ann", "333", 2),
       ("borrow", "ben", "111", 2), ("borrow", "cy", "111", 3), ("borrow", "ben", "999", 3),
       ("return", "ann", "111", 20), ("borrow", "ann", "333", 21), ("return", "ben", "111", 10),
       ("borrow", "ben", "333", 11), ("borrow", "ben", "222", 11)]
for op, who, isbn, day in ops:
    try:
        print(lib.borrow(who, isbn, day) if op == "borrow" else lib.give_back(who, isbn, day))
    except LibraryError as e:
        print("LibraryError:", e)
print(lib.search("a"))
print({n: (m.loans, m.fines) for n, m in lib.members.items()})
print(lib.waitlist)
