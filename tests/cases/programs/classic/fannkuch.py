class Fannkuch:
    def __init__(self, n):
        self.n = n
        self.checksum = 0
        self.max_flips = 0

    def count_flips(self, perm):
        p = perm[:]
        flips = 0
        k = p[0]
        while k:
            p[:k + 1] = p[k::-1]
            flips += 1
            k = p[0]
        return flips

    def run(self):
        n = self.n
        perm = list(range(n))
        count = list(range(1, n + 1))
        sign = 1
        index = 0
        while True:
            flips = self.count_flips(perm)
            self.max_flips = max(self.max_flips, flips)
            self.checksum += flips * sign
            index += 1
            # next permutation in Heap-like rotation order
            sign = -sign
            r = 1
            while r < n:
                perm.insert(r, perm.pop(0))
                count[r] -= 1
                if count[r] > 0:
                    break
                count[r] = r + 1
                r += 1
            else:
                return self.checksum, self.max_flips, index


for n in range(3, 8):
    print(n, Fannkuch(n).run())
