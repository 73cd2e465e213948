# Red team 2 (issue 10), program 151_del_chain.
# attacks: a 100000-long chain of objects with __del__ released by dropping the head (dealloc nesting + Python __del__ at each level)
count = 0
class N:
    def __init__(self, nxt): self.nxt = nxt
    def __del__(self):
        global count
        count += 1
head = None
for i in range(100000):
    head = N(head)
head = None
print(count)
print("AFTER")
