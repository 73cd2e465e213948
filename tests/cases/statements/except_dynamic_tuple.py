handlers = (ValueError, TypeError)
def pick():
    print("evaluating handler expression")
    return handlers
for exc in (TypeError, KeyError):
    try:
        try:
            raise exc
        except pick() as e:
            print("caught", type(e).__name__)
    except KeyError:
        print("KeyError escaped")
