print((255).__format__('x'))
bin('3')
