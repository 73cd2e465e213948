print(abs(1e300+1e300j))
abs(1.7e308+1.7e308j)
