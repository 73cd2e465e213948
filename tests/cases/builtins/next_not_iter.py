next([1])
