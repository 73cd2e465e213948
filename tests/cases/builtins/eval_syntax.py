print(eval('1'))
try:
    eval('x = 1')
except SyntaxError as e:
    print(type(e).__name__, e.msg, e.lineno)
