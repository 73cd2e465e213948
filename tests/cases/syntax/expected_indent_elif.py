if False:
    pass
elif True:
pass
