y = [i for i in (j := [1, 2])]
