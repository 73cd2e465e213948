for s in ['if', 'None', 'match', '_', '__init__', 'a1', 'x y', 'class_']:
    print(s, s.isidentifier())
