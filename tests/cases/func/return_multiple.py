def divmod_(a, b):
    return a // b, a % b
q, r = divmod_(17, 5)
print(q, r, divmod_(-17, 5))
