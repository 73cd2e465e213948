def t(f, *a, **k):
    try:
        print(repr(f(*a, **k)))
    except Exception as e:
        print(type(e).__name__, e)

for h in ['strict', 'ignore', 'replace', 'surrogatepass', 'surrogateescape', 'backslashreplace']:
    t('a\ud800\udc80b'.encode, 'utf-8', h)
t('\udc80\udcff'.encode, 'ascii', 'surrogateescape')
t('\udc80\udcff'.encode, 'latin-1', 'surrogateescape')
