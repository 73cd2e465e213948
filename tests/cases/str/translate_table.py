def t(f, *a, **k):
    try:
        print(repr(f(*a, **k)))
    except Exception as e:
        print(type(e).__name__, str(e).replace('0x110000', 'LIMIT'))

t('hello'.translate, {ord('l'): 'L', ord('o'): None})
t('abc'.translate, ['x', 'y', 'z', 'w'] * 30)
t('abc'.translate, {97: 300})
t('abc'.translate, {97: -1})
t('abc'.translate, {97: 1.5})
t('abc'.translate, {97: 0x110000})
t('abc'.translate, 'XYZ' * 40)
t('abc'.translate)
