try:
    try:
        raise ValueError("inner")
    finally:
        print("cleanup")
except ValueError as e:
    print("outer caught", e)
