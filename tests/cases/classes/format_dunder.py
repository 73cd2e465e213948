class Money:
    def __init__(self, v): self.v = v
    def __format__(self, spec):
        if spec == 'usd':
            return f"${self.v:.2f}"
        return format(self.v, spec)
m = Money(3.5)
print(f"{m:usd}", format(m, '08.3f'), "{:usd}".format(m), f"{m}")
class Plain: pass
try:
    format(Plain(), 'x')
except TypeError as e:
    print(e)
p = Plain()
print(format(p, '') == str(p))
