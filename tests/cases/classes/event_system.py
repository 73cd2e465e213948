class Event:
    def __init__(self, name, **data): self.name, self.data = name, data
    def __repr__(self): return f"Event({self.name!r}, {self.data})"
class Bus:
    def __init__(self): self.handlers = {}
    def on(self, name):
        def deco(fn):
            self.handlers.setdefault(name, []).append(fn)
            return fn
        return deco
    def emit(self, ev):
        return [h(ev) for h in self.handlers.get(ev.name, [])]
bus = Bus()
@bus.on('greet')
def hello(ev): return f"hello {ev.data['who']}"
@bus.on('greet')
def count(ev): return len(ev.data['who'])
class Logger:
    def __init__(self): self.seen = []
    def __call__(self, ev):
        self.seen.append(ev)
        return 'logged'
log = Logger()
bus.on('greet')(log)
print(bus.emit(Event('greet', who='ann')), bus.emit(Event('other')), log.seen)
