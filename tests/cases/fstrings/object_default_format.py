class P:
    def __str__(self):
        return "P-str"
print(f"{P()}", f"{P():}", format(P()))
try:
    f"{P():>5}"
except TypeError as e:
    print("TypeError:", e)
