t = str.maketrans('αβ', 'ab', 'γ')
print('αβγδ'.translate(t), 'abc'.translate({97: '日本', 98: None, 99: 0x1f600}))
