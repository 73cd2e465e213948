s = bu"x"
