class P:
    count = 0
    def __init__(self, x, y=0):
        self.x = x; self.y = y
        P.count += 1
    def __eq__(self, o):
        return self.x == o.x
    def __add__(self, o):
        return P(self.x + o.x)
    def __str__(self):
        return 'P' + str(self.x)
p = P(1) + P(2)
print(p, P.count, p == P(3), p != P(3), str(p))
print(hasattr(p, 'x'), getattr(p, 'z', 9))
