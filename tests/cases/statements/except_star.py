print("before")
try:
    raise ValueError("x")
except* ValueError:
    print("handled")
