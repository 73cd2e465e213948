def t(f, *a, **k):
    try:
        print(repr(f(*a, **k)))
    except Exception as e:
        print(type(e).__name__, e)

for h in ['strict', 'ignore', 'replace', 'backslashreplace', 'xmlcharrefreplace']:
    t('aé€\U0001f600b'.encode, 'ascii', h)
