# Slice assignment, deletion and extended slices on a list (and a bytearray) that is
# empty, or that a slice bound's __index__ or the assigned iterable has just emptied:
# nothing to copy, and no block to copy from (the sanitizer build once aborted here).
class Clears:
    def __init__(self, seq, at=0):
        self.seq = seq
        self.at = at

    def __index__(self):
        self.seq.clear()
        return self.at


def gen(seq):
    seq.clear()
    yield from ()


def run(label, f):
    try:
        print(label, f())
    except Exception as e:
        print(label, type(e).__name__ + ":", e)


def cases(make):
    def assign(lo, hi, value, step=None):
        s = make()
        if step is None:
            s[Clears(s, lo):hi] = value
        else:
            s[Clears(s, lo):hi:step] = value
        return s

    def delete(lo, hi, step=None):
        s = make()
        if step is None:
            del s[Clears(s, lo):hi]
        else:
            del s[Clears(s, lo):hi:step]
        return s

    def from_gen():
        s = make()
        s[0:2] = gen(s)
        return s

    def empty_self():
        s = make()
        s.clear()
        s[:] = s
        return s

    empty = make()[:0]
    run("assign [c:0] = empty", lambda: assign(0, 0, empty))
    run("assign [c:2] = 2 items", lambda: assign(0, 2, make()[:2]))
    run("assign [c:5] = 1 item", lambda: assign(1, 5, make()[:1]))
    run("del [c:2]", lambda: delete(0, 2))
    run("extended [c:2:2] = empty", lambda: assign(0, 2, empty, 2))
    run("extended [c:2:2] = 1 item", lambda: assign(0, 2, make()[:1], 2))
    run("extended [c::-1] = empty", lambda: assign(0, None, empty, -1))
    run("del [c::2]", lambda: delete(0, None, 2))
    run("del [c::-1]", lambda: delete(2, None, -1))
    run("iterable empties it", from_gen)
    run("empty [:] = itself", empty_self)
    s = make()[:0]
    s[:] = empty
    s[0:0] = empty
    del s[:]
    s[::2] = empty
    print("empty from the start", s)


cases(lambda: [1, 2, 3])
cases(lambda: bytearray(b"abc"))
l = [1, 2, 3]
l[Clears(l):0] = ()
print(l)
l[:] = []
print(l)
