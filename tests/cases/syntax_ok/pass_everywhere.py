def f(): pass
for i in range(2): pass
while False: pass
try: pass
except Exception: pass
with_x = 1
print("all pass", with_x)
