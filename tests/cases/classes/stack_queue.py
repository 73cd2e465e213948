class Stack:
    def __init__(self): self._d = []
    def push(self, x): self._d.append(x); return self
    def pop(self):
        if not self: raise IndexError('pop from empty stack')
        return self._d.pop()
    def __bool__(self): return bool(self._d)
    def __len__(self): return len(self._d)
    def __repr__(self): return f"Stack({self._d})"
class Queue(Stack):
    def pop(self):
        if not self: raise IndexError('pop from empty queue')
        return self._d.pop(0)
s, q = Stack(), Queue()
for i in range(3): s.push(i); q.push(i)
print(s.pop(), q.pop(), s, q, len(s), bool(Stack()))
for c in (Stack, Queue):
    try:
        c().pop()
    except IndexError as e:
        print(e)
def balanced(text):
    st = Stack()
    pairs = {')': '(', ']': '['}
    for ch in text:
        if ch in '([': st.push(ch)
        elif ch in pairs:
            if not st or st.pop() != pairs[ch]: return False
    return not st
print(balanced('([])()'), balanced('(]'), balanced('(('))
