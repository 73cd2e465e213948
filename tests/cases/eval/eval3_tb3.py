def outer():
    def inner(d):
        return d['missing']
    return {k: inner({}) for k in 'ab'}
outer()
