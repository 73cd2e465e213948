x = 1 + \
    2 + \
    3
if x > 5 \
   and x < 10:
    print("continued if", x)
total = sum([  # comment after bracket
    1,  # one
    2,  # two
    # whole-line comment inside list
    3,
])  # trailing
print(total)
def f(a,  # first param
      b=2,  # second
      *,  # kw-only marker
      c=3):  # last
    # comment before return
    return a + b + c  # inline
print(f(1), f(1, c=10))
d = {
    "a": 1,  # a
    # "b": 2,
    "c": 3,
}
print(d)
s = ("implicit"  # comment between
     " concat")
print(s)
with open.__class__ if False else type("C", (), {"__enter__": lambda s: s, "__exit__": lambda *a: None})() \
        as cm:
    print("with continued")
assert x == 6, \
    "message continued"
y = [i for i in range(5)  # comment in comprehension
     if i % 2  # filter
     ]
print(y)
class K:  # class comment
    """Docstring."""  # after docstring
    # comment in body
    a = 1  # attr
print(K.__doc__, K.a)
result = (
    1
    + 2
    * 3
)
print(result)
lam = lambda: \
    "continued lambda"
print(lam())
if True: \
   print("continued after colon")
print("a" \
      "b")
for i in \
        range(2): print(i)
#comment without space
    # indented comment at top level
print("end")  ## double hash
