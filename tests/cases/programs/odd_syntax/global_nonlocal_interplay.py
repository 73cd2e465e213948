counter = 0


def bump():
    global counter
    counter += 1
    return counter


def outer():
    counter = 100

    def inner():
        nonlocal counter
        counter += 1
        return counter

    def use_global():
        global counter
        counter += 10
        return counter

    return inner(), inner(), use_global(), counter


print(bump(), bump(), outer(), counter)


def make_acc():
    total = 0

    def add(x):
        nonlocal total
        total += x
        return total

    def get():
        return total

    def reset():
        nonlocal total
        total = 0

    return add, get, reset


add, get, reset = make_acc()
add(5)
add(7)
print(get())
reset()
print(get(), add(1))


def deep():
    a = 1

    def mid():
        def leaf():
            nonlocal a
            a *= 10
        leaf()
        leaf()
        return a

    return mid(), a


print(deep())


def define_global():
    global NEW_NAME
    NEW_NAME = "created"


define_global()
print(NEW_NAME)


def shadow():
    print(counter)


shadow()


def unbound():
    try:
        print(counter)
    except UnboundLocalError as e:
        print("UnboundLocalError:", e)
    counter = 1


unbound()
