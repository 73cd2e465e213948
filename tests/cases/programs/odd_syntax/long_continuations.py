result = (1 +
          2 *
          3
          - 4)
values = [
    x
    for x
    in range(10)
    if x % 2
    if x > 2
]
mapping = {
    "a": 1,
    "b": [
        2,
        3,
    ],
}


def f(
    a,
    b=2,
    *args,
    c=3,
    **kwargs,
):
    return a + b + c + len(args) + len(kwargs)


print(result, values, mapping, f(
    1,
    2,
    3,
    c=4,
    d=5,
))
text = "start" \
       " middle" \
       " end"
print(text)
if (result > 0 and
        values and
        mapping):
    print("multi-line condition")
total = sum(
    v
    for v in values
)
print(total, [
    1, 2][
    0])
chained = "  a,b,c  ".strip(
).split(
    ","
)
print(chained)
assert (
    True
), "message"
print(lambda_result := (lambda x:
                        x * 2)(21))
