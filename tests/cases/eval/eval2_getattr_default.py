print(getattr(1, 'real'), getattr(1, 'zz', 'dflt'), hasattr([], 'append'))
setattr(1, 'x', 2)
