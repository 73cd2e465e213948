print(format(1234567, ','), format(1234567, '_'), format(1234567, '_x'), format(-1234567, '015,'), format(12, '08_b'), '{:,}'.format(10**20))
