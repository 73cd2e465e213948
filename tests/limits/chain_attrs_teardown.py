# A linked list of 300,000 instances left for interpreter teardown.
# expect-stdout: built
# expect-exit: 0
# time-bound: 5
class A:
    pass


a = A()
for i in range(300000):
    b = A()
    b.next = a
    a = b
print('built')
