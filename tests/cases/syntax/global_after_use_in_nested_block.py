def f():
    if True:
        x = 2
    for i in range(3):
        global x
