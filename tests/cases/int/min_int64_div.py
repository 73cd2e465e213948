m = -9223372036854775808
print(m // -1)
print(m % -1)
print(m * -1)
print(-m)
print(0 - m)
