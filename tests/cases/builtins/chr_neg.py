try:
    chr(-1)
except ValueError as e:
    print(type(e).__name__)
chr('a')
