import sys
fi = sys.float_info
print(fi.max, fi.min, fi.epsilon, fi.dig, fi.mant_dig, fi.radix, fi.max_exp, fi.min_exp)
print(fi[0] == fi.max, len(fi))
