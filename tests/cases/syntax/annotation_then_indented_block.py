x = 1
ry:
    x = 2
except Exception:
    print(x)
