log = []
class CM:
    def __init__(self, n):
        log.append(f"init {n}")
        self.n = n
    def __enter__(self):
        log.append(f"enter {self.n}")
        return self
    def __exit__(self, *a):
        log.append(f"exit {self.n}")
with CM(1) as a, CM(2) as b:
    log.append("body")
print(log)
