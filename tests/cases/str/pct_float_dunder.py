# %-formatting of %f/%e/%g takes objects with __float__ (PyFloat_AsDouble).
class F:
    def __float__(self):
        return 2.5


print("%.2f %e %g" % (F(), F(), F()))
try:
    "%f" % object()
except TypeError as e:
    print(e)
