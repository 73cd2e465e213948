class A:
    """Class A docs."""
    def m(self):
        """method docs"""
class B(A): pass
def f(): "fdoc"
print(A.__doc__, B.__doc__, A.m.__doc__, f.__doc__, A().__doc__)
print((lambda: 0).__doc__)
