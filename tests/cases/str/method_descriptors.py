print(str.upper('abc'), str.join('-', 'ab'), list(map(str.strip, [' a ', 'b '])), str.split('a b'), str.replace('aa', 'a', 'b'))
str.upper(1)
