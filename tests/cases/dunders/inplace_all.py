class Acc:
    def __init__(self): self.log = []
    def __iadd__(self, o): self.log.append(('+=', o)); return self
    def __isub__(self, o): self.log.append(('-=', o)); return self
    def __imul__(self, o): self.log.append(('*=', o)); return self
    def __itruediv__(self, o): self.log.append(('/=', o)); return self
    def __ifloordiv__(self, o): self.log.append(('//=', o)); return self
    def __imod__(self, o): self.log.append(('%=', o)); return self
    def __ipow__(self, o): self.log.append(('**=', o)); return self
    def __ilshift__(self, o): self.log.append(('<<=', o)); return self
    def __irshift__(self, o): self.log.append(('>>=', o)); return self
    def __iand__(self, o): self.log.append(('&=', o)); return self
    def __ior__(self, o): self.log.append(('|=', o)); return self
    def __ixor__(self, o): self.log.append(('^=', o)); return self
    def __imatmul__(self, o): self.log.append(('@=', o)); return self
a = Acc(); b = a
a += 1; a -= 2; a *= 3; a /= 4; a //= 5; a %= 6; a **= 7; a <<= 8; a >>= 9; a &= 10; a |= 11; a ^= 12; a @= 13
print(a is b, a.log)
