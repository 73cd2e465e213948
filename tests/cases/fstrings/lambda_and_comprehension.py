xs = [1, 2, 3]
print(f"{[x * 2 for x in xs]}", f"{sum(x for x in xs)}", f"{(lambda v: v + 1)(1)}")
print(f"{ {k: v for k, v in zip('ab', xs)} }")
print(f"{xs if xs else 'empty'}")
print(f"{(y := 5) * 2} {y}")
