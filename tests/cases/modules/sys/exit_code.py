import sys
print('before')
try:
    sys.exit(3)
except SystemExit as e:
    print('code', e.code, type(e.code).__name__)
sys.exit('fatal: stop')
