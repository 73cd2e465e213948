try:
    nope
except NameError as e:
    print("NameError:", e)
