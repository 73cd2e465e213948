class AppError(Exception):
    def __init__(self, code, msg):
        super().__init__(msg)
        self.code = code
try:
    raise AppError(404, 'not found')
except AppError as e:
    print(e, e.code, e.args, repr(e))
class E2(ValueError):
    def __str__(self): return 'custom'
try:
    raise E2('x')
except ValueError as e:
    print(str(e), e.args)
class E3(Exception): pass
print(repr(E3(1, 2)), str(E3()), str(E3('a')))
raise AppError(1, 'boom')
