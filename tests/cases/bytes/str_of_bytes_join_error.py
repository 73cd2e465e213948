print(''.join(['a']))
print(b''.join([b'a', b'b']))
''.join([b'a'])
