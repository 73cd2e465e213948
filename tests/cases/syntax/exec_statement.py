exec "x = 1"
