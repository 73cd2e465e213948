class Cfg:
    def __init__(self, **kw):
        self.__dict__.update(kw)
def kind(c):
    match c:
        case Cfg(mode="fast", level=lvl) if lvl > 2:
            return f"fast {lvl}"
        case Cfg(mode="fast"):
            return "fast"
        case Cfg(mode=m, extra=_):
            return f"{m} with extra"
        case Cfg(mode=m):
            return m
        case Cfg():
            return "no mode"
for c in [Cfg(mode="fast", level=3), Cfg(mode="fast", level=1), Cfg(mode="slow", extra=1),
          Cfg(mode="slow"), Cfg()]:
    print(kind(c))
