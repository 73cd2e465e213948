try:
x = 1
except:
    pass
