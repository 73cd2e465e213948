def t(f, *a, **k):
    try:
        print(repr(f(*a, **k)))
    except Exception as e:
        print(type(e).__name__, e)

for e in ['utf-16', 'utf-16-le', 'utf-16-be', 'utf-32', 'utf-32-le', 'UTF-32BE', 'utf_16']:
    t('a€😀'.encode, e)
t('\ud800'.encode, 'utf-16')
t('\ud800'.encode, 'utf-16', 'surrogatepass')
t('\ud800x'.encode, 'utf-32-le', 'replace')
