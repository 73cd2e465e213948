def t(tag, v):
    print(tag, end=" ")
    return v
r = (t("a", 0) or t("b", 1)) and (t("c", 0) or t("d", 0) or t("e", 2))
print("->", r)
r = t("f", 1) and t("g", 0) or t("h", 3)
print("->", r)
