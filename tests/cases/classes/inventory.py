class Item:
    __slots__ = ('name', 'price', 'qty')
    def __init__(self, name, price, qty=0):
        self.name, self.price, self.qty = name, price, qty
    @property
    def value(self): return self.price * self.qty
    def __repr__(self): return f"Item({self.name!r}, {self.price}, {self.qty})"
    def __eq__(self, o): return isinstance(o, Item) and self.name == o.name
    def __hash__(self): return hash(self.name)
class Inventory:
    def __init__(self): self._items = {}
    def add(self, item):
        if item.name in self._items:
            self._items[item.name].qty += item.qty
        else:
            self._items[item.name] = item
        return self
    def __len__(self): return len(self._items)
    def __iter__(self): return iter(sorted(self._items.values(), key=lambda i: i.name))
    def __contains__(self, name): return name in self._items
    def __getitem__(self, name): return self._items[name]
    def total(self): return sum(i.value for i in self)
inv = Inventory()
inv.add(Item('apple', 0.5, 10)).add(Item('pear', 0.75, 4)).add(Item('apple', 0.5, 5))
print(len(inv), list(inv), 'apple' in inv, inv['apple'].qty, inv.total())
print(Item('x', 1) == Item('x', 2), len({Item('x', 1), Item('x', 2)}))
try:
    inv['kiwi']
except KeyError as e:
    print('missing', e)
try:
    Item('a', 1).color = 'red'
except AttributeError as e:
    print(e)
