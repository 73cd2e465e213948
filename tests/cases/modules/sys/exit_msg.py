import sys
try:
    sys.exit('bye')
except SystemExit as e:
    print('caught', e.code)
sys.exit(0)
