print(bytes.fromhex('ab'))
bytes.fromhex('abc')
