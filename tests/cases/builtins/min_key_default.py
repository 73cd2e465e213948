words = ['apple', 'fig', 'banana']
print(min(words, key=len), max(words, key=len), min([], key=len, default=None), max(words, key=lambda w: w[-1]))
