print('bye')
try:
    exit(4)
except SystemExit as e:
    print('code', e.code)
exit('leaving now')
