x = 1
y = [(yield)]
