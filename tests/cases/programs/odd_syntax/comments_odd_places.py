# leading comment
x = [  # after bracket
    1,  # one
    # a comment line in a list
    2,
]  # trailing


def f(a,  # param comment
      b):  # after colon
    # body comment
    return a + b  # return comment
    # after return


class C:  # class comment
    # only comment

    attr = 1  # attribute


if x:  # if comment
    pass  # pass comment
# dedented comment
else:
    pass
print(x, f(1, 2), C.attr)  # print comment
s = "# not a comment"
t = '''
# also not a comment
'''
print(s, t.strip())
d = {  # dict
    "k":  # key comment
        "v",  # value comment
}
print(d)
	# a comment with a leading tab is fine
print("end")  # final
#no space comment
