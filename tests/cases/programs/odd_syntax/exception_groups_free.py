class AppError(Exception):
    code = 1
    def __init__(self, msg, *, detail=None):
        super().__init__(msg)
        self.detail = detail
    def __str__(self):
        base = super().__str__()
        return f"{base} ({self.detail})" if self.detail else base
class NotFound(AppError): code = 404
class Denied(AppError): code = 403
def act(kind):
    if kind == "nf": raise NotFound("missing", detail="id=3")
    if kind == "dn": raise Denied("nope")
    if kind == "ve": raise ValueError("bad value")
    if kind == "ke": return {}["k"]
    return "fine"
for k in ["nf", "dn", "ve", "ke", "ok"]:
    try:
        r = act(k)
    except (NotFound, Denied) as e:
        print(type(e).__name__, e.code, e, repr(e), e.args)
    except AppError:
        print("generic")
    except Exception as e:
        print("other", type(e).__name__, e)
    else:
        print("no error", r)
    finally:
        print("--", k)
def chain():
    try:
        act("ve")
    except ValueError as e:
        raise AppError("wrapped", detail=str(e)) from e
try: chain()
except AppError as e: print(e, "| cause:", repr(e.__cause__), "| ctx same:", e.__context__ is e.__cause__)
def suppress():
    try: act("nf")
    except NotFound: return "suppressed"
    finally: print("cleanup")
print(suppress())
errors = []
for k in ["nf", "ok", "dn"]:
    try: act(k)
    except AppError as e: errors.append(e)
print([str(e) for e in errors], [e.code for e in errors])
try:
    try: raise KeyError("inner")
    except KeyError:
        try: raise ValueError("middle")
        except ValueError:
            raise TypeError("outer")
except TypeError as e:
    c = e
    chainlist = []
    while c: chainlist.append(type(c).__name__); c = c.__context__
    print(chainlist)
e = AppError("x"); print(e.__traceback__, e.__cause__, e.__context__, e.__suppress_context__)
try: raise AppError("with tb")
except AppError as e: print(e.args, e.detail)
print(isinstance(NotFound("a"), AppError), issubclass(Denied, Exception), NotFound.__mro__[1].__name__, NotFound.code)
