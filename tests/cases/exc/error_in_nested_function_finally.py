def inner():
    try:
        return [][0]
    finally:
        print("inner finally")
def outer():
    try:
        inner()
    finally:
        print("outer finally")
outer()
