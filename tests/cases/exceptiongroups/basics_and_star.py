eg = ExceptionGroup("msg", [ValueError(1), TypeError("t"), ExceptionGroup("inner", [KeyError("k")])])
print(repr(eg), str(eg), eg.message, eg.exceptions)
print(type(BaseExceptionGroup("m", [ValueError()])).__name__, type(BaseExceptionGroup("m", [KeyboardInterrupt()])).__name__)
for bad in [("m", 5), ("m", []), (5, [ValueError()]), ("m", [1])]:
    try: ExceptionGroup(*bad)
    except Exception as e: print(type(e).__name__, e)
try: ExceptionGroup("m", [KeyboardInterrupt()])
except Exception as e: print(type(e).__name__, e)
m, r = eg.split(ValueError); print(repr(m), repr(r))
print(repr(eg.subgroup(lambda e: isinstance(e, KeyError))))
print(repr(eg.split((KeyError, TypeError))))
print(ExceptionGroup.__mro__, BaseExceptionGroup.__mro__)
print(repr(eg.derive([ValueError(2)])))
try:
    raise ExceptionGroup("g", [ValueError(1), TypeError(2), OSError(3)])
except* ValueError as e:
    print("VE", repr(e))
except* (TypeError, KeyError) as e:
    print("TE", repr(e))
except* OSError:
    print("OS")
try:
    try:
        raise ValueError("naked")
    except* ValueError as e:
        print("naked caught", repr(e))
        raise
except Exception as x:
    print("outer", repr(x))
try:
    try:
        raise ExceptionGroup("g", [ValueError(1), TypeError(2)])
    except* ValueError:
        raise KeyError("new")
except BaseException as x:
    print("outer2", repr(x), repr(x.exceptions))
try:
    try:
        raise TypeError("t")
    except* ValueError:
        print("no")
except TypeError as x:
    print("unmatched naked", repr(x))
try:
    try: raise ValueError(1)
    except* ExceptionGroup: pass
except TypeError as e: print("TE", e)
