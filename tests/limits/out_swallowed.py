# The output limit skips except and finally.
# expect-stderr: output limit exceeded
# expect-stderr: at line 8
# expect-exit: 3
# time-bound: 5
while True:
    try:
        print('x' * 1000)
    except BaseException:
        pass
    finally:
        pass
