for s in ['abc123', 'αβγ٣', 'a b', '½a', '²', 'Ⅻ', '一二', 'a_b', 'ⓐ①', '\u0301']:
    print(repr(s), s.isalnum())
