def f():
    global qqq_unassigned_global
    return qqq_unassigned_global
f()
