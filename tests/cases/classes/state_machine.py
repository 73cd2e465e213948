class State:
    transitions = {}
    def __init_subclass__(cls, **kw):
        super().__init_subclass__(**kw)
        State.transitions[cls.__name__] = cls
    def next(self, ev): raise NotImplementedError
    def __repr__(self): return type(self).__name__
class Idle(State):
    def next(self, ev): return Running() if ev == 'start' else self
class Running(State):
    def next(self, ev): return {'pause': Paused(), 'stop': Idle()}.get(ev, self)
class Paused(State):
    def next(self, ev): return Running() if ev == 'resume' else Idle() if ev == 'stop' else self
s = Idle()
trace = [s]
for ev in ['start', 'pause', 'bogus', 'resume', 'stop']:
    s = s.next(ev)
    trace.append(s)
print(trace, sorted(State.transitions))
