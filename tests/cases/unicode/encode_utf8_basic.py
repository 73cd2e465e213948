print('abc'.encode(), 'é日😀'.encode(), 'é'.encode('utf-8'), 'x'.encode(encoding='UTF8'), ''.encode(), len('😀'.encode()))
