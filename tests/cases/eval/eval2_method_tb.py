class A:
    def m(self):
        return self.n
A().m()
