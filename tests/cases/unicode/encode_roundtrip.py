s = 'Grüße, 世界! 😀 \u2028'
for e in ['utf-8', 'UTF8', 'u8']:
    b = s.encode(e)
    print(e, len(b), b.decode(e) == s)
