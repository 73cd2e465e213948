class B:
    def __format__(self, spec):
        return 1
print(f"{B()}")
