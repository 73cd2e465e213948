result = (
    1
    +
    2
)
items = [
    "a",
    "b",
]
d = {
    "k":
        "v",
}
print(result, items, d)
print(
    "x",
    "y",
    sep=(
        "-"
    ),
)
