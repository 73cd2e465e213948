try:
    int(1j)
except TypeError as e:
    print(e)
try:
    float(1j)
except TypeError as e:
    print(e)
round(1j)
