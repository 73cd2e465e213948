# abc: abstract base classes, as CPython 3.11's Lib/abc.py and Lib/_py_abc.py behave.
# Written for pyeval. Registries and subclass lists hold strong references (CPython's
# are weak): classes are few and live as long as the program anyway.


def abstractmethod(funcobj):
    """A decorator indicating abstract methods."""
    funcobj.__isabstractmethod__ = True
    return funcobj


class abstractclassmethod(classmethod):
    """A decorator indicating abstract classmethods (deprecated)."""

    __isabstractmethod__ = True

    def __init__(self, callable):
        callable.__isabstractmethod__ = True
        super().__init__(callable)


class abstractstaticmethod(staticmethod):
    """A decorator indicating abstract staticmethods (deprecated)."""

    __isabstractmethod__ = True

    def __init__(self, callable):
        callable.__isabstractmethod__ = True
        super().__init__(callable)


class abstractproperty(property):
    """A decorator indicating abstract properties (deprecated)."""

    __isabstractmethod__ = True


class _AbcState:
    # what CPython's _abc keeps per ABC: the registered classes and the ABC subclasses
    # (CPython walks cls.__subclasses__(), which the sandbox does not expose)
    __slots__ = ('registry', 'subclasses')

    def __init__(self):
        self.registry = []
        self.subclasses = []


_invalidation_counter = [0]


def _abstracts_of(cls, namespace_items, bases):
    abstracts = set()
    for name, value in namespace_items:
        if getattr(value, "__isabstractmethod__", False):
            abstracts.add(name)
    for base in bases:
        for name in getattr(base, "__abstractmethods__", ()):
            value = getattr(cls, name, None)
            if getattr(value, "__isabstractmethod__", False):
                abstracts.add(name)
    return frozenset(abstracts)


class ABCMeta(type):
    """Metaclass for defining Abstract Base Classes (ABCs)."""

    def __new__(mcls, name, bases, namespace, /, **kwargs):
        cls = super().__new__(mcls, name, bases, namespace, **kwargs)
        cls.__abstractmethods__ = _abstracts_of(cls, namespace.items(), bases)
        cls._abc_impl = _AbcState()
        for base in bases:
            impl = base.__dict__.get('_abc_impl') if isinstance(base, ABCMeta) else None
            if impl is not None:
                impl.subclasses.append(cls)
        return cls

    def register(cls, subclass):
        """Register a virtual subclass of an ABC."""
        if not isinstance(subclass, type):
            raise TypeError("Can only register classes")
        if issubclass(subclass, cls):
            return subclass  # Already a subclass
        if issubclass(cls, subclass):
            raise RuntimeError("Refusing to create an inheritance cycle")
        cls.__dict__['_abc_impl'].registry.append(subclass)
        _invalidation_counter[0] += 1
        return subclass

    def __instancecheck__(cls, instance):
        """Override for isinstance(instance, cls)."""
        subclass = instance.__class__
        subtype = type(instance)
        if subtype is subclass:
            return cls.__subclasscheck__(subclass)
        return any(cls.__subclasscheck__(c) for c in (subclass, subtype))

    def __subclasscheck__(cls, subclass):
        """Override for issubclass(subclass, cls)."""
        if not isinstance(subclass, type):
            raise TypeError('issubclass() arg 1 must be a class')
        ok = cls.__subclasshook__(subclass)
        if ok is not NotImplemented:
            if not isinstance(ok, bool):
                raise AssertionError
            return ok
        if cls in getattr(subclass, '__mro__', ()):
            return True
        impl = cls.__dict__.get('_abc_impl')
        if impl is None:
            return False
        for rcls in impl.registry:
            if issubclass(subclass, rcls):
                return True
        for scls in impl.subclasses:
            if issubclass(subclass, scls):
                return True
        return False

    def _dump_registry(cls, file=None):
        print(f"Class: {cls.__module__}.{cls.__qualname__}", file=file)
        print(f"Inv. counter: {get_cache_token()}", file=file)

    def _abc_registry_clear(cls):
        cls.__dict__['_abc_impl'].registry.clear()

    def _abc_caches_clear(cls):
        pass


def get_cache_token():
    """Returns the current ABC cache token."""
    return _invalidation_counter[0]


def update_abstractmethods(cls):
    """Recalculate the set of abstract methods of an abstract class."""
    if not hasattr(cls, '__abstractmethods__'):
        return cls
    cls.__abstractmethods__ = _abstracts_of(cls, cls.__dict__.items(), cls.__bases__)
    return cls


class ABC(metaclass=ABCMeta):
    """Helper class that provides a standard way to create an ABC using
    inheritance.
    """
    __slots__ = ()
