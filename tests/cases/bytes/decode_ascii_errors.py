print(b'ab\xffc'.decode('ascii', 'replace'), b'ab\xffc'.decode('ascii', 'ignore'))
b'ab\xffc'.decode('ascii')
