class T:
    def __getitem__(self, k):
        if k == 98: raise LookupError
        return k + 1
print('abc'.translate(T()))
class U:
    def __getitem__(self, k):
        raise ValueError('boom')
'x'.translate(U())
