import sys
def show(f):
    try:
        f()
    except BaseException as e:
        sys.excepthook(type(e), e, e.__traceback__) if hasattr(sys, 'excepthook') else None
        raise
def wide():
    raise ExceptionGroup("wide", [ValueError(i) for i in range(17)])
def deep():
    e = ValueError("leaf")
    for i in range(12):
        e = ExceptionGroup(f"d{i}", [e])
    raise e
def star():
    try:
        raise ExceptionGroup("g", [ValueError(1), TypeError(2)])
    except* ValueError:
        raise KeyError("x")
which = sys.argv[1] if len(sys.argv) > 1 else "wide"
deep()
