s = 'αβγαβγ日本'
print(s.find('γ'), s.rfind('γ'), s.index('日'), s.find('本', 7), s.count('β'), s.find('γ', -3), s.rfind('α', 0, 3), s.find(''), s.rfind(''))
