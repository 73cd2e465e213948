x = (1 +
     2 +
     "three")
