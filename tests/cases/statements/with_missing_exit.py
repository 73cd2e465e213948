class OnlyEnter:
    def __enter__(self):
        return self
print("start")
with OnlyEnter():
    pass
