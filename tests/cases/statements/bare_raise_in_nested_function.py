def reraiser():
    raise
try:
    raise ValueError("active")
except ValueError:
    try:
        reraiser()
    except ValueError as e:
        print("re-raised the handled exception:", e)
