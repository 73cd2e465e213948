exec(5)
