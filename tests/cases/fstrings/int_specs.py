for n in [0, 7, -42, 255, 1234567]:
    print(f"{n:d}|{n:5d}|{n:<5}|{n:^7}|{n:+d}|{n: d}|{n:x}|{n:#X}|{n:o}|{n:#b}|{n:,}|{n:_x}|{n:08}")
print(f"{65:c}", f"{10:n}", f"{True:d}", f"{False:5}")
