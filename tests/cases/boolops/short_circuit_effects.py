def t(v):
    print("called", v)
    return v
print(t(0) and t(1))
print(t(1) and t(2))
print(t(1) or t(2))
print(t(0) or t(3))
print(t(0) or t("") or t(None))
