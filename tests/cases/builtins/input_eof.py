try:
    input()
except EOFError:
    print('eof')
input('prompt> ')
