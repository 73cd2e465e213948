# A class-based serializer: visitor dispatch by type, pretty printing, round trip.
class Encoder:
    def __init__(self, indent=None, sort_keys=False):
        self.indent = indent
        self.sort_keys = sort_keys

    def encode(self, obj, level=0):
        method = getattr(self, "encode_" + type(obj).__name__, None)
        if method is None:
            if hasattr(obj, "to_dict"):
                return self.encode(obj.to_dict(), level)
            raise TypeError(f"Object of type {type(obj).__name__} is not serializable")
        return method(obj, level)

    def encode_NoneType(self, o, level):
        return "null"

    def encode_bool(self, o, level):
        return "true" if o else "false"

    def encode_int(self, o, level):
        return str(o)

    def encode_float(self, o, level):
        if o != o or o in (float("inf"), float("-inf")):
            raise ValueError("Out of range float values are not JSON compliant")
        return repr(o)

    def encode_str(self, o, level):
        out = ['"']
        for ch in o:
            if ch == '"':
                out.append('\\"')
            elif ch == "\\":
                out.append("\\\\")
            elif ch == "\n":
                out.append("\\n")
            elif ord(ch) < 0x20 or ord(ch) > 0x7E:
                out.append("\\u%04x" % ord(ch) if ord(ch) < 0x10000 else ch)
            else:
                out.append(ch)
        out.append('"')
        return "".join(out)

    def _wrap(self, items, level, open_, close):
        if not items:
            return open_ + close
        if self.indent is None:
            return open_ + ", ".join(items) + close
        pad = " " * (self.indent * (level + 1))
        return open_ + "\n" + ",\n".join(pad + i for i in items) + "\n" + " " * (self.indent * level) + close

    def encode_list(self, o, level):
        return self._wrap([self.encode(x, level + 1) for x in o], level, "[", "]")

    encode_tuple = encode_list

    def encode_dict(self, o, level):
        keys = sorted(o) if self.sort_keys else list(o)
        items = [f"{self.encode_str(str(k), level)}: {self.encode(o[k], level + 1)}" for k in keys]
        return self._wrap(items, level, "{", "}")


class Person:
    def __init__(self, name, age, friends=()):
        self.name = name
        self.age = age
        self.friends = list(friends)

    def to_dict(self):
        return {"name": self.name, "age": self.age, "friends": [f.name for f in self.friends]}


bob = Person("Bob", 31)
alice = Person("Alice \"Al\" Ng", 29, [bob])
doc = {"people": [alice, bob], "count": 2, "ratio": 0.75, "tags": ("a", "b"),
       "meta": {"zeta": None, "alpha": True, "unicode": "café\n☃"}, "empty": {}}
print(Encoder().encode(doc))
print(Encoder(indent=2, sort_keys=True).encode(doc))
for bad in ({1, 2}, float("nan"), b"bytes"):
    try:
        Encoder().encode({"x": bad})
    except (TypeError, ValueError) as e:
        print(type(e).__name__ + ":", e)
