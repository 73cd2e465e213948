print("start")
zz_defined_later_function()
def zz_defined_later_function():
    print("never")
