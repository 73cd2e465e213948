print('a')
exec('raise ValueError("boom")')
