# Red team 2 (issue 10), program 30_lim_exc_repr_top_rec.
# attacks: recursion inside an exception's __str__ at top level report (C-called dunder recursion)
class E(Exception):
    def __str__(self):
        return str(self)
raise E("x")
