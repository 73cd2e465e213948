for exc in (KeyError("k"), LookupError("l"), IndexError("i")):
    try:
        raise exc
    except KeyError:
        print("KeyError branch", exc)
    except LookupError:
        print("LookupError branch", exc)
