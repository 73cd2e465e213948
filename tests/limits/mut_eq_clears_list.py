# __eq__ that empties the list an `in` scan is walking.
# expect-stdout: False 0
# expect-exit: 0
# time-bound: 3
l = []


class A:
    def __eq__(self, o):
        l.clear()
        return False


l.extend(A() for _ in range(1000))
print(A() in l, len(l))
