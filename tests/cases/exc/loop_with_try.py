total = 0
for s in ["1", "2", "x", "4", "", "6"]:
    try:
        total += int(s)
    except ValueError:
        print("skip", repr(s))
        continue
    finally:
        print("checked", repr(s))
print(total)
