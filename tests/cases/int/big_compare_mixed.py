big = 2 ** 100
print(big > 1e30, big < 1e31, big == float(big), big + 1 == float(big), -big < -1e30)
print(2 ** 1100 > 1e308, -(2 ** 1100) < -1e308, 2 ** 1100 > float("inf"))
