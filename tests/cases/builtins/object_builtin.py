o = object()
print(type(o).__name__, isinstance(o, object), o == o, o != object())
object().x = 1
