def classify(p):
    match p:
        case {"x": x} if x.bit_length() > 3:
            return "wide"
        case _:
            return "other"
print(classify({"x": 100}))
print(classify({"x": "s"}))
