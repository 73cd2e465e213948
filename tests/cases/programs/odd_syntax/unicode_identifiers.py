π = 3.14159
café = "coffee"
naïve_count = 3
Ω = lambda r: π * r ** 2
print(π, café, naïve_count, round(Ω(2), 4))


class Größe:
    def __init__(self, wert):
        self.wert = wert

    def größer(self, other):
        return self.wert > other.wert


print(Größe(3).größer(Größe(2)), Größe.__name__)
データ = {"キー": "値"}
print(データ["キー"], len("キー"))
ｆｕｌｌ = "fullwidth normalises"
print(full)
ℌ = 1
print(H)
µ = "micro"
print(μ)
def résumé(*, école="x"):
    return école * 2
print(résumé(école="é"), résumé.__name__)
Σ = sum(i for i in range(5))
print(f"{Σ=}", "ß".upper(), "ǅ".lower(), "ﬁ".upper())
