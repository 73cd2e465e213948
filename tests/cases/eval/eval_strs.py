s = 'a,b,c'
print(s.split(','), '-'.join(['x','y']), s.upper(), s.replace(',', ';'), s.find('b'))
