class Box:
    def __init__(self):
        self.content = 1

b = Box()
print(b.content)
b.contnet
