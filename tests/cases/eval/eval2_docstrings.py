class A:
    '''cls doc'''
    def m(self):
        '''m doc'''
print(A.__doc__, A.m.__doc__, A.__name__, A.m.__name__, A.m.__qualname__)
