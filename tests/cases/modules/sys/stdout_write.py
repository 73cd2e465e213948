import sys
n = sys.stdout.write('hello\n')
print(n)
sys.stdout.flush()
print('x', file=sys.stdout)
print('done', flush=True)
print(sys.stdout.write(''), sys.stdout.isatty() in (True, False))
