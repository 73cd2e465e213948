café = 1
naïve = 2
π = 3.14159
变量 = "chinese"
ñ_2 = café + naïve
print(café, naïve, π, 变量, ñ_2)
def größe(länge):
    return länge * 2
print(größe(21))
