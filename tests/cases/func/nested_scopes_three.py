def l1():
    a = "a"
    def l2():
        b = "b"
        def l3():
            return a + b + "c"
        return l3()
    return l2()
print(l1())
