class Config:
    level = 1
    tags = []
    label = "class"

    def show(self):
        return (self.level, self.tags, self.label)


a, b = Config(), Config()
a.level = 5
a.tags.append("shared!")
b.label = "instance"
print(a.show(), b.show(), Config.level, Config.tags)
Config.level = 9
print(a.level, b.level, Config().level)
del a.level
print(a.level)


class Base:
    x = "base"

    def get(self):
        return self.x


class Child(Base):
    x = "child"


c = Child()
print(c.get(), Base().get(), super(Child, c).get())
c.x = "inst"
print(c.get(), Child.x)


class Method:
    def f(self):
        return "method"


m = Method()
m.f = lambda: "instance attribute"
print(m.f(), Method.f(m), Method().f())
del m.f
print(m.f())


class Counter:
    count = 0

    def __init__(self):
        Counter.count += 1
        self.count += 100


c1, c2 = Counter(), Counter()
print(Counter.count, c1.count, c2.count)
