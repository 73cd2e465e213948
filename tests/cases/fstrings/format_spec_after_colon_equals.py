# In a replacement field a top-level ":" ends the expression: ":=" starts a format spec
# with "=" (sign-aware padding or a fill character), never a walrus.
v = 5
s = "ab"
w = 8
print(f"{v:=+6}", f"{v:=10}|", f"{-v:=08}")
print(f"{(w:=7)}", w)
print(f"{s:=^10}|{s:*>{w}}|{'t':=<5}|")
print(f'{v:={w}}|', f"{[1,2][0]:=3}", f"{ {'a': 1}['a']:=4}")
print(F"{v:=5}", rf"{v:=5}\n", f'''{v:=5}''', f"{v!r:=>5}")
x = {"k": 3}
print(f"{x['k']:=5}", f"{v=}", f"{v = }", f"{v==5}", f"{v!=4}")
# a comment f"{v:=3}"
print("not f {v:=3}", 'f"{v:=3}"')
if (n := 10) > 5:
    print(n, [y := 2, y ** 2])
print(f"{'a' if v else 'b':=^7}")
print(f"{f'{v:=3}':>6}")
