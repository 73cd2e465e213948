class Node:
    __slots__ = ('val', 'next')
    def __init__(self, val, nxt=None): self.val, self.next = val, nxt
class LinkedList:
    def __init__(self, items=()):
        self.head = None
        self._n = 0
        for x in reversed(list(items)): self.push(x)
    def push(self, v):
        self.head = Node(v, self.head); self._n += 1
    def __iter__(self):
        n = self.head
        while n:
            yield n.val
            n = n.next
    def __len__(self): return self._n
    def __repr__(self): return 'LinkedList([' + ', '.join(map(repr, self)) + '])'
    def __reversed__(self): return iter(list(self)[::-1])
    def __getitem__(self, i):
        if i < 0: i += len(self)
        for j, v in enumerate(self):
            if j == i: return v
        raise IndexError('linked list index out of range')
    def reverse(self):
        prev, cur = None, self.head
        while cur:
            cur.next, prev, cur = prev, cur, cur.next
        self.head = prev
ll = LinkedList([1, 2, 3])
ll.push(0)
print(ll, len(ll), ll[2], ll[-1], list(reversed(ll)), 3 in ll, sum(ll))
ll.reverse()
print(ll)
try:
    ll[10]
except IndexError as e:
    print(e)
