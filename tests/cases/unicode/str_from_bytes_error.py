str(b'ab\xffcd', 'utf-8')
