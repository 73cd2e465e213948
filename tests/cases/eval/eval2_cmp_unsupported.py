class A: pass
A() < A()
