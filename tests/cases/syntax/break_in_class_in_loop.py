while True:
    class C:
        break
