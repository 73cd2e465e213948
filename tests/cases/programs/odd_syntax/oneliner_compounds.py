for i in range(3): print(i, end=" "); continue
else: print("for-else")
while False: pass
else: print("while-else")
if 0: pass
elif 1: print("elif one-liner"); x = 5
else: pass
try: x = x + 1; y = x / 0
except ZeroDivisionError as e: print("zde", x); z = 1
else: print("never")
finally: print("finally one-liner")
def f(): return 1; pass
class C: pass; a = 1
print(f(), C.a)
with open.__class__ if False else type("M", (), {"__enter__": lambda s: 1, "__exit__": lambda s, *a: None})() as m: print("with", m); m += 1
print(m)
for k, v in {"a": 1}.items(): print(k, v); break
else: print("not printed")
n = 0
while (n := n + 1) < 3: print("n", n);
print("trailing semicolon");
if True: print("a"); print("b");
def g(): yield 1; yield 2
print(list(g()))
class D: x = 1; y = 2; z = x + y
print(D.z)
lst = []; lst.append(1); lst.append(2); print(lst)
for i in range(2):
    for j in range(2):
        if j: break
    else: print("inner never")
else: print("outer else", i)
try: pass
finally: print("try-finally one-liners")
if (a := 1) and (b := 2): print(a + b)
x = 1 if True else 2; y = [1, 2][x]; print(x, y)
