# every supported codec spelling x every error handler, on strings that need them
def t(f, *a):
    try:
        print(repr(f(*a)))
    except Exception as e:
        print(type(e).__name__, e)
for s in ['abc', 'a\udc80b', '\ud83d\ude00', '\x00\x7f\x80\xff\u0100😀']:
    for enc in ['utf-8', 'utf-8-sig', 'ascii', 'latin-1', 'utf-16', 'utf-16-le', 'UTF-16BE',
                'utf-32', 'utf_32_be', 'iso8859-1', 'us-ascii', 'U8', 'latin']:
        for h in ['strict', 'ignore', 'replace', 'backslashreplace', 'xmlcharrefreplace',
                  'surrogateescape', 'surrogatepass', 'nope']:
            t(s.encode, enc, h)
