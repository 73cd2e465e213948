class OnlyExit:
    def __exit__(self, *a):
        pass
print("start")
with OnlyExit():
    pass
