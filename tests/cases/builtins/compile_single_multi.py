try:
    compile('1\n2', '<s>', 'single')
except SyntaxError as e:
    print(type(e).__name__, e.msg)
