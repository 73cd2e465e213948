# Builtin and exception types make __mro__, __bases__ and (exceptions) their dict on
# first use (builtins/type.h, PE_TPF_LAZY_MRO): reading them must give what CPython
# gives, whichever is read first.
import builtins

print(KeyError.__bases__, KeyError.__mro__)
print(ZeroDivisionError.__mro__)
print(bool.__mro__, bool.__bases__, object.__bases__, object.__mro__)
print(type.__mro__, type.__bases__)
print(KeyError.mro(), type.mro(int))
print(issubclass(UnicodeDecodeError, ValueError), issubclass(KeyError, ArithmeticError))
print(isinstance(FileNotFoundError(), OSError), EnvironmentError is OSError, IOError)

# a class over builtin bases: the C3 merge reads each base's MRO
class E(KeyError, AttributeError):
    pass
print(E.__mro__)
class M:
    pass
class D(M, UnicodeError, dict if False else object):
    pass
print(D.__mro__)
print(E.__bases__, E.__base__, KeyError.__base__, bool.__base__)

# super() along a builtin type's MRO
print(super(ValueError, ValueError("k")).__str__(), super(bool, True).__class__)
e = ValueError("v")
print(super(ValueError, e).__reduce__())

# dicts of exception types: the methods of BaseException, nothing of its own elsewhere
print(sorted(k for k in vars(BaseException) if not k.startswith("__") or k == "__str__"))
print("with_traceback" in dir(LookupError), "__init__" in dir(ValueError))
print(ValueError.with_traceback is BaseException.with_traceback)

# names the builtins namespace holds (dir(builtins) differs in a few implementation
# names, so compare a fixed selection)
names = ["ArithmeticError", "BaseException", "EnvironmentError", "IOError", "KeyError",
         "OSError", "StopIteration", "ValueError", "abs", "len", "print", "range", "type"]
print([n in dir(builtins) for n in names])
print(builtins.ValueError is ValueError, builtins.__name__)

# an attribute error on a builtin exception type and instance
try:
    KeyError.nope
except AttributeError as err:
    print(type(err).__name__, err)
try:
    StopIteration().nope
except AttributeError as err:
    print(type(err).__name__, err)
print(StopIteration(5).value, OSError(2, "gone").strerror)
