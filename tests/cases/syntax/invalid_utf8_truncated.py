print('ok')
s = 'â‚'
