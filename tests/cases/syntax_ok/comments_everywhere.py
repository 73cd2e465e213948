# leading comment
x = [  # after bracket
    1,  # one
    # between
    2,
]  # after close
def f(  # in params
    a,  # a
):  # after colon
    # in body
    return a  # trailing
print(x, f(3))  # done
