eval('1', [])
