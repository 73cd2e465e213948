print('start')
b'ok \xc3'.decode()
