try:
    exec('def f(:\n  pass')
except SyntaxError as e:
    print(type(e).__name__, e.lineno, e.filename)
