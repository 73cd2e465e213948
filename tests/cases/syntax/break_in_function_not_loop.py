for i in range(3):
    def f():
        break
