class ValidationError(ValueError):
    def __init__(self, field, msg):
        self.field = field
        super().__init__(f"{field}: {msg}")
class Warn(Exception):
    pass
try:
    raise ValidationError('age', 'must be positive')
except ValueError as e:
    print(type(e).__name__, e, e.field, e.args, isinstance(e, Exception))
class WithStr(Exception):
    def __str__(self): return 'custom str'
try:
    raise WithStr(1, 2)
except Exception as e:
    print(e, e.args, repr(e))
class Chain(Exception): pass
try:
    try:
        1 / 0
    except ZeroDivisionError as z:
        raise Chain('wrapped') from z
except Chain as c:
    print(c, type(c.__cause__).__name__)
raise ValidationError('name', 'empty')
