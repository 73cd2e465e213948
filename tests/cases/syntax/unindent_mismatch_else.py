if True:
    x = 1
  else:
    x = 2
