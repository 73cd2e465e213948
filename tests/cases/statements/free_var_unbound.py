def outer():
    def inner():
        return zzqq
    r = inner()
    zzqq = 1
    return r
outer()
