print(round(2.5), round(3.5), round(-2.5), round(0.5), round(1.5), round(2.675, 2), round(1234, -2), round(1250, -2), round(1350, -2), round(-0.5))
print(round(1.23456, 3), round(5, 2), round(1e300, -301), round(0.1, 50), round(15, -1), round(25, -1), type(round(2.5)), type(round(2.5, 0)))
round('x')
