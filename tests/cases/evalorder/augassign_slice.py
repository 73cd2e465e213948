log = []
class S:
    def __getitem__(self, k):
        log.append(("get", k))
        return [1]
    def __setitem__(self, k, v):
        log.append(("set", k, v))
s = S()
s[1:2] += [2]
s[::2] *= 2
print(log)
