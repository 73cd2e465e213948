print(pow(2, 10), pow(2, -1), pow(2, 10, 1000), pow(3, -1, 7), pow(-2, 3), pow(2.0, 3), pow(5, 0, 1), pow(38, -1, 97))
print(pow(base=2, exp=3), pow(2, 3, mod=5))
pow(2, -1, 4)
