for seq in [[1, 2], (1, 2), "ab"]:
    try:
        seq[5]
    except IndexError as e:
        print(e)
try:
    [].pop()
except IndexError as e:
    print(e)
