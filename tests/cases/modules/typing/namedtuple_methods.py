from typing import NamedTuple
class Card(NamedTuple):
    rank: str
    suit: str
    def __str__(self):
        return self.rank + self.suit
    def is_face(self) -> bool:
        return self.rank in 'JQK'
c = Card('Q', 'h')
print(str(c), repr(c), c.is_face(), Card._make(['2', 's']))
