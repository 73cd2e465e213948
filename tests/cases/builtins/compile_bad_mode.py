compile('1', '<s>', 'bogus')
