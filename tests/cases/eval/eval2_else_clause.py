try:
    x = 1
except Exception:
    print('no')
else:
    print('else', x)
finally:
    print('fin')
