class B2:
    def __bool__(self): return None
try:
    if B2(): pass
except TypeError as e:
    print(e)
class L2:
    def __len__(self): return 2**70
try:
    len(L2())
except OverflowError as e:
    print(e)
class L3:
    def __len__(self): return 3.0
try:
    len(L3())
except TypeError as e:
    print(e)
class L4:
    def __len__(self): return True
print(len(L4()))
class Both:
    def __bool__(self): return True
    def __len__(self): return 0
print(bool(Both()))
print(not Both(), Both() and 'x', [] or Both().__class__.__name__)
