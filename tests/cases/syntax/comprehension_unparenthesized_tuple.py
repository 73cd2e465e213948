y = [x, y for x in z]
