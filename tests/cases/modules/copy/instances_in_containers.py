import copy
class Item:
    def __init__(self, name, tags):
        self.name = name; self.tags = tags
    def __eq__(self, o): return self.name == o.name and self.tags == o.tags
inv = {'a': Item('sword', ['sharp']), 'b': [Item('shield', [])]}
inv2 = copy.deepcopy(inv)
inv2['a'].tags.append('rusty')
print(inv['a'].tags, inv2['a'].tags, inv == inv2, inv['b'] == inv2['b'])
