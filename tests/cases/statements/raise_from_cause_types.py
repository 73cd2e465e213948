try:
    raise ValueError("v") from KeyError
except ValueError as e:
    print(repr(e.__cause__), e.__suppress_context__)
try:
    raise ValueError("v") from "bad"
except TypeError as e:
    print("TypeError:", e)
try:
    try:
        raise KeyError("ctx")
    except KeyError:
        raise ValueError("v") from None
except ValueError as e:
    print(e.__cause__, repr(e.__context__), e.__suppress_context__)
