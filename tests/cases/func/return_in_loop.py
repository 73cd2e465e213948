def find(xs, target):
    for i in range(len(xs)):
        if xs[i] == target:
            return i
    return -1
print(find([4, 5, 6], 6), find([4, 5, 6], 7))
