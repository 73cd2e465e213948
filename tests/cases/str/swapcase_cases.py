print('Hello World 123'.swapcase(), ''.swapcase(), 'aBc'.swapcase().swapcase())
