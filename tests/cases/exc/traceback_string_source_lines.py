# Tracebacks show source lines only for the program's file, as CPython's linecache:
# frames of exec/eval/compile strings ("<string>", or a filename no file has) have none.
# compare: full stderr
exec("def inner(x):\n    return 10 // x\n")
code = compile("def made(v):\n    return inner(v) + 1\n", "no_such_file_here.py", "exec")
exec(code)

def outer():
    return eval("made(0)")

try:
    outer()
except ZeroDivisionError as e:
    saved = e
print("caught", saved)
raise saved
