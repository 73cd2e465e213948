print('file starts with a UTF-8 BOM')
