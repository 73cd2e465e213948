import sys
print('err', file=sys.stderr)
sys.stderr.write('more\n')
print('out')
raise RuntimeError('end')
