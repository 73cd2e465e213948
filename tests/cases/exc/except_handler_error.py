try:
    1 / 0
except ZeroDivisionError:
    print("handling")
    undefined_in_handler
