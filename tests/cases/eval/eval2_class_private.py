class A:
    def __init__(self): self.__x = 1
    def get(self): return self.__x
print(A().get())
