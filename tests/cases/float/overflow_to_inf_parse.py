print(float("1e400"), float("-1e400"), float("1e-400"), float("-1e-400"))
print(float("  -iNfInItY "), float("NaN"), float("+inf"))
