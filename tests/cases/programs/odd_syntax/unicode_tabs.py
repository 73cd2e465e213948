π = 3.14159
größe = 10
名前 = "name"
ñ_count = 2
print(π, größe, 名前, ñ_count)
def résumé(café="au lait"): return café
print(résumé(), résumé(café="noir"))
class Ünicode:
	def __init__(self):
		self.ā = 1
	def méthode(self):
		if self.ā:
			return "tab-indented"
u = Ünicode(); print(u.méthode(), u.ā, type(u).__name__)
def mixed():
    x = 1
    if x:
        return "spaces"
print(mixed())
print("ＡＢＣ".lower(), "ß".upper(), "ﬁ".upper(), "İ".lower(), len("İ".lower()), "Σ".lower(), "ΣΑΣ".lower())
print("é" == "e\u0301", len("e\u0301"), "\N{GREEK SMALL LETTER ALPHA}", "\u00e9".encode("utf-8"), ord("€"), chr(0x1F600).encode())
s = "héllo wörld"
print(s.title(), s.capitalize(), s.swapcase(), s.center(15, "·"), s[::-1], s.split("ö"))
print("１２３".isdigit(), "１２３".isdecimal(), int("１２３"), "½".isnumeric(), "Ⅻ".isnumeric(), "٣".isdigit(), float("٣.٥"))
print(sorted(["b", "a", "é", "z", "É"]), max("abcé"), "straße".casefold(), "ǅ".istitle())
data = {"ключ": "значение", "키": "값"}
for k in sorted(data): print(k, data[k], len(k))
print(f"{'日本':>6}|{'日本':^6}|{'ü':*<4}|", "%5s|" % "é")
λ = lambda x: x ** 2
print(λ(4), (lambda ɑ: ɑ)(1))
