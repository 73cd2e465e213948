try:
    x = 1
finally:
pass
