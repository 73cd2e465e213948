# What start-up leaves to first use (builtins/type.h): exception dicts, __mro__ and
# __bases__ of builtin and exception types, filled builtin type dicts; each first use
# allocates, so every failure point of the fill is swept.
print(KeyError.__mro__, ValueError.__bases__, bool.__mro__, type.mro(OSError))
print(sorted(k for k in vars(BaseException) if not k.startswith("__")))
print("with_traceback" in vars(BaseException), "with_traceback" in dir(LookupError))


class E(KeyError, AttributeError):
    pass


class F(UnicodeError):
    def __str__(self):
        return "F:" + super().__str__()


print(E.__mro__, F.__bases__, issubclass(F, ValueError))
print(str(F("x")), super(ValueError, ValueError("y")).__str__())
try:
    raise E("k")
except LookupError as e:
    print(type(e).__name__, e, e.args)
try:
    ZeroDivisionError.nope
except AttributeError as e:
    print(e)
print(sorted(dir(range(3)))[:3], int.__bases__, frozenset.__mro__)
