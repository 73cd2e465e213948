# Three nested handlers (bare except, except BaseException, finally with continue) around a spin.
# pyeval: --max-ops 200000
# expect-stderr: operation limit exceeded
# expect-exit: 3
# time-bound: 5
while True:
    try:
        try:
            try:
                while True:
                    pass
            except:
                pass
        except BaseException:
            pass
        finally:
            continue
    except:
        pass
