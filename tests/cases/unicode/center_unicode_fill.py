print('ab'.center(7, '★'), 'é'.ljust(4, 'ß'), '日'.rjust(3, '…'), 'x'.center(4, '\U0001f600'), '日本'.zfill(5))
