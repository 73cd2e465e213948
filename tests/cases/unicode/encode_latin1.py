def t(f, *a, **k):
    try:
        print(repr(f(*a, **k)))
    except Exception as e:
        print(type(e).__name__, e)

print('café'.encode('latin-1'), 'ÿ'.encode('iso-8859-1'), 'x'.encode('latin1'), 'é'.encode('L1'))
for h in ['strict', 'ignore', 'replace', 'backslashreplace', 'xmlcharrefreplace']:
    t('é€x'.encode, 'latin-1', h)
