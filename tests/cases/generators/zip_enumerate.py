def letters():
    yield "a"
    yield "b"
    yield "c"
def nums():
    n = 10
    while True:
        yield n
        n += 1
print(list(zip(letters(), nums())))
print(list(enumerate(letters(), 1)))
print(dict(zip(letters(), nums())))
print(list(map(str.upper, letters())))
print(list(filter(lambda c: c != "b", letters())))
print(sorted(letters(), reverse=True))
print(", ".join(letters()))
print(any(x > 11 for x in nums()))
