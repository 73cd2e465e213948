# Optional[...] of several types is refused with CPython's message.
import typing
for p in ((int, str), (int,), ()):
    try:
        print(typing.Optional[p])
    except TypeError as e:
        print("TypeError:", e)
print(typing.Optional[int], typing.Optional[None])
