try:
    quit()
except SystemExit as e:
    print('quit', e.code)
