"""Validated model fields via descriptors with __set_name__, __init_subclass__ registry, __class_getitem__."""
from typing import Any, Callable, Dict, List, Optional, Type


class Field:
    def __init__(self, kind: type, *, default: Any = None, check: Optional[Callable[[Any], bool]] = None) -> None:
        self.kind = kind
        self.default = default
        self.check = check
        self.name = "?"

    def __set_name__(self, owner: type, name: str) -> None:
        self.name = name
        self.private = "_" + name

    def __get__(self, obj: Any, objtype: Optional[type] = None) -> Any:
        if obj is None:
            return self
        return getattr(obj, self.private, self.default)

    def __set__(self, obj: Any, value: Any) -> None:
        if not isinstance(value, self.kind):
            raise TypeError(f"{self.name} must be {self.kind.__name__}, got {type(value).__name__}")
        if self.check is not None and not self.check(value):
            raise ValueError(f"{self.name}={value!r} failed validation")
        setattr(obj, self.private, value)

    def __repr__(self) -> str:
        return f"Field({self.kind.__name__}, name={self.name!r})"


class Model:
    registry: Dict[str, Type["Model"]] = {}
    _fields: List[str]

    def __init_subclass__(cls, table: str = "", **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        cls._fields = [k for k, v in vars(cls).items() if isinstance(v, Field)]
        for base in cls.__mro__[1:]:
            for f in getattr(base, "_fields", []):
                if f not in cls._fields:
                    cls._fields.append(f)
        cls.table = table or cls.__name__.lower() + "s"
        Model.registry[cls.table] = cls

    def __init__(self, **values: Any) -> None:
        for k, v in values.items():
            if k not in self._fields:
                raise AttributeError(f"{type(self).__name__} has no field {k!r}")
            setattr(self, k, v)

    def __class_getitem__(cls, item: str) -> Type["Model"]:
        return Model.registry[item]

    def to_row(self) -> Dict[str, Any]:
        return {f: getattr(self, f) for f in self._fields}

    def __repr__(self) -> str:
        return f"{type(self).__name__}({', '.join(f'{k}={v!r}' for k, v in self.to_row().items())})"


class User(Model, table="people"):
    name = Field(str, default="anon")
    age = Field(int, default=0, check=lambda a: 0 <= a < 150)


class Admin(User):
    level = Field(int, default=1, check=lambda n: n in (1, 2, 3))


class Product(Model):
    sku = Field(str)
    price = Field(float, check=lambda p: p >= 0)


class Temperature:
    def __init__(self, celsius: float = 0.0) -> None:
        self._c = celsius

    @property
    def celsius(self) -> float:
        """Degrees Celsius."""
        return self._c

    @celsius.setter
    def celsius(self, value: float) -> None:
        if value < -273.15:
            raise ValueError("below absolute zero")
        self._c = value

    @celsius.deleter
    def celsius(self) -> None:
        print("resetting")
        self._c = 0.0

    @property
    def fahrenheit(self) -> float:
        return self._c * 9 / 5 + 32

    @fahrenheit.setter
    def fahrenheit(self, f: float) -> None:
        self.celsius = (f - 32) * 5 / 9


def main() -> None:
    u = User(name="ann", age=31)
    a = Admin(name="root", level=3)
    print(u, a, User(), sep="\n")
    print(sorted(Model.registry), Model["people"] is User, Model["admins"].__name__)
    print(User._fields, Admin._fields, Product._fields, User.name, Admin.level.name)
    print(vars(u), u.to_row())
    for action in (lambda: setattr(u, "age", "old"), lambda: setattr(u, "age", 200),
                   lambda: Admin(level=9), lambda: Product(sku="x", price=-1.0),
                   lambda: User(email="x@y"), lambda: Product(sku=5)):
        try:
            action()
        except (TypeError, ValueError, AttributeError) as exc:
            print(f"{type(exc).__name__}: {exc}")
    p = Product(sku="A1", price=9.5)
    print(p, Product.table, User.table, isinstance(a, User), issubclass(Admin, Model))
    t = Temperature(25)
    print(t.celsius, t.fahrenheit)
    t.fahrenheit = 212
    print(t.celsius, Temperature.celsius.__doc__, type(Temperature.fahrenheit).__name__)
    del t.celsius
    print(t.celsius)
    try:
        t.celsius = -300
    except ValueError as exc:
        print(exc)
    try:
        del t.fahrenheit
    except AttributeError as exc:
        print("AttributeError:", exc)
    t.celsius = -500


if __name__ == "__main__":
    main()
