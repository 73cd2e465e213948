class Node:
    __slots__ = ("val", "next")
    def __init__(self, val, nxt=None): self.val, self.next = val, nxt
class LinkedList:
    def __init__(self, *vals):
        self.head = None; self._len = 0
        for v in reversed(vals): self.push(v)
    def push(self, v): self.head = Node(v, self.head); self._len += 1; return self
    def __iter__(self):
        n = self.head
        while n: yield n.val; n = n.next
    def __reversed__(self): return iter(list(self)[::-1])
    def __len__(self): return self._len
    def __bool__(self): return self.head is not None
    def __contains__(self, v): return any(x == v for x in self)
    def __getitem__(self, i):
        if isinstance(i, slice): return LinkedList(*list(self)[i])
        if i < 0: i += len(self)
        for k, v in enumerate(self):
            if k == i: return v
        raise IndexError("linked list index out of range")
    def __eq__(self, o): return isinstance(o, LinkedList) and list(self) == list(o)
    def __add__(self, o): return LinkedList(*self, *o)
    def __iadd__(self, o):
        for v in reversed(list(o)): pass
        tail = self.head
        if not tail: self.head = LinkedList(*o).head
        else:
            while tail.next: tail = tail.next
            tail.next = LinkedList(*o).head
        self._len += len(o) if hasattr(o, "__len__") else 0
        return self
    def __repr__(self): return "LL(" + " -> ".join(map(repr, self)) + ")"
    def reverse(self):
        prev, cur = None, self.head
        while cur: cur.next, prev, cur = prev, cur, cur.next
        self.head = prev
        return self
ll = LinkedList(1, 2, 3)
print(ll, len(ll), bool(ll), bool(LinkedList()), 2 in ll, 5 in ll, ll[0], ll[-1], ll[1:], list(reversed(ll)))
print(ll + LinkedList(4), ll == LinkedList(1, 2, 3), ll != LinkedList(), sorted(ll, reverse=True), max(ll), sum(ll))
ll += [4, 5]; print(ll, len(ll))
print(ll.reverse(), ll.reverse())
try: ll[10]
except IndexError as e: print(e)
a, b, *rest = ll; print(a, b, rest)
print(dict(zip(ll, "abcde")), [x * 2 for x in ll if x % 2], {*ll} == set(range(1, 6)), tuple(ll)[::2])
n = Node(1)
try: n.extra = 1
except AttributeError as e: print(e)
print(*ll, sep=" | ")
