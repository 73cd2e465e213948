class Config:
    _defaults = {'debug': False}
    def __init__(self, **kw): self.opts = {**self._defaults, **kw}
    @classmethod
    def with_debug(cls): return cls(debug=True)
    @property
    def debug(self): return self.opts['debug']
    def __getattr__(self, k):
        try:
            return self.opts[k]
        except KeyError:
            raise AttributeError(f"no option {k!r}") from None
c = Config.with_debug()
print(c.debug, Config().debug, Config(level=3).level)
try:
    c.level
except AttributeError as e:
    print(e)
