class Flag:
    def __len__(self):
        raise RuntimeError("len failed")
f = Flag()
while f:
    pass
