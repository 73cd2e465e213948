class MyError(Exception):
    def __init__(self, *args):
        print("init with", args)
        super().__init__(*args)
try:
    raise MyError
except MyError as e:
    print("args", e.args)
try:
    raise MyError("x", 1)
except MyError as e:
    print("args", e.args)
