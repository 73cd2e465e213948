x = 3
if x: pass
if x > 1: print("big")
else: print("small")
while x > 0: x -= 1
for i in range(3): print(i)
def f(): return "f called"
print(f(), x)
