fs = []
for i in range(3):
    def f(i=i):
        return i * 10
    fs.append(f)
print(fs[0](), fs[1](), fs[2]())
