print('hello2world'.title(), 'a1b2c3'.title(), '1st 2nd'.title(), "o'neil mcdonald".title(), 'HELLO'.title(), 'x_y-z.w'.title())
