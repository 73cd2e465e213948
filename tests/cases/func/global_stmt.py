count = 0
def bump():
    global count
    count += 1
def read():
    return count
bump()
bump()
print(count, read())
