eval('1 / 0')
