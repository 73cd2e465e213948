print(round(2.5), round(3.5), round(2.675, 2), round(7), round(-0.5))
