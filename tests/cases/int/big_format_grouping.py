# format specs with grouping, signs, widths and alignment on ints past int64 and on
# huge ints (thousands of digits).
import sys

sys.set_int_max_str_digits(0)
vals = [2 ** 64, -(2 ** 64), 10 ** 18, 10 ** 19 - 1, -(10 ** 36), 3 ** 100]
for v in vals:
    print(f"{v:,}", f"{v:_}", f"{v:+,}", f"{v: _d}", f"{v:>60,}", f"{v:<50_}|")
    print(format(v, "=+60,"), f"{v:^70_}", f"{v:060,}", f"{v:x}", f"{v:_x}", f"{v:#_X}")
    print(f"{v:_o}", f"{v:#_b}"[:60], format(v, "030_x"), format(v, "n"))
big = 3 ** 5000
for spec in [",", "_", "+,", "_d", ">3000,", "<2500_", "^3000", "=+3000,", "03000_",
             "x", "_x", "#X", "_b", "#o", "e", ".30e"]:
    s = format(big, spec)
    t = format(-big, spec)
    print(spec, len(s), s[:25], s[-25:], len(t), t[:25])
print(f"{7 ** 3000:,}".count(","), f"{-(7 ** 3000):_}".count("_"))
print(f"{10 ** 4000:,}"[-20:], f"{10 ** 4000 - 1:_}"[:20])
