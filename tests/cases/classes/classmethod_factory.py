class Date:
    def __init__(self, y, m, d): self.y, self.m, self.d = y, m, d
    @classmethod
    def from_string(cls, s): return cls(*map(int, s.split('-')))
    @staticmethod
    def is_leap(y): return y % 4 == 0 and (y % 100 != 0 or y % 400 == 0)
    def __repr__(self): return f"{type(self).__name__}({self.y}, {self.m}, {self.d})"
class MyDate(Date): pass
print(Date.from_string('2024-02-29'), MyDate.from_string('1999-1-2'))
print(Date.is_leap(2000), Date(1, 1, 1).is_leap(1900), MyDate.is_leap(2024))
print(type(Date.__dict__['from_string']).__name__, type(Date.__dict__['is_leap']).__name__)
