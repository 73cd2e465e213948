import copy
def gen():
    yield 1
print(copy.copy(len) is len, copy.deepcopy(print) is print)
try:
    copy.deepcopy(gen())
except TypeError as e:
    print(e)
