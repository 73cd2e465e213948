def ret_in_finally():
    try:
        return "try"
    finally:
        return "finally"
print(ret_in_finally())

def ret_overrides_exception():
    try:
        raise ValueError("lost")
    finally:
        return "swallowed"
print(ret_overrides_exception())

def break_in_finally():
    for i in range(3):
        try:
            raise KeyError(i)
        finally:
            break
    return i
print(break_in_finally())

def continue_in_finally():
    out = []
    for i in range(3):
        try:
            if i == 1:
                raise ValueError
            out.append(i)
        finally:
            out.append("f")
            continue
    return out
print(continue_in_finally())

def finally_runs_on_return():
    log = []
    def inner():
        try:
            log.append("body")
            return 1
        finally:
            log.append("cleanup")
    r = inner()
    return r, log
print(finally_runs_on_return())

def nested():
    log = []
    try:
        try:
            raise ValueError("inner")
        finally:
            log.append("inner finally")
    except ValueError as e:
        log.append(f"caught {e}")
    else:
        log.append("else")
    finally:
        log.append("outer finally")
    return log
print(nested())

def else_runs():
    try:
        x = 1
    except Exception:
        return "except"
    else:
        return f"else {x}"
    finally:
        print("finally before else's return value is used")
print(else_runs())

def loop_else():
    for i in range(3):
        try:
            continue
        finally:
            print("f", i)
    else:
        print("loop else")
loop_else()

def while_break_finally():
    n = 0
    while True:
        try:
            n += 1
            if n == 3:
                break
        finally:
            print("iteration", n)
    return n
print(while_break_finally())
