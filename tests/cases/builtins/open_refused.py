print('before')
open('x.txt')
