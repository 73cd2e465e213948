log = []
class Field:
    def __init__(self, default=None): self.default = default; log.append("Field.__init__")
    def __set_name__(self, owner, name):
        self.name = name; log.append(f"set_name {owner.__name__}.{name}")
    def __get__(self, obj, typ=None):
        return self if obj is None else obj.__dict__.get(self.name, self.default)
    def __set__(self, obj, v): obj.__dict__[self.name] = v
class Model:
    @classmethod
    def __init_subclass__(cls, table=None, **kw):
        log.append(f"init_subclass {cls.__name__} table={table}")
        super().__init_subclass__(**kw)
        cls.fields = [k for k, v in vars(cls).items() if isinstance(v, Field)]
        cls.table = table or cls.__name__.lower() + "s"
def register(cls):
    log.append(f"decorator {cls.__name__}")
    cls.registered = True
    return cls
@register
class User(Model, table="people"):
    log.append("class body start")
    name = Field("anon")
    age = Field(0)
    log.append("class body end")
print("\n".join(log))
u = User(); u.name = "Ann"
print(u.name, u.age, User.fields, User.table, User.registered, type(User.name).__name__)
class Admin(User):
    level = Field(1)
print(Admin.fields, Admin.table, Admin().level, Admin().name)
def make_class(n):
    class Local(Model, table=f"t{n}"):
        x = Field(n)
    return Local
L1, L2 = make_class(1), make_class(2)
print(L1.table, L2.table, L1().x, L2().x, L1 is not L2, L1.__qualname__)
class Meta:
    order = []
    def __init_subclass__(cls):
        Meta.order.append(cls.__name__)
class A(Meta): pass
class B(A): pass
class C(Meta): pass
print(Meta.order)
class GenericBox:
    def __class_getitem__(cls, item): return f"{cls.__name__}[{getattr(item, '__name__', item)}]"
class IntBox(GenericBox): pass
print(GenericBox[int], IntBox[str], IntBox["x"])
